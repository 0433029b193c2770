import { NOT_LIST, NOT_MAPPING, oneOfProblem } from "../../problems";
import { RuleRefusal, type Problem } from "../../refusal";
import type { PoolSpec } from "../pool";
import { wholeNumberOf } from "../whole-number";

/**
 * D9, C6, AT7: where a standing modifier from something the character has (a technique, an
 * advantage, a mastery) applies: the attack roll's pool, the damage pool's modifiers step, or one
 * of the Armor TN's named parts (Technique for techniques and masteries, Misc for spells and
 * advantages; a malus there is a negative number).
 */
export const ITEM_MODIFIER_TARGETS = ["attack", "damage", "armorTnTechnique", "armorTnMisc"] as const;
export type ItemModifierTarget = (typeof ITEM_MODIFIER_TARGETS)[number];

/** The targets that add a number to the Armor TN rather than dice to a roll. */
const ARMOR_TN_TARGETS: readonly ItemModifierTarget[] = ["armorTnTechnique", "armorTnMisc"];

/** One standing modifier: dice rolled and kept and a flat part (an Armor TN part takes the flat part only). */
export interface ItemModifier extends PoolSpec {
  target: ItemModifierTarget;
}

/** The most dice one modifier adds or takes, either way (a sheet's item stores the same range). */
export const MODIFIER_DICE_LIMIT = 10;
/** The largest flat part of one modifier, either way. */
export const MODIFIER_FLAT_LIMIT = 100;

function refuseModifier(field: string, problem: Problem): never {
  throw new RuleRefusal("badCharacter", { field }, `character.${field}: ${problem.text}`, problem);
}

function checkedModifier(value: unknown, index: number): ItemModifier {
  const field = `modifiers.${index}`;
  if (typeof value !== "object" || value === null || Array.isArray(value)) refuseModifier(field, NOT_MAPPING);
  // A non-null, non-array object: each field is checked below.
  const m = value as Record<string, unknown>;
  const target = ITEM_MODIFIER_TARGETS.find((t) => t === m.target);
  if (target === undefined) refuseModifier(`${field}.target`, oneOfProblem(ITEM_MODIFIER_TARGETS));
  const dice = (key: "rolled" | "kept") => wholeNumberOf("character", m[key] ?? 0, `${field}.${key}`, -MODIFIER_DICE_LIMIT, MODIFIER_DICE_LIMIT);
  const modifier = { target, rolled: dice("rolled"), kept: dice("kept"), flat: wholeNumberOf("character", m.flat ?? 0, `${field}.flat`, -MODIFIER_FLAT_LIMIT, MODIFIER_FLAT_LIMIT) };
  // C6: a part of the Armor TN is a number; dice there would be dropped without a word.
  if (ARMOR_TN_TARGETS.includes(target) && (modifier.rolled !== 0 || modifier.kept !== 0)) refuseModifier(`${field}.${modifier.rolled !== 0 ? "rolled" : "kept"}`, { code: "armorTnNotDice", text: "an Armor TN modifier adds a number, not dice" });
  return modifier;
}

/** The modifiers a character has, each checked (a RuleRefusal names the bad field, `modifiers.0.target`). */
export function checkedModifiers(value: unknown): ItemModifier[] {
  if (!Array.isArray(value)) refuseModifier("modifiers", NOT_LIST);
  return value.map(checkedModifier);
}

/** Everything the modifiers add to one target, summed (D4c sums every modifier before the Ten Dice Rule). */
export function modifierSum(modifiers: readonly ItemModifier[] | undefined, target: ItemModifierTarget): PoolSpec {
  const sum = { rolled: 0, kept: 0, flat: 0 };
  for (const m of modifiers ?? []) {
    if (m.target !== target) continue;
    sum.rolled += m.rolled;
    sum.kept += m.kept;
    sum.flat += m.flat;
  }
  return sum;
}
