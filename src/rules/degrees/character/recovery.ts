import type { ConditionInstance } from "../conditions/instance";
import type { DegreesOptions } from "../options";

/** The hours of a full night's rest (M45, M50). */
export const FULL_NIGHT_HOURS = 8;

/** HP a full night's rest gives back: 10 + 2 × Vigor; a major interruption loses the night (M45). */
export function nightlyHealing(vigor: number, interrupted: boolean): number {
  return interrupted ? 0 : 10 + 2 * vigor;
}

/**
 * HP a sleep of some hours gives back (M45): a full night's worth after 8 uninterrupted hours.
 * Shorter sleep heals nothing unless **GM option `hourlyHealing`** (the text's optional rule)
 * gives an eighth of the night an hour, rounded down on the whole sleep (our choice, so no hour's
 * fraction is lost to rounding each hour).
 */
export function sleepHealing(vigor: number, hours: number, interrupted: boolean, options: DegreesOptions): number {
  const night = nightlyHealing(vigor, interrupted);
  if (hours >= FULL_NIGHT_HOURS) return night;
  return options.hourlyHealing ? Math.floor((night * Math.max(0, hours)) / FULL_NIGHT_HOURS) : 0;
}

/** Chakra a full night gives back: 5 + 2 × Spirit; an interrupted night gives nothing (M50). */
export function nightlyChakra(spirit: number, interrupted: boolean): number {
  return interrupted ? 0 : 5 + 2 * spirit;
}

/** Chakra a sleep gives back: only a full night of 8 uninterrupted hours does (M50; the hourly option speaks of healing only). */
export function sleepChakra(spirit: number, hours: number, interrupted: boolean): number {
  return hours >= FULL_NIGHT_HOURS ? nightlyChakra(spirit, interrupted) : 0;
}

/**
 * The conditions a sleeper wakes with (M45): Fatigued and Exhausted are slept off, unless they
 * last a fixed time (turns, the scene, or days such as an overdose's). Our reading: any sleep
 * does this, since the text ties it to sleeping, not to the night's healing.
 */
export function wakeFromSleep(held: readonly ConditionInstance[]): ConditionInstance[] {
  const fixed = (c: ConditionInstance): boolean => c.duration !== undefined || c.untilSceneEnds === true || c.lastsDays !== undefined;
  return held.filter((c) => !((c.id === "fatigued" || c.id === "exhausted") && !fixed(c)));
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
