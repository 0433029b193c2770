export { RollkeepAttackDialog } from "./attack-dialog";
export { handleAttackRequest, requestAttack, RK_ATTACK_REQUEST } from "./open-attack";
export { handleRkCardStepRequest, rkCardStep, RK_CARD_STEP_REQUEST } from "./card-steps";
