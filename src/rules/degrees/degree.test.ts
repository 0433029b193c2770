import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fixedDice } from "../dice";
import { automaticDegree, damageDegree, isCriticalFailure, isCriticalHit } from "./degree";
import { DEFAULT_DEGREES_OPTIONS as O } from "./options";
import { checkFromFaces, rollCheck } from "./roll";

describe("a 2d8 check", () => {
  it("keeps the natural sum apart from the total", () => {
    const roll = rollCheck(5, [{ label: "cover", value: 3 }], fixedDice([4, 8]));
    expect(roll).toMatchObject({ faces: [4, 8], natural: 12, total: 20 });
  });
});

describe("damageDegree", () => {
  it("reads the degree bands of the natural roll", () => {
    expect([2, 3, 4, 8, 9, 11, 12, 14, 15, 16].map((n) => damageDegree(n, O))).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 4, 4]);
  });

  it("makes a natural 2 or 3 a critical failure and 15 or 16 a critical hit", () => {
    expect([2, 3, 4].map((n) => isCriticalFailure(n, O))).toEqual([true, true, false]);
    expect([14, 15, 16].map((n) => isCriticalHit(n, O))).toEqual([false, true, true]);
  });

  it("gives an automatic success at least the first degree", () => {
    expect(automaticDegree(2, O)).toBe(1);
    expect(automaticDegree(13, O)).toBe(3);
  });

  it("is monotone in the natural roll and stays within 0..4, for any critical range", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 16 }), fc.integer({ min: 2, max: 16 }), fc.integer({ min: 4, max: 16 }), (a, b, crit) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const dLo = damageDegree(lo, O, crit);
        const dHi = damageDegree(hi, O, crit);
        expect(dLo).toBeLessThanOrEqual(dHi);
        expect(dLo).toBeGreaterThanOrEqual(0);
        expect(dHi).toBeLessThanOrEqual(4);
        expect(automaticDegree(lo, O, crit)).toBeGreaterThanOrEqual(1);
      }),
    );
  });

  it("depends on the dice alone, never on the accuracy", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 8 }), fc.integer({ min: -20, max: 40 }), (x, y, accuracy) => {
        const roll = checkFromFaces([x, y], accuracy);
        expect(damageDegree(roll.natural, O)).toBe(damageDegree(checkFromFaces([x, y], 0).natural, O));
      }),
    );
  });
});
