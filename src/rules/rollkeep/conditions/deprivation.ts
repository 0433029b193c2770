import type { Trait } from "../character/traits";
import type { RollkeepVariant } from "../options";
import type { PoolSpec } from "../pool";
import type { RollKind } from "../roll-kind";

/** CO5: going without food and water; CO6: going without rest or sleep. */
export type Deprivation = "fasting" | "fatigued";

/** What days of deprivation do to a character. */
export interface DeprivationEffects {
  /** 4e: added to the TN of Skill, physical Trait and Spell rolls; house Hunger: the same rolls. */
  tnPenalty: number;
  /** House Exhaustion from lost sleep: taken off every test and contest. */
  totalPenalty: number;
  /** No Void Points come back from rest (meditation still works). */
  noVoidFromRest: boolean;
  /** Damage each further day (2k1), not healed by rest in the house rules. */
  dailyDamage: PoolSpec | null;
  /** A Willpower roll at this TN every two hours, or fall asleep. */
  stayAwakeTn: number | null;
}

const PER_DAY = 5;
const STARVING: PoolSpec = { rolled: 2, kept: 1, flat: 0 };
const STAY_AWAKE_TN = 20;

/**
 * CO5/CO6 by whole days without. 4e Fasting: no Void Points from rest after a day, +5 TN from the
 * second day and +5 per day after, 2k1 wounds a day once as many days as Stamina have passed. House Hunger: +5
 * TN per day from the first, 2k1 a day once as many as the Earth Ring have. 4e Fatigued: +5 TN per day,
 * Willpower TN 20 every two hours once as many days as Stamina have passed. House Exhaustion: −5 to every test
 * per day without sleep, the same Willpower rolls (its stance effect is in stance-effects.ts).
 */
export function deprivationEffects(kind: Deprivation, days: number, character: { stamina: number; earth: number }, variant: RollkeepVariant): DeprivationEffects {
  const d = Math.max(0, Math.floor(days));
  if (kind === "fasting") {
    const tnPenalty = variant === "4e" ? PER_DAY * Math.max(0, d - 1) : PER_DAY * d;
    const limit = variant === "4e" ? character.stamina : character.earth;
    return { tnPenalty, totalPenalty: 0, noVoidFromRest: d >= 1, dailyDamage: d >= limit ? STARVING : null, stayAwakeTn: null };
  }
  const penalty = PER_DAY * d;
  return {
    tnPenalty: variant === "4e" ? penalty : 0,
    totalPenalty: variant === "house" ? penalty : 0,
    noVoidFromRest: false,
    dailyDamage: null,
    stayAwakeTn: d >= character.stamina ? STAY_AWAKE_TN : null,
  };
}

/** The traits of the body rather than the mind: the second of each ring's pair (CO5 and CO6 tax only physical Trait rolls). */
export const PHYSICAL_TRAITS: readonly Trait[] = ["reflexes", "stamina", "agility", "strength"];

/** What days of deprivation cost one roll: added to its TN, and taken off its total. */
export interface DeprivationOnRoll {
  tn: number;
  total: number;
}

/** One roll as deprivation judges it: its kind, and the trait a Trait roll throws. */
export interface DeprivedRoll {
  kind: RollKind;
  trait?: Trait | null;
}

/**
 * CO5/CO6 on one roll, for the days gone without food (`fasting`) and rest (`fatigued`), 0 for
 * none. 4e Fasting and Fatigued and house Hunger raise the TN of Skill, physical Trait and Spell
 * rolls (an attack is a Skill roll; a roll with no TN feels nothing, as with wounds); house
 * Exhaustion takes its penalty off every test and contest, the special rolls (damage, initiative)
 * spared as the wound penalty spares them.
 */
export function deprivationOnRoll(days: { fasting: number; fatigued: number }, roll: DeprivedRoll, character: { stamina: number; earth: number }, variant: RollkeepVariant, hasTn: boolean): DeprivationOnRoll {
  const fasting = deprivationEffects("fasting", days.fasting, character, variant);
  const fatigued = deprivationEffects("fatigued", days.fatigued, character, variant);
  const taxed = roll.kind === "skill" || roll.kind === "attack" || roll.kind === "spell" || (roll.kind === "trait" && roll.trait != null && PHYSICAL_TRAITS.includes(roll.trait));
  const test = roll.kind !== "damage" && roll.kind !== "initiative";
  return { tn: taxed && hasTn ? fasting.tnPenalty + fatigued.tnPenalty : 0, total: test ? fatigued.totalPenalty : 0 };
}
