import { describe, expect, it } from "vitest";
import { refusalOf } from "../../../../tests/fixtures/refusals";
import { DEFAULT_WEAPONS } from "../attack/weapons";
import { armorTn } from "../character/armor-tn";
import { DEFAULT_ROLLKEEP_OPTIONS, type RollkeepOptions } from "../options";
import { checkGrappleAction, controlContest, controlContestBonus, grappleHitPool, grappleNeedsRoll, grappleStartTn, leaveGrapple, maintainGrapple, startGrapple, throwFeet, weaponGrappleDisarmRaises, type Grapple } from "./grapple";
import { sumaiBonus, sumaiExchange } from "./sumai";

const fourth = DEFAULT_ROLLKEEP_OPTIONS;
const house: RollkeepOptions = { ...DEFAULT_ROLLKEEP_OPTIONS, variant: "house" };
const bare = { weapon: false, freeHand: true, adjacent: true };
const pair: Grapple = { participants: ["a", "b"], controller: "a", weaponInitiator: null, maintaining: [] };

describe("starting a grapple", () => {
  it("rolls against the Armor TN without the armor bonus (G1, G7)", () => {
    expect(grappleStartTn(armorTn({ reflexes: 3, armor: 10, stance: 5, technique: 0, misc: 0, maluses: 0 }, fourth))).toBe(25);
  });

  it("takes no roll against the entangled in 4e (CO4)", () => {
    expect(grappleNeedsRoll(true, "4e")).toBe(false);
    expect(grappleNeedsRoll(true, "house")).toBe(true);
  });

  it("puts the starter in control; in the house rules others may join, and it needs a free hand and an adjacent target (G1, G7)", () => {
    expect(startGrapple(null, "a", "b", bare, "4e")).toEqual(pair);
    expect(startGrapple(pair, "c", "b", bare, "house").participants).toEqual(["a", "b", "c"]);
    expect(refusalOf(() => startGrapple(null, "a", "b", { ...bare, freeHand: false }, "house")).problem?.text).toMatch(/free hand/);
  });
});

describe("in a grapple", () => {
  it("gives control to the highest contest total, ties rolling again (G2, G8)", () => {
    expect(controlContest(pair, { a: 12, b: 18 }, fourth).grapple.controller).toBe("b");
    expect(controlContest(pair, { a: 12, b: 12 }, fourth).result).toEqual({ outcome: "reroll", between: [0, 1] });
  });

  it("lets only the controller act in 4e: Hit, Throw, Break, Pass (G3)", () => {
    expect(checkGrappleAction(pair, "a", "pass", fourth)).toBe("pass");
    expect(refusalOf(() => checkGrappleAction(pair, "b", "break", fourth)).problem?.text).toMatch(/in control/);
    expect(refusalOf(() => checkGrappleAction(pair, "a", "drag", fourth)).problem?.text).toMatch(/hit, throw, break, pass/);
  });

  it("lets a house grappler out of control Communicate or agree to Nevermind only, by default (G8, G9)", () => {
    expect(checkGrappleAction(pair, "b", "communicate", house)).toBe("communicate");
    expect(refusalOf(() => checkGrappleAction(pair, "b", "hit", house)).code).toBe("grappleRefused");
    expect(checkGrappleAction(pair, "b", "hit", { ...house, grappleLosers: "grappleActions" })).toBe("hit");
  });

  it("drags only with one other in the grapple; Maintain gives +1k1 on the next contest (G9)", () => {
    const three = { ...pair, participants: ["a", "b", "c"] };
    expect(refusalOf(() => checkGrappleAction(three, "a", "drag", house)).problem?.text).toMatch(/one other/);
    const kept = maintainGrapple(pair, "a");
    expect(controlContestBonus(kept, "a")).toEqual({ rolled: 1, kept: 1, flat: 0 });
    expect(controlContest(kept, { a: 20, b: 3 }, house).grapple.maintaining).toEqual([]);
  });

  it("ends when only one is left (G7)", () => {
    expect(leaveGrapple(pair, "b")).toBeNull();
    expect(leaveGrapple({ ...pair, participants: ["a", "b", "c"] }, "a")).toEqual({ participants: ["b", "c"], controller: null, weaponInitiator: null, maintaining: [] });
  });

  it("hits for unarmed damage, or the weapon's for a weapon grapple's starter (G3, G4, G10)", () => {
    expect(grappleHitPool(pair, "a", null, 3, "4e")).toEqual({ rolled: 3, kept: 1, flat: 0 });
    expect(grappleHitPool({ ...pair, weaponInitiator: "a" }, "a", DEFAULT_WEAPONS.katana!, 3, "4e")).toEqual({ rolled: 6, kept: 2, flat: 0 });
    expect(grappleHitPool({ ...pair, weaponInitiator: "a" }, "b", DEFAULT_WEAPONS.katana!, 3, "4e")).toEqual({ rolled: 3, kept: 1, flat: 0 });
  });

  it("throws 5 × Strength ft, and hands out free raises for Disarm around weapon grapples (G4, G9, G10)", () => {
    expect(throwFeet(3)).toBe(15);
    expect(weaponGrappleDisarmRaises("weaponUserLostControl", "4e")).toBe(2);
    expect(weaponGrappleDisarmRaises("brokeOut", "house")).toBe(1);
  });
});

describe("sumai", () => {
  it("wins a bout by 5, else goes on; +1k0 for the larger wrestler and for the stare-down won by 5 (G6)", () => {
    expect(sumaiExchange([20, 15])).toBe(0);
    expect(sumaiExchange([18, 15])).toBeNull();
    expect(sumaiBonus({ larger: true, stareDownMargin: 6 })).toEqual({ rolled: 2, kept: 0, flat: 0 });
  });
});
