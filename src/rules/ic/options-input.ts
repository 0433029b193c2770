import { DICE_LIMITS } from "../dice";
import { NOT_LIST, NOT_MAPPING, oneOfProblem, unknownOptionProblem, wholeNumberProblem } from "../problems";
import { RuleRefusal, type Problem } from "../refusal";
import { MODIFIER_TARGETS, type Modifier, type ModifierTarget } from "./modifiers";
import { DEFAULT_IC_OPTIONS, FATIGUE_PENALTY_PER_LEVEL, fatigueEffectsPerLevel, WOUND_SEVERITIES, woundThresholdsProblem, type IcRuleOptions, type WoundLocationTable, type WoundSeverity, type WoundThresholds } from "./options";
import { DAMAGE_TYPES, type DamageType, type LocationRow } from "./wounds";

/** The largest whole number the options accept anywhere: beyond it the arithmetic stops being exact. */
const LIMIT = 1_000_000;

function refuse(field: string, problem: Problem): never {
  throw new RuleRefusal("badOption", { field }, `options.${field}: ${problem.text}`, problem);
}

function record(value: unknown, field: string): Record<string, unknown> {
  if (value === null || typeof value !== "object" || Array.isArray(value)) refuse(field, NOT_MAPPING);
  return value as Record<string, unknown>;
}

function whole(value: unknown, field: string, min: number, max = LIMIT): number {
  if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) refuse(field, wholeNumberProblem(min, max));
  return value;
}

function thresholds(value: unknown, field: string, fallback: WoundThresholds): WoundThresholds {
  if (value === undefined) return fallback;
  const o = record(value, field);
  const result = { ...fallback };
  for (const severity of WOUND_SEVERITIES) if (o[severity] !== undefined) result[severity] = whole(o[severity], `${field}.${severity}`, 1, 1000);
  return result;
}

function modifiers(value: unknown, field: string): Modifier[] {
  if (!Array.isArray(value)) refuse(field, NOT_LIST);
  return value.map((m, i) => {
    const o = record(m, `${field}[${i}]`);
    if (!MODIFIER_TARGETS.includes(o.target as ModifierTarget)) refuse(`${field}[${i}].target`, oneOfProblem(MODIFIER_TARGETS));
    return { target: o.target as ModifierTarget, value: whole(o.value, `${field}[${i}].value`, -LIMIT), source: typeof o.source === "string" ? o.source : "fatigue" };
  });
}

function locationTable(value: unknown, field: string): WoundLocationTable {
  const o = record(value, field);
  const die = whole(o.die, `${field}.die`, 1, 1000);
  if (!Array.isArray(o.rows) || o.rows.length === 0) refuse(`${field}.rows`, { code: "notRowList", text: "must be a list of rows" });
  const rows: LocationRow[] = o.rows.map((r, i) => {
    const row = record(r, `${field}.rows[${i}]`);
    const min = whole(row.min, `${field}.rows[${i}].min`, 1, die);
    const max = whole(row.max, `${field}.rows[${i}].max`, min, die);
    if (typeof row.location !== "string" || row.location === "") refuse(`${field}.rows[${i}].location`, { code: "emptyText", text: "must be a non-empty text" });
    return { min, max, location: row.location, limb: row.limb === true, ...(typeof row.effect === "string" && row.effect ? { effect: row.effect } : {}) };
  });
  // Every face of the die must land somewhere, or a wound rolled there would have no place.
  for (let face = 1; face <= die; face++) if (!rows.some((r) => face >= r.min && face <= r.max)) refuse(`${field}.rows`, { code: "faceOnNoRow", data: { die, face }, text: `must cover every face of the d${die}: ${face} is on no row` });
  return { die, rows };
}

/**
 * The IC rule options from what a scenario or a world setting holds: the defaults for anything
 * left out, and a RuleRefusal naming the field for anything out of range, so a bad file or
 * setting never turns into NaN or numbers past exact arithmetic.
 */
export function icOptionsFrom(partial: unknown): IcRuleOptions {
  if (partial === undefined || partial === null) return DEFAULT_IC_OPTIONS;
  const o = record(partial, "options");
  // `fatiguePenaltyPerLevel` is the one-number form a world setting stores (the same penalty to every roll per level).
  const known = new Set([...Object.keys(DEFAULT_IC_OPTIONS), "fatiguePenaltyPerLevel"]);
  for (const key of Object.keys(o)) if (!known.has(key)) refuse(key, unknownOptionProblem([...known]));
  const wt = o.woundThresholds === undefined ? undefined : record(o.woundThresholds, "woundThresholds");
  const woundThresholds = {
    vitality: thresholds(wt?.vitality, "woundThresholds.vitality", DEFAULT_IC_OPTIONS.woundThresholds.vitality),
    hp: thresholds(wt?.hp, "woundThresholds.hp", DEFAULT_IC_OPTIONS.woundThresholds.hp),
  };
  const problem = woundThresholdsProblem(woundThresholds);
  if (problem) refuse("woundThresholds", problem);
  let fatigueLevelEffects = DEFAULT_IC_OPTIONS.fatigueLevelEffects;
  if (o.fatiguePenaltyPerLevel !== undefined) fatigueLevelEffects = fatigueEffectsPerLevel(whole(o.fatiguePenaltyPerLevel, "fatiguePenaltyPerLevel", FATIGUE_PENALTY_PER_LEVEL.min, FATIGUE_PENALTY_PER_LEVEL.max));
  if (o.fatigueLevelEffects !== undefined) {
    if (!Array.isArray(o.fatigueLevelEffects) || o.fatigueLevelEffects.length !== 6) refuse("fatigueLevelEffects", { code: "fatigueLevels", text: "must list the effects of levels 0 to 5" });
    fatigueLevelEffects = o.fatigueLevelEffects.map((level, i) => modifiers(level, `fatigueLevelEffects[${i}]`));
  }
  let d20Targets = DEFAULT_IC_OPTIONS.d20Targets;
  if (o.d20Targets !== undefined) {
    if (!Array.isArray(o.d20Targets) || o.d20Targets.some((t) => !MODIFIER_TARGETS.includes(t as ModifierTarget))) refuse("d20Targets", { code: "notListOf", data: { choices: MODIFIER_TARGETS.join(", ") }, text: `must be a list of ${MODIFIER_TARGETS.join(", ")}` });
    d20Targets = o.d20Targets as ModifierTarget[];
  }
  const tables: Record<string, Record<string, WoundLocationTable>> = {};
  if (o.woundLocationTables !== undefined) {
    for (const [type, bySeverity] of Object.entries(record(o.woundLocationTables, "woundLocationTables"))) {
      if (!DAMAGE_TYPES.includes(type as DamageType)) refuse(`woundLocationTables.${type}`, oneOfProblem(DAMAGE_TYPES));
      tables[type] = {};
      for (const [severity, table] of Object.entries(record(bySeverity, `woundLocationTables.${type}`))) {
        if (!WOUND_SEVERITIES.includes(severity as WoundSeverity)) refuse(`woundLocationTables.${type}.${severity}`, oneOfProblem(WOUND_SEVERITIES));
        (tables[type] as Record<string, WoundLocationTable>)[severity] = locationTable(table, `woundLocationTables.${type}.${severity}`);
      }
    }
  }
  return {
    woundThresholds,
    fatigueLevelEffects,
    d20Targets,
    apGrant: o.apGrant === undefined ? DEFAULT_IC_OPTIONS.apGrant : whole(o.apGrant, "apGrant", 0, 100),
    apInterval: o.apInterval === undefined ? DEFAULT_IC_OPTIONS.apInterval : whole(o.apInterval, "apInterval", 1, 1000),
    woundLocationTables: tables,
    maxDicePerRoll: o.maxDicePerRoll === undefined ? DEFAULT_IC_OPTIONS.maxDicePerRoll : whole(o.maxDicePerRoll, "maxDicePerRoll", 1, DICE_LIMITS.count),
    maxDiceTerms: o.maxDiceTerms === undefined ? DEFAULT_IC_OPTIONS.maxDiceTerms : whole(o.maxDiceTerms, "maxDiceTerms", 1, DICE_LIMITS.terms),
  };
}
