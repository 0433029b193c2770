import type { ConditionInstance } from "./instance";
import { passBoundary, type TurnBoundary } from "./duration";

/** A holder's conditions split at a turn boundary: what stays (counted down) and what ended. */
export interface BoundaryResult {
  kept: ConditionInstance[];
  expired: ConditionInstance[];
}

/**
 * Counts a holder's timed conditions down at a boundary of `whoseTurn`'s turn (F10). Called for
 * every combatant at every boundary, since an effect may be keyed to someone else's turns.
 */
export function conditionsAtBoundary(held: readonly ConditionInstance[], holderId: string, whoseTurn: string, boundary: TurnBoundary): BoundaryResult {
  const kept: ConditionInstance[] = [];
  const expired: ConditionInstance[] = [];
  for (const condition of held) {
    if (!condition.duration) {
      kept.push(condition);
      continue;
    }
    const duration = passBoundary(condition.duration, holderId, whoseTurn, boundary);
    if (duration === null) expired.push(condition);
    else kept.push(duration === condition.duration ? condition : { ...condition, duration });
  }
  return { kept, expired };
}
