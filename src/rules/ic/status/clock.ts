import { apGrantsBetween, grantAp } from "../action-points";
import { DEFAULT_IC_OPTIONS, type IcRuleOptions } from "../options";
import { applyDamageToPools, type Pool } from "../pools";
import type { StatusInstance } from "./types";

/** What the clock needs to know about one combatant. */
export interface ClockCombatant {
  id: string;
  res: number;
  ap: number;
  apCap: number;
  vitality: Pool;
  hp: Pool;
  statuses: StatusInstance[];
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

/** ICs in (from, to] that are a whole number of `period`s after `start`. */
function scheduleIcs(start: number, period: number, from: number, to: number): number[] {
  const ics: number[] = [];
  for (let k = Math.max(1, Math.floor((from - start) / period) + 1); start + k * period <= to; k++) ics.push(start + k * period);
  return ics;
}

type Step = { ic: number; order: number; run: () => void };

/**
 * Everything the passing of time does to these combatants between IC `from` (already
 * processed) and IC `to`: AP grants on multiples of 20, Bleed/Poison/Ignite damage, severity
 * drops, fades and expiries. Schedules count from the IC a status was applied. Pure: returns
 * the events and the updated combatants for the caller to persist in one batch.
 */
export function advanceClock(combatants: readonly ClockCombatant[], from: number, to: number, options: IcRuleOptions = DEFAULT_IC_OPTIONS): ClockResult {
  const events: ClockEvent[] = [];
  const updated = combatants.map((c) => advanceOne(c, from, to, options, events));
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

/** The instance that gives up the next point: the one released earliest (the first listed on a tie). */
function firstReleased(statuses: readonly StatusInstance[]): StatusInstance | undefined {
  let first: StatusInstance | undefined;
  for (const s of statuses) if (s.kind === "suffocation" && s.severity > 0 && (first === undefined || releaseOf(s) < releaseOf(first))) first = s;
  return first;
}

/**
 * One Suffocation is the usual case, and then the total is that instance: it eases on its own
 * count, with none of the bookkeeping several need. The clock runs this on every busy step.
 */
function easeLoneSuffocation(status: StatusInstance, from: number, to: number, steps: Step[], weaken: (ic: number, status: StatusInstance, by: number) => void): void {
  if (status.ongoing) return;
  for (const ic of scheduleIcs(releaseOf(status), SUFFOCATION_FADE, from, to)) steps.push({ ic, order: 1, run: () => weaken(ic, status, 1) });
}

/**
 * Suffocation eases as one penalty: the total drops by 1 every 5 IC, counted from the latest
 * release, once nothing sustains any of it. The point comes off the instance released earliest,
 * so the one that sets the count goes last and the schedule stays put while the others fade.
 * An instance that expires by its duration can still move the count, so each step checks the
 * count as it stands then; steps are offered on every IC any instance's count could fall on.
 */
function easeSuffocation(statuses: readonly StatusInstance[], from: number, to: number, steps: Step[], weaken: (ic: number, status: StatusInstance, by: number) => void): void {
  const ics: number[] = [];
  for (const s of statuses) {
    if (s.kind !== "suffocation") continue;
    // The penalty eases once you stop being suffocated, which you have not while anything still chokes you.
    if (s.ongoing) return;
    for (let ic = firstAfter(releaseOf(s), SUFFOCATION_FADE, from); ic <= to; ic += SUFFOCATION_FADE) if (!ics.includes(ic)) ics.push(ic);
  }
  for (const ic of ics) {
    steps.push({
      ic,
      order: 1,
      run: () => {
        const release = latestRelease(statuses);
        if (release === null || ic <= release || (ic - release) % SUFFOCATION_FADE !== 0) return;
        const giving = firstReleased(statuses);
        if (giving) weaken(ic, giving, 1);
      },
    });
  }
}

function advanceOne(input: ClockCombatant, from: number, to: number, options: IcRuleOptions, events: ClockEvent[]): ClockCombatant {
  // Nothing is due and no AP is granted: the combatant comes back unchanged (the same object).
  if (apGrantsBetween(from, to, options) === 0 && input.statuses.every((s) => nextDueIc(s, from) > to)) return input;
  const c: ClockCombatant = {
    id: input.id,
    res: input.res,
    ap: input.ap,
    apCap: input.apCap,
    vitality: input.vitality,
    hp: input.hp,
    statuses: input.statuses.length === 0 ? input.statuses : input.statuses.map((s) => ({ ...s })),
  };
  const steps: Step[] = [];
  const damage = (ic: number, status: StatusInstance, amount: number) => {
    const dealt = applyDamageToPools(c.vitality, c.hp, amount);
    c.vitality = dealt.vitality;
    c.hp = dealt.hp;
    events.push({ ic, combatantId: c.id, type: "damage", status: status.kind as "bleed", source: status.source, amount: dealt.toVitality + dealt.toHp, toVitality: dealt.toVitality, toHp: dealt.toHp });
  };
  const weaken = (ic: number, status: StatusInstance, by: number) => {
    if (status.severity <= 0) return;
    status.severity = Math.max(0, status.severity - by);
    events.push({ ic, combatantId: c.id, type: status.severity > 0 ? "severity" : "expire", status: status.kind, source: status.source, ...(status.severity > 0 ? { severity: status.severity } : {}) } as ClockEvent);
  };
  const expire = (ic: number, status: StatusInstance) => {
    if (status.severity <= 0) return;
    status.severity = 0;
    events.push({ ic, combatantId: c.id, type: "expire", status: status.kind, source: status.source });
  };

  let suffocations = 0;
  let suffocation: StatusInstance | null = null;
  for (const status of c.statuses) {
    const start = status.appliedIc;
    const expiresAt = status.duration !== null && !status.ongoing ? start + status.duration : null;
    switch (status.kind) {
      case "bleed":
        for (const ic of scheduleIcs(start, BLEED_TICK, from, to)) steps.push({ ic, order: 0, run: () => status.severity > 0 && damage(ic, status, 2 * status.severity) });
        for (const ic of scheduleIcs(start, BLEED_FADE, from, to)) steps.push({ ic, order: 1, run: () => weaken(ic, status, Math.max(1, Math.floor(c.res / 20))) });
        break;
      case "ignite":
        for (const ic of scheduleIcs(start, IGNITE_TICK, from, to)) {
          steps.push({
            ic,
            order: 0,
            run: () => {
              if (status.severity <= 0) return;
              const amount = c.vitality.value > 0 ? status.severity + Math.floor((status.severity * c.vitality.value) / 100) : Math.floor((status.severity * c.hp.max) / 100);
              damage(ic, status, amount);
              weaken(ic, status, Math.max(1, Math.floor(c.res / 30)));
            },
          });
        }
        break;
      case "poison": {
        const last = Math.min(to, expiresAt ?? to);
        for (let ic = Math.max(from + 1, start + 1); ic <= last; ic++) steps.push({ ic, order: 0, run: () => status.severity > 0 && damage(ic, status, status.severity) });
        break;
      }
      case "immobility":
        if (status.duration === null && !status.ongoing) {
          for (const ic of scheduleIcs(start, IMMOBILITY_FADE, from, to)) steps.push({ ic, order: 1, run: () => weaken(ic, status, 1) });
        }
        break;
      case "suffocation":
        suffocations++;
        suffocation = status;
        break;
      default:
        break;
    }
    if (expiresAt !== null && expiresAt > from && expiresAt <= to) steps.push({ ic: expiresAt, order: 2, run: () => expire(expiresAt, status) });
  }
  if (suffocations === 1 && suffocation) easeLoneSuffocation(suffocation, from, to, steps, weaken);
  else if (suffocations > 1) easeSuffocation(c.statuses, from, to, steps, weaken);

  const grants = apGrantsBetween(from, to, options);
  for (let k = 1; k <= grants; k++) {
    const ic = (Math.floor(Math.max(0, from) / options.apInterval) + k) * options.apInterval;
    steps.push({
      ic,
      order: 3,
      run: () => {
        const next = grantAp(c.ap, 1, c.apCap, options);
        events.push({ ic, combatantId: c.id, type: "apGrant", amount: next - c.ap, ap: next });
        c.ap = next;
      },
    });
  }

  steps.sort((a, b) => a.ic - b.ic || a.order - b.order);
  for (const step of steps) step.run();
  // Keep the original list when nothing about the statuses changed, so callers can tell cheaply.
  const unchanged = c.statuses.every((s, i) => s.severity === input.statuses[i]?.severity);
  c.statuses = unchanged ? input.statuses : c.statuses.filter((s) => s.severity > 0);
  return c;
}
