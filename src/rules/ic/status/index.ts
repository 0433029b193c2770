export * from "./apply";
export * from "./clock";
export * from "./modifiers";
export * from "./types";
export * from "./impose";
export * from "./schedule";
