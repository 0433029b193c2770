import { describe, expect, it } from "vitest";
import { resolveContest } from "./contest";
import { helpersBonus, groupRollBonuses } from "./cooperative";
import { cumulativeRoll } from "./cumulative";
import { DEFAULT_ROLLKEEP_OPTIONS } from "./options";

const own = DEFAULT_ROLLKEEP_OPTIONS;
const net = { contestRaises: "netTotals" } as const;
const side = (total: number, raisesCalled = 0) => ({ total, raisesCalled });

describe("contested rolls (R11)", () => {
  it("go to the highest total, and a tie is rolled again", () => {
    expect(resolveContest([side(18), side(22)], own)).toEqual({ outcome: "winner", winner: 1 });
    expect(resolveContest([side(22), side(22), side(9)], own)).toEqual({ outcome: "reroll", between: [0, 1] });
  });

  it("make a side that raised win by 5 per raise, or lose to the other side", () => {
    expect(resolveContest([side(30, 2), side(20)], own)).toEqual({ outcome: "winner", winner: 0 });
    expect(resolveContest([side(29, 2), side(20)], own)).toEqual({ outcome: "winner", winner: 1 });
  });

  it("hold each raising side to its own margin: when all miss, nobody wins (default)", () => {
    expect(resolveContest([side(24, 1), side(22, 1)], own)).toEqual({ outcome: "noWinner" });
  });

  it("with netTotals take 5 per raise off each total and compare", () => {
    expect(resolveContest([side(24, 1), side(22, 1)], net)).toEqual({ outcome: "winner", winner: 0 });
    expect(resolveContest([side(29, 2), side(20)], net)).toEqual({ outcome: "winner", winner: 1 });
    expect(resolveContest([side(25, 1), side(20)], net)).toEqual({ outcome: "reroll", between: [0, 1] });
  });
});

describe("cooperative rolls", () => {
  it("give the one roller the helpers' ranks summed (R12)", () => {
    expect(helpersBonus([2, 3])).toBe(5);
    expect(helpersBonus([])).toBe(0);
  });

  it("give everyone below the group's best rank that rank as a bonus (R13)", () => {
    expect(groupRollBonuses([1, 4, 4, 0])).toEqual([4, 0, 0, 4]);
  });
});

describe("cumulative rolls (R14)", () => {
  const terms = { tn: 60, minimumPerRoll: 15, setback: 5 };

  it("add each counting total toward the TN until it is reached", () => {
    expect(cumulativeRoll(0, 22, terms)).toEqual({ progress: 22, counted: true, complete: false });
    expect(cumulativeRoll(45, 15, terms)).toEqual({ progress: 60, counted: true, complete: true });
  });

  it("count nothing below the GM's minimum, and take the setback off (never below zero)", () => {
    expect(cumulativeRoll(22, 12, terms)).toEqual({ progress: 17, counted: false, complete: false });
    expect(cumulativeRoll(3, 12, terms).progress).toBe(0);
  });
});
