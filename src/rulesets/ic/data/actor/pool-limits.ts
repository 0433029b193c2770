import { RULESET_EXTRAS } from "../../../../rules/registry";
import { format, localize } from "../../../../i18n";

/**
 * A pool's value stays within its own maximum: Vitality and Willpower from 0 to max, HP from
 * -max (dead: the rules stop there) to max. The maximum is another field (and Active Effects may
 * raise it), so the schema cannot say this; the actor model keeps it in two places:
 * - writes: `_preUpdate` refuses a value written outside that range, naming the field, so nothing
 *   is written; the one value it moves is one left outside a maximum that the write changes (a
 *   maximum lowered under the value takes the value down with it, HP's floor likewise).
 * - display and rules: `prepareDerivedData` holds the prepared value to the maximum in force
 *   (after Active Effects, which may lower it under the stored value), so sheets, bars and the
 *   rules never see more than the maximum.
 */

export const POOL_KEYS = ["vitality", "hp", "willpower"] as const;
export type PoolKey = (typeof POOL_KEYS)[number];

interface Pool {
  value: number;
  max: number;
}

/** The value kept within the range the rules give the pool: HP down to −100 % of its maximum (dead), the others to 0; none above the maximum. */
export function clampedValue(key: PoolKey, value: number, max: number): number {
  const range = RULESET_EXTRAS.ic.poolRange(key, max);
  return Math.min(Math.max(value, range.min), range.max);
}

function asNumber(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value))) return Number(value);
  return null;
}

/**
 * Checks an actor update (Foundry's `_preUpdate` changes, expanded: `{system: {hp: {value}}}`) so
 * that every pool it touches ends within its limits, amending it in place. `source` is the stored
 * system data, `prepared` the data as prepared (its maximum including Active Effects): what an
 * effect adds to a maximum is added to a newly written maximum too. A value written outside the
 * range is refused, naming the field; a stored value (sent back unchanged, or not sent) that a
 * changed maximum leaves outside it follows the maximum. Values that are not numbers are left for
 * the schema to refuse.
 */
export function checkPoolChanges(changes: { system?: unknown }, source: Record<PoolKey, Pool>, prepared: Record<PoolKey, Pool>): void {
  const system = changes.system;
  if (!system || typeof system !== "object") return;
  for (const key of POOL_KEYS) {
    const change = (system as Record<string, unknown>)[key];
    if (!change || typeof change !== "object") continue;
    const pool = change as { value?: unknown; max?: unknown };
    const storedMax = "max" in pool ? asNumber(pool.max) : source[key].max;
    const value = "value" in pool ? asNumber(pool.value) : source[key].value;
    if (storedMax === null || value === null) continue;
    const effectiveMax = storedMax + (prepared[key].max - source[key].max);
    const range = RULESET_EXTRAS.ic.poolRange(key, effectiveMax);
    if (value >= range.min && value <= range.max) continue;
    // A form sends back the value it showed: the same as stored is no value written.
    if ("value" in pool && value !== source[key].value) throw new Error(format("SHINOBI.Pool.outOfRange", { field: `system.${key}.value`, value, pool: localize(`SHINOBI.Pool.${key}`), min: range.min, max: range.max }));
    pool.value = clampedValue(key, value, effectiveMax);
  }
}
