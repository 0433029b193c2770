import { DEFAULT_ROLLKEEP_OPTIONS, rollkeepOptionsFrom, type RollkeepOptions } from "./options";
import { checkedPool, type ThrowablePool } from "./pool";
import { rollPool } from "./roll-pool";
import { tenDiceRule, type TenDiceOutcome } from "./ten-dice-rule";

/** A pool as a player types it into a roll formula (`7k3`, `6k3u`): nothing to sum, no roll kind. */
export interface WrittenPool {
  rolled: number;
  kept: number;
  /** False for a roll whose tens do not explode (R4 unskilled, MK2 a mook's damage). */
  explodes: boolean;
  /** D8: made under an emphasis, so its 1s are rolled again once when the option `emphasisRerollsOnes` is on. */
  emphasis?: boolean;
  /** U5: keeps the lowest dice (`7kl3`). */
  keepLowest?: boolean;
}

/** A written pool made throwable: what the Ten Dice Rule did (for the roll's tooltip) and the pool to throw. */
export interface PreparedWrittenPool {
  tenDice: TenDiceOutcome;
  pool: ThrowablePool;
}

/**
 * A typed pool as the rules take it: its numbers checked (a RuleRefusal naming the field past the
 * limits any roll could use), then the Ten Dice Rule and the kept-never-above-rolled clamp (D4, D5);
 * a keep-lowest pool (U5) goes through the same rule and keeps the lowest of what it leaves.
 * A formula's flat part stays outside the pool, as Foundry adds it; the rule's own +2s are in `flat`.
 */
export function prepareWrittenPool(written: WrittenPool, options: RollkeepOptions): PreparedWrittenPool {
  const tenDice = tenDiceRule(checkedPool({ rolled: written.rolled, kept: written.kept, flat: 0 }), options);
  const rerollOnes = written.emphasis === true && options.emphasisRerollsOnes;
  return { tenDice, pool: { rolled: tenDice.rolled, kept: tenDice.kept, flat: tenDice.flat, explodes: written.explodes, ...(rerollOnes ? { rerollOnes } : {}), ...(written.keepLowest ? { keepLowest: true } : {}) } };
}

/**
 * What the Foundry dice term for roll-and-keep formulas asks of this ruleset, reached through the
 * registry (`FORMULA_DICE`): the rule options, preparing a typed pool, and throwing it.
 */
export const rollkeepFormulaDice = {
  options: { defaults: DEFAULT_ROLLKEEP_OPTIONS, resolve: rollkeepOptionsFrom },
  prepare: prepareWrittenPool,
  roll: rollPool,
} as const;
