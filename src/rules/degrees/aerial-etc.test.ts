import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { refusalOf, worded } from "../../../tests/fixtures/refusals";
import { fixedDice } from "../dice";
import { aerialMeleeRefusal, aerialRulesApply, defenderBelowFlier, forcedFall, jumpAttack, rangeAgainstFlier, takeOff } from "./aerial";
import { blastGas, IMAGINARY_HARDNESS } from "./attack/hardness";
import { resolveAttack } from "./attack/resolve";
import { DEFAULT_DEGREES_OPTIONS as O } from "./options";
import { checkFromFaces } from "./roll";
import { fearResistanceDc, intimidateSizeModifier, SIZE_CATEGORIES } from "./size";
import { suffocationTurn } from "./suffocation";
import { ATTACKER, DEFENDER } from "./test-fixtures";
import { FRESH_ROUND } from "./turn-actions";

const flight = { attackerWinged: false, targetWinged: false, reachesUp: false, hovers: true, movingAttack: false };

describe("aerial combat (M94–M101, M103)", () => {
  it("applies only when someone flies, indoors under a ceiling of 10 m or more", () => {
    expect([aerialRulesApply(true, null), aerialRulesApply(true, 9), aerialRulesApply(true, 10), aerialRulesApply(false, null)]).toEqual([true, false, true, false]);
  });

  it("makes taking off the round's move and the flier Winged", () => {
    const up = takeOff(FRESH_ROUND);
    expect(up.budget).toEqual({ ...FRESH_ROUND, movement: false, moved: true });
    expect(up.gains.id).toBe("winged");
    expect(refusalOf(() => takeOff(up.budget)).code).toBe("degrees.alreadyMoved");
  });

  it("halves range from the ground, and lets a flier ignore upright cover and a Prone target's cover", () => {
    expect(rangeAgainstFlier(15)).toBe(8);
    expect(defenderBelowFlier({ ...DEFENDER, cover: "partial" }, true).cover).toBe("none");
    const prone = { ...DEFENDER, conditions: [{ id: "prone" as const }] };
    const projectile = { delivery: "projectile" as const, lethal: true };
    // Total 13 meets Dodge 13 on the ground; Prone's cover makes it 16, unless shot from above.
    const roll = checkFromFaces([4, 4], 5);
    expect(resolveAttack(roll, { kind: "dodge" }, projectile, ATTACKER, prone, O, fixedDice([])).hit).toBe(false);
    expect(resolveAttack(roll, { kind: "dodge" }, projectile, { ...ATTACKER, conditions: [{ id: "winged" }] }, prone, O, fixedDice([])).hit).toBe(true);
  });

  it("needs flight or a way up to strike a flier, and Moving Attack for a flier that cannot hover", () => {
    expect(worded(refusalOf(() => { throw aerialMeleeRefusal({ ...flight, targetWinged: true }); }))).toBe("The target flies out of reach: melee needs flight or a way to reach up.");
    expect(aerialMeleeRefusal({ ...flight, targetWinged: true, reachesUp: true })).toBeNull();
    expect(worded(refusalOf(() => { throw aerialMeleeRefusal({ ...flight, attackerWinged: true, hovers: false }); }))).toBe("A flier that cannot hover needs Moving Attack to strike in melee.");
  });

  it("halves a jump attack's movement, without the Charge bonus, landing 1 m past", () => {
    expect(jumpAttack(15, false)).toEqual({ movementMetres: 8, chargeBonus: false, landsPastMetres: 1, failed: false });
  });

  it("drops a flier whose mount or self is Impeded, Paralyzed or Unconscious, for its Vigor", () => {
    expect(forcedFall({ conditions: [{ id: "grabbed" }], vigor: 3 }, null, O)).toEqual({ damage: 3, gains: { id: "prone" } });
    expect(forcedFall({ conditions: [], vigor: 3 }, [{ id: "dying" }], O)?.damage).toBe(3);
    expect(forcedFall({ conditions: [{ id: "prone" }], vigor: 3 }, [], O)).toBeNull();
  });
});

describe("imaginary hardness (M121)", () => {
  it("is 1 by default, worn by explosions and wind over an area, and never stops damage", () => {
    expect(blastGas(IMAGINARY_HARDNESS, { explosionOrWind: true, area: true, base: 1, fixed: 0 })).toEqual({ hardnessAfter: 0, dissipated: true });
    expect(blastGas(5, { explosionOrWind: true, area: true, base: 2, fixed: 0 })).toEqual({ hardnessAfter: 3, dissipated: false });
    expect(blastGas(5, { explosionOrWind: false, area: true, base: 9, fixed: 0 })).toEqual({ hardnessAfter: 5, dissipated: false });
  });
});

describe("suffocation (M130 25)", () => {
  const hp = { hp: 5, nonLethal: 0, stable: false };

  it("starts at the default difficulty 10, rising 1 a turn, and a failure costs the fixed damage", () => {
    expect(suffocationTurn(hp, 2, 0, 3, O, fixedDice([4, 4]))).toMatchObject({ dc: 10, heldBreath: true, hp });
    const failed = suffocationTurn(hp, 2, 3, 5, O, fixedDice([4, 4]));
    expect(failed).toMatchObject({ dc: 13, heldBreath: false, hp: { hp: 0 }, unconscious: true });
    expect(suffocationTurn(hp, 2, 0, 3, { ...O, suffocationDc: 12 }, fixedDice([4, 4])).heldBreath).toBe(false);
  });
});

describe("fear against size (M132)", () => {
  it("raises the difficulty by the source's Intimidate edge, cancelling between equal sizes (property)", () => {
    expect(fearResistanceDc(12, "vast", "standard")).toBe(14);
    expect(fearResistanceDc(12, "slight", "grand")).toBe(10);
    fc.assert(
      fc.property(fc.constantFrom(...SIZE_CATEGORIES), fc.constantFrom(...SIZE_CATEGORIES), (a, b) => {
        expect(intimidateSizeModifier(a, a)).toBe(0);
        expect(intimidateSizeModifier(a, b) + intimidateSizeModifier(b, a)).toBe(0);
      }),
    );
  });
});
