import { degreesRefusal } from "./refusals";

/** How often each limited thing was used, by key, until its round or scene resets the count (M4, F15). */
export type LimitUses = Readonly<Record<string, number>>;

/** What resets a limit: the start of each round or the end of the scene. */
export type LimitPeriod = "round" | "scene";

/** The uses after one more of `key`; refused, naming it as `name`, when it was already used `times` times this period. */
export function useLimit(uses: LimitUses, key: string, times: number, per: LimitPeriod, name = key): LimitUses {
  const used = uses[key] ?? 0;
  if (used >= times) throw degreesRefusal("limitReached", { use: name, times, per }, `${name} may be used ${times} time(s) per ${per}`);
  return { ...uses, [key]: used + 1 };
}

/**
 * The uses a round counts against a limit, by the keys their limits count under (M19, M42, M59, M88):
 * what a tracker shows. Others in a fighter's record are the round's own notes (a move made, a foe
 * tumbled past or evaded), read by the rules and shown to no one.
 */
const COUNTED_USES = ["feint", "opportunityAttack", "kawarimi", "stabilise"] as const;
type CountedUse = (typeof COUNTED_USES)[number];

/** The counted uses of a fighter's record, in the list's order, each with how often it was used. */
export function countedUses(uses: LimitUses): { key: CountedUse; times: number }[] {
  const counted: { key: CountedUse; times: number }[] = [];
  for (const key of COUNTED_USES) if ((uses[key] ?? 0) > 0) counted.push({ key, times: uses[key] ?? 0 });
  return counted;
}
