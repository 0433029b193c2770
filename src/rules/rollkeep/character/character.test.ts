import { describe, expect, it } from "vitest";
import { refusalOf, worded } from "../../../../tests/fixtures/refusals";
import { DEFAULT_ROLLKEEP_OPTIONS } from "../options";
import { checkedCharacter, type RollkeepCharacter } from "./character";
import { deriveCharacter } from "./derive";
import { hasEmphasis, skillRoll } from "./skills";
import { effectiveRatings, ringOfTrait, ringsOf } from "./traits";

const traits = { awareness: 2, reflexes: 3, willpower: 3, stamina: 2, intelligence: 2, agility: 3, perception: 2, strength: 3 };
const samurai: RollkeepCharacter = {
  traits,
  void: 2,
  insightRank: 2,
  skills: { kenjutsu: { rank: 3, emphases: ["katana"] }, defense: { rank: 2, emphases: [] } },
  armor: [{ name: "light armor", bonus: 5, reduction: 0 }],
  wounds: 0,
  mook: false,
};

describe("traits and rings", () => {
  it("rates each ring as the lower of its two traits, and Void on its own (C1)", () => {
    expect(ringsOf(traits, 2)).toEqual({ air: 2, earth: 2, fire: 2, water: 2, void: 2 });
    expect(ringsOf({ ...traits, awareness: 4, reflexes: 3 }, 4)).toMatchObject({ air: 3, void: 4 });
    expect(ringOfTrait("strength")).toBe("water");
  });

  it("lets a ring penalty reach both of its traits, and never goes below 0 (C3)", () => {
    const { traits: t, rings } = effectiveRatings(traits, 2, { rings: { earth: 1 }, traits: { agility: 5 } });
    expect(t).toMatchObject({ willpower: 2, stamina: 1, agility: 0 });
    expect(rings).toMatchObject({ earth: 1, fire: 0 });
  });

  it("says an Earth Ring of 0 kills and any other ring at 0 incapacitates (C3)", () => {
    expect(deriveCharacter({ ...samurai, penalties: { rings: { earth: 2 } } }, DEFAULT_ROLLKEEP_OPTIONS).ringCollapse).toBe("dead");
    expect(deriveCharacter({ ...samurai, penalties: { rings: { fire: 2 } } }, DEFAULT_ROLLKEEP_OPTIONS).ringCollapse).toBe("incapacitated");
    expect(deriveCharacter(samurai, DEFAULT_ROLLKEEP_OPTIONS).ringCollapse).toBeNull();
  });
});

describe("skills and emphases", () => {
  it("Agility 3 + Kenjutsu 3 → 6k3 (W3)", () => {
    expect(skillRoll(samurai.skills, "kenjutsu", 3)).toEqual({ pool: { rolled: 6, kept: 3, flat: 0 }, unskilled: false });
  });

  it("rolls the trait alone, unskilled, for a skill the character lacks (R4)", () => {
    expect(skillRoll(samurai.skills, "iaijutsu", 3)).toEqual({ pool: { rolled: 3, kept: 3, flat: 0 }, unskilled: true });
  });

  it("carries emphases without changing the roll (D8)", () => {
    expect(hasEmphasis(samurai.skills, "kenjutsu", "katana")).toBe(true);
    expect(hasEmphasis(samurai.skills, "iaijutsu", "focus")).toBe(false);
  });
});

describe("derived values", () => {
  const derived = deriveCharacter(samurai, DEFAULT_ROLLKEEP_OPTIONS);

  it("holds as many Void Points as the Void Ring (V1)", () => {
    expect(derived.voidPointsMax).toBe(2);
  });

  it("works out Armor TN as 5 × Reflexes + 5 + armor (C5)", () => {
    expect(derived.armorTn).toMatchObject({ base: 5, attribute: 15, armor: 5, total: 25, againstMelee: 25 });
  });

  it("Insight Rank 2, Reflexes 3 → an initiative pool of 5k3 (W9)", () => {
    expect(derived.initiativePool).toEqual({ rolled: 5, kept: 3, flat: 0 });
  });

  it("moves 5, 10 and at most 20 feet per point of Water (C17)", () => {
    expect(derived.movement).toEqual({ water: 2, free: 10, simple: 20, cap: 40 });
  });

  it("tells the next rank's threshold", () => {
    expect(derived.woundRank.rank).toBe("healthy");
    expect(derived.nextRankAt).toBe(11);
  });
});

describe("reading a character", () => {
  it("accepts a well-formed character and fills what may be left out", () => {
    const { wounds: _w, mook: _m, ...sparse } = samurai;
    expect(checkedCharacter(sparse)).toEqual(samurai);
  });

  it.each([
    [{ ...samurai, traits: { ...traits, reflexes: 11 } }, "traits.reflexes"],
    [{ ...samurai, traits: { ...traits, agility: 2.5 } }, "traits.agility"],
    [{ ...samurai, void: -1 }, "void"],
    [{ ...samurai, insightRank: "2" }, "insightRank"],
    [{ ...samurai, skills: { kenjutsu: { rank: 12, emphases: [] } } }, "skills.kenjutsu.rank"],
    [{ ...samurai, armor: [{ name: "o-yoroi", bonus: -5 }] }, "armor.0.bonus"],
    [{ ...samurai, wounds: -3 }, "wounds"],
    [{ ...samurai, penalties: { rings: { earth: 11 } } }, "penalties.rings.earth"],
  ])("refuses a number out of range, naming its field (%#)", (input, field) => {
    const refusal = refusalOf(() => checkedCharacter(input));
    expect(refusal.code).toBe("badNumber");
    expect(refusal.data).toMatchObject({ subject: "character", field });
    expect(worded(refusal)).toMatch(new RegExp(`^Character: ${field.replace(/\./g, "\\.")} must be a whole number`));
  });

  it.each([
    [{ ...samurai, traits: undefined }, "traits"],
    [{ ...samurai, skills: { kenjutsu: { rank: 1, emphases: "katana" } } }, "skills.kenjutsu.emphases"],
    [{ ...samurai, penalties: { traits: { luck: 1 } } }, "penalties.traits.luck"],
    [{ ...samurai, mook: "yes" }, "mook"],
  ])("refuses a malformed field, naming it (%#)", (input, field) => {
    const refusal = refusalOf(() => checkedCharacter(input));
    expect(refusal.code).toBe("badCharacter");
    expect(refusal.data.field).toBe(field);
    expect(worded(refusal)).toContain(`This character cannot be read (${field})`);
  });
});
