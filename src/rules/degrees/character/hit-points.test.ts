import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_DEGREES_OPTIONS as O } from "../options";
import { heal, stabilise, takeDamage, thresholdState, type HpTrack, type ThresholdState } from "./hit-points";

const at = (hp: number, nonLethal = 0): HpTrack => ({ hp, nonLethal, stable: false });

describe("thresholdState", () => {
  it("reads the HP threshold table", () => {
    expect([5, 1, 0, -1, -10, -11, -20, -21, -40].map((hp) => thresholdState(at(hp), O))).toEqual([
      "active", "active", "disabled", "unconscious", "unconscious", "dying", "dying", "dead", "dead",
    ]);
  });

  it("knocks out at 0 or below on non-lethal damage, and never kills with it", () => {
    expect(thresholdState(at(10, 10), O)).toBe("unconscious");
    expect(thresholdState(at(10, 60), O)).toBe("unconscious");
  });

  it("keeps a stabilised dying character stable", () => {
    expect(thresholdState(stabilise(at(-15)), O)).toBe("stable");
  });
});

describe("takeDamage", () => {
  it("stops a hit that reaches current HP at 0; the next hit goes below", () => {
    const down = takeDamage(at(5), 30, true, O);
    expect(down.hp).toBe(0);
    expect(takeDamage(down, 30, true, O).hp).toBe(-30);
  });

  it("subtracts in full under hpOverflow subtract", () => {
    expect(takeDamage(at(5), 30, true, { ...O, hpOverflow: "subtract" }).hp).toBe(-25);
  });

  it("keeps non-lethal damage on its own track", () => {
    expect(takeDamage(at(10), 4, false, O)).toEqual({ hp: 10, nonLethal: 4, stable: false });
  });
});

describe("heal", () => {
  it("never heals past the maximum and heals lethal damage first", () => {
    expect(heal(at(18, 3), 10, 20)).toEqual({ hp: 20, nonLethal: 0, stable: false });
    expect(heal(at(-5), 100, 20).hp).toBe(20);
  });
});

const ORDER: ThresholdState[] = ["active", "disabled", "unconscious", "dying", "dead"];

describe("threshold transitions", () => {
  it("only ever move down the table as lethal damage accumulates, and never come back without healing", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 80 }), fc.array(fc.integer({ min: 0, max: 30 }), { maxLength: 12 }), fc.constantFrom<"clamp" | "subtract">("clamp", "subtract"), (start, hits, hpOverflow) => {
        const options = { ...O, hpOverflow };
        let track = at(start);
        let rank = ORDER.indexOf(thresholdState(track, options));
        for (const hit of hits) {
          track = takeDamage(track, hit, true, options);
          const next = ORDER.indexOf(thresholdState(track, options));
          expect(next).toBeGreaterThanOrEqual(rank);
          rank = next;
        }
      }),
    );
  });

  it("never kills or sets dying by non-lethal damage alone", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 80 }), fc.array(fc.integer({ min: 0, max: 50 }), { maxLength: 8 }), (start, hits) => {
        let track = at(start);
        for (const hit of hits) track = takeDamage(track, hit, false, O);
        expect(["active", "unconscious"]).toContain(thresholdState(track, O));
      }),
    );
  });

  it("stops the first hit that reaches a standing character at exactly 0 under the clamp reading", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 80 }), fc.integer({ min: 0, max: 200 }), (start, hit) => {
        const hp = takeDamage(at(start), hit, true, O).hp;
        expect(hp).toBe(Math.max(0, start - hit));
      }),
    );
  });
});
