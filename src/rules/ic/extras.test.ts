import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { icExtras } from "./extras";

describe("IC's reading of HP for the table", () => {
  it("gives dead at −100 % of max HP, helpless at 0 or less, active above", () => {
    expect(icExtras.hpCondition({ value: 1, max: 40 })).toBe("active");
    expect(icExtras.hpCondition({ value: 0, max: 40 })).toBe("incapacitated");
    expect(icExtras.hpCondition({ value: -39, max: 40 })).toBe("incapacitated");
    expect(icExtras.hpCondition({ value: -40, max: 40 })).toBe("dead");
  });

  it("lets HP fall to death's threshold and no lower, and never above 0 for a maximum below 0", () => {
    expect(icExtras.hpFloor(40)).toBe(-40);
    expect(icExtras.hpFloor(-5)).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (max) => {
        expect(icExtras.hpCondition({ value: icExtras.hpFloor(max), max })).toBe("dead");
        expect(icExtras.hpCondition({ value: icExtras.hpFloor(max) + 1, max })).toBe("incapacitated");
      }),
    );
  });
});

describe("the timeline's order for the tracker", () => {
  const order = (places: { ic: number | null; tieOrder: number; id: string }[]) => [...places].sort(icExtras.compareTimelinePlaces).map((p) => p.id);

  it("puts the lower IC first, those without initiative last, then the stored tie order", () => {
    expect(order([{ ic: null, tieOrder: 0, id: "n" }, { ic: 12, tieOrder: 1, id: "b" }, { ic: 12, tieOrder: 0, id: "c" }, { ic: 3, tieOrder: 5, id: "a" }])).toEqual(["a", "c", "b", "n"]);
  });

  it("breaks a full tie by the id's code units, the same on every client whatever its language", () => {
    // localeCompare would list "aZ3" first; by code units "B" (66) comes before "a" (97).
    expect(order([{ ic: 4, tieOrder: 0, id: "aZ3" }, { ic: 4, tieOrder: 0, id: "BQ1" }])).toEqual(["BQ1", "aZ3"]);
  });

  it("is antisymmetric and zero only for one id", () => {
    const place = fc.record({ ic: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }), tieOrder: fc.integer({ min: 0, max: 2 }), id: fc.string({ minLength: 1, maxLength: 3 }) });
    fc.assert(
      fc.property(place, place, (a, b) => {
        expect(Math.sign(icExtras.compareTimelinePlaces(a, b))).toBe(-Math.sign(icExtras.compareTimelinePlaces(b, a)));
        if (a.id !== b.id) expect(icExtras.compareTimelinePlaces(a, b)).not.toBe(0);
      }),
    );
  });
});
