import { forcedFall, isWinged } from "../aerial";
import { settleOutcome } from "../attack/settle";
import { deriveCharacter } from "../character/derived";
import { imposeCondition } from "../conditions/impose";
import type { DegreesOptions } from "../options";
import { withoutWinged } from "./extra-actions";
import type { DegreesFighter } from "./fighter";
import type { DegreesSettled } from "./settle";
import { afterThreshold } from "./thresholds";

/**
 * A flier left Impeded, Paralyzed or Unconscious, by an attack's outcome or by a condition put on
 * it, falls at once (M103): fixed damage equal to its Vigor, landing Prone. Changes `target` in
 * place (the caller's own copy); the threshold the fall crossed, if any.
 */
export function fallenOutOfTheAir(target: DegreesFighter, options: DegreesOptions): DegreesSettled["threshold"] {
  if (!isWinged(target.conditions, options)) return null;
  const fall = forcedFall({ conditions: target.conditions, vigor: deriveCharacter(target.character).vigor }, null, options);
  if (!fall) return null;
  target.conditions = imposeCondition(withoutWinged(target.conditions), fall.gains);
  const landed = settleOutcome(target, { damage: fall.damage, lethal: true, bleeding: false, absorptionLeft: target.absorption }, options);
  target.hp = landed.state.hp;
  target.conditions = landed.threshold ? afterThreshold(landed.state.conditions, landed.threshold.from, landed.threshold.to) : landed.state.conditions;
  return landed.threshold;
}
