import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_IC_OPTIONS } from "../options";
import { firstGrantIc } from "./clock";

/** The first grant after `from` by division, as firstGrantIc read before it remembered its last answer (issue 14): the oracle. */
function divided(from: number, interval: number): number {
  return (Math.floor(Math.max(0, from) / interval) + 1) * interval;
}

const interval = fc.integer({ min: 1, max: 1000 });
// Whole counts, near and far, and counts that are not whole (a rounding step short of a grant among them).
const from = fc.oneof(fc.integer({ min: -50, max: 5000 }), fc.double({ min: -50, max: 1e6, noNaN: true }), fc.integer({ min: 1, max: 1000 }).map((k) => k * 20 - Number.EPSILON * k * 20));

describe("firstGrantIc", () => {
  it("answers as the division does, whatever was asked before and under whatever AP interval", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(from, interval), { minLength: 1, maxLength: 40 }), (asks) => {
        for (const [f, i] of asks) expect(firstGrantIc(f, { ...DEFAULT_IC_OPTIONS, apInterval: i })).toBe(divided(f, i));
      }),
      { numRuns: 2000 },
    );
  });

  it("answers as the division does for a fight's rising count, asked again on the same IC and across grants", () => {
    fc.assert(
      fc.property(interval, fc.array(fc.integer({ min: 0, max: 45 }), { minLength: 1, maxLength: 200 }), (i, steps) => {
        const options = { ...DEFAULT_IC_OPTIONS, apInterval: i };
        let at = -1;
        for (const step of steps) {
          at += step;
          expect(firstGrantIc(at, options)).toBe(divided(at, i));
          expect(firstGrantIc(at, options)).toBe(divided(at, i));
        }
      }),
      { numRuns: 1000 },
    );
  });

  it("answers a count just short of a grant by the division, not by the remembered window", () => {
    const options = { ...DEFAULT_IC_OPTIONS, apInterval: 20 };
    expect(firstGrantIc(25, options)).toBe(40);
    const nearly = 40 - 40 * Number.EPSILON;
    expect(firstGrantIc(nearly, options)).toBe(divided(nearly, 20));
    expect(firstGrantIc(39, options)).toBe(40);
    expect(firstGrantIc(40, options)).toBe(60);
    expect(firstGrantIc(-3, options)).toBe(20);
  });
});
