/** Attacks, maneuvers, damage and wounds (inventory §8–§9). */
export * from "./attack-modifiers";
export * from "./attack-outcome";
export * from "./attack-state";
export * from "./attack-steps";
export * from "./damage-pool";
export * from "./guard";
export * from "./maneuvers";
export * from "./strength-contest";
export * from "./tactics-pool";
export * from "./take-wounds";
export * from "./weapons";
