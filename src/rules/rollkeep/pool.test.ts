import { describe, expect, it } from "vitest";
import { refusalOf, worded } from "../../../tests/fixtures/refusals";
import { DEFAULT_ROLLKEEP_OPTIONS } from "./options";
import { addToPool, checkedPool, damagePool, skillPool, spellPool, traitPool } from "./pool";
import { tenDiceRule } from "./ten-dice-rule";

describe("building pools from the texts' examples", () => {
  it("rolls Skill + Trait and keeps the Trait: Agility 3, Kenjutsu 3 is 6k3 (R3, W3)", () => {
    expect(skillPool(3, 3)).toEqual({ rolled: 6, kept: 3, flat: 0 });
  });

  it("rolls and keeps the Trait alone when unskilled (R4)", () => {
    expect(skillPool(0, 3)).toEqual({ rolled: 3, kept: 3, flat: 0 });
  });

  it("rolls and keeps a Trait or Ring: Strength 2 is 2k2 (R5, W4)", () => {
    expect(traitPool(2)).toEqual({ rolled: 2, kept: 2, flat: 0 });
  });

  it("casts with Ring + school rank, keeping the Ring: rank 1, Air 3 is 4k3 (R6, W6)", () => {
    expect(spellPool(3, 1)).toEqual({ rolled: 4, kept: 3, flat: 0 });
  });

  it("adds Strength to a weapon's rolled dice only: 2k2 at Strength 3 is 5k2 (W5), a 3k2 katana 6k2 (W7)", () => {
    expect(damagePool({ rolled: 2, kept: 2 }, 3)).toEqual({ rolled: 5, kept: 2, flat: 0 });
    expect(damagePool({ rolled: 3, kept: 2 }, 3)).toEqual({ rolled: 6, kept: 2, flat: 0 });
  });

  it("initiative Insight Rank 2, Reflexes 3 is 5k3 (W9)", () => {
    expect(addToPool(traitPool(3), { rolled: 2 })).toEqual({ rolled: 5, kept: 3, flat: 0 });
  });

  it("sums the house damage example step by step: 3k2 → 6k2 → 7k2+6 → 8k3+6 (W10)", () => {
    const katana = { rolled: 3, kept: 2 };
    const withStrength = damagePool(katana, 3);
    const withFeintAndMastery = addToPool(withStrength, { rolled: 1, flat: 6 });
    const withVoid = addToPool(withFeintAndMastery, { rolled: 1, kept: 1 });
    expect([withStrength, withFeintAndMastery, withVoid]).toEqual([
      { rolled: 6, kept: 2, flat: 0 },
      { rolled: 7, kept: 2, flat: 6 },
      { rolled: 8, kept: 3, flat: 6 },
    ]);
  });

  it("sums the ono example: 0k4 → 5k4, and 8k5+4 stays 8k5+4 through the Ten Dice Rule (W11)", () => {
    expect(damagePool({ rolled: 0, kept: 4 }, 5)).toEqual({ rolled: 5, kept: 4, flat: 0 });
    expect(tenDiceRule({ rolled: 8, kept: 5, flat: 4 }, DEFAULT_ROLLKEEP_OPTIONS)).toMatchObject({ rolled: 8, kept: 5, flat: 4 });
  });

  it("refuses a pool number that is no whole number, naming it", () => {
    const refusal = refusalOf(() => checkedPool({ rolled: 2.5, kept: 1, flat: 0 }));
    expect(refusal.code).toBe("badNumber");
    expect(refusal.data.field).toBe("rolled");
    expect(worded(refusal)).toBe("Roll: rolled must be a whole number from -1000 to 1000, not 2.5.");
    expect(refusalOf(() => checkedPool({ rolled: 2, kept: 1, flat: Number.NaN })).data.field).toBe("flat");
  });
});
