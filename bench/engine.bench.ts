/**
 * `npm run bench`: measures the IC engine. A benchmark, not a test: it prints figures. Each
 * figure is measured in a fresh worker thread, so one measurement's warm-up (and the shapes of
 * data it fed the JIT) cannot slow or speed up the next.
 *  - resolved attacks per second (declare + resolve + apply, one attacker and one defender);
 *  - IC advances per second with 200 combatants carrying 5 ticking statuses each;
 *  - duels per second between the two mid-level duellists in scenarios/duel, fought to
 *    incapacitation, on one core and across worker threads (one per core).
 */
import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";
import { seededDice } from "../src/rules/dice";
import type { IcAction } from "../src/rules/ic/action";
import { BASIC_ACTIONS } from "../src/rules/ic/basic-actions";
import { newCombatant } from "../src/rules/ic/combatant";
import { DEFAULT_IC_OPTIONS } from "../src/rules/ic/options";
import { applyAttackOutcome } from "../src/rules/ic/resolve/apply";
import { resolveAttack } from "../src/rules/ic/resolve/attack";
import { declareAction } from "../src/rules/ic/resolve/declare";
import { advanceClock, type ClockCombatant } from "../src/rules/ic/status/clock";
import type { StatusInstance } from "../src/rules/ic/status/types";
import { parseDuellist, runDuels } from "../src/sim/duel";

// npm runs scripts from the project root, so the duel files resolve from there.
const DUEL_A = join(process.cwd(), "scenarios/duel/brawler.yaml");
const DUEL_B = join(process.cwd(), "scenarios/duel/ninjutsu.yaml");

function timed<T>(fn: () => T): { result: T; seconds: number } {
  const started = performance.now();
  const result = fn();
  return { result, seconds: (performance.now() - started) / 1000 };
}

function benchAttacks(count: number): number {
  const options = DEFAULT_IC_OPTIONS;
  const dice = seededDice(42);
  const stats = { str: 50, dex: 45, agi: 40, res: 40, cha: 40, xp: 800 };
  const attacker = newCombatant({ id: "a", name: "A", stats });
  const defender = newCombatant({ id: "b", name: "B", stats, vitality: { value: 1e9, max: 1e9 }, hp: { value: 1e9, max: 1e9 } });
  const punch = BASIC_ACTIONS["Basic Unarmed"] as IcAction;
  let target = defender;
  const { seconds } = timed(() => {
    for (let i = 0; i < count; i++) {
      const declared = declareAction(attacker, punch, { ic: i }, options, dice);
      const outcome = resolveAttack(declared.actor, target, declared, { defense: "dodge" }, options, dice, dice);
      target = applyAttackOutcome(target, outcome, i, options, dice).defender;
    }
  });
  return count / seconds;
}

function benchClock(advances: number): number {
  const kinds: StatusInstance["kind"][] = ["bleed", "poison", "ignite", "immobility", "suffocation"];
  let combatants: ClockCombatant[] = Array.from({ length: 200 }, (_, i) => ({
    id: `c${i}`,
    res: 40,
    ap: 0,
    apCap: 20,
    vitality: { value: 1e9, max: 1e9 },
    hp: { value: 1e6, max: 1e6 },
    statuses: kinds.map((kind, k) => ({ kind, severity: 1000, source: `s${k}`, appliedIc: k, duration: kind === "poison" ? 1e9 : null, ...(kind === "suffocation" ? { releasedIc: 0 } : {}) })),
  }));
  const { seconds } = timed(() => {
    for (let ic = 0; ic < advances; ic++) combatants = advanceClock(combatants, ic, ic + 1).combatants;
  });
  return advances / seconds;
}

function loadDuellists() {
  return [parseDuellist(readFileSync(DUEL_A, "utf8"), "brawler.yaml"), parseDuellist(readFileSync(DUEL_B, "utf8"), "ninjutsu.yaml")] as const;
}

type Task = { task: "attacks" } | { task: "clock" } | { task: "duels"; runs: number; seed: number };
type TaskResult = { perSecond?: number; seconds?: number; summary?: ReturnType<typeof runDuels> };

/** Runs one task in a fresh worker; resolves with what it reports. */
function inWorker(task: Task): Promise<TaskResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: task });
    worker.once("message", (result: TaskResult) => resolve(result));
    worker.once("error", reject);
  });
}

/** Wall time for `total` duels split across `threads` workers, start-up included. */
async function benchDuelsParallel(total: number, threads: number): Promise<number> {
  const per = Math.ceil(total / threads);
  const started = performance.now();
  await Promise.all(Array.from({ length: threads }, (_, t) => inWorker({ task: "duels", runs: per, seed: 1 + t * per })));
  return (per * threads) / ((performance.now() - started) / 1000);
}

function runTask(task: Task): TaskResult {
  if (task.task === "attacks") return { perSecond: benchAttacks(200_000) };
  if (task.task === "clock") return { perSecond: benchClock(2_000) };
  const [a, b] = loadDuellists();
  const { result, seconds } = timed(() => runDuels(a, b, task.runs, task.seed));
  return { seconds, summary: result };
}

async function main(): Promise<void> {
  const attacks = (await inWorker({ task: "attacks" })).perSecond ?? 0;
  console.log(`Resolved attacks:           ${Math.round(attacks).toLocaleString("en")} per second`);
  const advances = (await inWorker({ task: "clock" })).perSecond ?? 0;
  console.log(`IC advances (200 × 5 ticking statuses): ${Math.round(advances).toLocaleString("en")} per second`);
  const duels = 10_000;
  const single = await inWorker({ task: "duels", runs: duels, seed: 1 });
  const s = single.summary as ReturnType<typeof runDuels>;
  const seconds = single.seconds ?? 0;
  console.log(
    `Duels, one core:           ${duels.toLocaleString("en")} in ${seconds.toFixed(2)}s (${Math.round(duels / seconds).toLocaleString("en")} per second); ` +
      `wins ${Object.entries(s.wins).map(([id, w]) => `${id} ${((100 * w) / duels).toFixed(1)}%`).join(", ")}, draws ${s.draws}, mean IC to victory ${s.meanIcToVictory.toFixed(0)}`,
  );
  const threads = Math.max(1, availableParallelism());
  const parallel = await benchDuelsParallel(duels, threads);
  console.log(`Duels, ${threads} worker thread(s): ${Math.round(parallel).toLocaleString("en")} per second (${(duels / parallel).toFixed(2)}s for ${duels.toLocaleString("en")}, start-up included)`);
  const memory = process.memoryUsage();
  console.log(`Memory (main thread): heap used ${(memory.heapUsed / 2 ** 20).toFixed(1)} MiB, RSS ${(memory.rss / 2 ** 20).toFixed(1)} MiB`);
}

if (isMainThread) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
  parentPort?.postMessage(runTask(workerData as Task));
}
