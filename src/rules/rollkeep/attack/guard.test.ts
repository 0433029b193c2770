import { describe, expect, it } from "vitest";
import { refusalOf, worded } from "../../../../tests/fixtures/refusals";
import { guardArmorTn } from "./guard";
import { addToTacticsPool, spendFromTacticsPool } from "./tactics-pool";

describe("Guard", () => {
  it("gives the ward +10 on Misc and the guard 5 on its maluses, once however many guard (M5)", () => {
    expect(guardArmorTn({ guarding: false, guarded: true })).toEqual({ misc: 10, maluses: 0 });
    expect(guardArmorTn({ guarding: true, guarded: false })).toEqual({ misc: 0, maluses: 5 });
    expect(guardArmorTn({ guarding: true, guarded: true })).toEqual({ misc: 10, maluses: 5 });
    expect(guardArmorTn({ guarding: false, guarded: false })).toEqual({ misc: 0, maluses: 0 });
  });
});

describe("the Tactics Pool", () => {
  it("gathers the free raises of Tactical Strikes for the GM to spend (M9)", () => {
    const pool = addToTacticsPool(addToTacticsPool({ freeRaises: 0 }, 1), 1);
    expect(spendFromTacticsPool(pool, 2)).toEqual({ freeRaises: 0 });
    const refusal = refusalOf(() => spendFromTacticsPool(pool, 3));
    expect(worded(refusal)).toBe("Tactical Strike: the Tactics Pool holds 2 free raises.");
  });
});
