import type { ThresholdState } from "../character/hit-points";
import type { ConditionId } from "./definitions";

/**
 * The conditions an HP threshold sets (M41, F8): at 0 the character is out of the fight and
 * defenceless though awake; below it the table's states. Dead is a state, not a condition.
 */
export function thresholdConditions(state: ThresholdState): readonly ConditionId[] {
  switch (state) {
    case "active":
    case "dead":
      return NONE;
    case "disabled":
      return DISABLED;
    case "unconscious":
      return UNCONSCIOUS;
    case "dying":
      return DYING;
    case "stable":
      return STABLE;
  }
}

// Made once and frozen: every hit that crosses a threshold asks for them.
const NONE: readonly ConditionId[] = Object.freeze([]);
const DISABLED: readonly ConditionId[] = Object.freeze(["defenseless"]);
const UNCONSCIOUS: readonly ConditionId[] = Object.freeze(["unconscious"]);
const DYING: readonly ConditionId[] = Object.freeze(["dying"]);
const STABLE: readonly ConditionId[] = Object.freeze(["stable"]);
