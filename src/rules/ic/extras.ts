import { deathHp, isDead, isIncapacitated, type Pool } from "./pools";

/**
 * What the IC table's own pieces read beyond the shared port: the condition the rules give a
 * combatant's HP, and how low HP may fall. The documents keep the HP; the rules decide what it means.
 */
export const icExtras = {
  /** Dead at −100 % of max HP, helpless at 0 or less, active above. */
  hpCondition(hp: Pool): "dead" | "incapacitated" | "active" {
    if (isDead(hp)) return "dead";
    return isIncapacitated(hp) ? "incapacitated" : "active";
  },
  /** The lowest HP holds: death's, where the rules stop (none below 0 for a maximum below 0). */
  hpFloor(max: number): number {
    return Math.min(0, deathHp(max));
  },
} as const;
