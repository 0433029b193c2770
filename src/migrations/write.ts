import { combineUnits, type Unit } from "./places";

/** What one migration run did: documents upgraded, and those it could not (left as they were). */
export interface MigrationReport {
  from: number;
  to: number;
  upgraded: number;
  /** Each document (or place) left behind, with the reason: `world.maps › Scene "Pass" [id] › Token "Bandit" [id]: refused`. */
  failed: string[];
  /** The same documents' names alone, for the GM's notice. */
  failedDocuments: string[];
}

export interface DocumentClassLike {
  updateDocuments(updates: Record<string, unknown>[], options?: Record<string, unknown>): Promise<unknown>;
}

/** A compendium pack as the migration needs it: its documents, and its lock. */
export interface PackLike {
  collection: string;
  documentName: string;
  locked: boolean;
  metadata: { packageType?: string; packageName?: string };
  getDocuments(): Promise<{ toObject(): unknown }[]>;
  getIndex(options?: { fields?: string[] }): Promise<Iterable<{ _id?: string | null; name?: string | null; system?: unknown }>>;
  configure(settings: { locked: boolean }): Promise<unknown>;
}

const message = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Records that a document (or a whole place) was left behind, and why. */
export function fail(report: MigrationReport, label: string, error: unknown): void {
  report.failed.push(`${label}: ${message(error)}`);
  report.failedDocuments.push(label);
}

/**
 * Writes a place's units in one batch; if the batch is refused, each unit is tried alone so one
 * bad document cannot hold the rest back. Units that still fail are reported and left untouched
 * (they record no new version, so the next run tries them again).
 */
export async function writeUnits(cls: DocumentClassLike, units: readonly Unit[], options: Record<string, unknown>, report: MigrationReport): Promise<void> {
  if (!units.length) return;
  // `diff: false`: the data models already show the new shape in memory, and it must reach the database.
  const write = { ...options, diff: false, recursive: true };
  try {
    await cls.updateDocuments(combineUnits(units), write);
    report.upgraded += units.length;
    return;
  } catch {
    for (const unit of units) {
      try {
        await cls.updateDocuments([unit.update], write);
        report.upgraded++;
      } catch (error) {
        fail(report, unit.label, error);
      }
    }
  }
}

/**
 * Writes a pack's units. A locked pack (the system's own are) is unlocked for the write and
 * locked again afterwards, whatever happened; one that cannot be unlocked fails its units.
 */
export async function writePack(pack: PackLike, cls: DocumentClassLike, units: readonly Unit[], report: MigrationReport): Promise<void> {
  if (!units.length) return;
  const wasLocked = pack.locked;
  if (wasLocked) {
    try {
      await pack.configure({ locked: false });
    } catch (error) {
      for (const unit of units) fail(report, unit.label, error);
      return;
    }
  }
  try {
    await writeUnits(cls, units, { pack: pack.collection }, report);
  } finally {
    if (wasLocked) {
      await pack.configure({ locked: true }).catch((error: unknown) => fail(report, pack.collection, error));
    }
  }
}
