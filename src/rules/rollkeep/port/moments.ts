import { RuleRefusal } from "../../refusal";

/**
 * Time in a roll-and-keep fight, as the one increasing number the port's clock counts in: a
 * moment is `round × ROUND_SPAN + slot`. Slot n is the turn of the n-th in the round's initiative
 * order (fixed as the round starts, S1/S7); the slots after the last turn leave room for 4e
 * characters who delayed to step in (S2); the last slot is the end of the round, 4e's Reactions
 * stage and the house Readying Phase (S4, S11). Round 0 is before the fight: opening stances and
 * initiative. So the clock and the timeline compare moments as IC compares counts, and every
 * moment of round r comes before every moment of round r + 1.
 */
export const ROUND_SPAN = 10_000;
/** The end of a round: its slot within the round. */
export const END_OF_ROUND = ROUND_SPAN - 1;
/** The most combatants one fight orders: their turns, and as many delayed step-ins after them, fit before the end of the round. */
export const MAX_COMBATANTS = Math.floor((END_OF_ROUND - 1) / 2);
/** The highest round a fight may reach: every moment stays an exact whole number. */
export const MAX_ROUND = 100_000_000;

export function momentOf(round: number, slot: number): number {
  return round * ROUND_SPAN + slot;
}

export function roundOf(moment: number): number {
  return Math.floor(moment / ROUND_SPAN);
}

export function slotOf(moment: number): number {
  return moment % ROUND_SPAN;
}

/** The end of a round as a moment. */
export function endOfRound(round: number): number {
  return momentOf(round, END_OF_ROUND);
}

/** A moment the port is handed, checked: a whole number from 0 to the last moment of the last round. */
export function checkedMoment(value: unknown, field: string): number {
  const last = endOfRound(MAX_ROUND);
  if (typeof value !== "number" || !Number.isInteger(value) || value < 0 || value > last) {
    throw new RuleRefusal("badMoment", { field, value: String(value), max: last }, `${field}: a moment must be a whole number from 0 to ${last}, not ${String(value)}`);
  }
  return value;
}
