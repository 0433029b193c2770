export { ShinobiRoll } from "./shinobi-roll";
