import { actorRef } from "../../documents/actor-ref";
import { RULESET_EXTRAS, RULESETS, type RulesetTypesOf } from "../../rules/registry";
import type { ActorLike } from "../actor-like";
import type { DegreesActorFields } from "./data/actor/actor-schema";
import type { NpcFields } from "./data/actor/npc-data";
import type { ArmourFields } from "./data/item/armour-data";
import type { TechniqueFields } from "./data/item/technique-data";
import type { WeaponFields } from "./data/item/weapon-data";
import { itemInput } from "../../documents/item-input";
import { degreesOptions } from "./options";
import { believedCondition } from "./conditions/believed-removal";

type Dg = RulesetTypesOf<"degrees">;
/** A degrees character as the port sees it: its sheet, HP track, chakra, armour left and conditions; outside a fight the rest is as any fight starts it. */
export type DegreesState = Dg["combatant"];
type Condition = Dg["conditionInstance"];

/** The degrees ruleset's port, and what its Foundry pieces need besides (lists, rest, the scene's end), for the degrees Foundry pieces. */
export const degreesRules = RULESETS.degrees;
export const degreesExtras = RULESET_EXTRAS.degrees;
/** One place in the round's list as the port orders it: a combatant's id and its fighter (null without an actor). */
export type RoundPlace = Parameters<typeof degreesExtras.compareInRound>[0];
/** Where a fighter stands in the round, as the port reads it for the tracker. */
export type RoundPhase = ReturnType<typeof degreesExtras.roundPhase>;

type StoredActor = foundry.data.fields.SchemaField.SourceData<DegreesActorFields>;
type StoredNpc = foundry.data.fields.SchemaField.SourceData<NpcFields>;
type StoredArmour = foundry.data.fields.SchemaField.SourceData<ArmourFields>;
type StoredWeapon = foundry.data.fields.SchemaField.SourceData<WeaponFields>;
type StoredTechnique = foundry.data.fields.SchemaField.SourceData<TechniqueFields>;
type UnarmedSources = NonNullable<Parameters<typeof degreesRules.newCombatant>[0]["unarmedSources"]>;

/** An effect as the degrees state reads it: the statuses it shows, the condition it holds for the rules (`flags.shinobi.condition`), and who wrote it last (`_stats`). */
export interface EffectLike {
  id: string | null;
  statuses: ReadonlySet<string>;
  disabled?: boolean;
  flags?: unknown;
  _stats?: unknown;
}

/** A degrees actor: its effects are read with their ids, so a rules step's writes reach the effect holding each condition. */
export interface DegreesActorLike extends ActorLike {
  effects?: Iterable<EffectLike>;
  createEmbeddedDocuments(name: "ActiveEffect", data: ActiveEffect.CreateData[]): Promise<unknown>;
  deleteEmbeddedDocuments(name: "ActiveEffect", ids: string[]): Promise<unknown>;
}

/** Which documents hold what the state was read from, so the writes after a rules step go back to them. */
export interface CharacterSource {
  actor: DegreesActorLike;
  /** The worn armour whose absorption the state holds, or null when none is worn. */
  armourId: string | null;
  /** The effect holding each condition read, by the condition: the rules hand back the same object while it lasts. */
  conditionEffects: Map<Condition, string>;
}

// The degrees data models define these shapes (see ./data); reading them through one function
// keeps the assumption in one place, since an ActorLike's data is not narrowed by its type.
function stored<T>(doc: { system: unknown }): T {
  return doc.system as T;
}

/** The actor's armour items as the port chooses among them, each with its item's id. */
function armoursOf(actor: ActorLike): (StoredArmour & { id: string })[] {
  const found: (StoredArmour & { id: string })[] = [];
  for (const item of actor.items) if (item.type === "dgArmour") found.push({ ...stored<StoredArmour>(item), id: item.id ?? "" });
  return found;
}

/** The armour the character wears, as the port picks it (one only; several marked: the one that absorbs most). */
function wornArmour(actor: ActorLike): { id: string; absorption: StoredArmour["absorption"] } | null {
  const worn = degreesExtras.gear.armourWorn(armoursOf(actor));
  return worn && { id: worn.id, absorption: worn.absorption };
}

/** The condition an effect holds for the rules, or, for a plain effect (core's own, a module's), the conditions its statuses name. */
function conditionsOfEffect(effect: EffectLike): Condition[] {
  const held = (effect.flags as { shinobi?: { condition?: unknown } } | undefined)?.shinobi?.condition;
  if (held !== undefined) return [degreesExtras.storedCondition(believedCondition(held, effect))];
  const known: readonly string[] = degreesExtras.lists.conditions;
  return [...effect.statuses].filter((id) => known.includes(id)).map((id) => degreesExtras.storedCondition({ id }));
}

/** The defensive techniques among the actor's items, as the port reads each technique (M25). */
function defencesOf(actor: ActorLike): Dg["defensiveTechnique"][] {
  const found: Dg["defensiveTechnique"][] = [];
  for (const item of actor.items) {
    if (item.type !== "dgTechnique") continue;
    const defence = degreesRules.actionFromItem(itemInput(item))?.defence;
    // Named by its item too (a stored one has an id): two techniques on one actor may share a name.
    if (defence) found.push(item.id === null ? defence : { ...defence, id: item.id });
  }
  return found;
}

/** The actor's weapon items, as the port chooses among them. */
function weaponsOf(actor: ActorLike): StoredWeapon[] {
  const found: StoredWeapon[] = [];
  for (const item of actor.items) if (item.type === "dgWeapon") found.push(stored<StoredWeapon>(item));
  return found;
}

/** The weapon in hand (M23, M28, M29), as the port picks it: the one marked *In hand*, else its reading of a sheet that never says; null for empty hands. */
function weaponInHand(weapons: readonly StoredWeapon[]): Dg["wielded"] | null {
  const inHand = degreesExtras.gear.weaponInHand(weapons);
  return inHand && degreesExtras.wieldedWeapon(inHand);
}

/**
 * What gives the actor's unarmed strikes weapon damage (M31): each technique or trait it holds whose
 * `unarmedDamage` is above 0 (Iron Fist, Juuken), by name. They do not stack: the port applies the best.
 */
function unarmedSourcesOf(actor: ActorLike): UnarmedSources {
  const sources: UnarmedSources[number][] = [];
  for (const item of actor.items) {
    if (item.type !== "dgTechnique") continue;
    const damage = stored<StoredTechnique>(item).unarmedDamage ?? 0;
    if (damage > 0) sources.push({ name: item.name ?? "", damage });
  }
  return sources;
}

/** The conditions the actor's enabled effects hold, each with the effect holding it. */
function conditionsOf(actor: DegreesActorLike): Map<Condition, string> {
  const held = new Map<Condition, string>();
  for (const effect of actor.effects ?? []) {
    if (effect.disabled) continue;
    for (const condition of conditionsOfEffect(effect)) held.set(condition, effect.id ?? "");
  }
  return held;
}

/** What the sheet stores, as the port reads a character (F3): the four attributes the rules read, level, size, accuracies, Notice and the other skills, body hardness, the worn armour. */
function characterOf(a: StoredActor, armour: ReturnType<typeof wornArmour>): Dg["character"] {
  const { strength, dexterity, vigor, spirit } = a.attributes;
  return {
    attributes: { strength, dexterity, vigor, spirit },
    campaignLevel: a.campaignLevel,
    size: a.size,
    // Its size's row of the world's size table (F2), which the sheet's derived numbers follow.
    sizeRow: degreesExtras.sizeRow(a.size, degreesOptions()),
    permanentSize: a.permanentSize,
    accuracies: { ...a.accuracies },
    notice: a.skills.notice,
    skills: { stealth: a.skills.stealth, search: a.skills.search, athletics: a.skills.athletics, medicine: a.skills.medicine, animalHandling: a.skills.animalHandling, escape: a.skills.escape, intimidate: a.skills.intimidate },
    bodyHardness: [a.bodyHardness],
    armourAbsorption: armour?.absorption.max ?? 0,
  };
}

/**
 * The degrees rules' view of a `dgCharacter` or `dgNpc` actor, its items and its effects: the port
 * makes the fighter from what the documents hold (the sheet, HP track, chakra, the armour's
 * absorption left, the conditions, the defensive techniques, the weapon in hand, Quick Draw, the
 * thrown weapons to hand, Weapon Training, Two-Weapon Fighting, Ambidexterity, the unarmed damage
 * sources, Acrobatics and an NPC's minion flag), everything else
 * as any fight starts it. Identified by the
 * actor's reference (see documents/actor-ref), so each unlinked token of one world actor is
 * someone of its own.
 */
export function readCharacter(actor: DegreesActorLike): { state: DegreesState; source: CharacterSource } {
  const a = stored<StoredActor>(actor);
  const armour = wornArmour(actor);
  const weapons = weaponsOf(actor);
  const conditionEffects = conditionsOf(actor);
  const state = degreesRules.newCombatant({
    id: actorRef(actor),
    name: actor.name ?? "",
    character: characterOf(a, armour),
    hp: a.hp.value,
    nonLethal: a.hp.nonLethal,
    stable: a.hp.stable,
    chakra: a.chakra.value,
    pillsSinceRest: a.chakra.pills,
    absorption: armour?.absorption.value ?? 0,
    conditions: [...conditionEffects.keys()],
    defences: defencesOf(actor),
    // M82: a weapon knocked away leaves the hands empty until it is picked up or another drawn.
    wielding: a.disarmed ? null : weaponInHand(weapons),
    disarmed: a.disarmed,
    quickDraw: a.feats.quickDraw,
    thrownReady: degreesExtras.gear.thrownReady(weapons),
    // M58, M62, M70: the sheet's Weapon Training and feats; M31: its unarmed damage sources (a world from before them has none).
    weaponTraining: { martial: a.proficiencies.martial, special: a.proficiencies.special },
    twoWeaponFighting: a.feats.twoWeaponFighting === true,
    ambidexterity: a.feats.ambidexterity === true,
    oneArmed: a.feats.oneArmed,
    unarmedSources: unarmedSourcesOf(actor),
    // M101: how it flies once Winged.
    flight: { hovers: a.flightHovers, movingAttack: a.feats.movingAttack },
    // M112: a sensor's attacks ignore camouflage.
    sensor: a.feats.sensor,
    // M93, M102: a rider's or a flier's fall check rolls the sheet's Acrobatics; M61: a minion makes no Vigor check.
    acrobatics: a.skills.acrobatics,
    ...(actor.type === "dgNpc" && stored<StoredNpc>(actor).minion ? { minion: true } : {}),
  });
  return { state, source: { actor, armourId: armour?.id ?? null, conditionEffects } };
}

/** The stored writes one rules step makes to one actor: its own fields, its worn armour, and the conditions that came or went. */
export interface CharacterWrites {
  /** The actor document the writes go to (a world actor, or a token's own). */
  document: DegreesActorLike;
  actor: Record<string, unknown> | null;
  items: (Record<string, unknown> & { _id: string })[];
  /** Conditions the step put on, each to become an effect. */
  conditionsAdded: Condition[];
  /** Effects whose conditions the step took off (an effect goes once none of what it holds is left). */
  effectsRemoved: string[];
}

function changed<T>(path: string, before: T, after: T, into: Record<string, unknown>): void {
  if (before !== after) into[path] = after;
}

/** The conditions a step added, and the effects of the ones it removed: the rules keep a condition that stays as the same object. */
function conditionChanges(after: DegreesState, source: CharacterSource): Pick<CharacterWrites, "conditionsAdded" | "effectsRemoved"> {
  const kept = new Set(after.conditions);
  const conditionsAdded = after.conditions.filter((c) => !source.conditionEffects.has(c));
  const keptEffects = new Set([...source.conditionEffects].filter(([c]) => kept.has(c)).map(([, id]) => id));
  const effectsRemoved = [...new Set([...source.conditionEffects].filter(([c]) => !kept.has(c)).map(([, id]) => id))].filter((id) => !keptEffects.has(id));
  return { conditionsAdded, effectsRemoved };
}

/**
 * What the actor must store after a rules step: only what changed. The rules change the HP track,
 * chakra, the pills eaten since the last rest, the worn armour's absorption and the conditions; the sheet's own numbers (attributes,
 * accuracies, size...) are never a rules step's to change, so none is written back.
 */
export function characterWrites(before: DegreesState, after: DegreesState, source: CharacterSource): CharacterWrites {
  const changes: Record<string, unknown> = {};
  changed("system.hp.value", before.hp.hp, after.hp.hp, changes);
  changed("system.hp.nonLethal", before.hp.nonLethal, after.hp.nonLethal, changes);
  changed("system.hp.stable", before.hp.stable, after.hp.stable, changes);
  changed("system.chakra.value", before.chakra, after.chakra, changes);
  changed("system.chakra.pills", before.pillsSinceRest ?? 0, after.pillsSinceRest ?? 0, changes);
  changed("system.disarmed", before.disarmed, after.disarmed, changes);
  // With no armour worn the absorption is 0, and the rules only ever wear it down, so it has nowhere to go.
  const wornDown = before.absorption !== after.absorption ? source.armourId : null;
  return {
    document: source.actor,
    actor: Object.keys(changes).length ? changes : null,
    items: wornDown ? [{ _id: wornDown, "system.absorption.value": after.absorption }] : [],
    ...(before.conditions === after.conditions ? { conditionsAdded: [], effectsRemoved: [] } : conditionChanges(after, source)),
  };
}
