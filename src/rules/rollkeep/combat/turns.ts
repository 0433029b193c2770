import { RuleRefusal, type Problem } from "../../refusal";
import type { RollkeepVariant } from "../options";

/** Who has yet to take a turn this round, in initiative order, and who among them has delayed. */
export interface RoundTurns {
  pending: string[];
  delayed: string[];
}

/** S2/S9: a round starts with everyone to act, in initiative order; turns never carry over. */
export function startRoundTurns(order: readonly string[]): RoundTurns {
  return { pending: [...order], delayed: [] };
}

/** The reasons a turn is refused that more than one step of the rounds gives (S2, S12). */
export const TURN_PROBLEMS = {
  houseNoDelay: { code: "houseNoDelay", text: "the house rules have no Delay" },
  delayNotYourTurn: { code: "delayNotYourTurn", text: "only the one whose turn it is can delay" },
  hadTurn: { code: "hadTurn", text: "this character has already had a turn this round" },
  notYourTurn: { code: "notYourTurn", text: "it is not this character's turn" },
} as const satisfies Record<string, Problem>;

/** Refuses a combatant's turn (`id`, its actor reference). */
export function refuseTurn(id: string, problem: Problem): never {
  throw new RuleRefusal("turnRefused", { id }, `turn of ${id}: ${problem.text}`, problem);
}

/** The first in order who has not delayed: the one whose turn it is, unless a delayed character steps in. */
export function nextInOrder(turns: RoundTurns): string | null {
  return turns.pending.find((id) => !turns.delayed.includes(id)) ?? null;
}

/** Who may take a turn now: the next in order, or anyone who delayed (S2). */
export function mayActNow(turns: RoundTurns): string[] {
  const next = nextInOrder(turns);
  return [...turns.delayed, ...(next === null ? [] : [next])];
}

/**
 * S2 (4e only): the one whose turn it is passes to the next, and may act later this round. The
 * last one who has not delayed must act (when everyone delays, the lowest score acts and the round
 * goes on to the delayed). The house rules have no Delay (S12).
 */
export function delayTurn(turns: RoundTurns, id: string, variant: RollkeepVariant): RoundTurns {
  if (variant === "house") refuseTurn(id, TURN_PROBLEMS.houseNoDelay);
  if (nextInOrder(turns) !== id) refuseTurn(id, TURN_PROBLEMS.delayNotYourTurn);
  if (turns.pending.filter((p) => !turns.delayed.includes(p)).length === 1) refuseTurn(id, { code: "noOneToPassTo", text: "no one is left to pass the turn to" });
  return { pending: turns.pending, delayed: [...turns.delayed, id] };
}

/** A turn taken: one a round (S2), by the one whose turn it is or by someone who delayed. */
export function takeTurn(turns: RoundTurns, id: string): RoundTurns {
  if (!mayActNow(turns).includes(id)) refuseTurn(id, turns.pending.includes(id) ? TURN_PROBLEMS.notYourTurn : TURN_PROBLEMS.hadTurn);
  return { pending: turns.pending.filter((p) => p !== id), delayed: turns.delayed.filter((p) => p !== id) };
}

/** Whether every turn of the round has been taken, so the round goes to its end (Reactions, or the Readying Phase). */
export function roundOver(turns: RoundTurns): boolean {
  return turns.pending.length === 0;
}
