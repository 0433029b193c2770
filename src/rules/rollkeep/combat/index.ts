/** Rounds, initiative, turns, actions, stances and the end-of-round clock (inventory §5–§7). */
export * from "./action-catalog";
export * from "./full-defense-roll";
export * from "./initiative";
export * from "./initiative-pool";
export * from "./round-clock";
export * from "./stance-choice";
export * from "./stance-effects";
export * from "./stances";
export * from "./take-action";
export * from "./turns";
export * from "./trigger-order";
