import { initiativeOrder, rollOff } from "../initiative";
import type { DiceSource } from "../../dice";
import type { DegreesOptions } from "../options";
import type { ClockStep, InitiativeSlot, RoundClock } from "./clock-state";

/** The slot of an id; the clock only names slots it holds. */
export function slotOf(clock: RoundClock, id: string): InitiativeSlot | undefined {
  return clock.slots.find((s) => s.id === id);
}

/**
 * Settles ties the order cannot part with a stored roll-off (M6), so every client sorts alike.
 * Run before every choice of who acts: a changed modifier (M7) may make a new tie.
 */
export function settleTies(step: ClockStep, options: DegreesOptions, dice: DiceSource): ClockStep {
  let { clock } = step;
  const events = [...step.events];
  for (const tie of initiativeOrder(clock.slots, options).unbroken) {
    const rolls = rollOff(tie, dice);
    clock = { ...clock, slots: clock.slots.map((s) => (rolls[s.id] === undefined ? s : { ...s, tieRoll: rolls[s.id] })) };
    events.push({ kind: "rollOff", rolls });
  }
  return { clock, events };
}

/** The slots still to act this round, in order: not acted, not waiting, and not joined this round (M9). */
export function turnsToCome(clock: RoundClock, options: DegreesOptions): string[] {
  const eligible = clock.slots.filter((s) => !clock.acted.includes(s.id) && !clock.waiting.includes(s.id) && s.id !== clock.current && (s.joinedRound === undefined || s.joinedRound < clock.round));
  return initiativeOrder(eligible, options).order;
}

/** Ends the turn in progress, if any. */
export function endCurrentTurn(step: ClockStep): ClockStep {
  const { clock } = step;
  const slot = clock.current === null ? undefined : slotOf(clock, clock.current);
  if (!slot) return step;
  return { clock: { ...clock, current: null, acted: [...clock.acted, slot.id] }, events: [...step.events, { kind: "turnEnded", slot: slot.id, members: slot.members }] };
}

/**
 * Starts a slot's turn. A turn a Delay interrupted resumes instead: its start (ticks, expiries)
 * already happened this round. A fresh start ends its members' prepared actions (M69).
 */
export function beginTurn(step: ClockStep, id: string): ClockStep {
  const slot = slotOf(step.clock, id);
  if (!slot) return step;
  const clock = { ...step.clock, current: id, waiting: step.clock.waiting.filter((w) => w !== id) };
  if (clock.started.includes(id)) return { clock, events: [...step.events, { kind: "turnResumed", slot: id, members: slot.members }] };
  const lapsed = clock.held.filter((h) => h.kind === "prepared" && slot.members.includes(h.holder));
  return {
    clock: { ...clock, started: [...clock.started, id], held: clock.held.filter((h) => !lapsed.includes(h)) },
    events: [...step.events, ...lapsed.map((held) => ({ kind: "preparedLapsed" as const, held })), { kind: "turnStarted", slot: id, members: slot.members }],
  };
}
