import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fixedDice } from "../dice";
import { apCap, apGrantsBetween, grantAp, spendAp } from "./action-points";
import { placeByInitiative, rollInitiative } from "./initiative";

describe("initiative", () => {
  it("rolls 1d20 + the initiative bonus", () => {
    expect(rollInitiative(3, fixedDice([13]))).toBe(16);
  });

  /** Each id's placed IC. */
  const ics = (rolls: Record<string, number>, current: number, underWay: boolean) => Object.fromEntries(placeByInitiative(rolls, { current, underWay }).map((p) => [p.id, p.initiative]));

  it("places everyone at the highest roll minus their own (Choji 6, Shikamaru 16, Ino 12)", () => {
    expect(ics({ choji: 6, shikamaru: 16, ino: 12 }, 0, false)).toEqual({ choji: 10, shikamaru: 0, ino: 4 });
  });

  it("puts a lone joiner on the current IC", () => {
    expect(ics({ asuma: 5 }, 37, true)).toEqual({ asuma: 37 });
  });

  it("spreads several joiners from the current IC by their rolls", () => {
    expect(ics({ asuma: 15, kurenai: 11, guy: 18 }, 37, true)).toEqual({ asuma: 40, kurenai: 44, guy: 37 });
  });
});

describe("tied initiative", () => {
  it("orders a tie by the better roll, then by id code unit by code unit, whatever the client's language", () => {
    // "Zed" before "ava": capitals come first by code units, where a locale's collation would put "ava" first.
    const placed = placeByInitiative({ ava: 12, Zed: 12, kai: 15 }, { current: 0, underWay: false });
    expect(placed.map((p) => [p.id, p.initiative, p.tieOrder])).toEqual([
      ["kai", 0, 0],
      ["Zed", 3, 1],
      ["ava", 3, 2],
    ]);
  });

  it("orders any rolls best first, ties by id, as a stable sort by those keys would (property)", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1, maxLength: 3 }), fc.integer({ min: -5, max: 25 }), { maxKeys: 9 }), (rolls) => {
        const expected = Object.keys(rolls).sort((a, b) => (rolls[b] as number) - (rolls[a] as number) || (a < b ? -1 : a > b ? 1 : 0));
        expect(placeByInitiative(rolls, { current: 0, underWay: false }).map((p) => p.id)).toEqual(expected);
      }),
    );
  });
});

describe("Action Points", () => {
  it("caps at AGI/2", () => {
    expect(apCap(35)).toBe(17);
  });

  it("grants 5 each time the count reaches a multiple of 20, none at the start", () => {
    expect(apGrantsBetween(0, 19)).toBe(0);
    expect(apGrantsBetween(0, 20)).toBe(1);
    expect(apGrantsBetween(19, 40)).toBe(2);
    expect(apGrantsBetween(20, 39)).toBe(0);
    expect(grantAp(0, 2, 17)).toBe(10);
  });

  it("never exceeds the cap or goes negative (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50 }), fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 60 }), (current, grants, agi) => {
        const cap = apCap(agi);
        const next = grantAp(Math.min(current, cap), grants, cap);
        expect(next).toBeGreaterThanOrEqual(0);
        expect(next).toBeLessThanOrEqual(cap);
      }),
    );
  });

  it("refuses to spend AP you do not have", () => {
    expect(spendAp(5, 3)).toBe(2);
    expect(() => spendAp(2, 3)).toThrow(/only 2/);
  });
});
