import type { DefenderView } from "./attack/types";
import { hasCondition } from "./conditions/active";
import type { ConditionInstance } from "./conditions/instance";
import { aerialFallDamage } from "./falls";
import type { DegreesOptions } from "./options";
import type { RuleRefusal } from "../refusal";
import { degreesRefusal } from "./refusals";
import { actionRefusal, spendAction, type ActionBudget } from "./turn-actions";

/** The least floor-to-ceiling height, in metres, for aerial combat indoors (M97). */
export const AERIAL_CEILING_METRES = 10;

/** Whether the aerial rules apply (M94, M97): someone flies, in the open or under a ceiling high enough. */
export function aerialRulesApply(someoneFlies: boolean, ceilingMetres: number | null): boolean {
  return someoneFlies && (ceilingMetres === null || ceilingMetres >= AERIAL_CEILING_METRES);
}

/**
 * Taking off (M95, M96): a movement action besides whatever readies the flight, a climb straight
 * up that counts as the round's move and provokes like one. The flier is then Winged, the height
 * abstracted away: in combat it moves horizontally only.
 */
export function takeOff(budget: ActionBudget): { budget: ActionBudget; gains: ConditionInstance } {
  const move = { kind: "movement", move: "normal" } as const;
  const refused = actionRefusal(budget, move);
  if (refused) throw refused;
  return { budget: spendAction(budget, move), gains: { id: "winged", source: "flight" } };
}

/** A ranged attack or targeting from the ground at a flier reaches half as far, rounded up (M98). */
export function rangeAgainstFlier(rangeMetres: number): number {
  return Math.ceil(rangeMetres / 2);
}

/** A flier attacking someone on the ground ignores cover that only stood upright in the way (M98); a Prone target's bonus is cancelled in the defence itself. */
export function defenderBelowFlier(defender: DefenderView, coverIsVertical: boolean): DefenderView {
  return coverIsVertical ? { ...defender, cover: "none" } : defender;
}

/** Who makes a melee attack involving a flier (M99, M101). */
export interface AerialMelee {
  attackerWinged: boolean;
  targetWinged: boolean;
  /** A way to reach up: a wall run with Kinobori, a reach-extending technique. */
  reachesUp: boolean;
  /** The attacker's flight lets it hover in place. */
  hovers: boolean;
  /** Moving Attack, needed by the flier and, when flying by mount, by the mount too. */
  movingAttack: boolean;
}

/** Why a melee attack cannot be made in the air, or null (M99, M101). */
export function aerialMeleeRefusal(m: AerialMelee): RuleRefusal | null {
  if (m.targetWinged && !m.attackerWinged && !m.reachesUp) return degreesRefusal("meleeFlier", {}, "A flier is out of reach without flight or a way to reach up");
  if (m.attackerWinged && !m.hovers && !m.movingAttack) return degreesRefusal("wingedMelee", {}, "A flier that cannot hover needs Moving Attack for melee");
  return null;
}

/**
 * A jump attack at a flier (M100): a Charge with half the movement and without the +1 to hit,
 * still paying the −1 defence; the jumper lands 1 m past the target. A critical failure on the
 * Athletics check misses, and the jumper falls (fixed damage, M127) and lands Prone.
 */
export function jumpAttack(movementMetres: number, athleticsCriticalFailure: boolean): { movementMetres: number; chargeBonus: boolean; landsPastMetres: number; failed: boolean } {
  return { movementMetres: Math.ceil(movementMetres / 2), chargeBonus: false, landsPastMetres: 1, failed: athleticsCriticalFailure };
}

/** Conditions that drop a flier, or its winged mount, out of the air at once (M103). */
const GROUNDING = ["impeded", "paralyzed", "unconscious"] as const;

/**
 * Whether a flier falls now (M103): it, or the winged mount it rides, is Impeded, Paralyzed or
 * Unconscious (or a condition implying one). A fall costs its Vigor in fixed damage and leaves it
 * Prone, no check reducing it; a Takedown drops it the same way (`takedownOutcome`).
 */
export function forcedFall(flier: { conditions: readonly ConditionInstance[]; vigor: number }, mountConditions: readonly ConditionInstance[] | null, options: DegreesOptions): { damage: number; gains: ConditionInstance } | null {
  const grounded = (held: readonly ConditionInstance[]): boolean => GROUNDING.some((id) => hasCondition(held, id, options));
  if (!grounded(flier.conditions) && !(mountConditions && grounded(mountConditions))) return null;
  return { damage: aerialFallDamage(flier.vigor), gains: { id: "prone" } };
}
