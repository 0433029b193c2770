import type { DiceSource } from "../../dice";
import type { DegreesOptions } from "../options";
import { degreesRefusal } from "../refusals";
import type { ActionBudget, TurnAction } from "../turn-actions";
import { predictionManeuver, type IncomingAttack, type PredictionResult, type Predictor } from "./prediction";

/**
 * Evade (M73): a movement action spent to move while defending, refused once the round's move is
 * used. Success is the round's move (cover reached on the way gives no bonus against this
 * attack, M115); failure is a hit and an interrupted move that does not count toward the limit.
 * The attacker gets no opportunity attack from it; other foes in reach do (`provokesOpportunity`).
 */
export function evade(budget: ActionBudget, attack: IncomingAttack, predictor: Predictor, options: DegreesOptions, dice: DiceSource): PredictionResult {
  if (budget.moved) throw degreesRefusal("alreadyMoved", {}, "Evade needs the round's move, already used");
  const result = predictionManeuver(budget, [{ kind: "movement" }], attack, predictor, options, dice);
  return result.success ? { ...result, budget: { ...result.budget, moved: true } } : result;
}

/**
 * Help Ally (M77): an Anticipate check and a standard action, plus whatever else the help needs
 * (a movement to reach the ally), all paid first. What the help does on success is the GM's call
 * (catching a falling ally, taking the hit in its place); allies cannot help against an opportunity attack (M55).
 */
export function helpAlly(budget: ActionBudget, alsoNeeds: readonly TurnAction[], attack: IncomingAttack, predictor: Predictor, options: DegreesOptions, dice: DiceSource): PredictionResult {
  return predictionManeuver(budget, [{ kind: "standard" }, ...alsoNeeds], attack, predictor, options, dice);
}
