export { ShinobiRoll } from "./shinobi-roll";
export { postStatRoll } from "./stat-roll";
