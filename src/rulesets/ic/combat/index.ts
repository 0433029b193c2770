export { IcCombat } from "./ic-combat";
export { IcCombatant } from "./ic-combatant";
export { IcCombatTracker } from "./ic-combat-tracker";
export { DECLARE_REQUEST, handleDeclareRequest, requestCombatAction } from "./combat-actions";
export { IC_HOOKS } from "./ic-combat";
export { IcTurnDialog } from "./turn-dialog";
