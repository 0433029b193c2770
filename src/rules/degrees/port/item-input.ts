import type { AttackDelivery, Wielded } from "../attack/types";
import { attackProfileOf } from "../attack/profile";
import type { ChakraDrain } from "../chakra";
import type { DegreesAction } from "../combatant";
import type { TechniqueRange } from "../maneuvers/total-defence";
import { NOT_FLAG, NOT_MAPPING, NOT_KEY, oneOfProblem, wholeNumberProblem } from "../../problems";
import type { Problem } from "../../refusal";
import { degreesRefusal } from "../refusals";
import type { ItemInput } from "../../ruleset";
import { fighterActionOf, type FighterAction } from "./actions";
import { DEGREES_LISTS } from "./lists";

/** The item types the degrees rules read as actions (their data models hold the fields below). */
export const WEAPON_ITEM = "dgWeapon";
export const TECHNIQUE_ITEM = "dgTechnique";

/** The most any number of an item's data may be: past it, the item is a typo, not a weapon. */
const LIMIT = 1000;

function refuseItem(field: string, problem: Problem): never {
  throw degreesRefusal("badItem", { field }, `item.${field}: ${problem.text}`, problem);
}

function whole(value: unknown, field: string, min: number, max: number, fallback: number): number {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) refuseItem(field, wholeNumberProblem(min, max));
  return value;
}

function oneOf<T extends string>(value: unknown, field: string, allowed: readonly T[], fallback: T): T {
  if (value === undefined || value === null) return fallback;
  const found = allowed.find((a) => a === value);
  if (found === undefined) refuseItem(field, oneOfProblem(allowed));
  return found;
}

function yesNo(value: unknown, field: string, fallback: boolean): boolean {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== "boolean") refuseItem(field, NOT_FLAG);
  return value;
}

function fields(system: unknown, field = "system"): Record<string, unknown> {
  if (system === undefined || system === null) return {};
  if (typeof system !== "object" || Array.isArray(system)) refuseItem(field, NOT_MAPPING);
  // A non-array object, checked just above; each field is read and checked one by one.
  return system as Record<string, unknown>;
}

/** The smallest natural 2d8 (2) up to the largest (16): where a weapon's critical range may start (M37). */
function critMin(value: unknown): number | undefined {
  return value === undefined || value === null ? undefined : whole(value, "critMin", 2, 16, 16);
}

const L = DEGREES_LISTS;

/**
 * A weapon's attack (F4), read from the `dgWeapon` data model's own fields:
 * - `accuracy`: `melee` (Strike, Melee accuracy, half Strength, M28, M62) or `ranged` (thrown or
 *   shot: Ranged accuracy, half Dexterity, M29, M58, M64); melee by default;
 * - `damage`: the weapon damage added to the half attribute (0–1000, default 0), for a thrown
 *   weapon the listed count's, thrown from one hand (M64);
 * - `critMin`: the smallest natural roll that crits (2–16; unset or null: the degree table's, M37);
 * - `lethal`: true unless set false (M38);
 * - `weight`: `light`, `medium` or `heavy` (a heavy weapon is blocked at −1, M23; default medium);
 * - `blocksProjectileTechniques`: it may Block projectile techniques (an Adamantine Staff, M23);
 * - `thrown` with `thrownCount` (1–1000): a ranged weapon thrown that many at once from one hand
 *   for its damage, which a projectile deflection must match; both hands double both (M64, M65);
 * - `long`: a long weapon, doubling the striker's reach (M62);
 * - `unarmed`: bare hands, whose weapon damage is the best of the user's unarmed sources (M31);
 * - `category`: `simple` (default), `martial` or `special`: the last two need the fighter's Weapon
 *   Training, or attack at −3 (M58, M62, M64).
 * What the rules do not read in a fight (hardness, quantity) the model keeps for the sheet and the
 * GM.
 */
function weaponAttack(name: string, system: Record<string, unknown>): DegreesAction {
  const accuracy = oneOf(system.accuracy, "accuracy", L.weaponAccuracies, "melee");
  const heavy = oneOf(system.weight, "weight", L.weaponWeights, "medium") === "heavy";
  const category = oneOf(system.category, "category", L.weaponCategories, "simple");
  // A thrown weapon flies as many at once as its count (M64), what a deflection must match (M65).
  const thrownCount = accuracy === "ranged" && yesNo(system.thrown, "thrown", false) ? whole(system.thrownCount, "thrownCount", 1, LIMIT, 1) : undefined;
  return {
    name,
    accuracy,
    attack: attackProfileOf({ delivery: accuracy === "melee" ? "melee" : "projectile", lethal: yesNo(system.lethal, "lethal", true), heavyWeapon: heavy ? true : undefined, critMin: critMin(system.critMin), projectiles: thrownCount !== undefined && thrownCount > 1 ? thrownCount : undefined }),
    damage: { source: accuracy, added: whole(system.damage, "damage", 0, LIMIT, 0) },
    fixed: 0,
    ignoreHardness: 0,
    ...(category === "simple" ? {} : { category }),
    ...(thrownCount === undefined ? {} : { thrownCount }),
    ...(yesNo(system.unarmed, "unarmed", false) ? { unarmed: true } : {}),
    ...(yesNo(system.long, "long", false) ? { long: true } : {}),
  };
}

/**
 * The weapon in hand, from the `dgWeapon` fields: what it blocks with (M23: its weight, and whether
 * it may Block projectile techniques), and the damage it lends a technique (M28, M29): a melee
 * weapon's to a melee technique, a ranged or `thrown` one's to a ranged technique (a kunai both).
 */
export function wieldedWeapon(system: unknown): Wielded {
  const s = fields(system);
  const blocks = yesNo(s.blocksProjectileTechniques, "blocksProjectileTechniques", false);
  const melee = oneOf(s.accuracy, "accuracy", L.weaponAccuracies, "melee") === "melee";
  const damage = whole(s.damage, "damage", 0, LIMIT, 0);
  const ranged = !melee || yesNo(s.thrown, "thrown", false);
  return {
    weight: oneOf(s.weight, "weight", L.weaponWeights, "medium"),
    ...(blocks ? { blocksProjectileTechniques: true } : {}),
    lends: { melee: melee ? damage : 0, ranged: ranged ? damage : 0 },
  };
}

/**
 * A technique's base damage (M28–M30, M33), from `damage.source`: `ninpou` is half Spirit plus the
 * `powerLevel`; `melee` and `ranged` half Strength or Dexterity plus the weapon in hand's damage
 * (the fighter's `wielding`, M28, M29: the item names no weapon); `custom` the `damage.base` its own
 * formula works out to; `none` deals no damage (null).
 */
function techniqueDamage(damage: Record<string, unknown>, powerLevel: number): DegreesAction["damage"] | null {
  const source = oneOf(damage.source, "damage.source", L.damageSources, "none");
  if (source === "none") return null;
  if (source === "custom") return { base: whole(damage.base, "damage.base", 0, LIMIT, 0) };
  return source === "ninpou" ? { source, added: powerLevel } : { source, added: 0, withWeapon: true };
}

/** The chakra a technique's hit drains (M52): null for none. */
function drainOf(value: unknown): ChakraDrain | null {
  const drain = value === undefined || value === null ? {} : fields(value, "drain");
  const amount = whole(drain.amount, "drain.amount", 0, LIMIT, 0);
  return amount > 0 ? { amount, byDegree: yesNo(drain.byDegree, "drain.byDegree", false) } : null;
}

/** The most uses a scene an item may name: past it, a limit is no limit. */
const SCENE_USES_MAX = 99;

/**
 * A technique's uses a scene (M4), from `perScene`: `times` (0–99; 0 or unset, no limit), counted
 * under `key` (letters, digits and dashes; blank, the item's own id) and shared with the user's
 * owner and partners unless `shared` is false (M88: techniques and maneuvers are shared, feats
 * and powers are not).
 */
function sceneLimit(item: ItemInput, s: Record<string, unknown>): Pick<FighterAction, "perScene"> {
  const limit = s.perScene === undefined || s.perScene === null ? {} : fields(s.perScene, "perScene");
  const times = whole(limit.times, "perScene.times", 0, SCENE_USES_MAX, 0);
  if (times === 0) return {};
  const written = limit.key === undefined || limit.key === null || limit.key === "" ? item.id : limit.key;
  if (typeof written !== "string" || !L.limitKey.test(written)) refuseItem("perScene.key", NOT_KEY);
  return { perScene: { key: written, times, shared: yesNo(limit.shared, "perScene.shared", true), name: item.name } };
}

/** What may block a technique and what cover stops (M23, M116): touch is melee, an area is an area, the rest flies (a projectile). */
function deliveryOf(range: TechniqueRange, area: number): AttackDelivery {
  if (area > 0) return "area";
  return range === "touch" ? "melee" : "projectile";
}

/**
 * A technique as an action (F4), read from the `dgTechnique` data model's own fields:
 * - `action`: its casting time, `free`, `reaction`, `partial`, `movement`, `standard` (default) or
 *   `fullRound` (M18);
 * - `chakraCost`: its cost (0–1000, default 0, M48);
 * - `defensive`: a defensive technique, which answers an attack with an Anticipate check (M25, M76)
 *   and costs its chakra and its action then; its action is `partial`, `movement` or `standard`;
 * - `damage`: `{ source, base, fixed }` (above; `fixed` is never multiplied, M34), with
 *   `powerLevel` (0–1000) for a ninpou; `lethal` (default true); `ignoreHardness` (M124);
 * - `accuracy`: `melee`, `ranged` (default) or `anticipate`: the accuracy its attack check adds (M20);
 * - `projectile`: a projectile-type technique, blocked only by a fit weapon (M23); a ranged one
 *   that is not, and whose damage is no thrown or shot weapon's, is no projectile (an illusion,
 *   lightning from the sky) and cannot be Blocked at all;
 * - `range`: `{ type, metres }`, `personal`, `touch` or `ranged` (Total Defence allows personal ones
 *   only, M67); `area`: the area's radius in metres, 0 for one target: an area technique's range is
 *   the area, and its delivery too (M23, M116);
 * - `drain`: `{ amount, byDegree }`, the chakra a hit drains from the target (0–1000, default 0:
 *   none), that much or that much a damage degree; a technique that drains attacks even when it
 *   deals no damage (Kikaichu, M52).
 * - `perScene`: `{ times, key, shared }`, how often a scene it may be used (above, M4, M88);
 * - `handSeals`: it is cast with hand seals, which a lost arm or hand forbids (M130 4);
 * - `nullifies`: a defensive technique that is a Nullify, meeting an incoming ninpou technique at
 *   most 1 power level from its own (M74);
 * - `element`: `none` (default), `katon`, `fuuton`, `raiton`, `doton` or `suiton`, which an
 *   Overcome weighs by the GM's table of elemental advantages (M75).
 */
function techniqueAction(item: ItemInput, s: Record<string, unknown>): FighterAction {
  const name = item.name;
  // Hand seals need both hands (M130 4); a technique's limit a scene rides along with it (M4).
  const limited = { ...sceneLimit(item, s), ...(yesNo(s.handSeals, "handSeals", false) ? { hands: "handSeals" as const } : {}) };
  const chakra = whole(s.chakraCost, "chakraCost", 0, LIMIT, 0);
  const time = oneOf(s.action, "action", L.castingTimes, "standard");
  if (yesNo(s.defensive, "defensive", false)) {
    const action = oneOf(s.action, "action", L.defensiveActions, "standard");
    // A Nullify meets the incoming ninpou technique at its own power level (M74).
    const nullify = yesNo(s.nullifies, "nullifies", false) ? { nullify: { powerLevel: whole(s.powerLevel, "powerLevel", 0, LIMIT, 0) } } : {};
    return { key: "technique", name, role: "defence", time: action, chakra, defence: { name, chakraCost: chakra, action, ...nullify }, ...limited };
  }
  const rangeFields = s.range === undefined || s.range === null ? {} : fields(s.range, "range");
  const area = whole(s.area, "area", 0, LIMIT, 0);
  const rangeType = oneOf(rangeFields.type, "range.type", L.rangeTypes, "ranged");
  const range: TechniqueRange = area > 0 ? "area" : rangeType;
  const damageFields = s.damage === undefined || s.damage === null ? {} : fields(s.damage, "damage");
  const damage = techniqueDamage(damageFields, whole(s.powerLevel, "powerLevel", 0, LIMIT, 0));
  const fixed = whole(damageFields.fixed, "damage.fixed", 0, LIMIT, 0);
  const drain = drainOf(s.drain);
  const element = oneOf(s.element, "element", L.elements, "none");
  if (damage === null && fixed === 0 && drain === null) return { key: "technique", name, role: "technique", time, chakra, range, ...limited };
  const delivery = deliveryOf(rangeType, area);
  const projectile = yesNo(s.projectile, "projectile", false);
  // Past touch and no area, a technique is a projectile technique or none at all (M23), unless what flies is the weapon it throws (Throw or Shoot).
  const flies = delivery === "projectile";
  const profile = attackProfileOf({
    delivery,
    lethal: yesNo(s.lethal, "lethal", true),
    projectileTechnique: projectile ? true : undefined,
    notProjectile: flies && !projectile && !(damage !== null && "withWeapon" in damage) ? true : undefined,
    // A damaging ninpou technique is what a Nullify may meet (M74).
    ninpouPowerLevel: damage !== null && "source" in damage && damage.source === "ninpou" ? damage.added : undefined,
    // What an Overcome weighs by the GM's table (M75).
    element: element === "none" ? undefined : element,
  });
  const accuracy = oneOf(s.accuracy, "accuracy", L.techniqueAccuracies, "ranged");
  const ignoreHardness = whole(s.ignoreHardness, "ignoreHardness", 0, LIMIT, 0);
  return { key: "technique", name, role: "attack", time, chakra, range, attack: { name, accuracy, attack: profile, damage: damage ?? { base: 0 }, fixed, ignoreHardness, ...(drain ? { drain } : {}) }, ...limited };
}

/**
 * The action an item stands for: a `dgWeapon` as its attack, a `dgTechnique` as its attack, its
 * effect or its defence; null for any other item. A field out of its range is refused naming it
 * (`degrees.badItem`), so an item's data never reaches a rule unchecked.
 */
export function actionFromItem(item: ItemInput): FighterAction | null {
  if (item.type === WEAPON_ITEM) {
    const system = fields(item.system);
    return fighterActionOf({ key: "weapon", name: item.name, role: "attack", time: "standard", chakra: 0, attack: weaponAttack(item.name, system), ...(yesNo(system.twoHanded, "twoHanded", false) ? { hands: "twoHandedWeapon" as const } : {}) });
  }
  if (item.type === TECHNIQUE_ITEM) return fighterActionOf(techniqueAction(item, fields(item.system)));
  return null;
}
