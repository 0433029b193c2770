import type { DegreesOptions } from "../options";
import { roundOpen } from "../rounding";

/** What a hardness did to one attack's damage (M118–M120). */
export interface HardnessTest {
  /** The object or barrier gave way: base damage reached its hardness, or fixed damage twice it. */
  broken: boolean;
  /** Base damage left over past it (0 when it held). */
  base: number;
  /** Fixed damage left over past it. */
  fixed: number;
  /** Its hardness afterwards: 2 less after each hit it withstood (M118). */
  hardnessAfter: number;
}

/**
 * Tests a hardness against an attack's base and fixed damage before any degree (M118–M120,
 * M124). Base damage breaks it at or above the hardness, fixed damage at or above twice it; each
 * part is compared on its own and what passes is its excess (M120 default for fixed damage).
 * Effects that ignore hardness lower it first; only the highest counts, so the caller passes that.
 */
export function testHardness(hardness: number, base: number, fixed: number, ignored = 0): HardnessTest {
  const h = Math.max(0, hardness - ignored);
  const baseBreaks = base > 0 && base >= h;
  const fixedBreaks = fixed > 0 && fixed >= 2 * h;
  if (!baseBreaks && !fixedBreaks) return { broken: false, base: 0, fixed: 0, hardnessAfter: Math.max(0, hardness - 2) };
  return { broken: true, base: baseBreaks ? base - h : 0, fixed: fixedBreaks ? fixed - 2 * h : 0, hardnessAfter: 0 };
}

/**
 * Body hardness (Stone Skin, Resilience, M122): it takes its value off the base damage of every
 * attack and twice it off fixed damage (the M120 reading, default), and is never worn down.
 */
export function bodyHardnessReduction(hardness: number, base: number, fixed: number, ignored = 0): { base: number; fixed: number } {
  const h = Math.max(0, hardness - ignored);
  return { base: Math.max(0, base - h), fixed: Math.max(0, fixed - 2 * h) };
}

/** The difficulty of hitting an object: 5 standing still, 9 moving (M117). */
export function objectDefenceDc(moving: boolean): number {
  return moving ? 9 : 5;
}

/** A weapon's hardness when someone wants to break it: 10 + 5 × its damage (M118, optional). */
export function weaponHardness(weaponDamage: number): number {
  return 10 + 5 * weaponDamage;
}

/** The text's example hardness table (M126), a default a GM may replace. */
export const EXAMPLE_HARDNESS: Readonly<Record<string, number>> = {
  pot: 0,
  scroll: 0,
  rope: 0,
  book: 0,
  chain: 10,
  chair: 5,
  woodenDoor: 5,
  stoneDoor: 8,
  ironDoor: 10,
};

/**
 * Hardness against an attack that splits its damage (Multiattack, Arrows, M123): the hardness
 * comes off the whole base damage before it is divided among the parts (rounded by
 * `fractionRounding`), and whether the object breaks is judged on the whole base damage.
 */
export function splitAfterHardness(base: number, hardness: number, parts: number, options: DegreesOptions): { broken: boolean; perPart: number } {
  const through = Math.max(0, base - hardness);
  return { broken: base >= hardness, perPart: roundOpen(through / Math.max(1, parts), options) };
}

/** The imaginary hardness of a gas (air, smoke, fog) when nothing sets it (M121). */
export const IMAGINARY_HARDNESS = 1;

/**
 * An explosion or wind area attack over or inside a gas (M121): its imaginary hardness is tested
 * like an object's, and the gas dissipates when it breaks or reaches 0. It never lessens the
 * attack's damage to anyone, and other attacks leave it alone.
 */
export function blastGas(hardness: number, attack: { explosionOrWind: boolean; area: boolean; base: number; fixed: number }): { hardnessAfter: number; dissipated: boolean } {
  if (!attack.explosionOrWind || !attack.area) return { hardnessAfter: hardness, dissipated: hardness <= 0 };
  const test = testHardness(hardness, attack.base, attack.fixed);
  return { hardnessAfter: test.hardnessAfter, dissipated: test.broken || test.hardnessAfter <= 0 };
}
