import { readFileSync } from "node:fs";
import { inspect } from "node:util";
import { balanceReport, loadOffensiveTechniques } from "./balance";
import { MAX_DUEL_RUNS, parseDuellist, runDuels } from "./duel";
import { formatResult } from "./format";
import { runScenario } from "./run";
import { degreesBalanceReport, formatDegreesBalance, holdsDegreesTechniques, loadDegreesTechniques } from "./degrees/balance";
import { degreesDuelOutput, degreesScenarioOutput } from "./degrees/command";
import { readScenarioFile, rulesetNamed } from "./ruleset-of";
import { formatRollkeepResult } from "./rollkeep/format";
import { formatRollkeepRuns, runRollkeepMany } from "./rollkeep/many-runs";
import { runRollkeepScenario } from "./rollkeep/run";
import { parseRollkeepScenario } from "./rollkeep/scenario";
import { parseScenario } from "./scenario";
import { ScenarioError } from "./validate";

export const USAGE = `Usage:
  npm run sim -- <scenario.yaml> [--json] [--seed N]
  npm run sim -- <rollkeep scenario.yaml> --runs N [--seed N] [--json]   (played N times: each side's win rate)
  npm run sim -- duel <a.yaml> <b.yaml> [--runs N] [--seed N] [--json]   (IC duellists, or two naming ruleset: degrees)
  npm run sim -- balance <folder of technique .yml> [--runs N] [--seed N] [--json]   (IC techniques, or degrees ones: packs/_source/degrees-techniques)`;

/** Where the command writes: the process's console, or a fuzzer's capture. */
export interface CommandIo {
  out(text: string): void;
  err(text: string): void;
}

/** The command line: the words that are not flags, and each flag's value (a flag given twice is refused). */
function parseArgs(argv: readonly string[]): { words: string[]; flags: Map<string, string> } {
  const valued = new Set(["--seed", "--runs"]);
  const words: string[] = [];
  const flags = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (!arg.startsWith("--")) {
      words.push(arg);
      continue;
    }
    if (arg !== "--json" && arg !== "--help" && !valued.has(arg)) throw new ScenarioError(`${arg}: not an option (known: --json, --seed, --runs, --help)`);
    if (flags.has(arg)) throw new ScenarioError(`${arg}: given twice`);
    if (!valued.has(arg)) {
      flags.set(arg, "");
      continue;
    }
    const value = argv[++i];
    if (value === undefined || value.startsWith("--")) throw new ScenarioError(`${arg}: needs a value`);
    flags.set(arg, value);
  }
  return { words, flags };
}

function wholeFlag(flags: Map<string, string>, name: string, fallback: number, min: number, max: number): number {
  const text = flags.get(name);
  if (text === undefined) return fallback;
  const n = text.trim() === "" ? Number.NaN : Number(text);
  if (!Number.isSafeInteger(n) || n < min || n > max) throw new ScenarioError(`${name}: must be a whole number from ${min} to ${max}, not ${JSON.stringify(text)}`);
  return n;
}

function read(path: string): string {
  try {
    return readFileSync(path, "utf8");
  } catch {
    throw new ScenarioError(`${path}: cannot be read`);
  }
}

function expectWords(words: readonly string[], count: number, what: string): void {
  if (words.length !== count) throw new ScenarioError(`${what}: expected ${count === 1 ? "one" : count} (got ${words.length}); see --help`);
}

/** The simulator command on an argument list; returns the exit status (0 ran, 2 refused its input). */
function run(argv: readonly string[], io: CommandIo): number {
  const { words, flags } = parseArgs(argv);
  if (flags.has("--help")) {
    io.out(USAGE);
    return 0;
  }
  const json = flags.has("--json");
  const seed = wholeFlag(flags, "--seed", 1, 0, 2 ** 32 - 1);
  const mode = words[0] === "duel" || words[0] === "balance" ? words[0] : "scenario";
  if (mode === "duel") {
    const runs = wholeFlag(flags, "--runs", 1000, 1, MAX_DUEL_RUNS);
    expectWords(words.slice(1), 2, "duel: two duellist files");
    const [pathA, pathB] = words.slice(1) as [string, string];
    const files = [pathA, pathB].map((path) => {
      const text = read(path);
      return { text, path, ruleset: rulesetNamed(text) };
    });
    if (files.some((f) => f.ruleset === "degrees")) {
      io.out(degreesDuelOutput(files, runs, seed, json));
      return 0;
    }
    const a = parseDuellist(files[0]?.text ?? "", pathA);
    const b = parseDuellist(files[1]?.text ?? "", pathB);
    const started = performance.now();
    const summary = runDuels(a, b, runs, seed);
    const seconds = (performance.now() - started) / 1000;
    if (json) io.out(JSON.stringify({ ...summary, seconds }));
    else {
      const lines = [`${runs} duels in ${seconds.toFixed(2)}s`];
      for (const [id, wins] of Object.entries(summary.wins)) lines.push(`  ${id}: ${((100 * wins) / runs).toFixed(1)}% wins`);
      lines.push(`  draws: ${summary.draws}; mean IC to victory: ${summary.meanIcToVictory.toFixed(1)}`);
      io.out(lines.join("\n"));
    }
    return 0;
  }
  if (mode === "balance") {
    const runs = wholeFlag(flags, "--runs", 300, 1, MAX_DUEL_RUNS);
    expectWords(words.slice(1), 1, "balance: one folder of technique files");
    if (holdsDegreesTechniques(words[1] as string)) {
      const report = degreesBalanceReport(loadDegreesTechniques(words[1] as string), runs, seed);
      io.out(json ? JSON.stringify({ ruleset: "degrees", ...report }, null, 2) : formatDegreesBalance(report));
      return 0;
    }
    const report = balanceReport(loadOffensiveTechniques(words[1] as string), runs, seed);
    if (json) io.out(JSON.stringify(report, null, 2));
    else {
      const lines: string[] = [];
      for (const row of report.rows) lines.push(`  ${row.rank.padEnd(17)} ${row.name.padEnd(24)} ${row.kind.padEnd(9)} ${(100 * row.winRate).toFixed(1).padStart(5)}% wins, mean IC ${row.meanIc.toFixed(0)}`);
      for (const s of report.spreads) lines.push(`Rank ${s.rank}: ${s.count} techniques, win rates ${(100 * s.min).toFixed(1)}–${(100 * s.max).toFixed(1)}% (spread ${(100 * s.spread).toFixed(1)} points)`);
      io.out(lines.join("\n"));
    }
    return 0;
  }
  expectWords(words, 1, "scenario: one scenario file");
  const path = words[0] as string;
  const text = read(path);
  const file = readScenarioFile(text, path);
  if (flags.has("--runs") && file.ruleset !== "rollkeep") throw new ScenarioError("--runs: only duels, balance runs and roll-and-keep scenarios are counted");
  if (file.ruleset === "degrees") {
    io.out(degreesScenarioOutput(file.doc, path, seed, json));
    return 0;
  }
  if (file.ruleset === "rollkeep" && flags.has("--runs")) {
    const summary = runRollkeepMany(parseRollkeepScenario(file.doc, path), wholeFlag(flags, "--runs", 1000, 1, MAX_DUEL_RUNS), seed);
    io.out(json ? JSON.stringify(summary, null, 2) : formatRollkeepRuns(summary));
    return 0;
  }
  if (file.ruleset === "rollkeep") {
    const played = runRollkeepScenario(parseRollkeepScenario(file.doc, path), seed);
    const { name: _name, ...shown } = played;
    io.out(json ? JSON.stringify(shown, null, 2) : formatRollkeepResult(played));
    return 0;
  }
  const result = runScenario(parseScenario(text, path), seed);
  if (json) io.out(JSON.stringify({ ic: result.ic, initiative: result.initiative, log: result.log, combatants: result.combatants }, null, 2));
  else io.out(formatResult(result));
  return 0;
}

/**
 * The simulator command: runs it and says how it went. A problem with the input (a file, a flag)
 * is printed as the message naming its field and the status is 2; anything else is a bug in the
 * simulator or the rules, printed with its stack, status 1.
 */
export function runCommand(argv: readonly string[], io: CommandIo): number {
  try {
    return run(argv, io);
  } catch (error) {
    if (error instanceof ScenarioError) {
      io.err(error.message);
      return 2;
    }
    io.err(inspect(error));
    return 1;
  }
}
