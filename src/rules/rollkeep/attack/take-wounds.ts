import { VOID_WOUND_REDUCTION } from "../character/void-points";
import { woundRank, woundTrack, type WoundRankStep, type WoundTableOptions, type WoundTrackAdjustments } from "../character/wound-ranks";

/** The one taking wounds, as the wound rules need them. */
export interface WoundedOne {
  wounds: number;
  /** The effective Earth Ring (C3). */
  earth: number;
  mook: boolean;
  /** U4: the character's own easing of the track. */
  adjustments?: WoundTrackAdjustments;
}

/** What damage did to one character. */
export interface WoundsTaken {
  damage: number;
  /** Taken off by the armor's Reduction (C15) and a Void Point (V6). */
  reduced: number;
  taken: number;
  wounds: number;
  before: WoundRankStep;
  after: WoundRankStep;
  /** C14: put into a Downing rank by this damage (house Crippled or Out; 4e Down or Out). */
  downed: boolean;
  /** C14: put into Dead; a blow that does both only Kills. */
  killed: boolean;
}

const DOWNING: readonly string[] = ["down", "out"];

/**
 * Damage landing on a character: the armor's Reduction (C15, 0 unless the armor has one) and a
 * Void Point's 10 (V6, 4e; house Endure) come off first, never below 0; the rest is added to the
 * wounds and the rank read from the track (C9, C12, MK3). Downing and Killing are credited on
 * entering those ranks (C14).
 */
export function takeWounds(one: WoundedOne, damage: number, spent: { voidPoint: boolean; reduction: number }, options: WoundTableOptions): WoundsTaken {
  const track = woundTrack(one.earth, one.mook, options, one.adjustments);
  const reduced = Math.min(damage, spent.reduction + (spent.voidPoint ? VOID_WOUND_REDUCTION : 0));
  const taken = Math.max(0, damage - reduced);
  const wounds = one.wounds + taken;
  const before = woundRank(one.wounds, track);
  const after = woundRank(wounds, track);
  const entered = after.rank !== before.rank;
  const killed = entered && after.state === "dead";
  const downing = DOWNING.includes(after.state) || (options.variant === "house" && after.rank === "crippled");
  return { damage, reduced, taken, wounds, before, after, downed: entered && !killed && downing, killed };
}
