import type { PoolSpec } from "../pool";

/** C8/S7 (W9): initiative rolls Insight Rank + Reflexes dice and keeps Reflexes. */
export function initiativePool(insightRank: number, reflexes: number): PoolSpec {
  return { rolled: insightRank + reflexes, kept: reflexes, flat: 0 };
}
