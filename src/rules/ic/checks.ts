import { combatValues, type IcCombatant, type Skills } from "./combatant";
import type { CombatValues } from "./derived";
import type { IcRuleOptions } from "./options";

/** A d20 check a sheet offers: its key, the label's i18n key, the bonus the roll adds and the die it throws. */
export interface IcCheck {
  key: string;
  label: string;
  bonus: number;
  formula: string;
}

/** Every IC check throws one d20 and adds its bonus. */
const CHECK_DIE = "1d20";

/** The derived checks, each reading its bonus off the derived values. */
const DERIVED_CHECKS: readonly (readonly [string, keyof CombatValues])[] = [
  ["initiative", "initiativeBonus"],
  ["accuracy", "accuracyRollBonus"],
  ["dodge", "dodgeBonus"],
  ["parry", "parryBonus"],
  ["stamina", "staminaBonus"],
  ["chakra", "chakraBonus"],
  ["genjutsuOffense", "genjutsuOffenseBonus"],
  ["genjutsuDefense", "genjutsuDefenseBonus"],
];

/** Skills roll 1d20 + rank; Awareness and Stealth also take their derived modifiers (Visibility, Ignite...). */
const SKILL_MODIFIERS: Partial<Record<keyof Skills, keyof CombatValues>> = { awareness: "awarenessModifier", stealth: "stealthModifier" };

const SKILLS: readonly (keyof Skills)[] = ["chakraControl", "athletics", "toxicology", "stealth", "awareness"];

/** Every check a sheet can roll for this combatant, with the bonus a roll adds right now. */
export function icChecks(actor: IcCombatant, options: IcRuleOptions): IcCheck[] {
  const values = combatValues(actor, options);
  const derived = DERIVED_CHECKS.map(([key, value]) => ({ key, label: `SHINOBI.Derived.${value}`, bonus: values[value], formula: CHECK_DIE }));
  const skills = SKILLS.map((key) => {
    const modifier = SKILL_MODIFIERS[key];
    return { key, label: `SHINOBI.Skill.${key}`, bonus: actor.skills[key] + (modifier ? values[modifier] : 0), formula: CHECK_DIE };
  });
  return [...derived, ...skills];
}
