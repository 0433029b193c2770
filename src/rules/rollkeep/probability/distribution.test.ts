import { describe, expect, it } from "vitest";
import { seededDice } from "../../dice";
import type { ThrowablePool } from "../pool";
import { rollPool } from "../roll-pool";
import { dieDistribution } from "./die-distribution";
import { chanceAtLeast, meanTotal, totalDistribution, type TotalDistribution } from "./distribution";
import { keptSumDistribution } from "./kept-sum";

function pool(rolled: number, kept: number, explodes = true, flat = 0): ThrowablePool {
  return { rolled, kept, flat, explodes };
}

function standardDeviation(distribution: TotalDistribution): number {
  const mean = meanTotal(distribution);
  const variance = distribution.chances.reduce((sum, chance, i) => sum + chance * (distribution.lowest + i - mean) ** 2, 0);
  return Math.sqrt(variance);
}

const KNOWN_MEANS: [ThrowablePool, number][] = [
  [pool(1, 1), 6.111],
  [pool(2, 1), 8.333],
  [pool(3, 2), 15.305],
  [pool(5, 2), 18.986],
  [pool(6, 3), 26.542],
  [pool(7, 5), 37.969],
  [pool(10, 5), 44.891],
  [pool(10, 10), 61.111],
  [pool(3, 2, false), 13.475],
  [pool(6, 3, false), 22.879],
];

const name = (p: ThrowablePool) => `${p.rolled}k${p.kept}${p.explodes ? "" : " unskilled"}`;

describe("the exact distribution of a pool's total (D10)", () => {
  it.each(KNOWN_MEANS.map(([p, mean]) => [name(p), p, mean] as const))("gives %s its known mean", (_, p, mean) => {
    expect(meanTotal(totalDistribution(p))).toBeCloseTo(mean, 3);
  });

  it("follows an exploding die exactly: never a multiple of ten, 11 to 19 at 1/100 each", () => {
    const die = totalDistribution(pool(1, 1));
    expect(chanceAtLeast(die, 10)).toBeCloseTo(0.1, 12);
    expect(chanceAtLeast(die, 11)).toBeCloseTo(0.1, 12);
    expect(chanceAtLeast(die, 12)).toBeCloseTo(0.09, 12);
    expect(die.chances[20]).toBe(0);
  });

  it("matches the highest of two plain d10s worked by hand: P(≥ 9) = 1 − 0.8²", () => {
    expect(chanceAtLeast(totalDistribution(pool(2, 1, false)), 9)).toBeCloseTo(0.36, 12);
  });

  it("shifts by the flat part and gives a pool keeping nothing its flat part for certain", () => {
    expect(meanTotal(totalDistribution(pool(3, 2, true, 5)))).toBeCloseTo(15.305 + 5, 3);
    expect(totalDistribution(pool(4, 0, true, 3))).toEqual({ lowest: 3, chances: [1] });
    expect(chanceAtLeast(totalDistribution(pool(0, 0, true, 3)), 3)).toBe(1);
  });

  it("refuses a pool the Ten Dice Rule would never produce", () => {
    expect(() => totalDistribution(pool(11, 2))).toThrow(RangeError);
    expect(() => totalDistribution(pool(3, 4))).toThrow(RangeError);
  });

  it("computes 10k10 from nothing well inside a dialog's budget", () => {
    const times = [0, 1, 2].map(() => {
      const start = performance.now();
      keptSumDistribution(10, 10, dieDistribution(true));
      return performance.now() - start;
    });
    expect(Math.min(...times)).toBeLessThan(50);
  });
});

describe("the exact engine against the roller (seeded Monte Carlo)", () => {
  const SAMPLES = 20_000;

  function sample(p: ThrowablePool, seed: number): number[] {
    const dice = seededDice(seed);
    return Array.from({ length: SAMPLES }, () => rollPool(p, dice).total);
  }

  it.each(KNOWN_MEANS.map(([p], i) => [name(p), p, i] as const))("lands within 4 standard errors of the exact mean for %s", (_, p, i) => {
    const exact = totalDistribution(p);
    const totals = sample(p, 1000 + i);
    const mean = totals.reduce((a, b) => a + b, 0) / SAMPLES;
    expect(Math.abs(mean - meanTotal(exact))).toBeLessThan((4 * standardDeviation(exact)) / Math.sqrt(SAMPLES));
  });

  it.each([
    [pool(6, 3), [15, 25, 35, 50]],
    [pool(3, 2, false), [10, 15, 18]],
    [pool(10, 5), [40, 50, 60]],
  ] as const)("agrees on P(total ≥ TN) with the roller (%o)", (p, tns) => {
    const exact = totalDistribution(p);
    const totals = sample(p, 77);
    for (const tn of tns) {
      const chance = chanceAtLeast(exact, tn);
      const seen = totals.filter((t) => t >= tn).length / SAMPLES;
      expect(Math.abs(seen - chance)).toBeLessThan(4 * Math.sqrt((chance * (1 - chance)) / SAMPLES) + 1e-9);
    }
  });
});
