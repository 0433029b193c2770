import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RULESET_EXTRAS } from "../../registry";
import type { DegreesFighter } from "./fighter";
import { hasSurpriseRound } from "./timeline";
import { fighter, O } from "./test-fighters";

const { surpriseAtStart } = RULESET_EXTRAS.degrees;

const one = (id: string, aware: boolean, more: Partial<DegreesFighter> = {}): DegreesFighter => ({ ...fighter(id, null), aware, ...more });

describe("whether a fight about to begin opens with a surprise round (M12)", () => {
  it("opens with one when some but not all are aware, placed or not yet", () => {
    expect(surpriseAtStart([one("a", true), one("b", false)], O)).toBe(true);
    expect(surpriseAtStart([one("a", true), one("b", true)], O)).toBe(false);
    expect(surpriseAtStart([one("a", false), one("b", false)], O)).toBe(false);
    expect(surpriseAtStart([{ ...one("a", true), initiative: 12 }, one("b", false)], O)).toBe(true);
  });

  it("leaves out the dead, and a partner of a fighter present goes with its owner", () => {
    const dead = one("b", false, { hp: { hp: -100, nonLethal: 0, stable: false } });
    expect(surpriseAtStart([one("a", true), dead], O)).toBe(false);
    expect(surpriseAtStart([one("owner", true), one("pet", false, { partnerOf: "owner" })], O)).toBe(false);
    // An owner who is not in the fight leaves its partner counted on its own.
    expect(surpriseAtStart([one("a", true), one("pet", false, { partnerOf: "away" })], O)).toBe(true);
  });

  it("agrees with the clock's own count once everyone is placed", () => {
    fc.assert(
      fc.property(fc.array(fc.record({ aware: fc.boolean(), partner: fc.boolean() }), { minLength: 1, maxLength: 6 }), (specs) => {
        const fighters = specs.map((s, i) => one(`f${i}`, s.aware, s.partner && i > 0 ? { partnerOf: "f0" } : {}));
        const placed = fighters.map((f, i) => ({ ...f, initiative: 10 - i }));
        expect(surpriseAtStart(fighters, O)).toBe(hasSurpriseRound(placed, O));
      }),
    );
  });
});
