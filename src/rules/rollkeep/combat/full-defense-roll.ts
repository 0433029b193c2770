import type { DiceSource } from "../../dice";
import type { RollkeepOptions } from "../options";
import { skillPool } from "../pool";
import { rollkeepRoll, type RollkeepRoll } from "../roll";
import { fullDefenseBonus, fullDefenseTn } from "./stance-effects";

/**
 * ST5/ST6: the Defense/Reflexes roll made on taking Full Defense (4e) or Earth (house), a Complex
 * Action, and the Armor TN bonus it gives until the character's next turn. It is an ordinary skill
 * roll: unskilled at Defense 0 (no explosions, unlike l5r4, L9), the Ten Dice Rule applies, and the
 * wound penalty reaches it where the variant says (R16: 4e has no TN, so none; house off the total).
 */
export function fullDefenseRoll(defender: { defenseRank: number; reflexes: number; woundPenalty: number; exhausted?: boolean }, options: RollkeepOptions, dice: DiceSource): { roll: RollkeepRoll; bonus: number } {
  const tn = fullDefenseTn(options.variant);
  const roll = rollkeepRoll({ kind: "skill", pool: skillPool(defender.defenseRank, defender.reflexes), unskilled: defender.defenseRank === 0, woundPenalty: defender.woundPenalty, ...(tn === undefined ? {} : { tn: { base: tn } }) }, options, dice);
  const rewarded = !(options.variant === "house" && defender.exhausted);
  return { roll, bonus: rewarded ? fullDefenseBonus(roll.total, options.variant, options.earthStanceRounding) : 0 };
}
