import { describe, expect, it } from "vitest";
import { refusalOf } from "../../../../tests/fixtures/refusals";
import { DEGREES_BASIC_ACTIONS } from "./actions";
import { degreesChakraPays } from "./declare";
import { copyOf, type DegreesFighter } from "./fighter";
import { fixedDice } from "../../dice";
import { byId, fighter, lineUp, nextTurn, NO_DICE, O, rules } from "./test-fighters";

const strike = DEGREES_BASIC_ACTIONS.strike!;
const katana = rules.actionFromItem({ name: "Katana", type: "dgWeapon", system: { accuracy: "melee", damage: 3, weight: "medium" } })!;
const blast = rules.actionFromItem({ name: "Blast", type: "dgTechnique", system: { chakraCost: 19, powerLevel: 2, damage: { source: "ninpou" } } })!;

/** `a` on its turn in round 1 (initiative 12), facing `b` (6). */
function aOnTurn(more: Parameters<typeof fighter>[2] = {}): { a: DegreesFighter; at: number } {
  const step = nextTurn(lineUp(fighter("a", 12, more), fighter("b", 6)), 0);
  return { a: byId(step.fighters, "a"), at: step.at };
}

/** Every field of the fighter, each the same value (or the same object) it held before. */
function expectUntouched(f: DegreesFighter, before: DegreesFighter): void {
  for (const key of Object.keys(before) as (keyof DegreesFighter)[]) expect(f[key], key).toBe(before[key]);
}

describe("an owned declaration (the simulator's) changes the fighter in place, and only once nothing refuses it", () => {
  it("declares an attack on the fighter itself, ending as the copying declaration does", () => {
    const { a, at } = aOnTurn();
    const copied = rules.declare(a, katana, { at, stance: "fightDefensively" }, O, NO_DICE);
    expect(copied.actor).not.toBe(a);
    const own = copyOf(a);
    const owned = rules.declare(own, katana, { at, stance: "fightDefensively" }, O, NO_DICE, true);
    expect(owned.actor).toBe(own);
    expect(owned.actor).toEqual(copied.actor);
    expect(owned.attack).toEqual(copied.attack);
    expect([own.stance, own.actions.standard]).toEqual(["fightDefensively", false]);
  });

  it("pays a technique's chakra in place, Exhausted at 0, as the copy does (M49)", () => {
    const { a, at } = aOnTurn();
    const own = copyOf(a);
    const owned = rules.declare(own, blast, { at }, O, NO_DICE, true);
    expect(owned.actor).toBe(own);
    expect(owned.actor).toEqual(rules.declare(a, blast, { at }, O, NO_DICE).actor);
    expect([own.chakra, own.conditions]).toEqual([0, [{ id: "exhausted", source: "chakra" }]]);
  });

  it("leaves a fighter untouched when its last check, the chakra, refuses the technique: the Strike it falls back on then starts from it", () => {
    const { a, at } = aOnTurn({ chakra: 3 });
    const own = copyOf(a);
    expect(refusalOf(() => rules.declare(own, blast, { at }, O, NO_DICE, true)).code).toBe("degrees.notEnoughChakra");
    expectUntouched(own, a);
    const struck = rules.declare(own, strike, { at }, O, NO_DICE, true);
    expect(struck.actor).toEqual(rules.declare(a, strike, { at }, O, NO_DICE).actor);
  });

  it("answers degreesChakraPays as the declaration decides: false exactly when it refuses for chakra, true at the exact cost and for an Overcome (M48, M75)", () => {
    for (const chakra of [3, 18, 19, 20]) {
      const { a, at } = aOnTurn({ chakra });
      const refused = chakra < 19;
      expect(degreesChakraPays(a, blast, { at })).toBe(!refused);
      if (refused) expect(refusalOf(() => rules.declare(a, blast, { at }, O, NO_DICE)).code).toBe("degrees.notEnoughChakra");
      else expect(rules.declare(a, blast, { at }, O, NO_DICE).actor.chakra).toBe(chakra - 19);
      expect(degreesChakraPays(a, strike, { at })).toBe(true);
      expect(degreesChakraPays(a, blast, { at, overcome: { base: 0 } })).toBe(true);
    }
  });

  it("leaves a fighter untouched when a later check refuses a stance it had set (a second opportunity attack in a round, M55)", () => {
    const { a, at } = aOnTurn();
    const once = rules.declare(a, katana, { at, opportunity: true }, O, NO_DICE);
    const own = copyOf(once.actor);
    expect(refusalOf(() => rules.declare(own, katana, { at, opportunity: true, stance: "fightDefensively" }, O, NO_DICE, true)).code).toBe("degrees.limitReached");
    expectUntouched(own, once.actor);
  });

  it("still copies a fighter for an action that is no attack", () => {
    const { a, at } = aOnTurn();
    const own = copyOf(a);
    const moved = rules.declare(own, DEGREES_BASIC_ACTIONS.move!, { at }, O, NO_DICE, true);
    expect(moved.actor).not.toBe(own);
    expectUntouched(own, a);
  });
});

describe("an owned settling (the simulator's)", () => {
  it("changes the list and its fighters in place only when its last argument, owned, says so: the one before it is detail", () => {
    const step = nextTurn(lineUp(fighter("a", 12), fighter("b", 6)), 0);
    const declared = rules.declare(byId(step.fighters, "a"), katana, { at: step.at }, O, NO_DICE);
    const opened = rules.attack.open(declared.actor, declared, { targetId: "b" }, byId(step.fighters, "b"), O, fixedDice([5, 6]));
    const answered = rules.attack.answer(opened, declared.actor, byId(step.fighters, "b"), { kind: "dodge" }, O, NO_DICE);
    const outcomes = rules.attack.outcomes(rules.attack.damage(answered.attack, declared.actor, answered.defender, null, O, NO_DICE), declared.actor);
    const b = byId(step.fighters, "b");
    const hp = b.hp;
    const detailed = rules.settle(step.fighters, outcomes, step.at, O, NO_DICE, true);
    expect([detailed.combatants === step.fighters, b.hp]).toEqual([false, hp]);
    const own = step.fighters.map(copyOf);
    const owned = rules.settle(own, outcomes, step.at, O, NO_DICE, false, true);
    expect(owned.combatants).toBe(own);
    expect(byId(own, "b").hp).toEqual(byId(detailed.combatants, "b").hp);
    expect(byId(own, "b").hp.hp).toBeLessThan(hp.hp);
  });
});
