import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RULESET_EXTRAS } from "../../registry";

const { compareTrackerPlaces } = RULESET_EXTRAS.rollkeep;
const order = (places: { slot: number | null; initiative: number | null; tieOrder: number; id: string }[]) => [...places].sort(compareTrackerPlaces).map((p) => p.id);

describe("the roll-and-keep tracker's order (S1, S5, S7)", () => {
  it("lists this round's slots first, then the rest by score, the higher first, unrolled last, then the stored tie order", () => {
    expect(
      order([
        { slot: null, initiative: null, tieOrder: 0, id: "unrolled" },
        { slot: null, initiative: 30, tieOrder: 1, id: "late" },
        { slot: 1, initiative: 12, tieOrder: 0, id: "second" },
        { slot: null, initiative: 30, tieOrder: 0, id: "joiner" },
        { slot: 0, initiative: 5, tieOrder: 0, id: "first" },
      ]),
    ).toEqual(["first", "second", "joiner", "late", "unrolled"]);
  });

  it("breaks a full tie by the id's code units, the same on every client whatever its language", () => {
    // localeCompare would list "aZ3" first; by code units "B" (66) comes before "a" (97).
    expect(order([{ slot: null, initiative: 20, tieOrder: 0, id: "aZ3" }, { slot: null, initiative: 20, tieOrder: 0, id: "BQ1" }])).toEqual(["BQ1", "aZ3"]);
  });

  it("is antisymmetric and zero only for one id", () => {
    const place = fc.record({ slot: fc.option(fc.integer({ min: 0, max: 2 }), { nil: null }), initiative: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }), tieOrder: fc.integer({ min: 0, max: 2 }), id: fc.string({ minLength: 1, maxLength: 3 }) });
    fc.assert(
      fc.property(place, place, (a, b) => {
        expect(Math.sign(compareTrackerPlaces(a, b))).toBe(-Math.sign(compareTrackerPlaces(b, a)));
        if (a.id !== b.id) expect(compareTrackerPlaces(a, b)).not.toBe(0);
      }),
    );
  });
});
