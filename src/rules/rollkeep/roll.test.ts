import { describe, expect, it } from "vitest";
import { refusalOf, worded } from "../../../tests/fixtures/refusals";
import { fixedDice } from "../dice";
import { DEFAULT_ROLLKEEP_OPTIONS, type RollkeepOptions } from "./options";
import { prepareRoll, type RollkeepRollInput } from "./prepare-roll";
import { chanceOfSuccess, rollkeepRoll } from "./roll";

const options = DEFAULT_ROLLKEEP_OPTIONS;
const house: RollkeepOptions = { ...DEFAULT_ROLLKEEP_OPTIONS, variant: "house" };
const kenjutsu: RollkeepRollInput = { kind: "attack", pool: { rolled: 6, kept: 3, flat: 0 }, voidRing: 2 };

function raises(raisesCalled: number, freeRaises = 0, freeRaisesOnTn = 0) {
  return { raisesCalled, freeRaises, freeRaisesOnTn };
}

describe("a roll against a TN", () => {
  it("succeeds when the total reaches the TN, with the margin (R1)", () => {
    const roll = rollkeepRoll({ ...kenjutsu, tn: { base: 20 } }, options, fixedDice([7, 2, 9, 4, 3, 1]));
    expect(roll.total).toBe(20);
    expect(roll).toMatchObject({ success: true, margin: 0 });
    expect(rollkeepRoll({ ...kenjutsu, tn: { base: 21 } }, options, fixedDice([7, 2, 9, 4, 3, 1]))).toMatchObject({ success: false, margin: -1 });
  });

  it("adds 5 to the TN per raise called, and failing the raised TN fails the roll (R7)", () => {
    const roll = rollkeepRoll({ ...kenjutsu, tn: { base: 20 }, raises: raises(1) }, options, fixedDice([7, 2, 9, 4, 3, 1]));
    expect(roll.tn).toMatchObject({ raises: 5, effective: 25 });
    expect(roll).toMatchObject({ success: false, raisesCounted: 1 });
  });

  it("refuses more raises than the Void Ring (R8)", () => {
    const refusal = refusalOf(() => prepareRoll({ ...kenjutsu, tn: { base: 15 }, raises: raises(3) }, options));
    expect(refusal.code).toBe("badRoll");
    expect(refusal.data).toMatchObject({ field: "raisesCalled" });
    expect(String(refusal.problem?.text)).toMatch(/Void Ring of 2/);
    expect(worded(refusal)).toMatch(/^This roll cannot be made \(raisesCalled\): .*Void Ring of 2/);
  });

  it("counts free raises as raises without raising the TN, outside the cap by default, or lowers the TN with them (R9)", () => {
    const prepared = prepareRoll({ ...kenjutsu, tn: { base: 15 }, raises: raises(2, 1, 1) }, options);
    expect(prepared.raisesCounted).toBe(3);
    expect(prepared.tn).toMatchObject({ raises: 10, freeRaises: -5, effective: 20 });
    const counted = { ...options, freeRaisesCountTowardCap: true };
    expect(refusalOf(() => prepareRoll({ ...kenjutsu, tn: { base: 15 }, raises: raises(2, 1) }, counted)).data.field).toBe("raisesCalled");
  });

  it("allows no raise of any kind on an unskilled roll, which never explodes (R4, D3)", () => {
    const unskilled: RollkeepRollInput = { kind: "skill", pool: { rolled: 3, kept: 3, flat: 0 }, unskilled: true, voidRing: 3, tn: { base: 15 } };
    expect(refusalOf(() => prepareRoll({ ...unskilled, raises: raises(0, 1) }, options)).data.field).toBe("raisesCalled");
    expect(refusalOf(() => prepareRoll({ ...unskilled, raises: raises(1) }, options)).data.field).toBe("raisesCalled");
    expect(rollkeepRoll(unskilled, options, fixedDice([10, 10, 2])).total).toBe(22);
  });

  it("adds 10 to the TN per retry by default, or 10 once (R10), and never retries an attack", () => {
    expect(prepareRoll({ kind: "skill", pool: { rolled: 4, kept: 2, flat: 0 }, tn: { base: 15, retries: 2 } }, options).tn?.effective).toBe(35);
    expect(prepareRoll({ kind: "skill", pool: { rolled: 4, kept: 2, flat: 0 }, tn: { base: 15, retries: 2 } }, { ...options, retryGrowth: "once" }).tn?.effective).toBe(25);
    expect(refusalOf(() => prepareRoll({ ...kenjutsu, tn: { base: 15, retries: 1 } }, options)).data.field).toBe("tn.retries");
  });

  it("raises the TN by the worse of wind and weather, never both (R15)", () => {
    const bow: RollkeepRollInput = { kind: "attack", pool: { rolled: 5, kept: 3, flat: 0 } };
    expect(prepareRoll({ ...bow, tn: { base: 15, wind: "gusts", weather: "rain" } }, options).tn?.weather).toBe(5);
    expect(prepareRoll({ ...bow, tn: { base: 15, wind: "storm", weather: "showers" } }, options).tn?.effective).toBe(25);
    expect(prepareRoll({ ...bow, tn: { base: 15, wind: "breeze", weather: "hurricane" } }, options).tn?.weather).toBe(20);
    expect(refusalOf(() => prepareRoll({ ...bow, tn: { base: 15, weather: "fog" as "rain" } }, options)).data.field).toBe("tn.weather");
  });

  it("takes a difficult-terrain penalty off a physical roll's total (R17)", () => {
    expect(prepareRoll({ kind: "trait", pool: { rolled: 3, kept: 3, flat: 0 }, difficultTerrain: 10 }, options).pool.flat).toBe(-10);
  });

  it("refuses a free raise spent on the TN of a roll with no TN", () => {
    expect(refusalOf(() => prepareRoll({ ...kenjutsu, raises: raises(0, 0, 1) }, options)).data.field).toBe("freeRaisesOnTn");
  });
});

describe("wound penalties (R16)", () => {
  const hurt = { woundPenalty: 10 };

  it("in 4e add to the TN of every roll that has one, and leave TN-less rolls alone", () => {
    const attack = prepareRoll({ ...kenjutsu, ...hurt, tn: { base: 20 } }, options);
    expect(attack.tn).toMatchObject({ wounds: 10, effective: 30 });
    expect(attack.pool.flat).toBe(0);
    expect(prepareRoll({ ...kenjutsu, ...hurt }, options).pool.flat).toBe(0);
  });

  it("in the house rules come off the total of tests and contests, sparing damage and initiative", () => {
    expect(prepareRoll({ ...kenjutsu, ...hurt, tn: { base: 20 } }, house)).toMatchObject({ tn: { effective: 20 }, pool: { flat: -10 } });
    expect(prepareRoll({ ...kenjutsu, ...hurt }, house).pool.flat).toBe(-10);
    expect(prepareRoll({ kind: "damage", pool: { rolled: 6, kept: 2, flat: 0 }, ...hurt }, house).pool.flat).toBe(0);
    expect(prepareRoll({ kind: "initiative", pool: { rolled: 5, kept: 3, flat: 0 }, ...hurt }, house).pool.flat).toBe(0);
  });
});

describe("void spends on a roll", () => {
  const unskilled: RollkeepRollInput = { kind: "skill", pool: { rolled: 3, kept: 3, flat: 0 }, unskilled: true, voidRing: 2, tn: { base: 15 } };

  it("lift an unskilled skill to rank 1: +1k0, the tens explode and raises are allowed (V4)", () => {
    const prepared = prepareRoll({ ...unskilled, voidSpends: { strive: true }, raises: raises(1) }, options);
    expect(prepared.pool).toEqual({ rolled: 4, kept: 3, flat: 0, explodes: true });
    expect(prepared.unskilled).toBe(false);
  });

  it("keep the ban on raises after Strive when the option striveLiftsRaises is off (V4): the dice still explode", () => {
    const strict = { ...options, striveLiftsRaises: false };
    expect(refusalOf(() => prepareRoll({ ...unskilled, voidSpends: { strive: true }, raises: raises(1) }, strict)).data.field).toBe("raisesCalled");
    expect(prepareRoll({ ...unskilled, voidSpends: { strive: true } }, strict)).toMatchObject({ pool: { explodes: true }, unskilled: true });
  });

  it("refuse Strive on dice that already explode, and in 4e on anything but an unskilled roll", () => {
    expect(refusalOf(() => prepareRoll({ ...kenjutsu, voidSpends: { strive: true } }, options)).data.field).toBe("strive");
    const mookDamage: RollkeepRollInput = { kind: "damage", pool: { rolled: 5, kept: 2, flat: 0 }, neverExplodes: true, voidSpends: { strive: true } };
    expect(refusalOf(() => prepareRoll(mookDamage, options)).data.field).toBe("strive");
    expect(prepareRoll(mookDamage, house).pool).toEqual({ rolled: 6, kept: 2, flat: 0, explodes: true });
  });

  it("add +1k1 to a test, summed before the Ten Dice Rule (V3, D4c)", () => {
    // 11k4 + 1k1 is 12k5, so 10k6; the rule run on 11k4 first would give 10k4 and then 11k5, so 10k5.
    expect(prepareRoll({ kind: "skill", pool: { rolled: 11, kept: 4, flat: 0 }, voidSpends: { voidBoost: true } }, options).pool).toMatchObject({ rolled: 10, kept: 6 });
  });

  it("add nothing to damage unless voidOnDamage allows it (W10), and never to initiative", () => {
    const damage: RollkeepRollInput = { kind: "damage", pool: { rolled: 7, kept: 2, flat: 6 }, voidSpends: { voidBoost: true } };
    expect(refusalOf(() => prepareRoll(damage, options)).data.field).toBe("voidBoost");
    expect(prepareRoll(damage, { ...options, voidOnDamage: true }).pool).toMatchObject({ rolled: 8, kept: 3, flat: 6 });
    expect(refusalOf(() => prepareRoll({ kind: "initiative", pool: { rolled: 5, kept: 3, flat: 0 }, voidSpends: { voidBoost: true } }, options)).data.field).toBe("voidBoost");
  });

  it("in the house rules Boost only dice that can explode, so an unskilled roll Strives first (V5)", () => {
    expect(refusalOf(() => prepareRoll({ ...unskilled, voidSpends: { voidBoost: true } }, house)).data.field).toBe("voidBoost");
    expect(prepareRoll({ ...unskilled, voidSpends: { voidBoost: true } }, options).pool).toMatchObject({ rolled: 4, kept: 4, explodes: false });
    expect(prepareRoll({ ...unskilled, voidSpends: { voidBoost: true, strive: true } }, house).pool).toMatchObject({ rolled: 5, kept: 4, explodes: true });
  });
});

describe("the chance of success a dialog shows", () => {
  it("is the exact chance of reaching the raised TN, lower with each raise", () => {
    const none = chanceOfSuccess(prepareRoll({ ...kenjutsu, tn: { base: 20 } }, options));
    const one = chanceOfSuccess(prepareRoll({ ...kenjutsu, tn: { base: 20 }, raises: raises(1) }, options));
    expect(none).toBeGreaterThan(one ?? 1);
    expect(chanceOfSuccess(prepareRoll({ kind: "trait", pool: { rolled: 1, kept: 1, flat: 0 }, tn: { base: 12 } }, options))).toBeCloseTo(0.09, 12);
    expect(chanceOfSuccess(prepareRoll(kenjutsu, options))).toBeNull();
  });
});
