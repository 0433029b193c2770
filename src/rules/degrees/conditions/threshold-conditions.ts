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
      return [];
    case "disabled":
      return ["defenseless"];
    case "unconscious":
      return ["unconscious"];
    case "dying":
      return ["dying"];
    case "stable":
      return ["stable"];
  }
}
