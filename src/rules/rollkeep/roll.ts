import type { DiceSource } from "../dice";
import type { RollkeepOptions } from "./options";
import { prepareRoll, type PreparedRoll, type RollkeepRollInput } from "./prepare-roll";
import { chanceAtLeast, totalDistribution } from "./probability/distribution";
import { rollPool, type PoolRoll } from "./roll-pool";

/** A roll made: everything prepared, the dice as they fell, and how it went against its TN. */
export interface RollkeepRoll extends PreparedRoll {
  dice: PoolRoll;
  total: number;
  /** R1, R7: whether the total reached the TN with every raise called; null without a TN. */
  success: boolean | null;
  /** The total less the TN (negative on a failure); null without a TN. */
  margin: number | null;
}

/** Makes one roll (a RuleRefusal, and no die drawn, if the rules forbid it as asked). */
export function rollkeepRoll(input: RollkeepRollInput, options: RollkeepOptions, dice: DiceSource): RollkeepRoll {
  const prepared = prepareRoll(input, options);
  const thrown = rollPool(prepared.pool, dice);
  const margin = prepared.tn === null ? null : thrown.total - prepared.tn.effective;
  return { ...prepared, dice: thrown, total: thrown.total, success: margin === null ? null : margin >= 0, margin };
}

/** The exact chance a prepared roll reaches its TN with the raises called (D10); null without a TN. */
export function chanceOfSuccess(prepared: PreparedRoll): number | null {
  return prepared.tn === null ? null : chanceAtLeast(totalDistribution(prepared.pool), prepared.tn.effective);
}
