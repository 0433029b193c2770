export { IcCombatData } from "./ic-combat-data";
export { IcCombatantData } from "./ic-combatant-data";
