import { describe, expect, it } from "vitest";
import { fixedDice } from "../../dice";
import { DEGREES_BASIC_ACTIONS } from "./actions";
import type { DegreesFighter } from "./fighter";
import { byId, fighter, lineUp, nextTurn, NO_DICE, O, rules } from "./test-fighters";

const strike = DEGREES_BASIC_ACTIONS.strike!;

/** a (initiative 12) strikes b (6) on its turn with faces 5 + 6, b Dodges: the difficulty b meets it with. */
function dodgeDc(b: Partial<Parameters<typeof fighter>[2]> = {}, around: object = {}): number {
  const step = nextTurn(lineUp(fighter("a", 12), fighter("b", 6, b)), 0);
  const fighters: DegreesFighter[] = step.fighters;
  const declared = rules.declare(byId(fighters, "a"), strike, { at: step.at, around }, O, NO_DICE);
  const attack = rules.attack.open(declared.actor, declared, { targetId: "b" }, byId(fighters, "b"), O, fixedDice([5, 6]));
  const answered = rules.attack.answer(attack, declared.actor, byId(fighters, "b"), { kind: "dodge" }, O, NO_DICE);
  const dodge = answered.attack.result?.steps.find((s) => s.step === "dodge");
  if (dodge?.step !== "dodge") throw new Error("no Dodge step");
  return dodge.dc;
}

describe("an attacker the target cannot see (M111, defenderAgainstUnseen)", () => {
  it("meets a target that cannot see it Unprepared, read as Unaware: its Dodge lost and −3 for that attack (M131)", () => {
    // Dodge 3: difficulty 9 + 3 = 12 in the open; unseen, 9 − 3 = 6.
    expect(dodgeDc()).toBe(12);
    expect(dodgeDc({}, { unseen: true })).toBe(6);
    expect(dodgeDc({}, { unseen: false })).toBe(12);
  });

  it("meets a Blind target Unprepared whatever the table stated, and keeps the stored situation free of it", () => {
    // Blind has no defence penalty of its own: what it loses is Unprepared's.
    expect(dodgeDc({ conditions: [{ id: "blind" }] })).toBe(6);
    expect(dodgeDc({ conditions: [{ id: "blind" }] }, { unseen: true })).toBe(6);
    const step = nextTurn(lineUp(fighter("a", 12), fighter("b", 6)), 0);
    const declared = rules.declare(byId(step.fighters, "a"), strike, { at: step.at, around: { unseen: true } }, O, NO_DICE);
    const attack = rules.attack.open(declared.actor, declared, { targetId: "b" }, byId(step.fighters, "b"), O, fixedDice([5, 6]));
    expect(attack.situation.unseen).toBe(true);
    expect(byId(step.fighters, "b").conditions).toEqual([]);
  });
});
