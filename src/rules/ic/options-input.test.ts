import { describe, expect, it } from "vitest";
import { isRuleRefusal } from "../refusal";
import { icOptionsFrom } from "./options-input";
import { DEFAULT_IC_OPTIONS } from "./options";

function problemOf(partial: unknown): string {
  try {
    icOptionsFrom(partial);
  } catch (error) {
    if (isRuleRefusal(error)) return `${String(error.data.field)}: ${String(error.problem?.text)}`;
    throw error;
  }
  return "accepted";
}

describe("rule options from a scenario or a setting", () => {
  it("fills in the defaults for anything left out", () => {
    expect(icOptionsFrom(undefined)).toBe(DEFAULT_IC_OPTIONS);
    expect(icOptionsFrom({ apGrant: 3, woundThresholds: { hp: { minor: 10 } } })).toMatchObject({ apGrant: 3, apInterval: 20, woundThresholds: { hp: { minor: 10, major: 50 }, vitality: DEFAULT_IC_OPTIONS.woundThresholds.vitality } });
  });

  it("reads the world setting's one number as the same penalty per Fatigue level to every roll it names", () => {
    expect(icOptionsFrom({ fatiguePenaltyPerLevel: -2 }).fatigueLevelEffects[2]).toContainEqual({ target: "defense", value: -4, source: "fatigue" });
    expect(problemOf({ fatiguePenaltyPerLevel: 3 })).toMatch(/^fatiguePenaltyPerLevel:/);
  });

  it("refuses what is out of range or unknown, naming the field", () => {
    expect(problemOf({ apInterval: 0 })).toMatch(/^apInterval: must be a whole number from 1/);
    expect(problemOf({ apGrant: 1e300 })).toMatch(/^apGrant:/);
    expect(problemOf({ apGrant: "5" })).toMatch(/^apGrant:/);
    expect(problemOf({ woundThresholds: { hp: { minor: 60 } } })).toMatch(/^woundThresholds: hp major/);
    expect(problemOf({ toString: 1 })).toMatch(/^toString: is not a rule option/);
    expect(problemOf({ d20Targets: ["nonsense"] })).toMatch(/^d20Targets:/);
    expect(problemOf({ woundLocationTables: { blunt: { minor: { die: 10, rows: [{ min: 1, max: 11, location: "arm" }] } } } })).toMatch(/^woundLocationTables\.blunt\.minor\.rows\[0\]\.max:/);
    expect(problemOf([])).toMatch(/^options:/);
  });

  it("caps dice per roll and dice groups, 100 and 10 unless the GM says otherwise", () => {
    expect(icOptionsFrom({})).toMatchObject({ maxDicePerRoll: 100, maxDiceTerms: 10 });
    expect(icOptionsFrom({ maxDicePerRoll: 40, maxDiceTerms: 3 })).toMatchObject({ maxDicePerRoll: 40, maxDiceTerms: 3 });
    expect(problemOf({ maxDicePerRoll: 0 })).toMatch(/^maxDicePerRoll: must be a whole number from 1 to 1000\b/);
    expect(problemOf({ maxDicePerRoll: 1e300 })).toMatch(/^maxDicePerRoll:/);
    expect(problemOf({ maxDiceTerms: Number.NaN })).toMatch(/^maxDiceTerms: must be a whole number from 1 to 20\b/);
  });

  it("refuses a wound location table that leaves a face of its die on no row", () => {
    expect(problemOf({ woundLocationTables: { blunt: { minor: { die: 10, rows: [{ min: 1, max: 5, location: "arm" }, { min: 7, max: 10, location: "leg" }] } } } })).toBe("woundLocationTables.blunt.minor.rows: must cover every face of the d10: 6 is on no row");
  });
});
