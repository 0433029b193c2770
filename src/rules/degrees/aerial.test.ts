import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { refusalOf, worded } from "../../../tests/fixtures/refusals";
import { fixedDice } from "../dice";
import { aerialMeleeRefusal, aerialRulesApply, defenderFromAbove, forcedFall, missedJump, rangeAgainst, takeOff, type AerialMelee } from "./aerial";
import { resolveAttack } from "./attack/resolve";
import { fallsAfterHit } from "./falls";
import { DEFAULT_DEGREES_OPTIONS as O } from "./options";
import { checkFromFaces } from "./roll";
import { ATTACKER, DEFENDER } from "./test-fixtures";
import { FRESH_ROUND } from "./turn-actions";

const WINGED = [{ id: "winged" as const }];
const hovering = { hovers: true, movingAttack: false };

describe("aerial combat (M94–M103)", () => {
  it("applies only when someone flies, indoors under a ceiling of 10 m or more", () => {
    expect([aerialRulesApply(true, null), aerialRulesApply(true, 9), aerialRulesApply(true, 10), aerialRulesApply(false, null)]).toEqual([true, false, true, false]);
  });

  it("makes taking off a movement action that is the round's move, leaving the flier Winged", () => {
    const up = takeOff(FRESH_ROUND);
    expect(up.budget).toEqual({ ...FRESH_ROUND, movement: false, moved: true });
    expect(up.gains.id).toBe("winged");
    expect(refusalOf(() => takeOff(up.budget)).code).toBe("degrees.alreadyMoved");
  });

  it("halves range from the ground at a flier only, rounding up unless the GM rounds down", () => {
    expect([rangeAgainst(15, false, true, O), rangeAgainst(15, true, true, O), rangeAgainst(15, true, false, O), rangeAgainst(15, false, false, O)]).toEqual([8, 15, 15, 15]);
    expect(rangeAgainst(15, false, true, { ...O, fractionRounding: "down" })).toBe(7);
  });

  it("lets a flier ignore upright cover and a Prone target's cover, but not a flier's on its level", () => {
    const flier = { ...ATTACKER, conditions: WINGED };
    expect(defenderFromAbove(flier, { ...DEFENDER, cover: "total" }, true, O).cover).toBe("none");
    expect(defenderFromAbove(flier, { ...DEFENDER, cover: "partial" }, false, O).cover).toBe("partial");
    expect(defenderFromAbove(flier, { ...DEFENDER, cover: "partial", conditions: WINGED }, true, O).cover).toBe("partial");
    expect(defenderFromAbove(ATTACKER, { ...DEFENDER, cover: "partial" }, true, O).cover).toBe("partial");
    const prone = { ...DEFENDER, conditions: [{ id: "prone" as const }] };
    const projectile = { delivery: "projectile" as const, lethal: true };
    // Total 13 meets Dodge 13 on the ground; Prone's cover makes it 16, unless shot from above.
    const roll = checkFromFaces([4, 4], 5);
    expect(resolveAttack(roll, { kind: "dodge" }, projectile, ATTACKER, prone, O, fixedDice([])).hit).toBe(false);
    expect(resolveAttack(roll, { kind: "dodge" }, projectile, flier, prone, O, fixedDice([])).hit).toBe(true);
  });

  it("needs flight or a way up to strike a flier in melee", () => {
    const fromGround: AerialMelee = { flight: null, targetWinged: true, reachesUp: false };
    expect(worded(refusalOf(() => { throw aerialMeleeRefusal(fromGround); }))).toBe("The target flies out of reach: melee needs flight or a way to reach up.");
    expect(aerialMeleeRefusal({ ...fromGround, reachesUp: true })).toBeNull();
    expect(aerialMeleeRefusal({ ...fromGround, flight: hovering })).toBeNull();
  });

  it("needs Moving Attack, the mount's too, for a flight that cannot hover, whatever the target", () => {
    const glider: AerialMelee = { flight: { hovers: false, movingAttack: false }, targetWinged: false, reachesUp: false };
    expect(worded(refusalOf(() => { throw aerialMeleeRefusal(glider); }))).toBe("A flier that cannot hover needs Moving Attack to strike in melee.");
    expect(aerialMeleeRefusal({ ...glider, flight: { hovers: false, movingAttack: true } })).toBeNull();
    expect(aerialMeleeRefusal({ ...glider, flight: { hovers: false, movingAttack: true, mountMovingAttack: false } })?.code).toBe("degrees.wingedMelee");
    expect(aerialMeleeRefusal({ ...glider, flight: { hovers: false, movingAttack: true, mountMovingAttack: true } })).toBeNull();
  });

  it("drops a jumper whose Athletics is a critical failure, for its Vigor and Prone", () => {
    expect(missedJump(checkFromFaces([1, 2], 6), 3, O)).toEqual({ damage: 3, gains: { id: "prone" } });
    expect(missedJump(checkFromFaces([2, 2], 0), 3, O)).toBeNull();
  });

  it("drops a flier whose mount or self is Impeded, Paralyzed or Unconscious, for its Vigor", () => {
    expect(forcedFall({ conditions: [{ id: "grabbed" }], vigor: 3 }, null, O)).toEqual({ damage: 3, gains: { id: "prone" } });
    expect(forcedFall({ conditions: [], vigor: 3 }, [{ id: "dying" }], O)?.damage).toBe(3);
    expect(forcedFall({ conditions: [{ id: "prone" }], vigor: 3 }, [], O)).toBeNull();
  });
});

describe("falls after a hit (M93, M102)", () => {
  it("drop a lone flier that fails, out of the air", () => {
    expect(fallsAfterHit({ passed: false, vigor: 4 }, null)).toEqual({ rider: { damage: 4, gains: { id: "prone" } }, mount: null });
    expect(fallsAfterHit({ passed: true, vigor: 4 }, null)).toEqual({ rider: null, mount: null });
  });

  it("throw a rider off a ground mount unhurt when either check fails", () => {
    expect(fallsAfterHit({ passed: true, vigor: 4 }, { passed: false, vigor: 9, winged: false })).toEqual({ rider: "toTheGround", mount: null });
    expect(fallsAfterHit({ passed: false, vigor: 4 }, { passed: null, vigor: 9, winged: false })).toEqual({ rider: "toTheGround", mount: null });
  });

  it("drop a winged mount only on its own failure, its rider on either (property)", () => {
    const check = fc.constantFrom(true, false, null);
    fc.assert(
      fc.property(check, check, (riderPassed, mountPassed) => {
        const falls = fallsAfterHit({ passed: riderPassed, vigor: 4 }, { passed: mountPassed, vigor: 9, winged: true });
        expect(falls.mount !== null).toBe(mountPassed === false);
        expect(falls.rider !== null).toBe(riderPassed === false || mountPassed === false);
        if (falls.rider !== null) expect(falls.rider).toEqual({ damage: 4, gains: { id: "prone" } });
      }),
    );
  });
});
