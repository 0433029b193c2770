import type { ThrowablePool } from "../pool";
import { TEN_DICE } from "../ten-dice-rule";
import { dieDistribution } from "./die-distribution";
import { keptSumDistribution } from "./kept-sum";

/** The chance of every total of a pool: `chances[i]` is P(total = lowest + i). */
export interface TotalDistribution {
  lowest: number;
  chances: readonly number[];
}

// The four kinds of die, by whether it explodes and whether an emphasis rerolls its 1s (D8).
const DICE: readonly (readonly number[])[] = [dieDistribution(false), dieDistribution(true), dieDistribution(false, true), dieDistribution(true, true)];

// A sheet or dialog asks about the same few pools over and over; each is computed once. The
// key leaves the flat part out, which only shifts the totals. At most 11 × 11 × 4 pools exist.
const known = new Map<string, readonly number[]>();

function keptSum(rolled: number, kept: number, explodes: boolean, rerollOnes: boolean): readonly number[] {
  const die = (explodes ? 1 : 0) + (rerollOnes ? 2 : 0);
  const key = `${rolled}k${kept}:${die}`;
  let chances = known.get(key);
  if (chances === undefined) {
    chances = Object.freeze(keptSumDistribution(rolled, kept, DICE[die] ?? []));
    known.set(key, chances);
  }
  return chances;
}

/**
 * The exact distribution of a pool's total (D10), for a pool the Ten Dice Rule has produced.
 * A pool of more than ten dice, or keeping more than it rolls, is a caller's mistake and throws.
 */
export function totalDistribution(pool: ThrowablePool): TotalDistribution {
  const { rolled, kept } = pool;
  if (!Number.isInteger(rolled) || !Number.isInteger(kept) || rolled < 0 || rolled > TEN_DICE || kept < 0 || kept > rolled) {
    throw new RangeError(`${rolled}k${kept} is not a pool after the Ten Dice Rule`);
  }
  return { lowest: pool.flat, chances: keptSum(rolled, kept, pool.explodes, pool.rerollOnes === true) };
}

/** The mean total. */
export function meanTotal(distribution: TotalDistribution): number {
  return distribution.chances.reduce((mean, chance, i) => mean + chance * (distribution.lowest + i), 0);
}

/** P(total ≥ tn): the chance a roll succeeds against that TN (R1). */
export function chanceAtLeast(distribution: TotalDistribution, tn: number): number {
  let chance = 0;
  for (let i = Math.max(0, Math.ceil(tn) - distribution.lowest); i < distribution.chances.length; i++) chance += distribution.chances[i] ?? 0;
  return Math.min(1, chance);
}
