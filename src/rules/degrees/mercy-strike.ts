import { meetsDc } from "./checks";
import { hasCondition } from "./conditions/active";
import type { ConditionInstance } from "./conditions/instance";
import type { DegreesOptions } from "./options";
import { degreesRefusal } from "./refusals";
import { takeAction, type ActionBudget } from "./turn-actions";

/** The Vigor difficulty a mercy strike's victim rolls against (M61). */
export const MERCY_STRIKE_DC = 10;

/** A mercy strike as declared: how many it would strike, and whether its attack already takes a full round. */
export interface MercyStrikeAttempt {
  targets: number;
  attackIsFullRound: boolean;
}

/**
 * A mercy strike (M61): a full-round action, one melee or ranged attack (the caller marks its
 * profile `mercyStrike`, an automatic critical) against one helpless (Defenseless) or Paralyzed
 * victim. An attack that already takes a full round cannot be one.
 */
export function mercyStrike(budget: ActionBudget, victim: readonly ConditionInstance[], attempt: MercyStrikeAttempt, options: DegreesOptions): ActionBudget {
  if (attempt.targets !== 1) throw degreesRefusal("mercyStrikeOne", {}, "A mercy strike has one target");
  if (attempt.attackIsFullRound) throw degreesRefusal("mercyStrikeFullRound", {}, "An attack that already takes a full round cannot be a mercy strike");
  if (!hasCondition(victim, "defenseless", options)) throw degreesRefusal("mercyStrikeVictim", {}, "Only a helpless or paralyzed victim can be struck so");
  return takeAction(budget, { kind: "fullRound" });
}

/**
 * After a mercy strike hits (M61): a victim who makes Vigor DC 10 lives; one who fails dies or is
 * knocked out, the attacker's choice. Minions get no check.
 */
export function mercyStrikeAftermath(victim: { minion: true } | { vigorTotal: number }, options: DegreesOptions): "survives" | "attackerChooses" {
  if ("minion" in victim) return "attackerChooses";
  return meetsDc(victim.vigorTotal, MERCY_STRIKE_DC, options) ? "survives" : "attackerChooses";
}

/**
 * What ends once a mercy strike is made (M61): the effects, techniques or maneuvers that left the
 * victim helpless, read as its held conditions with a cause that bring Defenseless. What the HP
 * table sets has no cause and stays: the wound is still there.
 */
export function helplessCauses(victim: readonly ConditionInstance[], options: DegreesOptions): ConditionInstance[] {
  return victim.filter((c) => c.source !== undefined && hasCondition([c], "defenseless", options));
}
