import { describe, expect, it } from "vitest";
import { refusalOf, worded } from "../../../tests/fixtures/refusals";
import { DEFAULT_ROLLKEEP_OPTIONS, rollkeepOptionsFrom } from "./options";

describe("rollkeep rule options", () => {
  it("fills every field left out with its default", () => {
    expect(rollkeepOptionsFrom(undefined)).toEqual(DEFAULT_ROLLKEEP_OPTIONS);
    expect(rollkeepOptionsFrom({ oddRolledDie: "flatBonus" })).toEqual({ ...DEFAULT_ROLLKEEP_OPTIONS, oddRolledDie: "flatBonus" });
  });

  it("ships the inventory's defaults: 4e, strict 2:1, +2 past ten kept, free raises outside the cap, +10 per retry", () => {
    expect(DEFAULT_ROLLKEEP_OPTIONS).toMatchObject({ variant: "4e", oddRolledDie: "discard", keptPastTen: "flatBonus", freeRaisesCountTowardCap: false, retryTnStep: 10, retryGrowth: "perRetry", contestRaises: "ownMargin", voidOnDamage: false });
  });

  it("ships the combat defaults of the inventory's ⚠ items", () => {
    expect(DEFAULT_ROLLKEEP_OPTIONS).toMatchObject({ armorStacking: "bestPiece", woundRankMultiplier: 2, houseVoidLimit: "onePerRound", attackSpeed4e: "complex", earthStanceRounding: "down", stanceVoidBonus: "flat", feintMargin: "raisedTn", feintRounding: "down", rangedInMeleePenalty: 10, dualWieldArmorTn: "insightRank", knockdownLossDamage: false });
    expect(rollkeepOptionsFrom({ variant: "house", woundRankMultiplier: 3 })).toEqual({ ...DEFAULT_ROLLKEEP_OPTIONS, variant: "house", woundRankMultiplier: 3 });
  });

  it.each([
    [{ variant: "5e" }, "variant", /one of 4e, house/],
    [{ oddRolledDie: 2 }, "oddRolledDie", /one of discard, flatBonus/],
    [{ keptPastTen: "keep" }, "keptPastTen", /one of/],
    [{ freeRaisesCountTowardCap: "yes" }, "freeRaisesCountTowardCap", /true or false/],
    [{ retryTnStep: 2.5 }, "retryTnStep", /whole number from 0 to 100/],
    [{ retryTnStep: -5 }, "retryTnStep", /whole number/],
    [{ retryGrowth: "double" }, "retryGrowth", /one of perRetry, once/],
    [{ contestRaises: null }, "contestRaises", /one of/],
    [{ voidOnDamage: 1 }, "voidOnDamage", /true or false/],
    [{ tenDice: 12 }, "tenDice", /not a rule option/],
    [{ woundRankMultiplier: 0 }, "woundRankMultiplier", /whole number from 1 to 10/],
    [{ armorStacking: "all" }, "armorStacking", /one of bestPiece, stack/],
    [{ feintRounding: "nearest" }, "feintRounding", /one of down, up/],
    [{ knockdownLossDamage: "no" }, "knockdownLossDamage", /true or false/],
    [[], "options", /mapping/],
  ])("refuses %o naming the field", (partial, field, problem) => {
    const refusal = refusalOf(() => rollkeepOptionsFrom(partial));
    expect(refusal.code).toBe("badOption");
    expect(refusal.data.field).toBe(field);
    expect(String(refusal.problem?.text)).toMatch(problem);
    expect(worded(refusal)).toContain(field);
  });
});
