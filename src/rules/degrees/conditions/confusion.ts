import type { DiceSource } from "../../dice";
import { DIE } from "../roll";

/** What a Confused character does this turn (M130 10). */
export type ConfusedBehaviour = "flee" | "attackNearest" | "nothing" | "actNormally";

/** The Confused table, read from one d8 rolled at the start of the turn (M130 10 default). */
export function confusedBehaviour(face: number): ConfusedBehaviour {
  if (face <= 2) return "flee";
  if (face <= 4) return "attackNearest";
  if (face <= 6) return "nothing";
  return "actNormally";
}

export function rollConfusion(dice: DiceSource): { face: number; behaviour: ConfusedBehaviour } {
  const face = dice.roll(DIE);
  return { face, behaviour: confusedBehaviour(face) };
}
