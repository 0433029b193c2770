import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { judge, namesField } from "./classify";
import { fuzzFiles } from "./files";
import { fuzzFights } from "./fights";
import { chooser, mutate } from "./mutate";

const ROOT = join(import.meta.dirname, "..", "..", "..");

describe("judging a run of the simulator command", () => {
  const run = (status: number | null, stderr: string, stdout = "", timedOut = false) => ({ status, signal: null, timedOut, stdout, stderr, json: false });

  it("tells a refusal naming its fields from a crash, a hang and an unnamed refusal", () => {
    expect(judge(run(2, "Invalid scenario x:\n  turns[2].ap: must be a whole number from 0 to 1000, not -1"))).toMatchObject({ verdict: "refused", namesField: true });
    expect(judge(run(2, "IC 4, turns[3]: Kaito has only 0 AP, not 4"))).toMatchObject({ verdict: "refused", namesField: true });
    expect(judge(run(2, "something went wrong"))).toMatchObject({ verdict: "refused", namesField: false });
    expect(judge(run(1, "TypeError: x is undefined\n    at f (file.js:1:2)"))).toMatchObject({ verdict: "crash" });
    expect(judge(run(2, "Error: boom\n    at f (/a/b.js:10:3)"))).toMatchObject({ verdict: "crash" });
    expect(judge(run(null, "", "", true))).toMatchObject({ verdict: "hang" });
  });

  it("never takes a file's own name for a field", () => {
    expect(namesField("Invalid duellist /tmp/x/brawler.yaml:\n  /tmp/x/brawler.yaml: cannot be read", ["/tmp/x/brawler.yaml"])).toBe(false);
    expect(namesField("Error: boom")).toBe(false);
    expect(namesField('duellist["odd key"]: is not a field here')).toBe(true);
    expect(namesField("line 4, column 1: not valid YAML: Map keys must be unique")).toBe(true);
  });

  it("finds lost numbers in an accepted run's output", () => {
    expect(judge({ ...run(0, "", '{"ic": 4, "combatants": [{"vitality": null}]}'), json: true }).badNumbers).toBe("output.combatants[0].vitality is null");
    expect(judge(run(0, "", "kaito: Vitality NaN")).badNumbers).toMatch(/NaN/);
    expect(judge(run(0, "", "kaito: Vitality 300")).badNumbers).toBeNull();
  });
});

describe("mutations", () => {
  it("are the same for a seed and differ across seeds", () => {
    const text = "name: x\ncombatants:\n  - id: a\n    stats: { str: 30 }\n";
    expect(mutate(text, chooser(5))).toEqual(mutate(text, chooser(5)));
    const outcomes = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((seed) => mutate(text, chooser(seed)).text));
    expect(outcomes.size).toBeGreaterThan(4);
  });
});

// The seeded short run `npm test` makes of `npm run fuzz` (docs/testing.md): the files through
// the real command in child processes, and random fights through the port.
describe("the fuzzer, a short seeded run", () => {
  it("runs 60 mutated scenario and duellist files: no crash, no hang, every refusal names its field, no lost number", async () => {
    const report = await fuzzFiles({
      seed: 11,
      count: 60,
      entry: join(ROOT, "src", "sim", "cli.ts"),
      scenarios: [join(ROOT, "scenarios", "valley-of-the-end.yaml")],
      duellists: [join(ROOT, "scenarios", "duel", "brawler.yaml"), join(ROOT, "scenarios", "duel", "ninjutsu.yaml")],
      timeoutMs: 5000,
      jobs: 2,
      duelRuns: 50,
    });
    expect(report.runs).toBe(60);
    expect(report.findings.map((f) => `${f.verdict} #${f.case.index}: ${f.case.mutations.join("; ")}\n${f.output}`)).toEqual([]);
    expect({ crashes: report.crashes, hangs: report.hangs, unnamed: report.unnamedRefusals, badNumbers: report.badNumbers }).toEqual({ crashes: 0, hangs: 0, unnamed: 0, badNumbers: 0 });
    // The mutations leave some files playable: the run exercises the fights, not only the parser.
    expect(report.accepted).toBeGreaterThan(0);
    expect(report.refused).toBeGreaterThan(0);
  }, 120_000);

  it("plays 2,000 random fights through the port with every invariant kept", () => {
    const report = fuzzFights({ seed: 3, count: 2000 });
    expect(report.samples).toEqual([]);
    expect(report.violations).toBe(0);
    expect(report.fights).toBe(2000);
    // The fights reach what the invariants watch: attacks, refusals, many moments.
    expect(report.attacks).toBeGreaterThan(10_000);
    expect(report.refusals).toBeGreaterThan(1000);
  }, 120_000);
});
