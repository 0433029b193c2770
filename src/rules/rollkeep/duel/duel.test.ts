import { describe, expect, it } from "vitest";
import { refusalOf } from "../../../../tests/fixtures/refusals";
import { DEFAULT_ROLLKEEP_OPTIONS } from "../options";
import { assessment, assessmentTn, duelOutcome, duelRollBonus, duelTurnOf, focus, strikeOrder } from "./duel";

describe("the iaijutsu duel", () => {
  it("sets the Assessment TN at 10 + 5 × the opponent's Insight Rank (DU2)", () => {
    expect(assessmentTn(3)).toBe(25);
  });

  it("reveals a fact for success and one per raise, and +1k1 on Focus for beating the other by 10 (DU2)", () => {
    const [a, b] = assessment([
      { total: 32, success: true, raisesCounted: 1 },
      { total: 22, success: false, raisesCounted: 0 },
    ]);
    expect(a).toEqual({ facts: 2, focusBonus: { rolled: 1, kept: 1, flat: 0 } });
    expect(b).toEqual({ facts: 0, focusBonus: null });
  });

  it("gives the first strike for winning Focus by 5, a free raise per further 5, else a kharmic strike (DU3)", () => {
    expect(focus([30, 25])).toEqual({ firstStriker: 0, freeRaises: 0 });
    expect(focus([21, 35])).toEqual({ firstStriker: 1, freeRaises: 1 });
    expect(focus([24, 20])).toEqual({ firstStriker: null, freeRaises: 0 });
    expect(strikeOrder(focus([24, 20]))).toEqual([[0, 1]]);
    expect(strikeOrder(focus([10, 20]))).toEqual([[1], [0]]);
  });

  it("to first blood, the one struck first loses; kharmic strikes have no victor (DU4)", () => {
    expect(duelOutcome("firstBlood", { firstStriker: 0, freeRaises: 0 }, { hit: [true, true], dead: [false, false] })).toEqual({ result: "winner", winner: 0 });
    expect(duelOutcome("firstBlood", { firstStriker: 0, freeRaises: 0 }, { hit: [false, true], dead: [false, false] })).toEqual({ result: "winner", winner: 1 });
    expect(duelOutcome("firstBlood", { firstStriker: null, freeRaises: 0 }, { hit: [true, true], dead: [false, false] })).toEqual({ result: "noWinner" });
  });

  it("to the death, a duel with both standing goes on as a skirmish (DU4)", () => {
    expect(duelOutcome("death", { firstStriker: 1, freeRaises: 0 }, { hit: [true, true], dead: [false, false] })).toEqual({ result: "skirmish" });
    expect(duelOutcome("death", { firstStriker: 1, freeRaises: 0 }, { hit: [false, true], dead: [true, false] })).toEqual({ result: "winner", winner: 1 });
  });

  it("grants the Center bonus on Focus and Strike by default, refuses a dazed duelist, and turns on the right initiative (DU5, DU2–DU4)", () => {
    expect(duelRollBonus("assessment", { voidRing: 3 }, DEFAULT_ROLLKEEP_OPTIONS)).toBeNull();
    expect(duelRollBonus("focus", { voidRing: 3 }, DEFAULT_ROLLKEEP_OPTIONS)).toEqual({ rolled: 1, kept: 1, flat: 3 });
    expect(duelRollBonus("strike", { voidRing: 3 }, { ...DEFAULT_ROLLKEEP_OPTIONS, duelCenterBonus: false })).toBeNull();
    expect(refusalOf(() => duelRollBonus("focus", { voidRing: 3, dazed: true }, DEFAULT_ROLLKEEP_OPTIONS)).problem?.text).toMatch(/dazed/);
    expect(duelTurnOf("focus", ["fast", "slow"])).toBe("fast");
    expect(duelTurnOf("strike", ["fast", "slow"])).toBe("slow");
  });
});
