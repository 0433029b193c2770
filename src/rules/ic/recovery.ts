import type { FatigueState } from "./derived";
import type { Pool } from "./pools";

export interface RecoveryState {
  vitality: Pool;
  hp: Pool;
  fatigue: FatigueState;
}

export interface RecoveryConditions {
  /** Hospital-grade care: everything but Willpower heals twice as fast. */
  medicalAttention?: boolean;
  /** Starving, thirsty or sleeping under 6 hours: every healing time doubles. */
  deprived?: boolean;
}

/**
 * What the end of a battle does to Fatigue: both running penalties reset to 0 and the level stays
 * (Stamina and Chakra Exhaustion: "reset to 0 ... at the end of battle"). Nothing to reset gives
 * back the same object, so a caller comparing before and after writes nothing.
 */
export function endOfBattle(fatigue: FatigueState): FatigueState {
  return fatigue.staminaPenalty === 0 && fatigue.chakraPenalty === 0 ? fatigue : { ...fatigue, staminaPenalty: 0, chakraPenalty: 0 };
}

/**
 * Out-of-combat recovery over `minutes`: 10% of max Vitality per 10 minutes, 10% of max HP
 * per hour, one Fatigue level per hour. Medical attention doubles the rate, deprivation halves it.
 * Recovering means the battle is over, so the running penalties are gone too.
 */
export function recover(state: RecoveryState, minutes: number, conditions: RecoveryConditions = {}): RecoveryState {
  const rate = (conditions.medicalAttention ? 2 : 1) / (conditions.deprived ? 2 : 1);
  const effective = minutes * rate;
  const vitalitySteps = Math.floor(effective / 10);
  const hourSteps = Math.floor(effective / 60);
  const heal = (pool: Pool, steps: number) => ({ ...pool, value: Math.min(pool.max, pool.value + Math.floor((pool.max * steps) / 10)) });
  return {
    vitality: heal(state.vitality, vitalitySteps),
    hp: heal(state.hp, hourSteps),
    fatigue: { ...endOfBattle(state.fatigue), level: Math.max(0, state.fatigue.level - hourSteps) },
  };
}
