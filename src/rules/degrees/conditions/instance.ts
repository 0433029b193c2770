import type { ConditionId, PenaltyScope } from "./definitions";
import type { TurnDuration } from "./duration";

/** One condition on one character, as plain data the Foundry layer stores on an effect. */
export interface ConditionInstance {
  id: ConditionId;
  /** Debilitated only: how much it takes off (1 unless it grew, M130 1). */
  amount?: number;
  /** Debilitated only: the checks it reaches (all of them unless named, M130 1). */
  scope?: PenaltyScope;
  /** What caused it; the removal rules come from the cause (M128). */
  source?: string;
  /** When it ends by itself, in turns of the character it is keyed to (M3); none = until removed. */
  duration?: TurnDuration;
}
