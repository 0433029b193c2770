import type { DiceSource } from "../../dice";
import { resolveContest } from "../contest";
import type { RollkeepOptions } from "../options";
import { traitPool } from "../pool";
import { rollkeepRoll } from "../roll";

/** One side of a contested Strength roll (M2, M7, M8). */
export interface StrengthSide {
  strength: number;
  woundPenalty: number;
  /** Added to the total (M8: the target's Earth against a push past 5 ft; Maintain's +1k1 is dice elsewhere). */
  bonus?: number;
}

/** A contest's rolls, in order, each pair attacker then target, and whether the attacker won. */
export interface StrengthContest {
  rolls: { attacker: number; target: number }[];
  attackerWon: boolean;
}

/** Ties are rolled again (R11); past this many the contest goes to the defender, so no loop runs away. */
export const MAX_CONTEST_ROLLS = 100;

/**
 * A contested Strength roll: Strength k Strength each, the higher total wins, a tie rolls again.
 * Wound penalties reach it as the variant says (R16: 4e contests have no TN, so none).
 */
export function strengthContest(attacker: StrengthSide, target: StrengthSide, options: RollkeepOptions, dice: DiceSource): StrengthContest {
  const total = (side: StrengthSide) => rollkeepRoll({ kind: "trait", pool: traitPool(side.strength), woundPenalty: side.woundPenalty }, options, dice).total + (side.bonus ?? 0);
  const rolls: StrengthContest["rolls"] = [];
  while (rolls.length < MAX_CONTEST_ROLLS) {
    const pair = { attacker: total(attacker), target: total(target) };
    rolls.push(pair);
    const result = resolveContest([{ total: pair.attacker, raisesCalled: 0 }, { total: pair.target, raisesCalled: 0 }], options);
    if (result.outcome === "winner") return { rolls, attackerWon: result.winner === 0 };
  }
  return { rolls, attackerWon: false };
}
