import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_DEGREES_OPTIONS } from "./options";
import { degreesOptionsFrom } from "./options-input";
import { refusalOf } from "../../../tests/fixtures/refusals";
import { fearResistanceDc, intimidateSizeModifier, SIZE_CATEGORIES, SIZE_TABLE, sizeRowIn, sizeRowOf } from "./size";
import { deriveCharacter } from "./character/derived";
import { CHARACTER } from "./port/test-fighters";

describe("Intimidate and fear against size (M109, M132)", () => {
  it("raises a fear's difficulty by the source's Intimidate edge over the one resisting", () => {
    expect(fearResistanceDc(12, SIZE_TABLE.vast, SIZE_TABLE.standard)).toBe(14);
    expect(fearResistanceDc(12, SIZE_TABLE.slight, SIZE_TABLE.grand)).toBe(10);
  });

  it("cancels between equal sizes and is antisymmetric (property)", () => {
    fc.assert(
      fc.property(fc.constantFrom(...SIZE_CATEGORIES), fc.constantFrom(...SIZE_CATEGORIES), (a, b) => {
        expect(intimidateSizeModifier(SIZE_TABLE[a], SIZE_TABLE[a])).toBe(0);
        expect(intimidateSizeModifier(SIZE_TABLE[a], SIZE_TABLE[b]) + intimidateSizeModifier(SIZE_TABLE[b], SIZE_TABLE[a])).toBe(0);
      }),
    );
  });
});

describe("the size table as the world's options (F2)", () => {
  it("defaults to the book's table, row for row", () => {
    for (const size of SIZE_CATEGORIES) expect(sizeRowIn(DEFAULT_DEGREES_OPTIONS, size)).toEqual(SIZE_TABLE[size]);
  });

  it("takes a GM's edited column, keeps the book's for any size left out, and a character derives from the row it carries", () => {
    const options = degreesOptionsFrom({ sizeMovement: { grand: 5 }, sizeReach: { grand: 3 } });
    const row = sizeRowIn(options, "grand");
    expect(row).toEqual({ ...SIZE_TABLE.grand, movement: 5, reach: 3 });
    expect(sizeRowIn(options, "vast")).toEqual(SIZE_TABLE.vast);
    const giant = { ...CHARACTER, size: "grand" as const };
    expect(deriveCharacter({ ...giant, sizeRow: row }).movement - deriveCharacter(giant).movement).toBe(5 - SIZE_TABLE.grand.movement);
    expect(deriveCharacter({ ...giant, sizeRow: row }).reach).toBe(3);
    expect(sizeRowOf(giant)).toBe(SIZE_TABLE.grand);
  });

  it("refuses a number out of a column's bounds or a size that is none, naming the field", () => {
    expect(refusalOf(() => degreesOptionsFrom({ sizeReach: { vast: 0 } })).message).toContain("options.sizeReach.vast");
    expect(refusalOf(() => degreesOptionsFrom({ sizeStealth: { huge: 1 } })).message).toContain("options.sizeStealth.huge");
    expect(refusalOf(() => degreesOptionsFrom({ sizeIntimidate: [1, 2] })).message).toContain("options.sizeIntimidate");
  });
});
