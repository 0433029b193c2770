import type { ActionStatus } from "../action";
import type { Skills } from "../combatant";
import type { StatusInstance, StatusKind } from "./types";
import { withAdded } from "../append";

/** Statuses that take hold even when the hit's damage was reduced to nothing. */
const APPLY_WITHOUT_DAMAGE: readonly StatusKind[] = ["immobility", "paralysis"];

/**
 * The "no damage, no status" rule: a damaging attack whose damage fell to 0 carries none of
 * its statuses, except Immobility and Paralysis; statuses marked `onHit` (paraelemental clan
 * effects) only need the attack to hit.
 */
export function statusLands(kind: StatusKind, { hit, damageDealt, damaging, onHit = false }: { hit: boolean; damageDealt: number; damaging: boolean; onHit?: boolean }): boolean {
  if (!hit) return false;
  if (onHit || !damaging) return true;
  return damageDealt > 0 || APPLY_WITHOUT_DAMAGE.includes(kind);
}

/**
 * The skill a status roll adds, read by name: a look-up by the varying skill goes megamorphic,
 * and every status an attack carries asks.
 */
export function resistingSkill(skills: Skills, roll: Exclude<ActionStatus["roll"], "none">): number {
  return roll === "chakraControl" ? skills.chakraControl : roll === "athletics" ? skills.athletics : skills.toxicology;
}

/** A status roll: the defender's resistance check (d20 + skill) equal to or above the TN shrugs it off. */
export function resistsStatus(resistanceTotal: number, statusTn: number): boolean {
  return resistanceTotal >= statusTn;
}

/** The skill that resists a status from a technique of a given kind. */
export function resistanceSkill(kind: "ninjutsu" | "taijutsu" | "poison" | string): "chakraControl" | "athletics" | "toxicology" {
  if (kind === "poison") return "toxicology";
  if (kind === "taijutsu") return "athletics";
  return "chakraControl";
}

const longer = (a: StatusInstance, b: StatusInstance) => (a.duration ?? Infinity) >= (b.duration ?? Infinity);

/**
 * Adds a status under its kind's stacking rule and returns the new list:
 * - Bleed: the same source keeps only the stronger; different sources all tick.
 * - Ignite, Paralysis, Shock, Sleep: one at a time; the stronger (or, when equal, longer) wins.
 * - Poison: the same source renews its duration; different sources all tick.
 * - Burn, Immobility, Visibility: all kept; only the strongest applies (see effectiveSeverity).
 * - Suffocation: all kept and summed.
 * Stun is not a lasting status; see `applyStun`.
 */
export function addStatus(statuses: readonly StatusInstance[], incoming: StatusInstance): StatusInstance[] {
  // Each kind walks the list only as its rule needs, by index and with no callbacks: a burn or a
  // stun lands on every few hits, and filtering the list twice with closures over `incoming`
  // cost more than the rest of landing it.
  switch (incoming.kind) {
    case "bleed": {
      const at = sameSourceAt(statuses, incoming);
      if (at < 0) return withAdded(statuses, incoming);
      const next = statuses.slice();
      if ((statuses[at] as StatusInstance).severity < incoming.severity) next[at] = incoming;
      return next;
    }
    case "poison": {
      const at = sameSourceAt(statuses, incoming);
      if (at < 0) return withAdded(statuses, incoming);
      const next = statuses.slice();
      next[at] = { ...(statuses[at] as StatusInstance), appliedIc: incoming.appliedIc, duration: incoming.duration };
      return next;
    }
    case "ignite":
    case "paralysis":
    case "shock":
    case "sleep": {
      let current: StatusInstance | undefined;
      for (let i = 0; i < statuses.length && !current; i++) if ((statuses[i] as StatusInstance).kind === incoming.kind) current = statuses[i];
      if (!current) return withAdded(statuses, incoming);
      // A woken sleeper is awake, whatever their old Sleep's strength: a new Sleep puts them under again.
      const wins = !!current.woken || incoming.severity > current.severity || (incoming.severity === current.severity && longer(incoming, current));
      if (!wins) return statuses.slice();
      const next: StatusInstance[] = [];
      for (let i = 0; i < statuses.length; i++) if ((statuses[i] as StatusInstance).kind !== incoming.kind) next.push(statuses[i] as StatusInstance);
      next.push(incoming);
      return next;
    }
    default:
      return withAdded(statuses, incoming);
  }
}

/** Where the status of `incoming`'s kind from its source sits in the list, or -1. */
function sameSourceAt(statuses: readonly StatusInstance[], incoming: StatusInstance): number {
  for (let i = 0; i < statuses.length; i++) {
    const s = statuses[i] as StatusInstance;
    if (s.kind === incoming.kind && s.source === incoming.source) return i;
  }
  return -1;
}

/**
 * Sleep: any attack on a sleeper wakes them, even one that misses. The Sleep is kept, marked
 * woken and no longer timed, because its -5 lasts until the sleeper's first action after waking
 * however long that takes. Returns the same list when nobody was asleep, so cached values hold.
 */
export function wakeSleeper(statuses: StatusInstance[]): StatusInstance[] {
  // Found by a loop, then copied: findIndex is a builtin call with a callback on every attack on someone with a status.
  let at = -1;
  for (let i = 0; i < statuses.length && at < 0; i++) if (isAsleep(statuses[i] as StatusInstance)) at = i;
  if (at < 0) return statuses;
  const woken = statuses.slice();
  woken[at] = { ...(statuses[at] as StatusInstance), woken: true, duration: null };
  return woken;
}

function isAsleep(s: StatusInstance): boolean {
  return s.kind === "sleep" && !s.woken;
}

/**
 * Sleep: the sleeper's first action after waking ends the -5, and with it the woken Sleep. A
 * Sleep no attack has woken stays: it ends by its own duration or by an attack. Returns the
 * same list when there is no woken Sleep.
 */
export function endWokenSleep(statuses: StatusInstance[]): StatusInstance[] {
  // A loop rather than findIndex with a callback: every declaration of someone with a status asks,
  // and nearly always finds none.
  for (let at = 0; at < statuses.length; at++) {
    const s = statuses[at] as StatusInstance;
    if (s.kind !== "sleep" || !s.woken) continue;
    const rest = statuses.slice();
    rest.splice(at, 1);
    return rest;
  }
  return statuses;
}

/**
 * Moving up a Fatigue category clears every Burn. Returns the same list when there is none, so
 * cached values hold. Loops rather than some and filter with callbacks: the optimiser turns each
 * of those builtins into a loop of its own with its callback folded in, which made this, asked on
 * every Fatigue advance of someone with a status and nearly always finding no Burn, one of the
 * longer compile jobs of a run of duels.
 */
export function clearBurnsOnFatigue(statuses: StatusInstance[]): StatusInstance[] {
  let first = 0;
  while (first < statuses.length && (statuses[first] as StatusInstance).kind !== "burn") first++;
  if (first === statuses.length) return statuses;
  // Every status but the Burns, in their order.
  const kept: StatusInstance[] = [];
  for (let i = 0; i < statuses.length; i++) {
    const s = statuses[i] as StatusInstance;
    if (s.kind !== "burn") kept.push(s);
  }
  return kept;
}

/** Effects that reduce Stamina penalties reduce every Burn by the same amount. */
export function reduceBurns(statuses: readonly StatusInstance[], amount: number): StatusInstance[] {
  return statuses.map((s) => (s.kind === "burn" ? { ...s, severity: Math.max(0, s.severity - amount) } : s)).filter((s) => s.kind !== "burn" || s.severity > 0);
}

/**
 * Stun pushes the next action back by its magnitude. Stuns do not stack: a stronger one
 * replaces the weaker (adding only the difference); a weaker one changes nothing.
 */
export function applyStun(nextIc: number, currentStun: number, incoming: number): Stunned {
  return stunInto({ nextIc, stun: currentStun }, incoming);
}

/** When a combatant acts next and the stun in force: what a stun changes. */
export interface Stunned {
  nextIc: number;
  stun: number;
}

/**
 * applyStun written into `target` (the caller's own combatant, changed in place, or a record of
 * its own), which it returns: settling lands a stun on every few hits, and a new record for the
 * two numbers each time was young garbage the combatant's fields were then copied from.
 */
export function stunInto<T extends Stunned>(target: T, incoming: number): T {
  const current = target.stun;
  if (incoming <= current) return target;
  target.nextIc += incoming - current;
  target.stun = incoming;
  return target;
}

/** Removing a stun early takes its delay back off, but never earlier than the current IC. */
export function removeStun(nextIc: number, stun: number, currentIc: number): { nextIc: number; stun: number } {
  return { nextIc: Math.max(currentIc, nextIc - stun), stun: 0 };
}

/** Each rise in Suffocation calls for a Stamina roll at TN 15 with the new severity as a penalty. */
export const SUFFOCATION_ROLL_TN = 15;
