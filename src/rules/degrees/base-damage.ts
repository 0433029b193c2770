import type { DegreesOptions } from "./options";
import { degreesRefusal } from "./refusals";
import { roundOpen } from "./rounding";

/** Where an attack's base damage comes from (M28–M30); custom formulas are worked out by their technique. */
export type DamageSource = "melee" | "ranged" | "ninpou";

/** The attribute and the added number of one base damage. */
export interface BaseDamageInput {
  source: DamageSource;
  /** Strength for melee, Dexterity for ranged, Spirit for ninpou and elemental powers. */
  attribute: number;
  /** The weapon's damage, or the Power Level used for a ninpou. */
  added: number;
  /** Increases and reductions (Powerful Strike, Katon's bonus): applied to the base (M32 default). */
  adjustments?: readonly number[];
}

/**
 * Base damage: half the attribute, plus the weapon or Power Level, plus adjustments, never below 0
 * (M28–M30, M32, M33). Melee and ranged halves round up as the text says (E1); the text gives ninpou
 * no rounding, so its half Spirit rounds by `fractionRounding` (up by default, like melee, M30).
 */
export function baseDamage(input: BaseDamageInput, options: DegreesOptions): number {
  let adjusted = 0;
  if (input.adjustments) for (const a of input.adjustments) adjusted += a;
  const half = input.source === "ninpou" ? roundOpen(input.attribute / 2, options) : Math.ceil(input.attribute / 2);
  return Math.max(0, half + input.added + adjusted);
}

/** A thrown weapon's part in one throw (M64): the listed count earns the damage once; the other hand doubles it. */
export function thrownWeaponDamage(weaponDamage: number, thrown: { count: number; listed: number; bothHands: boolean }): number {
  if (thrown.count < thrown.listed) return 0;
  return thrown.bothHands ? 2 * weaponDamage : weaponDamage;
}

/** A source of weapon damage for unarmed strikes (Iron Fist, Stone Skin, Juuken) or a custom melee formula. */
export interface UnarmedDamageSource {
  name: string;
  damage: number;
  /** Only what its own text says may stack (M31). */
  stacks?: boolean;
}

/**
 * The weapon damage of an unarmed strike from the sources the player uses (M31): sources that
 * do not stack are exclusive, so choosing two of them is refused.
 */
export function unarmedWeaponDamage(chosen: readonly UnarmedDamageSource[]): number {
  const exclusive = chosen.filter((s) => !s.stacks);
  if (exclusive.length > 1) {
    const names = exclusive.map((s) => s.name).join(", ");
    throw degreesRefusal("weaponDamageStacks", { sources: names }, `Weapon damage from ${names} does not stack: use one at a time`);
  }
  return chosen.reduce((sum, s) => sum + s.damage, 0);
}

/**
 * The weapon damage a character's unarmed strikes carry from the sources it holds (M31, E11): the
 * sources that do not stack are exclusive, so only the best of them applies; those whose own text
 * lets them stack add to it. None: 0.
 */
export function bestUnarmedDamage(held: readonly UnarmedDamageSource[]): number {
  let best: UnarmedDamageSource | null = null;
  const stacking: UnarmedDamageSource[] = [];
  for (const s of held) {
    if (s.stacks) stacking.push(s);
    else if (!best || s.damage > best.damage) best = s;
  }
  return unarmedWeaponDamage(best ? [best, ...stacking] : stacking);
}
