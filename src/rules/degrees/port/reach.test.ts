import { describe, expect, it } from "vitest";
import { degreesExtras } from "./extras";
import { fighter, rules } from "./test-fighters";

const strike = rules.basicActions.strike!;

describe("a way up to a flier shown on the board (M99)", () => {
  const ground = fighter("kiba", 12);

  it("reaches a flier whose token is higher and within the strike's reach, and only then", () => {
    const reach = degreesExtras.strikeReach(ground, strike)!;
    expect(degreesExtras.reachesUpOnBoard(ground, strike, { distanceMetres: reach, aboveMetres: reach })).toBe(true);
    expect(degreesExtras.reachesUpOnBoard(ground, strike, { distanceMetres: reach + 1, aboveMetres: reach + 1 })).toBe(false);
    // Level with the attacker, the board shows no height: the way up is the GM's.
    expect(degreesExtras.reachesUpOnBoard(ground, strike, { distanceMetres: reach, aboveMetres: 0 })).toBe(false);
  });

  it("gives no way up to an action that is no melee attack", () => {
    const totalDefence = rules.basicActions.totalDefence!;
    expect(degreesExtras.reachesUpOnBoard(ground, totalDefence, { distanceMetres: 1, aboveMetres: 1 })).toBe(false);
  });
});
