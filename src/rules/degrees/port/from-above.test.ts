import { describe, expect, it } from "vitest";
import { fixedDice } from "../../dice";
import type { DegreesFighter } from "./fighter";
import { fighter, NO_DICE, O, rules } from "./test-fighters";

const kunai = rules.actionFromItem({ name: "Kunai", type: "dgWeapon", system: { accuracy: "ranged", damage: 1, weight: "light", thrownCount: 1 } })!;
const WINGED = [{ id: "winged" as const, source: "flight" }];

/** The cover the attack's target keeps, the attack opened with partial cover stated. */
function coverAgainst(attacker: DegreesFighter, target: DegreesFighter): string {
  const declared = rules.declare(attacker, kunai, { at: 0, around: { cover: "partial" } }, O, NO_DICE);
  return rules.attack.open(declared.actor, declared, { targetId: target.id }, target, O, fixedDice([3, 3])).situation.cover;
}

describe("a flier ignores upright cover (M98)", () => {
  it("drops the stated cover of a target on the ground for an attacker in the air; keeps it from the ground and between fliers", () => {
    const flier = fighter("hawk", null, { conditions: WINGED });
    const walker = fighter("wolf", null);
    expect(coverAgainst(flier, walker)).toBe("none");
    expect(coverAgainst(walker, fighter("fox", null))).toBe("partial");
    expect(coverAgainst(flier, fighter("crow", null, { conditions: WINGED }))).toBe("partial");
  });
});
