import { apGrantsBetween, grantAp } from "../action-points";
import { DEFAULT_IC_OPTIONS, type IcRuleOptions } from "../options";
import { vitalityShare, wholeDamage, type Pool } from "../pools";
import type { StatusInstance } from "./types";

/**
 * What the clock changes of a combatant: fields an IcCombatant has under the same names, so the
 * simulator's own combatant is clocked in place, with no copy of its fields to write back.
 */
export interface Clocked {
  id: string;
  ap: number;
  vitality: Pool;
  hp: Pool;
  statuses: StatusInstance[];
}

/** What the clock needs to know about one combatant. */
export interface ClockCombatant extends Clocked {
  res: number;
  apCap: number;
}

export type ClockEvent =
  | { ic: number; combatantId: string; type: "apGrant"; amount: number; ap: number }
  | { ic: number; combatantId: string; type: "damage"; status: "bleed" | "poison" | "ignite"; source: string; amount: number; toVitality: number; toHp: number }
  | { ic: number; combatantId: string; type: "severity"; status: StatusInstance["kind"]; source: string; severity: number }
  | { ic: number; combatantId: string; type: "expire"; status: StatusInstance["kind"]; source: string };

export interface ClockResult {
  events: ClockEvent[];
  combatants: ClockCombatant[];
}

/** Bleed ticks every 5 IC and weakens every 20; Ignite burns every 5; Immobility fades 1 per 10; Suffocation's total eases 1 per 5 once released. */
const BLEED_TICK = 5;
const BLEED_FADE = 20;
const IGNITE_TICK = 5;
const IMMOBILITY_FADE = 10;
const SUFFOCATION_FADE = 5;

/**
 * Everything the passing of time does to these combatants between IC `from` (already
 * processed) and IC `to`: AP grants on multiples of 20, Bleed/Poison/Ignite damage, severity
 * drops, fades and expiries. Schedules count from the IC a status was applied. Pure: returns
 * the events and the updated combatants for the caller to persist in one batch.
 */
export function advanceClock(combatants: readonly ClockCombatant[], from: number, to: number, options: IcRuleOptions = DEFAULT_IC_OPTIONS): ClockResult {
  const events: ClockEvent[] = [];
  const updated = combatants.map((c) => advanceClockOne(c, from, to, options, events));
  events.sort((a, b) => a.ic - b.ic);
  return { events, combatants: updated };
}

/** The first IC after `from` on which anything happens to this status (a tick, a fade, its end), or Infinity. */
function firstAfter(origin: number, period: number, from: number): number {
  return origin + Math.max(1, Math.floor((from - origin) / period) + 1) * period;
}

export function nextDueIc(status: StatusInstance, from: number): number {
  const start = status.appliedIc;
  let due = status.duration !== null && !status.ongoing && start + status.duration > from ? start + status.duration : Infinity;
  switch (status.kind) {
    case "bleed":
      due = Math.min(due, firstAfter(start, BLEED_TICK, from));
      break;
    case "ignite":
      due = Math.min(due, firstAfter(start, IGNITE_TICK, from));
      break;
    case "poison":
      due = Math.min(due, Math.max(from, start) + 1);
      break;
    case "immobility":
      if (status.duration === null && !status.ongoing) due = Math.min(due, firstAfter(start, IMMOBILITY_FADE, from));
      break;
    case "suffocation":
      // The easing follows the latest release among all instances (see easeSuffocation): this
      // instance's own schedule is never later than that, so it is a safe "nothing before".
      if (!status.ongoing) due = Math.min(due, firstAfter(releaseOf(status), SUFFOCATION_FADE, from));
      break;
    default:
      break;
  }
  return due;
}

/**
 * When a suffocation instance stopped being sustained: its `releasedIc`, or, for one nothing
 * ever sustained (a single blow to the throat), the IC it was applied on.
 */
function releaseOf(status: StatusInstance): number {
  return status.releasedIc ?? status.appliedIc;
}

/** The count Suffocation eases from: the latest release among the instances still in force. */
function latestRelease(statuses: readonly StatusInstance[]): number | null {
  let latest: number | null = null;
  for (const s of statuses) if (s.kind === "suffocation" && s.severity > 0 && (latest === null || releaseOf(s) > latest)) latest = releaseOf(s);
  return latest;
}

/** The index of the instance that gives up the next point: the one released earliest (the first listed on a tie); -1 for none. */
function firstReleased(statuses: readonly StatusInstance[]): number {
  let first = -1;
  for (let i = 0; i < statuses.length; i++) {
    const s = statuses[i] as StatusInstance;
    if (s.kind === "suffocation" && s.severity > 0 && (first < 0 || releaseOf(s) < releaseOf(statuses[first] as StatusInstance))) first = i;
  }
  return first;
}

/**
 * What one step of the clock does, as data rather than a closure: a busy IC of a big battle
 * schedules a few steps for every combatant, and plain records cost far less than functions.
 * Small numbers rather than names: the step's switch then compares integers, where names are
 * compared one by one down the list of cases.
 */
const BLEED_TICK_STEP = 0;
const BLEED_FADE_STEP = 1;
const IGNITE_TICK_STEP = 2;
const POISON_TICK_STEP = 3;
const FADE_ONE_STEP = 4;
const EASE_SUFFOCATION_STEP = 5;
const EXPIRE_STEP = 6;
type StepAct = typeof BLEED_TICK_STEP | typeof BLEED_FADE_STEP | typeof IGNITE_TICK_STEP | typeof POISON_TICK_STEP | typeof FADE_ONE_STEP | typeof EASE_SUFFOCATION_STEP | typeof EXPIRE_STEP;

interface Step {
  ic: number;
  /** Within one IC: damage first, then fades, then expiries (then AP, which is not a step: see advanceClockOwned). */
  order: number;
  act: StepAct;
  /** The index of its status in the combatant's list, or -1. */
  status: number;
}

/**
 * Scratch space: the steps of the combatant being clocked, kept from call to call (the clock
 * never runs inside itself), so a battle of thousands makes no step records once warm.
 * `steps[0..used)` are this combatant's; the records past them wait to be reused.
 */
const steps: Step[] = [];
let used = 0;

function addStep(ic: number, order: number, act: StepAct, status: number): void {
  const step = steps[used];
  if (step) {
    step.ic = ic;
    step.order = order;
    step.act = act;
    step.status = status;
  } else steps.push({ ic, order, act, status });
  used++;
}

function before(a: Step, b: Step): boolean {
  return a.ic < b.ic || (a.ic === b.ic && a.order < b.order);
}

/** Orders the steps in use by IC, then order; steps that tie keep the order they were added in. */
function sortSteps(): void {
  if (used > 32) {
    // Long advances (Poison over hundreds of IC) get the built-in sort, which is stable too.
    const sorted = steps.slice(0, used).sort((a, b) => a.ic - b.ic || a.order - b.order);
    for (let i = 0; i < used; i++) steps[i] = sorted[i] as Step;
    return;
  }
  for (let i = 1; i < used; i++) {
    const step = steps[i] as Step;
    let j = i - 1;
    for (; j >= 0 && before(step, steps[j] as Step); j--) steps[j + 1] = steps[j] as Step;
    steps[j + 1] = step;
  }
}

/** Schedules `act` on every IC in (from, to] a whole number of `period`s after `start`. */
function schedule(act: StepAct, order: number, status: number, start: number, period: number, from: number, to: number): void {
  for (let k = Math.max(1, Math.floor((from - start) / period) + 1); start + k * period <= to; k++) addStep(start + k * period, order, act, status);
}

/**
 * The IC on which Suffocation's total could ease, for one instance or several. One is the
 * usual case, and then the total is that instance, easing on its own count. Several ease as
 * one penalty: the total drops by 1 every 5 IC, counted from the latest release, once nothing
 * sustains any of it; the point comes off the instance released earliest, so the one that sets
 * the count goes last and the schedule stays put while the others fade. An instance that
 * expires by its duration can still move the count, so each step checks the count as it
 * stands then; steps are offered on every IC any instance's count could fall on.
 */
function scheduleSuffocation(statuses: readonly StatusInstance[], lone: number, from: number, to: number): void {
  if (lone >= 0) {
    const status = statuses[lone] as StatusInstance;
    if (!status.ongoing) schedule(FADE_ONE_STEP, 1, lone, releaseOf(status), SUFFOCATION_FADE, from, to);
    return;
  }
  const ics: number[] = [];
  for (const s of statuses) {
    if (s.kind !== "suffocation") continue;
    // The penalty eases once you stop being suffocated, which you have not while anything still chokes you.
    if (s.ongoing) return;
    for (let ic = firstAfter(releaseOf(s), SUFFOCATION_FADE, from); ic <= to; ic += SUFFOCATION_FADE) if (!ics.includes(ic)) ics.push(ic);
  }
  for (const ic of ics) addStep(ic, 1, EASE_SUFFOCATION_STEP, -1);
}

/**
 * What the clock owns of the combatant being clocked: the statuses it has copied (a status is
 * copied the first time the clock changes it, so untouched instances stay shared) and whether
 * its pools are already its own copies (a pool is copied once, however often it is hit).
 */
let statusesCopied = false;
let vitalityOwned = false;
let hpOwned = false;

/** The clocked combatant's list of statuses as the clock's own copy, which it may change. */
function ownList(c: Clocked, input: readonly StatusInstance[]): StatusInstance[] {
  if (!statusesCopied) {
    c.statuses = input.slice();
    statusesCopied = true;
  }
  return c.statuses;
}

/**
 * What stands in the clock's own list for an instance that has ended this run: severity 0, so
 * every later step passes it by, and the run squeezes it out of the list at the end. Nothing
 * outside the clock ever sees it, and the instance that ended is not copied just to be dropped.
 */
const ENDED: StatusInstance = Object.freeze({ kind: "bleed", severity: 0, source: "", appliedIc: 0, duration: null });

/** Ends the status at `index`. */
function end(c: Clocked, input: readonly StatusInstance[], index: number): void {
  ownList(c, input)[index] = ENDED;
}

/** The status at `index`, as the clock's own copy it may change. */
function ownStatus(c: Clocked, input: readonly StatusInstance[], index: number): StatusInstance {
  const status = ownList(c, input)[index] as StatusInstance;
  if (status !== input[index]) return status;
  const copy = { ...status };
  c.statuses[index] = copy;
  return copy;
}

/** Ticking damage into the pools, as any damage goes (see applyDamageToPools). */
function damage(c: Clocked, ic: number, status: StatusInstance, amount: number, events: ClockEvent[] | null): void {
  const whole = wholeDamage(amount);
  const toVitality = vitalityShare(c.vitality, whole);
  const toHp = whole - toVitality;
  if (toVitality) {
    if (!vitalityOwned) c.vitality = { value: c.vitality.value, max: c.vitality.max };
    vitalityOwned = true;
    c.vitality.value -= toVitality;
  }
  if (toHp) {
    if (!hpOwned) c.hp = { value: c.hp.value, max: c.hp.max };
    hpOwned = true;
    c.hp.value -= toHp;
  }
  if (status.kind === "ignite") {
    report.igniteHits[2 * report.ignites] = toVitality;
    report.igniteHits[2 * report.ignites + 1] = toHp;
    report.ignites++;
  }
  report.events++;
  // The cast: only Bleed, Poison and Ignite schedule damage.
  events?.push({ ic, combatantId: c.id, type: "damage", status: status.kind as "bleed", source: status.source, amount: whole, toVitality, toHp });
}

function weaken(c: Clocked, input: readonly StatusInstance[], ic: number, index: number, by: number, events: ClockEvent[] | null): void {
  const current = c.statuses[index] as StatusInstance;
  if (current.severity <= 0) return;
  const severity = Math.max(0, current.severity - by);
  report.events++;
  if (severity <= 0) {
    end(c, input, index);
    events?.push({ ic, combatantId: c.id, type: "expire", status: current.kind, source: current.source });
    return;
  }
  const status = ownStatus(c, input, index);
  status.severity = severity;
  events?.push({ ic, combatantId: c.id, type: "severity", status: status.kind, source: status.source, severity });
}

/** Runs one step on `c`, the clock's own copy (of RES `res`); `input` is the list of statuses it started with. */
function run(c: Clocked, input: readonly StatusInstance[], step: Step, res: number, events: ClockEvent[] | null): void {
  const ic = step.ic;
  const index = step.status;
  const status = index >= 0 ? (c.statuses[index] as StatusInstance) : null;
  switch (step.act) {
    case BLEED_TICK_STEP:
      if (status && status.severity > 0) damage(c, ic, status, 2 * status.severity, events);
      break;
    case BLEED_FADE_STEP:
      if (status) weaken(c, input, ic, index, Math.max(1, Math.floor(res / 20)), events);
      break;
    case IGNITE_TICK_STEP:
      if (!status || status.severity <= 0) break;
      damage(c, ic, status, c.vitality.value > 0 ? status.severity + Math.floor((status.severity * c.vitality.value) / 100) : Math.floor((status.severity * c.hp.max) / 100), events);
      weaken(c, input, ic, index, Math.max(1, Math.floor(res / 30)), events);
      break;
    case POISON_TICK_STEP:
      if (status && status.severity > 0) damage(c, ic, status, status.severity, events);
      break;
    case FADE_ONE_STEP:
      if (status) weaken(c, input, ic, index, 1, events);
      break;
    case EASE_SUFFOCATION_STEP: {
      const release = latestRelease(c.statuses);
      if (release === null || ic <= release || (ic - release) % SUFFOCATION_FADE !== 0) break;
      const giving = firstReleased(c.statuses);
      if (giving >= 0) weaken(c, input, ic, giving, 1, events);
      break;
    }
    case EXPIRE_STEP: {
      if (!status || status.severity <= 0) break;
      end(c, input, index);
      report.events++;
      events?.push({ ic, combatantId: c.id, type: "expire", status: status.kind, source: status.source });
      break;
    }
  }
}

/** The AP grant on IC `ic` to `c`, who banks at most `cap`. */
function grant(c: Clocked, ic: number, cap: number, options: IcRuleOptions, events: ClockEvent[] | null): void {
  const next = grantAp(c.ap, 1, cap, options);
  report.events++;
  events?.push({ ic, combatantId: c.id, type: "apGrant", amount: next - c.ap, ap: next });
  c.ap = next;
}

/** The first IC after `from` the AP interval reaches. */
export function firstGrantIc(from: number, options: IcRuleOptions): number {
  // A comparison rather than Math.max: optimised code then stays with integers up to the division.
  return (Math.floor((from > 0 ? from : 0) / options.apInterval) + 1) * options.apInterval;
}

/**
 * The clock run on `c` when none of its statuses is due (anyStatusDue is false): only its
 * `grants` AP grants (apGrantsBetween(from, to, options), more than none), the first on IC
 * `firstIc` (firstGrantIc(from, options)), as advanceClockOwned would make them, without
 * scheduling and sorting steps for nothing. Most runs of a fight are this.
 */
export function grantsOnly(c: Clocked, apCap: number, firstIc: number, grants: number, options: IcRuleOptions, events: ClockEvent[] | null): void {
  for (let k = 0, ic = firstIc; k < grants; k++, ic += options.apInterval) grant(c, ic, apCap, options, events);
}

/** Whether any of these statuses ticks, fades or ends after IC `from` up to IC `to`. */
export function anyStatusDue(statuses: readonly StatusInstance[], from: number, to: number): boolean {
  // By index: the clock asks for every combatant on every step.
  for (let i = 0; i < statuses.length; i++) if (nextDueIc(statuses[i] as StatusInstance, from) <= to) return true;
  return false;
}

/**
 * The clock for one combatant (see advanceClock): its events are appended to `events` in the
 * order they happen. Nothing due and no AP granted hands back the same object.
 */
export function advanceClockOne(input: ClockCombatant, from: number, to: number, options: IcRuleOptions, events: ClockEvent[]): ClockCombatant {
  const grants = apGrantsBetween(from, to, options);
  if (grants === 0 && !anyStatusDue(input.statuses, from, to)) return input;
  const c: ClockCombatant = { id: input.id, res: input.res, ap: input.ap, apCap: input.apCap, vitality: input.vitality, hp: input.hp, statuses: input.statuses };
  advanceClockOwned(c, c.res, c.apCap, from, to, grants, options, events);
  return c;
}

/** What a run of the clock did besides changing its combatant, kept whether or not its events are. */
export interface ClockRunReport {
  /** How many events it made. */
  events: number;
  /** How many Ignite ticks it ran. */
  ignites: number;
  /**
   * What each of those Ignite ticks took from Vitality and HP, in pairs, in order (burning
   * wounds): the first 2 × `ignites` entries. The list is kept from run to run and only written
   * over, since emptying an array gives up its storage and the next tick would allocate anew.
   */
  igniteHits: number[];
}

/** The report of the run under way: scratch like the steps, read before the clock runs again. */
const report: ClockRunReport = { events: 0, ignites: 0, igniteHits: [] };

/**
 * The clock run on `c`, the caller's own copy (of RES `res`, banking at most `apCap` AP), which
 * it changes: its AP, pools and statuses (a changed list is a new one, its changed instances
 * new; an unchanged one is left as it was, and so are the pools no damage reached). `grants` is
 * apGrantsBetween(from, to, options), which every caller has already counted to skip those
 * nothing reaches. Its events are appended to `events` in the order they happen, unless the
 * caller reads none (null): a big battle's step then makes no record of every tick. Returns the run's report (the clock's own scratch: read it before the next run).
 */
export function advanceClockOwned(c: Clocked, res: number, apCap: number, from: number, to: number, grants: number, options: IcRuleOptions, events: ClockEvent[] | null): Readonly<ClockRunReport> {
  const input = c.statuses;
  report.events = 0;
  report.ignites = 0;
  statusesCopied = false;
  vitalityOwned = false;
  hpOwned = false;
  used = 0;
  let suffocations = 0;
  let suffocation = -1;
  for (let i = 0; i < input.length; i++) {
    const status = input[i] as StatusInstance;
    const start = status.appliedIc;
    const expiresAt = status.duration !== null && !status.ongoing ? start + status.duration : null;
    switch (status.kind) {
      case "bleed":
        schedule(BLEED_TICK_STEP, 0, i, start, BLEED_TICK, from, to);
        schedule(BLEED_FADE_STEP, 1, i, start, BLEED_FADE, from, to);
        break;
      case "ignite":
        schedule(IGNITE_TICK_STEP, 0, i, start, IGNITE_TICK, from, to);
        break;
      case "poison": {
        const last = Math.min(to, expiresAt ?? to);
        for (let ic = Math.max(from + 1, start + 1); ic <= last; ic++) addStep(ic, 0, POISON_TICK_STEP, i);
        break;
      }
      case "immobility":
        if (status.duration === null && !status.ongoing) schedule(FADE_ONE_STEP, 1, i, start, IMMOBILITY_FADE, from, to);
        break;
      case "suffocation":
        suffocations++;
        suffocation = i;
        break;
      default:
        break;
    }
    if (expiresAt !== null && expiresAt > from && expiresAt <= to) addStep(expiresAt, 2, EXPIRE_STEP, i);
  }
  if (suffocations > 0) scheduleSuffocation(input, suffocations === 1 ? suffocation : -1, from, to);

  sortSteps();
  // The AP grants come last on their IC, after its ticks, fades and expiries: they are merged
  // into the sorted steps as these run, rather than made steps and sorted with them (most runs
  // of a fight are a lone grant to someone with nothing ticking).
  let grantsLeft = grants;
  // The first grant's IC, worked out only when there is one (the loops below ask grantsLeft first).
  let grantIc = grants > 0 ? firstGrantIc(from, options) : 0;
  for (let i = 0; i < used; i++) {
    const step = steps[i] as Step;
    for (; grantsLeft > 0 && grantIc < step.ic; grantsLeft--, grantIc += options.apInterval) grant(c, grantIc, apCap, options, events);
    run(c, input, step, res, events);
  }
  for (; grantsLeft > 0; grantsLeft--, grantIc += options.apInterval) grant(c, grantIc, apCap, options, events);
  // Ended instances leave the list; an untouched list is handed back as it was, so callers can
  // tell cheaply. A changed one is the clock's own copy, so the ended are squeezed out of it in
  // place rather than into yet another list.
  if (statusesCopied) {
    const list = c.statuses;
    let kept = 0;
    for (let i = 0; i < list.length; i++) if ((list[i] as StatusInstance).severity > 0) list[kept++] = list[i] as StatusInstance;
    // Popped rather than cut by setting the length, which is a call into the runtime.
    while (list.length > kept) list.pop();
  }
  return report;
}
