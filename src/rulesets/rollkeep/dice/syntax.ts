import type { FORMULA_DICE } from "../../../rules/registry";

/** A pool as typed in a formula, in the engine's own shape. */
export type WrittenPool = Parameters<(typeof FORMULA_DICE)["rollkeep"]["prepare"]>[0];

/** The letter after the kept dice that says the tens do not explode: `6k3u` (unskilled, R4). */
export const NO_EXPLOSIONS_FLAG = "u";
/** The letter, after any `u`, that says the roll is made under an emphasis: `7k3e` (D8, 1s rerolled once when the world's option says so). */
export const EMPHASIS_FLAG = "e";
/** The letter right after `k` that keeps the lowest dice instead of the highest: `7kl3` (U5). */
export const KEEP_LOWEST_FLAG = "l";

/**
 * `XkY` with an optional `u` then an optional `e`: roll X d10, keep Y, tens explode unless `u`
 * follows, 1s rerolled under an emphasis with `e`; `XklY` keeps the lowest Y (U5). Whole numbers
 * only; a flat part is a separate term of the formula (`7k3+5`), added by Foundry like any other.
 */
const WRITTEN_POOL = /^(\d{1,4})k(l)?(\d{1,4})(u)?(e)?$/i;

/** The pool a formula's text term names, or null when the text is no roll-and-keep pool. */
export function readWrittenPool(text: string): WrittenPool | null {
  const match = WRITTEN_POOL.exec(text);
  if (!match) return null;
  return { rolled: Number(match[1]), kept: Number(match[3]), explodes: match[4] === undefined, ...(match[5] === undefined ? {} : { emphasis: true }), ...(match[2] === undefined ? {} : { keepLowest: true }) };
}

/** A written pool as the formula shows it: `7k3`, `6k3u`, `7k3e`, `7kl3`. */
export function writtenExpression(pool: WrittenPool): string {
  return `${pool.rolled}k${pool.keepLowest ? KEEP_LOWEST_FLAG : ""}${pool.kept}${pool.explodes ? "" : NO_EXPLOSIONS_FLAG}${pool.emphasis ? EMPHASIS_FLAG : ""}`;
}

/** A pool after the Ten Dice Rule as the tooltip shows it: `10k5`, `10k10+6`. */
export function thrownExpression(pool: { rolled: number; kept: number; flat: number }): string {
  const flat = pool.flat === 0 ? "" : pool.flat > 0 ? `+${pool.flat}` : `${pool.flat}`;
  return `${pool.rolled}k${pool.kept}${flat}`;
}

/** A pool the rules prepared, as a formula the term throws: `7k3`, `6k3u - 3`, `10k5e + 4` (its flat part a term of its own). */
export function poolFormula(pool: { rolled: number; kept: number; flat: number; explodes: boolean; rerollOnes?: boolean }): string {
  const written = writtenExpression({ rolled: pool.rolled, kept: pool.kept, explodes: pool.explodes, ...(pool.rerollOnes ? { emphasis: true } : {}) });
  if (pool.flat === 0) return written;
  return `${written} ${pool.flat > 0 ? "+" : "-"} ${Math.abs(pool.flat)}`;
}
