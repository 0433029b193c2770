import type { Problem } from "../refusal";
import type { Modifier, ModifierTarget } from "./modifiers";
import type { DamageType, LocationRow } from "./wounds";

/** Severity of a wound, mildest first. */
export type WoundSeverity = "minor" | "major" | "severe" | "critical";
export const WOUND_SEVERITIES: readonly WoundSeverity[] = ["minor", "major", "severe", "critical"];

/** Percent of a pool's maximum one source must deal for each severity. */
export type WoundThresholds = Record<WoundSeverity, number>;

/** A GM's table of where one kind of wound lands: the die it rolls and its rows. */
export interface WoundLocationTable {
  die: number;
  rows: readonly LocationRow[];
}

export type WoundLocationTables = Readonly<Partial<Record<DamageType, Readonly<Partial<Record<WoundSeverity, WoundLocationTable>>>>>>;

/**
 * Everything the GM may tune, mostly the tables the rules text refers to but lacks.
 * Every rule function takes these as an argument; `DEFAULT_IC_OPTIONS` are the documented defaults.
 */
export interface IcRuleOptions {
  /** Wound thresholds, in percent of max Vitality and of max HP. */
  woundThresholds: { vitality: WoundThresholds; hp: WoundThresholds };
  /**
   * Effects of each Fatigue level beyond the +5 to Stamina and Chakra rolls the text fixes.
   * Index 0 is unused; the modifiers of level N apply once the character is at level N.
   */
  fatigueLevelEffects: Modifier[][];
  /** Which rolls a generic "d20 roll" bonus reaches (the text's list is missing). */
  d20Targets: ModifierTarget[];
  /** Action Points granted each time the count reaches a multiple of `apInterval`. */
  apGrant: number;
  apInterval: number;
  /**
   * Where wounds land, by damage type and severity (the text's per-type tables are missing; a
   * GM supplies their own). A kind of wound without a table lands on the built-in d100 table.
   */
  woundLocationTables: WoundLocationTables;
  /**
   * The most dice one roll may throw, counted after a multi-throw multiplies its weapon's dice
   * (six kunai roll 12d6). A bigger roll is refused (`tooManyDice`) before anything is paid.
   */
  maxDicePerRoll: number;
  /** The most dice groups (`NdM` terms) one roll may have. */
  maxDiceTerms: number;
}

/**
 * Fatigue level effects where each level adds `value` (a penalty when negative) to Accuracy,
 * defensive rolls and both genjutsu rolls: the shape of the default, with the GM's number.
 */
export function fatigueEffectsPerLevel(value: number): Modifier[][] {
  const levels: Modifier[][] = [[]];
  for (let level = 1; level <= 5; level++) {
    const v = value * level;
    levels.push([
      { target: "accuracy", value: v, source: "fatigue" },
      { target: "defense", value: v, source: "fatigue" },
      { target: "genjutsuOffense", value: v, source: "fatigue" },
      { target: "genjutsuDefense", value: v, source: "fatigue" },
    ]);
  }
  return levels;
}

export const DEFAULT_WOUND_THRESHOLDS: IcRuleOptions["woundThresholds"] = {
  // Fixed by the worked example: 10% and 16% of Vitality are Minor; 40 of 200 HP (which the text
  // calls 25% but is 20%) is Minor, and 50% of HP is Major.
  vitality: { minor: 10, major: 25, severe: 40, critical: 60 },
  hp: { minor: 20, major: 50, severe: 75, critical: 100 },
};

/**
 * The Fatigue penalty per level a world setting stores (`fatiguePenaltyPerLevel`): the text speaks of
 * an offensive and a defensive Fatigue penalty without giving them, so −1 per level each by default,
 * the GM's from −20 (a bound, not a policy) to 0.
 */
export const FATIGUE_PENALTY_PER_LEVEL = { default: -1, min: -20, max: 0 } as const;

export const DEFAULT_IC_OPTIONS: IcRuleOptions = {
  woundThresholds: DEFAULT_WOUND_THRESHOLDS,
  fatigueLevelEffects: fatigueEffectsPerLevel(FATIGUE_PENALTY_PER_LEVEL.default),
  d20Targets: ["dodge", "parry", "defense", "initiative", "genjutsuOffense", "genjutsuDefense", "skill", "awareness", "stealth"],
  apGrant: 5,
  apInterval: 20,
  woundLocationTables: {},
  // Generous for any technique in the rules text (the biggest volley, 10 kunai, throws 20d6),
  // small enough that a typo such as 1000d6 is refused rather than rolled.
  maxDicePerRoll: 100,
  maxDiceTerms: 10,
};

/** Why a set of wound thresholds cannot be used, or null: each severity needs more than the last. */
export function woundThresholdsProblem(thresholds: IcRuleOptions["woundThresholds"]): Problem | null {
  for (const pool of ["vitality", "hp"] as const) {
    let last = 0;
    for (const severity of WOUND_SEVERITIES) {
      const value = thresholds[pool][severity];
      if (!Number.isFinite(value) || value <= last) return { code: "thresholdOrder", data: { pool, severity, above: last }, text: `${pool} ${severity}: each severity needs a higher percentage than the one before (above ${last})` };
      last = value;
    }
  }
  return null;
}
