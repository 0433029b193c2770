import type { FORMULA_DICE } from "../../../rules/registry";

/** A pool as typed in a formula, in the engine's own shape. */
export type WrittenPool = Parameters<(typeof FORMULA_DICE)["rollkeep"]["prepare"]>[0];

/** The letter after the kept dice that says the tens do not explode: `6k3u` (unskilled, R4). */
export const NO_EXPLOSIONS_FLAG = "u";

/**
 * `XkY` with an optional `u`: roll X d10, keep Y, tens explode unless `u` follows. Whole numbers
 * only; a flat part is a separate term of the formula (`7k3+5`), added by Foundry like any other.
 */
const WRITTEN_POOL = /^(\d{1,4})k(\d{1,4})(u)?$/i;

/** The pool a formula's text term names, or null when the text is no roll-and-keep pool. */
export function readWrittenPool(text: string): WrittenPool | null {
  const match = WRITTEN_POOL.exec(text);
  if (!match) return null;
  return { rolled: Number(match[1]), kept: Number(match[2]), explodes: match[3] === undefined };
}

/** A written pool as the formula shows it: `7k3`, `6k3u`. */
export function writtenExpression(pool: WrittenPool): string {
  return `${pool.rolled}k${pool.kept}${pool.explodes ? "" : NO_EXPLOSIONS_FLAG}`;
}

/** A pool after the Ten Dice Rule as the tooltip shows it: `10k5`, `10k10+6`. */
export function thrownExpression(pool: { rolled: number; kept: number; flat: number }): string {
  const flat = pool.flat === 0 ? "" : pool.flat > 0 ? `+${pool.flat}` : `${pool.flat}`;
  return `${pool.rolled}k${pool.kept}${flat}`;
}
