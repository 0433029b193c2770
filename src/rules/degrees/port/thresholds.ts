import { thresholdState, type ThresholdState } from "../character/hit-points";
import type { DegreesOptions } from "../options";
import type { ConditionId } from "../conditions/definitions";
import type { ConditionInstance } from "../conditions/instance";
import { thresholdConditions } from "../conditions/threshold-conditions";

/**
 * The conditions after HP moved a character from one state of the table to another (M41, F8):
 * one sourceless instance of each condition the old state set goes, and the new state's come.
 * They carry no source, as the rest of the rules expect: a wound is no effect a mercy strike or a
 * removal check could end (M61, M128).
 */
export function afterThreshold(held: readonly ConditionInstance[], from: ThresholdState, to: ThresholdState): ConditionInstance[] {
  const kept = held.slice();
  // Indexed loops and no closure: every hit that crosses a threshold comes here, most of them before the code is optimised.
  const gone = thresholdConditions(from);
  for (let g = 0; g < gone.length; g++) {
    for (let at = 0; at < kept.length; at++) {
      const c = kept[at] as ConditionInstance;
      if (c.id !== gone[g] || c.source !== undefined) continue;
      kept.splice(at, 1);
      break;
    }
  }
  const come = thresholdConditions(to);
  for (let c = 0; c < come.length; c++) kept.push({ id: come[c] as ConditionId });
  return kept;
}

/** The states whose conditions a character may hold, worst first: the state held is the first whose conditions are all there (sourceless, as the table sets them). */
const HELD_STATES: readonly ThresholdState[] = ["stable", "dying", "unconscious", "disabled"];

function heldState(held: readonly ConditionInstance[]): ThresholdState {
  const sourceless = new Set(held.filter((c) => c.source === undefined).map((c) => c.id));
  return HELD_STATES.find((state) => thresholdConditions(state).every((id) => sourceless.has(id))) ?? "active";
}

/**
 * The conditions of the HP table brought in line with HP that changed outside a fight's steps (a
 * rest, a stabilising check, a heal typed on the sheet or a token bar, M41–M43, F8): the state the
 * held conditions stand for gives way to the state the HP now give. Unchanged (the same list) when
 * they already agree.
 */
export function thresholdSettled(held: readonly ConditionInstance[], hp: Parameters<typeof thresholdState>[0], options: DegreesOptions): readonly ConditionInstance[] {
  const from = heldState(held);
  const to = thresholdState(hp, options);
  const same = (a: ThresholdState, b: ThresholdState) => thresholdConditions(a).join() === thresholdConditions(b).join();
  return same(from, to) ? held : afterThreshold(held, from, to);
}
