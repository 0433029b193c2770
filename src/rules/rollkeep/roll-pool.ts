import type { DiceSource } from "../dice";
import type { ThrowablePool } from "./pool";

/** The faces of a d10 used throughout: the only die this ruleset rolls. */
export const D10 = 10;
/** The face that explodes. */
export const EXPLODING_FACE = 10;

/** One die as it landed: every face of its chain (10, 10, 3) and their sum (23). */
export interface DieRoll {
  faces: number[];
  value: number;
  kept: boolean;
}

/** A thrown pool: each die in the order it was rolled, which were kept, and the total. */
export interface PoolRoll {
  dice: DieRoll[];
  /** Indexes into `dice` of the kept dice, in the order they were chosen (highest first; lowest first when keeping the lowest). */
  keptDice: number[];
  total: number;
}

/**
 * One die and, when it explodes, every further face added to that same die (D2: a 10 rolls again
 * onto itself, with no end to the chain). The dice source hands out a die's faces one after another
 * before the next die starts, so a fixed sequence 10, 10, 3 is one die of 23. With `rerollOnes`
 * (an emphasis, D8) a first face of 1 is set aside and the die rolled once more, whatever it then
 * shows; a 1 after a ten is part of a higher value, never rerolled.
 */
export function rollDie(dice: DiceSource, explodes: boolean, rerollOnes = false): number[] {
  let first = dice.roll(D10);
  if (rerollOnes && first === 1) first = dice.roll(D10);
  const faces = [first];
  while (explodes && faces[faces.length - 1] === EXPLODING_FACE) faces.push(dice.roll(D10));
  return faces;
}

/**
 * Throws a pool (D1): every die with its explosions first (D2), then the highest `kept` dice are
 * kept (D6; the texts let the player choose, and the highest is what any player chooses for a
 * total), or the lowest for a pool that asks it (U5). Ties keep the die rolled first, so the same
 * faces always keep the same dice.
 */
export function rollPool(pool: ThrowablePool, dice: DiceSource): PoolRoll {
  const rolled: DieRoll[] = [];
  for (let i = 0; i < pool.rolled; i++) {
    const faces = rollDie(dice, pool.explodes, pool.rerollOnes === true);
    rolled.push({ faces, value: faces.reduce((sum, face) => sum + face, 0), kept: false });
  }
  const order = pool.keepLowest === true ? 1 : -1;
  const chosen = rolled
    .map((die, index) => ({ die, index }))
    .sort((a, b) => order * (a.die.value - b.die.value) || a.index - b.index)
    .slice(0, pool.kept);
  let total = pool.flat;
  for (const { die } of chosen) {
    die.kept = true;
    total += die.value;
  }
  return { dice: rolled, keptDice: chosen.map(({ index }) => index), total };
}
