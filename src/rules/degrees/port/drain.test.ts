import { describe, expect, it } from "vitest";
import { fixedDice } from "../../dice";
import { isRuleRefusal } from "../../refusal";
import type { DegreesFighter } from "./fighter";
import { byId, CHARACTER, fighter, lineUp, nextTurn, NO_DICE, O, replace, rules } from "./test-fighters";

/** A touch technique whose hit drains chakra (Kikaichu's insects, M52): `drain` as the item stores it. */
const draining = (drain: unknown, damage: object = { source: "none" }) => rules.actionFromItem({ name: "Kikaichu", type: "dgTechnique", system: { accuracy: "melee", range: { type: "touch" }, damage, drain } })!;

/** A shinobi with Spirit 10: 10 + 3 × 10 = 40 chakra at most, as in E10. */
const SPIRITED = { ...CHARACTER, attributes: { ...CHARACTER.attributes, spirit: 10 } };

/** a (12) attacks b (6) on a's turn with `action`; b Dodges; faces 5 + 6 (natural 11: degree 2). The settled fighters and record. */
function hit(action: ReturnType<typeof draining>, b: Parameters<typeof fighter>[2] = {}, choice = {}) {
  const step = nextTurn(lineUp(fighter("a", 12), fighter("b", 6, b)), 0);
  const declared = rules.declare(byId(step.fighters, "a"), action, { at: step.at, ...choice }, O, NO_DICE);
  const attack = rules.attack.open(declared.actor, declared, { targetId: "b" }, byId(step.fighters, "b"), O, fixedDice([5, 6]));
  const answered = rules.attack.answer(attack, declared.actor, byId(step.fighters, "b"), { kind: "dodge" }, O, NO_DICE);
  const damaged = rules.attack.damage(answered.attack, declared.actor, answered.defender, null, O, NO_DICE);
  const outcomes = rules.attack.outcomes(damaged, declared.actor);
  const settled = rules.settle(replace(step.fighters, declared.actor), outcomes, step.at, O, NO_DICE);
  return { outcome: outcomes[0]!, target: byId(settled.combatants as DegreesFighter[], "b"), record: settled.settled[0]! };
}

describe("chakra drains through the port (M52, M53, M89)", () => {
  it("reads a technique's drain, which makes it an attack even without damage", () => {
    expect(draining({ amount: 4 })).toMatchObject({ role: "attack", attack: { drain: { amount: 4, byDegree: false } } });
    expect(draining({ amount: 0 }).role).toBe("technique");
  });

  it("drains so much a degree from the target's chakra as the attack settles", () => {
    const { outcome, target } = hit(draining({ amount: 3, byDegree: true }));
    expect([outcome.degree, outcome.drained, outcome.damage]).toEqual([2, 6, 0]);
    expect(target.chakra).toBe(19 - 6);
  });

  it("never divides the drain among partners, where the damage is (M53, M89)", () => {
    const { outcome } = hit(draining({ amount: 3, byDegree: true }, { source: "custom", base: 4 }), {}, { partnerActions: 1 });
    // Damage 4 × 2 halved by the two standard actions; the drain stays whole.
    expect([outcome.damage, outcome.drained]).toEqual([4, 6]);
  });

  it("stops at 0 and leaves the target Exhausted by it (M49)", () => {
    const { target, record } = hit(draining({ amount: 30 }), { chakra: 4 });
    expect(target.chakra).toBe(0);
    expect(target.conditions).toEqual([{ id: "exhausted", source: "chakra" }]);
    expect(record.threshold).toBeNull();
  });

  it("kills one already at 0 chakra when it drains half the natural pool or more (E10: pool 40, 20 kills, 19 does not)", () => {
    const killed = hit(draining({ amount: 20 }), { character: SPIRITED, chakra: 0 });
    expect(killed.record).toMatchObject({ state: "dead", threshold: { from: "active", to: "dead" }, hp: O.thresholds.dead });
    const spared = hit(draining({ amount: 19 }), { character: SPIRITED, chakra: 0 });
    expect([spared.record.state, spared.record.threshold, spared.target.chakra]).toEqual(["active", null, 0]);
    // With chakra left, even a drain past the whole pool only empties it.
    expect(hit(draining({ amount: 40 }), { character: SPIRITED, chakra: 1 }).record.state).toBe("active");
  });

  it("refuses a drain out of bounds or of the wrong kind, naming the field", () => {
    for (const [drain, field] of [[{ amount: -1 }, "drain.amount"], [{ amount: 1001 }, "drain.amount"], [{ amount: 2.5 }, "drain.amount"], [{ amount: 2, byDegree: "yes" }, "drain.byDegree"], [7, "drain"]] as const) {
      let thrown: unknown = null;
      try {
        draining(drain);
      } catch (error) {
        thrown = error;
      }
      expect(isRuleRefusal(thrown) && thrown.code, JSON.stringify(drain)).toBe("degrees.badItem");
      expect(isRuleRefusal(thrown) && thrown.data.field).toBe(field);
    }
  });
});
