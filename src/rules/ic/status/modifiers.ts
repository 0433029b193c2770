import type { Modifier } from "../modifiers";
import { STATUS_KINDS, type StatusInstance, type StatusKind } from "./types";

/** Immobility and Visibility penalties never go beyond 10, however they are stacked. */
export const PENALTY_CAP = 10;

/**
 * A kind's severity so far, with one more status of that kind: Suffocation adds up, every other
 * kind takes the strongest, and Immobility and Visibility stop at PENALTY_CAP (capping each step
 * gives what capping the strongest does). The one place the stacking rules are written: both
 * effectiveSeverity and statusEffectsInto's single pass fold a list through it.
 */
function stacked(kind: StatusKind, sofar: number, severity: number): number {
  if (kind === "suffocation") return sofar + severity;
  const strongest = severity > sofar ? severity : sofar;
  return kind === "immobility" || kind === "visibility" ? Math.min(PENALTY_CAP, strongest) : strongest;
}

/** The severity that actually applies for a kind, after that kind's stacking rule. */
export function effectiveSeverity(statuses: readonly StatusInstance[], kind: StatusKind): number {
  let severity = 0;
  // By index: a Speed, a defence and a damage roll ask on every action, and for-of walks an iterator until the code is optimised.
  for (let i = 0; i < statuses.length; i++) {
    const s = statuses[i] as StatusInstance;
    if (s.kind === kind) severity = stacked(kind, severity, s.severity);
  }
  return severity;
}

/** Modifier sources, one per status kind (the double-jeopardy rules group modifiers by source). */
const STATUS_SOURCES = Object.fromEntries(STATUS_KINDS.map((k) => [k, `status:${k}`])) as Record<StatusKind, string>;

/** Adds a status's modifier to `mods`, unless it is 0. */
function addModifier(mods: Modifier[], kind: StatusKind, target: Modifier["target"], value: number): void {
  if (value !== 0) mods.push({ target, value, source: STATUS_SOURCES[kind] });
}

/**
 * All a list of statuses does to a combatant's numbers: the severity in force of each kind that
 * changes a roll or movement, after its stacking rule. Two lists with the same effects give the
 * same numbers, whatever their sources, timings and order.
 */
export interface StatusEffects {
  bleed: number;
  burn: number;
  ignite: number;
  immobility: number;
  visibility: number;
  suffocation: number;
  sleep: boolean;
}

/** The effects of `statuses`, written into `out` (a record of the caller's own) and returned. */
export function statusEffectsInto(out: StatusEffects, statuses: readonly StatusInstance[]): StatusEffects {
  // What no status does, then each status folded in (reset here rather than in a function of
  // its own: one call less a look-up, and one small function less for TurboFan to compile).
  out.bleed = 0;
  out.burn = 0;
  out.ignite = 0;
  out.immobility = 0;
  out.visibility = 0;
  out.suffocation = 0;
  out.sleep = false;
  // One pass over the list for every kind, not one effectiveSeverity scan per kind: a derived
  // value's look-up runs this for every new list of statuses, and TurboFan compiled the six
  // inlined scans (each with its kind's switch) into every look-up that meets one.
  for (let i = 0; i < statuses.length; i++) {
    const s = statuses[i] as StatusInstance;
    switch (s.kind) {
      case "bleed":
        out.bleed = stacked("bleed", out.bleed, s.severity);
        break;
      case "burn":
        out.burn = stacked("burn", out.burn, s.severity);
        break;
      case "ignite":
        out.ignite = stacked("ignite", out.ignite, s.severity);
        break;
      case "immobility":
        out.immobility = stacked("immobility", out.immobility, s.severity);
        break;
      case "visibility":
        out.visibility = stacked("visibility", out.visibility, s.severity);
        break;
      case "suffocation":
        out.suffocation = stacked("suffocation", out.suffocation, s.severity);
        break;
      case "sleep":
        out.sleep = true;
        break;
      default:
        // The other kinds (Paralysis, Poison, Shock, Stun) change no derived number.
        break;
    }
  }
  return out;
}

/** The effects of `statuses`, as a new record. */
export function statusEffects(statuses: readonly StatusInstance[]): StatusEffects {
  return statusEffectsInto({ bleed: 0, burn: 0, ignite: 0, immobility: 0, visibility: 0, suffocation: 0, sleep: false }, statuses);
}

export function sameStatusEffects(a: StatusEffects, b: StatusEffects): boolean {
  return a.bleed === b.bleed && a.burn === b.burn && a.ignite === b.ignite && a.immobility === b.immobility && a.visibility === b.visibility && a.suffocation === b.suffocation && a.sleep === b.sleep;
}

/** Roll modifiers the statuses impose (Bleed, Burn, Ignite, Immobility, Visibility, Suffocation, Sleep). */
export function statusModifiers(statuses: readonly StatusInstance[]): Modifier[] {
  return effectModifiers(statusEffects(statuses));
}

/** The roll modifiers of a list of statuses' effects (see statusModifiers). */
export function effectModifiers(effects: StatusEffects): Modifier[] {
  const mods: Modifier[] = [];
  // Several bleeds all tick, but only the worst one slows your breathing.
  addModifier(mods, "bleed", "stamina", -Math.floor(effects.bleed / 2));
  addModifier(mods, "burn", "stamina", -effects.burn);
  addModifier(mods, "ignite", "stealth", -effects.ignite);
  addModifier(mods, "immobility", "defense", -effects.immobility);
  addModifier(mods, "immobility", "accuracy", -Math.floor(effects.immobility / 2));
  addModifier(mods, "visibility", "accuracy", -effects.visibility);
  addModifier(mods, "visibility", "awareness", -effects.visibility);
  addModifier(mods, "visibility", "defense", -Math.floor(effects.visibility / 2));
  addModifier(mods, "suffocation", "stamina", -effects.suffocation);
  addModifier(mods, "suffocation", "chakra", -effects.suffocation);
  // Sleep: -5 to defend and to roll initiative, asleep or woken. Someone still asleep only makes
  // either roll as an attack (or a fight breaking out) wakes them, so they get the same -5 as the
  // woken; the woken keep it until their first action after waking removes the status.
  if (effects.sleep) {
    addModifier(mods, "sleep", "defense", -5);
    addModifier(mods, "sleep", "initiative", -5);
  }
  return mods;
}

/** Each point of immobility takes 10% off the AGI used for movement. */
export function movementFactor(statuses: readonly StatusInstance[]): number {
  if (statuses.length === 0) return 1;
  return effectMovementFactor(effectiveSeverity(statuses, "immobility"));
}

/** movementFactor from the Immobility in force. */
export function effectMovementFactor(immobility: number): number {
  return 1 - immobility / 10;
}
