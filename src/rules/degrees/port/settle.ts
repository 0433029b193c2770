import { thresholdState, type ThresholdState } from "../character/hit-points";
import { helplessCauses } from "../mercy-strike";
import { withoutWinged } from "./extra-actions";
import { settleOutcome } from "../attack/settle";
import { imposeCondition } from "../conditions/impose";
import type { ConditionInstance } from "../conditions/instance";
import type { DegreesOptions } from "../options";
import type { DegreesOutcome } from "./attack-state";
import { copyOf, type DegreesFighter } from "./fighter";
import { afterThreshold } from "./thresholds";
import { moveInterrupted } from "../turn-actions";
import { chakraDrained } from "./drain";
import { fallenOutOfTheAir, ridersDropped } from "./air-fall";
import { isWinged } from "../aerial";

/** One outcome settled: the target's HP after it and where they leave it on the table, and the threshold crossed if any (F8). */
export interface DegreesSettled {
  outcome: DegreesOutcome;
  hp: number;
  nonLethal: number;
  state: ThresholdState;
  threshold: { from: ThresholdState; to: ThresholdState } | null;
}

/**
 * The Feint an attack uses up (M59): the target's Feinted favouring this attacker ends once the
 * attack it favours is made, hit or miss; kept for oneself, it waits for a melee attack.
 */
// The loops over an outcome's conditions are indexed: every attack settles, and a for…of makes an
// iterator and a result per element until its code is optimised (a run's first duels are played before).
function feintUsed(held: readonly ConditionInstance[], outcome: DegreesOutcome): readonly ConditionInstance[] {
  for (let i = 0; i < held.length; i++) {
    const c = held[i] as ConditionInstance;
    if (c.id === "feinted" && c.favours === outcome.attackerId && (!c.meleeOnly || outcome.delivery === "melee")) return held.filter((x) => x !== c);
  }
  return held;
}

function gainsProne(gains: readonly ConditionInstance[]): boolean {
  for (let i = 0; i < gains.length; i++) if ((gains[i] as ConditionInstance).id === "prone") return true;
  return false;
}

function indexOf(list: readonly DegreesFighter[], id: string): number {
  for (let i = 0; i < list.length; i++) if ((list[i] as DegreesFighter).id === id) return i;
  throw new Error(`No combatant "${id}" to settle on`);
}

/**
 * Lands finished attacks in order, each as soon as it is over (turns are not simultaneous): HP
 * lost (M40, M47), a Bleeding stack for a lethal critical (M36), the armour worn down (M125), and
 * the conditions of the HP table's new state in place of the old (M41, F8); chakra drained (M52,
 * death at 0 chakra by `drainKills`); then what a maneuver
 * or a Feint leaves (Prone, Grabbed and the grabber's Slow, a weapon gone, Feinted). An attack uses
 * up the Feint that favoured it (M59). With `owned` the list and its fighters are the caller's own:
 * they change in place and the same list comes back (each settled record keeps its numbers).
 */
export function settleDegrees(fighters: readonly DegreesFighter[], outcomes: readonly DegreesOutcome[], options: DegreesOptions, owned = false): { combatants: readonly DegreesFighter[]; settled: DegreesSettled[] } {
  // The cast: an owned list is the caller's to change.
  const list = owned ? (fighters as DegreesFighter[]) : fighters.slice();
  // Made at its final length: a push onto an empty list reserves room for many, and every attack settles.
  const settled = new Array<DegreesSettled>(outcomes.length);
  for (let o = 0; o < outcomes.length; o++) {
    const outcome = outcomes[o] as DegreesOutcome;
    const ti = indexOf(list, outcome.targetId);
    const aloft = isWinged((list[ti] as DegreesFighter).conditions, options);
    const target = owned ? (list[ti] as DegreesFighter) : copyOf(list[ti] as DegreesFighter);
    let threshold: DegreesSettled["threshold"] = null;
    if (outcome.kind === "attack" || outcome.kind === "maneuver") target.conditions = feintUsed(target.conditions, outcome);
    if (outcome.damage > 0 || outcome.bleeding || outcome.absorbed > 0) {
      const landed = settleOutcome(target, { damage: outcome.damage, lethal: outcome.lethal, bleeding: outcome.bleeding, absorptionLeft: Math.max(0, target.absorption - outcome.absorbed) }, options);
      target.hp = landed.state.hp;
      target.absorption = landed.state.absorption;
      target.conditions = landed.threshold ? afterThreshold(landed.state.conditions, landed.threshold.from, landed.threshold.to) : landed.state.conditions;
      threshold = landed.threshold;
    }
    // A forced drain, after the damage (M52): it may kill one already at 0 chakra.
    if (outcome.drained) threshold = chakraDrained(target, outcome.drained, options) ?? threshold;
    const gains = outcome.targetGains;
    for (let g = 0; g < gains.length; g++) target.conditions = imposeCondition(target.conditions, gains[g] as ConditionInstance);
    // Knocked Prone, a flier is on the ground (a Takedown, a Trample, M81, M103: our reading, Prone and Winged never together).
    if (gainsProne(outcome.targetGains)) target.conditions = withoutWinged(target.conditions);
    if (outcome.disarmedMetres !== null) {
      target.wielding = null;
      target.disarmed = true;
    }
    // Struck by an opportunity attack as it moved off, the mover's move no longer counts against its one a round (M19).
    if (outcome.interruptsMove && target.actions.moved) target.actions = moveInterrupted(target.actions);
    // A mercy strike ends what left its victim helpless (M61); the wound's own conditions stay.
    if (outcome.mercy) {
      const ends = new Set(helplessCauses(target.conditions, options));
      if (ends.size > 0) target.conditions = target.conditions.filter((c) => !ends.has(c));
    }
    if (outcome.fall?.fell) {
      // Off the mount (M93), or out of the air onto the ground, Prone (M103).
      target.mountedOn = undefined;
      target.conditions = withoutWinged(target.conditions);
      if (outcome.fall.prone) target.conditions = imposeCondition(target.conditions, { id: "prone" });
    }
    threshold = fallenOutOfTheAir(target, options) ?? threshold;
    list[ti] = target;
    // A winged mount come down drops its riders (M103).
    const dropped = ridersDropped(list, aloft, target, options);
    for (let r = 0; r < dropped.length; r++) {
      const rider = dropped[r] as DegreesFighter;
      const ri = indexOf(list, rider.id);
      list[ri] = owned ? Object.assign(list[ri] as DegreesFighter, rider) : rider;
    }
    if (outcome.attackerGains.length > 0) {
      const ai = indexOf(list, outcome.attackerId);
      const attacker = owned ? (list[ai] as DegreesFighter) : copyOf(list[ai] as DegreesFighter);
      for (const gained of outcome.attackerGains) attacker.conditions = imposeCondition(attacker.conditions, gained);
      list[ai] = attacker;
    }
    settled[o] = { outcome, hp: target.hp.hp, nonLethal: target.hp.nonLethal, state: thresholdState(target.hp, options), threshold };
  }
  return { combatants: list, settled };
}
