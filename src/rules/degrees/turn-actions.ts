import type { RuleRefusal } from "../refusal";
import { degreesRefusal } from "./refusals";

/** The actions a character has left this round (granted at the round's start, M14, M15). */
export interface ActionBudget {
  standard: boolean;
  movement: boolean;
  partial: boolean;
  /** The round's one voluntary movement is used (normal move, Safe Step, teleport, M19). */
  moved: boolean;
  /** The surprise round: one standard or one movement action, not both, and no partial (M12). */
  oneOnly?: boolean;
}

export const FRESH_ROUND: ActionBudget = { standard: true, movement: true, partial: true, moved: false };

/** What an aware combatant may do in the surprise round (M12; free actions and reactions stay, partial actions do not by default). */
export const SURPRISE_ROUND: ActionBudget = { standard: true, movement: true, partial: false, moved: false, oneOnly: true };

/** What a character spends an action on. */
export type TurnAction =
  | { kind: "standard" | "partial" | "fullRound" | "free" }
  | { kind: "movement"; move?: "normal" | "safeStep" | "teleport" };

/**
 * Why the action cannot be taken now, or null. A movement may be paid with the standard action
 * (downgrade only, M16), but moving stays once a round whatever pays for it (M19), which also
 * keeps a Safe Step out of a turn with a normal move (M57, M68).
 */
export function actionRefusal(budget: ActionBudget, action: TurnAction): RuleRefusal | null {
  switch (action.kind) {
    case "free":
      return null;
    case "fullRound":
      return budget.standard && budget.movement && !budget.oneOnly ? null : degreesRefusal("noActionLeft", { action: "fullRound" }, "A full-round action needs both the standard and the movement action");
    case "standard":
    case "partial":
      // A partial action may be paid with an unused movement or standard action (M16), outside the surprise round.
      if (budget[action.kind] || (action.kind === "partial" && !budget.oneOnly && (budget.movement || budget.standard))) return null;
      return degreesRefusal("noActionLeft", { action: action.kind }, `No ${action.kind} action left this round`);
    case "movement":
      if (!budget.movement && !budget.standard) return degreesRefusal("noActionLeft", { action: "movement" }, "No movement action left this round");
      if (action.move && budget.moved) return degreesRefusal("alreadyMoved", {}, "A character moves once a round");
      return null;
  }
}

/** The budget after an action (check `actionRefusal` first): a downgrade spends the cheapest action that pays. */
export function spendAction(budget: ActionBudget, action: TurnAction): ActionBudget {
  const spent = spend(budget, action);
  // In the surprise round the one action taken, standard or movement, is the turn's whole allowance.
  const tookOne = action.kind === "standard" || action.kind === "movement";
  return budget.oneOnly && tookOne ? { ...spent, standard: false, movement: false } : spent;
}

function spend(budget: ActionBudget, action: TurnAction): ActionBudget {
  switch (action.kind) {
    case "free":
      return budget;
    case "fullRound":
      return { ...budget, standard: false, movement: false };
    case "standard":
      return { ...budget, standard: false };
    case "partial":
      if (budget.partial) return { ...budget, partial: false };
      return budget.movement ? { ...budget, movement: false } : { ...budget, standard: false };
    case "movement": {
      const paid = budget.movement ? { ...budget, movement: false } : { ...budget, standard: false };
      if (!action.move) return paid;
      return { ...paid, moved: true };
    }
  }
}
