import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fightDuel, parseDuellist, runDuels } from "./duel";
import { formatResult } from "./format";
import { runScenario } from "./run";
import { parseScenario } from "./scenario";

const ROOT = join(import.meta.dirname, "..", "..");
const DEMO = readFileSync(join(ROOT, "scenarios", "valley-of-the-end.yaml"), "utf8");

const TRAINING = `
name: Training ground
combatants:
  - id: ino
    name: Ino
    stats: { str: 30, dex: 40, agi: 30, res: 30, cha: 50, xp: 0 }
    vitality: 400
    hp: 150
    initiative: 12
  - id: shikamaru
    name: Shikamaru
    stats: { str: 30, dex: 40, agi: 30, res: 30, cha: 40, xp: 0 }
    vitality: 400
    hp: 150
    initiative: 16
turns:
  - actor: ino
    action: { name: Perform Handseals, speed: 14, variable: true }
  - actor: shikamaru
    action: Basic Unarmed
    target: ino
    dice: [14, 3, 4]
    defense: { action: Dodge, dice: [9] }
`;

describe("scenarios", () => {
  it("plays the issue's example: Shikamaru's punch on IC 0 lands for 2d4 (3+4) + 2×8 = 23", () => {
    const result = runScenario(parseScenario(TRAINING));
    expect(result.initiative).toEqual({ ino: 12, shikamaru: 16 });
    const attack = result.log.find((e) => e.attack);
    expect(attack?.ic).toBe(0);
    expect(attack?.attack).toMatchObject({ accuracy: 14, defenseRoll: 12, damageRolled: 23 });
    // Ino's dodge failed by 2: 40% of 23, rounded down.
    expect(attack?.attack?.damage).toBe(9);
    const ino = result.combatants.find((c) => c.id === "ino")!;
    expect(ino).toMatchObject({ vitality: 391, nextIc: 4 + 14 + 2 });
    expect(result.combatants.find((c) => c.id === "shikamaru")?.nextIc).toBe(8);
  });

  it("names the entry and field of every problem", () => {
    const bad = TRAINING.replace("str: 30, dex: 40, agi: 30, res: 30, cha: 50", "str: -3, dex: 40, agi: 30, res: 30, cha: 50").replace("target: ino", "target: naruto").replace("action: Basic Unarmed", "action: Basic Unarmd");
    expect(() => parseScenario(bad, "bad.yaml")).toThrow(/combatants\[0\]\.stats\.str: must be a whole number >= 0, not -3/);
    expect(() => parseScenario(bad, "bad.yaml")).toThrow(/turns\[1\]\.target: "naruto" is not a combatant/);
    expect(() => parseScenario(bad, "bad.yaml")).toThrow(/turns\[1\]\.action: "Basic Unarmd" is not a basic action/);
  });

  it("refuses a Speed 0 attack and an unknown defense", () => {
    const bad = TRAINING.replace("action: Basic Unarmed", "action: { name: Jab, speed: 0, damage: { dice: 1d4 } }").replace("action: Dodge", "action: Duck");
    expect(() => parseScenario(bad)).toThrow(/turns\[1\]\.action\.speed: must be a whole number >= 1/);
    expect(() => parseScenario(bad)).toThrow(/turns\[1\]\.defense\.action: must be Dodge, Parry, Block or none/);
  });

  it("reports rule violations during play with the turn that caused them", () => {
    const greedy = TRAINING.replace("dice: [14, 3, 4]", "ap: 4\n    dice: [14, 3, 4]");
    expect(() => runScenario(parseScenario(greedy))).toThrow(/IC 0, turns\[1\]: Shikamaru has only 0 AP, not 4/);
  });

  it("is reproducible for a seed and varies across seeds", () => {
    const scenario = parseScenario(DEMO);
    expect(runScenario(scenario, 5)).toEqual(runScenario(scenario, 5));
    const totals = new Set([1, 2, 3, 4, 5, 6].map((seed) => runScenario(scenario, seed).combatants.map((c) => c.vitality).join()));
    expect(totals.size).toBeGreaterThan(1);
  });

  it("prints a readable IC-by-IC log of the demo", () => {
    const text = formatResult(runScenario(parseScenario(DEMO)));
    expect(text).toMatch(/^== Training ground at dusk ==/);
    expect(text).toContain("-- IC 0");
    expect(text).toMatch(/rin: Perform Handseals \(Speed 10\) → next IC 10/);
    expect(text).toMatch(/== After IC \d+ ==/);
  });
});

describe("the sim command", () => {
  const run = (...args: string[]) => spawnSync(process.execPath, [join(ROOT, "scripts", "run-ts.mjs"), join(ROOT, "src", "sim", "cli.ts"), ...args], { encoding: "utf8", cwd: ROOT });

  it("prints the JSON shape the issue specifies", () => {
    const dir = mkdtempSync(join(tmpdir(), "sim-"));
    writeFileSync(join(dir, "s.yaml"), TRAINING);
    const out = JSON.parse(execFileSync(process.execPath, [join(ROOT, "scripts", "run-ts.mjs"), join(ROOT, "src", "sim", "cli.ts"), join(dir, "s.yaml"), "--json", "--seed", "3"], { encoding: "utf8", cwd: ROOT })) as {
      ic: number;
      log: { ic: number; actor: string; action: string }[];
      combatants: { id: string; nextIc: number; ap: number; vitality: number; hp: number; fatigue: number; statuses: unknown[]; wounds: unknown[] }[];
    };
    expect(out.ic).toBe(6);
    expect(out.log[0]).toMatchObject({ ic: 0, actor: "shikamaru", action: "Basic Unarmed", speed: 8, nextIc: 8 });
    expect(Object.keys(out.combatants[0]!)).toEqual(expect.arrayContaining(["id", "nextIc", "ap", "vitality", "hp", "fatigue", "statuses", "wounds"]));
  });

  it("exits non-zero with the message for an invalid scenario", () => {
    const dir = mkdtempSync(join(tmpdir(), "sim-"));
    writeFileSync(join(dir, "bad.yaml"), "name: x\ncombatants: []\n");
    const result = run(join(dir, "bad.yaml"));
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("combatants: needs at least one combatant");
  });
});

describe("duels", () => {
  const a = parseDuellist(readFileSync(join(ROOT, "scenarios", "duel", "brawler.yaml"), "utf8"), "brawler.yaml");
  const b = parseDuellist(readFileSync(join(ROOT, "scenarios", "duel", "ninjutsu.yaml"), "utf8"), "ninjutsu.yaml");

  it("fights to incapacitation and names a winner", () => {
    const { winner, ic } = fightDuel(a, b, 11);
    expect(["brawler", "caster"]).toContain(winner);
    expect(ic).toBeGreaterThan(0);
  });

  it("accounts for every run as a win or a draw", () => {
    const summary = runDuels(a, b, 40, 1);
    expect(summary.wins.brawler! + summary.wins.caster! + summary.draws).toBe(40);
    expect(summary.meanIcToVictory).toBeGreaterThan(0);
  });
});
