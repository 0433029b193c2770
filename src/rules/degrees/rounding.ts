import type { DegreesOptions } from "./options";

/**
 * A fraction whose rounding the text leaves open (ninpou's half Spirit, a pill's half Spirit,
 * movement fractions, partner division, split attacks, halved ranges), rounded by **GM option
 * `fractionRounding`**: up by default, the text's one stated rounding (M28, E1), or down.
 */
export function roundOpen(value: number, options: DegreesOptions): number {
  return options.fractionRounding === "up" ? Math.ceil(value) : Math.floor(value);
}
