import { describe, expect, it } from "vitest";
import { refusalOf, worded } from "../../../../tests/fixtures/refusals";
import { BLIND_MOVE_TN, movementRates, moveOnce, NO_MOVEMENT } from "./movement";

describe("movement", () => {
  it("covers 5 × Water with a Free Action, 10 × Water with a Simple one, at most 20 × Water a round (C17)", () => {
    expect(movementRates(3, {}, "4e")).toEqual({ water: 3, free: 15, simple: 30, cap: 60 });
  });

  it("counts Water one lower on moderate and two lower on difficult terrain, never below 1 (C18)", () => {
    expect(movementRates(3, { terrain: "moderate" }, "4e")).toMatchObject({ water: 2, simple: 20 });
    expect(movementRates(2, { terrain: "difficult" }, "4e")).toMatchObject({ water: 1, simple: 10 });
  });

  it("keeps the 4e cap at the true Water, while house terrain lowers the cap too (Δ C18)", () => {
    expect(movementRates(3, { terrain: "difficult" }, "4e").cap).toBe(60);
    expect(movementRates(3, { terrain: "difficult" }, "house").cap).toBe(20);
  });

  it("counts Water two lower when blind, with a floor of 1 in the house rules only (CO1)", () => {
    expect(movementRates(2, { blinded: true }, "4e").water).toBe(0);
    expect(movementRates(2, { blinded: true }, "house").water).toBe(1);
    expect(BLIND_MOVE_TN).toEqual({ "4e": 20, house: 15 });
  });

  it("adds up moves in a round and refuses one past the cap or past what the action covers", () => {
    const rates = movementRates(2, {}, "house");
    const after = moveOnce(moveOnce(NO_MOVEMENT, { action: "simple", feet: 20, rates }), { action: "free", feet: 10, rates });
    expect(after.moved).toBe(30);
    const refusal = refusalOf(() => moveOnce(NO_MOVEMENT, { action: "free", feet: 15, rates }));
    expect(refusal.code).toBe("badMove");
    expect(worded(refusal)).toBe("This move cannot be made: a Free Action move covers at most 10 ft here.");
  });

  it("refuses a move into terrain whose lower cap the distance already moved passes (C18)", () => {
    const open = movementRates(3, {}, "house");
    const rough = movementRates(3, { terrain: "difficult" }, "house");
    const ran = moveOnce(moveOnce(NO_MOVEMENT, { action: "simple", feet: 30, rates: open }), { action: "free", feet: 0, rates: open });
    expect(refusalOf(() => moveOnce(ran, { action: "free", feet: 5, rates: rough })).problem?.text).toMatch(/limit of 20 ft/);
  });

  it("counts a stance's extra feet toward the cap and notes their use (ST2, ST3)", () => {
    const rates = movementRates(1, {}, "house");
    const state = moveOnce(NO_MOVEMENT, { action: "free", feet: 10, rates, bonusFeet: 5 });
    expect(state).toEqual({ moved: 10, cap: 20, bonusUsed: true });
  });
});
