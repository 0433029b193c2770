import { half, type Rounding } from "../combat-options";
import type { RollkeepOptions, RollkeepVariant } from "../options";
import type { PoolSpec } from "../pool";
import { posture, type Stance } from "./stances";

/** ST2/ST3: Full Attack's and Fire's bonus to attack rolls, and what they cost in Armor TN. */
export const FULL_ATTACK_BONUS: Readonly<PoolSpec> = Object.freeze({ rolled: 2, kept: 1, flat: 0 });
export const FULL_ATTACK_ARMOR_MALUS = 10;
/** ST2/ST3: the extra feet of one move. */
export const FULL_ATTACK_MOVE_FEET = 5;

const NOTHING: Readonly<PoolSpec> = Object.freeze({ rolled: 0, kept: 0, flat: 0 });

/** What a stance does to the numbers, for one character. */
export interface StanceEffects {
  /** Added to attack rolls, by kind of attack. */
  attack: { melee: PoolSpec; ranged: PoolSpec };
  /** The Armor TN parts: the stance bonus and the stance's malus. */
  armorTn: { stance: number; maluses: number };
  /** Extra feet on a move, and on which: any one Move action a round (4e) or the Free Action move (house). */
  moveBonus: { feet: number; on: "anyOnce" | "free" } | null;
}

/** What the stance's numbers depend on. */
export interface StanceHolder {
  air: number;
  defenseRank: number;
  /** Full Defense/Earth: the bonus its roll gave, held until the character's next turn. */
  defenseRollBonus: number;
  /** House Exhaustion: no bonus from Earth or Fire, their maluses stay (CO6). */
  exhausted?: boolean;
}

/**
 * Every number a stance changes (ST1–ST6). Full Attack's +2k1 is for attacks (4e forbids ranged
 * ones in it); Fire's is for melee only. Defense/Air adds Air + Defense; Full Defense/Earth adds
 * what its roll gave. Center and Void change nothing here: their reward comes the next round
 * (`voidFocus`).
 */
export function stanceEffects(stance: Stance, holder: StanceHolder, variant: RollkeepVariant): StanceEffects {
  const none: StanceEffects = { attack: { melee: NOTHING, ranged: NOTHING }, armorTn: { stance: 0, maluses: 0 }, moveBonus: null };
  const rewarded = !(variant === "house" && holder.exhausted);
  switch (posture(stance)) {
    case "fullAttack":
      return {
        attack: { melee: rewarded ? FULL_ATTACK_BONUS : NOTHING, ranged: variant === "4e" ? FULL_ATTACK_BONUS : NOTHING },
        armorTn: { stance: 0, maluses: FULL_ATTACK_ARMOR_MALUS },
        moveBonus: rewarded ? { feet: FULL_ATTACK_MOVE_FEET, on: variant === "4e" ? "anyOnce" : "free" } : null,
      };
    case "defense":
      return { ...none, armorTn: { stance: holder.air + holder.defenseRank, maluses: 0 } };
    case "fullDefense":
      return { ...none, armorTn: { stance: rewarded ? holder.defenseRollBonus : 0, maluses: 0 } };
    default:
      return none;
  }
}

/**
 * ST5/ST6: the Armor TN bonus of the Full Defense/Earth roll. 4e: half the Defense/Reflexes total,
 * rounded up. House rules: half the margin over TN 0 (the wound malus already taken off the total),
 * rounded down by default; a total below 0 gives nothing.
 */
export function fullDefenseBonus(total: number, variant: RollkeepVariant, rounding: Rounding): number {
  return Math.max(0, half(total, variant === "4e" ? "up" : rounding));
}

/** The TN of the Full Defense/Earth roll: 4e has none, the house rules test against 0. */
export function fullDefenseTn(variant: RollkeepVariant): number | undefined {
  return variant === "4e" ? undefined : 0;
}

/** ST7/ST8: +1k1 and the Void Ring, the Ring as a flat bonus by default or as rolled dice by option. */
export function centerBonus(voidRing: number, options: Pick<RollkeepOptions, "stanceVoidBonus">): PoolSpec {
  return options.stanceVoidBonus === "flat" ? { rolled: 1, kept: 1, flat: voidRing } : { rolled: 1 + voidRing, kept: 1, flat: 0 };
}

/** Where a character's Center/Void stance stands as a round is under way. */
export interface FocusState {
  round: number;
  /** The stance held as this round began. */
  stanceAtRoundStart: Stance;
  /** The round that stance was taken in (the house opening stance: round 0). */
  adoptedIn: number;
  /** Whether this round's bonus roll has been used. */
  used: boolean;
  voidRing: number;
  insightRank: number;
}

/** The reward of Center/Void for this round: a bonus for one roll, and initiative for this round only. */
export interface VoidFocus {
  roll: PoolSpec | null;
  /** 4e: only on a roll in the character's own turn; house: any roll, test or contest. */
  onlyOwnTurn: boolean;
  initiative: number;
}

/**
 * ST7/ST8. 4e Center: the round after it is taken, +1k1 and the Void Ring on one roll in one's own
 * turn, and +10 initiative that round. House Void: every round that began in Void, +1k1 and the
 * Void Ring on one roll once that round, and, the round after it was taken, initiative + 5 ×
 * Insight Rank. The Void Ring is a flat bonus by default, rolled dice by option.
 */
export function voidFocus(state: FocusState, variant: RollkeepVariant, options: Pick<RollkeepOptions, "stanceVoidBonus">): VoidFocus {
  const centered = posture(state.stanceAtRoundStart) === "center";
  const roundAfter = centered && state.adoptedIn === state.round - 1;
  const earned = variant === "4e" ? roundAfter : centered;
  const roll = earned && !state.used ? centerBonus(state.voidRing, options) : null;
  const initiative = roundAfter ? (variant === "4e" ? 10 : 5 * state.insightRank) : 0;
  return { roll, onlyOwnTurn: variant === "4e", initiative };
}
