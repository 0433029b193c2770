import { describe, expect, it } from "vitest";
import { fixedDice } from "../dice";
import { initiativeOrder, initiativeTotal, rollInitiative, rollOff, type InitiativeEntry } from "./initiative";
import { DEFAULT_DEGREES_OPTIONS as O } from "./options";

const entry = (id: string, die: number, bonus: number, tieRoll?: number): InitiativeEntry => ({ id, die, bonus, conditions: [], ...(tieRoll === undefined ? {} : { tieRoll }) });

describe("initiative", () => {
  it("rolls 1d8 + Dexterity + Notice and keeps the die", () => {
    const rolled = rollInitiative("a", 6, [], fixedDice([3]));
    expect(rolled.die).toBe(3);
    expect(initiativeTotal(rolled, O)).toBe(9);
    expect(initiativeTotal({ ...rolled, conditions: [{ id: "deafened" }] }, O)).toBe(6);
  });

  it("breaks ties by the higher accuracy, then by the stored roll-off, and reports ties left to roll off", () => {
    expect(initiativeOrder([entry("a", 6, 3), entry("b", 4, 5)], O).order).toEqual(["b", "a"]);
    const tied = initiativeOrder([entry("a", 5, 4), entry("b", 5, 4)], O);
    expect(tied.unbroken).toEqual([{ rolling: ["a", "b"], taken: [] }]);
    expect(initiativeOrder([entry("a", 5, 4, 2), entry("b", 5, 4, 7)], O)).toEqual({ order: ["b", "a"], unbroken: [] });
  });

  it("rolls a roll-off again while dice are equal, never disturbing a die already held", () => {
    expect(rollOff({ rolling: ["a", "b"], taken: [] }, fixedDice([3, 3, 6]))).toEqual({ a: 3, b: 6 });
    expect(rollOff({ rolling: ["c"], taken: [3] }, fixedDice([3, 5]))).toEqual({ c: 5 });
  });

  it("puts a Delay after anyone undelayed on its value", () => {
    const order = initiativeOrder([{ ...entry("a", 8, 4), delayedTo: 6 }, entry("b", 1, 5)], O);
    expect(order.order).toEqual(["b", "a"]);
    expect(order.unbroken).toEqual([]);
  });
});
