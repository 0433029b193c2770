import { describe, expect, it } from "vitest";
import { refusalOf } from "../../../../tests/fixtures/refusals";
import { fixedDice } from "../../dice";
import type { DegreesAction } from "../combatant";
import { DEFAULT_DEGREES_OPTIONS as O } from "../options";
import { NINJA } from "../test-fixtures";
import { playAttack } from "./play";
import { settleOutcome } from "./settle";

const KUNAI_STRIKE: DegreesAction = { name: "Kunai", accuracy: "melee", attack: { delivery: "melee", lethal: true }, damage: { source: "melee", added: 1 }, fixed: 0, ignoreHardness: 0 };
const OPEN = { situation: { cover: "none" as const, camouflage: [], located: true, modifiers: [] }, standardActionsThisRound: 1 };

describe("playAttack", () => {
  it("rolls, resolves the defence and works out the damage to settle", () => {
    // 6 + 6 + 3 = 15 against Dodge 13: degree 3 of base 3 (Strength 3 halved up + kunai 1).
    const played = playAttack(NINJA, { ...NINJA, id: "b" }, KUNAI_STRIKE, { kind: "dodge" }, OPEN, O, fixedDice([6, 6]));
    expect(played.attack).toMatchObject({ hit: true, degree: 3 });
    expect(played.outcome).toEqual({ damage: 9, lethal: true, bleeding: false, absorptionLeft: 0 });
  });

  it("applies a stance: Fight Defensively costs the attacker 3 and gives the defender 2 Dodge", () => {
    const played = playAttack({ ...NINJA, stance: "fightDefensively" }, { ...NINJA, stance: "fightDefensively" }, KUNAI_STRIKE, { kind: "dodge" }, OPEN, O, fixedDice([6, 6]));
    expect(played.attack.steps).toContainEqual(expect.objectContaining({ step: "dodge", dc: 15, attackTotal: 12, hit: false }));
    expect(played.outcome).toBeNull();
  });

  it("settles a lethal critical: HP lost and one more Bleeding", () => {
    const played = playAttack(NINJA, NINJA, KUNAI_STRIKE, { kind: "dodge" }, OPEN, O, fixedDice([8, 8]));
    const settled = settleOutcome({ hp: NINJA.hp, conditions: [], absorption: 0 }, played.outcome!, O);
    expect(settled.state.hp.hp).toBe(21 - 12);
    expect(settled.state.conditions).toEqual([{ id: "bleeding", source: "critical" }]);
    expect(settled.threshold).toBeNull();
  });

  it("refuses an attacker who cannot act before rolling anything", () => {
    expect(refusalOf(() => playAttack({ ...NINJA, conditions: [{ id: "stunned" }] }, NINJA, KUNAI_STRIKE, { kind: "dodge" }, OPEN, O, fixedDice([]))).code).toBe("degrees.cannotAct");
  });

  it("reports the threshold a hit crosses", () => {
    const settled = settleOutcome({ hp: { hp: 5, nonLethal: 0, stable: false }, conditions: [], absorption: 0 }, { damage: 9, lethal: true, bleeding: false, absorptionLeft: 0 }, O);
    expect(settled.threshold).toEqual({ from: "active", to: "disabled" });
  });
});
