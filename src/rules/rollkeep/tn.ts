import type { RollkeepOptions } from "./options";

/** The TN ladder (R1), a default table the GM may replace: a roll succeeds when its total reaches the TN. */
export const TN_LADDER = [
  { difficulty: "mundane", tn: null },
  { difficulty: "veryEasy", tn: 5 },
  { difficulty: "easy", tn: 10 },
  { difficulty: "average", tn: 15 },
  { difficulty: "moderate", tn: 20 },
  { difficulty: "difficult", tn: 25 },
  { difficulty: "veryHard", tn: 30 },
  { difficulty: "heroic", tn: 40 },
  { difficulty: "impossible", tn: 60 },
] as const;

/** What each raise called before the roll adds to the TN (R7). */
export const TN_PER_RAISE = 5;

/** R10: what the retries of a failed roll add to its TN; by default each retry adds the step again. */
export function retryTnIncrease(retries: number, options: Pick<RollkeepOptions, "retryTnStep" | "retryGrowth">): number {
  if (retries <= 0) return 0;
  return options.retryGrowth === "perRetry" ? options.retryTnStep * retries : options.retryTnStep;
}

export type Wind = "still" | "breeze" | "gusts" | "storm";
export type Weather = "calm" | "showers" | "rain" | "storm" | "torrentialStorm" | "hurricane";

export const WIND_TN: Readonly<Record<Wind, number>> = { still: 0, breeze: 0, gusts: 5, storm: 10 };
export const WEATHER_TN: Readonly<Record<Weather, number>> = { calm: 0, showers: 0, rain: 5, storm: 10, torrentialStorm: 15, hurricane: 20 };

/**
 * R15: wind and weather raise the TN of ranged attacks and spells. Weather already includes its
 * wind, so the two never add up: the worse of them counts.
 */
export function weatherTnPenalty(conditions: { wind?: Wind; weather?: Weather }): number {
  return Math.max(conditions.wind ? WIND_TN[conditions.wind] : 0, conditions.weather ? WEATHER_TN[conditions.weather] : 0);
}
