import { isWinged, rangeAgainst } from "../aerial";
import type { RuleRefusal } from "../../refusal";
import type { DegreesOptions } from "../options";
import { degreesRefusal } from "../refusals";
import type { DegreesFighter } from "./fighter";

/**
 * Refuses a ranged attack from the ground at a flier beyond half its range (M98): `rangeMetres` is
 * the technique's range, `distanceMetres` how far apart the two stand. Null when in range, when the
 * attacker flies too, or when the target is on the ground (the table judges range there).
 */
export function rangeFromGroundRefusal(attacker: DegreesFighter, target: DegreesFighter, rangeMetres: number, distanceMetres: number, options: DegreesOptions): RuleRefusal | null {
  const attackerWinged = isWinged(attacker.conditions, options);
  const targetWinged = isWinged(target.conditions, options);
  if (!targetWinged || attackerWinged) return null;
  const range = rangeAgainst(rangeMetres, attackerWinged, targetWinged, options);
  return distanceMetres > range ? degreesRefusal("outOfRangeFromGround", { distance: distanceMetres, range }, `A flier ${distanceMetres} m away is beyond half the range from the ground (${range} m)`) : null;
}
