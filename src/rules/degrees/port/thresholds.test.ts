import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RULESET_EXTRAS } from "../../registry";
import { thresholdState } from "../character/hit-points";
import { thresholdConditions } from "../conditions/threshold-conditions";
import { fighter, O } from "./test-fighters";
import { thresholdSettled } from "./thresholds";

const extras = RULESET_EXTRAS.degrees;
const ids = (f: { conditions: readonly { id: string }[] }) => f.conditions.map((c) => c.id);

describe("waking up when HP come back outside a fight's steps (M41–M43, F8)", () => {
  it("a night's rest that lifts an unconscious character above 0 ends Unconscious (and what it brings)", () => {
    // 29 HP at most; −5 is unconscious by the table; a night heals Vigor 3's share.
    const out = fighter("a", null, { hp: -5, conditions: [{ id: "unconscious" }, { id: "prone" }] });
    expect(thresholdState(out.hp, O)).toBe("unconscious");
    const rested = extras.rest(out, { hours: 8, interrupted: false }, O);
    expect(rested.hp.hp).toBeGreaterThan(0);
    expect(ids(rested)).toEqual(["prone"]);
  });

  it("a stabilised character is Stable, no longer Dying (M42)", () => {
    const dying = fighter("a", null, { hp: -15, conditions: [{ id: "dying" }, { id: "bleeding" }] });
    expect(thresholdState(dying.hp, O)).toBe("dying");
    const { fighter: after, stopped } = extras.stabilise(dying, 18, O);
    expect(stopped).toBe(true);
    expect(ids(after)).toEqual(["stable"]);
  });

  it("a heal typed on the sheet or a token bar brings the conditions in line; a condition from another source stays", () => {
    const healed = fighter("a", null, { hp: 12, conditions: [{ id: "unconscious" }, { id: "unconscious", source: "sleepJutsu" }] });
    expect(extras.hpSettled(healed, O).conditions).toEqual([{ id: "unconscious", source: "sleepJutsu" }]);
    const hurt = fighter("a", null, { hp: 0 });
    expect(ids(extras.hpSettled(hurt, O))).toEqual(["defenseless"]);
    const fine = fighter("a", null, { hp: 20, conditions: [{ id: "prone" }] });
    expect(extras.hpSettled(fine, O)).toBe(fine);
  });

  it("leaves exactly the conditions of the state the HP give, from any state the conditions held (property)", () => {
    const states = ["active", "disabled", "unconscious", "dying", "stable"] as const;
    fc.assert(
      fc.property(fc.constantFrom(...states), fc.integer({ min: -40, max: 29 }), fc.boolean(), (heldState, hp, stable) => {
        const held = thresholdConditions(heldState).map((id) => ({ id }));
        const track = { hp, nonLethal: 0, stable };
        const after = thresholdSettled(held, track, O);
        expect(after.map((c) => c.id).sort()).toEqual([...thresholdConditions(thresholdState(track, O))].sort());
      }),
    );
  });
});
