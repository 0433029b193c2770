import type { IcCombatant } from "../combatant";
import type { ExhaustionResult, FatigueAdvance } from "../fatigue";
import { clearBurnsOnFatigue } from "../status/apply";

/**
 * Everything a Fatigue advance does to a combatant, whatever caused it (a failed Stamina or
 * Chakra roll, Upkeep outgrowing the Chakra bonus): the new level with both running penalties
 * cleared, every Burn gone, and unconsciousness past Fatigue 5. Suffocation is a status, not
 * a running penalty, so it stays. Changes `owned`, which must be the caller's own copy (the
 * engine clones a combatant once per step and edits the clone).
 */
export function sufferFatigueAdvance(owned: IcCombatant, advance: FatigueAdvance): void {
  owned.fatigue = advance.fatigue;
  if (owned.statuses.length) owned.statuses = clearBurnsOnFatigue(owned.statuses);
  if (advance.unconscious && owned.condition !== "dead") owned.condition = "unconscious";
}

/** Records an exhaustion roll on `owned` (the caller's copy): a pass adds to the running penalty, a failure is a Fatigue advance. */
export function recordExhaustion(owned: IcCombatant, result: ExhaustionResult): void {
  // Compared with true: testing a field's truth in optimised code checks it against every falsy value.
  if (result.passed === true) owned.fatigue = result.fatigue;
  else sufferFatigueAdvance(owned, result);
}
