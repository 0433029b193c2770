import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { RULESET_EXTRAS } from "../../rules/registry";
import { runCommand } from "../command";
import { readScenarioFile } from "../ruleset-of";
import { ScenarioError } from "../validate";
import { readDegreesDuellist, runDegreesDuels } from "./duel";
import { formatDegreesResult } from "./format";
import type { AttackEntry, DegreesLogEntry } from "./log";
import { runDegreesScenario } from "./run";
import { parseDegreesScenario, type DegreesScenario } from "./scenario";

const SCENARIOS = join(import.meta.dirname, "..", "..", "..", "scenarios", "degrees");
const SEEDS = Array.from({ length: 40 }, (_, i) => i + 1);

function scenarioText(text: string, source = "test.yaml"): DegreesScenario {
  return parseDegreesScenario(readScenarioFile(text, source).doc, source);
}
const sample = (file: string) => scenarioText(readFileSync(join(SCENARIOS, file), "utf8"), file);
const duellist = (file: string) => readDegreesDuellist(readFileSync(join(SCENARIOS, "duel", file), "utf8"), file);
const attacks = (log: readonly DegreesLogEntry[]) => log.filter((e): e is AttackEntry => e.kind === "attack");
const fileProblem = (fn: () => unknown): string => {
  try {
    fn();
  } catch (error) {
    if (error instanceof ScenarioError) return error.message;
    throw error;
  }
  throw new Error("expected the file to be refused");
};

const NINJA = "attributes: { strength: 3, dexterity: 3, vigor: 3, spirit: 3 }, level: 2, accuracies: { melee: 3, ranged: 3, dodge: 3, anticipate: 2 }, notice: 2";

describe("degrees scenarios", () => {
  it("plays a scripted strike with fixed faces exactly: 2d8 of 16 is a critical, degree 4, and a lethal one bleeds (M34, M36)", () => {
    const result = runDegreesScenario(
      scenarioText(`
ruleset: degrees
rounds: 1
combatants:
  - { id: a, ${NINJA}, initiative: 12, weapon: { name: Kunai, damage: 1 } }
  - { id: b, ${NINJA}, initiative: 5 }
turns:
  - { actor: a, action: Kunai, target: b, dice: [8, 8] }
`),
    );
    expect(attacks(result.log)[0]).toMatchObject({ actor: "a", target: "b", roll: 19, natural: 16, decided: "criticalHit", hit: true, critical: true, degree: 4, damage: 12, hp: 17, gains: ["bleeding"] });
  });

  it("plays every bundled scenario on forty seeds without a refusal", () => {
    for (const file of readdirSync(SCENARIOS).filter((f) => f.endsWith(".yaml"))) for (const seed of SEEDS) expect(() => runDegreesScenario(sample(file), seed), `${file}, seed ${seed}`).not.toThrow();
  });

  it("is the same fight for the same seed, with or without a log, and prints the JSON shape", () => {
    const ambush = sample("ambush.yaml");
    for (const seed of [1, 7]) {
      const once = runDegreesScenario(ambush, seed);
      expect(runDegreesScenario(ambush, seed)).toEqual(once);
      expect({ ...runDegreesScenario(ambush, seed, false), log: once.log }).toEqual(once);
    }
    const out: string[] = [];
    expect(runCommand([join(SCENARIOS, "ambush.yaml"), "--json", "--seed", "3"], { out: (t) => out.push(t), err: (t) => out.push(t) })).toBe(0);
    const json = JSON.parse(out[0] ?? "{}") as { combatants: object[] };
    expect(Object.keys(json)).toEqual(["ruleset", "round", "winner", "initiative", "log", "combatants"]);
    expect(Object.keys(json.combatants[0] ?? {})).toEqual(["id", "name", "side", "hp", "nonLethal", "state", "chakra", "conditions"]);
  });

  it("logs round by round: each round once, every turn's entry before its attack, and a readable account", () => {
    for (const seed of SEEDS.slice(0, 10)) {
      const { log, combatants, round } = runDegreesScenario(sample("ambush.yaml"), seed);
      const rounds = log.filter((e) => e.kind === "round").map((e) => e.round);
      expect(rounds).toEqual(Array.from({ length: rounds.length }, (_, i) => i));
      expect(log.every((e, i) => i === 0 || e.round >= (log[i - 1] as DegreesLogEntry).round)).toBe(true);
      log.forEach((e, i) => {
        if (e.kind === "attack") expect(log.slice(0, i).findLast((x) => x.kind === "turn")).toMatchObject({ actor: e.actor, target: e.target });
      });
      expect(combatants).toHaveLength(7);
      expect(round).toBeLessThanOrEqual(10);
    }
    const text = formatDegreesResult(runDegreesScenario(sample("ambush.yaml"), 1));
    expect(text).toMatch(/^== Ambush on the smugglers' road \(degrees of success\) ==\nInitiative: /);
    expect(text).toContain("-- Surprise round\n   chief is caught by surprise: Flat-footed and Unaware");
    expect(text).toMatch(/-- Round 1\n/);
  });

  it("lets only the aware act in the surprise round, and the caught act from round 1 (M12)", () => {
    for (const seed of SEEDS) {
      const { log } = runDegreesScenario(sample("ambush.yaml"), seed);
      const surprise = log.filter((e) => e.round === 0);
      expect(surprise.filter((e) => e.kind === "caught").map((e) => e.kind === "caught" && e.actor)).toEqual(["chief", "porter-1", "porter-2", "porter-3", "porter-4"]);
      expect(surprise.filter((e) => e.kind === "turn").map((e) => e.kind === "turn" && e.actor).sort()).toEqual(["hana", "ren"]);
      expect(log.some((e) => e.round === 1 && e.kind === "turn" && e.actor === "chief")).toBe(true);
    }
  });

  it("ends a condition on the holder's own turn, not on another's (M3): Dizzy for one turn ends as the slower fighter's turn ends", () => {
    const { log } = runDegreesScenario(
      scenarioText(`
ruleset: degrees
rounds: 2
combatants:
  - { id: fast, ${NINJA}, initiative: 15, tactics: { rotation: [move] } }
  - { id: slow, ${NINJA}, initiative: 4, conditions: [{ id: dizzy, turns: 1 }], tactics: { rotation: [strike] } }
`),
    );
    const shown = log.filter((e) => e.round === 1 && e.kind !== "attack").map((e) => `${e.kind}${"actor" in e ? ` ${e.actor}` : ""}`);
    expect(shown).toEqual(["round", "turn fast", "turn slow", "expired slow"]);
  });

  it("keeps every attack within the bounds the rules set: natural 2–16, degree 0–4, damage at most four times the base (M34)", () => {
    const bases: Record<string, number> = { hana: 2 + 2, ren: Math.ceil(5 / 2) + 3, chief: 2 + 2, "porter-1": 1, "porter-2": 1, "porter-3": 1, "porter-4": 1 };
    let hits = 0;
    for (const seed of SEEDS) {
      for (const a of attacks(runDegreesScenario(sample("ambush.yaml"), seed).log)) {
        expect(a.natural).toBeGreaterThanOrEqual(2);
        expect(a.natural).toBeLessThanOrEqual(16);
        expect(a.degree).toBeGreaterThanOrEqual(0);
        expect(a.degree).toBeLessThanOrEqual(4);
        if (!a.hit) expect(a.damage).toBe(0);
        if (a.critical) expect(a.degree).toBe(4);
        expect(a.damage).toBeLessThanOrEqual(4 * Math.max(bases[a.actor] ?? 0, 2));
        if (a.hit && a.damage > 0) hits++;
      }
    }
    expect(hits).toBeGreaterThan(200);
  });

  it("knocks out a mercy strike's victim left to the attacker by the port's mercyFate, as the table's Knock out does (M61)", () => {
    const file = scenarioText(`
ruleset: degrees
rounds: 1
combatants:
  - { id: a, side: x, ${NINJA}, initiative: 12, weapon: { name: Kunai, damage: 1 } }
  - { id: b, side: y, ${NINJA}, initiative: 6, hp: 40, conditions: [paralyzed] }
turns:
  - { actor: a, action: Kunai, target: b, mercy: true }
`);
    const fate = vi.spyOn(RULESET_EXTRAS.degrees, "mercyFate");
    try {
      // Seed 3: the victim's Vigor is 8 against 10, so its fate is the attacker's; seed 1: 16, it survives awake.
      const failed = runDegreesScenario(file, 3);
      expect(attacks(failed.log)[0]?.effects).toEqual(["mercy strike: Vigor 8 vs 10, its fate is the attacker's: knocked out"]);
      expect(fate).toHaveBeenCalledTimes(1);
      expect(fate.mock.calls[0]?.[1]).toBe("knockOut");
      const knocked = fate.mock.results[0]?.value as unknown;
      expect(knocked).toMatchObject({ id: "b", conditions: expect.arrayContaining([{ id: "unconscious", source: "mercyStrike" }]) });
      expect(failed.combatants.find((c) => c.id === "b")?.conditions).toEqual(["paralyzed", "bleeding", "unconscious"]);
      const survived = runDegreesScenario(file, 1);
      expect(fate).toHaveBeenCalledTimes(1);
      expect(survived.combatants.find((c) => c.id === "b")?.conditions).toEqual(["paralyzed", "bleeding"]);
    } finally {
      fate.mockRestore();
    }
  });

  it("refuses a file's problems, each named by its field", () => {
    expect(fileProblem(() => scenarioText(`ruleset: degrees\ncombatants: [{ id: a, ${NINJA}, weapon: { name: Scimitar, critMin: 20 } }]`))).toContain("combatants[0].weapon.critMin: must be a whole number from 2 to 16");
    expect(fileProblem(() => scenarioText(`ruleset: degrees\ncombatants: [{ id: a, ${NINJA}, tactics: { rotation: [fly] } }]`))).toContain('combatants[0].tactics.rotation[0]: "fly" is neither a basic action');
    expect(fileProblem(() => scenarioText(`ruleset: degrees\noptions: { dcTie: sometimes }\ncombatants: [{ id: a, attributes: { strength: 300, dexterity: 3, vigor: 3, spirit: 3 } }]`))).toMatch(/options\.dcTie: must be one of meet, beat[\s\S]*combatants\[0\]\.attributes\.strength: must be a whole number from -10 to 100/);
    expect(fileProblem(() => scenarioText(`ruleset: degrees\ncombatants: [{ id: a, ${NINJA}, conditions: [sleepy] }]\nturns: [{ actor: b, action: strike }]`))).toMatch(/combatants\[0\]\.conditions\[0\]: must be one of[\s\S]*turns\[0\]\.actor: "b" is not a combatant/);
    expect(fileProblem(() => readScenarioFile("ruleset: degreez", "x.yaml"))).toContain("ruleset: must be one of ic, rollkeep, degrees");
  });

  it("stops on a scripted turn the rules refuse, naming the round and the turn", () => {
    const refused = fileProblem(() =>
      runDegreesScenario(
        scenarioText(`
ruleset: degrees
combatants:
  - { id: a, ${NINJA}, initiative: 12 }
  - { id: b, ${NINJA}, initiative: 5 }
turns:
  - { actor: a, action: standUp }
`),
      ),
    );
    expect(refused).toBe("round 1, turns[0]: Only someone lying down stands up");
  });
});

describe("degrees duels", () => {
  it("plays seeded duels to a winner, the same for the same seeds, and prints them through the command", () => {
    const a = duellist("kenjutsu.yaml");
    const b = duellist("ninjutsu.yaml");
    const summary = runDegreesDuels(a, b, 200, 1);
    expect(runDegreesDuels(a, b, 200, 1)).toEqual(summary);
    expect((summary.wins.kenjutsu ?? 0) + (summary.wins.ninjutsu ?? 0) + summary.draws).toBe(200);
    expect(Math.min(summary.wins.kenjutsu ?? 0, summary.wins.ninjutsu ?? 0)).toBeGreaterThan(40);
    expect(summary.meanRoundsToVictory).toBeGreaterThan(1);
    const out: string[] = [];
    expect(runCommand(["duel", join(SCENARIOS, "duel", "kenjutsu.yaml"), join(SCENARIOS, "duel", "ninjutsu.yaml"), "--runs", "50", "--json"], { out: (t) => out.push(t), err: (t) => out.push(t) })).toBe(0);
    expect(Object.keys(JSON.parse(out[0] ?? "{}") as object)).toEqual(["ruleset", "runs", "wins", "draws", "meanRoundsToVictory", "seconds"]);
  });

  it("refuses a duel between rulesets, and a duellist file's problem by its field", () => {
    const err: string[] = [];
    expect(runCommand(["duel", join(SCENARIOS, "duel", "kenjutsu.yaml"), join(SCENARIOS, "..", "duel", "brawler.yaml")], { out: () => undefined, err: (t) => err.push(t) })).toBe(2);
    expect(err[0]).toMatch(/brawler\.yaml: ruleset: a duel is fought under one ruleset/);
    expect(fileProblem(() => readDegreesDuellist(`{ ruleset: degrees, id: a, ${NINJA}, count: 2 }`, "a.yaml"))).toContain("duellist.count: a duellist fights alone");
  });
});
