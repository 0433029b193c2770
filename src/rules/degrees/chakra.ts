import { hasCondition } from "./conditions/active";
import { imposeCondition } from "./conditions/impose";
import type { ConditionInstance } from "./conditions/instance";
import type { DegreesOptions } from "./options";
import { asRefusal, degreesReason, type DegreesReason } from "./refusals";

/** Whether the chakra left pays a cost (M48). */
export function chakraPays(chakra: number, cost: number): boolean {
  return cost <= chakra;
}

/**
 * Why `what` cannot be paid for with the chakra left (M48), or null when it can: the reason alone,
 * for a caller that only asks (an error's stack costs far more than the check).
 */
export function chakraShort(chakra: number, cost: number, what: string): DegreesReason | null {
  return chakraPays(chakra, cost) ? null : degreesReason("notEnoughChakra", { technique: what, cost, chakra }, `${what} costs ${cost} chakra; only ${chakra} left`);
}

/**
 * Chakra after paying a cost (M48); refused when there is not enough. A forced drain (Kikaichu)
 * is taken instead by `drainChakra`, which may go past what is left.
 */
export function spendChakra(chakra: number, cost: number, what: string): number {
  const short = chakraShort(chakra, cost, what);
  if (short) throw asRefusal(short);
  return chakra - cost;
}

/** A forced chakra drain an attack carries (Kikaichu, Juuken): so much, or so much a damage degree of the hit (M52). */
export interface ChakraDrain {
  amount: number;
  byDegree: boolean;
}

/** The chakra a hit of `degree` drains: never divided among partners, as damage is (M53, M89). */
export function drainOnHit(drain: ChakraDrain, degree: number): number {
  return drain.byDegree ? drain.amount * degree : drain.amount;
}

/** Chakra after a forced drain: it stops at 0 (what would kill at 0 is `drainKills`, M52). */
export function drainChakra(chakra: number, drain: number): number {
  return Math.max(0, chakra - drain);
}

/** At 0 chakra a character is Exhausted until it recovers at least 1 (M49). */
export function exhaustedByChakra(chakra: number): boolean {
  return chakra <= 0;
}

/**
 * The conditions once the chakra left is `chakra`: Exhausted at 0 (M49), unless already Exhausted,
 * so that paying or losing chakra while at 0 never counts as a second Exhaustion (which would be
 * Unconscious, M130 13). `held` itself when nothing changes.
 */
export function withChakraExhaustion(held: readonly ConditionInstance[], chakra: number, options: DegreesOptions): readonly ConditionInstance[] {
  if (!exhaustedByChakra(chakra) || hasCondition(held, "exhausted", options)) return held;
  return imposeCondition(held, { id: "exhausted", source: "chakra" });
}
