export { ShinobiRoll } from "./shinobi-roll";
export { CHECKS, isCheckKey, type CheckKey } from "./check-bonus";
export { postStatRoll } from "./stat-roll";
