import { hasFlag } from "../conditions/active";
import type { ConditionInstance } from "../conditions/instance";
import type { DegreesOptions } from "../options";
import { degreesRefusal } from "../refusals";
import { roundOpen } from "../rounding";
import type { AttackCircumstance } from "../situational";
import { takeAction, type ActionBudget } from "../turn-actions";

/** What a Charge ends with (M63): one melee attack, or one of the special maneuvers a run suits. */
export type ChargeFinish = "strike" | "trample" | "takedown" | "push";

/** The shortest run a Charge makes, in metres (M63). */
export const CHARGE_MIN_RUN = 3;

/** A Charge as declared. */
export interface ChargeAttempt {
  finish: ChargeFinish;
  /** The straight run to the target, in metres. */
  runMetres: number;
  /** How far the Run lets this charger go; the Run maneuver's own rules are not in the text (M19). */
  movementMetres: number;
  /** Ends with a touch technique, which may not charge unless it says so. */
  touchTechnique?: boolean;
  /** A jump at a winged target (M100). */
  atFlier?: boolean;
}

/** A Charge under way: the budget after it and the attack's circumstances; the charger's guard is open after it (`guardOpen`, `CHARGE_GUARD`). */
export interface Charge {
  budget: ActionBudget;
  circumstance: AttackCircumstance;
  /** How far past the target the charger ends: a jump lands 1 m beyond it (M100). */
  landsPastMetres: number;
}

/** How far a Charge may run: the movement, halved for a jump at a flier, rounded like every movement fraction (M100). */
export function chargeReach(movementMetres: number, atFlier: boolean, options: DegreesOptions): number {
  return atFlier ? roundOpen(movementMetres / 2, options) : movementMetres;
}

/**
 * A Charge (M63): a full-round action that is also the round's move, a straight run of at least
 * 3 m, then one melee attack at +1 or a Trample, Takedown or Push, and −1 defence until the
 * charger's next turn. Slow characters cannot charge (M130 21), nor may a touch technique end one.
 * A jump attack at a flier (M100) runs half as far and loses the +1 but keeps the −1.
 */
export function charge(budget: ActionBudget, conditions: readonly ConditionInstance[], attempt: ChargeAttempt, options: DegreesOptions): Charge {
  if (hasFlag(conditions, "noRunOrCharge", options)) throw degreesRefusal("cannotCharge", {}, "Slow characters cannot run or charge");
  if (attempt.touchTechnique) throw degreesRefusal("chargeTouch", {}, "A touch technique cannot end a Charge unless it says so");
  if (attempt.runMetres < CHARGE_MIN_RUN) throw degreesRefusal("chargeShort", { metres: attempt.runMetres, least: CHARGE_MIN_RUN }, "A Charge runs at least 3 m");
  const reach = chargeReach(attempt.movementMetres, attempt.atFlier === true, options);
  if (attempt.runMetres > reach) throw degreesRefusal("chargeTooFar", { metres: attempt.runMetres, reach }, "The run is longer than this Charge can go");
  return {
    budget: takeAction(budget, { kind: "fullRound", move: "normal" }),
    circumstance: { charging: attempt.atFlier !== true, specialManeuver: attempt.finish !== "strike" },
    landsPastMetres: attempt.atFlier ? 1 : 0,
  };
}
