import type { Modifier } from "../modifiers";
import { STATUS_KINDS, type StatusInstance, type StatusKind } from "./types";

/** Immobility and Visibility penalties never go beyond 10, however they are stacked. */
export const PENALTY_CAP = 10;

function strongest(statuses: readonly StatusInstance[], kind: StatusKind): number {
  let best = 0;
  for (const s of statuses) if (s.kind === kind && s.severity > best) best = s.severity;
  return best;
}

function total(statuses: readonly StatusInstance[], kind: StatusKind): number {
  let sum = 0;
  for (const s of statuses) if (s.kind === kind) sum += s.severity;
  return sum;
}

/** The severity that actually applies for a kind, after that kind's stacking rule. */
export function effectiveSeverity(statuses: readonly StatusInstance[], kind: StatusKind): number {
  switch (kind) {
    case "suffocation":
      return total(statuses, kind);
    case "immobility":
    case "visibility":
      return Math.min(PENALTY_CAP, strongest(statuses, kind));
    default:
      return strongest(statuses, kind);
  }
}

/** Modifier sources, one per status kind (the double-jeopardy rules group modifiers by source). */
const STATUS_SOURCES = Object.fromEntries(STATUS_KINDS.map((k) => [k, `status:${k}`])) as Record<StatusKind, string>;

/** Adds a status's modifier to `mods`, unless it is 0. */
function addModifier(mods: Modifier[], kind: StatusKind, target: Modifier["target"], value: number): void {
  if (value !== 0) mods.push({ target, value, source: STATUS_SOURCES[kind] });
}

/** Roll modifiers the statuses impose (Bleed, Burn, Ignite, Immobility, Visibility, Suffocation, Sleep). */
export function statusModifiers(statuses: readonly StatusInstance[]): Modifier[] {
  const mods: Modifier[] = [];
  if (statuses.length === 0) return mods;
  // Several bleeds all tick, but only the worst one slows your breathing.
  addModifier(mods, "bleed", "stamina", -Math.floor(effectiveSeverity(statuses, "bleed") / 2));
  addModifier(mods, "burn", "stamina", -effectiveSeverity(statuses, "burn"));
  addModifier(mods, "ignite", "stealth", -effectiveSeverity(statuses, "ignite"));
  const immobility = effectiveSeverity(statuses, "immobility");
  addModifier(mods, "immobility", "defense", -immobility);
  addModifier(mods, "immobility", "accuracy", -Math.floor(immobility / 2));
  const visibility = effectiveSeverity(statuses, "visibility");
  addModifier(mods, "visibility", "accuracy", -visibility);
  addModifier(mods, "visibility", "awareness", -visibility);
  addModifier(mods, "visibility", "defense", -Math.floor(visibility / 2));
  const suffocation = effectiveSeverity(statuses, "suffocation");
  addModifier(mods, "suffocation", "stamina", -suffocation);
  addModifier(mods, "suffocation", "chakra", -suffocation);
  // Sleep: -5 to defend and to roll initiative, asleep or woken. Someone still asleep only makes
  // either roll as an attack (or a fight breaking out) wakes them, so they get the same -5 as the
  // woken; the woken keep it until their first action after waking removes the status.
  if (statuses.some((s) => s.kind === "sleep")) {
    addModifier(mods, "sleep", "defense", -5);
    addModifier(mods, "sleep", "initiative", -5);
  }
  return mods;
}

/** Each point of immobility takes 10% off the AGI used for movement. */
export function movementFactor(statuses: readonly StatusInstance[]): number {
  if (statuses.length === 0) return 1;
  return 1 - effectiveSeverity(statuses, "immobility") / 10;
}
