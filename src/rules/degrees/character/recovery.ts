/** HP a full night's rest gives back: 10 + 2 × Vigor; a major interruption loses the night (M45). */
export function nightlyHealing(vigor: number, interrupted: boolean): number {
  return interrupted ? 0 : 10 + 2 * vigor;
}

/** Chakra a full night gives back: 5 + 2 × Spirit; an interrupted night gives nothing (M50). */
export function nightlyChakra(spirit: number, interrupted: boolean): number {
  return interrupted ? 0 : 5 + 2 * spirit;
}

/** A pool after recovering: never past its maximum (M46 for HP; M50 default for chakra). */
export function recover(current: number, amount: number, max: number): number {
  return Math.max(current, Math.min(max, current + amount));
}

/**
 * Whether a forced chakra drain kills: only at 0 chakra, and only when it takes at least half of
 * the natural pool, the maximum chakra compared exactly (no rounding, M52 default).
 */
export function drainKills(chakra: number, chakraMax: number, drain: number): boolean {
  return chakra <= 0 && drain * 2 >= chakraMax;
}
