export * from "./duel";
export * from "./duel-rolls";
