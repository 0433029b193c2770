import type { ThresholdState } from "../character/hit-points";
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
  for (const id of thresholdConditions(from)) {
    const at = kept.findIndex((c) => c.id === id && c.source === undefined);
    if (at >= 0) kept.splice(at, 1);
  }
  for (const id of thresholdConditions(to)) kept.push({ id });
  return kept;
}
