import { SYSTEM_ID } from "../../constants";
import type { RulesetTypesOf } from "../../rules/registry";

type Options = RulesetTypesOf<"ic">["options"];
type Tables = Options["woundLocationTables"];
type Table = NonNullable<NonNullable<Tables[keyof Tables]>[keyof NonNullable<Tables[keyof Tables]>]>;
type Wound = RulesetTypesOf<"ic">["combatant"]["wounds"][number];

interface TableResultSource {
  name?: string | null;
  description?: string | null;
  /** `[low, high]` (fvtt-types 13.345 misdeclares it as a list of pairs, so it is read with a check). */
  range: unknown;
  flags?: object;
}

interface WoundTableLike {
  flags: Record<string, unknown>;
  formula?: string;
  results: Iterable<TableResultSource>;
}

/** Which kind of wound a RollTable places, from its `flags.shinobi.wound`; null for other tables. */
function kindOf(table: WoundTableLike): { type: Wound["type"]; severity: Wound["severity"] } | null {
  const wound = (table.flags[SYSTEM_ID] as { wound?: { type?: Wound["type"]; severity?: Wound["severity"] } } | undefined)?.wound;
  return wound?.type && wound.severity ? { type: wound.type, severity: wound.severity } : null;
}

/** A table result's own flags (`flags.shinobi`), if it has any. */
function ownFlags(flags: object | undefined): object | null {
  const own: unknown = flags ? Reflect.get(flags, SYSTEM_ID) : undefined;
  return typeof own === "object" && own !== null ? own : null;
}

/** Whether a table result is flagged as an arm or leg (`flags.shinobi.limb`), which has sides. */
function isLimb(flags: object | undefined): boolean {
  const own = ownFlags(flags);
  return own !== null && "limb" in own && own.limb === true;
}

/**
 * A result's location as the rules know it: its `flags.shinobi.location` (head, torso, abdomen,
 * arm, leg on the system's tables), so a table translated or renamed still places wounds on the
 * same spots; a result without one (a GM's own) is known by its name.
 */
function locationOf(result: TableResultSource): string {
  const own = ownFlags(result.flags);
  const flagged = own !== null && "location" in own && typeof own.location === "string" ? own.location.trim() : "";
  return (flagged || (result.name ?? "")).toLowerCase();
}

/** One end of a result's range: a whole number, or 0 for a range that is not one. */
function rangeEnd(range: unknown, index: 0 | 1): number {
  const end: unknown = Array.isArray(range) ? range[index] : undefined;
  return typeof end === "number" ? end : 0;
}

/** The die a table rolls: its formula's "1dN", or the d100 every system table uses. */
function tableDie(formula: string | undefined): number {
  const match = /^\s*1d(\d+)\s*$/i.exec(formula ?? "");
  return match ? Number(match[1]) : 100;
}

/**
 * A RollTable as a wound location table: each result's location (locationOf), its description
 * what the wound does; a result flagged `flags.shinobi.limb` is an arm or leg, which has sides.
 */
export function locationTableOf(table: WoundTableLike): Table {
  const rows = [...table.results].map((r) => ({
    min: rangeEnd(r.range, 0),
    max: rangeEnd(r.range, 1),
    location: locationOf(r),
    limb: isLimb(r.flags),
    ...(r.description ? { effect: r.description } : {}),
  }));
  return { die: tableDie(table.formula), rows };
}

const WOUND_PACK = `${SYSTEM_ID}.wound-tables`;

/**
 * The wound location tables in play, as rule options: the system pack's tables, replaced by the
 * world's own copy of any of them (a GM imports a system table and edits it).
 */
export async function woundLocationTables(): Promise<Tables> {
  const packed = (await game.packs?.get(WOUND_PACK)?.getDocuments()) ?? [];
  const tables: Partial<Record<Wound["type"], Partial<Record<Wound["severity"], Table>>>> = {};
  for (const table of [...packed, ...(game.tables ?? [])]) {
    if (!(table instanceof RollTable)) continue;
    const kind = kindOf(table);
    if (kind) (tables[kind.type] ??= {})[kind.severity] = locationTableOf(table);
  }
  return tables;
}
