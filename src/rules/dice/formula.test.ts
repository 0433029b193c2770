import { describe, expect, it } from "vitest";
import { refusalOf, worded } from "../../../tests/fixtures/refusals";
import { fixedDice } from "./dice-source";
import { checkDiceBounds, DICE_LIMITS, parseDiceFormula, rollDiceFormula, scaleDice } from "./formula";

describe("parsing a dice formula", () => {
  it("reads dice groups and a flat part", () => {
    expect(parseDiceFormula("2d4 + 3")).toEqual({ groups: [{ count: 2, faces: 4 }], flat: 3 });
    expect(parseDiceFormula("d10-1")).toEqual({ groups: [{ count: 1, faces: 10 }], flat: -1 });
    expect(parseDiceFormula("")).toEqual({ groups: [], flat: 0 });
  });

  it("refuses a die of no faces, a group of no dice and what is not a formula, with the text and a wording", () => {
    for (const [text, problem] of [
      ["1d0", /at least one face/],
      ["0d6", /at least one die/],
      ["2d4+", /expected e\.g\. 2d4 \+ 3/],
      ["lots of d", /expected/],
      ["3 - 1d6", /subtracts dice/],
    ] as const) {
      const refusal = refusalOf(() => parseDiceFormula(text));
      expect(refusal.code).toBe("badDice");
      expect(refusal.data.formula).toBe(text);
      expect(String(refusal.problem?.text)).toMatch(problem);
      expect(refusal.message).toMatch(/is not a dice formula/);
      expect(worded(refusal)).toContain(text);
    }
  });

  it("refuses numbers no roll could use: huge groups, dice of too many faces, too many terms, flats past exact sums", () => {
    expect(refusalOf(() => parseDiceFormula(`${DICE_LIMITS.count + 1}d6`)).problem?.text).toMatch(/at most 1000 dice/);
    expect(refusalOf(() => parseDiceFormula("99999999999999999999d6")).code).toBe("badDice");
    expect(refusalOf(() => parseDiceFormula("1d100000")).problem?.text).toMatch(/faces/);
    expect(refusalOf(() => parseDiceFormula(Array.from({ length: 21 }, () => "1d4").join("+"))).problem?.text).toMatch(/21 terms/);
    expect(refusalOf(() => parseDiceFormula("1d4 + 9999 + 9999")).problem?.text).toMatch(/add up past/);
    expect(refusalOf(() => parseDiceFormula(5 as unknown as string)).problem?.text).toMatch(/not text/);
  });
});

describe("the caps on one roll", () => {
  const caps = { maxDicePerRoll: 100, maxDiceTerms: 10 };

  it("lets a roll up to the caps through", () => {
    expect(() => checkDiceBounds(parseDiceFormula("100d6"), caps)).not.toThrow();
    expect(() => checkDiceBounds(parseDiceFormula(Array.from({ length: 10 }, () => "1d4").join("+")), caps)).not.toThrow();
  });

  it("refuses more dice than maxDicePerRoll, counted after a multi-throw multiplies them, naming the formula and the cap", () => {
    const volley = scaleDice(parseDiceFormula("2d6"), 51);
    const refusal = refusalOf(() => checkDiceBounds(volley, caps));
    expect(refusal.code).toBe("tooManyDice");
    expect(refusal.data).toMatchObject({ formula: "102d6", field: "maxDicePerRoll", cap: 100, dice: 102 });
    expect(refusal.message).toBe("102d6: 102 dice in one roll, more than the 100 the rule option maxDicePerRoll allows");
    expect(worded(refusal)).toBe("102d6 is too big a roll: at most 100 dice in at most 10 groups (rule options maxDicePerRoll and maxDiceTerms).");
  });

  it("refuses more dice groups than maxDiceTerms", () => {
    const refusal = refusalOf(() => checkDiceBounds(parseDiceFormula(Array.from({ length: 11 }, () => "1d4").join("+")), caps));
    expect(refusal.data).toMatchObject({ field: "maxDiceTerms", cap: 10, terms: 11 });
  });

  it("rolls what it parsed, every face kept", () => {
    expect(rollDiceFormula(parseDiceFormula("2d4+1"), fixedDice([3, 4]))).toEqual({ total: 8, faces: [3, 4] });
  });
});
