import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { refusalOf, worded } from "../../../../tests/fixtures/refusals";
import { SIZE_CATEGORIES, SIZE_TABLE } from "../size";
import { FRESH_ROUND, takeAction } from "../turn-actions";
import { readyingCost } from "./draw";
import { retreat, safeStep } from "./leaving-reach";
import { meleeReach, twoWeaponRefusal, withinReach } from "./strike";
import { takeTotalDefence, totalDefenceRefusal } from "./total-defence";

describe("Strike (M62)", () => {
  it("reaches 1 m for a Medium character, 2 m with a long weapon, farther for the large", () => {
    expect([meleeReach(SIZE_TABLE["standard"], false), meleeReach(SIZE_TABLE["standard"], true), meleeReach(SIZE_TABLE["vast"], false), meleeReach(SIZE_TABLE["vast"], true)]).toEqual([1, 2, 4, 8]);
    expect([withinReach(1, 1), withinReach(1.5, 1)]).toEqual([true, false]);
  });

  it("never reaches less with a long weapon, nor for a bigger creature (property)", () => {
    fc.assert(
      fc.property(fc.constantFrom(...SIZE_CATEGORIES), fc.constantFrom(...SIZE_CATEGORIES), (a, b) => {
        expect(meleeReach(SIZE_TABLE[a], true)).toBeGreaterThanOrEqual(meleeReach(SIZE_TABLE[a], false));
        if (SIZE_CATEGORIES.indexOf(a) <= SIZE_CATEGORIES.indexOf(b)) expect(meleeReach(SIZE_TABLE[a], false)).toBeLessThanOrEqual(meleeReach(SIZE_TABLE[b], false));
      }),
    );
  });

  it("with two weapons needs Two-Weapon Fighting", () => {
    expect(worded(refusalOf(() => { throw twoWeaponRefusal(2, false); }))).toBe("Striking with a weapon in each hand takes the Two-Weapon Fighting feat.");
    expect([twoWeaponRefusal(2, true), twoWeaponRefusal(1, false)]).toEqual([null, null]);
  });
});

describe("Safe Step (M68) and Retreat", () => {
  it("is the round's one move, paid with a movement action", () => {
    const stepped = safeStep(FRESH_ROUND, 12);
    expect(stepped).toEqual({ ...FRESH_ROUND, movement: false, moved: true });
    expect(refusalOf(() => safeStep(stepped, 12)).code).toBe("degrees.alreadyMoved");
  });

  it("leaves a Retreat, a full round of normal movement, as the other way out of reach (M55)", () => {
    expect(retreat(FRESH_ROUND)).toEqual({ ...FRESH_ROUND, standard: false, movement: false, moved: true });
  });

  it("is out of reach of a creature moving 1 m or less", () => {
    expect(worded(refusalOf(() => safeStep(FRESH_ROUND, 1)))).toBe("Moving only 1 m, this creature cannot take a Safe Step.");
  });
});

describe("Total Defence (M67)", () => {
  it("costs the standard action and ends concentration, not sustained effects", () => {
    const taken = takeTotalDefence(FRESH_ROUND, [{ name: "Kage Bunshin", concentration: false }, { name: "Genjutsu", concentration: true }]);
    expect(taken).toEqual({ budget: { ...FRESH_ROUND, standard: false }, stance: "totalDefence", ending: ["Genjutsu"] });
  });

  it("forbids offence by any action, techniques past personal range and any move but a Safe Step", () => {
    expect(worded(refusalOf(() => { throw totalDefenceRefusal("totalDefence", { offensive: true }); }))).toBe("Total Defence rules out anything offensive until your next turn.");
    expect(totalDefenceRefusal("totalDefence", { techniqueRange: "touch" })?.data).toEqual({ range: "touch" });
    expect(totalDefenceRefusal("totalDefence", { move: "normal" })?.code).toBe("degrees.totalDefenceMove");
    expect([totalDefenceRefusal("totalDefence", { techniqueRange: "personal", move: "safeStep" }), totalDefenceRefusal("fightDefensively", { offensive: true })]).toEqual([null, null]);
  });
});

describe("Draw Weapon or Object (M70)", () => {
  it("prices weapons, thrown weapons and ammunition as partial actions, ammunition free beside its weapon", () => {
    expect(readyingCost({ kind: "weapon", count: 1 })).toEqual([{ kind: "partial" }]);
    expect(readyingCost({ kind: "weapon", count: 2, ambidexterity: true })).toEqual([{ kind: "partial" }]);
    expect(readyingCost({ kind: "weapon", count: 2 })).toEqual([{ kind: "partial" }, { kind: "partial" }]);
    expect(readyingCost({ kind: "thrown", count: 6 })).toEqual([{ kind: "partial" }]);
    expect(readyingCost({ kind: "ammunition", weaponDrawnThisTurn: true })).toEqual([{ kind: "free", name: "drawAmmunition" }]);
    expect(readyingCost({ kind: "ammunition", weaponDrawnThisTurn: false })).toEqual([{ kind: "partial" }]);
  });

  it("refuses more thrown weapons than two hands hold", () => {
    expect(worded(refusalOf(() => readyingCost({ kind: "thrown", count: 7 })))).toBe("Two hands hold 6 thrown weapons, not 7.");
  });

  it("makes other objects and handing over a movement action that is no move, and a disarmed item a partial one", () => {
    const picked = readyingCost({ kind: "object" }).reduce(takeAction, FRESH_ROUND);
    expect(picked).toEqual({ ...FRESH_ROUND, movement: false });
    expect(readyingCost({ kind: "handOver" })).toEqual([{ kind: "movement" }]);
    expect(readyingCost({ kind: "disarmed" })).toEqual([{ kind: "partial" }]);
  });
});
