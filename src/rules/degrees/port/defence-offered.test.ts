import { describe, expect, it } from "vitest";
import { fixedDice } from "../../dice";
import { DEGREES_BASIC_ACTIONS } from "./actions";
import { degreesDefenceOffered } from "./attack-flow";
import type { DegreesAnswer } from "./attack-state";
import type { DegreesFighter } from "./fighter";
import { byId, fighter, lineUp, nextTurn, NO_DICE, O, rules } from "./test-fighters";

const kunai = rules.actionFromItem({ name: "Kunai", type: "dgWeapon", system: { accuracy: "melee", damage: 1, weight: "light" } })!;
const wall = rules.actionFromItem({ name: "Earth Wall", type: "dgTechnique", system: { defensive: true, chakraCost: 5, action: "movement" } })!.defence!;

const ANSWERS: readonly DegreesAnswer[] = [{ kind: "dodge" }, { kind: "block" }, { kind: "anticipate" }, { kind: "evade" }, { kind: "technique", technique: "Earth Wall" }, { kind: "technique", technique: "Mud Wall" }];

/** a's attack at b, opened with these faces, b as given. */
function opened(faces: number[], b: Partial<Parameters<typeof fighter>[2]>, action = kunai) {
  const step = nextTurn(lineUp(fighter("a", 12), fighter("b", 6, b)), 0);
  const declared = rules.declare(byId(step.fighters, "a"), action, { at: step.at }, O, NO_DICE);
  const target: DegreesFighter = byId(step.fighters, "b");
  return { flow: rules.attack.open(declared.actor, declared, { targetId: "b" }, target, O, fixedDice(faces)), attacker: declared.actor, target };
}

describe("one defence offered alone (what the simulator's tactics ask of every attack)", () => {
  const cases = {
    "an open attack, the wall known": opened([5, 6], { defences: [wall] }),
    "an attack Block is refused against (no weapon in hand)": opened([5, 6], { wielding: null, defences: [wall] }),
    "a critical hit, settled before any defence": opened([8, 7], { defences: [wall] }),
    "a Feint, answered by no defence": opened([6, 6, 1, 1], { defences: [wall] }, DEGREES_BASIC_ACTIONS.feint!),
  };
  for (const [name, { flow, attacker, target }] of Object.entries(cases)) {
    it(`is what the whole list offers for that answer, or null when it lists none: ${name}`, () => {
      const all = rules.attack.defenses(flow, attacker, target, O);
      for (const answer of ANSWERS) {
        const listed = all.find((d) => d.kind === answer.kind && (answer.kind !== "technique" || d.name === answer.technique)) ?? null;
        expect(degreesDefenceOffered(flow, attacker, target, answer, O), JSON.stringify(answer)).toEqual(listed);
      }
    });
  }

  it("offers some defences refused and some not, so the comparison can tell them apart", () => {
    const { flow, attacker, target } = cases["an attack Block is refused against (no weapon in hand)"];
    expect(degreesDefenceOffered(flow, attacker, target, { kind: "dodge" }, O)?.refused).toBeNull();
    expect(degreesDefenceOffered(flow, attacker, target, { kind: "block" }, O)?.refused).toBe("degrees.unarmedBlock");
    const critical = cases["a critical hit, settled before any defence"];
    expect(degreesDefenceOffered(critical.flow, critical.attacker, critical.target, { kind: "evade" }, O)?.refused).toBe("degrees.criticalHit");
    expect(degreesDefenceOffered(flow, attacker, target, { kind: "technique", technique: "Mud Wall" }, O)).toBeNull();
    expect(degreesDefenceOffered(flow, attacker, target, { kind: "help", help: "takeHit", by: attacker }, O)).toBeNull();
    expect(degreesDefenceOffered(flow, attacker, target, { kind: "allyTechnique", technique: "Earth Wall", by: attacker }, O)).toBeNull();
  });
});

describe("two defensive techniques of one name, told apart by their items' ids", () => {
  const cheap = { ...wall, id: "wallCheap" };
  const dear = { ...wall, chakraCost: 30, id: "wallDear" };
  const { flow, attacker, target } = opened([5, 6], { defences: [cheap, dear] });

  it("offers each with its own id and its own refusal (19 chakra pays the cheap one only)", () => {
    const techniques = rules.attack.defenses(flow, attacker, target, O).filter((d) => d.kind === "technique");
    expect(techniques.map((d) => [d.id, d.refused])).toEqual([
      ["wallCheap", null],
      ["wallDear", "degrees.notEnoughChakra"],
    ]);
    expect(degreesDefenceOffered(flow, attacker, target, { kind: "technique", technique: "Earth Wall", techniqueId: "wallDear" }, O)?.refused).toBe("degrees.notEnoughChakra");
  });

  it("answers with the one the answer's id names, paying its chakra, and refuses an id it does not know", () => {
    const answered = rules.attack.answer(flow, attacker, target, { kind: "technique", technique: "Earth Wall", techniqueId: "wallCheap" }, O, fixedDice([8, 8]));
    expect(answered.defender.chakra).toBe(target.chakra - 5);
    // The dear one, which it cannot pay for, is an invalid defence: the attacker's automatic success (M23), nothing paid.
    const dearAnswered = rules.attack.answer(flow, attacker, target, { kind: "technique", technique: "Earth Wall", techniqueId: "wallDear" }, O, fixedDice([8, 8]));
    expect([answered.attack.result?.hit, dearAnswered.attack.result?.hit, dearAnswered.defender.chakra]).toEqual([false, true, target.chakra]);
    expect(() => rules.attack.answer(flow, attacker, target, { kind: "technique", technique: "Earth Wall", techniqueId: "nobody" }, O, fixedDice([8, 8]))).toThrow(/knows no defensive technique/);
  });
});
