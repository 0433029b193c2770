import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { resolveDamage } from "./attack/damage";
import { baseDamage } from "./base-damage";
import { movementMetres } from "./character/movement";
import { DEFAULT_DEGREES_OPTIONS as O } from "./options";
import { roundOpen } from "./rounding";
import { eatSoldierPills } from "./soldier-pills";

const DOWN = { ...O, fractionRounding: "down" as const };

describe("fractions the text leaves open (fractionRounding, F1)", () => {
  it("round up by default and down when the GM says so: ninpou, pills, movement, partner division", () => {
    expect([baseDamage({ source: "ninpou", attribute: 5, added: 2 }, O), baseDamage({ source: "ninpou", attribute: 5, added: 2 }, DOWN)]).toEqual([5, 4]);
    const eater = { chakra: 0, maxChakra: 40, spirit: 5, pillsSinceRest: 0, affected: true };
    expect([eatSoldierPills(eater, 1, O).chakra, eatSoldierPills(eater, 1, DOWN).chakra]).toEqual([3, 2]);
    expect([movementMetres(13, "swim", [], O), movementMetres(13, "swim", [], DOWN)]).toEqual([4, 3]);
    const hit = { base: 5, fixed: 0, degree: 1 as const, bodyHardness: 0, ignoreHardness: 0, standardActionsThisRound: 2, absorption: 0 };
    expect([resolveDamage(hit, O).damage, resolveDamage(hit, DOWN).damage]).toEqual([3, 2]);
  });

  it("never touch melee and ranged halves, which the text rounds up (E1)", () => {
    expect(baseDamage({ source: "melee", attribute: 3, added: 1 }, DOWN)).toBe(3);
    expect(baseDamage({ source: "ranged", attribute: 5, added: 0 }, DOWN)).toBe(3);
  });

  it("differ by at most one, down never above up (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 50 }), fc.integer({ min: 1, max: 8 }), (n, d) => {
        const up = roundOpen(n / d, O);
        const down = roundOpen(n / d, DOWN);
        expect(up - down).toBeGreaterThanOrEqual(0);
        expect(up - down).toBeLessThanOrEqual(1);
      }),
    );
  });
});
