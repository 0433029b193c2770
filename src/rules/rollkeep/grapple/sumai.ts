import type { PoolSpec } from "../pool";

/** G6: a bout is won by 5 or more; a larger wrestler, and the winner of the stare-down by 5, each get +1k0. */
export const SUMAI_MARGIN = 5;
export const SUMAI_EDGE: Readonly<PoolSpec> = Object.freeze({ rolled: 1, kept: 0, flat: 0 });

/** G6 (optional sumai): one contested Jiujutsu (Sumai)/Strength exchange; null when the bout goes on. */
export function sumaiExchange(totals: readonly [number, number]): 0 | 1 | null {
  const margin = totals[0] - totals[1];
  if (Math.abs(margin) < SUMAI_MARGIN) return null;
  return margin > 0 ? 0 : 1;
}

/** G6: the bonus one wrestler brings into the bout: larger than the other, won the stare-down by 5. */
export function sumaiBonus(wrestler: { larger: boolean; stareDownMargin: number }): PoolSpec {
  const edges = (wrestler.larger ? 1 : 0) + (wrestler.stareDownMargin >= SUMAI_MARGIN ? 1 : 0);
  return { rolled: edges * SUMAI_EDGE.rolled, kept: 0, flat: 0 };
}
