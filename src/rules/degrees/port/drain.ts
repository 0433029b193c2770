import { drainChakra, withChakraExhaustion } from "../chakra";
import { deriveCharacter } from "../character/derived";
import { thresholdState, type ThresholdState } from "../character/hit-points";
import { drainKills } from "../character/recovery";
import type { DegreesOptions } from "../options";
import type { DegreesFighter } from "./fighter";
import { afterThreshold } from "./thresholds";

/**
 * A forced chakra drain landed on `target` (M52), changed in place (the caller's own copy): the
 * chakra stops at 0, Exhausted there (M49). Already at 0, a drain of at least half the maximum
 * chakra kills: HP to the table's dead value, its conditions in place of the old state's. The
 * threshold crossed, if the drain killed.
 */
export function chakraDrained(target: DegreesFighter, drained: number, options: DegreesOptions): { from: ThresholdState; to: ThresholdState } | null {
  const kills = drainKills(target.chakra, deriveCharacter(target.character).chakraMax, drained);
  target.chakra = drainChakra(target.chakra, drained);
  target.conditions = withChakraExhaustion(target.conditions, target.chakra, options);
  const from = thresholdState(target.hp, options);
  if (!kills || from === "dead") return null;
  target.hp = { ...target.hp, hp: Math.min(target.hp.hp, options.thresholds.dead) };
  target.conditions = afterThreshold(target.conditions, from, "dead");
  return { from, to: "dead" };
}
