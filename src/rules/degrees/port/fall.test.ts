import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { refusalOf } from "../../../../tests/fixtures/refusals";
import { deriveCharacter } from "../character/derived";
import { RULESET_EXTRAS } from "../../registry";
import { CHARACTER, fighter, O } from "./test-fighters";

const extras = RULESET_EXTRAS.degrees;
const vigor = deriveCharacter(CHARACTER).vigor;

describe("a fall on the ground (M127)", () => {
  it("costs a metre a point, shortened by a softening check's 2 points above 9, capped at twice Vigor", () => {
    const f = fighter("a", null);
    expect(extras.fall(f, 4, null, O).damage).toBe(Math.min(4, 2 * vigor));
    // Acrobatics 14: 2 full pairs above 9, 2 m off.
    expect(extras.fall(f, 4, 14, O).damage).toBe(Math.min(2, 2 * vigor));
    expect(extras.fall(f, 500, null, O).damage).toBe(2 * vigor);
    const after = extras.fall(f, 4, null, O).fighter;
    expect(after.hp.hp).toBe(f.hp.hp - Math.min(4, 2 * vigor));
    expect(extras.fall(f, 0, null, O).fighter).toBe(f);
  });

  it("brings the HP table's conditions in line: a fall to 0 HP leaves the faller Defenseless, one below it Unconscious", () => {
    // The default overflow option stops a blow that passes the HP left at 0.
    const disabled = extras.fall(fighter("a", null, { hp: 1 }), 3, null, O).fighter;
    expect(disabled.hp.hp).toBe(0);
    expect(disabled.conditions.map((c) => c.id)).toEqual(["defenseless"]);
    const out = extras.fall(disabled, 3, null, O).fighter;
    expect(out.hp.hp).toBe(-Math.min(3, 2 * vigor));
    expect(out.conditions.map((c) => c.id)).toEqual(["unconscious"]);
  });

  it("refuses a height that is no whole number of metres in range", () => {
    for (const bad of [-1, 1.5, 1001]) expect(refusalOf(() => extras.fall(fighter("a", null), bad, null, O)).code).toBe("degrees.badFall");
  });

  it("never costs more than the height or twice Vigor, and never less with a worse check (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 30 }), (metres, a, b) => {
        const f = fighter("a", null);
        const low = extras.fall(f, metres, Math.min(a, b), O).damage;
        const high = extras.fall(f, metres, Math.max(a, b), O).damage;
        expect(high).toBeLessThanOrEqual(low);
        expect(low).toBeLessThanOrEqual(Math.min(metres, 2 * vigor));
      }),
    );
  });
});
