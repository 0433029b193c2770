import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { refusalOf } from "../../../../tests/fixtures/refusals";
import { fixedDice } from "../../dice";
import { DEGREES_BASIC_ACTIONS } from "./actions";
import { byId, CHARACTER, fighter, lineUp, nextTurn, O, replace, rules } from "./test-fighters";
import { RULESET_EXTRAS } from "../../registry";

const extras = RULESET_EXTRAS.degrees;

describe("removal checks (M128)", () => {
  it("leave the removed instance's own penalty out, but count every other condition's", () => {
    const afraid = { id: "afraid" as const };
    const debilitated = { id: "debilitated" as const, amount: 2 };
    const f = fighter("a", null, { conditions: [afraid, debilitated] });
    const vigor = rules.checks(f, O).find((c) => c.key === "vigor")!.bonus;
    // Afraid −1 and Debilitated −2 together: −3 on a plain Vigor check.
    expect(extras.removalCheck(f, afraid, "vigor", O).bonus).toBe(vigor + 1);
    expect(extras.removalCheck(f, debilitated, "vigor", O).bonus).toBe(vigor + 2);
  });

  it("take one instance off on a success, stacked repeats one by one; a failure changes nothing", () => {
    const first = { id: "bleeding" as const };
    const second = { id: "bleeding" as const };
    const f = fighter("a", null, { conditions: [first, second] });
    expect(extras.removeByCheck(f, first, 13, 14, O)).toEqual({ fighter: f, removed: false, hold: null });
    const { fighter: after, removed } = extras.removeByCheck(f, first, 14, 14, O);
    expect(removed).toBe(true);
    expect(after.conditions).toEqual([second]);
    expect(f.conditions).toEqual([first, second]);
  });

  it("step an evolved condition down one level: Exhausted becomes Fatigued, which a second success ends", () => {
    const exhausted = { id: "exhausted" as const, source: "march" };
    const f = fighter("a", null, { conditions: [exhausted] });
    const once = extras.removeByCheck(f, exhausted, 20, 10, O).fighter;
    expect(once.conditions.map((c) => c.id)).toEqual(["fatigued"]);
    expect(extras.removeByCheck(once, once.conditions[0]!, 20, 10, O).fighter.conditions).toEqual([]);
  });

  it("refuse a check that removes nothing (initiative) and an instance not held", () => {
    const afraid = { id: "afraid" as const };
    const f = fighter("a", null, { conditions: [afraid] });
    expect(refusalOf(() => extras.removalCheck(f, afraid, "initiative", O)).code).toBe("degrees.noRemovalCheck");
    expect(refusalOf(() => extras.removalCheck(f, { id: "afraid" }, "vigor", O)).code).toBe("degrees.notHeld");
    expect(refusalOf(() => extras.removeByCheck(f, { id: "afraid" }, 20, 2, O)).code).toBe("degrees.notHeld");
  });

  it("leave the conditions the HP table sets to the HP: a sourceless Dying is no removal check's, one a cause put on is", () => {
    const dying = { id: "dying" as const };
    const f = fighter("a", null, { hp: -5, conditions: [dying] });
    expect(extras.removable(dying)).toBe(false);
    expect(refusalOf(() => extras.removalCheck(f, dying, "vigor", O)).code).toBe("degrees.fromHp");
    expect(extras.removable({ id: "unconscious", source: "sleep technique" })).toBe(true);
    expect(extras.removable({ id: "stunned" })).toBe(true);
  });

  it("breaks a Grab with Escape against the grabber's harder difficulty (E24), ending the hold on both (M79)", () => {
    // The grabber's Melee 5 and Strength 3: 4 + 5 = 9 or 7 + 3 = 10, and it picks 10.
    const grabber = fighter("g", 12, { character: { ...CHARACTER, accuracies: { ...CHARACTER.accuracies, melee: 5 }, attributes: { ...CHARACTER.attributes, strength: 3 } } });
    const victim = fighter("v", 6);
    const step = lineUp(grabber, victim);
    const started = nextTurn(step, 0);
    const declared = rules.declare(byId(started.fighters, "g"), DEGREES_BASIC_ACTIONS.grab!, { at: started.at }, O, fixedDice([]));
    const opened = rules.attack.open(declared.actor, declared, { targetId: "v" }, byId(started.fighters, "v"), O, fixedDice([8, 7]));
    const settled = rules.settle(replace(started.fighters, declared.actor), rules.attack.outcomes(opened, declared.actor), started.at, O, fixedDice([]));
    const held = byId(settled.combatants, "v");
    const grabbed = held.conditions.find((c) => c.id === "grabbed")!;
    expect(grabbed.removal).toEqual({ check: "escape", dc: 10 });
    expect(extras.removalCheck(held, grabbed, "escape", O).key).toBe("escape");
    expect(extras.removeByCheck(held, grabbed, 9, 10, O).removed).toBe(false);
    const broken = extras.removeByCheck(held, grabbed, 10, 10, O);
    expect(broken.fighter.conditions.map((c) => c.id)).toEqual([]);
    expect(broken.hold).toEqual({ grabber: "g", victim: "v" });
    const holder = byId(settled.combatants, "g");
    expect(holder.conditions.map((c) => c.id)).toContain("slow");
    expect(extras.releaseHold(holder, broken.hold!).conditions.map((c) => c.id)).not.toContain("slow");
    // Or the grabber lets go: its part ends, and the hold names the victim to free.
    const slow = holder.conditions.find((c) => c.id === "slow")!;
    expect(extras.keepsHold(holder, slow)).toBe(true);
    expect(extras.keepsHold(held, grabbed)).toBe(false);
    const released = extras.letGo(holder, slow);
    expect(released.hold).toEqual({ grabber: "g", victim: "v" });
    expect(released.fighter.conditions.map((c) => c.id)).not.toContain("slow");
    expect(extras.releaseHold(held, released.hold).conditions.map((c) => c.id)).not.toContain("grabbed");
    expect(refusalOf(() => extras.letGo(held, grabbed)).code).toBe("degrees.notHolding");
  });

  it("reads a tie as the GM's dcTie says: with \"beat\", reaching the difficulty is not enough", () => {
    const stunned = { id: "stunned" as const };
    const f = fighter("a", null, { conditions: [stunned] });
    const beat = { ...O, dcTie: "beat" as const };
    expect(extras.removeByCheck(f, stunned, 14, 14, beat).removed).toBe(false);
    expect(extras.removeByCheck(f, stunned, 15, 14, beat).removed).toBe(true);
  });

  it("removes exactly when the total reaches the difficulty (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 40 }), fc.integer({ min: 2, max: 30 }), (total, dc) => {
        const stunned = { id: "stunned" as const };
        const f = fighter("a", null, { conditions: [stunned] });
        const { fighter: after, removed } = extras.removeByCheck(f, stunned, total, dc, O);
        expect(removed).toBe(total >= dc);
        expect(after.conditions.length).toBe(removed ? 0 : 1);
      }),
    );
  });

  it("keeps the removal rule a cause sets on the condition it puts on, and reads it back from storage, refusing a bad one by field", () => {
    const f = rules.impose(fighter("a", null), { condition: "stunned", removal: { check: "vigor", dc: 15 } }, 0, O);
    expect(f.conditions).toEqual([{ id: "stunned", removal: { check: "vigor", dc: 15 } }]);
    expect(extras.storedCondition({ id: "stunned", removal: { check: "escape", dc: 12 } })).toEqual({ id: "stunned", removal: { check: "escape", dc: 12 } });
    expect(refusalOf(() => extras.storedCondition({ id: "stunned", removal: { check: "initiative", dc: 12 } })).data).toMatchObject({ field: "removal.check" });
    expect(refusalOf(() => extras.storedCondition({ id: "stunned", removal: { check: "vigor", dc: 1 } })).data).toMatchObject({ field: "removal.dc" });
    expect(refusalOf(() => rules.impose(fighter("a", null), { condition: "stunned", removal: { check: "luck", dc: 15 } }, 0, O)).data).toMatchObject({ field: "removal.check" });
  });
});
