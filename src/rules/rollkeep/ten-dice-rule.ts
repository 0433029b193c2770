import type { RollkeepOptions } from "./options";
import type { PoolSpec } from "./pool";

/** The most dice ever rolled, and ever kept. */
export const TEN_DICE = 10;
/** What one die past the limits is worth when it turns into a flat bonus. */
export const FLAT_PER_EXCESS_DIE = 2;

/** A pool after the Ten Dice Rule, with what the rule did so a chat card can show it (O3). */
export interface TenDiceOutcome extends PoolSpec {
  /** Rolled dice turned into kept dice, two for one. */
  convertedPairs: number;
  /** The flat bonus the rule added (already in `flat`). */
  bonus: number;
  /** Rolled dice and kept places the rule or the kept-above-rolled clamp threw away. */
  discarded: number;
}

/**
 * The Ten Dice Rule (D4) and the kept-never-above-rolled clamp (D5) on a pool whose modifiers are
 * already summed (D4c). A negative side counts as no dice; a pool of no dice totals its flat part.
 *
 * Rolled dice past ten become kept dice two for one until ten are kept, and every rolled die past
 * ten left after that is worth +2 (the text's own 12k4 → 10k5 and 15k9 → 10k10+6). A single
 * leftover rolled die while fewer than ten are kept is thrown away by default (D4a), and kept dice
 * past ten are worth +2 each by default (D4b); both are options. The clamp runs last, as the
 * inventory orders it.
 */
export function tenDiceRule(pool: PoolSpec, options: Pick<RollkeepOptions, "oddRolledDie" | "keptPastTen">): TenDiceOutcome {
  let rolled = Math.max(0, pool.rolled);
  let kept = Math.max(0, pool.kept);
  let excessRolled = Math.max(0, rolled - TEN_DICE);
  rolled -= excessRolled;
  let convertedPairs = 0;
  while (excessRolled >= 2 && kept < TEN_DICE) {
    kept += 1;
    excessRolled -= 2;
    convertedPairs += 1;
  }
  let bonus = 0;
  let discarded = 0;
  // Once ten are kept every leftover die is a bonus; below that only the odd one is left, and D4a decides.
  if (kept >= TEN_DICE || options.oddRolledDie === "flatBonus") bonus += FLAT_PER_EXCESS_DIE * excessRolled;
  else discarded += excessRolled;
  const excessKept = Math.max(0, kept - TEN_DICE);
  kept -= excessKept;
  if (options.keptPastTen === "flatBonus") bonus += FLAT_PER_EXCESS_DIE * excessKept;
  else discarded += excessKept;
  if (kept > rolled) {
    discarded += kept - rolled;
    kept = rolled;
  }
  return { rolled, kept, flat: pool.flat + bonus, convertedPairs, bonus, discarded };
}
