import type { RollkeepVariant } from "../options";

/** Something lasting a number of rounds (a spell, a condition), on a combatant. */
export interface RoundTimer {
  id: string;
  ownerId: string;
  /** Rounds still to run; what "0" means differs between the books (see `endOfRound`). */
  roundsLeft: number;
}

/** What the end of a round did to one timer. */
export type RoundClockEvent = { kind: "tick"; timer: RoundTimer } | { kind: "expire"; timer: RoundTimer };

/**
 * The step at the end of every round: 4e's Reactions stage (S4), the house rules' Readying Phase
 * (S11). In 4e an effect of N rounds loses one each Reactions stage and ends in the one where it
 * reaches 0. In the house rules an effect that comes into the Readying Phase with 0 rounds left
 * expires, and otherwise loses one, so a 1-round effect sees two Readying Phases (W15). Events come
 * in the order the house rules resolve the phase, reverse initiative, when `order` is given.
 */
export function endOfRound(timers: readonly RoundTimer[], variant: RollkeepVariant, order: readonly string[] = []): { timers: RoundTimer[]; events: RoundClockEvent[] } {
  const rank = (t: RoundTimer) => order.indexOf(t.ownerId);
  const sorted = variant === "house" ? [...timers].sort((a, b) => rank(b) - rank(a)) : [...timers];
  const kept: RoundTimer[] = [];
  const events: RoundClockEvent[] = [];
  for (const timer of sorted) {
    if (timer.roundsLeft <= (variant === "4e" ? 1 : 0)) {
      events.push({ kind: "expire", timer });
      continue;
    }
    const next = { ...timer, roundsLeft: timer.roundsLeft - 1 };
    kept.push(next);
    events.push({ kind: "tick", timer: next });
  }
  return { timers: kept, events };
}
