import { describe, expect, it } from "vitest";
import { DEFAULT_ROLLKEEP_OPTIONS, type RollkeepOptions } from "../options";
import { armorBonus, armorReduction } from "./armor";
import { armorTn, dualWieldArmorTn, type ArmorTnInput } from "./armor-tn";

const fourth = DEFAULT_ROLLKEEP_OPTIONS;
const house: RollkeepOptions = { ...DEFAULT_ROLLKEEP_OPTIONS, variant: "house" };
const bushi: ArmorTnInput = { reflexes: 3, armor: 5, stance: 4, technique: 2, misc: 10, maluses: 5 };
const armor = [
  { name: "light", bonus: 5, reduction: 1 },
  { name: "heavy", bonus: 10, reduction: 3 },
];

describe("Armor TN", () => {
  it("adds 5, 5 × Reflexes, armor, stance, technique and misc, and takes the maluses off, each part named (C5, C6)", () => {
    expect(armorTn(bushi, fourth)).toEqual({ base: 5, attribute: 15, armor: 5, stance: 4, technique: 2, misc: 10, maluses: 5, total: 36, againstMelee: 36 });
  });

  it("counts the best piece of armor by default, all of them when the GM stacks them (C7, C15)", () => {
    expect(armorBonus(armor, fourth)).toBe(10);
    expect(armorReduction(armor, fourth)).toBe(3);
    expect(armorBonus(armor, { armorStacking: "stack" })).toBe(15);
    expect(armorReduction(armor, { armorStacking: "stack" })).toBe(4);
    expect(armorBonus([], fourth)).toBe(0);
  });

  it("takes 10 off against melee attacks only while prone (CO9)", () => {
    expect(armorTn({ ...bushi, conditions: { prone: true } }, fourth)).toMatchObject({ total: 36, againstMelee: 26 });
  });

  it("is 5 + armor while grappled, in both books (G5, G11)", () => {
    expect(armorTn({ ...bushi, conditions: { grappled: true } }, fourth).total).toBe(10);
    expect(armorTn({ ...bushi, conditions: { grappled: true } }, house).total).toBe(10);
  });

  it("is 5 + armor while stunned (4e) or incapacitated (house formula), or drops Reflexes and misc by the house prose (CO3)", () => {
    expect(armorTn({ ...bushi, conditions: { stunned: true } }, fourth).total).toBe(10);
    expect(armorTn({ ...bushi, conditions: { stunned: true } }, house).total).toBe(10);
    expect(armorTn({ ...bushi, conditions: { stunned: true } }, { ...house, incapacitatedArmorTn: "dropReflexesAndMisc" }).total).toBe(11);
  });

  it("counts Reflexes once when blind: 4e keeps the other bonuses by default, the house rules keep armor and misc (CO1)", () => {
    expect(armorTn({ ...bushi, conditions: { blinded: true } }, fourth).total).toBe(24);
    expect(armorTn({ ...bushi, conditions: { blinded: true } }, { ...fourth, blindKeepsBonuses: false }).total).toBe(18);
    expect(armorTn({ ...bushi, conditions: { blinded: true } }, house).total).toBe(18);
  });

  it("never goes below 0", () => {
    expect(armorTn({ reflexes: 0, armor: 0, stance: 0, technique: 0, misc: 0, maluses: 30 }, fourth).total).toBe(0);
  });
});

describe("two weapons", () => {
  it("add the Insight Rank to Armor TN, in the house rules unless the GM says none (AT8)", () => {
    expect(dualWieldArmorTn(3, fourth)).toBe(3);
    expect(dualWieldArmorTn(3, house)).toBe(3);
    expect(dualWieldArmorTn(3, { ...house, dualWieldArmorTn: "none" })).toBe(0);
    expect(dualWieldArmorTn(3, { ...fourth, dualWieldArmorTn: "none" })).toBe(3);
  });
});
