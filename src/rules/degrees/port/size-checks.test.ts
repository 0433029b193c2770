import { describe, expect, it } from "vitest";
import { refusalOf } from "../../../../tests/fixtures/refusals";
import { RULESET_EXTRAS } from "../../registry";
import type { SizeCategory } from "../size";
import { CHARACTER, fighter, O, rules } from "./test-fighters";

const extras = RULESET_EXTRAS.degrees;
const sized = (size: SizeCategory, more: object = {}) => fighter("a", null, { character: { ...CHARACTER, size, skills: { intimidate: 1 } }, ...more });

describe("Intimidate against a target's size (M109)", () => {
  it("adds the roller's size modifier less the target's: nothing between equals, more against the smaller", () => {
    const vast = sized("vast");
    // Intimidate 1; Vast +2, Grand +1, Standard 0, Petite −2.
    expect(extras.intimidateAgainst(vast, "vast", O).bonus).toBe(1);
    expect(extras.intimidateAgainst(vast, "grand", O).bonus).toBe(2);
    expect(extras.intimidateAgainst(vast, "standard", O).bonus).toBe(3);
    expect(extras.intimidateAgainst(vast, "petite", O).bonus).toBe(5);
    expect(extras.intimidateAgainst(sized("petite"), "vast", O).bonus).toBe(-3);
    // With no target named, the sheet's check is as against a Standard one.
    expect(rules.checks(vast, O).find((c) => c.key === "intimidate")?.bonus).toBe(3);
  });

  it("counts the roller's conditions as the sheet's check does", () => {
    expect(extras.intimidateAgainst(sized("standard", { conditions: [{ id: "afraid" }] }), "standard", O).bonus).toBe(0);
  });
});

describe("resisting fear (M132, fearResistanceDc)", () => {
  it("raises the difficulty for a larger source and lowers it for a smaller one, by the Intimidate modifiers' difference", () => {
    const standard = sized("standard");
    expect(extras.fearResistance(standard, "spirit", 12, "vast", O)).toMatchObject({ dc: 14, check: { key: "spirit", bonus: 3 } });
    expect(extras.fearResistance(standard, "spirit", 12, "standard", O).dc).toBe(12);
    expect(extras.fearResistance(standard, "spirit", 12, "petite", O).dc).toBe(10);
    expect(extras.fearResistance(sized("vast"), "vigor", 12, "vast", O).dc).toBe(12);
  });

  it("refuses a check the sheet rolls none of, initiative included", () => {
    expect(refusalOf(() => extras.fearResistance(sized("standard"), "initiative", 12, "vast", O))).toMatchObject({ code: "degrees.noSuchCheck", data: { check: "initiative" } });
    expect(refusalOf(() => extras.fearResistance(sized("standard"), "courage", 12, "vast", O)).code).toBe("degrees.noSuchCheck");
  });
});
