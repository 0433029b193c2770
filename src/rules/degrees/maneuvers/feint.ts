import type { DiceSource } from "../../dice";
import { contest, type ContestResult } from "../checks";
import type { ConditionInstance } from "../conditions/instance";
import type { DegreesOptions } from "../options";
import { useSharedLimit, type SharedUses } from "../partners";
import type { RollModifier } from "../roll";
import { feintCondition } from "../situational";

/** A Feint: who makes it, at whom, and who takes the advantage (the feinter or an ally). */
export interface FeintAttempt {
  feinter: string;
  target: string;
  beneficiary: string;
  dexterity: { accuracy: number; modifiers: readonly RollModifier[] };
  targetNotice: { accuracy: number; modifiers: readonly RollModifier[] };
}

/** A Feint played: the group's uses after it, the contest, and the target's Feinted condition when it worked. */
export interface FeintResult {
  uses: SharedUses;
  contest: ContestResult;
  feinted: ConditionInstance | null;
  /** Given to an ally, any attack of that ally counts, ranged too; the feinter's own counts for melee or touch only (M59). */
  anyAttack: boolean;
}

/**
 * Feint (M59), a standard action the caller pays: once a round for a player and its partners
 * together, at one enemy (a special feint included). Dexterity contests the target's Notice, the
 * target needing to be higher (the inventory's contested reading). The Feinted condition lasts to
 * the end of the feinter's next turn, whoever gets the advantage.
 */
export function feint(groupUses: SharedUses, attempt: FeintAttempt, options: DegreesOptions, dice: DiceSource): FeintResult {
  const uses = useSharedLimit(groupUses, "feint", attempt.feinter);
  const result = contest(attempt.dexterity, attempt.targetNotice, options, dice);
  return { uses, contest: result, feinted: result.attackerWins ? feintCondition(attempt.feinter, attempt.beneficiary) : null, anyAttack: attempt.beneficiary !== attempt.feinter };
}
