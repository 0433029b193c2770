import { describe, expect, it } from "vitest";
import { NINJA as FIXTURE } from "../test-fixtures";
import { deriveCharacter } from "./derived";

const NINJA = FIXTURE.character;

describe("deriveCharacter", () => {
  it("derives HP, chakra, movement, initiative and the Dodge difficulty", () => {
    expect(deriveCharacter(NINJA)).toMatchObject({ hpMax: 10 + 6 + 5, chakraMax: 22, movement: 12, initiativeBonus: 6, dodgeDc: 13, reach: 1 });
  });

  it("rounds half of Dexterity up for movement", () => {
    expect(deriveCharacter({ ...NINJA, attributes: { ...NINJA.attributes, dexterity: 5 } }).movement).toBe(13);
  });

  it("lets size change Strength and Vigor, but HP only when the size is the character's own", () => {
    const toad = deriveCharacter({ ...NINJA, size: "massive" });
    expect(toad).toMatchObject({ strength: 6, vigor: 5, hpMax: 10 + 15 + 5, movement: 18, reach: 3, stealthModifier: -2 });
    expect(deriveCharacter({ ...NINJA, size: "massive", permanentSize: false }).hpMax).toBe(21);
  });

  it("never lets size take movement below 1 m", () => {
    expect(deriveCharacter({ ...NINJA, size: "minuscule", attributes: { ...NINJA.attributes, dexterity: -10 } }).movement).toBe(1);
  });

  it("keeps only the highest body hardness", () => {
    expect(deriveCharacter({ ...NINJA, bodyHardness: [1, 3, 2] }).bodyHardness).toBe(3);
  });
});
