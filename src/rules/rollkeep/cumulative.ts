/** The GM's terms for a cumulative roll (R14): the texts give no numbers, so all are inputs. */
export interface CumulativeTerms {
  /** The total all the rolls must add up to. */
  tn: number;
  /** A roll below this adds nothing. */
  minimumPerRoll: number;
  /** What a roll below the minimum takes off the progress instead (0: nothing). */
  setback: number;
}

/** Where a cumulative effort stands after one more roll. */
export interface CumulativeProgress {
  progress: number;
  counted: boolean;
  complete: boolean;
}

/**
 * R14: each roll at or above the GM's minimum adds its total toward the large TN; a poorer roll
 * adds nothing, or costs the GM's setback (never below no progress at all).
 */
export function cumulativeRoll(progress: number, total: number, terms: CumulativeTerms): CumulativeProgress {
  const counted = total >= terms.minimumPerRoll;
  const next = counted ? progress + total : Math.max(0, progress - terms.setback);
  return { progress: next, counted, complete: next >= terms.tn };
}
