/** The five core stats and experience, as a sheet stores them. */
export interface Stats {
  str: number;
  dex: number;
  agi: number;
  res: number;
  cha: number;
  xp: number;
}

export type StatKey = keyof Omit<Stats, "xp">;

export const STAT_KEYS: readonly StatKey[] = ["str", "dex", "agi", "res", "cha"];

/**
 * Most rolls add a stat divided by 10; damage bonuses divide by 15. The text never shows a
 * fraction being kept, so both round down (DEX 45 gives +4, STR 50 gives a bonus of 3).
 */
export function statBonus(stat: number, divisor: 10 | 15 = 10): number {
  return Math.floor(stat / divisor);
}
