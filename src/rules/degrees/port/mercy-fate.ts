import { thresholdState } from "../character/hit-points";
import { imposeCondition } from "../conditions/impose";
import type { DegreesOptions } from "../options";
import { afterThreshold } from "./thresholds";
import { copyOf, type DegreesFighter } from "./fighter";

/** What the attacker makes of a mercy strike's victim who failed its Vigor (M61): dead, or knocked out. */
export const MERCY_FATES = ["kill", "knockOut"] as const;
export type MercyFate = (typeof MERCY_FATES)[number];

/**
 * The victim's fate, the attacker's choice (M61): killed, its lethal HP taken to the death line of
 * the HP table (so the table's conditions follow), or knocked out, Unconscious from the strike
 * (ended by its own rules, not by healing).
 */
export function mercyFate(victim: DegreesFighter, fate: MercyFate, options: DegreesOptions): DegreesFighter {
  const next = copyOf(victim);
  if (fate === "knockOut") {
    next.conditions = imposeCondition(victim.conditions, { id: "unconscious", source: "mercyStrike" });
    return next;
  }
  const from = thresholdState(victim.hp, options);
  next.hp = { hp: Math.min(victim.hp.hp, options.thresholds.dead), nonLethal: victim.hp.nonLethal, stable: false };
  next.conditions = afterThreshold(victim.conditions, from, thresholdState(next.hp, options));
  return next;
}
