import { SYSTEM_ID } from "../constants";
import { SETTINGS } from "../settings";
import { ACTION_ROLES } from "../rulesets/ic/data/choices";
import { SCHEMA_VERSION, packEntryUuid, upgradeActor, upgradeItem, type ActionRole, type ActorSource, type DefenseMode, type ItemSource, type UpgradeContext } from "./upgrades";
import { format, localize } from "../i18n";

/** What one migration run did: documents upgraded, and those it could not (left as they were). */
export interface MigrationReport {
  from: number;
  to: number;
  upgraded: number;
  failed: string[];
}

interface PackLike {
  collection: string;
  documentName: string;
  locked: boolean;
  getDocuments(): Promise<{ toObject(): unknown }[]>;
  getIndex(options?: { fields?: string[] }): Promise<Iterable<{ _id?: string | null; name?: string | null; system?: unknown }>>;
}

interface DocumentClassLike {
  updateDocuments(updates: Record<string, unknown>[], options?: Record<string, unknown>): Promise<unknown>;
}


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

/**
 * Writes one batch; if the batch is refused, each update is tried alone so one bad document
 * cannot hold the rest back. Documents that still fail are reported and left untouched.
 */
async function writeBatch(cls: DocumentClassLike, updates: Record<string, unknown>[], options: Record<string, unknown>, label: string, report: MigrationReport): Promise<void> {
  if (!updates.length) return;
  // `diff: false`: the data models already show the new shape in memory, and it must reach the database.
  const write = { ...options, diff: false, recursive: true };
  try {
    await cls.updateDocuments(updates, write);
    report.upgraded += updates.length;
    return;
  } catch {
    for (const update of updates) {
      try {
        await cls.updateDocuments([update], write);
        report.upgraded++;
      } catch (error) {
        report.failed.push(`${label} ${String(update._id)}: ${(error as Error).message}`);
      }
    }
  }
}

function documentClass(name: string): DocumentClassLike {
  return name === "Actor" ? Actor.implementation : Item.implementation;
}

function upgradesOf(name: string, sources: unknown[], from: number, context: UpgradeContext): Record<string, unknown>[] {
  const upgrade = name === "Actor" ? (s: unknown) => upgradeActor(s as ActorSource, from, context) : (s: unknown) => upgradeItem(s as ItemSource, from, context);
  return sources.map(upgrade).filter((u): u is Record<string, unknown> => u !== null);
}

/**
 * Brings the world up to the current schema: world actors (with their items), world items and
 * every unlocked Actor or Item compendium, one batch each. The world's version moves only when
 * everything succeeded, so a failed document is retried at the next start. GM only.
 */
export async function migrateWorld(): Promise<MigrationReport | null> {
  if (!game.user?.isGM) return null;
  const settings = game.settings;
  if (!settings) return null;
  const from = settings.get(SYSTEM_ID, SETTINGS.schemaVersion) ?? 0;
  if (from >= SCHEMA_VERSION) return null;
  const report: MigrationReport = { from, to: SCHEMA_VERSION, upgraded: 0, failed: [] };
  const context = await upgradeContext();
  const batches: { cls: DocumentClassLike; updates: Record<string, unknown>[]; options: Record<string, unknown>; label: string }[] = [];
  for (const [name, collection] of [["Actor", game.actors], ["Item", game.items]] as const) {
    const sources = [...(collection ?? [])].map((d) => d.toObject());
    batches.push({ cls: documentClass(name), updates: upgradesOf(name, sources, from, context), options: {}, label: name });
  }
  for (const pack of packs()) {
    if (pack.locked || (pack.documentName !== "Actor" && pack.documentName !== "Item")) continue;
    const sources = (await pack.getDocuments()).map((d) => d.toObject());
    batches.push({ cls: documentClass(pack.documentName), updates: upgradesOf(pack.documentName, sources, from, context), options: { pack: pack.collection }, label: pack.collection });
  }
  // A new world (or one with nothing old in it) is simply marked current, without a word.
  const pending = batches.filter((b) => b.updates.length);
  if (pending.length) ui.notifications?.info(format("SHINOBI.Migration.start", { version: SCHEMA_VERSION }));
  for (const batch of pending) await writeBatch(batch.cls, batch.updates, batch.options, batch.label, report);
  if (report.failed.length) {
    ui.notifications?.error(format("SHINOBI.Migration.failed", { count: report.failed.length }));
    console.error(`${SYSTEM_ID} | ${localize("SHINOBI.Migration.failedLog")}`, report.failed);
    return report;
  }
  await settings.set(SYSTEM_ID, SETTINGS.schemaVersion, SCHEMA_VERSION);
  if (pending.length) ui.notifications?.info(format("SHINOBI.Migration.done", { version: SCHEMA_VERSION, count: report.upgraded }));
  return report;
}
