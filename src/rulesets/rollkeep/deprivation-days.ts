/**
 * CO5/CO6: a Fasting or Fatigued status effect keeps the days gone without food or rest in its
 * `flags.shinobi.days`; one without (the token HUD's toggle) counts as one day. The rules check
 * the number as they impose the condition.
 */

/** The condition ids counted in days: the port's Fasting and Fatigued. */
export const DAY_COUNTED = ["fasting", "fatigued"] as const;
export type DayCounted = (typeof DAY_COUNTED)[number];

export const isDayCounted = (id: string): id is DayCounted => DAY_COUNTED.some((d) => d === id);

/** The days an effect records, or undefined when it records none. */
export function effectDays(effect: { flags?: unknown }): unknown {
  const flags = effect.flags;
  if (typeof flags !== "object" || flags === null) return undefined;
  // A document's flags: a mapping of scopes to their own mappings.
  const shinobi = (flags as Record<string, unknown>).shinobi;
  return typeof shinobi === "object" && shinobi !== null ? (shinobi as Record<string, unknown>).days : undefined;
}

/** What an effect of a counted condition stores for its days. */
export function daysFlag(days: number): { "flags.shinobi.days": number } {
  return { "flags.shinobi.days": days };
}
