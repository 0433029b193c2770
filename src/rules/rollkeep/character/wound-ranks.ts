import type { RollkeepOptions } from "../options";

/** Every wound rank either book names (4e ranks, house thresholds, mook thresholds). */
export type WoundRankName = "healthy" | "nicked" | "grazed" | "hurt" | "injured" | "crippled" | "bloodied" | "down" | "out" | "dead";

/** What a rank leaves a character able to do. */
export type WoundState =
  /** Acting as usual, with the rank's penalty. */
  | "active"
  /** 4e Crippled: every Move action costs one step more (C11). */
  | "slowed"
  /** 4e Down: Free Actions only, each bought with a Void Point; no moving (C11). */
  | "down"
  /** Unconscious, no actions (C11, C13). */
  | "out"
  | "dead";

/** One rank of a wound track: where it starts and what it does. */
export interface WoundRankStep {
  rank: WoundRankName;
  /** The fewest wounds that put a character in this rank. */
  from: number;
  /** The penalty number (4e: added to TNs; house: taken off totals; see wound-penalty.ts). */
  penalty: number;
  state: WoundState;
}

/** The shape of a track: each rank after Healthy, its width in Earth, its penalty and state. */
interface RankPattern {
  rank: WoundRankName;
  penalty: number;
  state: WoundState;
}

const step = (rank: WoundRankName, penalty: number, state: WoundState = "active"): RankPattern => ({ rank, penalty, state });

/** C9, C11: the 4e ranks after Healthy, their penalties the table's (`woundPenalties4e`, O2). */
function track4e(penalties: readonly number[]): RankPattern[] {
  const [nicked = 0, grazed = 0, hurt = 0, injured = 0, crippled = 0, down = 0] = penalties;
  return [step("nicked", nicked), step("grazed", grazed), step("hurt", hurt), step("injured", injured), step("crippled", crippled, "slowed"), step("down", down, "down"), step("out", 0, "out"), step("dead", 0, "dead")];
}

/** C12: the same boundaries as 4e with other names, Crippled as bad as 4e's Down, penalties the table's (`woundPenaltiesHouse`, O2). */
function trackHouse(penalties: readonly number[]): RankPattern[] {
  const [nicked = 0, grazed = 0, hurt = 0, injured = 0, bloodied = 0, crippled = 0] = penalties;
  return [step("nicked", nicked), step("grazed", grazed), step("hurt", hurt), step("injured", injured), step("bloodied", bloodied), step("crippled", crippled), step("out", 0, "out"), step("dead", 0, "dead")];
}

/** The tables a wound track is laid out from (O2: the GM may edit each). */
export type WoundTableOptions = Pick<RollkeepOptions, "variant" | "woundRankMultiplier" | "healthyEarthMultiple" | "woundPenalties4e" | "woundPenaltiesHouse" | "mookEarthMultiples">;

/**
 * U4: what a character's techniques or advantages change on their own wound track: wound
 * penalties lowered by a number (never below 0), and every rank, Healthy included, holding
 * that many more wounds.
 */
export interface WoundTrackAdjustments {
  penaltyReduction: number;
  extraWoundsPerRank: number;
}

export const NO_WOUND_ADJUSTMENTS: WoundTrackAdjustments = Object.freeze({ penaltyReduction: 0, extraWoundsPerRank: 0 });
/** Past any technique the texts or the l5r tools know of; only absurd values are refused. */
export const MAX_WOUND_ADJUSTMENT = 100;

/** Healthy, before any threshold: no penalty. */
const HEALTHY: WoundRankStep = { rank: "healthy", from: 0, penalty: 0, state: "active" };

/** Lays a pattern out from the first threshold, each next one `widths[i]` wounds further, every rank widened and eased by `adjust`. */
function layOut(first: number, widths: readonly number[], pattern: readonly RankPattern[], adjust: WoundTrackAdjustments): WoundRankStep[] {
  const steps = [HEALTHY];
  let from = first + adjust.extraWoundsPerRank;
  pattern.forEach((step, i) => {
    if (i > 0) from += (widths[i - 1] ?? 0) + adjust.extraWoundsPerRank;
    steps.push({ ...step, from, penalty: Math.max(0, step.penalty - adjust.penaltyReduction) });
  });
  return steps;
}

/**
 * The wound track of a character with this (effective, C3) Earth Ring.
 *
 * The numbers below are the texts' and the options' defaults; every one is a table the GM may edit (O2).
 * 4e (C9, C10): Healthy holds Earth × 5 wounds and every rank after it Earth × the campaign
 * multiplier (default 2); a character is in a rank from the first wound that starts filling it,
 * and one wound past a full Out is death, so Dead starts there.
 * House rules (C12): Nicked starts at Earth × 5 + 1 and each next threshold is Earth × 2 further,
 * up to Dead; the multiplier is the 4e campaign's, not the house rules'.
 * Mooks in the house rules (MK3): Hurt at Earth × 4 + 1, Bloodied and Out each Earth × 4 further,
 * Dead Earth × 2 after Out.
 * A character's own adjustments (U4) widen every rank and lower every penalty.
 */
export function woundTrack(earth: number, mook: boolean, options: WoundTableOptions, adjust: WoundTrackAdjustments = NO_WOUND_ADJUSTMENTS): WoundRankStep[] {
  if (options.variant === "house" && mook) {
    const pattern = trackHouse(options.woundPenaltiesHouse).filter((step) => ["hurt", "bloodied", "out", "dead"].includes(step.rank));
    const [first = 4, ...further] = options.mookEarthMultiples;
    return layOut(earth * first + 1, further.map((m) => earth * m), pattern, adjust);
  }
  const width = options.variant === "4e" ? earth * options.woundRankMultiplier : earth * 2;
  const pattern = options.variant === "4e" ? track4e(options.woundPenalties4e) : trackHouse(options.woundPenaltiesHouse);
  return layOut(earth * options.healthyEarthMultiple + 1, pattern.map(() => width), pattern, adjust);
}

/**
 * The rank a wound total puts a character in: the furthest threshold reached (C12: only the
 * highest counts, penalties never add up).
 */
export function woundRank(wounds: number, track: readonly WoundRankStep[]): WoundRankStep {
  let current = HEALTHY;
  for (const step of track) if (wounds >= step.from) current = step;
  return current;
}
