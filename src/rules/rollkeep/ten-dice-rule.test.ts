import { describe, expect, it } from "vitest";
import { DEFAULT_ROLLKEEP_OPTIONS, type RollkeepOptions } from "./options";
import { addToPool, type PoolSpec } from "./pool";
import { tenDiceRule } from "./ten-dice-rule";

const strict = DEFAULT_ROLLKEEP_OPTIONS;
const lenient: RollkeepOptions = { ...DEFAULT_ROLLKEEP_OPTIONS, oddRolledDie: "flatBonus" };

function after(rolled: number, kept: number, options: RollkeepOptions = strict, flat = 0): PoolSpec {
  const { rolled: r, kept: k, flat: f } = tenDiceRule({ rolled, kept, flat }, options);
  return { rolled: r, kept: k, flat: f };
}

describe("the Ten Dice Rule (D4)", () => {
  it("leaves a pool of ten dice or fewer alone", () => {
    expect(after(10, 4)).toEqual({ rolled: 10, kept: 4, flat: 0 });
    expect(after(6, 3, strict, 5)).toEqual({ rolled: 6, kept: 3, flat: 5 });
  });

  it("turns two extra rolled dice into one kept die: 12k4 is 10k5 (W1)", () => {
    expect(after(12, 4)).toEqual({ rolled: 10, kept: 5, flat: 0 });
  });

  it("stops converting at ten kept and makes each die left +2: 15k9 is 10k10 +6 (W2)", () => {
    expect(after(15, 9)).toEqual({ rolled: 10, kept: 10, flat: 6 });
  });

  it("converts as the players' tools expect: 11k4 → 10k4, 13k4 → 10k5, 14k4 → 10k6 (U2)", () => {
    expect(after(11, 4)).toEqual({ rolled: 10, kept: 4, flat: 0 });
    expect(after(13, 4)).toEqual({ rolled: 10, kept: 5, flat: 0 });
    expect(after(14, 4)).toEqual({ rolled: 10, kept: 6, flat: 0 });
  });

  it("throws the odd leftover rolled die away by default, or makes it +2 with oddRolledDie flatBonus (D4a)", () => {
    expect(tenDiceRule({ rolled: 13, kept: 4, flat: 0 }, strict)).toMatchObject({ kept: 5, bonus: 0, discarded: 1, convertedPairs: 1 });
    expect(after(11, 4, lenient)).toEqual({ rolled: 10, kept: 4, flat: 2 });
    expect(after(13, 4, lenient)).toEqual({ rolled: 10, kept: 5, flat: 2 });
  });

  it("makes every kept die past ten +2 by default, or throws them away with keptPastTen discard (D4b)", () => {
    expect(after(12, 12)).toEqual({ rolled: 10, kept: 10, flat: 8 });
    expect(after(12, 12, { ...strict, keptPastTen: "discard" })).toEqual({ rolled: 10, kept: 10, flat: 4 });
  });

  it("runs once on the sum of every modifier, not on each part (D4c)", () => {
    const skill = { rolled: 11, kept: 4, flat: 0 };
    const summedFirst = tenDiceRule(addToPool(skill, { rolled: 1 }), strict);
    expect(summedFirst).toMatchObject({ rolled: 10, kept: 5 });
    const piecemeal = tenDiceRule(addToPool(tenDiceRule(skill, strict), { rolled: 1 }), strict);
    expect(piecemeal).toMatchObject({ rolled: 10, kept: 4 });
  });
});

describe("kept never above rolled (D5)", () => {
  it("clamps kept to rolled after a dice penalty", () => {
    expect(after(3, 5)).toEqual({ rolled: 3, kept: 3, flat: 0 });
    expect(tenDiceRule(addToPool({ rolled: 6, kept: 3, flat: 0 }, { rolled: -3 }), strict)).toMatchObject({ rolled: 3, kept: 3 });
  });

  it("counts a negative side as no dice, keeping the flat part: −3k3 on 2k2 + 4 is 0k0 + 4", () => {
    expect(after(-1, -1, strict, 4)).toEqual({ rolled: 0, kept: 0, flat: 4 });
    expect(after(-1, 2)).toEqual({ rolled: 0, kept: 0, flat: 0 });
  });
});
