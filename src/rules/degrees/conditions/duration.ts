import type { DegreesOptions } from "../options";

/** A turn boundary: the moment a character's turn starts or ends. */
export type TurnBoundary = "turnStart" | "turnEnd";

/**
 * How long an effect lasts, counted in one character's turns (M3): the affected character's
 * unless a rule keys it to someone else (a Feint lasts to the end of the feinter's next turn, M59).
 */
export interface TurnDuration {
  /** The combatant whose turns count; absent = the character holding the effect. */
  keyedTo?: string;
  /** The boundary that ends it: the start of a turn ("until your next turn") or the end. */
  ends: TurnBoundary;
  /** Boundaries of that kind still to pass; the last one ends it. */
  remaining: number;
}

/** Where the counting character stands when the effect is applied. */
export interface TurnMoment {
  /** It is that character's turn right now. */
  ownTurnNow: boolean;
  /** That character has already taken its turn this round. */
  ownTurnTakenThisRound: boolean;
}

/**
 * A duration of `turns` turns starting now (M3). On the character's own turn the turn in
 * progress is the first ("2 turns" = this one and the next). Off its turn the coming turns count
 * (`durationCount: "coming"`, default), or, read by the round, a turn it already took this round
 * counts as the first ("round"). A remaining count of 0 means the effect is already over.
 */
export function startDuration(turns: number, ends: TurnBoundary, moment: TurnMoment, options: DegreesOptions, keyedTo?: string): TurnDuration {
  const alreadyCounted = !moment.ownTurnNow && moment.ownTurnTakenThisRound && options.durationCount === "round" ? 1 : 0;
  const remaining = Math.max(0, turns - alreadyCounted);
  return keyedTo === undefined ? { ends, remaining } : { keyedTo, ends, remaining };
}

/**
 * A duration after a boundary of `whoseTurn`'s turn: unchanged if that is not the character it
 * counts or not the boundary it ends on, one less otherwise, and null once it has run out.
 */
export function passBoundary(duration: TurnDuration, holderId: string, whoseTurn: string, boundary: TurnBoundary): TurnDuration | null {
  const counter = duration.keyedTo ?? holderId;
  if (counter !== whoseTurn || boundary !== duration.ends) return duration;
  const remaining = duration.remaining - 1;
  return remaining <= 0 ? null : { ...duration, remaining };
}
