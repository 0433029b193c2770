import { SYSTEM_ID } from "../constants";
import type { DiceSource } from "../rules/dice";
import type { WoundSeverity } from "../rules/ic/options";
import { DEFAULT_LOCATION_TABLE, woundLocation, type DamageType, type LocationRow, type Wound } from "../rules/ic/wounds";

/** Where a wound landed and, when its table says, what it does. */
export interface WoundPlace {
  location: string;
  side: Wound["side"];
  effect: string;
}

interface TableResultSource {
  name?: string;
  description?: string;
  range: [number, number];
}

interface WoundTableLike {
  flags: Record<string, unknown>;
  formula?: string;
  results: Iterable<TableResultSource>;
}

const LIMB = /\b(arm|leg|hand|foot)\b/i;

/** A RollTable's results as location rows: the result's name is the location; arms and legs have sides. */
export function locationRowsFromResults(results: Iterable<TableResultSource>): (LocationRow & { effect: string })[] {
  return [...results].map((r) => ({ min: r.range[0], max: r.range[1], location: (r.name ?? "").toLowerCase(), limb: LIMB.test(r.name ?? ""), effect: r.description ?? "" }));
}

function isTableFor(table: WoundTableLike, type: DamageType, severity: WoundSeverity): boolean {
  const wound = (table.flags[SYSTEM_ID] as { wound?: { type?: string; severity?: string } } | undefined)?.wound;
  return wound?.type === type && wound.severity === severity;
}

const WOUND_PACK = `${SYSTEM_ID}.wound-tables`;

/**
 * The table for this kind of wound: the world's own copy first (a GM imports a system table and
 * edits it), then the system's pack. Tables are recognised by their `flags.shinobi.wound`.
 */
export async function findWoundTable(type: DamageType, severity: WoundSeverity): Promise<WoundTableLike | null> {
  const world = (game.tables as unknown as Iterable<WoundTableLike> | undefined) ?? [];
  for (const table of world) if (isTableFor(table, type, severity)) return table;
  const pack = game.packs?.get(WOUND_PACK) as unknown as { getDocuments(): Promise<WoundTableLike[]> } | undefined;
  const packed = pack ? await pack.getDocuments() : [];
  return packed.find((t) => isTableFor(t, type, severity)) ?? null;
}

/** The die a table rolls: its formula's "1dN", or the d100 every system table uses. */
function tableDie(formula: string | undefined): number {
  const match = /^\s*1d(\d+)\s*$/i.exec(formula ?? "");
  return match ? Number(match[1]) : 100;
}

/** Rolls where a wound lands on its table (or on the built-in location table if none is found). */
export async function rollWoundPlace(type: DamageType, severity: WoundSeverity, dice: DiceSource): Promise<WoundPlace> {
  const table = await findWoundTable(type, severity);
  const rows = table ? locationRowsFromResults(table.results) : DEFAULT_LOCATION_TABLE.map((r) => ({ ...r, effect: "" }));
  const roll = dice.roll(table ? tableDie(table.formula) : 100);
  const place = woundLocation(roll, rows);
  const row = rows.find((r) => roll >= r.min && roll <= r.max);
  return { ...place, effect: row?.effect ?? "" };
}
