import type { DiceSource } from "../dice";

/** Every die of this ruleset has eight faces (inventory conventions). */
export const DIE = 8;

/** A check's dice as a roll formula: two of them, the bonus added apart. */
export const CHECK_DICE = `2d${DIE}`;

/** The die initiative throws (M5), as a roll formula: one of the checks' dice. */
export const INITIATIVE_DICE = `1d${DIE}`;

/** A labelled number added to a roll, so a card can show where the total came from. */
export interface RollModifier {
  label: string;
  value: number;
}

/**
 * One check: two d8 plus an accuracy. The natural sum is kept apart from the total because the
 * degree, criticals and critical failures read the dice alone (Damage Grades, M34).
 */
export interface CheckRoll {
  faces: readonly [number, number];
  natural: number;
  accuracy: number;
  modifiers: readonly RollModifier[];
  total: number;
}

/** The number a set of modifiers adds. */
export function modifierTotal(modifiers: readonly RollModifier[]): number {
  let sum = 0;
  // Indexed: asked on nearly every roll, and a for…of makes an iterator and a result per modifier until its code is optimised.
  for (let i = 0; i < modifiers.length; i++) sum += (modifiers[i] as RollModifier).value;
  return sum;
}

/** Rolls 2d8 + accuracy + modifiers. */
export function rollCheck(accuracy: number, modifiers: readonly RollModifier[], dice: DiceSource): CheckRoll {
  return checkFromFaces([dice.roll(DIE), dice.roll(DIE)], accuracy, modifiers);
}

/** A check from faces already thrown (a Foundry Roll's dice, a test's fixed faces). */
export function checkFromFaces(faces: readonly [number, number], accuracy: number, modifiers: readonly RollModifier[] = []): CheckRoll {
  const natural = faces[0] + faces[1];
  return { faces, natural, accuracy, modifiers, total: natural + accuracy + modifierTotal(modifiers) };
}
