import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { seededDice } from "./dice-source";

/**
 * mulberry32 as seededDice read before its faces were taken in integers (issue 14): the oracle the
 * simulator's goldens were made with, which every face must match bit for bit.
 */
function divisionDice(seed: number): (sides: number) => number {
  let state = seed | 0;
  return (sides) => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const unit = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return 1 + Math.floor(unit * sides);
  };
}

// Every die a rule rolls, the edges of the integer path (0, 1, 2^16 - 1) and sides it leaves to the division.
const sides = fc.oneof(
  fc.constantFrom(2, 3, 4, 6, 8, 10, 12, 20, 100),
  fc.integer({ min: 0, max: 0xffff }),
  fc.constantFrom(0, 1, 0xffff, 0x10000, 0x10001, 2 ** 31, 2 ** 32, 1e15, -1, -20, 2.5, 19.999, Number.MAX_SAFE_INTEGER),
  fc.integer({ min: 0x10000, max: 2 ** 40 }),
  fc.double({ min: -1e6, max: 1e12, noNaN: true }),
);

describe("seededDice", () => {
  it("rolls the faces of the division formula, bit for bit, for any seed and any sides", () => {
    fc.assert(
      fc.property(fc.integer(), fc.array(sides, { minLength: 1, maxLength: 300 }), (seed, asked) => {
        const dice = seededDice(seed);
        const oracle = divisionDice(seed);
        for (const s of asked) expect(Object.is(dice.roll(s), oracle(s))).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it("rolls the same faces as the division over long runs of d6s, d20s and the largest integer-path die from the simulator's seeds", () => {
    for (let seed = 1; seed <= 200; seed++) {
      const dice = seededDice(seed);
      const oracle = divisionDice(seed);
      for (let k = 0; k < 2000; k++) {
        const s = k % 3 === 0 ? 6 : k % 3 === 1 ? 20 : 0xffff;
        const face = dice.roll(s);
        if (face !== oracle(s)) expect({ seed, k, face }).toEqual({ seed, k, face: oracle(s) });
      }
    }
  });

  it("rolls on when frozen, as the steps that are handed them may freeze what they are given", () => {
    const frozen = Object.freeze(seededDice(42));
    const oracle = divisionDice(42);
    for (let k = 0; k < 50; k++) expect(frozen.roll(20)).toBe(oracle(20));
  });

  it("gives NaN sides what the division gives", () => {
    expect(Number.isNaN(seededDice(7).roll(Number.NaN))).toBe(Number.isNaN(divisionDice(7)(Number.NaN)));
  });
});
