import { readFileSync } from "node:fs";
import { formatResult } from "./format";
import { balanceReport, loadOffensiveTechniques } from "./balance";
import { parseDuellist, runDuels } from "./duel";
import { runScenario } from "./run";
import { parseScenario } from "./scenario";
import { ScenarioError } from "./validate";

const USAGE = `Usage:
  npm run sim -- <scenario.yaml> [--json] [--seed N]
  npm run sim -- duel <a.yaml> <b.yaml> [--runs N] [--seed N] [--json]
  npm run sim -- balance <folder of technique .yml> [--runs N] [--seed N] [--json]`;

function flag(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const value = args[i + 1];
  if (value === undefined || value.startsWith("--")) throw new ScenarioError(`${name} needs a value`);
  args.splice(i, 2);
  return value;
}

function positiveInt(text: string | undefined, name: string, fallback: number): number {
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0) throw new ScenarioError(`${name} must be a whole number, not "${text}"`);
  return n;
}

function read(path: string): string {
  try {
    return readFileSync(path, "utf8");
  } catch {
    throw new ScenarioError(`Cannot read ${path}`);
  }
}

export function main(argv: string[]): number {
  const args = [...argv];
  const json = args.includes("--json");
  if (json) args.splice(args.indexOf("--json"), 1);
  const seed = positiveInt(flag(args, "--seed"), "--seed", 1);
  if (args[0] === "duel") {
    const runs = positiveInt(flag(args, "--runs"), "--runs", 1000);
    const [, pathA, pathB] = args;
    if (!pathA || !pathB) throw new ScenarioError(USAGE);
    const a = parseDuellist(read(pathA), pathA);
    const b = parseDuellist(read(pathB), pathB);
    const started = performance.now();
    const summary = runDuels(a, b, runs, seed);
    const seconds = (performance.now() - started) / 1000;
    if (json) console.log(JSON.stringify({ ...summary, seconds }));
    else {
      console.log(`${runs} duels in ${seconds.toFixed(2)}s`);
      for (const [id, wins] of Object.entries(summary.wins)) console.log(`  ${id}: ${((100 * wins) / runs).toFixed(1)}% wins`);
      console.log(`  draws: ${summary.draws}; mean IC to victory: ${summary.meanIcToVictory.toFixed(1)}`);
    }
    return 0;
  }
  if (args[0] === "balance") {
    const runs = positiveInt(flag(args, "--runs"), "--runs", 300);
    const [, dir] = args;
    if (!dir) throw new ScenarioError(USAGE);
    const report = balanceReport(loadOffensiveTechniques(dir), runs, seed);
    if (json) console.log(JSON.stringify(report, null, 2));
    else {
      for (const row of report.rows) {
        console.log(`  ${row.rank.padEnd(17)} ${row.name.padEnd(24)} ${row.kind.padEnd(9)} ${(100 * row.winRate).toFixed(1).padStart(5)}% wins, mean IC ${row.meanIc.toFixed(0)}`);
      }
      for (const s of report.spreads) console.log(`Rank ${s.rank}: ${s.count} techniques, win rates ${(100 * s.min).toFixed(1)}–${(100 * s.max).toFixed(1)}% (spread ${(100 * s.spread).toFixed(1)} points)`);
    }
    return 0;
  }
  const [path] = args;
  if (!path || args.length > 1) throw new ScenarioError(USAGE);
  const result = runScenario(parseScenario(read(path), path), seed);
  if (json) {
    console.log(JSON.stringify({ ic: result.ic, initiative: result.initiative, log: result.log, combatants: result.combatants }, null, 2));
  } else {
    console.log(formatResult(result));
  }
  return 0;
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (error) {
  if (error instanceof ScenarioError) {
    console.error(error.message);
    process.exitCode = 2;
  } else {
    console.error(error);
    process.exitCode = 1;
  }
}
