import { describe, expect, it } from "vitest";
import { refusalOf } from "../../../tests/fixtures/refusals";
import { drainChakra, exhaustedByChakra, spendChakra } from "./chakra";
import { aerialFallDamage, fallCheck, fallDamage } from "./falls";
import { disarmDistance, maneuverSizeDefence, pushDistance } from "./maneuvers";

describe("falls", () => {
  it("deal 1 fixed damage a metre, shortened by a softening check, capped at twice Vigor", () => {
    expect(fallDamage(6, 5)).toBe(6);
    expect(fallDamage(6, 5, 14)).toBe(4);
    expect(fallDamage(30, 5)).toBe(10);
  });

  it("drop a flier for its Vigor, and make degree 3 hits call for a check a critical fails", () => {
    expect(aerialFallDamage(4)).toBe(4);
    expect(fallCheck(2, false, 5)).toBeNull();
    expect(fallCheck(3, false, 5)).toEqual({ dc: 9, autoFail: false });
    expect(fallCheck(4, true, 5)).toEqual({ dc: 9, autoFail: true });
  });
});

describe("chakra", () => {
  it("refuses a cost past what is left, and exhausts at 0", () => {
    expect(spendChakra(10, 4, "Fireball")).toBe(6);
    expect(refusalOf(() => spendChakra(3, 4, "Fireball")).data).toEqual({ technique: "Fireball", cost: 4, chakra: 3 });
    expect(drainChakra(3, 10)).toBe(0);
    expect(exhaustedByChakra(0)).toBe(true);
  });
});

describe("special maneuvers", () => {
  it("give larger targets +1 plus the difference, and throw or push by 4-point steps", () => {
    expect([maneuverSizeDefence(-1), maneuverSizeDefence(1), maneuverSizeDefence(2)]).toEqual([0, 2, 3]);
    expect(disarmDistance(17, 9)).toBe(5);
    expect(pushDistance(12, 9)).toBe(1);
  });
});
