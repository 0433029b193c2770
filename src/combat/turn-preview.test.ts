import { describe, expect, it } from "vitest";
import { BASIC_ACTIONS } from "../rules/ic/basic-actions";
import { techniqueToAction } from "../documents/technique-action";
import { previewTurn } from "./turn-preview";

const punch = BASIC_ACTIONS["Basic Unarmed"]!;

describe("previewTurn", () => {
  it("shows the Speed after AP, its floor and the IC it leads to", () => {
    expect(previewTurn({ action: { ...punch, speed: 12 }, apSpent: 10 }, { currentIc: 20, apAvailable: 10, shock: 0 })).toEqual({ speed: 6, floor: 6, apUsed: 6, nextIc: 26, problem: null });
  });

  it("refuses AP the combatant does not have, and a variable action of no length", () => {
    expect(previewTurn({ action: punch, apSpent: 3 }, { currentIc: 0, apAvailable: 2, shock: 0 }).problem).toBe("SHINOBI.Turn.notEnoughAp");
    expect(previewTurn({ action: BASIC_ACTIONS.Block!, apSpent: 0, length: 0 }, { currentIc: 0, apAvailable: 0, shock: 0 }).problem).toBe("SHINOBI.Turn.badLength");
  });

  it("uses the chosen length for variable actions, untouched by AP or Shock", () => {
    expect(previewTurn({ action: BASIC_ACTIONS.Block!, apSpent: 2, length: 9 }, { currentIc: 3, apAvailable: 5, shock: 4 })).toMatchObject({ speed: 9, apUsed: 0, nextIc: 12 });
  });
});

describe("techniqueToAction", () => {
  it("carries a technique item's fields over to the engine", () => {
    const action = techniqueToAction("Ember Lance", {
      kind: "ninjutsu", speed: 8, sealSpeed: 10, stamina: 0, chakra: 12, accuracy: 1,
      damage: { dice: "3d6", stat: "cha", type: "energy" },
      interrupt: false, delay: 3, abort: false, variable: false, link: false, fixedSpeed: false, upkeep: 0, aoe: 0, aoeCentred: false, knockback: 0, environmental: false,
      statuses: [{ kind: "burn", severity: 3, duration: 20, roll: "chakraControl", tn: 16 }],
    });
    expect(action).toMatchObject({ name: "Ember Lance", role: "attack", speed: 8, sealSpeed: 10, chakra: 12, delay: 3, damage: { dice: "3d6" } });
    expect(action.statuses).toEqual([{ kind: "burn", severity: 3, duration: 20, roll: "chakraControl", tn: 16 }]);
  });
});
