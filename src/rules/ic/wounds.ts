import type { DiceSource } from "../dice";
import { DEFAULT_IC_OPTIONS, WOUND_SEVERITIES, type IcRuleOptions, type WoundLocationTable, type WoundLocationTables, type WoundSeverity, type WoundThresholds } from "./options";
import { withAdded } from "./append";

export type DamageType = "blunt" | "slashing" | "piercing" | "energy";

export const DAMAGE_TYPES: readonly DamageType[] = ["blunt", "slashing", "piercing", "energy"];
export type Side = "left" | "right" | null;

export interface Wound {
  severity: WoundSeverity;
  type: DamageType;
  location: string;
  side: Side;
  /** Which pool's threshold it crossed. */
  pool: "vitality" | "hp";
  /** What the wound does, as its location table's row says (empty on the built-in table). */
  effect?: string;
}

/** The worst severity whose threshold a percentage reaches, or null for no wound. */
export function woundSeverity(percent: number, thresholds: WoundThresholds): WoundSeverity | null {
  // Each threshold read by name, mildest first (WOUND_SEVERITIES' order): every hit asks, and a
  // look-up by a varying key is far slower than four named reads.
  let found: WoundSeverity | null = null;
  if (percent >= thresholds.minor) found = "minor";
  if (percent >= thresholds.major) found = "major";
  if (percent >= thresholds.severe) found = "severe";
  if (percent >= thresholds.critical) found = "critical";
  return found;
}

/** One category milder, never below Minor (multi-throws wound less). */
export function milder(severity: WoundSeverity): WoundSeverity {
  const index = WOUND_SEVERITIES.indexOf(severity);
  return WOUND_SEVERITIES[Math.max(0, index - 1)] as WoundSeverity;
}

export interface WoundCheckInput {
  /** Damage that actually reached each pool. */
  toVitality: number;
  toHp: number;
  /** Vitality left before the hit: Wounding extra spills into HP past it. */
  vitalityBefore: number;
  maxVitality: number;
  maxHp: number;
  /** +Wounding: percent then flat, used only to pick severities. */
  woundingPercent?: number;
  woundingFlat?: number;
  multiThrow?: boolean;
}

/**
 * Severities one source of damage inflicts. Each pool is checked against its own maximum and
 * thresholds, so a hit that empties Vitality and bites into HP can wound twice. +Wounding
 * inflates the amount compared (not the damage taken), spilling into HP the same way.
 */
export function woundSeverities(input: WoundCheckInput, options: Pick<IcRuleOptions, "woundThresholds"> = DEFAULT_IC_OPTIONS): { pool: "vitality" | "hp"; severity: WoundSeverity }[] {
  const result: { pool: "vitality" | "hp"; severity: WoundSeverity }[] = [];
  const fromVitality = woundSeverityIn("vitality", input, options);
  if (fromVitality) result.push({ pool: "vitality", severity: fromVitality });
  const fromHp = woundSeverityIn("hp", input, options);
  if (fromHp) result.push({ pool: "hp", severity: fromHp });
  return result;
}

/** The wound one source of damage inflicts through one pool's threshold (see woundSeverities), or null; Vitality's comes first. */
export function woundSeverityIn(pool: "vitality" | "hp", input: WoundCheckInput, options: Pick<IcRuleOptions, "woundThresholds"> = DEFAULT_IC_OPTIONS): WoundSeverity | null {
  const dealt = input.toVitality + input.toHp;
  const inflated = dealt * (1 + (input.woundingPercent ?? 0) / 100) + (input.woundingFlat ?? 0);
  const vitalityPart = Math.min(Math.max(0, input.vitalityBefore), inflated);
  return pool === "vitality"
    ? poolSeverity(vitalityPart, input.maxVitality, options.woundThresholds.vitality, input.multiThrow)
    : poolSeverity(inflated - vitalityPart, input.maxHp, options.woundThresholds.hp, input.multiThrow);
}

/**
 * The wound one pool's share of a hit inflicts, if any (a multi-throw's one milder). Damage dealt
 * with no +Wounding is compared as it fell: each pool's share as it is (see woundSeverityIn).
 */
export function poolSeverity(amount: number, max: number, thresholds: WoundThresholds, multiThrow: boolean | undefined): WoundSeverity | null {
  if (amount <= 0 || max <= 0) return null;
  const severity = woundSeverity((amount / max) * 100, thresholds);
  // Compared with what they may hold rather than tested for truth (a test for truth checks every falsy value): every hit asks.
  return multiThrow === true && severity !== null ? milder(severity) : severity;
}

/** One row of a location table: a d100 range and the body part it hits. */
export interface LocationRow {
  min: number;
  max: number;
  location: string;
  /** Arms and legs have sides: odd rolls hit the right, even the left. */
  limb: boolean;
  /** What a wound here does, when the table says. */
  effect?: string;
}

/**
 * The default d100 location table (the rules text lacks its per-type tables; GMs edit theirs
 * as RollTables). Every damage type and severity uses it unless the GM supplies another.
 */
export const DEFAULT_LOCATION_TABLE: readonly LocationRow[] = [
  { min: 1, max: 10, location: "head", limb: false },
  { min: 11, max: 35, location: "torso", limb: false },
  { min: 36, max: 45, location: "abdomen", limb: false },
  { min: 46, max: 70, location: "arm", limb: true },
  { min: 71, max: 100, location: "leg", limb: true },
];

/**
 * The row of a location table a roll falls in; a table with a gap there is refused. A loop, in
 * one function: a closure over the roll would be made on every wound, and a look-up apart from
 * the refusal was one more call on every wound.
 */
function rowRolled(table: readonly LocationRow[], roll: number): LocationRow {
  for (let i = 0; i < table.length; i++) {
    const row = table[i] as LocationRow;
    if (roll >= row.min && roll <= row.max) return row;
  }
  throw new RangeError(`No location for a d100 roll of ${roll}`);
}

/** The side a row's roll hits: arms and legs have sides (odd rolls the right, even the left), the rest none. */
function sideRolled(row: LocationRow, roll: number): Side {
  return row.limb ? (roll % 2 === 1 ? "right" : "left") : null;
}

/** Where a wound lands: the blocker's choice or a called shot wins; otherwise the d100 decides. */
export function woundLocation(d100: number, table: readonly LocationRow[] = DEFAULT_LOCATION_TABLE, chosen?: { location: string; side?: Side }): { location: string; side: Side } {
  if (chosen) return { location: chosen.location, side: chosen.side ?? null };
  const row = rowRolled(table, d100);
  return { location: row.location, side: sideRolled(row, d100) };
}

/**
 * The GM's table for a wound of this type and severity, if there is one. Read by name: a look-up
 * by the varying type and severity goes megamorphic, and every wound asks.
 */
function gmTableFor(tables: WoundLocationTables, type: DamageType, severity: WoundSeverity): WoundLocationTable | undefined {
  const byType = type === "blunt" ? tables.blunt : type === "slashing" ? tables.slashing : type === "piercing" ? tables.piercing : type === "energy" ? tables.energy : undefined;
  if (!byType) return undefined;
  return severity === "minor" ? byType.minor : severity === "major" ? byType.major : severity === "severe" ? byType.severe : severity === "critical" ? byType.critical : undefined;
}

/**
 * A wound of this type and severity, placed by a roll on the GM's table for that kind of wound
 * (its own die) or else the built-in d100 table. A blocker's choice or a called shot wins, with no roll.
 */
export function placeWound(hurt: Pick<Wound, "severity" | "type" | "pool">, dice: DiceSource, options: Pick<IcRuleOptions, "woundLocationTables">, chosen?: { location: string; side?: Side }): Wound {
  if (chosen) return { severity: hurt.severity, type: hurt.type, location: chosen.location, side: chosen.side ?? null, pool: hurt.pool };
  const table = gmTableFor(options.woundLocationTables, hurt.type, hurt.severity);
  const roll = dice.roll(table ? table.die : 100);
  // The row is found once, for its place and its effect, with no record of the place between.
  const row = rowRolled(table ? table.rows : DEFAULT_LOCATION_TABLE, roll);
  const wound: Wound = { severity: hurt.severity, type: hurt.type, location: row.location, side: sideRolled(row, roll), pool: hurt.pool };
  if (table && row.effect) wound.effect = row.effect;
  return wound;
}

/**
 * Adds a wound; a critical wound replaces every lesser wound at the same location (two criticals
 * can coexist). The list given is left as it was, unless `owned` says it is the caller's alone
 * (a fight settling in place: see ownedCombatant): then any other wound is pushed into it, and
 * it comes back, rather than a copy made for every wound.
 */
export function addWound(wounds: readonly Wound[], wound: Wound, owned?: boolean): Wound[] {
  if (wound.severity === "critical") return addCritical(wounds, wound);
  if (owned !== true) return withAdded(wounds, wound);
  // The cast: a list the caller owns is one of the engine's own, made to be written.
  const list = wounds as Wound[];
  list.push(wound);
  return list;
}

/** addWound for a critical wound; apart, so that adding any other makes no closure. */
function addCritical(wounds: readonly Wound[], wound: Wound): Wound[] {
  const sameSpot = (w: Wound) => w.location === wound.location && w.side === wound.side;
  return [...wounds.filter((w) => !sameSpot(w) || w.severity === "critical"), wound];
}

/** Wound type by source: unarmed is blunt; katon and raiton energy; doton and suiton blunt; fuuton slashing. */
export function elementDamageType(element: string): DamageType | null {
  switch (element) {
    case "katon":
    case "raiton":
      return "energy";
    case "doton":
    case "suiton":
      return "blunt";
    case "fuuton":
      return "slashing";
    default:
      return null;
  }
}

/**
 * Days a wound takes to heal by default. The rules text gives healing in each wound's own entry,
 * which it lacks; these are the system's defaults, which the table lets the GM change on each wound.
 */
export const DEFAULT_HEALING_DAYS: Readonly<Record<Wound["severity"], number>> = { minor: 3, major: 14, severe: 30, critical: 90 };
