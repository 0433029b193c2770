import { actorRef, type ActorRef } from "../../../documents/actor-ref";
import { persistWrites } from "../persist";
import { fightRound } from "../roll/fight-round";
import type { RulesetTypesOf } from "../../../rules/registry";
import { readState, rollkeepRules, stateWrites, type RollkeepState, type StateSource, type StateWrites } from "../state";

type Options = RulesetTypesOf<"rollkeep">["options"];

/**
 * THE SEAM between the attack card and where a fighter's state lives. Every read of an actor into
 * the port's combatant and every write back goes through this file, so when the round tracker's
 * `readFighter(actor, combatant)` (combat/fighter.ts: initiative, turn, actions counted) lands, it
 * replaces `readState` here and nothing else in attack/ changes.
 *
 * Today a fighter is read from its actor alone (`readState`): in a started fight the one Void Point
 * a round (V2) counts in the tracker's round, and outside one no round is kept at all, as the roll
 * dialog does (docs/rules-rollkeep.md, "The roll dialog").
 */
export interface Fighter {
  actor: Actor.Implementation;
  ref: ActorRef;
  /** The port's combatant as the attack steps read it. */
  state: RollkeepState;
  /** The moment its actions are declared at: its fight's round, or round 0 outside a fight. */
  at: number;
  /** What was read, for the writes after a step. */
  read: { state: RollkeepState; source: StateSource };
}

/** The port's view of an actor now. */
export function fighterOf(actor: Actor.Implementation): Fighter {
  const read = readState(actor);
  const round = fightRound(actor);
  // Outside a fight only the points left bound a spend; the stored round's record is kept as it was.
  const state = round === null ? { ...read.state, voidPoints: { points: read.state.voidPoints.points, round: null, spent: [] } } : read.state;
  return { actor, ref: actorRef(actor), state, at: rollkeepRules.momentOf(round ?? 0, 0), read };
}

/** The condition ids the port names for a fighter as it stands: its imposed conditions, and Out or Dead from its wounds (CO11). */
export function statusesOf(state: RollkeepState): Set<string> {
  const ids = new Set<string>();
  for (const status of rollkeepRules.statuses) {
    const held = Object.hasOwn(state.conditions, status.id) ? state.conditions[status.id as keyof RollkeepState["conditions"]] : null;
    // A flag, or a recovery under way (Dazed, Stunned).
    if (held !== null && held !== false) ids.add(status.id);
  }
  return ids;
}

/** What one rules step leaves to store for one fighter: its fields and weapon items, and the status effects newly on. */
export interface FighterWrites {
  fighter: Fighter;
  state: StateWrites;
  statuses: string[];
}

/**
 * The writes after a rules step left the fighter `after`: the changed fields (wounds, Void Points,
 * stance, the weapon in hand) and each condition or wound state now on that was not (a won
 * Knockdown's Prone, M7; Out or Dead, CO11). Outside a fight only the points of a Void spend are
 * written, never a round.
 */
export function fighterWrites(fighter: Fighter, after: RollkeepState, options: Options): FighterWrites {
  const stored = fighter.read.state;
  const kept = fighter.state === stored ? after : { ...after, voidPoints: { ...stored.voidPoints, points: after.voidPoints.points } };
  const was = statusesOf(stored);
  const now = statusesOf(after);
  const wounded = rollkeepRules.derive(after, options).woundRank.state;
  if (wounded === "out" || wounded === "dead") now.add(wounded);
  for (const effect of fighter.actor.effects) if (!effect.disabled) for (const id of effect.statuses) was.add(id);
  return { fighter, state: stateWrites(stored, kept, fighter.read.source), statuses: [...now].filter((id) => !was.has(id)) };
}

/** Stores the writes of one step: per fighter one actor update (its items inside), and one batch of new status effects. */
export async function persistFighters(all: readonly FighterWrites[]): Promise<void> {
  for (const w of all) {
    await persistWrites(w.state);
    if (!w.statuses.length) continue;
    const effects = await Promise.all(w.statuses.map(async (id) => (await ActiveEffect.implementation.fromStatusEffect(id)).toObject()));
    await w.fighter.actor.createEmbeddedDocuments("ActiveEffect", effects);
  }
}
