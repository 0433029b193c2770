import type { RequestHandler } from "../../../authority/gm-requests";
import type { RulesetPieces } from "../../pieces";
import { DG_CARD_STEP_REQUEST, degreesCardStep, handleCardStepRequest } from "./card-steps";
import { DG_ATTACK_REQUEST, handleAttackRequest, useItem } from "./use-item";
import { DG_OBJECT_ATTACK_REQUEST, handleObjectAttackRequest } from "./object-attack";

export { useItem, type AttackUse, type AttackUseOptions } from "./use-item";
export { degreesCardStep } from "./card-steps";

/**
 * The degrees attack card's Foundry pieces, for the degrees RulesetPieces: using a weapon or
 * technique at a target (`useItem`: the choice dialog, then the GM's client declares and opens the
 * attack), a click on the card (`cardStep`: the target's defence, Apply), the requests the GM's
 * client answers for both, and the card's templates. `useItem` answers `{ opened: false }` for an
 * item that attacks no one or a use with nobody targeted: the plain use of the item, then.
 */
export const DEGREES_ATTACK = {
  useItem,
  cardStep: degreesCardStep,
  requests: { [DG_ATTACK_REQUEST]: handleAttackRequest, [DG_CARD_STEP_REQUEST]: handleCardStepRequest, [DG_OBJECT_ATTACK_REQUEST]: handleObjectAttackRequest } satisfies Record<string, RequestHandler>,
  templates: ["degrees/chat/attack-card.hbs", "degrees/attack/choice-dialog.hbs", "degrees/chat/object-card.hbs", "degrees/attack/object-dialog.hbs"],
} as const satisfies Pick<RulesetPieces, "useItem" | "cardStep" | "requests" | "templates">;
