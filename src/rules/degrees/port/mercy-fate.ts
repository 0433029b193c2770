import { thresholdState } from "../character/hit-points";
import { imposeCondition } from "../conditions/impose";
import type { DegreesOptions } from "../options";
import { fallenOutOfTheAir } from "./air-fall";
import { afterThreshold } from "./thresholds";
import { copyOf, type DegreesFighter } from "./fighter";

/** What the attacker makes of a mercy strike's victim who failed its Vigor (M61): dead, or knocked out. */
export const MERCY_FATES = ["kill", "knockOut"] as const;
export type MercyFate = (typeof MERCY_FATES)[number];

/**
 * The victim's fate, the attacker's choice (M61): killed, its lethal HP taken to the death line of
 * the HP table (so the table's conditions follow), or knocked out, Unconscious from the strike
 * (ended by its own rules, not by healing). A victim still in the air (helpless without being
 * grounded) that its fate leaves grounded falls, as any flier does after an attack's outcome (M103).
 */
export function mercyFate(victim: DegreesFighter, fate: MercyFate, options: DegreesOptions): DegreesFighter {
  const next = copyOf(victim);
  if (fate === "knockOut") {
    next.conditions = imposeCondition(victim.conditions, { id: "unconscious", source: "mercyStrike" });
  } else {
    const from = thresholdState(victim.hp, options);
    next.hp = { hp: Math.min(victim.hp.hp, options.thresholds.dead), nonLethal: victim.hp.nonLethal, stable: false };
    next.conditions = afterThreshold(victim.conditions, from, thresholdState(next.hp, options));
  }
  fallenOutOfTheAir(next, options);
  return next;
}
