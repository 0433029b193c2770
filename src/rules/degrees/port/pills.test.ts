import { describe, expect, it } from "vitest";
import { RULESET_EXTRAS } from "../../registry";
import { isRuleRefusal } from "../../refusal";
import { byId, fighter, lineUp, nextTurn, NO_DICE, O, rules } from "./test-fighters";

const extras = RULESET_EXTRAS.degrees;

/** The test ninja has Spirit 3 and 19 chakra at most: a pill gives back 2 (half of 3, rounded up). */
const at = (chakra: number, pillsSinceRest = 0) => fighter("a", null, { chakra, pillsSinceRest });

describe("soldier pills through the port (M51)", () => {
  it("gives back half Spirit a pill, rounded by the world, never past the maximum", () => {
    const one = extras.takeSoldierPills(at(5), 1, true, O);
    expect([one.fighter.chakra, one.regained, one.fighter.pillsSinceRest]).toEqual([7, 2, 1]);
    expect(extras.takeSoldierPills(at(5), 1, true, { ...O, fractionRounding: "down" }).regained).toBe(1);
    expect(extras.takeSoldierPills(at(18), 2, true, O).fighter.chakra).toBe(19);
  });

  it("puts off one pill's Fatigue, and two or three pills' effect, an hour by default", () => {
    const one = extras.takeSoldierPills(at(5), 1, true, O);
    expect(one.aftermath).toEqual({ condition: "fatigued", afterHours: 1 });
    expect(one.imposed).toEqual([]);
    expect(one.fighter.conditions).toEqual([]);
    const two = extras.takeSoldierPills(at(5, 1), 1, true, O);
    expect([two.aftermath, two.imposed, two.fighter.pillsSinceRest]).toEqual([{ condition: "exhausted", afterHours: 1 }, [], 2]);
  });

  it("puts two or three pills' condition on at once under `soldierPillTiming` = immediate", () => {
    const now = { ...O, soldierPillTiming: "immediate" as const };
    const two = extras.takeSoldierPills(at(5), 2, true, now);
    expect(two.imposed).toEqual(["exhausted"]);
    expect(two.fighter.conditions).toEqual([{ id: "exhausted", source: "soldierPills" }]);
    expect(extras.takeSoldierPills(at(5), 3, true, now).fighter.conditions.map((c) => c.id)).toEqual(["unconscious"]);
  });

  it("overdoses past the third pill: no more chakra, unconscious now and Exhausted for 20 days", () => {
    const over = extras.takeSoldierPills(at(5, 3), 1, true, O);
    expect(over.regained).toBe(0);
    expect(over.fighter.conditions).toEqual([
      { id: "unconscious", source: "soldierPills" },
      { id: "exhausted", lastsDays: 20, source: "soldierPills" },
    ]);
    // Four at once: three give chakra, the fourth overdoses.
    expect(extras.takeSoldierPills(at(0), 4, true, O).regained).toBe(6);
  });

  it("ends the Exhaustion 0 chakra brought, and leaves any other", () => {
    const drained = fighter("a", null, { chakra: 0, conditions: [{ id: "exhausted", source: "chakra" }] });
    expect(extras.takeSoldierPills(drained, 1, true, O).fighter.conditions).toEqual([]);
    const tired = fighter("a", null, { chakra: 0, conditions: [{ id: "exhausted" }] });
    expect(extras.takeSoldierPills(tired, 1, true, O).fighter.conditions).toEqual([{ id: "exhausted" }]);
  });

  it("does nothing for a clone or a non-human creature", () => {
    const clone = extras.takeSoldierPills(at(5, 3), 2, false, O);
    expect([clone.fighter.chakra, clone.regained, clone.aftermath, clone.fighter.pillsSinceRest, clone.fighter.conditions]).toEqual([5, 0, null, 3, []]);
  });

  it("refuses no pill, a fraction or more than four at once, naming the count", () => {
    for (const count of [0, 1.5, 5]) {
      let thrown: unknown = null;
      try {
        extras.takeSoldierPills(at(5), count, true, O);
      } catch (error) {
        thrown = error;
      }
      expect(isRuleRefusal(thrown) && thrown.code).toBe("degrees.pillCount");
    }
  });

  it("counts from 0 again after a rest, and never changes the one handed in", () => {
    const before = at(5, 2);
    const taken = extras.takeSoldierPills(before, 1, true, O);
    expect(before.pillsSinceRest).toBe(2);
    expect(extras.rest(taken.fighter, { hours: 8, interrupted: false }, O).pillsSinceRest).toBe(0);
  });

  it("is a partial action in a fight: the `soldierPill` basic action, refused off the fighter's turn", () => {
    const step = nextTurn(lineUp(fighter("a", 12), fighter("b", 6)), 0);
    const pill = rules.basicActions.soldierPill!;
    const declared = rules.declare(byId(step.fighters, "a"), pill, { at: step.at }, O, NO_DICE);
    expect([byId(step.fighters, "a").actions.partial, declared.actor.actions.partial, declared.actor.actions.standard]).toEqual([true, false, true]);
    expect(declared.actor.chakra).toBe(byId(step.fighters, "a").chakra);
    expect(() => rules.declare(byId(step.fighters, "b"), pill, { at: step.at }, O, NO_DICE)).toThrow();
  });
});
