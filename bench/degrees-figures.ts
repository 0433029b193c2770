/** The degrees figures for `npm run bench`: 10,000 duels on one core. */
import { figure, type Figure } from "./figure";
import type { Task, TaskResult } from "./engine-tasks";

const DUELS = 10_000;
const count = (n: number) => Math.round(n).toLocaleString("en");

export function degreesFigures(inWorker: (task: Task) => Promise<TaskResult>): Figure[] {
  let outcome = "";
  return [
    figure({
      name: "degreesDuelsOneCoreSeconds",
      measure: async () => {
        const result = await inWorker({ task: "degreesDuels", runs: DUELS, seed: 1 });
        const s = result.degrees;
        if (s) outcome = `wins ${Object.entries(s.wins).map(([id, w]) => `${id} ${((100 * w) / s.runs).toFixed(1)}%`).join(", ")}, draws ${s.draws}, mean round to victory ${s.meanRoundsToVictory.toFixed(1)}`;
        return result.value;
      },
      // The first line is worded to stay: scripts read it.
      format: (v: number) => `Degrees duels, one core: ${count(DUELS)} in ${v.toFixed(2)}s\n  (${count(DUELS / v)} per second; ${outcome})`,
    }),
  ];
}
