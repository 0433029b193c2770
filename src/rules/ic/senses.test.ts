import { describe, expect, it } from "vitest";
import { fixedDice } from "../dice";
import { familiarityBonus, resolveGenjutsu, rollGenjutsuContest } from "./genjutsu";
import { afterRangedSurpriseAttack, canHide, effectiveStealthTn, hide, hidePenalty, improveHiding, searchBonus, searchFinds, sneakAttackReady, stealthAfter } from "./stealth";

describe("genjutsu", () => {
  it("affects the defender only on a lower roll", () => {
    expect(resolveGenjutsu(15, 15).affected).toBe(false);
    expect(resolveGenjutsu(15, 14).affected).toBe(true);
  });

  it("lets a victim failing by 5 or less realise it, but not by more", () => {
    expect(resolveGenjutsu(20, 15).realises).toBe(true);
    expect(resolveGenjutsu(21, 15).realises).toBe(false);
  });

  it("gives +5 per earlier success of the same jutsu", () => {
    expect(familiarityBonus(2)).toBe(10);
    // Offense 10 + 3, defense 9 + 2 + 10 familiarity.
    expect(rollGenjutsuContest(3, 2, 2, fixedDice([10, 9])).affected).toBe(false);
  });
});

describe("stealth", () => {
  it("hides at level 1 with the Stealth roll as TN, -5 per earlier hide", () => {
    expect(hide(14)).toEqual({ level: 1, tn: 14 });
    expect(hide(0)).toEqual({ level: 0, tn: 0 });
    expect(hidePenalty(2)).toBe(-10);
  });

  it("improves only from level 1 to 2", () => {
    expect(improveHiding(1)).toBe(2);
    expect(() => improveHiding(2)).toThrow(/level 1/);
  });

  it("adds +5 at level 2 and +15 at level 3 to the TN searchers face", () => {
    expect(effectiveStealthTn(2, 12)).toBe(17);
    expect(effectiveStealthTn(3, 12)).toBe(27);
    expect(searchFinds(17, 2, 12)).toBe(true);
    expect(searchFinds(16, 2, 12)).toBe(false);
  });

  it("stacks +2 per consecutive Search and +5 after a Point Out", () => {
    expect(searchBonus(2)).toBe(4);
    expect(searchBonus(0, true)).toBe(5);
  });

  it("drops to the highest level that allows an action, or out of stealth", () => {
    expect(stealthAfter(3, "move")).toBe(1);
    expect(stealthAfter(3, "search")).toBe(3);
    expect(stealthAfter(2, "sneakAttack")).toBe(2);
    expect(stealthAfter(1, "sneakAttack")).toBe(0);
  });

  it("costs 5 TN per ranged surprise attack, revealing at 0", () => {
    expect(afterRangedSurpriseAttack(12)).toEqual({ tn: 7, hidden: true });
    expect(afterRangedSurpriseAttack(5)).toEqual({ tn: 0, hidden: false });
  });

  it("needs preparation at least as long as the sneak attack's Speed (18 IC covers Speed 16)", () => {
    expect(sneakAttackReady(18, 16)).toBe(true);
    expect(sneakAttackReady(15, 16)).toBe(false);
  });

  it("allows hiding only when unwatched, already hidden, or every watcher is at Visibility -6 or worse", () => {
    expect(canHide({ watched: true, watcherVisibilityPenalties: [6, 8], alreadyHidden: false })).toBe(true);
    expect(canHide({ watched: true, watcherVisibilityPenalties: [6, 4], alreadyHidden: false })).toBe(false);
    expect(canHide({ watched: true, watcherVisibilityPenalties: [], alreadyHidden: true })).toBe(true);
  });
});
