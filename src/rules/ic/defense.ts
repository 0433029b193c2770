import type { DiceSource } from "../dice";

export type DefenseOutcome = "miss" | "partial" | "hit";

export interface DefenseResult {
  outcome: DefenseOutcome;
  /** How far short of the Accuracy the defense fell (0 on a success). */
  failedBy: number;
  /** Share of the attack's damage that lands, 0..1. */
  damageFraction: number;
}

/** What an attack met by no defence roll does (it lands in full), and a defence that fell short by nothing (a miss): each made once and shared, since results are never changed. */
export const FULL_HIT: DefenseResult = Object.freeze({ outcome: "hit", failedBy: 0, damageFraction: 1 });
export const CLEAN_MISS: DefenseResult = Object.freeze({ outcome: "miss", failedBy: 0, damageFraction: 0 });

/** The called-shot penalty to Accuracy. */
export const CALLED_SHOT_PENALTY = 4;

/** 20% of the damage per point the defensive roll fell short, up to all of it. */
export function partialSuccessFraction(failedBy: number): number {
  if (failedBy <= 0) return 0;
  return Math.min(1, failedBy / 5);
}

/**
 * Resolves a defensive roll against an Accuracy TN. Ties go to the defender. Defenses that
 * work like a dodge take partial damage on a near miss; others (partialSuccess false) are all or nothing.
 */
export function resolveDefense(accuracy: number, defenseRoll: number, how?: { partialSuccess?: boolean }): DefenseResult {
  // No `how` (every roll the engine makes) is dodge-like: no shared default record is loaded
  // from the module for it, and the flag is compared rather than defaulted.
  const partialSuccess = how === undefined || how.partialSuccess !== false;
  const failedBy = Math.max(0, accuracy - defenseRoll);
  if (failedBy === 0) return CLEAN_MISS;
  if (partialSuccess && failedBy < FELL_SHORT.length && Number.isInteger(failedBy)) return FELL_SHORT[failedBy] as DefenseResult;
  return fellShort(failedBy, partialSuccess);
}

function fellShort(failedBy: number, partialSuccess: boolean): DefenseResult {
  const damageFraction = partialSuccess ? partialSuccessFraction(failedBy) : 1;
  return { outcome: damageFraction >= 1 ? "hit" : "partial", failedBy, damageFraction };
}

// A dodge-like defence falling short by a whole number of points (nearly every one): each result
// made once and shared, since results are never changed. Index 0 is the clean miss.
const FELL_SHORT: readonly DefenseResult[] = Array.from({ length: 64 }, (_, failedBy) => (failedBy === 0 ? CLEAN_MISS : Object.freeze(fellShort(failedBy, true))));

/** An Accuracy roll replaces the base 10 of Accuracy with 1d20. */
export function rollAccuracy(accuracyRollBonus: number, dice: DiceSource): number {
  return dice.roll(20) + accuracyRollBonus;
}

/** A plain d20 defensive roll (Dodge, Parry as an Accuracy roll, a jutsu defense). */
export function rollDefense(bonus: number, dice: DiceSource): number {
  return dice.roll(20) + bonus;
}

/**
 * The Dodge penalty against an area attack: if you cannot run farther than its radius in the
 * attack's Speed, -2 per yard you fall short (whole yards, rounded up).
 */
export function aoeDodgePenalty(attackSpeed: number, movementPerIc: number, radius: number): number {
  const reach = attackSpeed * movementPerIc;
  if (reach > radius) return 0;
  return -2 * Math.max(1, Math.ceil(radius - reach));
}

/**
 * Knockback after a partial success shrinks in the same proportion as the damage (a 40% hit
 * pushes 40% as far, rounded down), except for areas centred on their user, which push
 * everyone equally.
 */
export function knockbackAfterDefense(knockback: number, defense: DefenseResult, centredOnUser = false): number {
  if (defense.outcome === "miss") return 0;
  if (centredOnUser) return knockback;
  return Math.floor(knockback * defense.damageFraction);
}

/** Which kind of attack a block faces: blocks halve unarmed and ninjutsu damage but only take a quarter off weapons. */
export type BlockedAttackKind = "unarmed" | "ninjutsu" | "weapon" | "other";

export function blockReduction(kind: BlockedAttackKind): number {
  return kind === "weapon" ? 0.25 : 0.5;
}

/** Take the Hit: a Dodge at +5 on an ally's behalf. */
export const TAKE_THE_HIT_BONUS = 5;

export interface TakeTheHitResult {
  /** Share of the damage the protector takes. */
  protectorFraction: number;
  /** Share the ally still takes. */
  allyFraction: number;
  /** May the protector block (if they were blocking)? Only on a success by 1 or more. */
  mayBlock: boolean;
  /** The fastest interrupt the protector may still use to defend themself. */
  maxInterruptSpeed: number;
}

/**
 * Take the Hit: success puts the protector in the way of the whole attack. Failure splits it:
 * the ally takes 20% per point the roll fell short and the protector the rest (short by 2:
 * protector 60%, ally 40%).
 */
export function takeTheHit(accuracy: number, roll: number): TakeTheHitResult {
  const margin = roll - accuracy;
  if (margin >= 0) {
    return { protectorFraction: 1, allyFraction: 0, mayBlock: margin >= 1, maxInterruptSpeed: margin };
  }
  const ally = partialSuccessFraction(-margin);
  return { protectorFraction: 1 - ally, allyFraction: ally, mayBlock: false, maxInterruptSpeed: 0 };
}

/**
 * A Willpower reroll: roll the d20 again and add 10 if it came up below 11. Stamina and
 * Chakra Exhaustion rolls may not be rerolled this way.
 */
export function willpowerReroll(bonus: number, dice: DiceSource, rollKind: "stamina" | "chakra" | "other" = "other"): number {
  if (rollKind !== "other") throw new Error("Willpower cannot reroll Stamina or Chakra Exhaustion rolls");
  const face = dice.roll(20);
  return (face < 11 ? face + 10 : face) + bonus;
}
