import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { basename, join } from "node:path";
import { build } from "esbuild";
import { judge, type RunResult, type Verdict } from "./classify";
import { chooser, mutate, type Chooser } from "./mutate";

export interface FileFuzzOptions {
  seed: number;
  count: number;
  /** The simulator command's source (src/sim/cli.ts). */
  entry: string;
  /** The scenario file and the duellist files mutated. */
  scenarios: readonly string[];
  duellists: readonly string[];
  /** A run still going after this long is a hang. */
  timeoutMs: number;
  /** Runs at once (one child process each). */
  jobs: number;
  /** Duels per duel run: enough to play every rule, few enough that only a real hang outlives the limit. */
  duelRuns: number;
}

export interface FileCase {
  index: number;
  source: string;
  args: string[];
  mutations: string[];
}

export interface FileFinding {
  verdict: Verdict | "unnamed" | "badNumbers";
  case: FileCase;
  /** The mutated file, so the finding can be replayed. */
  text: string;
  output: string;
}

export interface FileFuzzReport {
  runs: number;
  accepted: number;
  refused: number;
  crashes: number;
  hangs: number;
  /** Refusals with a problem that names no field, flag or line. */
  unnamedRefusals: number;
  /** Accepted runs whose output holds NaN, infinities, lost numbers or numbers past 2^53. */
  badNumbers: number;
  seconds: number;
  /** Every crash, hang, unnamed refusal and bad number, with the case that caused it (the first 20 of each). */
  findings: FileFinding[];
}

export const FILE_FUZZ_DEFAULTS = { timeoutMs: 5000, jobs: availableParallelism(), duelRuns: 50 } as const;

/** The simulator command as one self-contained script, as `npm run sim` builds it, in a folder of its own. */
async function bundle(entry: string, dir: string): Promise<string> {
  const outfile = join(dir, "cli.cjs");
  await build({ entryPoints: [entry], bundle: true, platform: "node", format: "cjs", target: "node20", outfile, logLevel: "error" });
  return outfile;
}

function runOnce(script: string, args: readonly string[], timeoutMs: number): Promise<RunResult> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script, ...args], { stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    let timedOut = false;
    // Keep the first megabyte of each stream: enough to judge, bounded however much a run prints.
    child.stdout.on("data", (d: Buffer) => void (stdout.length < 1 << 20 && (stdout += d.toString())));
    child.stderr.on("data", (d: Buffer) => void (stderr.length < 1 << 20 && (stderr += d.toString())));
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill("SIGKILL");
    }, timeoutMs);
    child.on("close", (status, signal) => {
      clearTimeout(timer);
      resolve({ status, signal, timedOut, stdout, stderr, json: args.includes("--json") });
    });
  });
}

/** Now and then the command line is bent too: flags with values no run should accept. */
function extraArgs(c: Chooser): string[] {
  if (!c.oneIn(10)) return [];
  return c.pick([["--seed", "-1"], ["--seed", "1e300"], ["--seed", "abc"], ["--runs", "1e12"], ["--runs", "-5"], ["--runs", "0"], ["--seed"], ["--json", "--json"], ["--unknown"]]);
}

/** The cases, all decided up front from the seed: which file, which mutations, which command line. */
function cases(o: FileFuzzOptions, dir: string): { case: FileCase; text: string }[] {
  const c = chooser(o.seed);
  const sources = [...o.scenarios.map((path) => ({ path, duel: false })), ...o.duellists.map((path) => ({ path, duel: true }))];
  const texts = new Map(sources.map((s) => [s.path, readFileSync(s.path, "utf8")]));
  return Array.from({ length: o.count }, (_, index) => {
    const source = c.pick(sources);
    const { text, mutations } = mutate(texts.get(source.path) as string, c);
    const file = join(dir, `${index}-${basename(source.path)}`);
    writeFileSync(file, text);
    const json = c.oneIn(2) ? ["--json"] : [];
    const seed = ["--seed", String(c.int(1, 1000))];
    let args: string[];
    if (source.duel) {
      // Against the other duellist: two fighters of one id are refused before anything is played.
      const other = o.duellists.find((d) => d !== source.path) ?? source.path;
      const pair = c.oneIn(2) ? [file, other] : [other, file];
      args = ["duel", ...pair, "--runs", String(o.duelRuns), ...seed, ...json];
    } else {
      args = [file, ...seed, ...json];
    }
    args.push(...extraArgs(c));
    return { case: { index, source: source.path, args, mutations }, text };
  });
}

/**
 * Mutated scenario and duellist files run through the real simulator command, one child process
 * each, `jobs` at a time, each with a time limit; every run judged (see judge) and counted.
 */
export async function fuzzFiles(o: FileFuzzOptions): Promise<FileFuzzReport> {
  const started = performance.now();
  const dir = mkdtempSync(join(tmpdir(), "shinobi-fuzz-"));
  const report: FileFuzzReport = { runs: 0, accepted: 0, refused: 0, crashes: 0, hangs: 0, unnamedRefusals: 0, badNumbers: 0, seconds: 0, findings: [] };
  const kept = new Map<string, number>();
  const keep = (finding: FileFinding) => {
    const n = kept.get(finding.verdict) ?? 0;
    kept.set(finding.verdict, n + 1);
    if (n < 20) report.findings.push(finding);
  };
  try {
    const script = await bundle(o.entry, dir);
    const all = cases(o, dir);
    let next = 0;
    const worker = async () => {
      while (next < all.length) {
        const { case: fc, text } = all[next++] as { case: FileCase; text: string };
        const run = await runOnce(script, fc.args, o.timeoutMs);
        const paths = fc.args.filter((a) => a.startsWith(dir) || o.duellists.includes(a));
        const j = judge(run, [...paths, ...paths.map((p) => basename(p))]);
        report.runs++;
        const output = `${run.stderr}${run.stdout}`.slice(0, 2000);
        if (j.verdict === "accepted") report.accepted++;
        if (j.verdict === "refused") report.refused++;
        if (j.verdict === "crash") report.crashes++;
        if (j.verdict === "hang") report.hangs++;
        if (j.verdict === "crash" || j.verdict === "hang") keep({ verdict: j.verdict, case: fc, text, output });
        if (j.verdict === "refused" && !j.namesField) {
          report.unnamedRefusals++;
          keep({ verdict: "unnamed", case: fc, text, output });
        }
        if (j.badNumbers) {
          report.badNumbers++;
          keep({ verdict: "badNumbers", case: fc, text, output: `${j.badNumbers}\n${output}` });
        }
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, o.jobs) }, worker));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  report.seconds = (performance.now() - started) / 1000;
  return report;
}
