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
  /** The free actions taken so far, by name: each may be taken once (M13). */
  freeTaken?: readonly string[];
}

/**
 * A budget, always with all six fields in this order (the two optional ones undefined when unused):
 * every budget of a fight has one shape, and code reading it stays monomorphic. No spreads: a
 * spread budget took another map, and every step reading the actions deoptimised.
 */
export function budgetOf(standard: boolean, movement: boolean, partial: boolean, moved: boolean, oneOnly: boolean | undefined, freeTaken: readonly string[] | undefined): ActionBudget {
  return { standard, movement, partial, moved, oneOnly, freeTaken };
}

export const FRESH_ROUND: ActionBudget = budgetOf(true, true, true, false, undefined, undefined);

/** No action at all: one caught by surprise in the surprise round (M12), or one not yet granted a round's actions (M9, M15). */
export const NO_ACTIONS: ActionBudget = budgetOf(false, false, false, false, undefined, undefined);

/** What an aware combatant may do in the surprise round (M12; free actions and reactions stay, partial actions do not by default). */
export const SURPRISE_ROUND: ActionBudget = budgetOf(true, true, false, false, true, undefined);

/** The budget with `moved` as given (kept as it is when already so). */
export function withMoved(b: ActionBudget, moved: boolean): ActionBudget {
  return b.moved === moved ? b : budgetOf(b.standard, b.movement, b.partial, moved, b.oneOnly, b.freeTaken);
}

/** What a character spends an action on. */
export type TurnAction =
  | { kind: "standard" | "partial" }
  // Free actions are unlimited but never the same one twice (M13); a named one is counted.
  | { kind: "free"; name?: string }
  // A full-round action may carry the round's move (a Charge's run, M63).
  | { kind: "movement" | "fullRound"; move?: "normal" | "safeStep" | "teleport" };

/**
 * Why the action cannot be taken now, or null. A movement may be paid with the standard action
 * (downgrade only, M16), but moving stays once a round whatever pays for it (M19), which also
 * keeps a Safe Step out of a turn with a normal move (M57, M68).
 */
export function actionRefusal(budget: ActionBudget, action: TurnAction): RuleRefusal | null {
  switch (action.kind) {
    case "free":
      return action.name !== undefined && budget.freeTaken?.includes(action.name) ? degreesRefusal("freeRepeated", { basicAction: action.name }, "The same free action is taken only once") : null;
    case "fullRound":
      if (!budget.standard || !budget.movement || budget.oneOnly) return degreesRefusal("noActionLeft", { actionType: "fullRound" }, "A full-round action needs both the standard and the movement action");
      return action.move && budget.moved ? degreesRefusal("alreadyMoved", {}, "A character moves once a round") : null;
    case "standard":
    case "partial":
      // A partial action may be paid with an unused movement or standard action (M16), outside the surprise round.
      if (budget[action.kind] || (action.kind === "partial" && !budget.oneOnly && (budget.movement || budget.standard))) return null;
      return degreesRefusal("noActionLeft", { actionType: action.kind }, `No ${action.kind} action left this round`);
    case "movement":
      if (!budget.movement && !budget.standard) return degreesRefusal("noActionLeft", { actionType: "movement" }, "No movement action left this round");
      if (action.move && budget.moved) return degreesRefusal("alreadyMoved", {}, "A character moves once a round");
      return null;
  }
}

/** The budget after an action, or its refusal thrown: `actionRefusal` and `spendAction` in one. */
export function takeAction(budget: ActionBudget, action: TurnAction): ActionBudget {
  const refused = actionRefusal(budget, action);
  if (refused) throw refused;
  return spendAction(budget, action);
}

/**
 * A move an enemy interrupted (an opportunity attack, M19): the action that paid for it stays
 * spent, but the move does not count against the once-a-round limit.
 */
export function moveInterrupted(budget: ActionBudget): ActionBudget {
  return budgetOf(budget.standard, budget.movement, budget.partial, false, budget.oneOnly, budget.freeTaken);
}

/** The budget after an action (check `actionRefusal` first): a downgrade spends the cheapest action that pays. */
export function spendAction(budget: ActionBudget, action: TurnAction): ActionBudget {
  const spent = spend(budget, action);
  // In the surprise round the one action taken, standard or movement, is the turn's whole allowance.
  const tookOne = action.kind === "standard" || action.kind === "movement";
  return budget.oneOnly && tookOne ? budgetOf(false, false, spent.partial, spent.moved, spent.oneOnly, spent.freeTaken) : spent;
}

function spend(b: ActionBudget, action: TurnAction): ActionBudget {
  switch (action.kind) {
    case "free":
      return action.name === undefined ? b : budgetOf(b.standard, b.movement, b.partial, b.moved, b.oneOnly, [...(b.freeTaken ?? []), action.name]);
    case "fullRound":
      return budgetOf(false, false, b.partial, b.moved || action.move !== undefined, b.oneOnly, b.freeTaken);
    case "standard":
      return budgetOf(false, b.movement, b.partial, b.moved, b.oneOnly, b.freeTaken);
    case "partial":
      if (b.partial) return budgetOf(b.standard, b.movement, false, b.moved, b.oneOnly, b.freeTaken);
      return b.movement ? budgetOf(b.standard, false, b.partial, b.moved, b.oneOnly, b.freeTaken) : budgetOf(false, b.movement, b.partial, b.moved, b.oneOnly, b.freeTaken);
    case "movement":
      // Paid with the movement action, else downgraded from the standard one (M16); a move counts once a round (M19).
      return b.movement ? budgetOf(b.standard, false, b.partial, b.moved || action.move !== undefined, b.oneOnly, b.freeTaken) : budgetOf(false, b.movement, b.partial, b.moved || action.move !== undefined, b.oneOnly, b.freeTaken);
  }
}

/**
 * Why a reaction cannot answer this attack, or null: reactions are unlimited, but each kind only
 * once against one attack (M13: a blocked attack is not blocked twice; another may be).
 */
export function reactionRefusal(usedAgainstThisAttack: readonly string[], reaction: string): RuleRefusal | null {
  return usedAgainstThisAttack.includes(reaction) ? degreesRefusal("reactionRepeated", { reaction }, "The same reaction answers one attack once") : null;
}
