import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readScenarioFile } from "../ruleset-of";
import type { AttackEntry, DegreesLogEntry } from "./log";
import { runDegreesScenario } from "./run";
import { parseDegreesScenario, type DegreesScenario } from "./scenario";

const SCENARIOS = join(import.meta.dirname, "..", "..", "..", "scenarios", "degrees");
const scenarioText = (text: string, source = "test.yaml"): DegreesScenario => parseDegreesScenario(readScenarioFile(text, source).doc, source);
const attacks = (log: readonly DegreesLogEntry[]) => log.filter((e): e is AttackEntry => e.kind === "attack");
const NINJA = "attributes: { strength: 3, dexterity: 3, vigor: 3, spirit: 3 }, level: 2, accuracies: { melee: 3, ranged: 3, dodge: 3, anticipate: 2 }, notice: 2";

/** a throws three shuriken at b, and c (Quick Draw, a shuriken of its own with `more` fields) steps in to deflect them (M65). */
const deflection = (more: string): DegreesScenario =>
  scenarioText(`
ruleset: degrees
rounds: 1
combatants:
  - { id: a, side: x, ${NINJA}, initiative: 12, weapon: { name: Shuriken, accuracy: ranged, damage: 1, thrown: true, thrownCount: 3 } }
  - { id: b, side: y, ${NINJA}, initiative: 6, weapon: { name: Kunai, damage: 1 } }
  - { id: c, side: y, ${NINJA}, initiative: 4, quickDraw: true, weapon: { name: Shuriken, accuracy: ranged, damage: 1, thrown: true, thrownCount: 3${more} } }
turns:
  - { actor: a, action: Shuriken, target: b, dice: [3, 4, 6, 5], aid: { by: c, kind: deflect } }
`);

describe("partners in the simulator (M84–M88)", () => {
  it("plays each partner right after its owner, in the owner's turn, every round it acts (partners-and-mounts, 40 seeds)", () => {
    const scenario = parseDegreesScenario(readScenarioFile(readFileSync(join(SCENARIOS, "partners-and-mounts.yaml"), "utf8"), "partners-and-mounts.yaml").doc, "partners-and-mounts.yaml");
    const owners: Record<string, string> = { hayate: "tsubasa", gamaru: "okabe" };
    let partnerTurns = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const turns = runDegreesScenario(scenario, seed).log.flatMap((e) => (e.kind === "turn" ? [e] : []));
      turns.forEach((e, i) => {
        const owner = owners[e.actor];
        // A fallen owner's turn passes with no entry: its partner still acts in it.
        if (owner === undefined || !turns.some((t) => t.round === e.round && t.actor === owner)) return;
        partnerTurns++;
        const before = turns.slice(0, i).reverse().find((t) => owners[t.actor] === undefined);
        expect(before && [before.round, before.actor], `seed ${seed}, round ${e.round}`).toEqual([e.round, owner]);
      });
    }
    expect(partnerTurns).toBeGreaterThan(40);
  });

  it("calls two partners with one command and divides each attack by the three standard actions the group has this round, none skipped: ÷3 each (M85, M87, E16)", () => {
    const weapon = "weapon: { name: Kunai, damage: 3 }";
    const result = runDegreesScenario(
      scenarioText(`
ruleset: degrees
rounds: 1
combatants:
  - { id: a, side: x, ${NINJA}, initiative: 12, ${weapon} }
  - { id: p1, side: x, partnerOf: a, ${NINJA}, ${weapon} }
  - { id: p2, side: x, partnerOf: a, ${NINJA}, ${weapon} }
  - { id: b, side: y, ${NINJA}, initiative: 4, hp: 60 }
turns:
  - { actor: a, action: Kunai, target: b, dice: [5, 5] }
  - { actor: p1, action: Kunai, target: b, dice: [5, 5] }
  - { actor: p2, action: Kunai, target: b, dice: [5, 5] }
`),
    );
    expect(result.log.filter((e) => e.kind === "summoned").map((e) => ("partner" in e ? e.partner : ""))).toEqual(["p1", "p2"]);
    // Base ⌈3 / 2⌉ + 3 = 5, degree 2 from the natural 10: ⌈5 / 3⌉ × 2 for each, the text's "divided by three".
    expect(attacks(result.log).filter((a) => a.target === "b").map((a) => [a.actor, a.damage])).toEqual([["a", 4], ["p1", 4], ["p2", 4]]);
  });

  it("refuses a partner of a partner in a file, naming the field", () => {
    expect(() =>
      scenarioText(`
ruleset: degrees
combatants:
  - { id: a, ${NINJA} }
  - { id: b, ${NINJA}, partnerOf: a }
  - { id: c, ${NINJA}, partnerOf: b }
`),
    ).toThrow(/combatants\[2\]\.partnerOf: "b" is itself a partner/);
  });

  it("scares a common mount as the fight starts, as the table does (M91, the port's scareMountsAtStart): the rider thrown off is Unbalanced", () => {
    const scenario = scenarioText(`
ruleset: degrees
rounds: 1
combatants:
  - { id: rider, side: leaf, mountedOn: horse, acrobatics: 1, ${NINJA} }
  - { id: horse, side: leaf, mount: common, ${NINJA} }
  - { id: toadRider, side: leaf, mountedOn: toad, ${NINJA} }
  - { id: toad, side: leaf, mount: special, ${NINJA} }
  - { id: foe, side: sand, ${NINJA} }
`);
    const outcomes = new Set<boolean>();
    for (let seed = 1; seed <= 30; seed++) {
      const result = runDegreesScenario(scenario, seed);
      const scared = result.log.filter((e) => e.kind === "scared");
      // Only the common mount's rider checks; the special toad keeps its head (M92).
      expect(scared.map((e) => [e.actor, e.mount, e.dc])).toEqual([["rider", "horse", 12]]);
      const check = scared[0]!;
      expect(check.kept).toBe(check.total >= 12);
      outcomes.add(check.kept);
      if (!check.kept) expect(result.combatants.find((c) => c.id === "rider")?.conditions).toContain("unbalanced");
    }
    expect([...outcomes].sort()).toEqual([false, true]);
  });

  it("refuses a mount kind other than common or special, naming the field", () => {
    expect(() => scenarioText(`
ruleset: degrees
combatants:
  - { id: a, ${NINJA}, mount: horse }
`)).toThrow(/combatants\[0\]\.mount/);
  });

  it("puts a partner on its owner's side, whatever its file says, as the table does (M84, the port's partnerPlace)", () => {
    const scenario = scenarioText(`
ruleset: degrees
combatants:
  - { id: a, side: leaf, ${NINJA} }
  - { id: b, side: sand, ${NINJA}, partnerOf: a }
  - { id: c, side: sand, ${NINJA} }
`);
    expect(scenario.entries.map((e) => [e.id, e.fighter.side, e.fighter.group])).toEqual([
      ["a", "leaf", null],
      ["b", "leaf", null],
      ["c", "sand", null],
    ]);
  });

  it("lets an ally deflect the shuriken thrown at its friend, and a partner take a blow for its owner (M65, M77)", () => {
    const result = runDegreesScenario(deflection(", quantity: 6"));
    expect(attacks(result.log)[0]).toMatchObject({ target: "b", hit: false, damage: 0, effects: ["c deflects for b: done (14 vs 10)"] });
    // b (faster) calls its hound in its first turn; the hound moves, keeping its standard action, and throws itself in front of a's blow.
    const helped = runDegreesScenario(
      scenarioText(`
ruleset: degrees
rounds: 1
combatants:
  - { id: a, side: x, ${NINJA}, initiative: 6, weapon: { name: Kunai, damage: 1 } }
  - { id: b, side: y, ${NINJA}, initiative: 12, tactics: { rotation: [move] } }
  - { id: hound, side: y, partnerOf: b, ${NINJA}, tactics: { rotation: [move] } }
turns:
  - { actor: a, action: Kunai, target: b, dice: [4, 5, 8, 8], aid: { by: hound, kind: takeHit } }
`),
    );
    expect(attacks(helped.log)[0]).toMatchObject({ actor: "a", target: "hound", hit: true, degree: 2, damage: 6, hp: 29 - 6, effects: ["hound takes the hit for b: done (18 vs 12)"] });
    expect(helped.combatants.find((c) => c.id === "b")?.hp).toBe(29);
  });

  it("counts a thrown weapon's quantity to hand, 1 when the file leaves it out, as the table's sheet does; never its thrownCount (M65, the port's gear.thrownReady)", () => {
    expect(() => runDegreesScenario(deflection(""), 1)).toThrow("Deflecting needs 3 thrown weapons; 1 in hand");
    expect(() => runDegreesScenario(deflection(", quantity: 2"), 1)).toThrow("Deflecting needs 3 thrown weapons; 2 in hand");
    expect(attacks(runDegreesScenario(deflection(", quantity: 3"), 1).log)[0]).toMatchObject({ target: "b", hit: false, effects: ["c deflects for b: done (14 vs 10)"] });
    expect(() => deflection(", quantity: -1")).toThrow("combatants[2].weapon.quantity: must be a whole number from 0 to 10000, not -1");
  });

  it("plays a held action at the round's end where the GM allows it, and loses it there otherwise (M17)", () => {
    const file = (allowed: boolean, release: boolean) => `
ruleset: degrees
rounds: 2
options: { heldAtRoundEnd: ${allowed} }
combatants:
  - { id: a, ${NINJA}, initiative: 12, weapon: { name: Kunai, damage: 1 }, tactics: { rotation: [move] } }
  - { id: b, ${NINJA}, initiative: 5, tactics: { rotation: [move] } }
turns:
  - { actor: a, action: hold, keep: standard }
${release ? "  - { actor: a, action: Kunai, target: b, release: true }" : ""}
`;
    const allowed = runDegreesScenario(scenarioText(file(true, true)), 3).log.filter((e) => e.round === 1).map((e) => `${e.kind} ${"actor" in e ? e.actor : ""}`.trim());
    expect(allowed).toEqual(["round", "turn a", "turn b", "turn a", "attack a"]);
    const lost = runDegreesScenario(scenarioText(file(false, false)), 3).log.filter((e) => e.round === 1);
    expect(lost.at(-1)).toEqual({ round: 1, kind: "lapsed", actor: "a", kept: "held" });
    const unused = runDegreesScenario(scenarioText(file(true, false)), 3).log;
    expect(unused.find((e) => e.kind === "lapsed")).toEqual({ round: 2, kind: "lapsed", actor: "a", kept: "held" });
  });
});
