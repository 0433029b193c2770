import type { DiceSource } from "../../dice";
import { apCap, apGrantsBetween } from "../action-points";
import { cloneCombatant, type IcCombatant } from "../combatant";
import type { IcRuleOptions } from "../options";
import { advanceClockOwned, anyStatusDue, firstGrantIc, grantsOnly, type ClockEvent, type ClockRunReport, type Clocked } from "../status/clock";
import { indexedCopy } from "../roster";
import { addWound, placeWound, woundSeverities } from "../wounds";

// The cast: frozen, so a caller cannot add to the list every step without detail shares.
const NO_EVENTS = Object.freeze([]) as unknown as ClockEvent[];

/**
 * Scratch: the clock fields of a combatant that is not the caller's own, clocked here and copied
 * into a new combatant if anything happened (the clock never runs inside itself, so one serves
 * every step).
 */
const clocked: Clocked = { id: "", ap: 0, vitality: { value: 0, max: 0 }, hp: { value: 0, max: 0 }, statuses: [] };

/**
 * The clock between IC `from` (already handled) and IC `to` for these combatants: AP grants,
 * status ticks, fades and expiries, and what ticking damage does besides — Ignite wounds like
 * any energy damage, and a combatant at 0 HP or less falls. Returns the combatants after it
 * (unchanged ones are the same objects) and every event: each combatant's together, in the order
 * the combatants are listed, and each one's in the order they happened (how logs and summaries
 * read them). Each combatant is stepped on its own with its own events, so a battle of many
 * combatants costs in proportion to their number. Without `detail` (true unless given) the
 * events are not kept — the list comes back empty — for a run nobody reads: a big battle's
 * step would otherwise keep an event record for every tick of every combatant. With `owned` the
 * list and everyone in it are the caller's own: the clock changes them in place and hands the
 * same list back.
 */
export function advanceCombatants(combatants: readonly IcCombatant[], from: number, to: number, options: IcRuleOptions, dice: DiceSource, detail = true, owned = false): { combatants: readonly IcCombatant[]; events: ClockEvent[] } {
  // The flags compared with true rather than tested for truth: optimised code then compares a
  // boolean, where a truth test checks the value against every falsy kind, on every step.
  const listing = detail === true;
  // Without detail nothing is listed: every such step hands back the one empty list.
  const events: ClockEvent[] = listing ? [] : NO_EVENTS;
  if (to <= from) return { combatants, events };
  // Most steps of a fight pass no multiple of the AP interval and tick nothing: only the count moves.
  const grants = apGrantsBetween(from, to, options);
  // The first grant's IC, the same for everyone: worked out once, and only when there is one.
  const after = stepEach(combatants, from, to, grants, grants > 0 ? firstGrantIc(from, options) : 0, options, dice, listing ? events : null, owned === true);
  return { combatants: after ?? combatants, events };
}

/**
 * The clock between IC `from` (already handled) and IC `to` for combatants the caller owns
 * (advanceCombatants with `owned` and no detail): each is changed in place and no event is
 * kept, so there is nothing to hand back, and no record is made to hand it. A step with nothing
 * to do (no AP grant reached, no status due: clockIdle) is found by the same tests the step
 * makes, so the simulator asks once rather than asking clockIdle first and the step again.
 */
export function advanceOwned(combatants: readonly IcCombatant[], from: number, to: number, options: IcRuleOptions, dice: DiceSource): void {
  if (to <= from) return;
  // The first grant after `from`, and how many the count passes from it on (apGrantsBetween,
  // counted from the first grant rather than worked out again from `from`).
  const grantIc = firstGrantIc(from, options);
  const grants = to >= grantIc ? Math.floor((to - grantIc) / options.apInterval) + 1 : 0;
  // An idle step (clockIdle), as most are, is told here, so that it makes no call: this is small
  // enough for the optimiser to fold into the caller's loop, and the step is not.
  if (grants === 0 && noneDue(combatants, from, to)) return;
  stepEach(combatants, from, to, grants, grantIc, options, dice, null, true);
}

/**
 * The clock stepped for each combatant, with the step's `grants` AP grants from IC `grantIc` on;
 * events appended to `events` (if kept), combatants changed in place if `owned`. Returns the
 * combatants after it as a copy of the list, or null when the list is unchanged (always so for
 * owned ones).
 */
function stepEach(combatants: readonly IcCombatant[], from: number, to: number, grants: number, grantIc: number, options: IcRuleOptions, dice: DiceSource, events: ClockEvent[] | null, owned: boolean): IcCombatant[] | null {
  let after: IcCombatant[] | null = null;
  for (let i = 0; i < combatants.length; i++) {
    const c = combatants[i] as IcCombatant;
    const due = anyStatusDue(c.statuses, from, to);
    if (grants === 0 && !due) continue;
    const next = advanceOne(c, from, to, grants, grantIc, due, options, dice, events, owned);
    if (next === c) continue;
    after ??= indexedCopy(combatants);
    after[i] = next;
  }
  return after;
}

/**
 * Whether the clock has nothing to do between IC `from` (already handled) and IC `to` for these
 * combatants: no AP grant falls in between and none of their statuses is due. A step it says so
 * of would hand back the same combatants and no events, so a caller that steps the count on
 * every IC (the simulator) asks this first and moves only the count, without the step's call.
 */
export function clockIdle(combatants: readonly IcCombatant[], from: number, to: number, options: IcRuleOptions): boolean {
  // Whether the count reaches the first grant after `from` (apGrantsBetween above none), with one division rather than two.
  return to < firstGrantIc(from, options) && noneDue(combatants, from, to);
}

/** Whether none of these combatants has a status due after IC `from` up to IC `to`. */
function noneDue(combatants: readonly IcCombatant[], from: number, to: number): boolean {
  for (let i = 0; i < combatants.length; i++) if (anyStatusDue((combatants[i] as IcCombatant).statuses, from, to)) return false;
  return true;
}

/**
 * One combatant's clock, with the step's `grants` AP grants from IC `grantIc` on (counted once for everyone) and
 * whether any of its statuses is `due`, its events appended to `events` (if kept); the same
 * object back when nothing happened to it, or when it is the caller's own (`owned`) and was
 * changed in place.
 * What few runs need (the copies, burning wounds) is done by functions of its own, so this
 * stays small enough for the optimiser to fold into the step.
 */
function advanceOne(c: IcCombatant, from: number, to: number, grants: number, grantIc: number, due: boolean, options: IcRuleOptions, dice: DiceSource, events: ClockEvent[] | null, owned: boolean): IcCombatant {
  const ap = c.ap;
  const statuses = c.statuses;
  // The caller's own combatant is clocked in place: its clock fields have the clock's names.
  const t = owned ? c : clockedFrom(c);
  // Nothing due but AP (most runs): the grants alone, and something happened.
  let report: Readonly<ClockRunReport> | null = null;
  if (due) {
    report = advanceClockOwned(t, c.stats.res, apCap(c.stats.agi), from, to, grants, options, events);
    if (report.events === 0 && t.statuses === statuses) return c;
  } else grantsOnly(t, apCap(c.stats.agi), grantIc, grants, options, events);
  const next = owned ? c : copyClocked(c, t);
  // The clock grants AP to whoever it steps; only those still in the fight bank it.
  next.ap = c.condition === "active" ? t.ap : ap;
  if (report !== null && report.ignites > 0) burn(next, c, report, options, dice);
  if (next.hp.value <= -next.hp.max) next.condition = "dead";
  else if (next.hp.value <= 0 && next.condition === "active") next.condition = "incapacitated";
  return next;
}

/** The scratch record loaded with the clock fields of `c`, which is not the caller's to change. */
function clockedFrom(c: IcCombatant): Clocked {
  clocked.id = c.id;
  clocked.ap = c.ap;
  clocked.vitality = c.vitality;
  clocked.hp = c.hp;
  clocked.statuses = c.statuses;
  return clocked;
}

/** A copy of `c` with the pools and statuses the clock left in `t` (its AP is set by the caller). */
function copyClocked(c: IcCombatant, t: Clocked): IcCombatant {
  const next = cloneCombatant(c);
  next.vitality = t.vitality;
  next.hp = t.hp;
  next.statuses = t.statuses;
  return next;
}

/**
 * Burning wounds like any other energy damage: a wound for each of the run's Ignite ticks, on
 * `next`, the combatant after the clock (`c` before it: the maxima are the same, since ticks
 * move only the values).
 */
function burn(next: IcCombatant, c: IcCombatant, report: Readonly<ClockRunReport>, options: IcRuleOptions, dice: DiceSource): void {
  const burns = report.igniteHits;
  for (let k = 0; k < 2 * report.ignites; k += 2) {
    const toVitality = burns[k] as number;
    const toHp = burns[k + 1] as number;
    for (const { pool, severity } of woundSeverities({ toVitality, toHp, vitalityBefore: toVitality, maxVitality: c.vitality.max, maxHp: c.hp.max }, options)) {
      next.wounds = addWound(next.wounds, placeWound({ severity, pool, type: "energy" }, dice, options));
    }
  }
}
