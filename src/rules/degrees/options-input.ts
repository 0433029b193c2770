import { NOT_FLAG, NOT_MAPPING, oneOfProblem, unknownOptionProblem, wholeNumberProblem } from "../problems";
import { RuleRefusal, type Problem } from "../refusal";
import { DEFAULT_DEGREES_OPTIONS, type DegreesOptions } from "./options";
import { SIZE_CATEGORIES, type SizeCategory } from "./size";

/** Beyond this no option means anything: a HP threshold past it or a loss this big is a typo. */
const LIMIT = 1000;

function refuse(field: string, problem: Problem): never {
  throw new RuleRefusal("badOption", { field }, `options.${field}: ${problem.text}`, problem);
}

function record(value: unknown, field: string): Record<string, unknown> {
  if (value === null || typeof value !== "object" || Array.isArray(value)) refuse(field, NOT_MAPPING);
  // Checked just above to be a non-array object; its fields are read one by one below.
  return value as Record<string, unknown>;
}

function whole(value: unknown, field: string, min: number, max: number): number {
  if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) refuse(field, wholeNumberProblem(min, max));
  return value;
}

function yesNo(value: unknown, field: string): boolean {
  if (typeof value !== "boolean") refuse(field, NOT_FLAG);
  return value;
}

function oneOf<T extends string>(value: unknown, field: string, allowed: readonly T[]): T {
  const found = allowed.find((a) => a === value);
  if (found === undefined) refuse(field, oneOfProblem(allowed));
  return found;
}

function degreeFloors(value: unknown): DegreesOptions["degreeFloors"] {
  if (!Array.isArray(value) || value.length !== 4) refuse("degreeFloors", { code: "degreeFloorsList", text: "must list the smallest natural roll of degrees 1, 2, 3 and 4" });
  // A natural 2d8 is 2..16; degree 1 must leave room for a critical failure below it.
  const read = (i: number): number => whole(value[i], `degreeFloors[${i}]`, 3, 16);
  const floors: DegreesOptions["degreeFloors"] = [read(0), read(1), read(2), read(3)];
  floors.reduce((below, floor, i) => {
    if (floor <= below) refuse(`degreeFloors[${i}]`, { code: "degreeFloorsOrder", text: "each degree needs a higher natural roll than the one before" });
    return floor;
  });
  return floors;
}

function thresholds(value: unknown): DegreesOptions["thresholds"] {
  const o = record(value, "thresholds");
  const fallback = DEFAULT_DEGREES_OPTIONS.thresholds;
  const unconscious = o.unconscious === undefined ? fallback.unconscious : whole(o.unconscious, "thresholds.unconscious", -LIMIT, -1);
  const dying = o.dying === undefined ? fallback.dying : whole(o.dying, "thresholds.dying", -LIMIT, -1);
  const dead = o.dead === undefined ? fallback.dead : whole(o.dead, "thresholds.dead", -LIMIT, -1);
  // The table reads downwards: 0, then unconscious, then dying, then dead (M41).
  if (dying >= unconscious) refuse("thresholds.dying", { code: "dyingThreshold", data: { unconscious }, text: `must be below the unconscious threshold ${unconscious}` });
  if (dead >= dying) refuse("thresholds.dead", { code: "deadThreshold", data: { dying }, text: `must be below the dying threshold ${dying}` });
  return { unconscious, dying, dead };
}

/** The bounds of each size-table column (F2): past them a number is a typo; a reach is at least 1 m. */
const SIZE_COLUMN_BOUNDS: Readonly<Record<"sizeStrengthVigor" | "sizeReach" | "sizeStealth" | "sizeIntimidate" | "sizeMovement", readonly [number, number]>> = {
  sizeStrengthVigor: [-30, 30],
  sizeReach: [1, 100],
  sizeStealth: [-30, 30],
  sizeIntimidate: [-30, 30],
  sizeMovement: [-100, 100],
};

/** One column of the size table: a whole number for each size category, within the column's bounds (`sizeReach.vast`). */
function sizeColumn(value: unknown, field: keyof typeof SIZE_COLUMN_BOUNDS): Readonly<Record<SizeCategory, number>> {
  const o = record(value, field);
  const [min, max] = SIZE_COLUMN_BOUNDS[field];
  for (const key of Object.keys(o)) if (!(SIZE_CATEGORIES as readonly string[]).includes(key)) refuse(`${field}.${key}`, oneOfProblem(SIZE_CATEGORIES));
  const fallback = DEFAULT_DEGREES_OPTIONS[field];
  // Built over every category, so every key of the record is there.
  return Object.fromEntries(SIZE_CATEGORIES.map((size) => [size, o[size] === undefined ? fallback[size] : whole(o[size], `${field}.${size}`, min, max)])) as Record<SizeCategory, number>;
}

/**
 * The degrees rule options from a world setting or a scenario: defaults for anything left out,
 * a RuleRefusal `badOption` naming the field for anything else, so a bad value never reaches a rule.
 */
export function degreesOptionsFrom(partial: unknown): DegreesOptions {
  if (partial === undefined || partial === null) return DEFAULT_DEGREES_OPTIONS;
  const o = record(partial, "options");
  const d = DEFAULT_DEGREES_OPTIONS;
  for (const key of Object.keys(o)) if (!Object.hasOwn(d, key)) refuse(key, unknownOptionProblem(Object.keys(d)));
  const pick = <T>(key: keyof DegreesOptions, read: (v: unknown) => T, fallback: T): T => (o[key] === undefined ? fallback : read(o[key]));
  return {
    degreeFloors: pick("degreeFloors", degreeFloors, d.degreeFloors),
    dcTie: pick("dcTie", (v) => oneOf(v, "dcTie", ["meet", "beat"] as const), d.dcTie),
    contestedTie: pick("contestedTie", (v) => oneOf(v, "contestedTie", ["reroll", "attacker"] as const), d.contestedTie),
    maxTieRerolls: pick("maxTieRerolls", (v) => whole(v, "maxTieRerolls", 0, 100), d.maxTieRerolls),
    hpOverflow: pick("hpOverflow", (v) => oneOf(v, "hpOverflow", ["clamp", "subtract"] as const), d.hpOverflow),
    thresholds: pick("thresholds", thresholds, d.thresholds),
    dyingLoss: pick("dyingLoss", (v) => whole(v, "dyingLoss", 0, LIMIT), d.dyingLoss),
    bleedingLoss: pick("bleedingLoss", (v) => whole(v, "bleedingLoss", 0, LIMIT), d.bleedingLoss),
    penaltyCap: pick("penaltyCap", (v) => whole(v, "penaltyCap", 0, LIMIT), d.penaltyCap),
    fatiguedPenalty: pick("fatiguedPenalty", (v) => whole(v, "fatiguedPenalty", 0, 3), d.fatiguedPenalty),
    blindedPenalty: pick("blindedPenalty", (v) => whole(v, "blindedPenalty", 0, 3), d.blindedPenalty),
    partnerDivision: pick("partnerDivision", (v) => oneOf(v, "partnerDivision", ["base", "final"] as const), d.partnerDivision),
    partnerActionsCount: pick("partnerActionsCount", (v) => oneOf(v, "partnerActionsCount", ["announced", "used"] as const), d.partnerActionsCount),
    durationCount: pick("durationCount", (v) => oneOf(v, "durationCount", ["coming", "round"] as const), d.durationCount),
    tumbleDcBase: pick("tumbleDcBase", (v) => whole(v, "tumbleDcBase", 0, 30), d.tumbleDcBase),
    soldierPillTiming: pick("soldierPillTiming", (v) => oneOf(v, "soldierPillTiming", ["afterHour", "immediate"] as const), d.soldierPillTiming),
    suffocationDc: pick("suffocationDc", (v) => whole(v, "suffocationDc", 2, 40), d.suffocationDc),
    maneuverSizeDefence: pick("maneuverSizeDefence", (v) => oneOf(v, "maneuverSizeDefence", ["onePlusDifference", "perCategory"] as const), d.maneuverSizeDefence),
    fractionRounding: pick("fractionRounding", (v) => oneOf(v, "fractionRounding", ["up", "down"] as const), d.fractionRounding),
    hourlyHealing: pick("hourlyHealing", (v) => yesNo(v, "hourlyHealing"), d.hourlyHealing),
    delayLasts: pick("delayLasts", (v) => oneOf(v, "delayLasts", ["round", "battle"] as const), d.delayLasts),
    heldAtRoundEnd: pick("heldAtRoundEnd", (v) => yesNo(v, "heldAtRoundEnd"), d.heldAtRoundEnd),
    holdUpkeep: pick("holdUpkeep", (v) => oneOf(v, "holdUpkeep", ["turnStart", "byHand"] as const), d.holdUpkeep),
    elementalAdvantage: pick("elementalAdvantage", (v) => oneOf(v, "elementalAdvantage", ["fiveElements", "none"] as const), d.elementalAdvantage),
    elementalBonus: pick("elementalBonus", (v) => whole(v, "elementalBonus", 0, 20), d.elementalBonus),
    sizeStrengthVigor: pick("sizeStrengthVigor", (v) => sizeColumn(v, "sizeStrengthVigor"), d.sizeStrengthVigor),
    sizeReach: pick("sizeReach", (v) => sizeColumn(v, "sizeReach"), d.sizeReach),
    sizeStealth: pick("sizeStealth", (v) => sizeColumn(v, "sizeStealth"), d.sizeStealth),
    sizeIntimidate: pick("sizeIntimidate", (v) => sizeColumn(v, "sizeIntimidate"), d.sizeIntimidate),
    sizeMovement: pick("sizeMovement", (v) => sizeColumn(v, "sizeMovement"), d.sizeMovement),
    weaponHardness: pick("weaponHardness", (v) => yesNo(v, "weaponHardness"), d.weaponHardness),
  };
}
