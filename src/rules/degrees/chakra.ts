import { degreesRefusal } from "./refusals";

/**
 * Chakra after paying a cost (M48); refused when there is not enough. A forced drain (Kikaichu)
 * is taken instead by `drainChakra`, which may go past what is left.
 */
export function spendChakra(chakra: number, cost: number, what: string): number {
  if (cost > chakra) throw degreesRefusal("notEnoughChakra", { technique: what, cost, chakra }, `${what} costs ${cost} chakra; only ${chakra} left`);
  return chakra - cost;
}

/** Chakra after a forced drain: it stops at 0 (what would kill at 0 is `drainKills`, M52). */
export function drainChakra(chakra: number, drain: number): number {
  return Math.max(0, chakra - drain);
}

/** At 0 chakra a character is Exhausted until it recovers at least 1 (M49). */
export function exhaustedByChakra(chakra: number): boolean {
  return chakra <= 0;
}
