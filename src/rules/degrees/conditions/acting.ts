import type { RuleRefusal } from "../../refusal";
import type { DegreesOptions } from "../options";
import { degreesRefusal } from "../refusals";
import { budgetOf, type ActionBudget, type TurnAction } from "../turn-actions";
import { hasCondition, hasFlag } from "./active";
import type { ConditionInstance } from "./instance";

/**
 * The round's actions as the character's conditions leave them: Dizzy loses the movement action,
 * though the standard one may still be traded down for a movement or partial action (M130 27).
 * Run it on the actions granted at the round's start and whenever Dizzy is imposed.
 */
export function actionsUnder(budget: ActionBudget, conditions: readonly ConditionInstance[], options: DegreesOptions): ActionBudget {
  return hasFlag(conditions, "noMovementAction", options) ? budgetOf(budget.standard, false, budget.partial, budget.moved, budget.oneOnly, budget.freeTaken) : budget;
}

/**
 * Why the conditions forbid this action, or null: a character who cannot act (Stunned, Unconscious,
 * Defenseless, Paralyzed and what implies them) takes no action at all, free ones included, but
 * still reacts (M130 7, 19, 20). Attacks have their own check (`attackRefusal`).
 */
export function actingRefusal(conditions: readonly ConditionInstance[], action: TurnAction | { kind: "reaction" }, options: DegreesOptions): RuleRefusal | null {
  if (action.kind === "reaction" || !hasFlag(conditions, "cannotAct", options)) return null;
  return degreesRefusal("cannotAct", {}, "A character who cannot act takes no action, not even a free one");
}

/** A sense a check may need: Blind rules out sight, Deafened hearing (M130 9, 26). */
export type Sense = "sight" | "hearing";

/** Why a Search or Notice check through this sense cannot be made, or null: Blind sees nothing (M130 9), Deafened hears nothing (M130 26). */
export function senseRefusal(conditions: readonly ConditionInstance[], sense: Sense, options: DegreesOptions): RuleRefusal | null {
  if (sense === "sight") return hasFlag(conditions, "seesNothing", options) ? degreesRefusal("cannotSee", {}, "Blind: nothing can be seen") : null;
  return hasFlag(conditions, "hearsNothing", options) ? degreesRefusal("cannotHear", {}, "Deafened: nothing can be heard") : null;
}

/** What a lost arm or hand rules out without a feat that allows it (M130 4). */
export type HandsNeed = "twoHandedWeapon" | "handSeals";

/** Why an Amputated character cannot do this, or null: no two-handed weapon and no hand seals, unless a feat allows it (M130 4). */
export function amputatedRefusal(conditions: readonly ConditionInstance[], need: HandsNeed, featAllows: boolean, options: DegreesOptions): RuleRefusal | null {
  if (featAllows || !hasCondition(conditions, "amputated", options)) return null;
  return need === "handSeals" ? degreesRefusal("amputatedSeals", {}, "No hand seals with a lost arm or hand, without a feat") : degreesRefusal("amputatedTwoHanded", {}, "No two-handed weapon with a lost arm or hand, without a feat");
}
