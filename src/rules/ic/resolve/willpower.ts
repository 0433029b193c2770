import type { DiceSource } from "../../dice";
import { steadyValues, type IcCombatant } from "../combatant";
import { willpowerReroll } from "../defense";
import type { IcRuleOptions } from "../options";
import { settleDefense, type DefenseStep } from "./attack";

// Willpower is spent after success or failure is known but before damage is rolled, once per
// roll, so it works on a settled DefenseStep.

/** The defender spends Willpower on their defence roll: rerolled, +10 if the die shows under 11. */
export function rerollDefenseWithWillpower(step: DefenseStep, dice: DiceSource): DefenseStep {
  if (step.defenseRoll === null) throw new Error("There is no defence roll to spend Willpower on");
  const defenseRoll = willpowerReroll(step.defenseBonus, dice);
  return settleDefense({ ...step, defenseFace: defenseRoll - step.defenseBonus }, step.accuracy, defenseRoll);
}

/** The attacker spends Willpower: an Accuracy roll (d20, +10 under 11) replaces the Accuracy the defence faced. */
export function accuracyRollWithWillpower(step: DefenseStep, attacker: IcCombatant, options: IcRuleOptions, dice: DiceSource): DefenseStep {
  return settleDefense(step, willpowerReroll(steadyValues(attacker, options).accuracyRollBonus + step.accuracyModifiers, dice), step.defenseRoll);
}
