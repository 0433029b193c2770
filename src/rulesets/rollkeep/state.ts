import { actorRef } from "../../documents/actor-ref";
import type { ActorLike } from "../actor-like";
import { RULESET_EXTRAS, RULESETS, type RulesetTypesOf } from "../../rules/registry";
import { effectDays, isDayCounted } from "./deprivation-days";
import type { StoredArmor, StoredCharacter, StoredNpc, StoredTechnique, StoredVoidPoints, StoredWeapon } from "./stored";

type Rk = RulesetTypesOf<"rollkeep">;
export type RollkeepState = Rk["combatant"];
type Character = RollkeepState["character"];
type Weapon = RollkeepState["weapon"];
type ArmorPiece = Character["armor"][number];
type Imposed = Rk["imposed"];

/** The roll-and-keep ruleset's port, for the roll-and-keep Foundry pieces. */
export const rollkeepRules = RULESETS.rollkeep;

/** The port's rolls shaped in a dialog, which roll-and-keep has (an optional member of the port: IC's checks are a d20 and a bonus). */
export const rollkeepRolls = (() => {
  const rolls = rollkeepRules.rolls;
  if (!rolls) throw new Error("The roll-and-keep port offers no rolls");
  return rolls;
})();

/** AT6, M2: what a character holds with no weapon wielded, as the rules leave a disarmed one: the port's bare hands and their skill. */
const BARE_HANDS = RULESET_EXTRAS.rollkeep.unarmed;

/** Which item holds the weapon in hand and each weapon the actor carries, so the writes after a rules step touch only what changed. */
export interface StateSource {
  actor: ActorLike;
  /** Each weapon item as the rules see it, by the weapon: the rules hand back the same object while it stays in hand. */
  weaponItems: Map<Weapon, string>;
  /** The item wielded as the state was read, or null for bare hands. */
  wielded: string | null;
  /** Every item in hand as the state was read (AT8: two for dual wielding), the fought-with one first. */
  inHand: string[];
}

/**
 * What a begun fight keeps of its own on the combatant (GM-written: the fight guard puts a player's
 * write back) in place of the actor's player-writable fields: the stance the round or turn took
 * (S3, S10), the round's Void spends (V1, V2), and the weapon items in hand as the fight last set them.
 */
export interface HeldInFight {
  stance: StoredCharacter["stance"];
  voidPoints: Pick<StoredVoidPoints, "round" | "spent">;
  inHand: readonly string[];
}

// The roll-and-keep data models define these shapes (see ./data and ./stored); reading them through
// one function keeps the assumption in one place, as the IC state does.
export function stored<T>(doc: { system: unknown }): T {
  return doc.system as T;
}

/** A weapon item as the rules' weapon (AT4, AT5: whose Strength; [Reach] for a Strong Position). */
function weaponOf(name: string, w: StoredWeapon): Weapon {
  return {
    name,
    damage: { rolled: w.damage.rolled, kept: w.damage.kept },
    size: w.size,
    reach: w.reach,
    strength: w.strength === "own" ? { own: w.ownStrength } : w.strength,
    ...(w.tags.reach ? { reachTag: true } : {}),
  };
}

/** The armor the character has on: worn armor items, and an NPC's typed-in armor (C7 picks or stacks them). */
function armorOf(actor: ActorLike): ArmorPiece[] {
  const pieces: ArmorPiece[] = [];
  for (const item of actor.items) {
    if (item.type !== "rkArmor") continue;
    const a = stored<StoredArmor>(item);
    if (a.worn) pieces.push({ name: item.name ?? "", bonus: a.bonus, reduction: a.reduction });
  }
  if (actor.type === "rkNpc") {
    const { armor } = stored<StoredNpc>(actor);
    pieces.push({ name: actor.name ?? "", bonus: armor.bonus, reduction: armor.reduction });
  }
  return pieces;
}

/** D9, C6, AT7: the modifiers the actor's techniques, advantages and masteries grant while it has them. */
function modifiersOf(actor: ActorLike): NonNullable<Character["modifiers"]> {
  return [...actor.items].flatMap((item) => (item.type === "rkTechnique" ? stored<StoredTechnique>(item).modifiers.map((m) => ({ ...m })) : []));
}

/** S9: the techniques that act as each round begins, by name, with their owner's pick (first or last). */
function triggersOf(actor: ActorLike): NonNullable<Character["roundStartTriggers"]> {
  return [...actor.items].flatMap((item) => {
    const trigger = item.type === "rkTechnique" ? (stored<StoredTechnique>(item).trigger ?? "none") : "none";
    return trigger === "none" ? [] : [{ name: item.name ?? "", pick: trigger }];
  });
}

/** The character as the rules read it (C1–C4, C7, MK1, M7, D9, U4): its ratings and their penalties, skills by key, armor, wounds and its own wound track, modifiers, and whether it is a mook or four-legged. */
function characterOf(actor: ActorLike): Character {
  const a = stored<StoredCharacter>(actor);
  const modifiers = modifiersOf(actor);
  const triggers = triggersOf(actor);
  return {
    traits: { ...a.traits },
    void: a.void,
    insightRank: a.insightRank,
    skills: Object.fromEntries(a.skills.map((s) => [s.key, { rank: s.rank, emphases: [...s.emphases] }])),
    armor: armorOf(actor),
    wounds: a.wounds,
    penalties: { traits: { ...a.penalties.traits }, rings: { ...a.penalties.rings } },
    woundAdjustments: { ...a.woundAdjustments },
    mook: actor.type === "rkNpc" && stored<StoredNpc>(actor).mook,
    ...(actor.type === "rkNpc" && stored<StoredNpc>(actor).fourLegged ? { fourLegged: true } : {}),
    ...(modifiers.length ? { modifiers } : {}),
    ...(triggers.length ? { roundStartTriggers: triggers } : {}),
  };
}

/**
 * The port's conditions an actor's enabled status effects name (the token HUD's Prone, Dazed…),
 * Fasting and Fatigued with the days their effect counts (CO5, CO6); Out and Dead are wound ranks
 * the rules read from the wounds.
 */
function conditionsOf(actor: ActorLike, conditions: RollkeepState["conditions"]): Imposed[] {
  const named = new Map<string, unknown>();
  for (const effect of actor.effects ?? []) if (!effect.disabled) for (const id of effect.statuses) if (!named.has(id)) named.set(id, isDayCounted(id) ? effectDays(effect) : undefined);
  // A key of the combatant's conditions is one of the conditions the port imposes; the days, a number the port checks.
  return [...named].filter(([id]) => Object.hasOwn(conditions, id)).map(([id, days]) => ({ condition: id as Imposed["condition"], ...(days === undefined ? {} : { days: days as number }) }));
}

/**
 * The rules' view of a samurai or NPC: the character, the weapon in hand (the wielded weapon item,
 * else bare hands) and whether a second one is wielded, Void Points with this round's spends, the stance, and the conditions its status
 * effects name. Outside a fight the rest is as the port starts every combatant. Identified by the
 * actor's reference (see documents/actor-ref), so each unlinked token is someone of its own.
 * `held`, in a begun fight, stands in for the actor's stance, round's spends and wielded flags,
 * which its owner could rewrite between the GM's steps.
 */
export function readState(actor: ActorLike, held: HeldInFight | null = null): { state: RollkeepState; source: StateSource } {
  const a = stored<StoredCharacter>(actor);
  const weaponItems = new Map<Weapon, string>();
  let wielded: { weapon: Weapon; skill: string; id: string } | null = null;
  const inHand: string[] = [];
  for (const item of actor.items) {
    if (item.type !== "rkWeapon") continue;
    const w = stored<StoredWeapon>(item);
    const weapon = weaponOf(item.name ?? "", w);
    const id = item.id ?? "";
    weaponItems.set(weapon, id);
    const taken = held ? held.inHand.includes(id) : w.wielded;
    if (!taken) continue;
    inHand.push(id);
    wielded ??= { weapon, skill: w.skill, id };
  }
  const spends = held?.voidPoints ?? a.voidPoints;
  // The port starts everything else as any fight starts it (no initiative, turn or conditions yet).
  const state = rollkeepRules.newCombatant({
    id: actorRef(actor),
    name: actor.name ?? "",
    side: actorRef(actor),
    character: characterOf(actor),
    weapon: wielded?.weapon ?? BARE_HANDS.weapon,
    weaponSkill: wielded?.skill ?? BARE_HANDS.skill,
    // AT8: a weapon in each hand (the first wielded one is fought with).
    dualWielding: inHand.length >= 2,
    stance: held?.stance ?? a.stance,
    voidPoints: a.voidPoints.value,
    voidSpends: { round: spends.round, spent: [...spends.spent] },
  });
  const conditioned = conditionsOf(actor, state.conditions).reduce((c, imposed) => rollkeepRules.impose(c, imposed, 0), state);
  return { state: conditioned, source: { actor, weaponItems, wielded: wielded?.id ?? null, inHand } };
}

/** The stored writes one rules step makes to one actor: its own fields, and its weapon items. */
export interface StateWrites {
  /** The actor document the writes go to (a world actor, or a token's own). */
  document: ActorLike;
  actor: Record<string, unknown> | null;
  items: (Record<string, unknown> & { _id: string })[];
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** V1, V2: the points left, the round they were spent in, and this round's spends, each only if it changed. */
function voidPointChanges(before: RollkeepState["voidPoints"], after: RollkeepState["voidPoints"], into: Record<string, unknown>): void {
  if (before.points !== after.points) into["system.voidPoints.value"] = after.points;
  if (before.round !== after.round) into["system.voidPoints.round"] = after.round;
  if (!sameList(before.spent, after.spent)) into["system.voidPoints.spent"] = [...after.spent];
}

/** What the actor document must store after a rules step: only the fields that changed (wounds, Void Points, the stance). */
function actorChanges(before: RollkeepState, after: RollkeepState): Record<string, unknown> | null {
  const changes: Record<string, unknown> = {};
  if (before.character.wounds !== after.character.wounds) changes["system.wounds"] = after.character.wounds;
  if (before.voidPoints !== after.voidPoints) voidPointChanges(before.voidPoints, after.voidPoints, changes);
  if (before.stance !== after.stance) changes["system.stance"] = after.stance;
  return Object.keys(changes).length ? changes : null;
}

/**
 * M2: when the weapon in hand changed (a Disarm leaves bare hands), the item that was wielded is
 * put down and the one now in hand, if it is one of the actor's, taken up. The rules hand back
 * the same weapon while it stays in hand, so an unchanged one writes nothing.
 */
function weaponChanges(before: RollkeepState, after: RollkeepState, source: StateSource): StateWrites["items"] {
  if (before.weapon === after.weapon) return [];
  const now = source.weaponItems.get(after.weapon) ?? null;
  if (now === source.wielded) return [];
  return [...(source.wielded ? [{ _id: source.wielded, "system.wielded": false }] : []), ...(now ? [{ _id: now, "system.wielded": true }] : [])];
}

/**
 * The items in hand after a rules step, as the fight keeps them (`HeldInFight`): those before, with
 * the one put down and the one taken up as `weaponChanges` writes them to the items.
 */
export function inHandAfter(before: RollkeepState, after: RollkeepState, source: StateSource): string[] {
  const now = before.weapon === after.weapon ? source.wielded : (source.weaponItems.get(after.weapon) ?? null);
  if (now === source.wielded) return [...source.inHand];
  const rest = source.inHand.filter((id) => id !== source.wielded && id !== now);
  return now ? [now, ...rest] : rest;
}

/** Every write one rules step needs for one actor: its changed fields, and its weapon items taken up or put down. */
export function stateWrites(before: RollkeepState, after: RollkeepState, source: StateSource): StateWrites {
  return { document: source.actor, actor: actorChanges(before, after), items: weaponChanges(before, after, source) };
}
