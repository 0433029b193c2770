import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCommand } from "./command";
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
    expect(() => parseScenario(bad, "bad.yaml")).toThrow(/combatants\[0\]\.stats\.str: must be a whole number from 0 to 1000, not -3/);
    expect(() => parseScenario(bad, "bad.yaml")).toThrow(/turns\[1\]\.target: "naruto" is not a combatant/);
    expect(() => parseScenario(bad, "bad.yaml")).toThrow(/turns\[1\]\.action: "Basic Unarmd" is not a basic action/);
  });

  it("refuses a Speed 0 attack and an unknown defense", () => {
    const bad = TRAINING.replace("action: Basic Unarmed", "action: { name: Jab, speed: 0, damage: { dice: 1d4 } }").replace("action: Dodge", "action: Duck");
    expect(() => parseScenario(bad)).toThrow(/turns\[1\]\.action\.speed: must be a whole number from 1 to 1000, not 0/);
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

describe("input no scenario may get past", () => {
  const problems = (text: string) => {
    try {
      parseScenario(text, "x.yaml");
    } catch (error) {
      return (error as Error).message;
    }
    return "accepted";
  };

  it("names the line and column of a file that is not YAML", () => {
    expect(problems("name: x\nname: y\n")).toMatch(/^Invalid scenario x\.yaml:\n {2}line 2, column 1: not valid YAML: Map keys must be unique/);
    expect(problems("- just\n- a list\n")).toMatch(/line 1: a scenario is a mapping/);
    expect(() => parseDuellist("rotation: [ {", "d.yaml")).toThrow(/Invalid duellist d\.yaml:\n {2}line \d+, column \d+: not valid YAML/);
  });

  it("finds no action, defence or combatant in what every object inherits (__proto__, constructor, toString)", () => {
    for (const name of ["__proto__", "constructor", "toString", "hasOwnProperty"]) {
      expect(problems(TRAINING.replace("action: Basic Unarmed", `action: ${name}`))).toContain(`turns[1].action: "${name}" is not a basic action`);
      expect(problems(TRAINING.replace("action: Dodge", `action: ${name}`))).toContain("turns[1].defense.action: must be Dodge, Parry, Block or none");
      expect(problems(TRAINING.replace("target: ino", `target: ${name}`))).toContain(`turns[1].target: "${name}" is not a combatant`);
    }
    // An inline action named like an inherited member is just a name, with no basic action behind it.
    expect(problems(TRAINING.replace("action: Basic Unarmed", "action: { name: constructor, speed: 8, damage: { dice: 2d4 } }"))).toBe("accepted");
  });

  it("plays a combatant whose id is __proto__ like any other", () => {
    const result = runScenario(parseScenario(TRAINING.replaceAll("ino", "__proto__")));
    expect(Object.keys(result.initiative)).toContain("__proto__");
    expect(result.combatants.map((c) => c.id)).toContain("__proto__");
  });

  it("refuses numbers past their range, text for numbers, NaN and infinities, naming the field", () => {
    expect(problems(TRAINING.replace("vitality: 400", "vitality: 1e300"))).toContain("combatants[0].vitality: must be a whole number from 1 to 1000000, not 1e+300");
    expect(problems(TRAINING.replace("str: 30, dex: 40", "str: .nan, dex: 40"))).toContain("combatants[0].stats.str: must be a whole number from 0 to 1000, not NaN");
    expect(problems(TRAINING.replace("initiative: 12", 'initiative: "12"'))).toContain('combatants[0].initiative: must be a whole number from -1000 to 1000, not "12"');
    expect(problems(TRAINING.replace("dice: [14, 3, 4]", "dice: [14, .inf]"))).toContain("turns[1].dice[1]: must be a whole number from 1 to 10000, not Infinity");
    expect(problems(TRAINING.replace("speed: 14", "speed: 99999999999999999999"))).toContain("turns[0].action.speed: must be a whole number from 0 to 1000");
    expect(problems(TRAINING.replace("hp: 150\n    initiative: 12", "hp: 150\n    ap: 16\n    initiative: 12"))).toContain("combatants[0].ap: must be a whole number from 0 to 15, not 16");
  });

  it("checks the scenario's rule options and dice formulas, and names a misspelt field instead of ignoring it", () => {
    expect(problems(`options: { apGrant: 1e300 }\n${TRAINING}`)).toContain("options.apGrant: must be a whole number from 0 to 100");
    expect(problems(TRAINING.replace("action: Basic Unarmed", "action: { name: Jab, speed: 4, damage: { dice: 1d0 } }"))).toContain('turns[1].action.damage.dice: "1d0" is not a dice formula: a die needs at least one face');
    expect(problems(`options: { maxDicePerRoll: 10 }\n${TRAINING.replace("action: Basic Unarmed", "action: { name: Jab, speed: 4, damage: { dice: 20d6 } }")}`)).toContain("turns[1].action.damage.dice: 20d6: 20 dice in one roll, more than the 10 the rule option maxDicePerRoll allows");
    expect(problems(TRAINING.replace("vitality: 400", "vitalty: 400"))).toContain("combatants[0].vitalty: is not a field here");
  });

  it("names the turn when a face it fixes cannot be rolled, and when the fight would run past the longest a scenario may last", () => {
    expect(() => runScenario(parseScenario(TRAINING.replace("dice: [14, 3, 4]", "dice: [14, 9, 4]")))).toThrow(/^turns\[1\]\.dice\[1\]: 9 is not a roll of the d4 the rules roll there$/);
    const slow = TRAINING.replace("action: { name: Perform Handseals, speed: 14, variable: true }", "action: Block\n    length: 1000").replace("  - actor: shikamaru", "  - actor: ino\n    action: Block\n    length: 1000\n".repeat(10) + "  - actor: shikamaru");
    expect(() => runScenario(parseScenario(slow))).toThrow(/^turns\[\d+\]: the scenario would run past IC 10000/);
  });

  it("names the duellist's rotation entry the rules refuse during a duel", () => {
    const duellist = (id: string, rotation: string) => parseDuellist(`id: ${id}\nstats: { str: 30, dex: 30, agi: 30, res: 30, cha: 30 }\nrotation:\n  - ${rotation}\n`, `${id}.yaml`);
    const volley = duellist("a", "{ name: Volley, kind: weapon, speed: 5, multiThrow: { weapon: kunai, count: 5 }, damage: { dice: 2d6 } }");
    expect(() => runDuels(volley, duellist("b", "Basic Unarmed"), 1)).toThrow(/^a\.yaml: duellist\.rotation\[0\]: DEX 30 allows at most 3 weapons in one multi-throw, not 5 \(duel with seed 1, IC \d+\)$/);
    expect(() => runDuels(volley, duellist("a", "Basic Unarmed"), 1)).toThrow(/duellist\.id: "a" is the other duellist's id too/);
  });

  it("checks a rotation's new action though the duel before checked what stood in its place", () => {
    const duellist = (id: string, rotation: string) => parseDuellist(`id: ${id}\nstats: { str: 30, dex: 30, agi: 30, res: 30, cha: 30 }\nrotation:\n  - ${rotation}\n`, `${id}.yaml`);
    const a = duellist("a", "Basic Unarmed");
    const b = duellist("b", "Basic Unarmed");
    expect(() => runDuels(a, b, 1)).not.toThrow();
    // The same duellist, its rotation's only action swapped for one the rules refuse (a Speed of text).
    a.rotation[0] = { ...(a.rotation[0] as (typeof a.rotation)[number]), name: "Slow Jab", speed: "5" as unknown as number };
    expect(() => runDuels(a, b, 1)).toThrow(/^a\.yaml: duellist\.rotation\[0\]: Slow Jab: speed must be a whole number/);
  });
});

describe("the command's arguments", () => {
  const run = (...args: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const status = runCommand(args, { out: (t) => out.push(t), err: (t) => err.push(t) });
    return { status, out: out.join("\n"), err: err.join("\n") };
  };
  const demo = join(ROOT, "scenarios", "valley-of-the-end.yaml");

  it("refuses a flag out of range, given twice or unknown, naming it", () => {
    expect(run(demo, "--seed", "1e300")).toMatchObject({ status: 2, err: '--seed: must be a whole number from 0 to 4294967295, not "1e300"' });
    expect(run(demo, "--seed", "3", "--seed", "4")).toMatchObject({ status: 2, err: "--seed: given twice" });
    expect(run(demo, "--fast")).toMatchObject({ status: 2, err: expect.stringMatching(/^--fast: not an option/) });
    expect(run("duel", "a.yaml", "b.yaml", "--runs", "0")).toMatchObject({ status: 2, err: expect.stringMatching(/^--runs: must be a whole number from 1 to 1000000/) });
    expect(run(join(ROOT, "missing.yaml"))).toMatchObject({ status: 2, err: expect.stringMatching(/missing\.yaml: cannot be read$/) });
  });

  it("prints its usage on --help", () => {
    expect(run("--help")).toMatchObject({ status: 0, out: expect.stringContaining("npm run sim -- duel") });
  });
});
