/**
 * Fixed damage of a fall (M127): 1 per metre, the height first shortened by 1 m for every 2 full
 * points an Acrobatics (or, after a jump, Athletics) check makes above 9, then capped at twice
 * the victim's Vigor (default order: shorten, then cap).
 */
export function fallDamage(heightMetres: number, vigor: number, softeningCheck?: number): number {
  const softened = softeningCheck === undefined ? 0 : Math.max(0, Math.floor((softeningCheck - 9) / 2));
  const height = Math.max(0, Math.floor(heightMetres) - softened);
  return Math.min(height, Math.max(0, 2 * vigor));
}

/** A flier or rider knocked down falls for fixed damage equal to its Vigor, no check reducing it (M103). */
export function aerialFallDamage(vigor: number): number {
  return Math.max(0, vigor);
}

/**
 * Whether a hit forces a rider (M93) or a flier (M102) to check against falling: degree 3 or more
 * (degree 4 is always a critical, read as included). A critical fails the check outright.
 */
export function fallCheck(degree: number, critical: boolean, attackAccuracy: number): { dc: number; autoFail: boolean } | null {
  if (degree < 3) return null;
  return { dc: 4 + attackAccuracy, autoFail: critical };
}
