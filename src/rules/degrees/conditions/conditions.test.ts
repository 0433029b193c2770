import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_DEGREES_OPTIONS as O } from "../options";
import { activeConditions, conditionModifier, hasFlag, type CheckContext } from "./active";
import { CONDITION_IDS, conditionDefinitions } from "./definitions";
import { bleedingStacks, imposeCondition, removeCondition } from "./impose";
import type { ConditionInstance } from "./instance";
import { thresholdConditions } from "./threshold-conditions";

const ids = (held: ConditionInstance[]) => activeConditions(held, O).map((c) => c.id).sort();

describe("condition definitions", () => {
  it("define every condition exactly once", () => {
    expect(Object.keys(conditionDefinitions(O)).sort()).toEqual([...CONDITION_IDS].sort());
  });
});

describe("implied conditions", () => {
  it("bring what the list says they are", () => {
    expect(ids([{ id: "terrified" }])).toEqual(["stunned", "terrified"]);
    expect(ids([{ id: "grabbed" }])).toEqual(["grabbed", "impeded"]);
    expect(ids([{ id: "exhausted" }])).toEqual(["exhausted", "slow"]);
    expect(ids([{ id: "unconscious" }])).toEqual(["defenseless", "unconscious"]);
    expect(ids([{ id: "dying" }])).toEqual(["defenseless", "dying", "unconscious"]);
    expect(ids([{ id: "unprepared" }])).toEqual(["unaware", "unprepared"]);
  });

  it("hide the milder condition of a severity chain", () => {
    const active = activeConditions([{ id: "fatigued" }, { id: "exhausted" }], O);
    expect(active.find((c) => c.id === "fatigued")?.hidden).toBe(true);
    expect(active.find((c) => c.id === "exhausted")?.hidden).toBe(false);
  });

  it("hide Dizzy under Stunned, its worse form, and Stunned under Defenseless (M130 27)", () => {
    const active = activeConditions([{ id: "dizzy" }, { id: "stunned" }], O);
    expect(active.find((c) => c.id === "dizzy")?.hidden).toBe(true);
    expect(active.find((c) => c.id === "stunned")?.hidden).toBe(false);
    expect(activeConditions([{ id: "dizzy" }, { id: "defenseless" }], O).find((c) => c.id === "dizzy")?.hidden).toBe(true);
    // Its lost movement action stays: a worse condition includes the milder one's limits.
    expect(hasFlag([{ id: "dizzy" }, { id: "stunned" }], "noMovementAction", O)).toBe(true);
  });

  it("keep the limits of a hidden condition: Exhausted still moves at half speed", () => {
    expect(hasFlag([{ id: "exhausted" }], "halfMovement", O)).toBe(true);
  });
});

describe("conditionModifier", () => {
  it("adds penalties up to −3 on one check", () => {
    expect(conditionModifier([{ id: "feinted" }, { id: "flanked" }], { kind: "defence" }, O)).toBe(-3);
    expect(conditionModifier([{ id: "feinted" }, { id: "flanked" }, { id: "unaware" }], { kind: "defence" }, O)).toBe(-3);
  });

  it("counts only the more severe of a chain", () => {
    expect(conditionModifier([{ id: "fatigued" }, { id: "exhausted" }], { kind: "attack" }, O)).toBe(-3);
    expect(conditionModifier([{ id: "fatigued" }], { kind: "attack" }, O)).toBe(-1);
  });

  it("narrows a debilitation to its named scope", () => {
    const weak: ConditionInstance[] = [{ id: "debilitated", scope: "strength", amount: 2 }];
    expect(conditionModifier(weak, { kind: "other", attribute: "strength" }, O)).toBe(-2);
    expect(conditionModifier(weak, { kind: "attack" }, O)).toBe(0);
  });

  it("never lets a condition hinder the check to remove it", () => {
    const held: ConditionInstance[] = [{ id: "debilitated", scope: "vigor" }, { id: "debilitated", scope: "vigor" }];
    expect(conditionModifier(held, { kind: "other", attribute: "vigor" }, O, held[0])).toBe(-1);
  });

  it("spares Dodge the Impeded debilitation, which fixes Dodge instead", () => {
    expect(conditionModifier([{ id: "impeded" }], { kind: "defence", defence: "dodge" }, O)).toBe(0);
    expect(conditionModifier([{ id: "impeded" }], { kind: "defence", defence: "block" }, O)).toBe(-1);
  });

  it("gives Prone −3 against melee and nothing against ranged, and adds Haste's bonus past the cap", () => {
    expect(conditionModifier([{ id: "prone" }], { kind: "defence", attackType: "melee" }, O)).toBe(-3);
    expect(conditionModifier([{ id: "prone" }], { kind: "defence", attackType: "ranged" }, O)).toBe(0);
    expect(conditionModifier([{ id: "haste" }, { id: "deafened" }], { kind: "initiative" }, O)).toBe(-1);
  });
});

describe("imposing and removing", () => {
  it("turns a second Fatigued into Exhausted and Exhausted met again into Unconscious", () => {
    const once = imposeCondition([], { id: "fatigued" });
    const twice = imposeCondition(once, { id: "fatigued" });
    expect(twice.map((c) => c.id)).toEqual(["exhausted"]);
    expect(imposeCondition(twice, { id: "fatigued" }).map((c) => c.id)).toEqual(["unconscious"]);
  });

  it("keeps a held Fatigued's ending and removal rule when it evolves into Exhausted: a passing fatigue never shortens it", () => {
    const held: ConditionInstance = { id: "fatigued", source: "GM", removal: { check: "vigor", dc: 16 } };
    const [exhausted] = imposeCondition([held], { id: "fatigued", source: "player", duration: { ends: "turnEnd", remaining: 1 } });
    expect(exhausted).toEqual({ id: "exhausted", source: "player", removal: { check: "vigor", dc: 16 } });
    const timed = (remaining: number, keyedTo?: string): ConditionInstance => ({ id: "fatigued", duration: { ends: "turnEnd", remaining, ...(keyedTo ? { keyedTo } : {}) } });
    expect(imposeCondition([timed(3)], timed(1))[0]?.duration).toEqual({ ends: "turnEnd", remaining: 3 });
    expect(imposeCondition([timed(1)], timed(3))[0]?.duration).toEqual({ ends: "turnEnd", remaining: 3 });
    expect(imposeCondition([timed(3)], { id: "fatigued" })[0]).toEqual({ id: "exhausted" });
    expect(imposeCondition([timed(2)], timed(5, "feinter"))[0]?.duration).toEqual({ ends: "turnEnd", remaining: 2 });
    expect(imposeCondition([{ id: "fatigued", lastsDays: 20 }], timed(1))[0]).toEqual({ id: "exhausted", lastsDays: 20 });
    // Its own cause, when it sets one: 0 chakra's Exhaustion ends as chakra comes back.
    expect(imposeCondition([held], { id: "exhausted", source: "chakra" })[0]).toEqual({ id: "exhausted", source: "chakra", removal: { check: "vigor", dc: 16 } });
  });

  it("steps Exhausted down to Fatigued on one removal check", () => {
    const held: ConditionInstance[] = [{ id: "exhausted" }];
    expect(removeCondition(held, held[0]!).map((c) => c.id)).toEqual(["fatigued"]);
  });

  it("stacks Bleeding, one instance per stack", () => {
    expect(bleedingStacks(imposeCondition(imposeCondition([], { id: "bleeding" }), { id: "bleeding" }))).toBe(2);
  });

  it("sets the conditions of each HP threshold", () => {
    expect(thresholdConditions("disabled")).toEqual(["defenseless"]);
    expect(thresholdConditions("dead")).toEqual([]);
  });
});

describe("the penalty cap", () => {
  it("never lets conditions take more than the cap off a check, whatever they are", () => {
    const held = fc.array(fc.constantFrom(...CONDITION_IDS).map((id): ConditionInstance => ({ id })), { maxLength: 8 });
    const check = fc.constantFrom<CheckContext>({ kind: "attack", attackType: "melee" }, { kind: "defence", attackType: "area" }, { kind: "defence", defence: "dodge" }, { kind: "other", sight: true });
    fc.assert(
      fc.property(held, check, fc.integer({ min: 0, max: 5 }), (conditions, context, penaltyCap) => {
        const options = { ...O, penaltyCap };
        expect(conditionModifier(conditions, context, options)).toBeGreaterThanOrEqual(-penaltyCap);
      }),
    );
  });
});
