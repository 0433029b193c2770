/**
 * `npm run fuzz`: mutated scenario and duellist files through the simulator command, and random
 * fights through the port with the battle's invariants checked after every step. Prints the
 * counts (or `--json`) and exits 1 when anything crashed, hung, refused without naming a field,
 * printed a lost number or broke an invariant. See docs/simulator.md.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { FILE_FUZZ_DEFAULTS, fuzzFiles, type FileFuzzReport } from "./files";
import { fuzzFights, type FightFuzzReport } from "./fights";

const USAGE = `Usage: npm run fuzz -- [--seed N] [--count N] [--fights N] [--json]
  --seed N      the seed every choice comes from (default 1)
  --count N     mutated files run through the simulator command (default 300; 0 skips them)
  --fights N    random fights played through the port (default 5000; 0 skips them)
  --timeout MS  a run still going after this long is a hang (default ${FILE_FUZZ_DEFAULTS.timeoutMs})
  --jobs N      simulator runs at once (default: one per core)
  --out DIR     write the file of every finding there, to replay it
  --entry FILE  the simulator command to fuzz (default src/sim/cli.ts)
  --json        print the reports as JSON`;

function options(argv: readonly string[]): Record<string, string> {
  const out: Record<string, string> = Object.create(null) as Record<string, string>;
  const known = new Set(["--seed", "--count", "--fights", "--timeout", "--jobs", "--out", "--entry", "--json", "--help"]);
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (!known.has(arg)) throw new Error(`${arg}: not an option\n${USAGE}`);
    if (arg === "--json" || arg === "--help") out[arg] = "true";
    else {
      const value = argv[++i];
      if (value === undefined) throw new Error(`${arg}: needs a value`);
      out[arg] = value;
    }
  }
  return out;
}

function whole(text: string | undefined, name: string, fallback: number, max: number): number {
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!Number.isSafeInteger(n) || n < 0 || n > max) throw new Error(`${name}: must be a whole number from 0 to ${max}, not "${text}"`);
  return n;
}

function printFiles(r: FileFuzzReport): void {
  console.log(`files: ${r.runs} runs in ${r.seconds.toFixed(1)}s — ${r.accepted} accepted, ${r.refused} refused, ${r.crashes} crashes, ${r.hangs} hangs, ${r.unnamedRefusals} refusals naming no field, ${r.badNumbers} with lost numbers`);
  for (const f of r.findings.slice(0, 12)) {
    console.log(`  [${f.verdict}] #${f.case.index} ${f.case.source} (${f.case.mutations.join("; ")}) args: ${f.case.args.slice(1).join(" ")}`);
    console.log(`    ${f.output.split("\n").slice(0, 4).join("\n    ")}`);
  }
}

function printFights(r: FightFuzzReport): void {
  console.log(`fights: ${r.fights} in ${r.seconds.toFixed(1)}s — ${r.steps} steps, ${r.declarations} declarations, ${r.attacks} attacks, ${r.refusals} refusals; ${r.violations} invariant violations in ${r.fightsWithViolations} fights`);
  for (const [kind, n] of Object.entries(r.byInvariant)) console.log(`  ${kind}: ${n}`);
  for (const v of r.samples.slice(0, 12)) console.log(`  fight ${v.fight}, IC ${v.ic}: [${v.invariant}] ${v.message}`);
}

async function main(argv: readonly string[]): Promise<number> {
  const o = options(argv);
  if (o["--help"]) {
    console.log(USAGE);
    return 0;
  }
  const root = process.cwd();
  const seed = whole(o["--seed"], "--seed", 1, 2 ** 32 - 1);
  const count = whole(o["--count"], "--count", 300, 1_000_000);
  const fights = whole(o["--fights"], "--fights", 5000, 100_000_000);
  const json = !!o["--json"];
  let files: FileFuzzReport | null = null;
  let played: FightFuzzReport | null = null;
  if (count > 0) {
    files = await fuzzFiles({
      seed,
      count,
      entry: resolve(o["--entry"] ?? join(root, "src", "sim", "cli.ts")),
      scenarios: [join(root, "scenarios", "valley-of-the-end.yaml")],
      duellists: [join(root, "scenarios", "duel", "brawler.yaml"), join(root, "scenarios", "duel", "ninjutsu.yaml")],
      timeoutMs: whole(o["--timeout"], "--timeout", FILE_FUZZ_DEFAULTS.timeoutMs, 600_000),
      jobs: whole(o["--jobs"], "--jobs", FILE_FUZZ_DEFAULTS.jobs, 64),
      duelRuns: FILE_FUZZ_DEFAULTS.duelRuns,
    });
    if (o["--out"]) {
      mkdirSync(o["--out"], { recursive: true });
      for (const f of files.findings) writeFileSync(join(o["--out"], `${f.verdict}-${f.case.index}.yaml`), f.text);
    }
    if (!json) printFiles(files);
  }
  if (fights > 0) {
    played = fuzzFights({ seed, count: fights });
    if (!json) printFights(played);
  }
  if (json) console.log(JSON.stringify({ seed, files, fights: played }, null, 2));
  const failed = (files && files.crashes + files.hangs + files.unnamedRefusals + files.badNumbers > 0) || (played && played.violations > 0);
  return failed ? 1 : 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 2;
  },
);
