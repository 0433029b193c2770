import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { seededDice } from "../dice";
import { DEFAULT_ROLLKEEP_OPTIONS, LEFTOVER_DIE_CHOICES } from "./options";
import { prepareRoll } from "./prepare-roll";
import { chanceAtLeast, totalDistribution } from "./probability/distribution";
import { ROLL_KINDS } from "./roll-kind";
import { rollPool } from "./roll-pool";
import { TEN_DICE, tenDiceRule } from "./ten-dice-rule";

const anyPool = fc.record({ rolled: fc.integer({ min: -20, max: 40 }), kept: fc.integer({ min: -20, max: 40 }), flat: fc.integer({ min: -50, max: 50 }) });
const anyLeftovers = fc.record({ oddRolledDie: fc.constantFrom(...LEFTOVER_DIE_CHOICES), keptPastTen: fc.constantFrom(...LEFTOVER_DIE_CHOICES) });
const throwable = fc
  .record({ rolled: fc.integer({ min: 0, max: TEN_DICE }), keep: fc.integer({ min: 0, max: TEN_DICE }), flat: fc.integer({ min: -20, max: 20 }), explodes: fc.boolean() })
  .map(({ rolled, keep, flat, explodes }) => ({ rolled, kept: Math.min(keep, rolled), flat, explodes }));

describe("properties of the dice core", () => {
  it("the Ten Dice Rule never rolls or keeps more than ten, never keeps more than it rolls, and never goes below zero", () => {
    fc.assert(
      fc.property(anyPool, anyLeftovers, (pool, leftovers) => {
        const after = tenDiceRule(pool, leftovers);
        expect(after.rolled).toBeLessThanOrEqual(TEN_DICE);
        expect(after.kept).toBeLessThanOrEqual(after.rolled);
        expect(after.kept).toBeGreaterThanOrEqual(0);
        expect(after.flat - pool.flat).toBe(after.bonus);
        expect(after.bonus).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it("a pool within the limits passes the Ten Dice Rule unchanged", () => {
    fc.assert(
      fc.property(throwable, ({ rolled, kept, flat }) => {
        expect(tenDiceRule({ rolled, kept, flat }, DEFAULT_ROLLKEEP_OPTIONS)).toMatchObject({ rolled, kept, flat, bonus: 0, discarded: 0 });
      }),
    );
  });

  it("a thrown pool keeps exactly min(kept, rolled) dice and totals at least its flat part plus one per kept die", () => {
    fc.assert(
      fc.property(throwable, fc.integer(), (pool, seed) => {
        const roll = rollPool(pool, seededDice(seed));
        expect(roll.keptDice).toHaveLength(pool.kept);
        expect(roll.dice).toHaveLength(pool.rolled);
        expect(roll.total).toBeGreaterThanOrEqual(pool.flat + pool.kept);
        const keptValues = roll.keptDice.map((i) => roll.dice[i]!.value);
        const droppedValues = roll.dice.filter((d) => !d.kept).map((d) => d.value);
        expect(Math.min(Infinity, ...keptValues)).toBeGreaterThanOrEqual(Math.max(-Infinity, ...droppedValues));
      }),
    );
  });

  it("a die explodes only when the pool does, and only on a 10", () => {
    fc.assert(
      fc.property(throwable, fc.integer(), (pool, seed) => {
        for (const die of rollPool(pool, seededDice(seed)).dice) {
          if (!pool.explodes) expect(die.faces).toHaveLength(1);
          expect(die.faces.slice(0, -1).every((face) => face === 10)).toBe(true);
          if (pool.explodes) expect(die.faces.at(-1)).not.toBe(10);
        }
      }),
    );
  });

  it("a roll's dice explode exactly when it is skilled (D3, R4)", () => {
    fc.assert(
      fc.property(fc.constantFrom(...ROLL_KINDS), fc.boolean(), anyPool, (kind, unskilled, pool) => {
        expect(prepareRoll({ kind, pool, unskilled }, DEFAULT_ROLLKEEP_OPTIONS).pool.explodes).toBe(!unskilled);
      }),
    );
  });

  it("every pool's distribution sums to 1, and P(total ≥ TN) never grows with the TN", () => {
    fc.assert(
      fc.property(throwable, fc.integer({ min: -30, max: 200 }), (pool, tn) => {
        const distribution = totalDistribution(pool);
        expect(Math.abs(distribution.chances.reduce((a, b) => a + b, 0) - 1)).toBeLessThan(1e-9);
        expect(chanceAtLeast(distribution, tn + 1)).toBeLessThanOrEqual(chanceAtLeast(distribution, tn));
        expect(chanceAtLeast(distribution, pool.flat + pool.kept)).toBeCloseTo(1, 9);
      }),
      { numRuns: 60 },
    );
  });
});
