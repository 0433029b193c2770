import type { RollkeepOptions } from "./options";
import { TN_PER_RAISE } from "./tn";

/** One side of a contested roll: its total and the raises it called blind before rolling. */
export interface Contestant {
  total: number;
  raisesCalled: number;
}

/** How a contest ends: one winner, a tie to roll again between the tied, or (raises failed) nobody. */
export type ContestResult = { outcome: "winner"; winner: number } | { outcome: "reroll"; between: number[] } | { outcome: "noWinner" };

interface Side extends Contestant {
  index: number;
}

function highest(sides: readonly Side[], score: (side: Side) => number): ContestResult {
  const best = Math.max(...sides.map(score));
  const tied = sides.filter((side) => score(side) === best).map((side) => side.index);
  const [first, ...others] = tied;
  if (first === undefined) return { outcome: "noWinner" };
  return others.length === 0 ? { outcome: "winner", winner: first } : { outcome: "reroll", between: tied };
}

/**
 * R11: the highest total wins and a tie is rolled again. A side that called raises has to beat
 * every other side by 5 per raise or it loses. With `ownMargin` (the default) each raiser is held
 * to its own margin: one that makes it wins, one that misses is out, and the best of the rest wins
 * (so when every side raised and missed, nobody wins). With `netTotals` each raise instead costs
 * its side 5 off its total, and the best of those wins.
 */
export function resolveContest(contestants: readonly Contestant[], options: Pick<RollkeepOptions, "contestRaises">): ContestResult {
  const sides = contestants.map((c, index) => ({ ...c, index }));
  if (options.contestRaises === "netTotals") return highest(sides, (side) => side.total - TN_PER_RAISE * side.raisesCalled);
  for (const side of sides) {
    if (side.raisesCalled === 0) continue;
    const bestOther = Math.max(...sides.filter((other) => other !== side).map((other) => other.total));
    if (side.total - bestOther >= TN_PER_RAISE * side.raisesCalled) return { outcome: "winner", winner: side.index };
  }
  return highest(
    sides.filter((side) => side.raisesCalled === 0),
    (side) => side.total,
  );
}
