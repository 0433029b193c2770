export { DgCombatData } from "./dg-combat-data";
export { DgCombatantData, DG_STANCES } from "./dg-combatant-data";
