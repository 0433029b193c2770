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
