import { lastWrittenByGm } from "../../../documents/last-writer";

/**
 * A stored condition (an effect's `flags.shinobi.condition`) as the GM's client believes it. Its
 * removal rule is its cause's (M128), the GM's word: kept only when a GM wrote the effect last
 * (`lastWrittenByGm`), so a rule a player typed onto their own effect (a difficulty of 2) is taken
 * out, and the GM names one when a removal is tried. Anything else is returned as it is.
 */
export function believedCondition(held: unknown, effect: { _stats?: unknown }): unknown {
  if (typeof held !== "object" || held === null || !Object.hasOwn(held, "removal") || lastWrittenByGm(effect)) return held;
  const kept: Record<string, unknown> = { ...held };
  delete kept.removal;
  return kept;
}
