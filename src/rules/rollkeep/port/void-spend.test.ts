import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { refusalOf } from "../../../../tests/fixtures/refusals";
import { fixedDice } from "../../dice";
import { isRuleRefusal } from "../../refusal";
import { RULESETS, RULESET_EXTRAS } from "../../registry";
import { DEFAULT_ROLLKEEP_OPTIONS, ROLLKEEP_VARIANTS } from "../options";
import { ROLLKEEP_BASIC_ACTIONS } from "./actions";
import type { RollkeepCombatant } from "./combatant";
import { momentOf } from "./moments";
import { plainSamurai } from "./test-fighters";

const rules = RULESETS.rollkeep;
const { techniqueVoid } = RULESET_EXTRAS.rollkeep;
const O = DEFAULT_ROLLKEEP_OPTIONS;

function withPoints(points: number, round: number | null, spent: RollkeepCombatant["voidPoints"]["spent"]): RollkeepCombatant {
  return { ...plainSamurai("attack", 3), voidPoints: { points, round, spent } };
}

describe("a technique's Void Point (V11)", () => {
  it("stands outside the round's limit: spent after this round's point, and recorded on the round", () => {
    expect(techniqueVoid(withPoints(2, 4, ["boost"]), 4, O).voidPoints).toEqual({ points: 1, round: 4, spent: ["boost", "technique"] });
    // A new round starts a new record.
    expect(techniqueVoid(withPoints(2, 3, ["boost"]), 4, O).voidPoints).toEqual({ points: 1, round: 4, spent: ["technique"] });
  });

  it("outside a fight takes only the point, the last round's record kept", () => {
    expect(techniqueVoid(withPoints(1, 4, ["boost"]), null, O).voidPoints).toEqual({ points: 0, round: 4, spent: ["boost"] });
  });

  it("is refused with no point left, naming why", () => {
    expect(refusalOf(() => techniqueVoid(withPoints(0, null, []), null, O)).problem?.code).toBe("noVoidPoints");
    expect(refusalOf(() => techniqueVoid(withPoints(0, 2, []), 2, O)).problem?.code).toBe("noVoidPoints");
  });
});

describe("the offer of a Void Point's +1k1 on a roll declared now (V1, V2)", () => {
  const { voidBoostOpen } = RULESET_EXTRAS.rollkeep.offers;
  const attack = ROLLKEEP_BASIC_ACTIONS.attack!;
  const NO_DICE = fixedDice([]);
  const declares = (c: RollkeepCombatant, at: number, voidBoost: boolean, options: typeof O): boolean => {
    try {
      rules.declare(c, attack, { at, attack: { voidBoost } }, options, NO_DICE);
      return true;
    } catch (error) {
      if (isRuleRefusal(error)) return false;
      throw error;
    }
  };

  it("is open exactly when an attack declared with it goes through, whatever the points and the round's record", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 1, max: 4 }), fc.constantFrom("none", "earlier", "this"), fc.subarray(["boost", "strive", "technique"] as const), fc.constantFrom(...ROLLKEEP_VARIANTS), (points, round, recorded, spent, variant) => {
        const options = { ...O, variant };
        const c = withPoints(points, recorded === "none" ? null : recorded === "earlier" ? round - 1 : round, recorded === "none" ? [] : [...spent]);
        const at = momentOf(round, 0);
        // Without the point the attack itself goes through, so the +1k1 is all the comparison judges.
        expect(declares(c, at, false, options)).toBe(true);
        expect(voidBoostOpen(c, at, options)).toBe(declares(c, at, true, options));
      }),
    );
  });

  it("is closed with no point left, and after this round's point went on another roll; a new round opens it again", () => {
    expect(voidBoostOpen(withPoints(0, null, []), momentOf(2, 0), O)).toBe(false);
    expect(voidBoostOpen(withPoints(2, 2, ["boost"]), momentOf(2, 0), O)).toBe(false);
    expect(voidBoostOpen(withPoints(2, 2, ["boost"]), momentOf(3, 0), O)).toBe(true);
  });
});

describe("the owner's share of the Void Points left in a begun fight (V1, V3–V5, V11)", () => {
  const { ownerMayLowerVoid, rest } = RULESET_EXTRAS.rollkeep;

  it("lets them go down or stay, never up", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 10 }), (known, now) => {
        expect(ownerMayLowerVoid(known, now)).toBe(now <= known);
      }),
    );
  });

  it("takes every technique's spend, in a round or outside one, and no night's rest that brings a point back", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.option(fc.integer({ min: 1, max: 9 }), { nil: null }), (points, round) => {
        const c = { ...plainSamurai("attack", 3), voidPoints: { points, round, spent: [] } };
        expect(ownerMayLowerVoid(points, techniqueVoid(c, round, O).voidPoints.points)).toBe(true);
      }),
    );
    // Void Ring 3: a rest from 0 or 2 points left brings them back to 3.
    for (const points of [0, 2]) {
      const spent = { ...plainSamurai("attack", 3), voidPoints: { points, round: null, spent: [] } };
      expect(ownerMayLowerVoid(points, rest(spent, O).voidPoints.points)).toBe(false);
    }
  });
});
