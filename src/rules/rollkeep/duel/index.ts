/** The iaijutsu duel (inventory §10). */
export * from "./duel";
