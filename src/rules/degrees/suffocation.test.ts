import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fixedDice } from "../dice";
import { startOfTurn, type TurnStartState } from "./conditions/turn-start";
import { DEFAULT_DEGREES_OPTIONS as O } from "./options";
import { breathCheck, suffocationDc } from "./suffocation";

const breathing = { vigor: 2, campaignLevel: 3, conditions: [] };
const suffocating: TurnStartState = { hp: { hp: 5, nonLethal: 0, stable: false }, conditions: [{ id: "suffocating" }], vigor: 2, campaignLevel: 3 };

describe("suffocation (M130 25)", () => {
  it("starts at the default difficulty 10 and rises 1 a turn, from the GM's own start too", () => {
    expect([suffocationDc(0, O), suffocationDc(3, O), suffocationDc(0, { ...O, suffocationDc: 12 })]).toEqual([10, 13, 12]);
  });

  it("costs the cause's fixed damage on a failure, or the campaign level", () => {
    expect(breathCheck({ id: "suffocating" }, breathing, O, fixedDice([4, 4]))).toMatchObject({ dc: 10, heldBreath: true, damage: 3 });
    expect(breathCheck({ id: "suffocating", turns: 3, damage: 5 }, breathing, O, fixedDice([4, 4]))).toMatchObject({ dc: 13, heldBreath: false, damage: 5 });
  });

  it("lets condition penalties reach the Vigor check", () => {
    expect(breathCheck({ id: "suffocating" }, { ...breathing, conditions: [{ id: "debilitated" }] }, O, fixedDice([4, 4])).heldBreath).toBe(false);
  });

  it("is a turn-start tick: the check, the turn counted, the damage, and unconsciousness from 0 HP", () => {
    const held = startOfTurn(suffocating, O, fixedDice([4, 4]));
    expect(held.state.hp.hp).toBe(5);
    expect(held.state.conditions).toEqual([{ id: "suffocating", turns: 1 }]);
    const failed = startOfTurn({ ...suffocating, hp: { hp: 3, nonLethal: 0, stable: false } }, O, fixedDice([1, 1]));
    expect(failed.state.hp.hp).toBe(0);
    expect(failed.events).toContainEqual({ kind: "hpLoss", cause: "suffocation", amount: 3 });
    expect(failed.state.conditions).toContainEqual({ id: "unconscious", source: "suffocating" });
  });

  it("fails without a roll once the character cannot act, down to death", () => {
    const out = startOfTurn({ ...suffocating, hp: { hp: -17, nonLethal: 0, stable: false }, conditions: [{ id: "suffocating", turns: 9 }, { id: "unconscious" }] }, O, fixedDice([]));
    expect(out.events[0]).toEqual({ kind: "hpLoss", cause: "dying", amount: 2 });
    expect(out.events[1]).toEqual({ kind: "breath", check: { roll: null, dc: 19, heldBreath: false, damage: 3 } });
    expect(out.state.hp.hp).toBe(-22);
    expect(out.events.at(-1)).toEqual({ kind: "threshold", from: "dying", to: "dead" });
  });

  it("never heals, and counts the turn of anyone still alive (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: -18, max: 30 }), fc.integer({ min: 0, max: 20 }), fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 8 }), (hp, turns, a, b) => {
        const before: TurnStartState = { ...suffocating, hp: { hp, nonLethal: 0, stable: false }, conditions: [{ id: "suffocating", turns }] };
        const after = startOfTurn(before, O, fixedDice([a, b])).state;
        expect(after.hp.hp).toBeLessThanOrEqual(hp);
        expect(after.conditions.find((c) => c.id === "suffocating")?.turns).toBe(turns + 1);
      }),
    );
  });
});
