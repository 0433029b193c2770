/** How one run of the simulator command ended, as the file fuzzer judges it. */
export type Verdict = "accepted" | "refused" | "crash" | "hang";

export interface RunResult {
  /** The exit status, or null when a signal ended the process. */
  status: number | null;
  signal: string | null;
  timedOut: boolean;
  stdout: string;
  stderr: string;
  /** The run asked for JSON (`--json`). */
  json: boolean;
}

export interface Judgement {
  verdict: Verdict;
  /** For a refusal: every problem it lists names the field, flag or line at fault. */
  namesField: boolean;
  /** For an accepted run: a number in the output is NaN, infinite, missing or past exact arithmetic. */
  badNumbers: string | null;
}

/** A stack frame as Node prints it, or the start of an uncaught error. */
const STACK = /^\s+at .+(?:\(.*:\d+:\d+\)|:\d+:\d+)$|^(?:Uncaught )?(?:[A-Z]\w*)?Error(?: \[\w+\])?: |^node:internal/m;

/** Top-level fields a problem may name on its own (every other field has a path). */
const TOP_LEVEL = new Set(["name", "options", "combatants", "turns", "rotation", "defense", "id", "stats", "skills", "vitality", "hp", "willpower", "ap", "damageReduction", "initiative", "side"]);

/** Where a problem is: a field path (`turns[2].ap`, `options.apGrant`), a flag (`--runs`) or a line of the file. */
const WHERE = /^\s*(?:IC -?\d+, |FILE: )?(?<where>[A-Za-z_$][\w$]*(?:\[\d+\]|\["(?:[^"\\]|\\.)*"\]|\.[A-Za-z_$][\w$]*)*|--[a-z]+)(?:, [^:]*)?: \S/;
const LINE = /\bline \d+/;

/** Whether one problem line says where the problem is. */
function lineNamesField(line: string): boolean {
  if (LINE.test(line)) return true;
  const where = WHERE.exec(line)?.groups?.where;
  if (!where) return false;
  return where.startsWith("--") || /[[.]/.test(where) || TOP_LEVEL.has(where);
}

/**
 * Whether a refusal names what is at fault. A refusal is a header (`Invalid scenario x:`) and a
 * problem per line, or one line; the files' own paths are taken out first, so a file name never
 * passes for a field.
 */
export function namesField(message: string, paths: readonly string[] = []): boolean {
  let text = message;
  for (const path of paths) text = text.split(path).join("FILE");
  const lines = text.split("\n").filter((l) => l.trim() !== "");
  const problems = lines.filter((l) => !/:\s*$/.test(l));
  return problems.length > 0 && problems.every(lineNamesField);
}

/** Keys whose value may be null in the simulator's JSON; anywhere else null stands for a lost number. */
const NULLABLE = new Set(["defenseRoll", "defenseRefused", "defenseFace", "calledShot", "side", "technique", "note", "ongoing", "delayed", "winner"]);

function badNumberIn(value: unknown, path: string): string | null {
  if (typeof value === "number") return Number.isFinite(value) && Math.abs(value) <= Number.MAX_SAFE_INTEGER ? null : `${path} is ${value}`;
  if (value === null) return NULLABLE.has(path.replace(/.*[.\]]/, "")) ? null : `${path} is null`;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const bad = badNumberIn(value[i], `${path}[${i}]`);
      if (bad) return bad;
    }
    return null;
  }
  if (typeof value === "object" && value) {
    for (const [key, v] of Object.entries(value)) {
      const bad = badNumberIn(v, `${path}.${key}`);
      if (bad) return bad;
    }
  }
  return null;
}

/** A number the output should never hold: NaN, infinite, or too large for exact arithmetic. */
export function badNumbers(stdout: string, json: boolean): string | null {
  if (json) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(stdout);
    } catch {
      return "the --json output is not JSON";
    }
    return badNumberIn(parsed, "output");
  }
  const match = /\bNaN\b|\bInfinity\b|\d{16,}|\d(?:\.\d+)?e[+-]?\d+/.exec(stdout);
  return match ? `the output says ${match[0]}` : null;
}

/**
 * A run is accepted when it exits 0, refused when it exits 2 with a message and no stack trace,
 * a hang when it outlived its time limit, and a crash otherwise: a stack trace, an uncaught
 * error, a signal, or any other exit status.
 */
export function judge(run: RunResult, paths: readonly string[] = []): Judgement {
  if (run.timedOut) return { verdict: "hang", namesField: true, badNumbers: null };
  const stack = STACK.test(run.stderr) || STACK.test(run.stdout);
  if (run.status === 0 && !stack) return { verdict: "accepted", namesField: true, badNumbers: badNumbers(run.stdout, run.json) };
  if (run.status === 2 && !stack && run.stderr.trim() !== "") return { verdict: "refused", namesField: namesField(run.stderr, paths), badNumbers: null };
  return { verdict: "crash", namesField: true, badNumbers: null };
}
