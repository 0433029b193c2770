import { describe, expect, it } from "vitest";
import { refusalOf } from "../../../tests/fixtures/refusals";
import { fixedDice } from "../dice";
import { DEFAULT_ROLLKEEP_OPTIONS } from "./options";
import { prepareWrittenPool, rollkeepFormulaDice } from "./written-pool";

const options = DEFAULT_ROLLKEEP_OPTIONS;

describe("a pool typed into a formula", () => {
  it("goes through the Ten Dice Rule and the clamp like any other pool", () => {
    expect(prepareWrittenPool({ rolled: 12, kept: 4, explodes: true }, options).pool).toEqual({ rolled: 10, kept: 5, flat: 0, explodes: true });
    expect(prepareWrittenPool({ rolled: 15, kept: 9, explodes: true }, options).pool).toEqual({ rolled: 10, kept: 10, flat: 6, explodes: true });
    expect(prepareWrittenPool({ rolled: 3, kept: 5, explodes: false }, options)).toMatchObject({ pool: { rolled: 3, kept: 3 }, tenDice: { discarded: 2 } });
  });

  it("is refused past the numbers any roll could use, naming the field", () => {
    expect(refusalOf(() => prepareWrittenPool({ rolled: 1001, kept: 3, explodes: true }, options)).data).toMatchObject({ field: "rolled" });
  });

  it("rerolls 1s once under an emphasis only when the option says so (D8)", () => {
    expect(prepareWrittenPool({ rolled: 3, kept: 2, explodes: true, emphasis: true }, options).pool.rerollOnes).toBeUndefined();
    const pool = prepareWrittenPool({ rolled: 3, kept: 2, explodes: true, emphasis: true }, { ...options, emphasisRerollsOnes: true }).pool;
    expect(pool.rerollOnes).toBe(true);
    expect(rollkeepFormulaDice.roll(pool, fixedDice([1, 7, 4, 2])).total).toBe(11);
  });

  it("is thrown by the engine's rollPool, explosions on the same die", () => {
    const { pool } = rollkeepFormulaDice.prepare({ rolled: 2, kept: 1, explodes: true }, options);
    expect(rollkeepFormulaDice.roll(pool, fixedDice([10, 4, 7])).total).toBe(14);
  });
});
