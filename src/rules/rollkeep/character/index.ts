/** Characters: traits and rings, skills, Void Points, Armor TN, wound ranks, movement (inventory §4). */
export * from "./armor";
export * from "./armor-tn";
export * from "./character";
export * from "./derive";
export * from "./modifiers";
export * from "./movement";
export * from "./skills";
export * from "./traits";
export * from "./void-points";
export * from "./wound-ranks";
