import type { AttackerView, DefenderView } from "./attack/types";
import { hasCondition } from "./conditions/active";
import type { ConditionInstance } from "./conditions/instance";
import { isCriticalFailure } from "./degree";
import { fallFromTheAir, type AerialFall } from "./falls";
import type { DegreesOptions } from "./options";
import type { RuleRefusal } from "../refusal";
import { degreesRefusal } from "./refusals";
import { roundOpen } from "./rounding";
import type { CheckRoll } from "./roll";
import { takeAction, type ActionBudget } from "./turn-actions";

/** The least floor-to-ceiling height, in metres, for aerial combat indoors (M97). */
export const AERIAL_CEILING_METRES = 10;

/** Whether the aerial rules apply (M94, M97): someone flies, in the open (no ceiling) or under a ceiling high enough. */
export function aerialRulesApply(someoneFlies: boolean, ceilingMetres: number | null): boolean {
  return someoneFlies && (ceilingMetres === null || ceilingMetres >= AERIAL_CEILING_METRES);
}

/** Whether a character is up in the air: the Winged condition stands for its height (M96). */
export function isWinged(conditions: readonly ConditionInstance[], options: DegreesOptions): boolean {
  return hasCondition(conditions, "winged", options);
}

/**
 * Taking off (M95, M96): a movement action besides whatever readies the flight (mounting, a
 * levitation technique), a climb straight up that counts as the round's move and provokes like
 * one (`provokesOpportunity`). The flier is then Winged; in combat it moves horizontally only.
 */
export function takeOff(budget: ActionBudget): { budget: ActionBudget; gains: ConditionInstance } {
  return { budget: takeAction(budget, { kind: "movement", move: "normal" }), gains: { id: "winged", source: "flight" } };
}

/** The range of an attack or targeting (M98): halved (rounded by `fractionRounding`) from the ground at a winged target. */
export function rangeAgainst(rangeMetres: number, attackerWinged: boolean, targetWinged: boolean, options: DegreesOptions): number {
  return targetWinged && !attackerWinged ? roundOpen(rangeMetres / 2, options) : rangeMetres;
}

/**
 * The cover a target on the ground keeps against a winged attacker (M98): cover that only stands
 * upright in the way (a wall, a tree, the cover the table states for an attack) counts for nothing
 * from above; a target up in the air keeps its own, as does any target of an attacker on the ground.
 */
export function coverFromAbove<C extends DefenderView["cover"]>(cover: C, attacker: readonly ConditionInstance[], defender: readonly ConditionInstance[], options: DegreesOptions): C | "none" {
  return isWinged(attacker, options) && !isWinged(defender, options) ? "none" : cover;
}

/**
 * The defender as a winged attacker sees it (M98): from above, cover that only stood upright in
 * the way is ignored. (A Prone target's cover bonus is cancelled in the defence itself.)
 */
export function defenderFromAbove(attacker: AttackerView, defender: DefenderView, coverIsVertical: boolean, options: DegreesOptions): DefenderView {
  return coverIsVertical ? { ...defender, cover: coverFromAbove(defender.cover, attacker.conditions, defender.conditions, options) } : defender;
}

/** How an attacker's flight works, for melee (M101). */
export interface Flight {
  /** The flight can hold still in the air (a levitation, a hovering mount). */
  hovers: boolean;
  movingAttack: boolean;
  /** Flying by mount: whether the mount has Moving Attack too; absent when not mounted. */
  mountMovingAttack?: boolean;
}

/** Who makes a melee attack involving a flier (M99, M101). */
export interface AerialMelee {
  /** The attacker's flight, or null when it is on the ground. */
  flight: Flight | null;
  targetWinged: boolean;
  /** A way to reach up from the ground: a wall run with Kinobori, a reach-extending technique. */
  reachesUp: boolean;
}

/**
 * Why a melee attack cannot be made in the air, or null: from the ground a flier is out of reach
 * without a way up (M99); a flight that cannot hover strikes in melee only with Moving Attack,
 * the mount's as well when flying by mount, whatever the target (M101).
 */
export function aerialMeleeRefusal(m: AerialMelee): RuleRefusal | null {
  if (m.targetWinged && !m.flight && !m.reachesUp) return degreesRefusal("meleeFlier", {}, "A flier is out of reach without flight or a way to reach up");
  if (m.flight && !m.flight.hovers && !(m.flight.movingAttack && m.flight.mountMovingAttack !== false)) return degreesRefusal("wingedMelee", {}, "A flier that cannot hover needs Moving Attack for melee");
  return null;
}

/**
 * The end of a jump attack at a flier (M100, run with `charge` and `atFlier`): a critical failure
 * on the run's Athletics check misses the jump, and the jumper falls and lands Prone. The text's
 * "fall damage" is read as the aerial fall (Vigor), since the aerial rules set every fall in them
 * to that. Null when the jump was made.
 */
export function missedJump(athletics: CheckRoll, vigor: number, options: DegreesOptions): AerialFall | null {
  return isCriticalFailure(athletics.natural, options) ? fallFromTheAir(vigor) : null;
}

/** Conditions that drop a flier, or its winged mount, out of the air at once (M103). */
const GROUNDING = ["impeded", "paralyzed", "unconscious"] as const;

/**
 * Whether a flier falls now (M103): it, or the winged mount it rides, is Impeded, Paralyzed or
 * Unconscious (or a condition implying one). A Takedown drops it the same way (`takedownOutcome`).
 */
export function forcedFall(flier: { conditions: readonly ConditionInstance[]; vigor: number }, mountConditions: readonly ConditionInstance[] | null, options: DegreesOptions): AerialFall | null {
  const grounded = (held: readonly ConditionInstance[]): boolean => GROUNDING.some((id) => hasCondition(held, id, options));
  if (!grounded(flier.conditions) && !(mountConditions && grounded(mountConditions))) return null;
  return fallFromTheAir(flier.vigor);
}
