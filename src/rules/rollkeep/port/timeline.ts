import type { Due } from "../../ruleset";
import type { RollkeepOptions } from "../options";
import type { RollkeepCombatant } from "./combatant";
import { checkedMoment, endOfRound, END_OF_ROUND, momentOf, roundOf, slotOf } from "./moments";
import { inTheOrder } from "./readings";

/** How far ahead `recoveriesDue` looks, in rounds. */
export const MAX_ROUNDS_AHEAD = 100;

/** Those still to take a turn in the round of `at`. */
function waitingIn(combatants: readonly RollkeepCombatant[], round: number, options: RollkeepOptions): RollkeepCombatant[] {
  return combatants.filter((c) => c.slot !== null && inTheOrder(c, options) && (c.turn === null || roundOf(c.turn.at) < round));
}

/** Whose turn may be taken at `at`: the one whose place it is, then anyone who delayed to step in (S2). */
export function turnsAt(combatants: readonly RollkeepCombatant[], at: number, options: RollkeepOptions): string[] {
  const round = roundOf(at);
  const waiting = waitingIn(combatants, round, options);
  const due = waiting.filter((c) => !c.delayed && momentOf(round, c.slot ?? 0) === at);
  const delayed = waiting.filter((c) => c.delayed && momentOf(round, c.slot ?? 0) < at);
  return [...due, ...delayed.sort((a, b) => (a.slot ?? 0) - (b.slot ?? 0))].map((c) => c.id);
}

/**
 * The next moment anything happens after `after`: the next turn in the round's order; a moment for
 * those who delayed to step in once no turn is left before the end; the end of the round; the next
 * round's first turn. Null when nobody in the order still stands.
 */
export function nextRoundMoment(combatants: readonly RollkeepCombatant[], afterMoment: number, options: RollkeepOptions): number | null {
  const after = checkedMoment(afterMoment, "after");
  if (!combatants.some((c) => inTheOrder(c, options))) return null;
  const round = roundOf(after);
  if (round === 0) return momentOf(1, 0);
  if (slotOf(after) === END_OF_ROUND) return momentOf(round + 1, 0);
  const waiting = waitingIn(combatants, round, options);
  const turns = waiting.filter((c) => !c.delayed).map((c) => momentOf(round, c.slot ?? 0)).filter((m) => m > after);
  if (turns.length > 0) return Math.min(...turns);
  return waiting.some((c) => c.delayed) && slotOf(after) + 1 < END_OF_ROUND ? after + 1 : endOfRound(round);
}

/** The ends of rounds after `from` up to `until` at which a recovering condition will be rolled for, at most MAX_ROUNDS_AHEAD rounds ahead. */
export function recoveriesDue(c: RollkeepCombatant, from: number, until: number): Due[] {
  const due: Due[] = [];
  const recovering = [c.conditions.dazed, c.conditions.stunned].flatMap((x) => (x === null ? [] : [x.id]));
  if (recovering.length === 0) return due;
  for (let round = roundOf(from); round <= Math.min(roundOf(until), roundOf(from) + MAX_ROUNDS_AHEAD); round++) {
    const end = endOfRound(round);
    if (round >= 1 && end > from && end <= until) for (const status of recovering) due.push({ at: end, status });
  }
  return due;
}
