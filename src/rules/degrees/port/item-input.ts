import type { AttackDelivery, AttackProfile, Wielded } from "../attack/types";
import type { DamageSource } from "../base-damage";
import type { CastingTime } from "../casting-time";
import type { DegreesAction } from "../combatant";
import type { TechniqueRange } from "../maneuvers/total-defence";
import { degreesRefusal } from "../refusals";
import type { ItemInput } from "../../ruleset";
import type { FighterAction } from "./actions";

/** The item types the degrees rules read as actions (their data models hold the fields below). */
export const WEAPON_ITEM = "dgWeapon";
export const TECHNIQUE_ITEM = "dgTechnique";

/** The most any number of an item's data may be: past it, the item is a typo, not a weapon. */
const LIMIT = 1000;

function refuseItem(field: string, problem: string): never {
  throw degreesRefusal("badItem", { field, problem }, `item.${field}: ${problem}`);
}

function whole(value: unknown, field: string, min: number, max: number, fallback: number): number {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) refuseItem(field, `must be a whole number from ${min} to ${max}`);
  return value;
}

function oneOf<T extends string>(value: unknown, field: string, allowed: readonly T[], fallback: T): T {
  if (value === undefined || value === null) return fallback;
  const found = allowed.find((a) => a === value);
  if (found === undefined) refuseItem(field, `must be one of ${allowed.join(", ")}`);
  return found;
}

function yesNo(value: unknown, field: string, fallback: boolean): boolean {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== "boolean") refuseItem(field, "must be true or false");
  return value;
}

function fields(system: unknown): Record<string, unknown> {
  if (system === undefined || system === null) return {};
  if (typeof system !== "object" || Array.isArray(system)) refuseItem("system", "must be a mapping of fields");
  // A non-array object, checked just above; each field is read and checked one by one.
  return system as Record<string, unknown>;
}

/** The smallest natural 2d8 (2) up to the largest (16): where a weapon's critical range may start (M37). */
function critMin(value: unknown): Pick<AttackProfile, "critMin"> {
  return value === undefined || value === null ? {} : { critMin: whole(value, "critMin", 2, 16, 16) };
}

const WEIGHTS = ["light", "medium", "heavy"] as const;
const CASTING_TIMES: readonly CastingTime[] = ["free", "reaction", "partial", "movement", "standard", "fullRound"];
const DELIVERIES: readonly AttackDelivery[] = ["melee", "projectile", "area", "other"];
const RANGES: readonly TechniqueRange[] = ["personal", "touch", "ranged", "area"];

/**
 * A weapon's attack (F4). The `dgWeapon` item's system data:
 * - `kind`: `melee` (Strike, Melee accuracy, half Strength, M28, M62) or `ranged` (thrown or shot:
 *   Ranged accuracy, half Dexterity, M29, M58, M64); melee by default;
 * - `damage`: the weapon damage added to the half attribute (0–1000, default 0), for a thrown
 *   weapon the whole throw's (M64);
 * - `critMin`: the smallest natural roll that crits (2–16; none: the degree table's, M37);
 * - `lethal`: true unless set false (M38);
 * - `weight`: `light`, `medium` or `heavy` (a heavy weapon is blocked at −1, M23; default medium);
 * - `blocksTechniques`: it may Block projectile techniques (an Adamantine Staff, M23).
 */
function weaponAttack(name: string, system: Record<string, unknown>): DegreesAction {
  const kind = oneOf(system.kind, "kind", ["melee", "ranged"] as const, "melee");
  const source: DamageSource = kind;
  const heavy = oneOf(system.weight, "weight", WEIGHTS, "medium") === "heavy";
  return {
    name,
    accuracy: kind,
    attack: { delivery: kind === "melee" ? "melee" : "projectile", lethal: yesNo(system.lethal, "lethal", true), ...(heavy ? { heavyWeapon: true } : {}), ...critMin(system.critMin) },
    damage: { source, added: whole(system.damage, "damage", 0, LIMIT, 0) },
    fixed: 0,
    ignoreHardness: 0,
  };
}

/** What a weapon in hand blocks with (M23): its weight, and whether it may Block projectile techniques. */
export function wieldedWeapon(system: unknown): Wielded {
  const s = fields(system);
  const blocks = yesNo(s.blocksTechniques, "blocksTechniques", false);
  return { weight: oneOf(s.weight, "weight", WEIGHTS, "medium"), ...(blocks ? { blocksProjectileTechniques: true } : {}) };
}

/**
 * A technique's damage (M30, M33): `{ source: ninpou, powerLevel }` (half Spirit plus the Power
 * Level), `{ source: melee | ranged, added }` (half Strength or Dexterity plus `added`), or
 * `{ base }` for a technique with a formula of its own; none for a technique that deals no damage.
 */
function techniqueDamage(value: unknown): DegreesAction["damage"] | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== "object" || Array.isArray(value)) refuseItem("damage", "must be { source, powerLevel }, { source, added } or { base }");
  // A non-array object, checked just above.
  const d = value as Record<string, unknown>;
  if (d.base !== undefined) return { base: whole(d.base, "damage.base", 0, LIMIT, 0) };
  const source = oneOf(d.source, "damage.source", ["ninpou", "melee", "ranged"] as const, "ninpou");
  return { source, added: whole(source === "ninpou" ? d.powerLevel : d.added, source === "ninpou" ? "damage.powerLevel" : "damage.added", 0, LIMIT, 0) };
}

/**
 * A technique as an action (F4). The `dgTechnique` item's system data:
 * - `action`: its casting time, `free`, `reaction`, `partial`, `movement`, `standard` (default) or
 *   `fullRound` (M18);
 * - `chakra`: its cost (0–1000, default 0, M48);
 * - `defensive`: a defensive technique, which answers an attack with an Anticipate check (M25, M76)
 *   and costs its chakra and its action then; its action is `partial`, `movement` or `standard`;
 * - `damage` (above); `fixed`: fixed damage, never multiplied (M34); `lethal` (default true);
 *   `ignoreHardness` (M124);
 * - `accuracy`: `melee`, `ranged` (default) or `anticipate`: the accuracy its attack check adds (M20);
 * - `delivery`: `melee` (touch), `projectile` (default), `area` or `other`: what may block it and what
 *   cover stops (M23, M116); `projectile`: a projectile-type technique, blocked only by a fit weapon (M23);
 * - `range`: `personal`, `touch`, `ranged` or `area` (Total Defence allows personal ones only, M67);
 *   by default from the delivery;
 * - `critMin` (M37) and `coversCamouflage` (an area big enough to skip the camouflage dice, M113).
 */
function techniqueAction(name: string, s: Record<string, unknown>): FighterAction {
  const chakra = whole(s.chakra, "chakra", 0, LIMIT, 0);
  const time = oneOf(s.action, "action", CASTING_TIMES, "standard");
  if (yesNo(s.defensive, "defensive", false)) {
    const action = oneOf(s.action, "action", ["partial", "movement", "standard"] as const, "standard");
    return { key: "technique", name, role: "defence", time: action, chakra, defence: { name, chakraCost: chakra, action } };
  }
  const delivery = oneOf(s.delivery, "delivery", DELIVERIES, "projectile");
  const range = oneOf(s.range, "range", RANGES, delivery === "melee" ? "touch" : delivery === "area" ? "area" : "ranged");
  const damage = techniqueDamage(s.damage);
  const fixed = whole(s.fixed, "fixed", 0, LIMIT, 0);
  const profile: AttackProfile = {
    delivery,
    lethal: yesNo(s.lethal, "lethal", true),
    ...(yesNo(s.projectile, "projectile", false) ? { projectileTechnique: true } : {}),
    ...(yesNo(s.coversCamouflage, "coversCamouflage", false) ? { areaCoversCamouflage: true } : {}),
    ...critMin(s.critMin),
  };
  const accuracy = oneOf(s.accuracy, "accuracy", ["melee", "ranged", "anticipate"] as const, "ranged");
  const ignoreHardness = whole(s.ignoreHardness, "ignoreHardness", 0, LIMIT, 0);
  if (damage === null && fixed === 0) return { key: "technique", name, role: "technique", time, chakra, range };
  return { key: "technique", name, role: "attack", time, chakra, range, attack: { name, accuracy, attack: profile, damage: damage ?? { base: 0 }, fixed, ignoreHardness } };
}

/**
 * The action an item stands for: a `dgWeapon` as its attack, a `dgTechnique` as its attack, its
 * effect or its defence; null for any other item. A field out of its range is refused naming it
 * (`degrees.badItem`), so an item's data never reaches a rule unchecked.
 */
export function actionFromItem(item: ItemInput): FighterAction | null {
  if (item.type === WEAPON_ITEM) {
    const system = fields(item.system);
    return { key: "weapon", name: item.name, role: "attack", time: "standard", chakra: 0, attack: weaponAttack(item.name, system) };
  }
  if (item.type === TECHNIQUE_ITEM) return techniqueAction(item.name, fields(item.system));
  return null;
}
