import { meetsDc } from "./checks";
import type { DegreesOptions } from "./options";

/** The Vigor difficulty a mercy strike's victim rolls against (M61). */
export const MERCY_STRIKE_DC = 10;

/**
 * After a mercy strike hits (M61): a victim who makes Vigor DC 10 lives; one who fails dies or is
 * knocked out, the attacker's choice. Minions get no check.
 */
export function mercyStrikeAftermath(victim: { minion: true } | { vigorTotal: number }, options: DegreesOptions): "survives" | "attackerChooses" {
  if ("minion" in victim) return "attackerChooses";
  return meetsDc(victim.vigorTotal, MERCY_STRIKE_DC, options) ? "survives" : "attackerChooses";
}
