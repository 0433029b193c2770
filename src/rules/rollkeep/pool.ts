import { wholeNumberOf } from "./whole-number";

/**
 * An XkY pool with its flat part, as every modifier sums it (D1, D4c): it may be negative or hold
 * more than ten dice until the Ten Dice Rule turns it into a pool that can be thrown.
 */
export interface PoolSpec {
  rolled: number;
  kept: number;
  flat: number;
}

/** A pool ready to throw: at most ten rolled, kept never above rolled, and whether its tens explode. */
export interface ThrowablePool {
  rolled: number;
  kept: number;
  flat: number;
  explodes: boolean;
  /** D8, by option: an emphasis rolls each die's first face of 1 once more (see rollDie). */
  rerollOnes?: boolean;
  /** U5: keep the lowest dice instead of the highest (a formula's `kl`, for the odd case a GM asks for). */
  keepLowest?: boolean;
}

/** The most dice any modifier sum may name, either way; past it a pool is a typo, not a roll. */
export const POOL_DICE_LIMIT = 1000;
/** The largest flat part a roll may carry, either way. */
export const POOL_FLAT_LIMIT = 1_000_000;

/** Refuses a pool number no roll could use, naming the field (`rolled`, `kept`, `flat`, ...). */
export function wholeRollNumber(value: unknown, field: string, min: number, max: number): number {
  return wholeNumberOf("roll", value, field, min, max);
}

/** Checks every number of a summed pool. */
export function checkedPool(pool: PoolSpec): PoolSpec {
  return {
    rolled: wholeRollNumber(pool.rolled, "rolled", -POOL_DICE_LIMIT, POOL_DICE_LIMIT),
    kept: wholeRollNumber(pool.kept, "kept", -POOL_DICE_LIMIT, POOL_DICE_LIMIT),
    flat: wholeRollNumber(pool.flat, "flat", -POOL_FLAT_LIMIT, POOL_FLAT_LIMIT),
  };
}

/** Adds modifiers to a pool (D4c: everything is summed before the Ten Dice Rule looks at it). */
export function addToPool(pool: PoolSpec, ...modifiers: readonly Partial<PoolSpec>[]): PoolSpec {
  let { rolled, kept, flat } = pool;
  for (const m of modifiers) {
    rolled += m.rolled ?? 0;
    kept += m.kept ?? 0;
    flat += m.flat ?? 0;
  }
  return { rolled, kept, flat };
}

/** R3: a Skill/Trait roll is (Skill + Trait) k Trait; at Skill 0 it is Trait k Trait (R4). */
export function skillPool(skill: number, trait: number): PoolSpec {
  return { rolled: skill + trait, kept: trait, flat: 0 };
}

/** R5: a Trait or Ring roll rolls and keeps the rating. */
export function traitPool(rating: number): PoolSpec {
  return { rolled: rating, kept: rating, flat: 0 };
}

/** R6: a spell rolls the spell's Ring plus the caster's school rank and keeps the Ring. */
export function spellPool(ring: number, schoolRank: number): PoolSpec {
  return { rolled: ring + schoolRank, kept: ring, flat: 0 };
}

/** A damage roll: the weapon's rating with Strength added to the rolled dice only (C "Damage Rolls"). */
export function damagePool(damageRating: { rolled: number; kept: number }, strength: number): PoolSpec {
  return { rolled: damageRating.rolled + strength, kept: damageRating.kept, flat: 0 };
}
