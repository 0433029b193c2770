import type { Check } from "../../ruleset";
import { removeCondition } from "../conditions/impose";
import { actingRefusal } from "../conditions/acting";
import { endGrab, holdOf, type GrabHold } from "../maneuvers/grab";
import { takeAction } from "../turn-actions";
import type { ConditionInstance } from "../conditions/instance";
import type { DegreesOptions } from "../options";
import type { ThresholdState } from "../character/hit-points";
import { thresholdConditions } from "../conditions/threshold-conditions";
import { degreesRefusal } from "../refusals";
import { meetsDc } from "../checks";
import { degreesChecks, REMOVAL_CHECKS } from "./checks";
import { ownTurn } from "./declare";
import { copyOf, type DegreesFighter } from "./fighter";

/**
 * Removal checks (M128): one check a held condition instance (stacked repeats one by one), made
 * with the sheet's check of the key its cause names, that instance's own penalty left out so it
 * never hinders its own removal; a success takes the instance off, an evolved condition stepping
 * down one level (Exhausted to Fatigued).
 */

/** The conditions the HP table sets (sourceless): they follow the HP, healed or stabilised, never a removal check (M41–M43). */
const HP_STATES: readonly ThresholdState[] = ["disabled", "unconscious", "dying", "stable"];
const FROM_HP: ReadonlySet<string> = new Set(HP_STATES.flatMap(thresholdConditions));

/** Whether a removal check may take this instance off: any condition but those the HP table sets. */
export function removable(instance: ConditionInstance): boolean {
  return instance.source !== undefined || !FROM_HP.has(instance.id);
}

function requireHeld(f: DegreesFighter, instance: ConditionInstance): void {
  if (!f.conditions.includes(instance)) throw degreesRefusal("notHeld", { condition: instance.id }, `${f.id} does not hold that ${instance.id}`);
  if (!removable(instance)) throw degreesRefusal("fromHp", { condition: instance.id }, `${instance.id} follows the HP: heal or stabilise`);
}

/** The check that tries to remove one instance the fighter holds: the sheet's check of that key, bonus without the instance's own penalty. */
export function removalCheck(f: DegreesFighter, instance: ConditionInstance, key: string, options: DegreesOptions): Check {
  requireHeld(f, instance);
  const check = REMOVAL_CHECKS.includes(key) ? degreesChecks(f, options, instance).find((c) => c.key === key) : undefined;
  if (!check) throw degreesRefusal("noRemovalCheck", { check: key }, `${key} is not a check that removes a condition`);
  return check;
}

/**
 * A removal check's total against its difficulty: on a success the instance is off (or Exhausted is
 * Fatigued), else the fighter is as it was. Breaking free of a Grab ends the hold (M79): `hold`
 * names it, for the grabber to lose its part (`releaseHold`).
 */
export function removeByCheck(f: DegreesFighter, instance: ConditionInstance, total: number, dc: number, options: DegreesOptions): { fighter: DegreesFighter; removed: boolean; hold: GrabHold | null } {
  requireHeld(f, instance);
  // A tie is the GM's reading (M21), as for every check against a difficulty.
  if (!meetsDc(total, dc, options)) return { fighter: f, removed: false, hold: null };
  const hold = holdOf(instance);
  const next = copyOf(f);
  next.conditions = hold && hold.victim === f.id ? endGrab(hold, f.conditions) : removeCondition(f.conditions, instance);
  return { fighter: next, removed: true, hold: hold && hold.victim === f.id ? hold : null };
}

/** The grabber once a hold it kept is over (M79): the Slow (and anything else) the hold put on it gone. */
export function releaseHold(grabber: DegreesFighter, hold: GrabHold): DegreesFighter {
  const conditions = endGrab(hold, grabber.conditions);
  if (conditions.length === grabber.conditions.length) return grabber;
  const next = copyOf(grabber);
  next.conditions = conditions;
  return next;
}

/**
 * The grabber lets go (M79, a free action): the hold the instance belongs to ends on the grabber,
 * and `hold` names it for the victim to lose its Grabbed (`releaseHold`). Refused unless the
 * instance is the grabber's part of a hold it keeps.
 */
export function letGo(f: DegreesFighter, instance: ConditionInstance): { fighter: DegreesFighter; hold: GrabHold } {
  const hold = holdOf(instance);
  if (!f.conditions.includes(instance) || !hold || hold.grabber !== f.id) throw degreesRefusal("notHolding", {}, `${f.id} holds no one by that`);
  return { fighter: releaseHold(f, hold), hold };
}

/** Whether the instance is the grabber's part of a hold it keeps (its Slow): it lets go, it does not roll to shake it off. */
export function keepsHold(f: DegreesFighter, instance: ConditionInstance): boolean {
  return holdOf(instance)?.grabber === f.id;
}

/** Breaking free takes a standard action (M79). */
const BREAK_FREE = { kind: "standard" } as const;

/**
 * What trying a removal check costs (M79): breaking free of a Grab in a fight takes the victim's
 * standard action, on its own turn, tried whether or not the check succeeds; the reaction check a
 * hurt grabber gives (`victimMayBreakFree`) takes nothing, nor does any other removal check, nor
 * one outside a fight. The fighter with the action spent, or the refusal thrown (not its turn, no
 * standard action left, a condition that forbids acting).
 */
export function payRemoval(f: DegreesFighter, instance: ConditionInstance, at: number, reaction: boolean, options: DegreesOptions): DegreesFighter {
  requireHeld(f, instance);
  if (reaction || f.initiative === null || holdOf(instance)?.victim !== f.id) return f;
  if (!ownTurn(f, at)) throw degreesRefusal("notYourTurn", {}, "That can only be done on one's own turn");
  const cannot = actingRefusal(f.conditions, BREAK_FREE, options);
  if (cannot) throw cannot;
  const next = copyOf(f);
  next.actions = takeAction(f.actions, BREAK_FREE);
  return next;
}
