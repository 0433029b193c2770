export * from "./dice-source";
export * from "./formula";
