export { RkCombatData, DUEL_RESULTS, DUEL_STAGES, DUEL_STAKES } from "./rk-combat-data";
export { RkCombatantData } from "./rk-combatant-data";
