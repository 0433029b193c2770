import { degreesRefusal } from "../refusals";
import { takeAction, type ActionBudget } from "../turn-actions";

/** A Safe Step's length: always exactly 1 m (M68). */
export const SAFE_STEP_METRES = 1;

/**
 * A Safe Step (M68): a movement action for exactly 1 m that never provokes an opportunity attack
 * (`provokesOpportunity`) and is the round's one move, at any point of the turn. A creature whose
 * movement is 1 m or less cannot take it.
 */
export function safeStep(budget: ActionBudget, movementMetres: number): ActionBudget {
  if (movementMetres <= SAFE_STEP_METRES) throw degreesRefusal("safeStepSlow", { metres: movementMetres }, "A creature moving 1 m or less cannot Safe Step");
  return takeAction(budget, { kind: "movement", move: "safeStep" });
}

/** Retreat (M55): a full-round action moving away at normal movement, the round's move, provoking no opportunity attack. */
export function retreat(budget: ActionBudget): ActionBudget {
  return takeAction(budget, { kind: "fullRound", move: "normal" });
}
