import { hasFlag } from "../conditions/active";
import type { ConditionInstance } from "../conditions/instance";
import type { DegreesOptions } from "../options";
import { roundOpen } from "../rounding";

/** How a character moves: swimming and climbing go a quarter as far, crawling half (M57). */
export type MovementMode = "normal" | "swim" | "climb" | "crawl";

const FRACTION: Readonly<Record<MovementMode, number>> = { normal: 1, swim: 0.25, climb: 0.25, crawl: 0.5 };

/**
 * Metres one movement action covers (M57, M130 21): the derived movement, cut by the mode, halved
 * again when Slow, none when Impeded. Fractions round by `fractionRounding` (up by default).
 */
export function movementMetres(movement: number, mode: MovementMode, conditions: readonly ConditionInstance[], options: DegreesOptions): number {
  if (hasFlag(conditions, "cannotMove", options)) return 0;
  const slow = hasFlag(conditions, "halfMovement", options) ? 0.5 : 1;
  return roundOpen(movement * FRACTION[mode] * slow, options);
}
