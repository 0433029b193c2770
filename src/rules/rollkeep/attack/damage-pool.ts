import type { RollkeepOptions } from "../options";
import type { PoolSpec } from "../pool";
import { half } from "../combat-options";
import type { Weapon } from "./weapons";

/** M2: a Disarm's fixed damage, without Strength: 2k1 in 4e, 1k1 in the house rules. */
export const DISARM_DAMAGE: Readonly<Record<RollkeepOptions["variant"], PoolSpec>> = {
  "4e": { rolled: 2, kept: 1, flat: 0 },
  house: { rolled: 1, kept: 1, flat: 0 },
};

/** One step of a damage pool, with the pool as it stands after it (W10 and W11 list them so). */
export interface DamageStep {
  step: "weapon" | "strength" | "modifiers" | "activated";
  pool: PoolSpec;
}

/** What goes into a damage pool besides the weapon. */
export interface DamageInput {
  weapon: Weapon;
  strength: number;
  /** M2: the Disarm's fixed damage replaces the weapon and Strength. */
  disarm: boolean;
  /** M6: Increased/Extra Damage raises, +1k0 each. */
  extraDamageRaises: number;
  /** M4/CO10: the Feint's or Defenseless bonus, already worked out. */
  feintBonus: number;
  /** Maneuvers, techniques, situations, conditions, stances, masteries (D9). */
  modifiers: PoolSpec;
  /** Techniques activated now, and a Void Point's +1k1 where allowed (V3). */
  activated: PoolSpec;
}

const plus = (a: PoolSpec, b: PoolSpec): PoolSpec => ({ rolled: a.rolled + b.rolled, kept: a.kept + b.kept, flat: a.flat + b.flat });

/**
 * AT4–AT7: the damage pool in the house rules' order, the same sums in 4e: the weapon's rating;
 * Strength added to the rolled dice (the wielder's, or a bow's own, AT5); every modifier; the
 * techniques activated now. The Ten Dice Rule runs when the pool is rolled (D4c).
 */
export function damageSteps(input: DamageInput, variant: RollkeepOptions["variant"]): DamageStep[] {
  const weapon = input.disarm ? DISARM_DAMAGE[variant] : { ...input.weapon.damage, flat: 0 };
  const s = input.weapon.strength;
  const strength = input.disarm || s === "none" ? 0 : s === "wielder" ? input.strength : s.own;
  const afterStrength = plus(weapon, { rolled: strength, kept: 0, flat: 0 });
  const afterModifiers = plus(afterStrength, plus(input.modifiers, { rolled: input.extraDamageRaises, kept: 0, flat: input.feintBonus }));
  return [
    { step: "weapon", pool: weapon },
    { step: "strength", pool: afterStrength },
    { step: "modifiers", pool: afterModifiers },
    { step: "activated", pool: plus(afterModifiers, input.activated) },
  ];
}

/**
 * M4: the Feint adds half the margin, capped at 5 × Insight Rank. 4e counts the margin over the
 * raised TN; the house rules over "the ATN" (W10 gives the margin as 13 with no more said), read
 * by default as the raised TN too; rounding down by default. CO10 (house Defenseless, which the
 * house Feint makes the target): half the margin over the Armor TN, rounded down, with no cap; a
 * target that is both gets the larger.
 */
export function feintBonus(margins: { overRaisedTn: number; overArmorTn: number }, input: { feint: boolean; defenseless: boolean; insightRank: number }, options: Pick<RollkeepOptions, "feintMargin" | "feintRounding">): number {
  const feint = input.feint ? Math.min(5 * input.insightRank, half(Math.max(0, options.feintMargin === "raisedTn" ? margins.overRaisedTn : margins.overArmorTn), options.feintRounding)) : 0;
  const defenseless = input.defenseless ? half(Math.max(0, margins.overArmorTn), "down") : 0;
  return Math.max(feint, defenseless);
}
