import type { RollkeepOptions } from "../options";

/** Conditions that change how Armor TN is worked out (CO1, CO3, CO7/G5/G11, CO9). */
export interface ArmorTnConditions {
  blinded?: boolean;
  /** In a grapple: 5 + armor only. */
  grappled?: boolean;
  /** 4e Stunned / house Incapacitated. */
  stunned?: boolean;
  /** −10 against melee attacks only (CO9). */
  prone?: boolean;
}

/** Everything that adds to or takes from an Armor TN, each under the house rules' name for it (C6). */
export interface ArmorTnInput {
  reflexes: number;
  /** The armor bonus (see `armorBonus`). */
  armor: number;
  /** From the stance: Defense/Air, Full Defense/Earth. */
  stance: number;
  /** Techniques, masteries, and fighting with two weapons. */
  technique: number;
  /** Spells, advantages, being guarded, a Void Point's +10. */
  misc: number;
  /** Every malus, as a positive number: Full Attack/Fire, guarding someone, spells. */
  maluses: number;
  conditions?: ArmorTnConditions;
}

/** An Armor TN in its named parts (other rules refer to them), with the total against each kind of attack. */
export interface ArmorTn {
  base: number;
  /** The "Attribute bonus": 5 × Reflexes (Reflexes alone when blind). */
  attribute: number;
  armor: number;
  stance: number;
  technique: number;
  misc: number;
  maluses: number;
  /** Against ranged attacks, and every attack when not prone. */
  total: number;
  /** Against melee attacks (prone takes 10 off, CO9). */
  againstMelee: number;
}

export const ARMOR_TN_BASE = 5;
export const ARMOR_TN_PER_REFLEXES = 5;
export const PRONE_MELEE_MALUS = 10;

type Parts = Omit<ArmorTn, "total" | "againstMelee">;

/**
 * Which parts a condition keeps. Grappled (G5, G11) and stunned (CO3) keep only the armor, unless
 * the GM takes the house prose for Incapacitated (drop Reflexes and misc only). Blind keeps
 * Reflexes once instead of five times; 4e keeps the other bonuses (CO1, an option), the house
 * formula keeps the misc bonus only.
 */
function partsUnder(parts: Parts, input: ArmorTnInput, options: Pick<RollkeepOptions, "variant" | "blindKeepsBonuses" | "incapacitatedArmorTn">): Parts {
  const c = input.conditions ?? {};
  const armorOnly = { ...parts, attribute: 0, stance: 0, technique: 0, misc: 0, maluses: 0 };
  if (c.grappled) return armorOnly;
  if (c.stunned) return options.variant === "house" && options.incapacitatedArmorTn === "dropReflexesAndMisc" ? { ...parts, attribute: 0, misc: 0 } : armorOnly;
  if (!c.blinded) return parts;
  const blind = { ...parts, attribute: input.reflexes };
  const keepsAll = options.variant === "4e" && options.blindKeepsBonuses;
  return keepsAll ? blind : { ...blind, stance: 0, technique: 0 };
}

/**
 * C5/C6: 5 + 5 × Reflexes + armor + stance + technique + misc − maluses, changed by conditions as
 * above. Never below 0; the texts give no floor (l5r4's floor of 5 is invented, L11).
 */
export function armorTn(input: ArmorTnInput, options: Pick<RollkeepOptions, "variant" | "blindKeepsBonuses" | "incapacitatedArmorTn">): ArmorTn {
  const parts = partsUnder(
    { base: ARMOR_TN_BASE, attribute: ARMOR_TN_PER_REFLEXES * input.reflexes, armor: input.armor, stance: input.stance, technique: input.technique, misc: input.misc, maluses: input.maluses },
    input,
    options,
  );
  const total = Math.max(0, parts.base + parts.attribute + parts.armor + parts.stance + parts.technique + parts.misc - parts.maluses);
  return { ...parts, total, againstMelee: input.conditions?.prone ? Math.max(0, total - PRONE_MELEE_MALUS) : total };
}

/**
 * AT8: fighting with a weapon in each hand adds the Insight Rank to Armor TN (a Technique bonus,
 * C6). The house rules name the bonus without its size: the Insight Rank by default, none by option.
 */
export function dualWieldArmorTn(insightRank: number, options: Pick<RollkeepOptions, "variant" | "dualWieldArmorTn">): number {
  return options.variant === "house" && options.dualWieldArmorTn === "none" ? 0 : insightRank;
}
