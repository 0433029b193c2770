import { describe, expect, it } from "vitest";
import { refusalOf, worded } from "../../../../tests/fixtures/refusals";
import { guardEffects } from "./guard";
import { addToTacticsPool, spendFromTacticsPool } from "./tactics-pool";

describe("Guard", () => {
  it("gives the ward +10 Armor TN and the guard −5 while within 5 ft (M5)", () => {
    expect(guardEffects(5)).toEqual({ ward: { misc: 10 }, guard: { maluses: 5 } });
    expect(guardEffects(10)).toEqual({ ward: { misc: 0 }, guard: { maluses: 0 } });
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
