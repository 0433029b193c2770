import { describe, expect, it } from "vitest";
import { DEFAULT_ROLLKEEP_OPTIONS, type RollkeepOptions } from "../options";
import { conditionsOf, CONDITION_TERMS } from "./conditions";
import { deprivationEffects } from "./deprivation";
import { endOfRoundRecovery, newRecovering, recoveryPool, recoveryTn } from "./recovery";

const fourth = DEFAULT_ROLLKEEP_OPTIONS;
const house: RollkeepOptions = { ...DEFAULT_ROLLKEEP_OPTIONS, variant: "house" };

describe("conditions", () => {
  it("names them in each book's terms, Defenseless in the house rules only (CO1–CO10)", () => {
    expect(CONDITION_TERMS.dazed).toEqual({ "4e": "dazed", house: "stun" });
    expect(CONDITION_TERMS.stunned.house).toBe("incapacitated");
    expect(conditionsOf("4e")).not.toContain("defenseless");
    expect(conditionsOf("house")).toContain("defenseless");
  });
});

describe("recovery at the end of the round (CO12)", () => {
  it("Dazed: Earth roll at TN 20, 5 lower after each failure (CO2)", () => {
    expect(recoveryPool(3)).toEqual({ rolled: 3, kept: 3, flat: 0 });
    let dazed = newRecovering("dazed");
    expect(recoveryTn(dazed, fourth)).toBe(20);
    dazed = endOfRoundRecovery(dazed, 1, 12, fourth)!;
    expect(recoveryTn(dazed, fourth)).toBe(15);
    dazed = endOfRoundRecovery(dazed, 2, 14, fourth)!;
    expect(recoveryTn(dazed, fourth)).toBe(10);
    expect(endOfRoundRecovery(dazed, 3, 10, fourth)).toBeNull();
  });

  it("Stun: 10 lower after a failure, again after each by default, once only by option (CO2)", () => {
    const twice = { ...newRecovering("dazed"), failures: 2 };
    expect(recoveryTn(twice, house)).toBe(0);
    expect(recoveryTn(twice, { ...house, stunRecoveryCumulative: false })).toBe(10);
  });

  it("Stunned/Incapacitated: TN 20; after a failure it ends by itself at the end of the next round (CO3)", () => {
    const failed = endOfRoundRecovery(newRecovering("stunned"), 1, 9, house)!;
    expect(failed.endsAfterRound).toBe(2);
    expect(recoveryTn(failed, house)).toBeNull();
    expect(endOfRoundRecovery(failed, 2, null, house)).toBeNull();
    expect(endOfRoundRecovery(newRecovering("stunned"), 1, 20, fourth)).toBeNull();
  });
});

describe("deprivation by the day", () => {
  const body = { stamina: 3, earth: 2 };

  it("4e Fasting: no Void from rest after a day, +5 TN from day 2 and +5 a day after, 2k1 a day after Stamina days (CO5)", () => {
    expect(deprivationEffects("fasting", 1, body, "4e")).toMatchObject({ tnPenalty: 0, noVoidFromRest: true, dailyDamage: null });
    expect(deprivationEffects("fasting", 3, body, "4e")).toMatchObject({ tnPenalty: 10, dailyDamage: { rolled: 2, kept: 1, flat: 0 } });
  });

  it("house Hunger: +5 TN a day from the first, 2k1 a day after Earth days (CO5)", () => {
    expect(deprivationEffects("fasting", 1, body, "house")).toMatchObject({ tnPenalty: 5, dailyDamage: null });
    expect(deprivationEffects("fasting", 2, body, "house").dailyDamage).not.toBeNull();
  });

  it("4e Fatigued: +5 TN a day; house Exhaustion: −5 to every test a day; Willpower TN 20 after Stamina days (CO6)", () => {
    expect(deprivationEffects("fatigued", 2, body, "4e")).toMatchObject({ tnPenalty: 10, totalPenalty: 0, stayAwakeTn: null });
    expect(deprivationEffects("fatigued", 3, body, "house")).toMatchObject({ tnPenalty: 0, totalPenalty: 15, stayAwakeTn: 20 });
  });
});
