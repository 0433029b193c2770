import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fixedDice } from "../dice";
import { KUNAI, SHURIKEN, damageStatFor, multiThrow, rollDamage } from "./damage";
import { aoeDodgePenalty, blockReduction, knockbackAfterDefense, partialSuccessFraction, resolveDefense, takeTheHit, willpowerReroll } from "./defense";
import { applyMitigation, effectiveDamageReduction } from "./mitigation";
import { blockingOn, damageReductionOf } from "./resolve/attack";
import { newCombatant } from "./combatant";

describe("partial success", () => {
  it("lets 20% through per point failed (14 vs 15 is 20%, 12 is 60%, 7 is all of it)", () => {
    expect(resolveDefense(15, 14)).toEqual({ outcome: "partial", failedBy: 1, damageFraction: 0.2 });
    expect(resolveDefense(15, 12).damageFraction).toBeCloseTo(0.6);
    expect(resolveDefense(15, 7)).toMatchObject({ outcome: "hit", damageFraction: 1 });
  });

  it("gives ties to the defender", () => {
    expect(resolveDefense(15, 15).outcome).toBe("miss");
  });

  it("is all or nothing for defenses that are not dodge-like", () => {
    expect(resolveDefense(15, 14, { partialSuccess: false })).toMatchObject({ outcome: "hit", damageFraction: 1 });
  });

  it("is between 0 and 1 (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: -30, max: 30 }), (n) => {
        expect(partialSuccessFraction(n)).toBeGreaterThanOrEqual(0);
        expect(partialSuccessFraction(n)).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe("defensive options", () => {
  it("penalises dodging an area you cannot outrun by 2 per yard short", () => {
    // AGI 25 moves 0.5 yd/IC: a Speed 8 blast covers 4 yards; radius 6 leaves you 2 short.
    expect(aoeDodgePenalty(8, 0.5, 6)).toBe(-4);
    expect(aoeDodgePenalty(8, 1, 6)).toBe(0);
  });

  it("blocks half of unarmed and ninjutsu damage, a quarter of weapon damage", () => {
    expect(blockReduction("unarmed")).toBe(0.5);
    expect(blockReduction("ninjutsu")).toBe(0.5);
    expect(blockReduction("weapon")).toBe(0.25);
  });

  it("shrinks knockback with partial success, except areas centred on their user", () => {
    const partial = resolveDefense(15, 13);
    expect(knockbackAfterDefense(10, partial)).toBe(4);
    expect(knockbackAfterDefense(10, partial, true)).toBe(10);
    expect(knockbackAfterDefense(10, resolveDefense(15, 16))).toBe(0);
  });

  it("splits Take the Hit damage: short by 2 is 60% to the protector and 40% to the ally", () => {
    const result = takeTheHit(15, 13);
    expect(result.protectorFraction).toBeCloseTo(0.6);
    expect(result.allyFraction).toBeCloseTo(0.4);
    expect(takeTheHit(15, 18)).toMatchObject({ protectorFraction: 1, allyFraction: 0, mayBlock: true, maxInterruptSpeed: 3 });
    expect(takeTheHit(15, 15).mayBlock).toBe(false);
  });

  it("adds 10 to a Willpower reroll under 11, and refuses exhaustion rolls", () => {
    expect(willpowerReroll(4, fixedDice([7]))).toBe(21);
    expect(willpowerReroll(4, fixedDice([15]))).toBe(19);
    expect(() => willpowerReroll(4, fixedDice([7]), "stamina")).toThrow(/Willpower/);
  });
});

describe("damage", () => {
  it("is base dice + damage bonus × Speed (Basic Unarmed, STR bonus 2, Speed 8)", () => {
    expect(rollDamage({ dice: "2d4", damageBonus: 2, damageSpeed: 8, finalSpeed: 8 }, fixedDice([3, 4])).total).toBe(23);
  });

  it("uses CHA for ninjutsu and STR otherwise", () => {
    expect(damageStatFor("ninjutsu")).toBe("cha");
    expect(damageStatFor("taijutsu")).toBe("str");
    expect(damageStatFor("weapon")).toBe("str");
  });

  it("lowers the Speed multiplier under Paralysis", () => {
    expect(rollDamage({ dice: "", damageBonus: 3, damageSpeed: 8, finalSpeed: 8, paralysis: 3 }, fixedDice([])).total).toBe(15);
  });

  it("applies damage-bonus percentages additively before multiplying", () => {
    // DB 4 × (1 + 25% + 33%) = 6.32, × Speed 10 = 63.
    expect(rollDamage({ dice: "", damageBonus: 4, damageSpeed: 10, finalSpeed: 10, damageBonusPercent: 58 }, fixedDice([])).bonusPart).toBe(63);
  });

  it("multi-throws six shuriken with STR 60 as 6d6 + 7×6 at Speed 6, Stamina 8", () => {
    const mt = multiThrow(SHURIKEN, 6, 60);
    expect(mt).toMatchObject({ speed: 6, stamina: 8, dice: "6d6", damageBonusIncrease: 3, accuracy: 2 });
    const roll = rollDamage({ dice: mt.dice, damageBonus: 4 + mt.damageBonusIncrease, damageSpeed: mt.speed, finalSpeed: mt.speed }, fixedDice([1, 1, 1, 1, 1, 1]));
    expect(roll.total).toBe(6 + 42);
  });

  it("limits multi-throws to 2..DEX/10 weapons, with Stamina 6 for 2-3 and Speed at least 5", () => {
    expect(multiThrow(KUNAI, 2, 40)).toMatchObject({ speed: 5, stamina: 6, dice: "4d6" });
    expect(multiThrow(KUNAI, 3, 40).stamina).toBe(6);
    expect(() => multiThrow(KUNAI, 5, 40)).toThrow(/at most 4/);
    expect(() => multiThrow(KUNAI, 1, 40)).toThrow(/at least 2/);
  });

  it("refuses to roll more dice than the options allow, before a die is thrown", () => {
    const roll = () => rollDamage({ dice: "30d6", damageBonus: 0, damageSpeed: 8, finalSpeed: 8 }, fixedDice([]), { maxDicePerRoll: 20, maxDiceTerms: 10 });
    expect(roll).toThrow(/30d6: 30 dice in one roll, more than the 20 the rule option maxDicePerRoll allows/);
  });
});

describe("mitigation order", () => {
  it("applies attacker changes, partial success, DR, block, then other reductions", () => {
    const result = applyMitigation({ damage: 100, attackerPercents: [10, -20], partialFraction: 0.6, damageReduction: 10, blockReduction: 0.5, otherReductionPercents: [10] });
    // 100 × 0.9 = 90 → × 0.6 = 54 → −10 = 44 → × 0.5 = 22 → × 0.9 = 19.8 → 19
    expect(result.steps.map((s) => Math.round(s.after * 10) / 10)).toEqual([90, 54, 44, 22, 19.8]);
    expect(result.damage).toBe(19);
  });

  it("stacks DR bypasses additively: two halves bypass all of it; flat first, then half", () => {
    expect(effectiveDamageReduction(10, 0, [0.5, 0.5])).toBe(0);
    expect(effectiveDamageReduction(20, 5, [0.5])).toBe(7.5);
  });

  it("reduces damage by DR (10 DR on 100 damage is 90)", () => {
    expect(applyMitigation({ damage: 100, damageReduction: 10 }).damage).toBe(90);
  });

  it("never goes negative nor above the boosted damage (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 200 }), fc.double({ min: 0, max: 1, noNaN: true }), fc.integer({ min: -50, max: 50 }), (damage, dr, fraction, pct) => {
        const result = applyMitigation({ damage, damageReduction: dr, partialFraction: fraction, attackerPercents: [pct] });
        expect(result.damage).toBeGreaterThanOrEqual(0);
        expect(result.damage).toBeLessThanOrEqual(Math.max(0, damage * (1 + pct / 100)));
      }),
    );
  });
});

describe("a defender's Damage Reduction", () => {
  const defender = (damageReduction: number, modifiers: { target: "damageReduction" | "accuracy"; value: number; source: string }[]) => ({ ...newCombatant({ id: "d", name: "D", stats: { str: 30, dex: 30, agi: 30, res: 30, cha: 30, xp: 0 } }), damageReduction, modifiers });

  it("is its own and what its uniques and clan abilities grant, added together", () => {
    expect(damageReductionOf(defender(0, []))).toBe(0);
    expect(damageReductionOf(defender(5, []))).toBe(5);
    expect(damageReductionOf(defender(0, [{ target: "damageReduction", value: 10, source: "iron-skin" }]))).toBe(10);
    expect(damageReductionOf(defender(5, [{ target: "damageReduction", value: 10, source: "iron-skin" }, { target: "accuracy", value: 3, source: "iron-skin" }, { target: "damageReduction", value: 2, source: "clan" }]))).toBe(17);
  });

  it("never goes below 0, whatever the modifiers take away", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.array(fc.integer({ min: -50, max: 50 }), { maxLength: 4 }), (base, values) => {
        const dr = damageReductionOf(defender(base, values.map((value, i) => ({ target: "damageReduction" as const, value, source: `s${i}` }))));
        expect(dr).toBe(Math.max(0, base + values.reduce((a, b) => a + b, 0)));
      }),
    );
  });
});

describe("the defence's readings", () => {
  it("resolveDefense with no `how` is the dodge-like defence, and partialSuccess false is all or nothing", () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 60 }), fc.integer({ min: -10, max: 60 }), (accuracy, roll) => {
        expect(resolveDefense(accuracy, roll)).toEqual(resolveDefense(accuracy, roll, { partialSuccess: true }));
        expect(resolveDefense(accuracy, roll, {})).toEqual(resolveDefense(accuracy, roll));
      }),
    );
    expect(resolveDefense(15, 14, { partialSuccess: false })).toMatchObject({ outcome: "hit", damageFraction: 1 });
  });

  it("blockingOn: only a running Block that lasts to the IC", () => {
    const c = newCombatant({ id: "a", name: "A", stats: { str: 10, dex: 10, agi: 10, res: 10, cha: 10, xp: 0 } });
    expect(blockingOn(c, 5)).toBe(false);
    c.ongoing = { name: "Block", role: "block", startedIc: 1, untilIc: 5 };
    expect(blockingOn(c, 5)).toBe(true);
    expect(blockingOn(c, 6)).toBe(false);
    c.ongoing = { name: "Seals", role: "handseals", startedIc: 1, untilIc: 9 };
    expect(blockingOn(c, 5)).toBe(false);
  });
});
