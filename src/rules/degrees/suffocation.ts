import type { DiceSource } from "../dice";
import { meetsDc } from "./checks";
import { conditionModifier, hasFlag } from "./conditions/active";
import type { ConditionInstance } from "./conditions/instance";
import type { DegreesOptions } from "./options";
import { rollCheck, type CheckRoll } from "./roll";

/** The Vigor difficulty of a Suffocating character's next breath check: GM option `suffocationDc`, +1 for every turn already spent (M130 25). */
export function suffocationDc(turnsSoFar: number, options: DegreesOptions): number {
  return options.suffocationDc + turnsSoFar;
}

/** The breath check of one suffocating turn. */
export interface BreathCheck {
  /** Null when the character could not try: it cannot act. */
  roll: CheckRoll | null;
  dc: number;
  heldBreath: boolean;
  /** Fixed damage a failure costs: the cause's own, or the character's campaign level. */
  damage: number;
}

/** What the breath check reads of the suffocating character. */
export interface Breather {
  vigor: number;
  campaignLevel: number;
  conditions: readonly ConditionInstance[];
}

/**
 * A Suffocating character's free-action Vigor check for its turn (M130 25). The difficulty starts
 * at GM option `suffocationDc` (the text gives no starting number) and rises by 1 a turn; a
 * failure costs fixed damage, the cause's (`damage` on the instance) or the campaign level. A
 * character unable to act cannot take the free action, so it fails without rolling: our reading
 * of "if suffocation continues, it leads to death".
 */
export function breathCheck(suffocating: ConditionInstance, breather: Breather, options: DegreesOptions, dice: DiceSource): BreathCheck {
  const dc = suffocationDc(suffocating.turns ?? 0, options);
  const damage = suffocating.damage ?? breather.campaignLevel;
  if (hasFlag(breather.conditions, "cannotAct", options)) return { roll: null, dc, heldBreath: false, damage };
  const penalty = conditionModifier(breather.conditions, { kind: "other", attribute: "vigor" }, options);
  const roll = rollCheck(breather.vigor, penalty === 0 ? [] : [{ label: "conditions", value: penalty }], dice);
  return { roll, dc, heldBreath: meetsDc(roll.total, dc, options), damage };
}
