import type { DiceSource } from "../../dice";
import type { RuleRefusal } from "../../refusal";
import { initiativeTotal } from "../initiative";
import type { DegreesOptions } from "../options";
import { degreesRefusal } from "../refusals";
import type { ClockStep, RoundClock } from "./clock-state";
import { advanceTurn } from "./clock";
import { beginTurn, endCurrentTurn, slotOf } from "./turns";

/** The value a slot acts on now: its Delay's, else its total. */
function actingValue(clock: RoundClock, id: string, options: DegreesOptions): number {
  const slot = slotOf(clock, id);
  if (!slot) throw degreesRefusal("notInFight", { id }, `${id} is not in the fight`);
  return slot.delayedTo ?? initiativeTotal(slot, options);
}

/** Why a Delay to `to` is refused, or null: a Delay lowers initiative below the value acted on now (M10). */
export function delayRefusal(to: number, now: number): RuleRefusal | null {
  return to >= now ? degreesRefusal("delayNotLower", { to, initiative: now }, `A Delay lowers initiative: ${to} is not below ${now}`) : null;
}

/**
 * Delay Initiative (M10), a free action of the slot whose turn it is: lower its initiative to a
 * named value, acting again when that value comes up, or name none and step in later with
 * `stepIn`. Its turn is not over, only put off: when it comes back it resumes. The next turn starts.
 */
export function delayTurn(clock: RoundClock, to: number | null, options: DegreesOptions, dice: DiceSource): ClockStep {
  const id = clock.current;
  if (id === null) throw degreesRefusal("notYourTurn", {}, "Only the combatant whose turn it is may delay");
  const now = actingValue(clock, id, options);
  const refused = to === null ? null : delayRefusal(to, now);
  if (refused) throw refused;
  const delayed: RoundClock = {
    ...clock,
    current: null,
    slots: clock.slots.map((s) => (s.id === id && to !== null ? { ...s, delayedTo: to } : s)),
    waiting: to === null ? [...clock.waiting, id] : clock.waiting,
  };
  const next = advanceTurn(delayed, options, dice);
  return { clock: next.clock, events: [{ kind: "delayed", slot: id, to }, ...next.events] };
}

/**
 * A waiting slot steps in between two turns (M10): the turn in progress ends, the waiter's turn
 * resumes, and its initiative is fixed at the value of the turn it followed.
 */
export function stepIn(clock: RoundClock, id: string, options: DegreesOptions): ClockStep {
  if (!clock.waiting.includes(id)) throw degreesRefusal("notWaiting", { id }, `${id} is not waiting to act`);
  const after = clock.current ?? id;
  const fixed = actingValue(clock, after, options);
  const ended = endCurrentTurn({ clock, events: [] });
  const placed: RoundClock = { ...ended.clock, slots: ended.clock.slots.map((s) => (s.id === id ? { ...s, delayedTo: fixed } : s)) };
  return beginTurn({ clock: placed, events: [...ended.events, { kind: "delayed", slot: id, to: fixed }] }, id);
}
