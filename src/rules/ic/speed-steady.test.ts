import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { resolveDefense } from "./defense";
import { halfUp } from "./speed";
import { blockingOn } from "./resolve/attack";
import { newCombatant } from "./combatant";

// The "read once" round made these faster without changing a result: halfUp is checked against
// the arithmetic it replaced, the others against what the rules say they give.
describe("read once: the same results", () => {
  it("halfUp halves whole Speeds in integer arithmetic exactly as Math.ceil does, and fractions as before", () => {
    fc.assert(fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), (n) => halfUp(n) === Math.ceil(n / 2)));
    fc.assert(fc.property(fc.double({ min: -1000, max: 1000, noNaN: true }), (x) => Object.is(halfUp(x), Math.ceil(x / 2)) || (halfUp(x) === 0 && Math.ceil(x / 2) === 0)));
    expect(halfUp(2 ** 31)).toBe(2 ** 30);
  });

  it("resolveDefense with no `how` is the dodge-like defence, and partialSuccess false is all or nothing", () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 60 }), fc.integer({ min: -10, max: 60 }), (accuracy, roll) => {
        expect(resolveDefense(accuracy, roll)).toEqual(resolveDefense(accuracy, roll, { partialSuccess: true }));
        expect(resolveDefense(accuracy, roll, {})).toEqual(resolveDefense(accuracy, roll));
      }),
    );
    expect(resolveDefense(15, 14, { partialSuccess: false })).toMatchObject({ outcome: "hit", damageFraction: 1 });
  });

  it("blockingOn: only a running Block that lasts to the IC", () => {
    const c = newCombatant({ id: "a", name: "A", stats: { str: 10, dex: 10, agi: 10, res: 10, cha: 10, xp: 0 } });
    expect(blockingOn(c, 5)).toBe(false);
    c.ongoing = { name: "Block", role: "block", startedIc: 1, untilIc: 5 };
    expect(blockingOn(c, 5)).toBe(true);
    expect(blockingOn(c, 6)).toBe(false);
    c.ongoing = { name: "Seals", role: "handseals", startedIc: 1, untilIc: 9 };
    expect(blockingOn(c, 5)).toBe(false);
  });
});
