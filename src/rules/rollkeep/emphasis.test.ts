import { describe, expect, it } from "vitest";
import { fixedDice, seededDice } from "../dice";
import { DEFAULT_ROLLKEEP_OPTIONS, rollkeepOptionsFrom } from "./options";
import type { ThrowablePool } from "./pool";
import { prepareRoll } from "./prepare-roll";
import { dieDistribution } from "./probability/die-distribution";
import { chanceAtLeast, meanTotal, totalDistribution } from "./probability/distribution";
import { rollDie, rollPool } from "./roll-pool";

// D8: an emphasis rerolls each die's first face of 1, once, when the GM turns the option on.
const WITH_EMPHASIS = { ...DEFAULT_ROLLKEEP_OPTIONS, emphasisRerollsOnes: true };

describe("an emphasis rerolling 1s (D8)", () => {
  it("rolls a first face of 1 once more, keeps whatever that shows, and never rerolls a 1 after a ten", () => {
    expect(rollDie(fixedDice([1, 7]), true, true)).toEqual([7]);
    expect(rollDie(fixedDice([1, 1]), true, true)).toEqual([1]);
    expect(rollDie(fixedDice([1, 10, 4]), true, true)).toEqual([10, 4]);
    expect(rollDie(fixedDice([10, 1]), true, true)).toEqual([10, 1]);
    expect(rollDie(fixedDice([1]), true, false)).toEqual([1]);
  });

  it("rerolls die by die, each die's reroll before the next die starts", () => {
    const pool: ThrowablePool = { rolled: 3, kept: 2, flat: 0, explodes: true, rerollOnes: true };
    const thrown = rollPool(pool, fixedDice([1, 9, 4, 1, 1]));
    expect(thrown.dice.map((d) => d.value)).toEqual([9, 4, 1]);
    expect(thrown.total).toBe(13);
  });

  it("reaches the pool only for a roll under an emphasis, and only when the option is on", () => {
    const roll = { kind: "skill" as const, pool: { rolled: 5, kept: 3, flat: 0 }, emphasis: true };
    expect(prepareRoll(roll, WITH_EMPHASIS).pool.rerollOnes).toBe(true);
    expect(prepareRoll(roll, DEFAULT_ROLLKEEP_OPTIONS).pool.rerollOnes).toBeUndefined();
    expect(prepareRoll({ ...roll, emphasis: false }, WITH_EMPHASIS).pool.rerollOnes).toBeUndefined();
  });

  it("is off by default and refused as anything but true or false, naming the field", () => {
    expect(DEFAULT_ROLLKEEP_OPTIONS.emphasisRerollsOnes).toBe(false);
    expect(rollkeepOptionsFrom({ emphasisRerollsOnes: true }).emphasisRerollsOnes).toBe(true);
    expect(() => rollkeepOptionsFrom({ emphasisRerollsOnes: "yes" })).toThrow(/options\.emphasisRerollsOnes/);
  });

  it("gives one die the chances worked by hand: a 1 at 1/100, every other first face at 11/100", () => {
    const plain = dieDistribution(false, true);
    expect(plain[1]).toBeCloseTo(0.01, 15);
    for (let face = 2; face <= 10; face++) expect(plain[face]).toBeCloseTo(0.11, 15);
    // Exploding: 10 + r after one ten at 0.11 × 1/10; 20 + r after two at 0.11 × 1/100.
    const exploding = dieDistribution(true, true);
    expect(exploding[13]).toBeCloseTo(0.011, 15);
    expect(exploding[27]).toBeCloseTo(0.0011, 15);
    expect(exploding.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
  });

  it("has the means worked by hand: 5.95 unexploding, 6.6222 exploding (0.01 + 0.11 × 44 + 0.11 × (10 + 6.1111))", () => {
    const one = (explodes: boolean): ThrowablePool => ({ rolled: 1, kept: 1, flat: 0, explodes, rerollOnes: true });
    expect(meanTotal(totalDistribution(one(false)))).toBeCloseTo(5.95, 10);
    expect(meanTotal(totalDistribution(one(true)))).toBeCloseTo(0.01 + 0.11 * 44 + 0.11 * (10 + 61.111 / 10), 3);
    // The cache tells the emphasis apart from the same pool without it.
    expect(meanTotal(totalDistribution({ ...one(true), rerollOnes: false }))).toBeCloseTo(6.111, 3);
  });

  it.each([
    [3, 2],
    [6, 3],
    [10, 10],
  ])("agrees with a seeded run of %ik%i thrown with the emphasis, within 4 standard errors", (rolled, kept) => {
    const pool: ThrowablePool = { rolled, kept, flat: 0, explodes: true, rerollOnes: true };
    const exact = totalDistribution(pool);
    const mean = meanTotal(exact);
    const sd = Math.sqrt(exact.chances.reduce((sum, c, i) => sum + c * (i - mean) ** 2, 0));
    const samples = 20_000;
    const dice = seededDice(rolled * 100 + kept);
    let total = 0;
    let reached = 0;
    const tn = Math.round(mean);
    for (let i = 0; i < samples; i++) {
      const t = rollPool(pool, dice).total;
      total += t;
      if (t >= tn) reached++;
    }
    expect(Math.abs(total / samples - mean)).toBeLessThan((4 * sd) / Math.sqrt(samples));
    const chance = chanceAtLeast(exact, tn);
    expect(Math.abs(reached / samples - chance)).toBeLessThan(4 * Math.sqrt((chance * (1 - chance)) / samples));
    // And it is better than the same pool without the emphasis.
    expect(mean).toBeGreaterThan(meanTotal(totalDistribution({ ...pool, rerollOnes: false })));
  });
});
