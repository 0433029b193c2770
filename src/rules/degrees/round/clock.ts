import type { DiceSource } from "../../dice";
import { initiativeOrder, rollInitiative } from "../initiative";
import type { DegreesOptions } from "../options";
import { degreesRefusal } from "../refusals";
import { surpriseRound } from "../surprise";
import { FRESH_ROUND, SURPRISE_ROUND } from "../turn-actions";
import type { ClockStep, InitiativeSlot, RoundClock, RoundEvent, Starter } from "./clock-state";
import { beginTurn, endCurrentTurn, settleTies, slotOf, turnsToCome } from "./turns";

function place(starter: Starter, dice: DiceSource, joinedRound?: number): { slot: InitiativeSlot; event: RoundEvent } {
  const entry = rollInitiative(starter.id, starter.bonus, starter.conditions, dice);
  const slot: InitiativeSlot = { ...entry, members: starter.members, ...(joinedRound === undefined ? {} : { joinedRound }) };
  return { slot, event: { kind: "initiativeRolled", slot: starter.id, die: entry.die } };
}

/**
 * Begins a fight after the start sequence (M2): with some but not all aware, the aware roll and
 * play a surprise round (round 0) of one standard or movement action, while the caught wait,
 * Flat-footed and Unaware, and roll when round 1 begins (M12). Otherwise everyone rolls and round 1
 * starts. The first turn starts at once.
 */
export function beginCombat(starters: readonly (Starter & { aware: boolean })[], options: DegreesOptions, dice: DiceSource): ClockStep {
  const surprise = surpriseRound(Object.fromEntries(starters.map((s) => [s.id, s.aware])));
  const rolling = surprise ? starters.filter((s) => s.aware) : starters;
  const placed = rolling.map((s) => place(s, dice));
  const slots = placed.map((p) => p.slot);
  const caught = surprise ? starters.filter((s) => !s.aware) : [];
  const clock: RoundClock = { round: surprise ? 0 : 1, slots, toRoll: caught, started: [], acted: [], current: null, waiting: [], held: [], roundUses: {} };
  const events: RoundEvent[] = [
    ...placed.map((p) => p.event),
    ...(surprise ? [{ kind: "caughtBySurprise" as const, members: caught.flatMap((s) => s.members) }] : []),
    { kind: "roundStarted", round: clock.round, surprise: surprise !== null },
    { kind: "actionsGranted", members: slots.flatMap((s) => s.members), budget: surprise ? SURPRISE_ROUND : FRESH_ROUND },
  ];
  return nextTurn({ clock, events }, options, dice);
}

/**
 * Ends the turn in progress and starts the next: the highest still to act by the order as it
 * stands now, so a changed modifier re-sorts without a re-roll (M7). When only Delays that named no
 * value are left, they act last, in order. When no one is left the round ends and the next begins.
 */
export function advanceTurn(clock: RoundClock, options: DegreesOptions, dice: DiceSource): ClockStep {
  return nextTurn(endCurrentTurn({ clock, events: [] }), options, dice);
}

function nextTurn(step: ClockStep, options: DegreesOptions, dice: DiceSource): ClockStep {
  let current = settleTies(step, options, dice);
  for (let rounds = 0; rounds < 2; rounds++) {
    const next = turnsToCome(current.clock, options)[0] ?? firstWaiting(current.clock, options);
    if (next !== undefined) return beginTurn(current, next);
    current = settleTies(startRound(endRound(current), options, dice), options, dice);
  }
  // A clock with no one able to act (everyone joined this round): it waits for the caller.
  return current;
}

/** Once everyone else has acted, a Delay that named no value acts, the highest first (our default). */
function firstWaiting(clock: RoundClock, options: DegreesOptions): string | undefined {
  return initiativeOrder(clock.slots.filter((s) => clock.waiting.includes(s.id)), options).order[0];
}

function withoutDelay(slot: InitiativeSlot): InitiativeSlot {
  const kept = { ...slot };
  delete kept.delayedTo;
  return kept;
}

function endRound(step: ClockStep): ClockStep {
  const { clock } = step;
  const unused = clock.held.filter((h) => h.kind === "held");
  // Held actions never pass into the next round; the GM may still let them be used now (M17).
  return {
    clock: { ...clock, held: clock.held.filter((h) => h.kind === "prepared") },
    events: [...step.events, ...unused.map((held) => ({ kind: "heldUnused" as const, held })), { kind: "roundEnded", round: clock.round }],
  };
}

function startRound(step: ClockStep, options: DegreesOptions, dice: DiceSource): ClockStep {
  const { clock } = step;
  const events = [...step.events];
  let slots = clock.slots;
  if (clock.round === 0) {
    // After the surprise round the caught roll, and stop being Flat-footed and Unaware (M12 default).
    const placed = clock.toRoll.map((s) => place(s, dice));
    slots = [...slots, ...placed.map((p) => p.slot)];
    events.push(...placed.map((p) => p.event), { kind: "surpriseOver", members: clock.toRoll.flatMap((s) => s.members) });
  }
  // A Delay lasts the rest of its round unless the GM keeps it for the battle (M10).
  if (options.delayLasts === "round") slots = slots.map(withoutDelay);
  const round = clock.round + 1;
  events.push({ kind: "roundStarted", round, surprise: false }, { kind: "actionsGranted", members: slots.flatMap((s) => s.members), budget: FRESH_ROUND });
  return { clock: { ...clock, round, slots, toRoll: [], started: [], acted: [], current: null, waiting: [], roundUses: {} }, events };
}

/** Someone joins a fight under way: it rolls now and takes its first turn in the next round (M9). */
export function joinCombat(clock: RoundClock, starter: Starter, dice: DiceSource): ClockStep {
  if (slotOf(clock, starter.id)) throw degreesRefusal("alreadyFighting", { id: starter.id }, `${starter.id} is already in the fight`);
  const { slot, event } = place(starter, dice, clock.round);
  return { clock: { ...clock, slots: [...clock.slots, slot] }, events: [event] };
}

/** A slot's conditions changed (Haste, Deafened): stored as they are; the order re-sorts from them at the next turn (M7). */
export function withInitiativeConditions(clock: RoundClock, id: string, conditions: InitiativeSlot["conditions"]): RoundClock {
  return { ...clock, slots: clock.slots.map((s) => (s.id === id ? { ...s, conditions } : s)) };
}
