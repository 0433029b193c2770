import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_DEGREES_OPTIONS as O } from "../options";
import { resolveDamage, type DamageInput } from "./damage";
import { objectDefenceDc, testHardness, weaponHardness } from "./hardness";

const HIT: DamageInput = { base: 5, fixed: 0, degree: 3, bodyHardness: 0, ignoreHardness: 0, standardActionsThisRound: 1, absorption: 0 };

describe("resolveDamage", () => {
  it("multiplies base damage by the degree and adds fixed damage after", () => {
    const result = resolveDamage({ ...HIT, fixed: 4 }, O);
    expect(result.damage).toBe(19);
    expect(result.steps.map((s) => s.step)).toEqual(["base", "degree", "fixed"]);
  });

  it("treats negative base damage as 0", () => {
    expect(resolveDamage({ ...HIT, base: -3 }, O).damage).toBe(0);
  });

  it("divides among partners before the degree, rounding up, or the total under partnerDivision final", () => {
    expect(resolveDamage({ ...HIT, standardActionsThisRound: 2 }, O).damage).toBe(9);
    expect(resolveDamage({ ...HIT, standardActionsThisRound: 2 }, { ...O, partnerDivision: "final" }).damage).toBe(8);
  });

  it("takes body hardness off base damage, twice it off fixed damage, less what the attack ignores", () => {
    expect(resolveDamage({ ...HIT, bodyHardness: 2, fixed: 6 }, O).damage).toBe(3 * 3 + 2);
    expect(resolveDamage({ ...HIT, bodyHardness: 2, ignoreHardness: 1 }, O).damage).toBe(12);
  });

  it("lets a barrier that holds stop everything and lose 2 hardness", () => {
    const result = resolveDamage({ ...HIT, barrierHardness: 8 }, O);
    expect(result).toMatchObject({ damage: 0, barrierBroken: false, barrierHardnessAfter: 6 });
  });

  it("lets armour absorb the total until its absorption runs out", () => {
    expect(resolveDamage({ ...HIT, absorption: 10 }, O)).toMatchObject({ damage: 5, absorptionLeft: 0 });
    expect(resolveDamage({ ...HIT, absorption: 30 }, O)).toMatchObject({ damage: 0, absorptionLeft: 15 });
  });
});

describe("hardness", () => {
  it("breaks on fixed damage of at least twice the hardness, passing the excess", () => {
    expect(testHardness(5, 0, 12)).toEqual({ broken: true, base: 0, fixed: 2, hardnessAfter: 0 });
    expect(testHardness(5, 0, 9)).toMatchObject({ broken: false, hardnessAfter: 3 });
  });

  it("sets object difficulties and weapon hardness", () => {
    expect([objectDefenceDc(false), objectDefenceDc(true)]).toEqual([5, 9]);
    expect(weaponHardness(1)).toBe(15);
  });
});

describe("damage properties", () => {
  const input = fc.record({
    base: fc.integer({ min: -5, max: 40 }),
    fixed: fc.integer({ min: 0, max: 20 }),
    bodyHardness: fc.integer({ min: 0, max: 10 }),
    ignoreHardness: fc.integer({ min: 0, max: 10 }),
    standardActionsThisRound: fc.integer({ min: 1, max: 4 }),
    absorption: fc.integer({ min: 0, max: 30 }),
  });

  it("is never negative and never falls as the degree rises", () => {
    fc.assert(
      fc.property(input, fc.constantFrom<"base" | "final">("base", "final"), (damage, partnerDivision) => {
        const options = { ...O, partnerDivision };
        const byDegree = ([1, 2, 3, 4] as const).map((degree) => resolveDamage({ ...damage, degree }, options).damage);
        for (let i = 0; i < 4; i++) {
          expect(byDegree[i]).toBeGreaterThanOrEqual(0);
          if (i > 0) expect(byDegree[i]).toBeGreaterThanOrEqual(byDegree[i - 1]!);
        }
      }),
    );
  });
});
