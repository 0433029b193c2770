import type { RollkeepOptions } from "../options";
import { traitPool, type PoolSpec } from "../pool";

/** The TN of the Earth roll that shakes off Dazed/Stun and Stunned/Incapacitated (CO2, CO3). */
export const RECOVERY_TN = 20;
/** CO2: what each failure takes off the next Dazed (4e) or Stun (house) recovery TN. */
export const DAZED_TN_DROP: Readonly<Record<RollkeepOptions["variant"], number>> = { "4e": 5, house: 10 };

/** A condition shaken off by a roll at the end of each round (CO12: 4e Reactions, house Readying Phase). */
export interface RecoveringCondition {
  id: "dazed" | "stunned";
  /** Dazed/Stun: the failures so far. */
  failures: number;
  /** Stunned/Incapacitated: the round at whose end it wears off anyway, once a roll has failed. */
  endsAfterRound: number | null;
}

export function newRecovering(id: "dazed" | "stunned"): RecoveringCondition {
  return { id, failures: 0, endsAfterRound: null };
}

/** The roll a recovery takes: the Earth Ring, rolled and kept. */
export function recoveryPool(earth: number): PoolSpec {
  return traitPool(earth);
}

/**
 * The TN of this round's recovery roll, or null when none is rolled (a Stunned character whose
 * roll failed just waits out the next round). Dazed (4e): 20, 5 lower after each failure. Stun
 * (house): 20, and 10 lower "for the next round" after a failure, each failure again by default
 * (an option keeps it at one drop). Never below 0.
 */
export function recoveryTn(condition: RecoveringCondition, options: Pick<RollkeepOptions, "variant" | "stunRecoveryCumulative">): number | null {
  if (condition.id === "stunned") return condition.endsAfterRound === null ? RECOVERY_TN : null;
  const drops = options.variant === "house" && !options.stunRecoveryCumulative ? Math.min(1, condition.failures) : condition.failures;
  return Math.max(0, RECOVERY_TN - DAZED_TN_DROP[options.variant] * drops);
}

/**
 * The end of round `round` for one recovering condition, with the recovery roll's total (null
 * when no roll is due). It ends on a success; Stunned/Incapacitated that failed ends at the end of
 * the next round regardless (CO3).
 */
export function endOfRoundRecovery(condition: RecoveringCondition, round: number, total: number | null, options: Pick<RollkeepOptions, "variant" | "stunRecoveryCumulative">): RecoveringCondition | null {
  if (condition.endsAfterRound !== null && round >= condition.endsAfterRound) return null;
  const tn = recoveryTn(condition, options);
  if (tn === null || total === null) return condition;
  if (total >= tn) return null;
  return condition.id === "stunned" ? { ...condition, endsAfterRound: round + 1 } : { ...condition, failures: condition.failures + 1 };
}
