import { describe, expect, it } from "vitest";
import { fixedDice } from "../../dice";
import { DEFAULT_DEGREES_OPTIONS as O } from "../options";
import { startOfTurn } from "./turn-start";

const none = fixedDice([]);

describe("startOfTurn", () => {
  it("makes a dying character lose 2 HP each turn, which kills at the dead threshold", () => {
    const { state, events } = startOfTurn({ hp: { hp: -20, nonLethal: 0, stable: false }, conditions: [], vigor: 2, campaignLevel: 1 }, O, none);
    expect(state.hp.hp).toBe(-22);
    expect(events).toEqual([{ kind: "hpLoss", cause: "dying", amount: 2 }, { kind: "threshold", from: "dying", to: "dead" }]);
  });

  it("lets a stable character lose nothing, Bleeding included", () => {
    const stable = { hp: { hp: -15, nonLethal: 0, stable: true }, conditions: [{ id: "bleeding" as const }], vigor: 2, campaignLevel: 1 };
    expect(startOfTurn(stable, O, none).events).toEqual([]);
  });

  it("drains a bleeding character below 0 without stopping at it", () => {
    const { state, events } = startOfTurn({ hp: { hp: 3, nonLethal: 0, stable: false }, conditions: [{ id: "bleeding" }, { id: "bleeding" }], vigor: 2, campaignLevel: 1 }, O, none);
    expect(state.hp.hp).toBe(-1);
    expect(events).toContainEqual({ kind: "threshold", from: "active", to: "unconscious" });
  });

  it("rolls what a Confused character does", () => {
    const { events } = startOfTurn({ hp: { hp: 10, nonLethal: 0, stable: false }, conditions: [{ id: "confused" }], vigor: 2, campaignLevel: 1 }, O, fixedDice([4]));
    expect(events).toEqual([{ kind: "confused", face: 4, behaviour: "attackNearest" }]);
  });
});
