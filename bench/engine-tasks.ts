/**
 * The engine measurements themselves, each run where it is called (the bench calls each in a
 * fresh worker thread, so one measurement's warm-up, and the shapes of data it fed the JIT,
 * cannot slow or speed up the next).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
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
import type { DegreesDuelSummary } from "../src/sim/degrees/duel";
import { parseDuellist, runDuels, type DuelSummary } from "../src/sim/duel";
import { battleStepMicroseconds } from "./battle-step";
import { foundryValues, type FoundryValues } from "./foundry.bench";
import { degreesDuels, type DegreesTask } from "./degrees-tasks";
import { runRollkeepTask, type RollkeepTask } from "./rollkeep-tasks";

export type Task = { task: "attacks" } | { task: "clock" } | { task: "duels"; runs: number; seed: number } | { task: "battleStep"; size: number } | { task: "foundry" } | RollkeepTask | DegreesTask;
export interface TaskResult {
  value: number;
  detail?: Record<string, number>;
  summary?: DuelSummary;
  degrees?: DegreesDuelSummary;
  foundry?: FoundryValues;
}

function timed<T>(fn: () => T): { result: T; seconds: number } {
  const started = performance.now();
  const result = fn();
  return { result, seconds: (performance.now() - started) / 1000 };
}

/** Resolved attacks per second: declare, resolve and apply, one attacker and one defender. */
function attacksPerSecond(count: number): number {
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

/** IC advances per second with 200 combatants carrying five ticking statuses each. */
function clockAdvancesPerSecond(advances: number): number {
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

/** Seconds for `runs` duels between the two duellists of scenarios/duel (npm runs the bench from the project root). */
function duels(runs: number, seed: number): TaskResult {
  const read = (file: string) => readFileSync(join(process.cwd(), "scenarios/duel", file), "utf8");
  const a = parseDuellist(read("brawler.yaml"), "brawler.yaml");
  const b = parseDuellist(read("ninjutsu.yaml"), "ninjutsu.yaml");
  const { result, seconds } = timed(() => runDuels(a, b, runs, seed));
  return { value: seconds, summary: result };
}

export async function runTask(task: Task): Promise<TaskResult> {
  switch (task.task) {
    case "attacks":
      return { value: attacksPerSecond(200_000) };
    case "clock":
      return { value: clockAdvancesPerSecond(2_000) };
    case "duels":
      return duels(task.runs, task.seed);
    case "battleStep":
      // Enough rounds for the JIT to settle at every size; the fastest counts. At least 40: a
      // round at 10,000 combatants allocates some 2 MB, so a young-generation collection (which
      // copies every fresh combatant the round began with) falls in a good share of rounds, and
      // ten left the fastest at the mercy of where those fell and of the other core's load.
      return { value: battleStepMicroseconds(task.size, Math.max(40, Math.ceil(100_000 / task.size))) };
    case "foundry":
      // The harness boots the system in this thread: a worker of its own keeps Foundry's globals out of the engine's.
      return { value: 0, foundry: await foundryValues() };
    case "rollkeepRolls":
    case "rollkeepExact":
      return runRollkeepTask(task);
    case "degreesDuels":
      return degreesDuels(task.runs, task.seed);
  }
}
