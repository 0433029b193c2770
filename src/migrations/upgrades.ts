/**
 * Pure upgrades of stored data, one per schema version. Each takes a document's source as it is
 * now (already shaped by the data models' `migrateData`, or still raw) and returns the update
 * that writes the current shape, or null when nothing needs writing. No Foundry here: the
 * runner reads documents, calls these and writes the results in batches.
 */

import { RULESETS } from "../rules/registry";
import { STATUS_LABELS, type ACTION_ROLES } from "../rulesets/ic/data/choices";

/**
 * The schema version this code writes. Stored per world (the `schemaVersion` setting) and per
 * document (`flags.shinobi.schema`, see sources.ts); the runner brings everything up to it.
 * 1: weapon damage as `{ dice, type }`; defensive techniques' `defense`.
 * 2: techniques' `role`; wounds' `side` apart from their `location`, and their `pool`. (A
 * combatant's running action also gained a `role`; before, only its name said what it was, and
 * names are not read, so one running at the upgrade keeps the data model's "other".)
 * 3: bounds: no action takes no time (a variable-Speed technique stored at Speed 0 gets its
 * basic action's length, any other non-link technique Speed 1); statuses carried at severity 0
 * (which the rules always ignored) are dropped from techniques, and status items other than
 * conditions apply at least severity 1.
 * 4: a roll-and-keep combatant's copy of its actor's fields (`held`) no longer stores whether it
 * was taken (`taken`): its stance, set by exactly the steps that take it, says so.
 */
export const SCHEMA_VERSION = 4;

export type DefenseMode = "dodge" | "parry" | "block";
export type ActionRole = keyof typeof ACTION_ROLES;

/** What the upgrades may consult, read from the system's own packs. */
export interface UpgradeContext {
  /** How each of the system's own defensive techniques protects, by name (version 1). */
  defenseByName: Readonly<Record<string, DefenseMode>>;
  /**
   * The role of each entry of the system's own Item packs, by the entry's UUID in its full form
   * (`Compendium.<pack>.Item.<id>`, see `packEntryUuid`) (version 2).
   */
  roleBySource?: Readonly<Record<string, ActionRole>>;
}

export interface ItemSource {
  _id?: string;
  name?: string;
  type?: string;
  system?: Record<string, unknown>;
  _stats?: { compendiumSource?: string | null };
}

type DamageType = "blunt" | "slashing" | "piercing" | "energy" | "none";

/**
 * Version 1: a weapon's damage was a formula string beside a separate `damageType`; it is now
 * `{ dice, type }` like a technique's. Reads either shape, so it also serves `migrateData`.
 */
export function weaponDamage(system: Record<string, unknown>): { dice: string; type: DamageType } {
  const damage = system.damage;
  if (damage && typeof damage === "object") {
    const d = damage as { dice?: unknown; type?: unknown };
    return { dice: typeof d.dice === "string" ? d.dice : "1d6", type: (typeof d.type === "string" ? d.type : (system.damageType ?? "slashing")) as DamageType };
  }
  return { dice: typeof damage === "string" ? damage : "1d6", type: (typeof system.damageType === "string" ? system.damageType : "slashing") as DamageType };
}

/**
 * Version 1: defensive techniques now say how they protect. One that came from the system's
 * packs takes the pack's answer; Parry and Block by their names; anything else dodges.
 */
export function defenseModeFor(name: string, context: UpgradeContext): DefenseMode {
  const known = context.defenseByName[name];
  if (known) return known;
  if (/\bparry\b/i.test(name)) return "parry";
  if (/\bblock\b/i.test(name)) return "block";
  return "dodge";
}

/** Version 1's changes to one item's system data (flattened paths), or none. */
function toVersion1(item: ItemSource & { system: Record<string, unknown> }, context: UpgradeContext): Record<string, unknown> {
  if (item.type === "weapon") return { "system.damage": weaponDamage(item.system), "system.-=damageType": null };
  // Before version 1 nobody could have chosen a defence mode, so every defensive technique gets one.
  if (item.type === "technique" && item.system.kind === "defensive") return { "system.defense": defenseModeFor(item.name ?? "", context) };
  return {};
}

/** The full UUID of an entry of an Item pack, the form `roleBySource` is keyed by. */
export function packEntryUuid(pack: string, id: string): string {
  return `Compendium.${pack}.Item.${id}`;
}

/**
 * A compendium UUID in its full form: `Compendium.<scope>.<pack>.Item.<id>`, or the older short
 * `Compendium.<scope>.<pack>.<id>`. Anything else (a world document, an item inside a pack's
 * actor) is not an entry of an Item pack: null.
 */
function itemPackEntryUuid(uuid: string | null | undefined): string | null {
  const [head, scope, pack, ...rest] = (uuid ?? "").split(".");
  if (head !== "Compendium" || !scope || !pack) return null;
  const id = rest.length === 2 && rest[0] === "Item" ? rest[1] : rest.length === 1 ? rest[0] : undefined;
  return id ? packEntryUuid(`${scope}.${pack}`, id) : null;
}

/**
 * Version 2: techniques say what they do (`role`) instead of being known by their names. One
 * copied from an entry of the system's own packs takes that entry's role, found by the
 * `_stats.compendiumSource` UUID Foundry stored on the copy, never by the item's name (a
 * renamed copy keeps its role, a homebrew "Dodge" does not borrow one). Others keep "auto",
 * the data model's default, which reads the role off the technique's damage and statuses.
 */
export function techniqueRoleFor(item: ItemSource, context: UpgradeContext): ActionRole | null {
  const source = itemPackEntryUuid(item._stats?.compendiumSource);
  return (source && context.roleBySource?.[source]) || null;
}

const WOUND_SIDE_PREFIX = /^(?<side>left|right) (?<location>.+)$/;

/**
 * Version 2: a wound's side was written into its location ("left arm"); it is now its own field
 * beside the location ("arm"). (Wounds also gained the pool whose threshold they crossed; old
 * ones never recorded it, so they keep the data model's default.)
 *
 * This reads the system's own earlier format, not anyone's prose: until version 2 the wound
 * items the system created stored `location: \`${side} ${location}\`` with the side as the raw
 * word "left" or "right" (never translated). Wounds that already have a side, or whose location
 * does not start with one of those words, keep theirs.
 */
export function woundPlace(system: Record<string, unknown>): { location: string; side: "" | "left" | "right" } {
  const location = typeof system.location === "string" ? system.location : "";
  if (system.side === "left" || system.side === "right") return { location, side: system.side };
  const split = WOUND_SIDE_PREFIX.exec(location)?.groups;
  return split?.location ? { location: split.location, side: split.side as "left" | "right" } : { location, side: "" };
}

/** Version 2's changes to one item's system data (flattened paths), or none. */
function toVersion2(item: ItemSource & { system: Record<string, unknown> }, context: UpgradeContext): Record<string, unknown> {
  if (item.type === "technique") {
    // Before version 2 nobody could have chosen a role, so a pack's copy simply takes the pack's.
    const role = techniqueRoleFor(item, context);
    return role ? { "system.role": role } : {};
  }
  if (item.type === "wound") {
    const place = woundPlace(item.system);
    return place.location !== item.system.location ? { "system.location": place.location, "system.side": place.side } : {};
  }
  return {};
}

/** The length a variable action of this role starts at: its basic action's (Block 5, Move 5, Perform Handseals 6...), else 1. */
function defaultLength(role: unknown): number {
  return Object.values(RULESETS.ic.basicActions).find((basic) => basic.variable && basic.role === role)?.speed ?? 1;
}

/**
 * Version 3: the Speed a technique stored as taking no time gets (a variable one its basic
 * action's length, any other 1), or null when it already takes time or is a link. Reads either
 * shape, so it also serves `migrateData`.
 */
export function timedSpeed(system: Record<string, unknown>): number | null {
  if (typeof system.speed !== "number" || system.speed >= 1 || system.link === true) return null;
  return system.variable === true ? defaultLength(system.role) : 1;
}

/** Version 3's changes to one item's system data (flattened paths), or none; `earlier` holds the earlier versions' changes (a role version 2 just found). */
function toVersion3(item: ItemSource & { system: Record<string, unknown> }, earlier: Record<string, unknown>): Record<string, unknown> {
  const system: Record<string, unknown> = { ...item.system, ...(earlier["system.role"] ? { role: earlier["system.role"] } : {}) };
  const changes: Record<string, unknown> = {};
  if (item.type === "technique") {
    const speed = timedSpeed(system);
    if (speed !== null) changes["system.speed"] = speed;
    const statuses = Array.isArray(system.statuses) ? (system.statuses as { severity?: unknown }[]) : [];
    const kept = statuses.filter((status) => typeof status.severity !== "number" || status.severity >= 1);
    if (kept.length !== statuses.length) changes["system.statuses"] = kept;
  }
  if (item.type === "status" && typeof system.kind === "string" && Object.hasOwn(STATUS_LABELS, system.kind) && typeof system.severity === "number" && system.severity < 1) changes["system.severity"] = 1;
  return changes;
}

/** One item's changes (flattened paths) for every version after `fromVersion`, in order; empty when it needs none. */
export function itemChanges(item: ItemSource, fromVersion: number, context: UpgradeContext): Record<string, unknown> {
  if (fromVersion >= SCHEMA_VERSION || !item.system) return {};
  const withSystem = { ...item, system: item.system };
  const earlier = {
    ...(fromVersion < 1 ? toVersion1(withSystem, context) : {}),
    ...(fromVersion < 2 ? toVersion2(withSystem, context) : {}),
  };
  return { ...earlier, ...(fromVersion < 3 ? toVersion3(withSystem, earlier) : {}) };
}

/** The update that brings one item's data to the current schema, or null if it needs none. */
export function upgradeItem(item: ItemSource, fromVersion: number, context: UpgradeContext): Record<string, unknown> | null {
  const changes = itemChanges(item, fromVersion, context);
  return Object.keys(changes).length ? { _id: item._id, ...changes } : null;
}

/** The type of a roll-and-keep combatant (RkCombatantData's metadata). */
const ROLLKEEP_COMBATANT = "rk";

/**
 * Version 4's changes to one combatant's data (flattened paths), or none: a roll-and-keep
 * combatant's `held.taken` dropped. Nothing reads it any more, and the data model no longer has
 * it, so a combatant loads the same either way; the step takes it out of what the world stores.
 */
export function combatantChanges(combatant: { type?: unknown; system?: unknown }, fromVersion: number): Record<string, unknown> {
  if (fromVersion >= 4 || combatant.type !== ROLLKEEP_COMBATANT) return {};
  const system = combatant.system;
  const held = typeof system === "object" && system !== null && "held" in system ? system.held : undefined;
  return typeof held === "object" && held !== null && Object.hasOwn(held, "taken") ? { "system.held.-=taken": null } : {};
}

/**
 * The changes to an actor's own system data (flattened paths) for every version after
 * `fromVersion`. No version has changed an actor's own data yet; a step that does goes here, and
 * so reaches world and compendium actors and the overrides of unlinked tokens' deltas alike
 * (a delta holds only the fields its token overrides, so a step must accept a partial source).
 */
export function actorSystemChanges(_system: Record<string, unknown>, _fromVersion: number): Record<string, unknown> {
  return {};
}
