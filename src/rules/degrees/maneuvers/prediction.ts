import type { DiceSource } from "../../dice";
import { contest, type ContestResult } from "../checks";
import type { DegreesOptions } from "../options";
import { degreesRefusal } from "../refusals";
import type { CheckRoll, RollModifier } from "../roll";
import { takeAction, type ActionBudget, type TurnAction } from "../turn-actions";

/** The attack a prediction maneuver answers: its check, and whether it is an opportunity attack. */
export interface IncomingAttack {
  roll: CheckRoll;
  opportunity?: boolean;
}

/** The one making the maneuver: its Anticipate accuracy and modifiers, and whether it was caught off guard. */
export interface Predictor {
  anticipate: number;
  modifiers: readonly RollModifier[];
  offGuard: boolean;
}

/** A prediction maneuver played: the budget after its costs, and the contest that decided it. */
export interface PredictionResult {
  budget: ActionBudget;
  contest: ContestResult;
  success: boolean;
}

/**
 * What a prediction maneuver costs before its Anticipate check, or its refusal (M71): refused
 * against an opportunity attack or off guard; the actions are paid first and stay paid.
 */
export function predictionCosts(budget: ActionBudget, costs: readonly TurnAction[], attack: Pick<IncomingAttack, "opportunity">, predictor: Pick<Predictor, "offGuard">): ActionBudget {
  if (attack.opportunity) throw degreesRefusal("opportunityAttack", {}, "Only Dodge, Block and Anticipate answer an opportunity attack");
  if (predictor.offGuard) throw degreesRefusal("flatFooted", {}, "Caught off guard, only Anticipate is left");
  return costs.reduce(takeAction, budget);
}

/**
 * The shared frame of the prediction maneuvers (M71): refused against an opportunity attack or
 * off guard, where only Anticipate is left; the actions are paid before the Anticipate check and
 * stay paid when it fails; the defender must beat the attack check.
 */
export function predictionManeuver(budget: ActionBudget, costs: readonly TurnAction[], attack: IncomingAttack, predictor: Predictor, options: DegreesOptions, dice: DiceSource): PredictionResult {
  const paid = predictionCosts(budget, costs, attack, predictor);
  const result = contest({ accuracy: attack.roll.accuracy, modifiers: attack.roll.modifiers }, { accuracy: predictor.anticipate, modifiers: predictor.modifiers }, options, dice, attack.roll);
  return { budget: paid, contest: result, success: !result.attackerWins };
}
