import { describe, expect, it } from "vitest";
import { RULESET_EXTRAS } from "../../registry";

const { nextPicker, closed } = RULESET_EXTRAS.rollkeep.opening;
const place = (id: string, initiative: number | null, chosen = false, tieOrder = 0) => ({ id, initiative, tieOrder, chosen });

describe("when an opening stance is chosen (S1, S8)", () => {
  it("in 4e, before initiative is rolled, and never once the fight has begun", () => {
    const places = [place("a", null), place("b", 20)];
    expect(closed(places, "a", false, "4e")).toBeNull();
    expect(closed(places, "b", false, "4e")).toEqual({ reason: "beforeInitiative" });
    expect(closed(places, "a", true, "4e")).toEqual({ reason: "fightStarted" });
  });

  it("in the house rules, once rolled, slowest first (ties reversed too), once each", () => {
    const places = [place("fast", 30), place("slow", 10), place("mid", 20), place("late", null)];
    expect(nextPicker(places)).toBe("slow");
    expect(closed(places, "late", false, "house")).toEqual({ reason: "afterInitiative" });
    expect(closed(places, "fast", false, "house")).toEqual({ reason: "notYourTurn", next: "slow" });
    expect(closed(places, "slow", false, "house")).toBeNull();
    const after = [place("fast", 30), place("slow", 10, true), place("mid", 20), place("late", null)];
    expect(nextPicker(after)).toBe("mid");
    expect(closed(after, "slow", false, "house")).toEqual({ reason: "locked" });
    expect(closed(after, "mid", false, "house")).toBeNull();
    expect(nextPicker([place("x", 5, true), place("y", null)])).toBeNull();
  });
});
