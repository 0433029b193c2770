/** The roll-and-keep figures for `npm run bench`: the engine's throws beside rpg-dice-roller's, and 10k10's exact distribution. */
import { figure, type Figure } from "./figure";
import type { Task, TaskResult } from "./engine-tasks";
import { BENCH_POOLS } from "./rollkeep-tasks";

const count = (n: number) => Math.round(n).toLocaleString("en");
const POOLS = BENCH_POOLS.map((p) => `${p.rolled}k${p.kept}`).join(", ");

export function rollkeepFigures(inWorker: (task: Task) => Promise<TaskResult>): Figure[] {
  return [
    figure({
      name: "rollkeepRollsPerSecond",
      // Measured one after the other, each in a fresh worker, in the same run of the bench.
      measure: async () => ({
        engine: (await inWorker({ task: "rollkeepRolls", roller: "engine" })).value,
        rpgDiceRoller: (await inWorker({ task: "rollkeepRolls", roller: "rpgDiceRoller" })).value,
      }),
      format: (v: Readonly<Record<string, number>>) => {
        const engine = v.engine ?? 0;
        const other = v.rpgDiceRoller ?? 0;
        return `Roll-and-keep throws (${POOLS}, exploding): engine ${count(engine)} per second, rpg-dice-roller ${count(other)} per second (${(engine / other).toFixed(1)}×)`;
      },
    }),
    figure({
      name: "rollkeepExactTenKeepTenMs",
      measure: async () => (await inWorker({ task: "rollkeepExact" })).detail ?? {},
      format: (v: Readonly<Record<string, number>>) => `Exact distribution of 10k10, from nothing: ${(v.median ?? 0).toFixed(2)} ms median, ${(v.fastest ?? 0).toFixed(2)} ms fastest`,
    }),
  ];
}
