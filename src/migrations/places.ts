import { actorUpdate, adventureUpdate, combatUpdate, itemUpdate, tokenUpdates, type Upgrade } from "./sources";
import type { UpgradeContext } from "./upgrades";

/** The kinds of document the migration reaches, in a world collection or a compendium pack. */
export const MIGRATED_DOCUMENTS = ["Actor", "Item", "Scene", "Adventure", "Combat"] as const;
export type MigratedDocument = (typeof MIGRATED_DOCUMENTS)[number];

export const isMigratedDocument = (name: string): name is MigratedDocument => (MIGRATED_DOCUMENTS as readonly string[]).includes(name);

/** One document's update (for a scene, one unlinked token's) and how a report names it. */
export interface Unit extends Upgrade {
  label: string;
}

type Source = Record<string, unknown>;
const isRecord = (value: unknown): value is Source => typeof value === "object" && value !== null && !Array.isArray(value);

/** `Actor "Tenten" [oldTenten0000000]`: a document as a failure report names it. */
export function documentLabel(documentName: string, source: unknown): string {
  const { name, _id } = isRecord(source) ? source : {};
  return `${documentName} "${typeof name === "string" ? name : ""}" [${typeof _id === "string" ? _id : "?"}]`;
}

/**
 * The units one stored document yields: an actor (with its items), an item, an adventure (with
 * everything it holds), a combat (with its combatants) are one each; a scene is one per unlinked token, each the token's delta
 * inside an update of the scene (`{ _id: scene, tokens: [{ _id: token, delta }] }`), which is
 * how a token's delta is written in v13 (a scene's tokens are its embedded documents, a token's
 * delta is its embedded ActorDelta).
 */
export function unitsOf(documentName: MigratedDocument, source: unknown, fallback: number, context: UpgradeContext, prefix = ""): Unit[] {
  const label = `${prefix}${documentLabel(documentName, source)}`;
  const one = (upgrade: Upgrade | null): Unit[] => (upgrade ? [{ ...upgrade, label }] : []);
  switch (documentName) {
    case "Actor":
      return one(actorUpdate(source, fallback, context));
    case "Item":
      return one(itemUpdate(source, fallback, context));
    case "Adventure":
      return one(adventureUpdate(source, fallback, context));
    case "Combat":
      return one(combatUpdate(source, fallback));
    case "Scene": {
      const sceneId = String(isRecord(source) ? source._id : "");
      return tokenUpdates(source, fallback, context).map(({ update, rewrites, name }) => ({
        update: { _id: sceneId, tokens: [update] },
        rewrites,
        label: `${label} › ${documentLabel("Token", { name, _id: update._id })}`,
      }));
    }
  }
}

/** Units updating the same document (a scene's tokens) become one update of it; the rest stay as they are. */
export function combineUnits(units: readonly Unit[]): Source[] {
  const byId = new Map<string, Source>();
  for (const { update } of units) {
    const existing = byId.get(update._id);
    if (!existing) {
      byId.set(update._id, { ...update });
      continue;
    }
    for (const [key, value] of Object.entries(update)) {
      const before = existing[key];
      existing[key] = Array.isArray(before) && Array.isArray(value) ? [...before, ...value] : value;
    }
  }
  return [...byId.values()];
}
