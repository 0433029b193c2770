import { deathHp, isDead, isIncapacitated, type Pool } from "./pools";
import { DEFAULT_HEALING_DAYS } from "./wounds";

/**
 * What the IC table's own pieces read beyond the shared port: the condition the rules give a
 * combatant's HP, how low HP may fall, and how long a wound heals by default. The documents keep the HP; the rules decide what it means.
 */
export const icExtras = {
  /** Dead at −100 % of max HP, helpless at 0 or less, active above. */
  hpCondition(hp: Pool): "dead" | "incapacitated" | "active" {
    if (isDead(hp)) return "dead";
    return isIncapacitated(hp) ? "incapacitated" : "active";
  },
  /** Days each severity of wound takes to heal, until the GM sets a wound's own. */
  healingDays: DEFAULT_HEALING_DAYS,
  /** The lowest HP holds: death's, where the rules stop (none below 0 for a maximum below 0). */
  hpFloor(max: number): number {
    return Math.min(0, deathHp(max));
  },
} as const;
