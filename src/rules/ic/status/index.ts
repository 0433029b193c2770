export * from "./apply";
export * from "./clock";
export * from "./modifiers";
export * from "./types";
