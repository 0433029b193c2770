import { forcedFall, isWinged } from "../aerial";
import { settleOutcome } from "../attack/settle";
import { deriveCharacter } from "../character/derived";
import { thresholdState } from "../character/hit-points";
import { imposeCondition } from "../conditions/impose";
import { fallFromTheAir } from "../falls";
import type { DegreesOptions } from "../options";
import { withoutWinged } from "./extra-actions";
import { copyOf, type DegreesFighter } from "./fighter";
import type { DegreesSettled } from "./settle";
import { afterThreshold } from "./thresholds";

/** A fall out of the air landed on `target` in place (M103): Winged gone, Prone, its Vigor in damage; the threshold crossed, if any. */
function landFall(target: DegreesFighter, options: DegreesOptions): DegreesSettled["threshold"] {
  const fall = fallFromTheAir(deriveCharacter(target.character).vigor);
  target.conditions = imposeCondition(withoutWinged(target.conditions), fall.gains);
  const landed = settleOutcome(target, { damage: fall.damage, lethal: true, bleeding: false, absorptionLeft: target.absorption }, options);
  target.hp = landed.state.hp;
  target.conditions = landed.threshold ? afterThreshold(landed.state.conditions, landed.threshold.from, landed.threshold.to) : landed.state.conditions;
  return landed.threshold;
}

/**
 * A flier left Impeded, Paralyzed or Unconscious, or dead, by an attack's outcome or by a condition
 * put on it, falls at once (M103): fixed damage equal to its Vigor, landing Prone. Changes `target` in
 * place (the caller's own copy); the threshold the fall crossed, if any.
 */
export function fallenOutOfTheAir(target: DegreesFighter, options: DegreesOptions): DegreesSettled["threshold"] {
  if (!isWinged(target.conditions, options)) return null;
  // Dead is a state, not a condition (it sets none): a flier killed outright falls all the same (our reading of M103).
  if (!forcedFall({ conditions: target.conditions, vigor: 0 }, null, options) && thresholdState(target.hp, options) !== "dead") return null;
  return landFall(target, options);
}

/**
 * The riders a winged mount drops as it comes down (M103: grounded by a condition, knocked down,
 * thrown by a hit): when it was in the air (`aloft`) and `mount` no longer is, each rider of it still
 * Winged falls the same way, its Vigor in damage, Prone, off its mount. The riders changed, as
 * copies; none when the mount did not come down.
 */
export function ridersDropped(fighters: readonly DegreesFighter[], aloft: boolean, mount: DegreesFighter, options: DegreesOptions): DegreesFighter[] {
  if (!aloft || isWinged(mount.conditions, options)) return [];
  return fighters.flatMap((f) => {
    if (f.mountedOn !== mount.id || !isWinged(f.conditions, options)) return [];
    const rider = copyOf(f);
    rider.mountedOn = undefined;
    landFall(rider, options);
    return [rider];
  });
}

/** `ridersDropped` for a mount seen before and after a change (a condition the GM put on it). */
export function ridersDroppedBy(fighters: readonly DegreesFighter[], before: DegreesFighter, after: DegreesFighter, options: DegreesOptions): DegreesFighter[] {
  return ridersDropped(fighters, isWinged(before.conditions, options), after, options);
}
