import { degreesRefusal } from "./refusals";
import { takeAction, type ActionBudget } from "./turn-actions";

/** How long a technique takes to use, set per technique from Free to Full-Round (M18). */
export type CastingTime = "free" | "reaction" | "partial" | "movement" | "standard" | "fullRound";

/**
 * The budget after using a technique of this casting time. Actions are used on one's own turn;
 * off turn only a reaction may be (M15: a defence that spends an action goes through the
 * defence rules instead). A reaction or free technique costs no action.
 */
export function castTechnique(budget: ActionBudget, time: CastingTime, ownTurn: boolean): ActionBudget {
  if (time === "reaction") return budget;
  if (!ownTurn) throw degreesRefusal("notYourTurn", {}, "Only reactions are used outside one's own turn");
  return takeAction(budget, { kind: time });
}
