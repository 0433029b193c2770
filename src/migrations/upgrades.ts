/**
 * Pure upgrades of stored data, one per schema version. Each takes a document's source as it is
 * now (already shaped by the data models' `migrateData`, or still raw) and returns the update
 * that writes the current shape, or null when nothing needs writing. No Foundry here: the
 * runner reads documents, calls these and writes the results in batches.
 */

/** The schema version this code writes. Stored per world; the runner brings worlds up to it. */
export const SCHEMA_VERSION = 1;

export type DefenseMode = "dodge" | "parry" | "block";

/** What the upgrades may consult: how each of the system's own defensive techniques protects, by name. */
export interface UpgradeContext {
  defenseByName: Readonly<Record<string, DefenseMode>>;
}

export interface ItemSource {
  _id?: string;
  name?: string;
  type?: string;
  system?: Record<string, unknown>;
}

export interface ActorSource {
  _id?: string;
  items?: ItemSource[];
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

/** The update that brings one item to the current schema, or null if it needs none. */
export function upgradeItem(item: ItemSource, fromVersion: number, context: UpgradeContext): Record<string, unknown> | null {
  if (fromVersion >= 1 || !item.system) return null;
  if (item.type === "weapon") return { _id: item._id, "system.damage": weaponDamage(item.system), "system.-=damageType": null };
  // Before version 1 nobody could have chosen a defence mode, so every defensive technique gets one.
  if (item.type === "technique" && item.system.kind === "defensive") {
    return { _id: item._id, "system.defense": defenseModeFor(item.name ?? "", context) };
  }
  return null;
}

/** The update for an actor: its embedded items' upgrades, by id; null if none of them needs one. */
export function upgradeActor(actor: ActorSource, fromVersion: number, context: UpgradeContext): Record<string, unknown> | null {
  const items = (actor.items ?? []).map((i) => upgradeItem(i, fromVersion, context)).filter((u): u is Record<string, unknown> => u !== null);
  return items.length ? { _id: actor._id, items } : null;
}
