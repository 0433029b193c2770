import { describe, expect, it } from "vitest";
import { refusalOf } from "../../../../tests/fixtures/refusals";
import { fixedDice } from "../../dice";
import { RULESET_EXTRAS } from "../../registry";
import { DEGREES_BASIC_ACTIONS } from "./actions";
import { byId, fighter, lineUp, nextTurn, NO_DICE, O, rules } from "./test-fighters";

const extras = RULESET_EXTRAS.degrees;
const strike = DEGREES_BASIC_ACTIONS.strike!;

/** a (Stealth 4) strikes b on its turn, as a sneak attack or not: Stealth faces 5 + 5 (total 14), attack 5 + 6. */
function attackAt(b: Partial<Parameters<typeof fighter>[2]> = {}, sneak = true) {
  const step = nextTurn(lineUp(fighter("a", 12), fighter("b", 6, b)), 0);
  const declared = rules.declare(byId(step.fighters, "a"), strike, { at: step.at, ...(sneak ? { sneak: { stealth: 4 } } : {}) }, O, NO_DICE);
  return rules.attack.open(declared.actor, declared, { targetId: "b" }, byId(step.fighters, "b"), O, fixedDice(sneak ? [5, 5, 5, 6] : [5, 6]));
}

describe("the search after a sneak attack (M54, searchAfterSneakAttack)", () => {
  it("rolls the target's Notice against the attack's Stealth total: meeting it places the attacker", () => {
    const flow = attackAt();
    expect(flow.sneak?.roll.total).toBe(14);
    // Notice 2: 12 + 2 = 14 meets 14 (ties meet by default); 11 + 2 = 13 does not.
    expect(extras.sneakSearch(flow, fighter("b", 6), "sight", O, fixedDice([6, 6]))).toMatchObject({ sense: "sight", stealth: 14, located: true, roll: { natural: 12, total: 14 } });
    expect(extras.sneakSearch(flow, fighter("b", 6), "hearing", O, fixedDice([5, 6]))).toMatchObject({ sense: "hearing", located: false, roll: { total: 13 } });
  });

  it("counts the target's conditions on its Notice: Blinded's −1 by sight only", () => {
    const flow = attackAt();
    const blinded = fighter("b", 6, { conditions: [{ id: "blinded" }] });
    expect(extras.sneakSearch(flow, blinded, "sight", O, fixedDice([6, 6])).roll.total).toBe(13);
    expect(extras.sneakSearch(flow, blinded, "hearing", O, fixedDice([6, 6])).roll.total).toBe(14);
  });

  it("refuses a Blind target's search by sight and a Deafened one's by hearing, and any search after an attack that was no sneak attack", () => {
    const flow = attackAt();
    expect(refusalOf(() => extras.sneakSearch(flow, fighter("b", 6, { conditions: [{ id: "blind" }] }), "sight", O, fixedDice([6, 6]))).code).toBe("degrees.cannotSee");
    expect(refusalOf(() => extras.sneakSearch(flow, fighter("b", 6, { conditions: [{ id: "deafened" }] }), "hearing", O, fixedDice([6, 6]))).code).toBe("degrees.cannotHear");
    expect(refusalOf(() => extras.sneakSearch(attackAt({}, false), fighter("b", 6), "sight", O, fixedDice([6, 6]))).code).toBe("degrees.notSneakAttack");
  });
});
