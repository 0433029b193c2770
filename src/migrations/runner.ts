import { SYSTEM_ID } from "../constants";
import { SETTINGS } from "../settings";
import { ACTION_ROLES } from "../rulesets/ic/data/choices";
import { SCHEMA_VERSION, packEntryUuid, type ActionRole, type DefenseMode, type UpgradeContext } from "./upgrades";
import { documentLabel, isMigratedDocument, unitsOf, type MigratedDocument, type Unit } from "./places";
import { fail, writePack, writeUnits, type DocumentClassLike, type MigrationReport, type PackLike } from "./write";
import { format, localize } from "../i18n";

export type { MigrationReport } from "./write";

/** How many failed documents the GM's notice names; the console lists them all. */
const NAMED_IN_NOTICE = 5;

const packs = (): PackLike[] => [...(game.packs ?? [])];

const isActionRole = (role: unknown): role is ActionRole => typeof role === "string" && Object.hasOwn(ACTION_ROLES, role);
const isDefenseMode = (mode: unknown): mode is DefenseMode => mode === "dodge" || mode === "parry" || mode === "block";

/** The fields an index entry's system data may carry (the index holds only what was asked for). */
function indexedSystem(system: unknown): { kind?: unknown; defense?: unknown; role?: unknown } {
  return system !== null && typeof system === "object" ? system : {};
}

/** What the upgrades read from the system's own Item packs' indexes: defence modes by name, roles by entry UUID. */
async function upgradeContext(): Promise<UpgradeContext> {
  const defenseByName: Record<string, DefenseMode> = {};
  const roleBySource: Record<string, ActionRole> = {};
  for (const pack of packs()) {
    if (!pack.collection.startsWith(`${SYSTEM_ID}.`) || pack.documentName !== "Item") continue;
    for (const entry of await pack.getIndex({ fields: ["system.kind", "system.defense", "system.role"] })) {
      const system = indexedSystem(entry.system);
      if (entry.name && system.kind === "defensive" && isDefenseMode(system.defense)) defenseByName[entry.name] = system.defense;
      if (entry._id && isActionRole(system.role)) roleBySource[packEntryUuid(pack.collection, entry._id)] = system.role;
    }
  }
  return { defenseByName, roleBySource };
}

function documentClass(name: MigratedDocument): DocumentClassLike {
  switch (name) {
    case "Actor":
      return Actor.implementation;
    case "Item":
      return Item.implementation;
    case "Scene":
      return Scene.implementation;
    case "Adventure":
      return Adventure.implementation;
    case "Combat":
      return Combat.implementation;
  }
}

/** A place the migration reaches: a world collection or a compendium pack, its documents read when its turn comes. */
interface Place {
  name: string;
  documentName: MigratedDocument;
  pack: PackLike | null;
  documents(): Promise<{ toObject(): unknown }[]>;
}

/**
 * Every place: the world's actors, items, scenes (their unlinked tokens) and combats (their
 * combatants), then each Actor,
 * Item, Scene or Adventure pack of the world or of the system itself. Other packages' packs are
 * their authors' to migrate; the data models read their documents as they load.
 */
function places(): Place[] {
  const world = (documentName: MigratedDocument, collection: Iterable<{ toObject(): unknown }> | undefined): Place => ({ name: "world", documentName, pack: null, documents: async () => [...(collection ?? [])] });
  const own = packs().flatMap((pack): Place[] => {
    const documentName = pack.documentName;
    const ours = pack.metadata.packageType === "world" || pack.metadata.packageName === SYSTEM_ID;
    return ours && isMigratedDocument(documentName) ? [{ name: pack.collection, documentName, pack, documents: () => pack.getDocuments() }] : [];
  });
  return [world("Actor", game.actors), world("Item", game.items), world("Scene", game.scenes), world("Combat", game.combats), ...own];
}

/** A place's units; a document that cannot be read into one is reported by name, and the rest go on. */
async function unitsAt(place: Place, from: number, context: UpgradeContext, report: MigrationReport): Promise<Unit[]> {
  const prefix = place.pack ? `${place.pack.collection} › ` : "";
  const units: Unit[] = [];
  for (const document of await place.documents()) {
    const source = document.toObject();
    try {
      units.push(...unitsOf(place.documentName, source, from, context, prefix));
    } catch (error) {
      fail(report, `${prefix}${documentLabel(place.documentName, source)}`, error);
    }
  }
  return units;
}

/** Tells the GM which documents were left behind and that the next start tries them again. */
function reportFailures(report: MigrationReport): void {
  const all = report.failedDocuments;
  const named = all.slice(0, NAMED_IN_NOTICE).join("; ");
  const documents = all.length > NAMED_IN_NOTICE ? format("SHINOBI.Migration.failedMore", { documents: named, count: all.length - NAMED_IN_NOTICE }) : named;
  ui.notifications?.error(format("SHINOBI.Migration.failed", { count: report.failed.length }));
  ui.notifications?.error(format("SHINOBI.Migration.failedDocuments", { documents }));
  console.error(`${SYSTEM_ID} | ${localize("SHINOBI.Migration.failedLog")}`, report.failed);
}

/**
 * Brings every place up to the current schema, one batch per place (see docs/migrations.md).
 * Each document records the version it reached, so a run that was cut short or failed somewhere
 * leaves its finished documents finished: the next run passes them by. The world's version moves
 * only when every place succeeded; otherwise the failures are named to the GM and the next start
 * tries again. GM only.
 */
async function migrate(): Promise<MigrationReport | null> {
  if (!game.user?.isGM) return null;
  const settings = game.settings;
  if (!settings) return null;
  const from = settings.get(SYSTEM_ID, SETTINGS.schemaVersion) ?? 0;
  if (from >= SCHEMA_VERSION) return null;
  const report: MigrationReport = { from, to: SCHEMA_VERSION, upgraded: 0, failed: [], failedDocuments: [] };
  const context = await upgradeContext();
  // A new world (or one with nothing old in it) only records versions: no word to the GM.
  let announced = false;
  for (const place of places()) {
    try {
      const units = await unitsAt(place, from, context, report);
      if (!announced && units.some((u) => u.rewrites)) {
        announced = true;
        ui.notifications?.info(format("SHINOBI.Migration.start", { version: SCHEMA_VERSION }));
      }
      const cls = documentClass(place.documentName);
      if (place.pack) await writePack(place.pack, cls, units, report);
      else await writeUnits(cls, units, {}, report);
    } catch (error) {
      // The place could not be read at all (a pack that will not load): it is named, the others go on.
      fail(report, `${place.name} (${place.documentName})`, error);
    }
  }
  if (report.failed.length) {
    reportFailures(report);
    return report;
  }
  await settings.set(SYSTEM_ID, SETTINGS.schemaVersion, SCHEMA_VERSION);
  if (announced) ui.notifications?.info(format("SHINOBI.Migration.done", { version: SCHEMA_VERSION, count: report.upgraded }));
  return report;
}

let running: Promise<MigrationReport | null> | null = null;

/** Runs the migration; a call while one is running shares it instead of starting a second. */
export function migrateWorld(): Promise<MigrationReport | null> {
  running ??= migrate().finally(() => (running = null));
  return running;
}
