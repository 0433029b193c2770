import { describe, expect, it } from "vitest";
import { refusalOf } from "../../../tests/fixtures/refusals";
import { drainChakra, exhaustedByChakra, spendChakra } from "./chakra";
import { aerialFallDamage, fallCheck, fallDamage } from "./falls";
import { disarmDistance, maneuverSizeDefence, pushDistance } from "./maneuvers";
import { DEFAULT_DEGREES_OPTIONS as O } from "./options";

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
    expect([maneuverSizeDefence(-1, O), maneuverSizeDefence(1, O), maneuverSizeDefence(2, O)]).toEqual([0, 2, 3]);
    const perCategory = { ...O, maneuverSizeDefence: "perCategory" as const };
    expect([maneuverSizeDefence(-1, perCategory), maneuverSizeDefence(1, perCategory), maneuverSizeDefence(2, perCategory)]).toEqual([0, 1, 2]);
    expect(disarmDistance(17, 9)).toBe(5);
    expect(pushDistance(12, 9, 12)).toBe(1);
    expect([pushDistance(21, 9, 12), pushDistance(21, 9, 3)]).toEqual([4, 3]);
  });
});
