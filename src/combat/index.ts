export { IcCombat, compareTimelinePlaces } from "./ic-combat";
export { IcCombatant } from "./ic-combatant";
export { IcCombatTracker } from "./ic-combat-tracker";
