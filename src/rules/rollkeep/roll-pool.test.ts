import { describe, expect, it } from "vitest";
import { fixedDice } from "../dice";
import { rollPool } from "./roll-pool";

describe("throwing a pool", () => {
  it("adds each explosion to the die that rolled the 10, before the next die: 10, 10, 3, 7 is a 23 and a 7 (D2)", () => {
    const roll = rollPool({ rolled: 2, kept: 1, flat: 0, explodes: true }, fixedDice([10, 10, 3, 7]));
    expect(roll.dice.map((d) => d.faces)).toEqual([[10, 10, 3], [7]]);
    expect(roll.dice.map((d) => d.value)).toEqual([23, 7]);
    expect(roll.keptDice).toEqual([0]);
    expect(roll.total).toBe(23);
  });

  it("chooses the dice to keep after the explosions, so an exploded die beats a 9", () => {
    const roll = rollPool({ rolled: 3, kept: 1, flat: 0, explodes: true }, fixedDice([9, 10, 1, 4]));
    expect(roll.dice.map((d) => d.value)).toEqual([9, 11, 4]);
    expect(roll.total).toBe(11);
  });

  it("never explodes a pool that does not (D3: unskilled)", () => {
    const roll = rollPool({ rolled: 2, kept: 2, flat: 0, explodes: false }, fixedDice([10, 3]));
    expect(roll.dice.map((d) => d.faces)).toEqual([[10], [3]]);
    expect(roll.total).toBe(13);
  });

  it("keeps the highest dice (D6), the first rolled on a tie, and marks them (D7)", () => {
    const roll = rollPool({ rolled: 4, kept: 2, flat: 0, explodes: true }, fixedDice([6, 8, 6, 2]));
    expect(roll.keptDice).toEqual([1, 0]);
    expect(roll.dice.map((d) => d.kept)).toEqual([true, true, false, false]);
    expect(roll.total).toBe(14);
  });

  it("keeps the lowest dice when the pool asks it (U5), after the explosions, the first rolled on a tie", () => {
    const roll = rollPool({ rolled: 4, kept: 2, flat: 1, explodes: true, keepLowest: true }, fixedDice([6, 10, 1, 6, 2]));
    expect(roll.dice.map((d) => d.value)).toEqual([6, 11, 6, 2]);
    expect(roll.keptDice).toEqual([3, 0]);
    expect(roll.dice.map((d) => d.kept)).toEqual([true, false, false, true]);
    expect(roll.total).toBe(2 + 6 + 1);
  });

  it("adds the flat part to the kept dice (D1)", () => {
    expect(rollPool({ rolled: 2, kept: 1, flat: 6, explodes: true }, fixedDice([4, 5])).total).toBe(11);
    expect(rollPool({ rolled: 2, kept: 1, flat: -3, explodes: true }, fixedDice([4, 5])).total).toBe(2);
  });

  it("totals only its flat part when no dice are left, drawing none (D5)", () => {
    expect(rollPool({ rolled: 0, kept: 0, flat: 4, explodes: true }, fixedDice([]))).toEqual({ dice: [], keptDice: [], total: 4 });
  });

  it("rolls and discards every die of a pool keeping none", () => {
    const roll = rollPool({ rolled: 2, kept: 0, flat: 1, explodes: true }, fixedDice([7, 2]));
    expect(roll.dice).toHaveLength(2);
    expect(roll.total).toBe(1);
  });
});
