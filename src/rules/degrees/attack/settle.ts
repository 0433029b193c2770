import { takeDamage, thresholdState, type HpTrack, type ThresholdState } from "../character/hit-points";
import { imposeCondition } from "../conditions/impose";
import type { ConditionInstance } from "../conditions/instance";
import type { DegreesOptions } from "../options";

/** What a finished attack leaves on one character (the port's outcome). */
export interface AttackOutcome {
  damage: number;
  lethal: boolean;
  /** A lethal critical hit: one more Bleeding stack (M36). */
  bleeding: boolean;
  /** The armour's absorption after the hit (M125). */
  absorptionLeft: number;
}

/** A character as settling an outcome changes it. */
export interface WoundedState {
  hp: HpTrack;
  conditions: readonly ConditionInstance[];
  absorption: number;
}

/** Lands an outcome: HP lost (M40), Bleeding added, the armour worn down, and the threshold crossed if any (F8). */
export function settleOutcome(state: WoundedState, outcome: AttackOutcome, options: DegreesOptions): { state: WoundedState; threshold: { from: ThresholdState; to: ThresholdState } | null } {
  const from = thresholdState(state.hp, options);
  const hp = takeDamage(state.hp, outcome.damage, outcome.lethal, options);
  const conditions = outcome.bleeding ? imposeCondition(state.conditions, { id: "bleeding", source: "critical" }) : state.conditions;
  const to = thresholdState(hp, options);
  return { state: { hp, conditions, absorption: outcome.absorptionLeft }, threshold: to === from ? null : { from, to } };
}
