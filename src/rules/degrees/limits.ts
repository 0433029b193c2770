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
