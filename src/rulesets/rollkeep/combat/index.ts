export { RkCombat, RK_HOOKS, type FightChoice } from "./rk-combat";
export { RkCombatant } from "./rk-combatant";
export { RkCombatTracker } from "./rk-combat-tracker";
export { RkTurnDialog } from "./turn-dialog";
export { RkDuelDialog } from "./duel-dialog";
export { RkRoundVoidDialog } from "./round-void-dialog";
export { readFighter, writeFighter, fighterWrites, type Fighter, type FighterSource, type FighterWrites } from "./fighter";
export { RK_OPENING_REQUEST, RK_ROUND_VOID_REQUEST, RK_TURN_REQUEST, handleOpeningRequest, handleRoundVoidRequest, handleTurnRequest, requestOpeningStance, requestRoundVoid, requestTurn } from "./requests";
export { startDuel } from "./api";
