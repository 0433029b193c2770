import type { DiceSource } from "../dice";
import type { DegreesOptions } from "./options";
import { rollCheck, type CheckRoll, type RollModifier } from "./roll";

/** Whether a check's total succeeds against a difficulty, under the GM's tie reading (M21). */
export function meetsDc(total: number, dc: number, options: DegreesOptions): boolean {
  return options.dcTie === "meet" ? total >= dc : total > dc;
}

/**
 * A check rolled against a difficulty: a number the GM sets, or another character's total read
 * as one (a hider's Stealth for Notice, M2, M54), so the GM's tie reading (`dcTie`) decides a tie.
 */
export function rollAgainst(accuracy: number, modifiers: readonly RollModifier[], difficulty: number, options: DegreesOptions, dice: DiceSource): { roll: CheckRoll; success: boolean } {
  const roll = rollCheck(accuracy, modifiers, dice);
  return { roll, success: meetsDc(roll.total, difficulty, options) };
}

/** One side of a contested check: what it adds to its 2d8. */
export interface ContestSide {
  accuracy: number;
  modifiers: readonly RollModifier[];
}

/** A contested check settled: every pair of rolls made (ties re-rolled), and who won. */
export interface ContestResult {
  /** Each throw in order; the last pair is the one that decides (and sets the degree, M35). */
  rounds: readonly { attacker: CheckRoll; defender: CheckRoll }[];
  attacker: CheckRoll;
  defender: CheckRoll;
  /** The attacker wins unless the defender is higher (Block, Anticipate: the defender must be higher). */
  attackerWins: boolean;
  /** Whether the decision came from the tie rule rather than a higher total. */
  byTie: boolean;
}

/**
 * A check against a check where the defender must be higher (M23–M25). On a tie both sides roll
 * again and the last roll decides (`contestedTie: "reroll"`, M21/M35), or the attacker takes it;
 * after `maxTieRerolls` tied re-rolls the attacker takes it too.
 * `first` lets the attacker's roll already made (the attack check) open the contest (M24 default).
 */
export function contest(attacker: ContestSide, defender: ContestSide, options: DegreesOptions, dice: DiceSource, first?: CheckRoll): ContestResult {
  let attackRoll = first ?? rollCheck(attacker.accuracy, attacker.modifiers, dice);
  let defenceRoll = rollCheck(defender.accuracy, defender.modifiers, dice);
  // Made with its first round, the size most contests end at (a list pushed into from empty reserves room for 16).
  const rounds: { attacker: CheckRoll; defender: CheckRoll }[] = [{ attacker: attackRoll, defender: defenceRoll }];
  for (;;) {
    if (attackRoll.total !== defenceRoll.total) {
      return { rounds, attacker: attackRoll, defender: defenceRoll, attackerWins: attackRoll.total > defenceRoll.total, byTie: false };
    }
    if (options.contestedTie === "attacker" || rounds.length > options.maxTieRerolls) {
      return { rounds, attacker: attackRoll, defender: defenceRoll, attackerWins: true, byTie: true };
    }
    attackRoll = rollCheck(attacker.accuracy, attacker.modifiers, dice);
    defenceRoll = rollCheck(defender.accuracy, defender.modifiers, dice);
    rounds.push({ attacker: attackRoll, defender: defenceRoll });
  }
}
