import { resolveContest, type Contestant, type ContestResult } from "../contest";
import { cumulativeRoll, type CumulativeProgress, type CumulativeTerms } from "../cumulative";
import type { RollkeepOptions } from "../options";
import { wholeNumberOf } from "../whole-number";

/** A total far past any roll's: only absurd terms are refused. */
export const MAX_CUMULATIVE_TN = 10_000;

/** R14: the GM's terms for a cumulative roll, each a whole number in range (a RuleRefusal names the bad one). */
export function checkedCumulativeTerms(terms: CumulativeTerms): CumulativeTerms {
  return {
    tn: wholeNumberOf("cumulativeRoll", terms.tn, "tn", 1, MAX_CUMULATIVE_TN),
    minimumPerRoll: wholeNumberOf("cumulativeRoll", terms.minimumPerRoll, "minimumPerRoll", 0, MAX_CUMULATIVE_TN),
    setback: wholeNumberOf("cumulativeRoll", terms.setback, "setback", 0, MAX_CUMULATIVE_TN),
  };
}

/** Rolls more than one character makes together, as a table settles them (R11, R14). */
export const rollkeepSharedRolls = {
  /** R11: who wins a contest from each side's total and the raises it called, by the world's `contestRaises`. */
  contest: (sides: readonly Contestant[], options: Pick<RollkeepOptions, "contestRaises">): ContestResult => resolveContest(sides, options),
  /** R14: where a cumulative effort stands after one more roll, the terms checked. */
  cumulative: (progress: number, total: number, terms: CumulativeTerms): CumulativeProgress => cumulativeRoll(wholeNumberOf("cumulativeRoll", progress, "progress", 0, 2 * MAX_CUMULATIVE_TN), total, checkedCumulativeTerms(terms)),
  checkedTerms: checkedCumulativeTerms,
} as const;

export type { ContestResult, CumulativeTerms };
