/** Conditions, their recovery by the round clock, and deprivation by the day (inventory §12). */
export * from "./conditions";
export * from "./deprivation";
export * from "./recovery";
