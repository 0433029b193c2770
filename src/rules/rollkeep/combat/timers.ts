import { RuleRefusal } from "../../refusal";
import type { RollkeepOptions } from "../options";

/** A timed effect on a combatant (a spell's, a technique's, a GM's ruling): what the table calls it, the round it began in, and how many rounds it lasts. */
export interface RoundTimer {
  /** The table's own id for the effect (opaque to the rules). */
  id: string;
  startRound: number;
  rounds: number;
}

/** The longest a timed effect may last, in rounds: longer is a mistake, not a fight. */
export const MAX_TIMER_ROUNDS = 1000;

/**
 * The round at whose end (4e Reactions, the house Readying Phase) a timed effect wears off
 * (CO12). House (S11, W15): it ticks in each Readying Phase and expires entering one with no
 * rounds left, so a 1-round effect sees the Readying Phases of the round it began in and of the
 * next. 4e gives no rule: the same reading by default, or, with `timerCountsStartRound`, the round
 * it began in is its first (a 1-round effect ends as that round ends).
 */
export function timerEndRound(timer: RoundTimer, options: Pick<RollkeepOptions, "variant" | "timerCountsStartRound">): number {
  const startCounts = options.variant === "4e" && options.timerCountsStartRound;
  return timer.startRound + timer.rounds - (startCounts ? 1 : 0);
}

function refuseTimer(field: string, value: unknown, problem: string): never {
  throw new RuleRefusal("badTimer", { field, value: String(value) }, `${field}: ${problem}`);
}

/** Timers as a table or a scenario gives them, checked: each a whole start round ≥ 0 and a whole duration from 1 to MAX_TIMER_ROUNDS, ids unique. */
export function checkedTimers(timers: readonly RoundTimer[], field = "timers"): readonly RoundTimer[] {
  const seen = new Set<string>();
  timers.forEach((t, i) => {
    const at = `${field}[${i}]`;
    if (typeof t.id !== "string" || t.id === "") refuseTimer(`${at}.id`, t.id, "needs the effect's id");
    if (seen.has(t.id)) refuseTimer(`${at}.id`, t.id, "is another timer's id too");
    seen.add(t.id);
    if (!Number.isInteger(t.startRound) || t.startRound < 0) refuseTimer(`${at}.startRound`, t.startRound, "must be a whole round, 0 or more");
    if (!Number.isInteger(t.rounds) || t.rounds < 1 || t.rounds > MAX_TIMER_ROUNDS) refuseTimer(`${at}.rounds`, t.rounds, `must be a whole number of rounds from 1 to ${MAX_TIMER_ROUNDS}`);
  });
  return timers;
}
