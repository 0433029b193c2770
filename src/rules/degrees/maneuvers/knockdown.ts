import type { DefenceKind } from "../attack/types";
import { hasCondition } from "../conditions/active";
import type { ConditionInstance } from "../conditions/instance";
import { aerialFallDamage } from "../falls";
import type { DegreesOptions } from "../options";
import { degreesRefusal } from "../refusals";

/** How a Trample ended (M80). */
export type TrampleOutcome = "knockedDown" | "steppedAside" | "stopped" | "byTechnique";

/**
 * Trample (M80), only at the end of a Charge: a hit lets the charger advance and leaves the target
 * Prone. A target that won with Dodge or Anticipate steps aside; one that won with Block stands
 * and stops the charge; a defensive technique does what its own effect says.
 */
export function trampleOutcome(charging: boolean, hit: boolean, defence: DefenceKind): TrampleOutcome {
  if (!charging) throw degreesRefusal("trampleCharge", {}, "Trample is made only with a Charge");
  if (hit) return "knockedDown";
  if (defence === "block") return "stopped";
  return defence === "technique" ? "byTechnique" : "steppedAside";
}

/** The target of a Takedown (M81): its conditions, whether it flies, and its Vigor for a flier's fall. */
export interface TakedownTarget {
  conditions: readonly ConditionInstance[];
  winged: boolean;
  vigor: number;
}

/**
 * A landed Takedown (M81): a standing target goes Prone, normally unhurt (a fall from a height is
 * the GM's call). A flier knocked down falls for its Vigor in fixed damage (M103).
 */
export function takedownOutcome(target: TakedownTarget, options: DegreesOptions): { gains: ConditionInstance[]; fallDamage: number } {
  if (hasCondition(target.conditions, "prone", options)) throw degreesRefusal("notStanding", {}, "A Takedown needs a standing target");
  return { gains: [{ id: "prone" }], fallDamage: target.winged ? aerialFallDamage(target.vigor) : 0 };
}
