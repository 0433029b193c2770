import type { DiceSource } from "../../dice";
import type { DegreesOptions } from "../options";
import { degreesRefusal } from "../refusals";
import { actionRefusal, withMoved, type ActionBudget, type TurnAction } from "../turn-actions";
import { predictionCosts, predictionManeuver, type IncomingAttack, type PredictionResult, type Predictor } from "./prediction";

/**
 * Evade (M73): a movement action spent to move while defending, refused once the round's move is
 * used. Success is the round's move (cover reached on the way gives no bonus against this
 * attack, M115); failure is a hit and an interrupted move that does not count toward the limit.
 * The attacker gets no opportunity attack from it; other foes in reach do (`provokesOpportunity`).
 */
export function evade(budget: ActionBudget, attack: IncomingAttack, predictor: Predictor, options: DegreesOptions, dice: DiceSource): PredictionResult {
  evadeCosts(budget, attack, predictor);
  const result = predictionManeuver(budget, EVADE_COSTS, attack, predictor, options, dice);
  return result.success ? { ...result, budget: evaded(result.budget) } : result;
}

const EVADE_COSTS: readonly TurnAction[] = [{ kind: "movement" }];

/** What an Evade costs before its Anticipate check (the movement action), or its refusal: the round's move used, an opportunity attack, off guard (M71, M73). */
export function evadeCosts(budget: ActionBudget, attack: Pick<IncomingAttack, "opportunity">, predictor: Pick<Predictor, "offGuard">): ActionBudget {
  if (budget.moved) throw degreesRefusal("alreadyMoved", {}, "Evade needs the round's move, already used");
  return predictionCosts(budget, EVADE_COSTS, attack, predictor);
}

/** Why an Evade is refused, as a code, or null (what `evadeCosts` would refuse), without making an error: a card listing the defences asks on every attack. */
export function evadeRefused(budget: ActionBudget, attack: Pick<IncomingAttack, "opportunity">, predictor: Pick<Predictor, "offGuard">): string | null {
  if (budget.moved) return "degrees.alreadyMoved";
  if (attack.opportunity) return "degrees.opportunityAttack";
  if (predictor.offGuard) return "degrees.flatFooted";
  return actionRefusal(budget, EVADE_COSTS[0] as TurnAction)?.code ?? null;
}

/** A successful Evade is the round's move (M73). */
export function evaded(budget: ActionBudget): ActionBudget {
  return withMoved(budget, true);
}

/**
 * Help Ally (M77): an Anticipate check and a standard action, plus whatever else the help needs
 * (a movement to reach the ally), all paid first. What the help does on success is the GM's call
 * (catching a falling ally, taking the hit in its place); allies cannot help against an opportunity attack (M55).
 */
export function helpAlly(budget: ActionBudget, alsoNeeds: readonly TurnAction[], attack: IncomingAttack, predictor: Predictor, options: DegreesOptions, dice: DiceSource): PredictionResult {
  return predictionManeuver(budget, [{ kind: "standard" }, ...alsoNeeds], attack, predictor, options, dice);
}
