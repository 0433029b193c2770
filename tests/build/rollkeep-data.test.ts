import { describe, expect, expectTypeOf, it } from "vitest";
import { ITEM_MODIFIER_TARGETS, MAX_ARMOR_NUMBER, MAX_INSIGHT_RANK, MAX_RATING, MAX_WOUND_ADJUSTMENT, MAX_WOUNDS, MODIFIER_DICE_LIMIT, MODIFIER_FLAT_LIMIT, RINGS as RULE_RINGS, STANCES as RULE_STANCES, TRAITS, VOID_SPENDS as RULE_VOID_SPENDS, type WeaponReach, type WeaponSize } from "../../src/rules/rollkeep";
import { MAX_ROUND } from "../../src/rules/rollkeep/port/moments";
import { MAX_MOVE_FEET } from "../../src/rules/rollkeep/port/moves";
import { ARMOR_NUMBER_MAX, INSIGHT_RANK_MAX, MODIFIER_DICE_MAX, MODIFIER_FLAT_MAX, MOVE_FEET_MAX, PENALTY_MAX, RATING_MAX, ROUND_MAX, SKILL_MAX, VOID_POINTS_MAX, WOUND_ADJUSTMENT_MAX, WOUNDS_MAX } from "../../src/rulesets/rollkeep/data/bounds";
import { MODIFIER_TARGETS, RING_KEYS, STANCES, TRAIT_KEYS, VOID_SPENDS, type WEAPON_REACHES, type WEAPON_SIZES } from "../../src/rulesets/rollkeep/data/choices";
import { OPTION_SETTINGS } from "../../src/rulesets/rollkeep/settings/option-settings";
import { DEFAULT_ROLLKEEP_OPTIONS, rollkeepOptionsFrom } from "../../src/rules/rollkeep/options";
import { refusalOf } from "../fixtures/refusals";

/*
 * The roll-and-keep data models reach the engine only through the port, so they cannot import its
 * lists and ranges; they write their own. This build-level test (allowed to read the engine) holds
 * the two together: a trait, stance or Void spend added to the rules, or a range changed, fails
 * here until the data layer follows.
 */

describe("the roll-and-keep data models and the rules", () => {
  it("store the same traits, stances and Void spends the rules read", () => {
    expect([...TRAIT_KEYS].sort()).toEqual([...TRAITS].sort());
    expect(Object.keys(STANCES).sort()).toEqual([...RULE_STANCES["4e"], ...RULE_STANCES.house].sort());
    expect(Object.keys(VOID_SPENDS).sort()).toEqual([...RULE_VOID_SPENDS].sort());
    expect(RING_KEYS).toEqual(RULE_RINGS);
  });

  it("let an item's modifiers name what the rules read them into, in the rules' ranges (D9, C6)", () => {
    expect(Object.keys(MODIFIER_TARGETS)).toEqual([...ITEM_MODIFIER_TARGETS]);
    expect({ MODIFIER_DICE_MAX, MODIFIER_FLAT_MAX }).toEqual({ MODIFIER_DICE_MAX: MODIFIER_DICE_LIMIT, MODIFIER_FLAT_MAX: MODIFIER_FLAT_LIMIT });
  });

  it("offer the weapon sizes and reaches the rules' weapon has", () => {
    expectTypeOf<keyof typeof WEAPON_SIZES>().toEqualTypeOf<WeaponSize>();
    expectTypeOf<keyof typeof WEAPON_REACHES>().toEqualTypeOf<WeaponReach>();
  });

  it("bound every number where the rules check it (C2, C3, C4, C7, C15, U4, V1, the port's rounds)", () => {
    expect({ RATING_MAX, SKILL_MAX, VOID_POINTS_MAX, INSIGHT_RANK_MAX, WOUNDS_MAX, ARMOR_NUMBER_MAX, ROUND_MAX, PENALTY_MAX, WOUND_ADJUSTMENT_MAX, MOVE_FEET_MAX }).toEqual({
      RATING_MAX: MAX_RATING,
      SKILL_MAX: MAX_RATING,
      VOID_POINTS_MAX: MAX_RATING,
      INSIGHT_RANK_MAX: MAX_INSIGHT_RANK,
      WOUNDS_MAX: MAX_WOUNDS,
      ARMOR_NUMBER_MAX: MAX_ARMOR_NUMBER,
      ROUND_MAX: MAX_ROUND,
      PENALTY_MAX: MAX_RATING,
      WOUND_ADJUSTMENT_MAX: MAX_WOUND_ADJUSTMENT,
      MOVE_FEET_MAX: MAX_MOVE_FEET,
    });
  });
});

describe("the roll-and-keep world settings and the rule options", () => {
  /** The rules' own wording of what a field accepts, from the refusal of a value no field takes. */
  const accepted = (option: string) => String(refusalOf(() => rollkeepOptionsFrom({ [option]: "not a value" })).problem?.text);

  it("offer every rule option, and nothing else", () => {
    expect(Object.keys(OPTION_SETTINGS).sort()).toEqual(Object.keys(DEFAULT_ROLLKEEP_OPTIONS).sort());
  });

  it.each(Object.entries(OPTION_SETTINGS))("offer %s with the choices or range the rules accept", (option, { setting }) => {
    if (setting.kind === "choice") expect(accepted(option)).toBe(`must be one of ${setting.choices.join(", ")}`);
    if (setting.kind === "flag") expect(accepted(option)).toBe("must be true or false");
    if (setting.kind === "number") expect(accepted(option)).toBe(`must be a whole number from ${setting.min} to ${setting.max}`);
  });
});
