export { ShinobiActor } from "./shinobi-actor";
export { ShinobiItem } from "./shinobi-item";
