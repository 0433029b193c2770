import { RuleRefusal } from "../../refusal";

/**
 * Time in a degrees fight, as the one increasing number the port's clock counts in. A round is
 * played as a row of turns, and a duration ends at the start or the end of one character's turn
 * (M3, F10), so both edges of every turn are moments of their own:
 *
 *   round × ROUND_SPAN + 0           before the round (where a fight starts: nothing happens here)
 *                      + 1           the round starts: actions are granted (M15)
 *                      + 2 + 2k      the k-th turn of the round starts, and is played
 *                      + 3 + 2k      the k-th turn ends
 *                      + SPAN − 1    the round ends
 *
 * Who takes the k-th turn is decided as the clock reaches it, by the order as it stands then, so a
 * changed modifier re-sorts the order without a re-roll (M7) and a Delay puts a turn off (M10).
 * Round 0 is the surprise round (M12), played only when some but not all are aware; normal rounds
 * count from 1. Every moment of a round comes before every moment of the next.
 */
export const ROUND_SPAN = 10_000;
const ROUND_START = 1;
const FIRST_TURN = 2;
/** The end of a round: its position within the round. */
export const END_OF_ROUND = ROUND_SPAN - 1;
/** The most turns one round can hold between its start and its end. */
export const MAX_TURNS = (END_OF_ROUND - FIRST_TURN) >> 1;
/** The highest round a fight may reach: every moment stays an exact whole number. */
export const MAX_ROUND = 100_000_000;

export function roundOf(moment: number): number {
  return Math.floor(moment / ROUND_SPAN);
}

/** A moment's position within its round. */
export function positionOf(moment: number): number {
  return moment % ROUND_SPAN;
}

export function roundStart(round: number): number {
  return round * ROUND_SPAN + ROUND_START;
}

/** The moment the k-th turn of a round starts and is played (k from 0). */
export function turnMoment(round: number, k: number): number {
  return round * ROUND_SPAN + FIRST_TURN + 2 * k;
}

export function endOfRound(round: number): number {
  return round * ROUND_SPAN + END_OF_ROUND;
}

/** Whether a moment is a turn's start (as opposed to a round's start or end, or a turn's end). */
export function isTurnMoment(moment: number): boolean {
  const position = positionOf(moment);
  return position >= FIRST_TURN && position < END_OF_ROUND && (position & 1) === 0;
}

/** The first turn index whose start comes after the position `position` of its round. */
export function nextTurnIndex(position: number): number {
  return position < FIRST_TURN ? 0 : ((position - FIRST_TURN) >> 1) + 1;
}

/** The turn index whose start or end a position is, or the one before it; −1 before the first. */
export function turnIndexAt(position: number): number {
  return position < FIRST_TURN ? -1 : (position - FIRST_TURN) >> 1;
}

/** A moment the port is handed, checked: a whole number from 0 to the last moment of the last round. */
export function checkedMoment(value: number, field: string): number {
  const last = endOfRound(MAX_ROUND);
  if (!Number.isInteger(value) || value < 0 || value > last) {
    throw new RuleRefusal("badMoment", { field, value: String(value), max: last }, `${field}: a moment must be a whole number from 0 to ${last}, not ${String(value)}`);
  }
  return value;
}
