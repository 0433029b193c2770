import { describe, expect, it } from "vitest";
import { refusalOf } from "../../../../tests/fixtures/refusals";
import { fixedDice } from "../../dice";
import { RULESET_EXTRAS } from "../../registry";
import { byId, fighter, lineUp, nextTurn, NO_DICE, O, rules } from "./test-fighters";

const extras = RULESET_EXTRAS.degrees;
const kunai = rules.actionFromItem({ name: "Kunai", type: "dgWeapon", system: { accuracy: "melee", damage: 1, weight: "light" } })!;

/** a (12, on the ground) on its turn; b (6) flying. */
function atFlier() {
  return nextTurn(lineUp(fighter("a", 12), fighter("b", 6, { conditions: [{ id: "winged", source: "GM" }] })), 0);
}

describe("a jump attack at a flier (M100)", () => {
  it("is a Charge run half as far, with no +1 but the −1 kept, its Athletics rolled first; made, the attack goes on", () => {
    const step = atFlier();
    const a = byId(step.fighters, "a");
    expect(extras.jumpsAtFlier(a, byId(step.fighters, "b"), O)).toBe(true);
    // Movement 10 + ⌈3 / 2⌉ = 12: a jump runs at most 6 m.
    expect(refusalOf(() => rules.declare(a, kunai, { at: step.at, charge: { runMetres: 7, atFlier: true } }, O, NO_DICE)).code).toBe("degrees.chargeTooFar");
    const declared = rules.declare(a, kunai, { at: step.at, charge: { runMetres: 6, atFlier: true } }, O, NO_DICE);
    expect(declared.attack?.modifiers.map((m) => m.label)).not.toContain("charge");
    expect(declared.actor.guardOpen).toBe(true);
    // Athletics 0 + 4 + 4, then the attack check 5 + 5.
    const opened = rules.attack.open(declared.actor, declared, { targetId: "b" }, byId(step.fighters, "b"), O, fixedDice([4, 4, 5, 5]));
    expect(opened.jump).toMatchObject({ athletics: { natural: 8 }, fall: null });
    expect(opened).toMatchObject({ decided: null, step: "answer", roll: { natural: 10 } });
  });

  it("misses on a critical failure of the run's Athletics: the jumper falls for its Vigor and lands Prone, an outcome of its own", () => {
    const step = atFlier();
    const declared = rules.declare(byId(step.fighters, "a"), kunai, { at: step.at, charge: { runMetres: 4, atFlier: true } }, O, NO_DICE);
    const opened = rules.attack.open(declared.actor, declared, { targetId: "b" }, byId(step.fighters, "b"), O, fixedDice([1, 1, 6, 6]));
    expect(opened).toMatchObject({ decided: "missedJump", step: "done", result: { hit: false } });
    expect(opened.result?.steps).toContainEqual({ step: "missedJump", athletics: expect.objectContaining({ natural: 2 }) });
    const outcomes = rules.attack.outcomes(opened, declared.actor);
    expect(outcomes.map((o) => [o.targetId, o.hit, o.damage])).toEqual([["b", false, 0], ["a", false, 3]]);
    const settled = rules.settle([declared.actor, byId(step.fighters, "b")], outcomes, step.at, O, NO_DICE);
    const jumper = byId(settled.combatants, "a");
    expect(jumper.conditions.map((c) => c.id)).toContain("prone");
    expect(jumper.hp.hp).toBe(byId(step.fighters, "a").hp.hp - 3);
  });

  it("is no jump from the air; a plain Charge keeps its +1, and from the ground cannot reach a flier", () => {
    const step = atFlier();
    expect(extras.jumpsAtFlier(byId(step.fighters, "b"), byId(step.fighters, "a"), O)).toBe(false);
    const charged = rules.declare(byId(step.fighters, "a"), kunai, { at: step.at, charge: { runMetres: 7 } }, O, NO_DICE);
    expect(charged.attack?.modifiers.map((m) => m.label)).toContain("charge");
    expect(refusalOf(() => rules.attack.open(charged.actor, charged, { targetId: "b" }, byId(step.fighters, "b"), O, NO_DICE)).code).toBe("degrees.meleeFlier");
  });
});
