import { describe, expect, it } from "vitest";
import { deriveCombatValues, NO_CONDITIONS } from "./derived";
import { DEFAULT_IC_OPTIONS } from "./options";
import { icOptionsFrom } from "./options-input";

const stats = { str: 60, dex: 40, agi: 25, res: 70, cha: 65, xp: 1000 };

describe("deriveCombatValues", () => {
  const plain = deriveCombatValues(stats, NO_CONDITIONS, { ...DEFAULT_IC_OPTIONS, fatigueLevelEffects: [] });

  it("derives the stat-based numbers: DEX 40 is +4 Accuracy, STR 60 a damage bonus of 4", () => {
    expect(plain).toMatchObject({
      initiativeBonus: 2,
      accuracy: 14,
      accuracyRollBonus: 4,
      dodgeBonus: 2,
      parryBonus: 4,
      staminaBonus: 7,
      chakraBonus: 6,
      strDamageBonus: 4,
      chaDamageBonus: 4,
      apCap: 12,
      movementPerIc: 0.5,
      genjutsuOffenseBonus: 2,
      genjutsuDefenseBonus: 5,
    });
  });

  it("adds +5 per Fatigue level to exhaustion rolls and subtracts running penalties and upkeep", () => {
    const tired = deriveCombatValues(stats, { ...NO_CONDITIONS, fatigue: { level: 2, staminaPenalty: 3, chakraPenalty: 1 }, upkeep: 2 });
    expect(tired.staminaBonus).toBe(7 + 10 - 3 - 2);
    expect(tired.chakraBonus).toBe(6 + 10 - 1 - 2);
    expect(tired.chakraBonusBeforePenalties).toBe(16);
  });

  it("keeps generic d20 bonuses off Accuracy but on defensive rolls", () => {
    const lucky = deriveCombatValues(stats, { ...NO_CONDITIONS, modifiers: [{ target: "d20", value: 2, source: "charm" }] });
    expect(lucky.accuracy).toBe(14);
    expect(lucky.dodgeBonus).toBe(plain.dodgeBonus + 2);
  });

  it("lets a d20-only penalty reach Accuracy rolls, but not one that also hits Accuracy", () => {
    const cursed = deriveCombatValues(stats, { ...NO_CONDITIONS, modifiers: [{ target: "d20", value: -2, source: "curse" }] }, { ...DEFAULT_IC_OPTIONS, fatigueLevelEffects: [] });
    expect(cursed.accuracyRollBonus).toBe(2);
    expect(cursed.accuracy).toBe(14);
    const both = deriveCombatValues(stats, { ...NO_CONDITIONS, modifiers: [{ target: "d20", value: -2, source: "smoke" }, { target: "accuracy", value: -3, source: "smoke" }] }, { ...DEFAULT_IC_OPTIONS, fatigueLevelEffects: [] });
    expect(both.accuracyRollBonus).toBe(1);
  });

  it("spares Parry the double jeopardy of a penalty to Accuracy and defence alike", () => {
    const fatigued = deriveCombatValues(stats, { ...NO_CONDITIONS, fatigue: { level: 2, staminaPenalty: 0, chakraPenalty: 0 } });
    // Fatigue 2 gives -2 Accuracy and -2 defence by default: Parry takes -2 once.
    expect(fatigued.parryBonus).toBe(plain.parryBonus - 2);
    const clumsy = deriveCombatValues(stats, { ...NO_CONDITIONS, modifiers: [{ target: "accuracy", value: -3, source: "sprain" }] }, { ...DEFAULT_IC_OPTIONS, fatigueLevelEffects: [] });
    expect(clumsy.parryBonus).toBe(plain.parryBonus - 3);
  });

  it("applies status penalties: Visibility and Immobility, Bleed on Stamina", () => {
    const blinded = deriveCombatValues(stats, { ...NO_CONDITIONS, statuses: [{ kind: "visibility", severity: 10, source: "smoke", appliedIc: 0, duration: null }, { kind: "bleed", severity: 5, source: "kunai", appliedIc: 0, duration: null }] }, { ...DEFAULT_IC_OPTIONS, fatigueLevelEffects: [] });
    expect(blinded.accuracy).toBe(4);
    expect(blinded.dodgeBonus).toBe(plain.dodgeBonus - 5);
    expect(blinded.staminaBonus).toBe(plain.staminaBonus - 2);
  });

  it("fills in missing options from the defaults", () => {
    const options = icOptionsFrom({ woundThresholds: { vitality: { minor: 5, major: 20, severe: 40, critical: 60 }, hp: DEFAULT_IC_OPTIONS.woundThresholds.hp } });
    expect(options.woundThresholds.vitality.minor).toBe(5);
    expect(options.apGrant).toBe(5);
  });
});

describe("GM-tunable options", () => {
  it("builds Fatigue level effects from one number per level", async () => {
    const { fatigueEffectsPerLevel } = await import("./options");
    const effects = fatigueEffectsPerLevel(-2);
    expect(effects[3]).toContainEqual({ target: "accuracy", value: -6, source: "fatigue" });
    expect(effects[0]).toEqual([]);
  });

  it("refuses wound thresholds that do not rise with severity", async () => {
    const { woundThresholdsProblem, DEFAULT_WOUND_THRESHOLDS } = await import("./options");
    expect(woundThresholdsProblem(DEFAULT_WOUND_THRESHOLDS)).toBeNull();
    expect(woundThresholdsProblem({ ...DEFAULT_WOUND_THRESHOLDS, hp: { minor: 20, major: 15, severe: 75, critical: 100 } })).toMatchObject({ code: "thresholdOrder", data: { pool: "hp", severity: "major", above: 20 } });
  });
});
