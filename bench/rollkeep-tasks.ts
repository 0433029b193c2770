/**
 * Roll-and-keep measurements, each run in the worker it is called in (see engine.bench.ts):
 * pools thrown per second by the engine and by `@dice-roller/rpg-dice-roller` on the same pools
 * from the same seeded generator, and the time to work out the exact distribution of 10k10.
 */
import { DiceRoll, NumberGenerator } from "@dice-roller/rpg-dice-roller";
import { seededDice, type DiceSource } from "../src/rules/dice";
import { DEFAULT_ROLLKEEP_OPTIONS, rollPool, tenDiceRule, type ThrowablePool } from "../src/rules/rollkeep";
import { dieDistribution } from "../src/rules/rollkeep/probability/die-distribution";
import { keptSumDistribution } from "../src/rules/rollkeep/probability/kept-sum";

export type RollkeepTask = { task: "rollkeepRolls"; roller: "engine" | "rpgDiceRoller" } | { task: "rollkeepExact" };

/** The pools thrown, exploding as skilled rolls do: the ones whose means the tests check. */
export const BENCH_POOLS: readonly { rolled: number; kept: number }[] = [
  { rolled: 1, kept: 1 },
  { rolled: 3, kept: 2 },
  { rolled: 5, kept: 2 },
  { rolled: 6, kept: 3 },
  { rolled: 7, kept: 5 },
  { rolled: 10, kept: 5 },
  { rolled: 10, kept: 10 },
];
const ROLLS_PER_POOL = 100_000;
const WARM_UP = 10_000;

const SEED = 7;
const WORD = 2 ** 32;

/**
 * Both rollers draw from the simulator's seeded generator, so neither wins on its generator:
 * the engine asks it for faces, rpg-dice-roller's random-js for 32-bit words, which the same
 * generator hands out as faces of a die of 2^32 sides.
 */
function wordEngine(dice: DiceSource): { next(): number } {
  return { next: () => (dice.roll(WORD) - 1) | 0 };
}

function throwsPerSecond(rollOnce: (index: number) => number): number {
  let sink = 0;
  for (let i = 0; i < WARM_UP; i++) sink += rollOnce(i % BENCH_POOLS.length);
  const started = performance.now();
  for (let p = 0; p < BENCH_POOLS.length; p++) for (let i = 0; i < ROLLS_PER_POOL; i++) sink += rollOnce(p);
  const seconds = (performance.now() - started) / 1000;
  // The totals are summed so no roll can be optimised away; a pool never totals below zero.
  if (sink < 0) throw new Error("impossible total");
  return (BENCH_POOLS.length * ROLLS_PER_POOL) / seconds;
}

/** Each pool through the Ten Dice Rule once, as a roll dialog prepares it, then thrown by the engine. */
function engineRolls(): number {
  const pools: ThrowablePool[] = BENCH_POOLS.map((p) => ({ ...tenDiceRule({ rolled: p.rolled, kept: p.kept, flat: 0 }, DEFAULT_ROLLKEEP_OPTIONS), explodes: true }));
  const dice = seededDice(SEED);
  return throwsPerSecond((i) => rollPool(pools[i] as ThrowablePool, dice).total);
}

/** The same pools as rpg-dice-roller notation (compounding explosion, keep highest), each parsed once and re-rolled. */
function rpgDiceRollerRolls(): number {
  NumberGenerator.generator.engine = wordEngine(seededDice(SEED));
  const rolls = BENCH_POOLS.map((p) => new DiceRoll(`${p.rolled}d10!!kh${p.kept}`));
  return throwsPerSecond((i) => {
    const roll = rolls[i] as DiceRoll;
    roll.roll();
    return roll.total;
  });
}

/** Milliseconds to work out 10k10's exact distribution from nothing: the fastest and the median of 30. */
function exactTenKeepTen(): { fastest: number; median: number } {
  const die = dieDistribution(true);
  keptSumDistribution(10, 10, die);
  const times: number[] = [];
  for (let i = 0; i < 30; i++) {
    const started = performance.now();
    keptSumDistribution(10, 10, die);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { fastest: times[0] ?? 0, median: times[Math.floor(times.length / 2)] ?? 0 };
}

export function runRollkeepTask(task: RollkeepTask): { value: number; detail?: Record<string, number> } {
  if (task.task === "rollkeepExact") {
    const { fastest, median } = exactTenKeepTen();
    return { value: median, detail: { fastest, median } };
  }
  return { value: task.roller === "engine" ? engineRolls() : rpgDiceRollerRolls() };
}
