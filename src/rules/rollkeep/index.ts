/** The rollkeep ruleset's pure dice and roll core, for its port implementation to build on. */
export * from "./contest";
export * from "./cooperative";
export * from "./cumulative";
export * from "./options";
export * from "./pool";
export * from "./prepare-roll";
export * from "./probability/distribution";
export * from "./raises";
export * from "./roll";
export * from "./roll-kind";
export * from "./roll-pool";
export * from "./ten-dice-rule";
export * from "./tn";
export * from "./void-spends";
export * from "./wound-penalty";
export * from "./written-pool";
