import type { DegreesOptions } from "../options";

/**
 * HP as the rules keep it (M47 default): lethal HP, and the non-lethal damage taken on top of it,
 * kept apart because only lethal HP can kill while consciousness reads both.
 */
export interface HpTrack {
  /** Current HP counting lethal damage only; may go negative. */
  hp: number;
  /** Non-lethal damage taken (0 or more). */
  nonLethal: number;
  /** Stabilised while dying: no more loss each turn (M42). */
  stable: boolean;
}

/** Where a character stands on the HP threshold table (M41). */
export type ThresholdState = "active" | "disabled" | "unconscious" | "dying" | "stable" | "dead";

/** HP as consciousness reads it: lethal HP less non-lethal damage. */
export function effectiveHp(track: HpTrack): number {
  return track.hp - track.nonLethal;
}

/**
 * The threshold a character's HP puts it at (M41, M38, M47): death and dying read lethal HP
 * alone; at exactly 0 a character is out of the fight but awake, unless non-lethal damage took it
 * there, which always knocks out (M38).
 */
export function thresholdState(track: HpTrack, options: DegreesOptions): ThresholdState {
  const { dead, dying, unconscious } = options.thresholds;
  if (track.hp <= dead) return "dead";
  if (track.hp <= dying) return track.stable ? "stable" : "dying";
  const hp = effectiveHp(track);
  if (hp <= unconscious) return "unconscious";
  if (hp <= 0) return track.nonLethal > 0 ? "unconscious" : "disabled";
  return "active";
}

/**
 * Takes one hit's damage. Under `hpOverflow: "clamp"` a hit that reaches a standing character's
 * current HP stops at 0 and the rest of that hit is lost; later hits go below (M40). Lethal damage
 * wakes no one but does end stabilisation, since the text only stabilises a wound that stopped.
 */
export function takeDamage(track: HpTrack, amount: number, lethal: boolean, options: Pick<DegreesOptions, "hpOverflow">): HpTrack {
  if (amount <= 0) return track;
  const before = effectiveHp(track);
  const taken = options.hpOverflow === "clamp" && before > 0 && amount >= before ? before : amount;
  // Written out in one field order (no spread), so every track has the same shape and the code reading it stays fast;
  // one literal, every field read and both sums made whatever the kind, so the first non-lethal hit (a duel's
  // first unarmed Strike, hundreds of duels in) finds no step that optimised code has never run.
  const stable = track.stable;
  return { hp: track.hp - (lethal ? taken : 0), nonLethal: track.nonLethal + (lethal ? 0 : taken), stable: lethal ? false : stable };
}

/** Heals lethal damage first, never past the maximum (M46); what is left heals non-lethal damage. */
export function heal(track: HpTrack, amount: number, hpMax: number): HpTrack {
  if (amount <= 0) return track;
  const hp = Math.max(track.hp, Math.min(hpMax, track.hp + amount));
  const left = amount - (hp - track.hp);
  const nonLethal = Math.max(0, track.nonLethal - left);
  return { hp, nonLethal, stable: track.stable && hp <= 0 };
}

/** A dying character stabilised (Vigor DC 18 or Medicine DC 16, M42): it stops losing HP. */
export function stabilise(track: HpTrack): HpTrack {
  return { hp: track.hp, nonLethal: track.nonLethal, stable: true };
}
