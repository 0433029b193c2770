import { describe, expect, it } from "vitest";
import { fixedDice } from "../dice";
import { FRESH_FATIGUE } from "./derived";
import { advanceFatigue, effectiveCost, exhaustionOrder, resolveExhaustion, rest, rollExhaustion, upkeepFatigueLevel } from "./fatigue";
import { applyDamageToPools, isDead, isIncapacitated } from "./pools";
import { endOfBattle, recover } from "./recovery";
import { DEFAULT_IC_OPTIONS, WOUND_SEVERITIES } from "./options";
import { addWound, DAMAGE_TYPES, DEFAULT_LOCATION_TABLE, elementDamageType, milder, placeWound, woundLocation, woundSeverities, type Wound } from "./wounds";

describe("Vitality and HP", () => {
  it("takes damage from Vitality first, overflowing into HP", () => {
    const hit = applyDamageToPools({ value: 60, max: 600 }, { value: 200, max: 200 }, 100);
    expect(hit).toMatchObject({ toVitality: 60, toHp: 40, vitality: { value: 0 }, hp: { value: 160 } });
  });

  it("incapacitates at 0 HP and kills at -100% HP", () => {
    expect(isIncapacitated({ value: 0, max: 200 })).toBe(true);
    expect(isDead({ value: -199, max: 200 })).toBe(false);
    expect(isDead({ value: -200, max: 200 })).toBe(true);
  });
});

describe("wound severity (600 Vitality, 200 HP, a 100-damage hit)", () => {
  const base = { maxVitality: 600, maxHp: 200 };

  it("is one Minor wound when Vitality takes it all (16%)", () => {
    expect(woundSeverities({ ...base, toVitality: 100, toHp: 0, vitalityBefore: 600 })).toEqual([{ pool: "vitality", severity: "minor" }]);
  });

  it("is a Major wound when HP takes it all (50%)", () => {
    expect(woundSeverities({ ...base, toVitality: 0, toHp: 100, vitalityBefore: 0 })).toEqual([{ pool: "hp", severity: "major" }]);
  });

  it("is two Minor wounds when 60 Vitality remained (60 to Vitality, 40 to HP)", () => {
    expect(woundSeverities({ ...base, toVitality: 60, toHp: 40, vitalityBefore: 60 })).toEqual([
      { pool: "vitality", severity: "minor" },
      { pool: "hp", severity: "minor" },
    ]);
  });

  it("compares +Wounding damage against the thresholds without dealing it", () => {
    // 100 damage with +25% Wounding compares 125 (20.8%): still Minor at 600 Vitality; 60 with +100% compares 120.
    expect(woundSeverities({ ...base, toVitality: 100, toHp: 0, vitalityBefore: 600, woundingPercent: 25 })).toEqual([{ pool: "vitality", severity: "minor" }]);
    expect(woundSeverities({ ...base, toVitality: 150, toHp: 0, vitalityBefore: 600, woundingPercent: 100 })).toEqual([{ pool: "vitality", severity: "severe" }]);
  });

  it("spills Wounding extra into HP when Vitality runs out", () => {
    expect(woundSeverities({ ...base, toVitality: 60, toHp: 0, vitalityBefore: 60, woundingFlat: 40 })).toEqual([
      { pool: "vitality", severity: "minor" },
      { pool: "hp", severity: "minor" },
    ]);
  });

  it("is one category milder for multi-throws, never below Minor", () => {
    expect(woundSeverities({ ...base, toVitality: 0, toHp: 100, vitalityBefore: 0, multiThrow: true })).toEqual([{ pool: "hp", severity: "minor" }]);
    expect(milder("minor")).toBe("minor");
  });
});

describe("wound location", () => {
  it("puts odd limb rolls on the right and even on the left", () => {
    expect(woundLocation(47)).toEqual({ location: "arm", side: "right" });
    expect(woundLocation(72)).toEqual({ location: "leg", side: "left" });
    expect(woundLocation(5)).toEqual({ location: "head", side: null });
  });

  it("lets a blocker or a called shot choose", () => {
    expect(woundLocation(5, undefined, { location: "arm", side: "left" })).toEqual({ location: "arm", side: "left" });
  });

  it("lets a critical wound override lesser wounds at its location, but keeps other criticals", () => {
    const broken: Wound = { severity: "major", type: "blunt", location: "arm", side: "left", pool: "hp" };
    const other: Wound = { ...broken, side: "right" };
    const critical: Wound = { ...broken, severity: "critical" };
    expect(addWound([broken, broken, other], critical)).toEqual([other, critical]);
    expect(addWound([critical], critical)).toEqual([critical, critical]);
  });

  it("types ninjutsu wounds by element", () => {
    expect(elementDamageType("katon")).toBe("energy");
    expect(elementDamageType("suiton")).toBe("blunt");
    expect(elementDamageType("fuuton")).toBe("slashing");
  });

});

describe("fatigue: Sasuke against Naruto", () => {
  it("accumulates cost/5 penalties, then resets them and gains +5 on failing", () => {
    let fatigue = FRESH_FATIGUE;
    // Shishio Rendan (Stamina 15) three times at 1d20+7, then -3, then -6.
    for (const [face, penalty] of [[9, 0], [14, 3], [15, 6]] as const) {
      const r = resolveExhaustion("stamina", 15, 7 - penalty, fatigue, face);
      expect(r.passed).toBe(true);
      fatigue = r.fatigue;
    }
    expect(fatigue.staminaPenalty).toBe(9);
    // Grand Fireball (Chakra 16) at 1d20+6, Housenka (Chakra 14) at 1d20+6-3.
    fatigue = resolveExhaustion("chakra", 16, 6, fatigue, 12).fatigue;
    fatigue = resolveExhaustion("chakra", 14, 3, fatigue, 13).fatigue;
    expect(fatigue).toEqual({ level: 0, staminaPenalty: 9, chakraPenalty: 5 });
    // Chidori (Chakra 25) at 1d20+6-5 cannot pass.
    const chidori = resolveExhaustion("chakra", 25, 1, fatigue, 20);
    expect(chidori).toMatchObject({ passed: false, levelsGained: 1, fatigue: { level: 1, staminaPenalty: 0, chakraPenalty: 0 } });
    // Next Chidori: 1d20 + 6 + 5 (Fatigue 1) needs a 14.
    expect(resolveExhaustion("chakra", 25, 11, chidori.fatigue, 14).passed).toBe(true);
    expect(resolveExhaustion("chakra", 25, 11, chidori.fatigue, 13).passed).toBe(false);
  });

  it("adds a category per 15 points failed (a 12 against Stamina 45 is 3 categories)", () => {
    expect(resolveExhaustion("stamina", 45, 0, FRESH_FATIGUE, 12).levelsGained).toBe(3);
  });

  it("knocks you out past Fatigue 5 and cancels the technique two past it (Fatigue 4, failed by 32)", () => {
    const r = resolveExhaustion("stamina", 40, 0, { level: 4, staminaPenalty: 0, chakraPenalty: 0 }, 8);
    expect(r).toMatchObject({ levelsGained: 3, unconscious: true, techniqueFails: true, fatigue: { level: 5 } });
    const atFive = resolveExhaustion("stamina", 10, 0, { level: 5, staminaPenalty: 0, chakraPenalty: 0 }, 8);
    expect(atFive).toMatchObject({ unconscious: true, techniqueFails: false });
  });

  it("gives a failure's Fatigue as advanceFatigue does, a record with both running penalties cleared that a later failure leaves as it was", () => {
    const tired = { level: 2, staminaPenalty: 3, chakraPenalty: 1 };
    const failed = resolveExhaustion("chakra", 30, 0, tired, 2);
    expect(failed.fatigue).toEqual(advanceFatigue(tired, failed.levelsGained).fatigue);
    expect(failed.fatigue).toEqual({ level: 4, staminaPenalty: 0, chakraPenalty: 0 });
    resolveExhaustion("stamina", 30, 0, failed.fatigue, 1);
    expect(failed.fatigue).toEqual({ level: 4, staminaPenalty: 0, chakraPenalty: 0 });
  });

  it("leaves the same Fatigue record for the same state, and the right numbers for any state (shared or not)", () => {
    const tired = { level: 1, staminaPenalty: 2, chakraPenalty: 0 };
    const once = resolveExhaustion("stamina", 10, 20, tired, 10).fatigue;
    expect(once).toEqual({ level: 1, staminaPenalty: 4, chakraPenalty: 0 });
    expect(resolveExhaustion("stamina", 10, 20, { ...tired }, 12).fatigue).toBe(once);
    expect(resolveExhaustion("chakra", 15, 20, { level: 3, staminaPenalty: 40, chakraPenalty: 0.5 }, 10).fatigue).toEqual({ level: 3, staminaPenalty: 40, chakraPenalty: 3.5 });
    expect(resolveExhaustion("stamina", 10, 20, { level: 2, staminaPenalty: 31, chakraPenalty: 1 }, 10).fatigue).toEqual({ level: 2, staminaPenalty: 33, chakraPenalty: 1 });
  });

  it("never lowers a cost of 5 or more below 5", () => {
    expect(effectiveCost(8, 5)).toBe(5);
    expect(effectiveCost(4, 2)).toBe(2);
  });

  it("rolls Stamina first, then Chakra, each lowest to highest", () => {
    expect(exhaustionOrder([{ kind: "chakra", cost: 20 }, { kind: "stamina", cost: 10 }, { kind: "chakra", cost: 5 }, { kind: "stamina", cost: 0 }])).toEqual([
      { kind: "stamina", cost: 10 },
      { kind: "chakra", cost: 5 },
      { kind: "chakra", cost: 20 },
    ]);
  });

  it("rests 1 Stamina penalty away, never below 0", () => {
    expect(rest({ level: 1, staminaPenalty: 1, chakraPenalty: 4 })).toEqual({ level: 1, staminaPenalty: 0, chakraPenalty: 4 });
    expect(rest(FRESH_FATIGUE).staminaPenalty).toBe(0);
  });

  it("advances Fatigue when Upkeep exceeds the Chakra bonus (+18 against Upkeep 19)", () => {
    expect(upkeepFatigueLevel(0, 19, 18)).toBe(1);
    expect(upkeepFatigueLevel(0, 18, 18)).toBe(0);
    // The text's own numbers: +6 +2 without Fatigue, at Fatigue 2 (+10).
    expect(upkeepFatigueLevel(2, 19, 8)).toBe(3);
  });

  it("goes one past Fatigue 5 (unconscious) when Upkeep still outgrows the bonus there", () => {
    expect(upkeepFatigueLevel(5, 34, 8)).toBe(6);
    expect(upkeepFatigueLevel(3, 100, 8)).toBe(6);
  });

  it("rolls with injected dice", () => {
    expect(rollExhaustion("stamina", 5, 3, FRESH_FATIGUE, fixedDice([2])).passed).toBe(true);
  });
});

describe("recovery out of combat", () => {
  const state = { vitality: { value: 0, max: 400 }, hp: { value: 50, max: 100 }, fatigue: { level: 3, staminaPenalty: 2, chakraPenalty: 1 } };

  it("heals 10% Vitality per 10 minutes, 10% HP and a Fatigue level per hour", () => {
    expect(recover(state, 75)).toEqual({ vitality: { value: 280, max: 400 }, hp: { value: 60, max: 100 }, fatigue: { level: 2, staminaPenalty: 0, chakraPenalty: 0 } });
  });

  it("doubles with medical attention and halves when deprived", () => {
    expect(recover(state, 60, { medicalAttention: true }).hp.value).toBe(70);
    expect(recover(state, 60, { deprived: true }).hp.value).toBe(50);
  });
});

describe("the end of a battle", () => {
  it("resets both running penalties and keeps the Fatigue level", () => {
    expect(endOfBattle({ level: 3, staminaPenalty: 4, chakraPenalty: 2 })).toEqual({ level: 3, staminaPenalty: 0, chakraPenalty: 0 });
  });

  it("gives back the same Fatigue when there is nothing to reset, so nothing is written", () => {
    const rested = { level: 2, staminaPenalty: 0, chakraPenalty: 0 };
    expect(endOfBattle(rested)).toBe(rested);
  });
});

describe("placeWound", () => {
  it("rolls on the GM's table for exactly its type and severity, and on the built-in d100 table otherwise", () => {
    for (const type of DAMAGE_TYPES) {
      for (const severity of WOUND_SEVERITIES) {
        const tables = { [type]: { [severity]: { die: 6, rows: [{ min: 1, max: 6, location: "ear", limb: false, effect: "Ringing" }] } } };
        const options = { ...DEFAULT_IC_OPTIONS, woundLocationTables: tables };
        for (const otherType of DAMAGE_TYPES) {
          for (const otherSeverity of WOUND_SEVERITIES) {
            const sides: number[] = [];
            const dice = { roll: (sidesRolled: number) => (sides.push(sidesRolled), 3) };
            const wound = placeWound({ severity: otherSeverity, type: otherType, pool: "hp" }, dice, options);
            const own = otherType === type && otherSeverity === severity;
            expect(sides).toEqual([own ? 6 : 100]);
            // A roll of 3 on the built-in table is the head, which has no side.
            expect(wound).toEqual(own ? { severity, type, pool: "hp", location: "ear", side: null, effect: "Ringing" } : { severity: otherSeverity, type: otherType, pool: "hp", location: DEFAULT_LOCATION_TABLE[0]?.location, side: null });
          }
        }
      }
    }
  });
});
