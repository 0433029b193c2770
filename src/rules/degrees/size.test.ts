import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fearResistanceDc, intimidateSizeModifier, SIZE_CATEGORIES } from "./size";

describe("Intimidate and fear against size (M109, M132)", () => {
  it("raises a fear's difficulty by the source's Intimidate edge over the one resisting", () => {
    expect(fearResistanceDc(12, "vast", "standard")).toBe(14);
    expect(fearResistanceDc(12, "slight", "grand")).toBe(10);
  });

  it("cancels between equal sizes and is antisymmetric (property)", () => {
    fc.assert(
      fc.property(fc.constantFrom(...SIZE_CATEGORIES), fc.constantFrom(...SIZE_CATEGORIES), (a, b) => {
        expect(intimidateSizeModifier(a, a)).toBe(0);
        expect(intimidateSizeModifier(a, b) + intimidateSizeModifier(b, a)).toBe(0);
      }),
    );
  });
});
