import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fixedDice } from "../../dice";
import { RULESET_EXTRAS } from "../../registry";
import type { DegreesFighter } from "./fighter";
import { fighter, O } from "./test-fighters";

const { rollInitiativeFor } = RULESET_EXTRAS.degrees;

// The test fighters' initiative bonus is Dexterity 3 + Notice 2 = 5.
const BONUS = 5;
const unplaced = (id: string, more: Partial<DegreesFighter> = {}): DegreesFighter => ({ ...fighter(id, null), ...more });

describe("who rolls initiative for a set of fighters (M5, M8, M86)", () => {
  it("rolls 1d8 + Dexterity + Notice for each one asked, in the fighters' order, and says who threw", () => {
    const heard: string[] = [];
    const rolls = rollInitiativeFor([unplaced("a"), unplaced("b")], { underWay: false }, O, fixedDice([3, 6]), (f) => heard.push(f.id));
    expect(rolls).toEqual({ a: 3 + BONUS, b: 6 + BONUS });
    expect(heard).toEqual(["a", "b"]);
  });

  it("gives a group one roll (M8): the first member's, or the value of a member already placed and not asked", () => {
    const grunts = [unplaced("g1", { group: "bandits" }), unplaced("g2", { group: "bandits" }), unplaced("solo")];
    expect(rollInitiativeFor(grunts, { underWay: false }, O, fixedDice([2, 7]))).toEqual({ g1: 2 + BONUS, g2: 2 + BONUS, solo: 7 + BONUS });
    const placed = { ...fighter("g0", 14), group: "bandits" };
    const rolls = rollInitiativeFor([placed, ...grunts], { asked: new Set(["g1", "g2"]), underWay: true }, O, fixedDice([]));
    expect(rolls).toEqual({ g1: 14, g2: 14 });
  });

  it("takes a given value instead of a roll, and shares it with the group like one", () => {
    const rolls = rollInitiativeFor([unplaced("a", { group: "x" }), unplaced("b", { group: "x" })], { given: { a: 20 }, underWay: false }, O, fixedDice([]));
    expect(rolls).toEqual({ a: 20, b: 20 });
  });

  it("never rolls for a partner of a fighter present (M86), but rolls for one whose owner is not in the fight, or names itself", () => {
    const owner = unplaced("kiba");
    const hound = unplaced("hound", { partnerOf: "kiba" });
    expect(rollInitiativeFor([owner, hound], { underWay: false }, O, fixedDice([4]))).toEqual({ kiba: 4 + BONUS });
    expect(rollInitiativeFor([hound], { underWay: false }, O, fixedDice([4]))).toEqual({ hound: 4 + BONUS });
    expect(rollInitiativeFor([unplaced("self", { partnerOf: "self" })], { underWay: false }, O, fixedDice([1]))).toEqual({ self: 1 + BONUS });
  });

  it("asks for a placing when only a partner is asked, and for none when no one asked rolls", () => {
    const owner = fighter("kiba", 12);
    const hound = unplaced("hound", { partnerOf: "kiba" });
    expect(rollInitiativeFor([owner, hound], { asked: new Set(["hound"]), underWay: true }, O, fixedDice([]))).toEqual({});
    expect(rollInitiativeFor([owner, hound], { asked: new Set(), underWay: true }, O, fixedDice([]))).toBeNull();
  });

  it("before the fight, places again everyone already placed (a partner of one present excepted); once under way, only those asked", () => {
    const fighters = [fighter("old", 9), unplaced("new"), { ...fighter("pet", 9), partnerOf: "old" }];
    const asked = new Set(["new"]);
    expect(rollInitiativeFor(fighters, { asked, underWay: false }, O, fixedDice([2]))).toEqual({ new: 2 + BONUS, old: 9 });
    expect(rollInitiativeFor(fighters, { asked, underWay: true }, O, fixedDice([2]))).toEqual({ new: 2 + BONUS });
  });

  it("throws one die per value rolled, never one for a partner or a member whose group already has its value", () => {
    const arbitrary = fc.array(fc.record({ group: fc.constantFrom(null, "a", "b"), partner: fc.boolean() }), { minLength: 1, maxLength: 8 });
    fc.assert(
      fc.property(arbitrary, (specs) => {
        const fighters = specs.map((s, i) => unplaced(`f${i}`, { group: s.group, ...(s.partner && i > 0 ? { partnerOf: "f0" } : {}) }));
        let thrown = 0;
        const rolls = rollInitiativeFor(fighters, { underWay: false }, O, { roll: () => (thrown++, 1) }) ?? {};
        const leaders = fighters.filter((f) => f.partnerOf === undefined);
        const groups = new Set(leaders.flatMap((f) => (f.group === null ? [] : [f.group])));
        expect(thrown).toBe(leaders.filter((f) => f.group === null).length + groups.size);
        expect(Object.keys(rolls).sort()).toEqual(leaders.map((f) => f.id).sort());
      }),
    );
  });
});
