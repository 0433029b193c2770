import { describe, expect, it } from "vitest";
import { DEFAULT_ROLLKEEP_OPTIONS, type RollkeepOptions } from "../options";
import { damageSteps, feintBonus, type DamageInput } from "./damage-pool";
import { takeWounds } from "./take-wounds";
import { DEFAULT_WEAPONS, type Weapon } from "./weapons";

const fourth = DEFAULT_ROLLKEEP_OPTIONS;
const house: RollkeepOptions = { ...DEFAULT_ROLLKEEP_OPTIONS, variant: "house" };
const none = { rolled: 0, kept: 0, flat: 0 };
const plain = (weapon: Weapon, strength: number, more: Partial<DamageInput> = {}): DamageInput => ({ weapon, strength, disarm: false, extraDamageRaises: 0, feintBonus: 0, modifiers: none, activated: none, ...more });
const last = (input: DamageInput, options = fourth) => damageSteps(input, options.variant).at(-1)?.pool;

describe("damage pools", () => {
  it("Katana DR 3k2, Strength 3 → 6k2 (W7)", () => {
    expect(last(plain(DEFAULT_WEAPONS.katana!, 3))).toEqual({ rolled: 6, kept: 2, flat: 0 });
  });

  it("Katana DR 2k2, Strength 3 → 5k2 (W5, the core text's rating)", () => {
    expect(last(plain({ ...DEFAULT_WEAPONS.katana!, damage: { rolled: 2, kept: 2 } }, 3))).toEqual({ rolled: 5, kept: 2, flat: 0 });
  });

  it("unarmed is 0k1 plus Strength (AT6)", () => {
    expect(last(plain(DEFAULT_WEAPONS.unarmed!, 2))).toEqual({ rolled: 2, kept: 1, flat: 0 });
  });

  it("adds a bow's own Strength to the arrow's rating, not the archer's (AT5)", () => {
    const bow: Weapon = { name: "Yumi", damage: { rolled: 2, kept: 2 }, size: "large", reach: "aimed", strength: { own: 3 } };
    expect(last(plain(bow, 5))).toEqual({ rolled: 5, kept: 2, flat: 0 });
  });

  it("Weapon: Samurai 5, katana, Strength 3, Feint beating the ATN by 13: 3k2 → 6k2 → 7k2+6 → 8k3+6 (W10)", () => {
    const bonus = feintBonus({ overRaisedTn: 13, overArmorTn: 23 }, { feint: true, defenseless: false, insightRank: 2 }, house);
    expect(bonus).toBe(6);
    const steps = damageSteps(plain(DEFAULT_WEAPONS.katana!, 3, { feintBonus: bonus, modifiers: { rolled: 1, kept: 0, flat: 0 }, activated: { rolled: 1, kept: 1, flat: 0 } }), "house");
    expect(steps.map((s) => s.pool)).toEqual([
      { rolled: 3, kept: 2, flat: 0 },
      { rolled: 6, kept: 2, flat: 0 },
      { rolled: 7, kept: 2, flat: 6 },
      { rolled: 8, kept: 3, flat: 6 },
    ]);
  });

  it("Kanaboujutsu 7, Ono 0k4, Strength 5, 2 raises on Extra Damage: 0k4 → 5k4 → 8k5+4 → 8k5+4 (W11)", () => {
    const steps = damageSteps(plain(DEFAULT_WEAPONS.ono!, 5, { extraDamageRaises: 2, modifiers: { rolled: 1, kept: 1, flat: 4 } }), "house");
    expect(steps.map((s) => s.pool)).toEqual([
      { rolled: 0, kept: 4, flat: 0 },
      { rolled: 5, kept: 4, flat: 0 },
      { rolled: 8, kept: 5, flat: 4 },
      { rolled: 8, kept: 5, flat: 4 },
    ]);
  });

  it("replaces the weapon and Strength on a Disarm: 2k1 in 4e, 1k1 in the house rules (M2)", () => {
    expect(last(plain(DEFAULT_WEAPONS.ono!, 5, { disarm: true }))).toEqual({ rolled: 2, kept: 1, flat: 0 });
    expect(last(plain(DEFAULT_WEAPONS.ono!, 5, { disarm: true }), house)).toEqual({ rolled: 1, kept: 1, flat: 0 });
  });
});

describe("Feint and Defenseless", () => {
  const margins = { overRaisedTn: 9, overArmorTn: 19 };

  it("adds half the margin over the raised TN, rounded down by default, capped at 5 × Insight Rank (M4)", () => {
    expect(feintBonus(margins, { feint: true, defenseless: false, insightRank: 3 }, fourth)).toBe(4);
    expect(feintBonus(margins, { feint: true, defenseless: false, insightRank: 3 }, { feintMargin: "raisedTn", feintRounding: "up" })).toBe(5);
    expect(feintBonus(margins, { feint: true, defenseless: false, insightRank: 1 }, { feintMargin: "baseTn", feintRounding: "down" })).toBe(5);
  });

  it("adds half the margin over the Armor TN, rounded down and uncapped, against the Defenseless (CO10)", () => {
    expect(feintBonus(margins, { feint: false, defenseless: true, insightRank: 1 }, fourth)).toBe(9);
  });
});

describe("taking wounds", () => {
  const mook = { wounds: 0, earth: 2, mook: true };

  it("a mook with Earth 2 takes 10 and is Hurt, 15 more and is Out and Downed, 4 more and is Killed (W14)", () => {
    const first = takeWounds(mook, 10, { voidPoint: false, reduction: 0 }, house);
    expect(first).toMatchObject({ wounds: 10, after: { rank: "hurt" }, downed: false, killed: false });
    const second = takeWounds({ ...mook, wounds: 10 }, 15, { voidPoint: false, reduction: 0 }, house);
    expect(second).toMatchObject({ wounds: 25, after: { rank: "out" }, downed: true, killed: false });
    const third = takeWounds({ ...mook, wounds: 25 }, 4, { voidPoint: false, reduction: 0 }, house);
    expect(third).toMatchObject({ wounds: 29, after: { rank: "dead" }, downed: false, killed: true });
  });

  it("credits only the Kill when one blow would both Down and Kill (C14)", () => {
    expect(takeWounds({ wounds: 0, earth: 2, mook: false }, 40, { voidPoint: false, reduction: 0 }, house)).toMatchObject({ downed: false, killed: true });
  });

  it("Downs on entering house Crippled, or 4e Down (C14)", () => {
    expect(takeWounds({ wounds: 0, earth: 2, mook: false }, 31, { voidPoint: false, reduction: 0 }, house)).toMatchObject({ after: { rank: "crippled" }, downed: true });
    expect(takeWounds({ wounds: 0, earth: 2, mook: false }, 31, { voidPoint: false, reduction: 0 }, fourth)).toMatchObject({ after: { rank: "down" }, downed: true });
  });

  it("takes 10 off for a Void Point and the armor's Reduction, never below 0 (V6, C15)", () => {
    expect(takeWounds({ wounds: 3, earth: 2, mook: false }, 14, { voidPoint: true, reduction: 2 }, fourth)).toMatchObject({ reduced: 12, taken: 2, wounds: 5 });
    expect(takeWounds({ wounds: 3, earth: 2, mook: false }, 6, { voidPoint: true, reduction: 0 }, fourth)).toMatchObject({ reduced: 6, taken: 0, wounds: 3 });
  });
});
