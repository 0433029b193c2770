import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { blastGas, IMAGINARY_HARDNESS } from "./hardness";

describe("imaginary hardness (M121)", () => {
  it("is 1 unless set, and an explosion or wind over an area wears it like an object's", () => {
    expect(blastGas(IMAGINARY_HARDNESS, { explosionOrWind: true, area: true, base: 1, fixed: 0 })).toEqual({ hardnessAfter: 0, dissipated: true });
    expect(blastGas(5, { explosionOrWind: true, area: true, base: 2, fixed: 0 })).toEqual({ hardnessAfter: 3, dissipated: false });
  });

  it("is left alone by other attacks, however strong", () => {
    expect(blastGas(5, { explosionOrWind: false, area: true, base: 9, fixed: 0 })).toEqual({ hardnessAfter: 5, dissipated: false });
    expect(blastGas(5, { explosionOrWind: true, area: false, base: 9, fixed: 0 })).toEqual({ hardnessAfter: 5, dissipated: false });
  });

  it("never grows, and a gas once gone stays gone (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 }), fc.boolean(), fc.boolean(), fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 20 }), (hardness, explosionOrWind, area, base, fixed) => {
        const after = blastGas(hardness, { explosionOrWind, area, base, fixed });
        expect(after.hardnessAfter).toBeLessThanOrEqual(hardness);
        if (hardness === 0) expect(after.dissipated).toBe(true);
      }),
    );
  });
});
