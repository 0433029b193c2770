import { RuleRefusal } from "../../refusal";
import type { RollkeepOptions } from "../options";
import { refuseTurn, TURN_PROBLEMS } from "../combat/turns";
import type { RollkeepCombatant } from "./combatant";
import { nextRoundMoment, turnsAt } from "./timeline";
import { turnUnderWay } from "./turn";

/** Whether a regular turn (one who has not delayed) is still to come after `at` this round. */
function regularTurnAhead(combatants: readonly RollkeepCombatant[], at: number, options: RollkeepOptions): boolean {
  const next = nextRoundMoment(combatants, at, options);
  return next !== null && turnsAt(combatants, next, options).some((id) => combatants.find((c) => c.id === id)?.delayed === false);
}

/**
 * S2: the one whose turn is due at `at`, by id, if any: the one in this place of the order, or,
 * at a moment nobody has acted at once no regular turn is left in the round, the first of those
 * who delayed (they step in in initiative order, each at a moment of its own). Those who delayed
 * while regular turns are still to come wait. The table and the simulator both play this.
 */
export function dueNow(combatants: readonly RollkeepCombatant[], at: number, options: RollkeepOptions): string | null {
  const due = turnsAt(combatants, at, options).flatMap((id) => combatants.find((c) => c.id === id) ?? []);
  const regular = due.find((c) => !c.delayed);
  if (regular) return regular.id;
  // A moment someone already took a turn at (its own place, or a step-in) is spent.
  if (combatants.some((c) => c.turn?.at === at)) return null;
  return regularTurnAhead(combatants, at, options) ? null : (due[0]?.id ?? null);
}

/**
 * S2: a Delay asked of `c` at `at`, on its own terms: 4e only, as its own turn would begin, and not
 * by one who already delayed. Returns it delayed; whether others are still to act is `checkDelay`'s.
 */
export function delayedCombatant(c: RollkeepCombatant, at: number, options: RollkeepOptions): RollkeepCombatant {
  const startsTurn = turnUnderWay(c, at) === null;
  if (options.variant === "house") throw new RuleRefusal("turnRefused", { id: c.id }, `turn of ${c.id}: no Delay in the house rules`, TURN_PROBLEMS.houseNoDelay);
  if (!startsTurn || c.delayed) throw new RuleRefusal("turnRefused", { id: c.id }, `turn of ${c.id}: cannot delay now`, TURN_PROBLEMS.delayNotYourTurn);
  return { ...c, delayed: true };
}

/**
 * S2: the last one who has not delayed must act, so a Delay (`delayer`, the combatant as the
 * port's `declare` left it) that would leave no regular turn ahead in the round is refused.
 * Returns the fighters with the Delay in place.
 */
export function checkDelay(combatants: readonly RollkeepCombatant[], delayer: RollkeepCombatant, at: number, options: RollkeepOptions): RollkeepCombatant[] {
  const after = combatants.map((c) => (c.id === delayer.id ? delayer : c));
  if (!regularTurnAhead(after, at, options)) refuseTurn(delayer.id, TURN_PROBLEMS.noOneToPassTo);
  return after;
}
