/**
 * R12, a cooperative roll where one failure does not spoil the effort: one participant rolls and
 * adds the other participants' skill ranks to the total.
 */
export function helpersBonus(helperRanks: readonly number[]): number {
  return helperRanks.reduce((sum, rank) => sum + rank, 0);
}

/**
 * R13, a cooperative roll where one failure hurts everyone (a group sneaking): everyone rolls, and
 * each one whose rank is below the group's highest adds that highest rank to the total (the
 * inventory reads the text's "bonus" as that flat number). One bonus per participant, in order.
 */
export function groupRollBonuses(ranks: readonly number[]): number[] {
  const best = Math.max(0, ...ranks);
  return ranks.map((rank) => (rank < best ? best : 0));
}
