import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { RULESET_EXTRAS } from "../../rules/registry";
import { runCommand } from "../command";
import { readScenarioFile } from "../ruleset-of";
import { formatRollkeepResult } from "./format";
import { runRollkeepMany } from "./many-runs";
import type { AttackEntry, RollkeepLogEntry } from "./log";
import { runRollkeepScenario } from "./run";
import { parseRollkeepScenario, type RollkeepScenario } from "./scenario";

const SCENARIOS = join(import.meta.dirname, "..", "..", "..", "scenarios", "rollkeep");
const SEEDS = Array.from({ length: 40 }, (_, i) => i + 1);

function scenarioText(text: string, source = "test.yaml"): RollkeepScenario {
  return parseRollkeepScenario(readScenarioFile(text, source).doc, source);
}
const sample = (file: string) => scenarioText(readFileSync(join(SCENARIOS, file), "utf8"), file);
const attacks = (log: readonly RollkeepLogEntry[]) => log.filter((e): e is AttackEntry => e.kind === "attack");

const TRAITS = "{ awareness: 2, reflexes: 2, willpower: 2, stamina: 2, intelligence: 2, agility: 3, perception: 2, strength: 2 }";
const ONE_CUT = `
name: One cut
ruleset: rollkeep
variant: core
rounds: 1
combatants:
  - { id: a, traits: ${TRAITS}, void: 2, skills: { kenjutsu: 3 }, initiative: 30 }
  - { id: b, traits: ${TRAITS}, void: 2, skills: { kenjutsu: 3 }, initiative: 20 }
turns:
  - actor: a
    target: b
    dice: [9, 8, 7, 1, 1, 1, 9, 8, 1, 1, 1]
`;

describe("rollkeep scenarios", () => {
  it("plays a scripted cut with fixed faces exactly: 6k3 rolls 24 against Armor TN 15, 5k2 deals 17, Grazed (AT1, AT4, C9)", () => {
    const result = runRollkeepScenario(scenarioText(ONE_CUT));
    expect(attacks(result.log)[0]).toMatchObject({ actor: "a", target: "b", pool: "6k3", roll: 24, tn: 15, hit: true, damagePool: "5k2", damage: 17, wounds: { taken: 17, total: 17, rank: "grazed" } });
    expect(result.round).toBe(1);
  });

  it("plays every bundled sample on forty seeds without a refusal", () => {
    for (const file of readdirSync(SCENARIOS)) for (const seed of SEEDS) expect(() => runRollkeepScenario(sample(file), seed), `${file}, seed ${seed}`).not.toThrow();
  });

  it("is the same fight for the same seed, with or without a log, and prints the JSON shape", () => {
    const mooks = sample("house-mooks.yaml");
    for (const seed of [1, 7]) {
      const once = runRollkeepScenario(mooks, seed);
      expect(runRollkeepScenario(mooks, seed)).toEqual(once);
      expect({ ...runRollkeepScenario(mooks, seed, false), log: once.log }).toEqual(once);
    }
    const out: string[] = [];
    expect(runCommand([join(SCENARIOS, "house-mooks.yaml"), "--json", "--seed", "3"], { out: (t) => out.push(t), err: (t) => out.push(t) })).toBe(0);
    expect(Object.keys(JSON.parse(out[0] ?? "{}") as object)).toEqual(["ruleset", "variant", "round", "winner", "initiative", "log", "combatants"]);
  });

  it("logs round by round: each round's order once, then its turns, each attack after its attacker's turn", () => {
    for (const file of ["house-mooks.yaml", "core-ambush.yaml"]) {
      const { log } = runRollkeepScenario(sample(file), 5);
      let round = 0;
      let lastTurn: string | null = null;
      for (const e of log) {
        if (e.kind === "round") {
          expect(e.round, file).toBe(round + 1);
          round = e.round;
        } else expect(e.round, file).toBe(round);
        if (e.kind === "turn") lastTurn = e.actor;
        if (e.kind === "attack") expect(e.actor, file).toBe(lastTurn);
      }
      expect(formatRollkeepResult(runRollkeepScenario(sample(file), 5))).toMatch(/^== .* \(roll-and-keep, (core|house) rules\) ==\nInitiative: /);
    }
  });

  it("house mooks: the fight ends with one side standing, no mook's damage past 2k2 without explosions (MK2), every fallen mook past its Out threshold (MK3)", () => {
    const mooks = sample("house-mooks.yaml");
    for (const seed of SEEDS) {
      const result = runRollkeepScenario(mooks, seed);
      const standing = new Set(result.combatants.filter((c) => c.state !== "out" && c.state !== "dead").map((c) => c.side));
      expect(result.round, `seed ${seed}`).toBeLessThanOrEqual(12);
      if (result.winner !== null) expect([...standing], `seed ${seed}`).toEqual([result.winner]);
      for (const a of attacks(result.log).filter((x) => x.actor.startsWith("bandit-"))) expect(a.damage ?? 0, `seed ${seed}`).toBeLessThanOrEqual(20);
      // Earth 2 mooks: Hurt at 9, Bloodied at 17, Out at 25, Dead at 29.
      for (const c of result.combatants.filter((x) => x.side === "bandits" && (x.state === "out" || x.state === "dead"))) expect(c.wounds, `seed ${seed}`).toBeGreaterThanOrEqual(c.state === "dead" ? 29 : 25);
    }
  });

  it("house bridge: Akodo's one-round blessing wears off in round 2's Readying Phase, logged once (W15)", () => {
    const { log } = runRollkeepScenario(sample("house-mooks.yaml"), SEEDS[0]!);
    expect(log.filter((e) => e.kind === "expired")).toEqual([{ round: 2, kind: "expired", actor: "akodo", effect: "blessing" }]);
  });

  it("grapples in both books: started, contested as each grappled turn begins, a Hit, then a Throw ending it with the foe Prone (G1–G3, G7–G9)", () => {
    for (const file of ["core-grapple.yaml", "house-grapple.yaml"]) {
      for (const seed of SEEDS.slice(0, 10)) {
        const result = runRollkeepScenario(sample(file), seed);
        const events = result.log.flatMap((e) => (e.kind === "grapple" ? e.events.map((g) => ({ round: e.round, ...g })) : []));
        const started = events.find((g) => g.kind === "start");
        expect(started, `${file} seed ${seed}`).toMatchObject({ attackerId: "hida", targetId: "ronin", tn: 15 });
        if (!started || started.kind !== "start" || !started.grappled) continue;
        // Every grappled turn in between began with the contest; the ronin never attacked while held.
        const ended = events.findIndex((g) => g.kind === "ended");
        expect(events.slice(1, ended < 0 ? undefined : ended).some((g) => g.kind === "contest"), `${file} seed ${seed}`).toBe(true);
        const heldTurns = result.log.filter((e) => e.kind === "turn" && e.actor === "ronin" && e.round <= 3);
        for (const t of heldTurns) if (t.kind === "turn" && t.round < 3) expect(t.refused ?? "", `${file} seed ${seed}`).toMatch(/grapple actions/);
        if (ended >= 0) expect(events[ended - 1]).toMatchObject({ kind: "thrown", byId: "hida", targetId: "ronin" });
      }
    }
  });

  it("guards: the ward's Armor TN is 10 higher against the foe's attack that round, the guard's 5 lower, and back in round 2 (M5, C6)", () => {
    const guarded = scenarioText(`
name: A guard
ruleset: rollkeep
variant: house
rounds: 2
combatants:
  - { id: yojimbo, side: crane, traits: ${TRAITS}, void: 2, skills: { kenjutsu: 3 }, initiative: 30 }
  - { id: lord, side: crane, traits: ${TRAITS}, void: 2, skills: { kenjutsu: 3 }, initiative: 20 }
  - { id: ronin, side: ronin, traits: ${TRAITS}, void: 2, skills: { kenjutsu: 3 }, initiative: 10 }
  - { id: kyoji, side: ronin, traits: ${TRAITS}, void: 2, skills: { kenjutsu: 3 }, initiative: 5 }
turns:
  - { actor: yojimbo, action: guard, target: lord }
  - { actor: lord, action: pass }
  - { actor: ronin, target: lord }
  - { actor: kyoji, target: yojimbo }
  - { actor: yojimbo, action: pass }
  - { actor: lord, action: pass }
  - { actor: ronin, target: lord }
`);
    const result = runRollkeepScenario(guarded, 5);
    expect(result.log.find((e) => e.kind === "turn" && e.actor === "yojimbo" && e.round === 1)).toMatchObject({ action: "guard", target: "lord" });
    const foes = attacks(result.log).filter((a) => a.actor === "ronin" || a.actor === "kyoji");
    expect(foes.slice(0, 3).map((a) => [a.actor, a.target, a.tn])).toEqual([
      ["ronin", "lord", 25],
      ["kyoji", "yojimbo", 10],
      ["ronin", "lord", 15],
    ]);
  });

  it("4e ambush: the Dazed ronin rolls Earth at each end of round against 20, 5 lower after each failure (CO2); the delayer acts last in round 1 (S2)", () => {
    for (const seed of SEEDS.slice(0, 10)) {
      const { log } = runRollkeepScenario(sample("core-ambush.yaml"), seed);
      const recoveries = log.filter((e) => e.kind === "recovery" && e.actor === "kyoji");
      recoveries.forEach((r, i) => expect(r).toMatchObject({ condition: "dazed", tn: 20 - 5 * i }));
      expect(recoveries.filter((r) => r.kind === "recovery" && r.recovered).length).toBeLessThanOrEqual(1);
      const roundOne = log.filter((e) => e.round === 1 && e.kind === "turn");
      expect(roundOne.find((e) => e.kind === "turn" && e.actor === "daidoji")).toMatchObject({ action: "delay" });
      expect(roundOne.at(-1)).toMatchObject({ actor: "daidoji", action: "attack" });
    }
  });
});

describe("rollkeep scenarios with Extra Attacks and standing modifiers", () => {
  const FAST = "{ awareness: 2, reflexes: 3, willpower: 2, stamina: 2, intelligence: 2, agility: 5, perception: 2, strength: 2 }";
  const STURDY = "{ awareness: 2, reflexes: 1, willpower: 5, stamina: 5, intelligence: 2, agility: 2, perception: 2, strength: 2 }";
  const scenario = (variant: string, stance: string) => `
name: Two cuts
ruleset: rollkeep
variant: ${variant}
rounds: 1
combatants:
  - { id: a, traits: ${FAST}, void: 5, insightRank: 2, skills: { kenjutsu: 7 }, stance: ${stance}, initiative: 30, modifiers: [{ target: damage, rolled: 1 }], tactics: { raises: 5, maneuvers: [extraAttack] } }
  - { id: b, traits: ${STURDY}, void: 2, skills: { kenjutsu: 1 }, stance: ${stance}, twoWeapons: true, modifiers: [{ target: armorTnMisc, flat: 3 }], initiative: 10 }
`;

  it.each([
    ["core", "attack"],
    ["house", "water"],
  ])("%s: the attack Extra Attack grants is taken at once, beyond the turn's actions (M3); the modifiers and two weapons count (D9, C6, AT8)", (variant, stance) => {
    let taken = 0;
    for (const seed of SEEDS) {
      const log = attacks(runRollkeepScenario(scenarioText(scenario(variant, stance)), seed).log);
      // B's Armor TN: 5 + 5 × Reflexes 1, Insight Rank 1 for two weapons and 3 from the advantage is 14; five raises add 25.
      expect(log[0]).toMatchObject({ actor: "a", tn: 39, raises: 5, maneuvers: ["extraAttack"] });
      // Katana 3k2, Strength 2, the mastery's +1k0.
      if (log[0]!.hit) expect(log[0]!.damagePool).toBe("6k2");
      const extra = log.filter((e) => e.extra);
      expect(extra.length, `seed ${seed}`).toBe(log[0]!.hit && log[0]!.effects.includes("an extra attack") ? 1 : 0);
      taken += extra.length;
    }
    expect(taken).toBeGreaterThan(0);
  });

  it("names a malformed modifier by its entry and field", () => {
    const bad = scenario("core", "attack").replace("{ target: damage, rolled: 1 }", "{ target: initiative, flat: 1 }");
    expect(() => scenarioText(bad)).toThrow(/combatants\[0\]\.modifiers\.0\.target/);
  });
});

describe("rollkeep iaijutsu duels", () => {
  it("to first blood: Assessment against 10 + 5 × Insight Rank, then Focus, then the strikes; the first striker who hits wins, a kharmic strike has no winner (DU2–DU4)", () => {
    const duel = sample("core-iaijutsu.yaml");
    const outcomes = new Set<string>();
    for (const seed of SEEDS) {
      const { log, winner } = runRollkeepScenario(duel, seed);
      expect(log.filter((e) => e.kind === "assessment").map((e) => (e.kind === "assessment" ? e.tn : 0))).toEqual([25, 25]);
      const focus = log.find((e) => e.kind === "focus");
      const strikes = attacks(log);
      expect(strikes.length).toBeLessThanOrEqual(2);
      const first = focus?.kind === "focus" ? focus.firstStriker : null;
      const firstHit = strikes.find((s) => s.actor === first)?.hit === true;
      const expected = first === null ? null : firstHit ? first : strikes.find((s) => s.actor !== first)?.hit ? strikes.find((s) => s.actor !== first)?.actor : null;
      const sides: Record<string, string> = { kakita: "crane", mirumoto: "dragon" };
      expect(winner, `seed ${seed}`).toBe(expected ? sides[expected] : null);
      outcomes.add(String(winner));
    }
    expect(outcomes.size).toBeGreaterThan(1);
  });

  it("to the death: both standing after the Strike fight on from round 2, in their own stances", () => {
    const duel = sample("house-iaijutsu.yaml");
    const goesOn = SEEDS.map((seed) => runRollkeepScenario(duel, seed)).find((r) => r.log.some((e) => e.kind === "duel" && e.result === "skirmish"));
    expect(goesOn).toBeDefined();
    const turn = goesOn?.log.find((e) => e.kind === "turn" && e.round === 2);
    expect(turn).toMatchObject({ stanceChanged: true });
  });
});

describe("rollkeep tactics through the port's offers", () => {
  const STURDY_TRAITS = "{ awareness: 2, reflexes: 2, willpower: 2, stamina: 4, intelligence: 2, agility: 3, perception: 2, strength: 2 }";
  const boosting = (voidPoints: number) =>
    scenarioText(`
ruleset: rollkeep
variant: core
rounds: 2
combatants:
  - { id: a, side: x, traits: ${STURDY_TRAITS}, void: 2, voidPoints: ${voidPoints}, skills: { kenjutsu: 3 }, initiative: 30, tactics: { voidBoost: true, stance: fullAttack } }
  - { id: b, side: y, traits: ${STURDY_TRAITS}, void: 2, skills: { kenjutsu: 3 }, initiative: 20, tactics: { stance: defense } }
`);
  const ownLog = (log: readonly RollkeepLogEntry[], id: string) => log.filter((e) => e.kind !== "grapple" && "actor" in e && e.actor === id);

  it("spends a Void Point's +1k1 while the port offers it, attacks without it once the point is gone, and takes the tactics stance where the port opens the choice (V1, V2, ST10, S3)", () => {
    const log = ownLog(runRollkeepScenario(boosting(1), 1).log, "a");
    expect(log.map((e) => (e.kind === "turn" ? [e.round, e.stance, e.stanceChanged, e.refused ?? null] : e.kind === "attack" ? [e.round, e.pool] : null))).toEqual([
      [1, "attack", false, null],
      [1, "7k4"],
      // Round 2: the only point was spent; Full Attack's +2k1 on 6k3.
      [2, "fullAttack", true, null],
      [2, "8k4"],
    ]);
  });

  it("attacks without Void when the declaration refuses the +1k1 the offer showed, as a table player unticks the box, rather than passing", () => {
    const offer = vi.spyOn(RULESET_EXTRAS.rollkeep.offers, "voidBoostOpen").mockReturnValue(true);
    try {
      const log = ownLog(runRollkeepScenario(boosting(0), 1).log, "a");
      expect(log.filter((e) => e.kind === "turn").map((e) => [e.action, e.refused ?? null])).toEqual([
        ["attack", null],
        ["attack", null],
      ]);
      expect(attacks(log).map((e) => e.pool)).toEqual(["6k3", "8k4"]);
    } finally {
      offer.mockRestore();
    }
  });

  it("keeps the stance it has where the port's stanceChoiceOpen closes the choice", () => {
    const open = vi.spyOn(RULESET_EXTRAS.rollkeep.offers, "stanceChoiceOpen").mockReturnValue(false);
    try {
      const turns = ownLog(runRollkeepScenario(boosting(1), 1).log, "a").filter((e) => e.kind === "turn");
      expect(turns.map((e) => [e.round, e.stance, e.stanceChanged])).toEqual([
        [1, "attack", false],
        [2, "attack", false],
      ]);
      expect(open).toHaveBeenCalled();
    } finally {
      open.mockRestore();
    }
  });
});

describe("rollkeep scenarios played many times (--runs)", () => {
  it("counts each side's wins over consecutive seeds, each run the same fight a single seeded run plays", () => {
    const duel = sample("core-iaijutsu.yaml");
    const summary = runRollkeepMany(duel, 60, 5);
    const one = Array.from({ length: 60 }, (_, i) => runRollkeepScenario(duel, 5 + i, false));
    const won = (side: string) => one.filter((r) => r.winner === side).length;
    expect(summary.wins).toEqual({ crane: won("crane"), dragon: won("dragon") });
    expect(summary.undecided).toBe(one.filter((r) => r.winner === null).length);
    expect(summary.wins.crane! + summary.wins.dragon! + summary.undecided).toBe(60);
    // A duel to first blood is settled by the strikes of round 1 (DU4).
    expect(summary.meanRoundsToVictory).toBe(1);
  });

  it("prints the win rates through the command, or their JSON; --runs on an IC scenario is refused", () => {
    const out: string[] = [];
    const io = { out: (t: string) => out.push(t), err: (t: string) => out.push(t) };
    expect(runCommand([join(SCENARIOS, "house-mooks.yaml"), "--runs", "20", "--seed", "3", "--json"], io)).toBe(0);
    const json = JSON.parse(out[0] ?? "") as { runs: number; wins: Record<string, number>; undecided: number; variant: string };
    expect(json).toMatchObject({ runs: 20, variant: "house" });
    expect(Object.values(json.wins).reduce((a, b) => a + b, 0) + json.undecided).toBe(20);
    expect(runCommand([join(SCENARIOS, "house-mooks.yaml"), "--runs", "20", "--seed", "3"], io)).toBe(0);
    expect(out[1]).toMatch(/^The bridge at Kosaten \(house\): 20 fights in [\d.]+s\n {2}lion: [\d.]+% wins\n {2}bandits: [\d.]+% wins\n {2}undecided: \d+; mean round to victory: [\d.]+$/);
    expect(runCommand([join(SCENARIOS, "..", "valley-of-the-end.yaml"), "--runs", "5"], io)).toBe(2);
    expect(out[2]).toMatch(/--runs: only duels, balance runs and roll-and-keep scenarios are counted/);
  });
});

describe("rollkeep files", () => {
  it("names the entry and field of every problem, and exits 2", () => {
    const bad = ONE_CUT.replace("variant: core", "variant: modern").replace("agility: 3", "agility: 11").replace("void: 2, skills", "void: 2, effects: { blessing: 0 }, skills").replace("target: b", "target: c").replace("rounds: 1", "rounds: 1\nduel: { stakes: honour }");
    expect(() => scenarioText(bad)).toThrow(/variant: must be one of core, house, not "modern"/);
    expect(() => scenarioText(bad)).toThrow(/combatants\[0\]\.traits\.agility: must be a whole number from 0 to 10, not 11/);
    expect(() => scenarioText(bad)).toThrow(/turns\[0\]\.target: "c" is not a combatant/);
    expect(() => scenarioText(bad)).toThrow(/duel\.stakes: must be one of firstBlood, death/);
    expect(() => scenarioText(bad)).toThrow(/combatants\[0\]\.effects\.blessing: must be a whole number from 1 to 100, not 0/);
    expect(() => scenarioText(ONE_CUT.replace("rounds: 1", "options: { variant: house }"))).toThrow(/options\.variant: is set by the file's `variant`/);
    const dir = mkdtempSync(join(tmpdir(), "rk-"));
    writeFileSync(join(dir, "other.yaml"), "ruleset: chess\n");
    const err: string[] = [];
    expect(runCommand([join(dir, "other.yaml")], { out: () => undefined, err: (t) => err.push(t) })).toBe(2);
    expect(err[0]).toMatch(/ruleset: must be one of ic, rollkeep, degrees, not "chess"/);
  });

  it("stops a scripted turn the rules refuse, naming the round and the turn", () => {
    const refused = ONE_CUT.replace("    target: b\n", "    target: b\n    stance: fullAttack\n");
    expect(() => runRollkeepScenario(scenarioText(refused))).toThrow(/round 1, turns\[0\]: stance fullAttack: the first round's stance is the one chosen at the start/);
  });
});
