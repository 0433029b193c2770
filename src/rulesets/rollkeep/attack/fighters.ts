import { actorRef, type ActorRef } from "../../../documents/actor-ref";
import { fightHolding } from "../../fight-holding";
import { RkCombat } from "../combat/rk-combat";
import { fighterWrites as fightWrites, readFighter, type FighterActor, type FighterSource } from "../combat/fighter";
import { persistWrites } from "../persist";
import { fightRound } from "../roll/fight-round";
import { RULESET_EXTRAS, type RulesetTypesOf } from "../../../rules/registry";
import { DAY_COUNTED, daysFlag, effectDays } from "../deprivation-days";
import { readState, rollkeepRules, stateWrites, type RollkeepState, type StateSource, type StateWrites } from "../state";

type Options = RulesetTypesOf<"rollkeep">["options"];

/**
 * THE SEAM between the attack card and where a fighter's state lives. Every read of an actor into
 * the port's combatant and every write back goes through this file. In the begun roll-and-keep
 * fight that holds its combatant (whichever combat the GM's client views), a fighter is read with its combatant (the round tracker's `readFighter`:
 * initiative, the turn and its actions counted, Delay, the credits) and declares at the fight's
 * moment, so the port counts an attack's action in the attacker's turn and refuses one off it; its
 * combatant's changed fight data is written back with the rest. Outside a fight it is read from its
 * actor alone (`readState`) and no round is kept at all, as the roll dialog does
 * (docs/rules-rollkeep.md, "The roll dialog").
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

/** The begun roll-and-keep fight of the world that holds the actor's combatant, whichever combat this client views (`fightHolding`). */
export function fightOf(actor: Actor.Implementation): { combat: RkCombat; combatant: Combatant.Implementation } | null {
  return fightHolding(actorRef(actor), (combat): combat is RkCombat => combat instanceof RkCombat && combat.started);
}

// A source read with a combatant is the round tracker's FighterSource; `combatant` is its own field.
const inFight = (source: StateSource): source is FighterSource => "combatant" in source && (source as FighterSource).combatant !== null;

/** An actor read with its combatant in a fight: its fight data laid over the actor's. */
function fighterIn(actor: Actor.Implementation, combat: RkCombat, combatant: Combatant.Implementation): Fighter {
  // A Shinobi actor has the effects and embedded-document methods FighterActor names.
  const read = readFighter(actor as unknown as FighterActor, combatant);
  return { actor, ref: actorRef(actor), state: read.state, at: combat.moment, read };
}

/** The port's view of an actor now. */
export function fighterOf(actor: Actor.Implementation): Fighter {
  const fight = fightOf(actor);
  if (fight) return fighterIn(actor, fight.combat, fight.combatant);
  const read = readState(actor);
  const round = fightRound(actor);
  // Outside a fight only the points left bound a spend; the stored round's record is kept as it was.
  const state = round === null ? { ...read.state, voidPoints: { points: read.state.voidPoints.points, round: null, spent: [] } } : read.state;
  return { actor, ref: actorRef(actor), state, at: rollkeepRules.momentOf(round ?? 0, 0), read };
}

/**
 * Everyone else in the begun fight that holds the first of `fighters` found in one, each read with
 * its combatant there; none outside a fight. Settling an attack reads the whole fight, as the
 * simulator's does, so the Guards it links (M5) are everyone's.
 */
export function othersInFight(fighters: readonly Fighter[]): Fighter[] {
  const fight = fighters.map((f) => fightOf(f.actor)).find((f) => f !== null);
  if (!fight) return [];
  const seen = new Set(fighters.map((f) => f.ref));
  return fight.combat.combatants.contents.flatMap((combatant) => {
    const actor = combatant.actor;
    if (!actor || seen.has(actorRef(actor))) return [];
    seen.add(actorRef(actor));
    return [fighterIn(actor, fight.combat, combatant)];
  });
}

/**
 * When a roll the fighter makes falls, for the port's roll request: in its fight, the round (the one
 * Void Point a round, V2) and the moment (the Center/Void bonus, 4e's only in its own turn);
 * outside a fight neither, and no round limits a spend.
 */
export function rollMoment(fighter: Fighter): { round: number | null; at?: number } {
  return inFight(fighter.read.source) ? { round: rollkeepRules.roundOf(fighter.at), at: fighter.at } : { round: null };
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
  /** CO5/CO6: the days each new Fasting or Fatigued effect counts, and the counts of those already on that changed. */
  days: { create: Record<string, number>; update: (Record<string, unknown> & { _id: string })[] };
  /** In a fight, the combatant's changed fight data (the turn's actions, the credits), or null. */
  combatant: Record<string, unknown> | null;
}

/** CO5/CO6: the days the rules now hold for Fasting and Fatigued, against what their effects record (one without a count is one day). */
function dayWrites(actor: Actor.Implementation, after: RollkeepState): FighterWrites["days"] {
  const days: FighterWrites["days"] = { create: {}, update: [] };
  for (const id of DAY_COUNTED) {
    const held = after.conditions[id]?.days;
    if (held === undefined) continue;
    const effect = [...actor.effects].find((e) => !e.disabled && e.statuses.has(id));
    if (!effect) days.create[id] = held;
    else if ((effectDays(effect) ?? 1) !== held && effect.id) days.update.push({ _id: effect.id, ...daysFlag(held) });
  }
  return days;
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
  // The wound states the port names as statuses are marked on the actor (Out, Dead: CO11).
  const wounded = RULESET_EXTRAS.rollkeep.woundState(after, options);
  if (rollkeepRules.statuses.some((s) => s.id === wounded)) now.add(wounded);
  for (const effect of fighter.actor.effects) if (!effect.disabled) for (const id of effect.statuses) was.add(id);
  const source = fighter.read.source;
  const combatant = inFight(source) ? fightWrites(stored, kept, source).combatant : null;
  return { fighter, state: stateWrites(stored, kept, source), statuses: [...now].filter((id) => !was.has(id)), days: dayWrites(fighter.actor, after), combatant };
}

/** A new status effect as the token HUD makes it, with the days it counts (CO5, CO6). */
async function statusEffect(id: string, days: number | undefined): Promise<ActiveEffect.CreateData> {
  const data = (await ActiveEffect.implementation.fromStatusEffect(id)).toObject();
  return days === undefined ? data : { ...data, flags: foundry.utils.mergeObject(data.flags ?? {}, { shinobi: { days } }) };
}

/** Stores the writes of one step: per fighter one actor update (its items inside), one batch of new status effects, one of changed day counts, and in a fight one combatant update. */
export async function persistFighters(all: readonly FighterWrites[]): Promise<void> {
  for (const w of all) {
    await persistWrites(w.state);
    const source = w.fighter.read.source;
    if (w.combatant && inFight(source)) await source.combatant?.update(w.combatant);
    if (w.days.update.length) await w.fighter.actor.updateEmbeddedDocuments("ActiveEffect", w.days.update);
    if (!w.statuses.length) continue;
    const effects = await Promise.all(w.statuses.map((id) => statusEffect(id, w.days.create[id])));
    await w.fighter.actor.createEmbeddedDocuments("ActiveEffect", effects);
  }
}
