import { DEFAULT_IC_OPTIONS, type IcRuleOptions } from "./options";

/** The most AP a combatant can bank: AGI / 2, rounded down. */
export function apCap(agi: number): number {
  return Math.floor(agi / 2);
}

/**
 * How many times the count reaches a multiple of the AP interval while moving from IC `from`
 * (already handled) to IC `to`. IC 0 is the start of battle, where everyone has zero AP.
 */
export function apGrantsBetween(from: number, to: number, options: Pick<IcRuleOptions, "apInterval"> = DEFAULT_IC_OPTIONS): number {
  if (to <= from) return 0;
  const step = options.apInterval;
  return Math.floor(to / step) - Math.floor(Math.max(0, from) / step);
}

/** AP after `grants` grants, never above the cap. */
export function grantAp(current: number, grants: number, cap: number, options: Pick<IcRuleOptions, "apGrant"> = DEFAULT_IC_OPTIONS): number {
  return Math.max(0, Math.min(cap, current + grants * options.apGrant));
}

/** AP after spending; spending more than you have is refused. */
export function spendAp(current: number, spent: number): number {
  // One check and a call to word it: `spent` written into two messages would be converted on every spending.
  if (!Number.isInteger(spent) || spent < 0 || spent > current) throw cannotSpend(current, spent);
  return current - spent;
}

function cannotSpend(current: number, spent: number): RangeError {
  return new RangeError(!Number.isInteger(spent) || spent < 0 ? `Cannot spend ${spent} AP` : `Cannot spend ${spent} AP with only ${current}`);
}
