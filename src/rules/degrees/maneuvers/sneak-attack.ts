import type { DiceSource } from "../../dice";
import { rollAgainst } from "../checks";
import type { ConditionInstance } from "../conditions/instance";
import type { DegreesOptions } from "../options";
import type { CheckRoll, RollModifier } from "../roll";

/** The condition a sneak attack's target defends with: Unaware, for that one attack (M54). */
export const SNEAK_ATTACK_TARGET: ConditionInstance = { id: "unaware", source: "sneakAttack" };

/**
 * A Stealth check against an enemy's Notice before a sneak attack (M54): on success the attack,
 * melee or ranged, treats the target as Unaware (`SNEAK_ATTACK_TARGET` added to its conditions
 * for that attack). Hiding again for another sneak attack is the same check.
 */
export function sneakAttackCheck(stealth: number, modifiers: readonly RollModifier[], enemyNotice: number, options: DegreesOptions, dice: DiceSource): { roll: CheckRoll; sneaks: boolean } {
  const { roll, success } = rollAgainst(stealth, modifiers, enemyNotice, options, dice);
  return { roll, sneaks: success };
}

/** An enemy looking for a sneak attacker: its Notice accuracy and modifiers. */
export interface Searcher {
  id: string;
  notice: number;
  modifiers: readonly RollModifier[];
}

/**
 * The end of a turn with a sneak attack, hit or miss (M54): while the attacker is not fully in
 * sight, each enemy makes a Notice reaction against its Stealth total to place it roughly.
 * Those who succeed have located it (total camouflage no longer stops their attacks, M111).
 */
export function searchAfterSneakAttack(stealthTotal: number, fullyVisible: boolean, searchers: readonly Searcher[], options: DegreesOptions, dice: DiceSource): { id: string; roll: CheckRoll; located: boolean }[] {
  // In plain sight there is nothing to search for: no check is rolled.
  if (fullyVisible) return [];
  return searchers.map((s) => {
    const { roll, success } = rollAgainst(s.notice, s.modifiers, stealthTotal, options, dice);
    return { id: s.id, roll, located: success };
  });
}
