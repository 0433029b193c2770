/** The engine's figures for `npm run bench`: what each measures, its JSON name and its line. */
import { availableParallelism } from "node:os";
import type { DuelSummary } from "../src/sim/duel";
import { figure, type Figure } from "./figure";
import type { Task, TaskResult } from "./engine-tasks";

const DUELS = 10_000;
const BATTLE_SIZES = [10, 100, 1_000, 10_000] as const;

const count = (n: number) => Math.round(n).toLocaleString("en");

function outcome(s: DuelSummary | undefined): string {
  if (!s) return "";
  const wins = Object.entries(s.wins).map(([id, w]) => `${id} ${((100 * w) / s.runs).toFixed(1)}%`);
  return `wins ${wins.join(", ")}, draws ${s.draws}, mean IC to victory ${s.meanIcToVictory.toFixed(0)}`;
}

/** The engine's figures, each task run by `inWorker` in a fresh worker thread. */
export function engineFigures(inWorker: (task: Task) => Promise<TaskResult>): Figure[] {
  const threads = Math.max(1, availableParallelism());
  let summary: DuelSummary | undefined;
  return [
    figure({
      name: "attacksPerSecond",
      measure: async () => (await inWorker({ task: "attacks" })).value,
      format: (v: number) => `Resolved attacks: ${count(v)} per second`,
    }),
    figure({
      name: "clockAdvancesPerSecond",
      measure: async () => (await inWorker({ task: "clock" })).value,
      format: (v: number) => `IC advances (200 × 5 ticking statuses): ${count(v)} per second`,
    }),
    figure({
      name: "duelsOneCoreSeconds",
      measure: async () => {
        const result = await inWorker({ task: "duels", runs: DUELS, seed: 1 });
        summary = result.summary;
        return result.value;
      },
      // The first line is kept exactly as it has always been worded: scripts read it.
      format: (v: number) => `Duels, one core: ${count(DUELS)} in ${v.toFixed(2)}s\n  (${count(DUELS / v)} per second; ${outcome(summary)})`,
    }),
    figure({
      name: "duelsParallelSeconds",
      measure: async () => {
        // Wall time across one worker per core, start-up included.
        const per = Math.ceil(DUELS / threads);
        const started = performance.now();
        await Promise.all(Array.from({ length: threads }, (_, t) => inWorker({ task: "duels", runs: per, seed: 1 + t * per })));
        return (performance.now() - started) / 1000;
      },
      format: (v: number) => `Duels, ${threads} worker thread(s): ${count(DUELS)} in ${v.toFixed(2)}s, start-up included`,
    }),
    figure({
      name: "battleStepUsPerCombatant",
      measure: async () => {
        const perSize: Record<string, number> = {};
        for (const size of BATTLE_SIZES) perSize[size] = (await inWorker({ task: "battleStep", size })).value;
        return perSize;
      },
      format: (v: Readonly<Record<string, number>>) => {
        const largest = BATTLE_SIZES[BATTLE_SIZES.length - 1] as number;
        const sizes = BATTLE_SIZES.map((size) => `${count(size)}: ${(v[size] ?? 0).toFixed(2)} µs`).join(", ");
        return `Battle step (one IC, every combatant's statuses ticking), per combatant: ${sizes} (${count(largest)}: ${(((v[largest] ?? 0) * largest) / 1000).toFixed(1)} ms a step)`;
      },
    }),
    figure({
      name: "memoryMiB",
      measure: () => {
        const memory = process.memoryUsage();
        return Promise.resolve({ heapUsed: memory.heapUsed / 2 ** 20, rss: memory.rss / 2 ** 20 });
      },
      format: (v: Readonly<Record<string, number>>) => `Memory (main thread): heap used ${(v.heapUsed ?? 0).toFixed(1)} MiB, RSS ${(v.rss ?? 0).toFixed(1)} MiB`,
    }),
  ];
}
