import type { DegreesOptions } from "./options";

/** A damage degree: 0 for a critical failure (no damage), 1 to 4 otherwise. */
export type DamageDegree = 0 | 1 | 2 | 3 | 4;

/** The smallest natural roll that crits for an attack: its weapon's range, or the table's degree 4. */
export function criticalMin(options: DegreesOptions, weaponCritMin?: number): number {
  return weaponCritMin ?? options.degreeFloors[3];
}

/** A natural roll under the first degree is a critical failure: no degree at all (M26). */
export function isCriticalFailure(natural: number, options: DegreesOptions): boolean {
  return natural < options.degreeFloors[0];
}

/** A natural roll in the attack's critical range is a critical hit (M36, M37). */
export function isCriticalHit(natural: number, options: DegreesOptions, weaponCritMin?: number): boolean {
  return natural >= criticalMin(options, weaponCritMin);
}

/**
 * The damage degree of a natural 2d8 (M34): the table's band, raised to 4 inside a widened
 * critical range (a scimitar's 14 is degree 4, its 12 and 13 stay degree 3, M37).
 */
export function damageDegree(natural: number, options: DegreesOptions, weaponCritMin?: number): DamageDegree {
  if (isCriticalHit(natural, options, weaponCritMin)) return 4;
  // Read by index, not destructured: a destructuring walks the list's iterator, slow until optimised (every hit asks).
  const floors = options.degreeFloors;
  if (natural >= floors[3]) return 4;
  if (natural >= floors[2]) return 3;
  if (natural >= floors[1]) return 2;
  if (natural >= floors[0]) return 1;
  return 0;
}

/**
 * The degree of an automatic success (defenceless target, invalid defence, M27): the dice are
 * still rolled for it, and a critical-failure natural still deals the first degree.
 */
export function automaticDegree(natural: number, options: DegreesOptions, weaponCritMin?: number): Exclude<DamageDegree, 0> {
  const degree = damageDegree(natural, options, weaponCritMin);
  return degree === 0 ? 1 : degree;
}
