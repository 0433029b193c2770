import { describe, expect, it } from "vitest";
import { fixedDice } from "../../dice";
import { RULESET_EXTRAS } from "../../registry";
import type { DegreesFighter } from "./fighter";
import { byId, fighter, lineUp, nextTurn, NO_DICE, O, rules } from "./test-fighters";

const extras = RULESET_EXTRAS.degrees;
const kunai = rules.actionFromItem({ name: "Kunai", type: "dgWeapon", system: { accuracy: "melee", damage: 1, weight: "light" } })!;
const bolt = rules.actionFromItem({ name: "Blast", type: "dgTechnique", system: { action: "standard", chakraCost: 0, powerLevel: 1, accuracy: "ranged", damage: { source: "ninpou", base: 0, fixed: 0 }, range: { type: "ranged", metres: 10 }, area: 3 } })!;

/** a (12) on its turn; v (6) held by g (3): v Grabbed and g Slow, tagged with the hold. */
function held(): { fighters: DegreesFighter[]; at: number } {
  const hold = "grab:g:v";
  return nextTurn(lineUp(fighter("a", 12), fighter("v", 6, { conditions: [{ id: "grabbed", source: hold }] }), fighter("g", 3, { conditions: [{ id: "slow", source: hold }] })), 0);
}

/** a's attack at v with the faces given, v Dodging (Grabbed, so Impeded: no Dodge bonus, difficulty 9): the finished attack. */
function missV(fighters: DegreesFighter[], at: number, faces: number[], action = kunai) {
  const declared = rules.declare(byId(fighters, "a"), action, { at }, O, NO_DICE);
  const opened = rules.attack.open(declared.actor, declared, { targetId: "v" }, byId(fighters, "v"), O, fixedDice(faces));
  // One the check settled before any defence (a critical failure) has no answer to give.
  const attack = rules.attack.stage(opened).awaitsAnswer ? rules.attack.answer(opened, declared.actor, byId(fighters, "v"), { kind: "dodge" }, O, NO_DICE).attack : opened;
  return { attacker: declared.actor, attack };
}

describe("a miss on a grabbed victim (M79)", () => {
  it("goes to the grabber on a die of 4 or less with the same check, the grabber defending as Restrained (no Dodge bonus: difficulty 9, not its own 12)", () => {
    const { fighters, at } = held();
    // 2 + 3 + Melee 3 = 8 against v's 9: a miss.
    const { attacker, attack } = missV(fighters, at, [2, 3]);
    expect(attack.result?.hit).toBe(false);
    const sent = extras.redirectOnMiss(attack, byId(fighters, "v"), fixedDice([4]));
    expect(sent.redirect).toEqual({ victim: "v", grabber: "g", face: 4, hitsGrabber: true });
    expect(sent).toMatchObject({ targetId: "g", step: "answer", result: null, roll: attack.roll });
    expect(rules.attack.stage(sent).awaitsAnswer).toBe(true);
    const answered = rules.attack.answer(sent, attacker, byId(fighters, "g"), { kind: "dodge" }, O, NO_DICE);
    expect(answered.attack.result?.steps).toContainEqual(expect.objectContaining({ step: "dodge", attackTotal: 8, dc: 9, hit: false }));
    // The Restrained it met the attack as is the attack's, not the grabber's to keep.
    expect(answered.defender.conditions.map((c) => c.id)).toEqual(["slow"]);
    // Once sent on, never again.
    expect(extras.redirectOnMiss({ ...answered.attack, step: "done" }, byId(fighters, "g"), fixedDice([1]))).toMatchObject({ targetId: "g" });
  });

  it("stands on a die of 5 or more, the die kept on it; no die at all for a hit, an area attack, a critical failure or a victim no one holds", () => {
    const { fighters, at } = held();
    const { attack } = missV(fighters, at, [2, 3]);
    const stands = extras.redirectOnMiss(attack, byId(fighters, "v"), fixedDice([5]));
    expect(stands).toMatchObject({ targetId: "v", step: "done", redirect: { victim: "v", grabber: "g", face: 5, hitsGrabber: false } });
    // fixedDice([]) throws if rolled: none of these roll.
    const hit = missV(fighters, at, [6, 6]).attack;
    expect(hit.result?.hit).toBe(true);
    expect(extras.redirectOnMiss({ ...hit, step: "done" }, byId(fighters, "v"), fixedDice([]))).toMatchObject({ targetId: "v", redirect: null });
    const area = missV(fighters, at, [2, 2], bolt).attack;
    expect(area.profile.delivery).toBe("area");
    expect(extras.redirectOnMiss(area, byId(fighters, "v"), fixedDice([])).redirect).toBeNull();
    const fumble = missV(fighters, at, [1, 2]).attack;
    expect(fumble.decided).toBe("criticalFailure");
    expect(extras.redirectOnMiss(fumble, byId(fighters, "v"), fixedDice([])).redirect).toBeNull();
    const free = { ...byId(fighters, "v"), conditions: [] };
    expect(extras.redirectOnMiss(attack, free, fixedDice([])).redirect).toBeNull();
  });

  it("never sends on a miss of an Immense creature's sweep, an attack at many (M107)", () => {
    const { fighters, at } = held();
    const giant = { ...byId(fighters, "a"), character: { ...byId(fighters, "a").character, size: "vast" as const } };
    const declared = rules.declare(giant, kunai, { at }, O, NO_DICE);
    const flows = extras.openSweep(declared.actor, declared, [byId(fighters, "v"), byId(fighters, "g")], O, fixedDice([2, 3]));
    expect(flows.map((f) => f.swept)).toEqual([true, true]);
    const missed = rules.attack.answer(flows[0]!, declared.actor, byId(fighters, "v"), { kind: "dodge" }, O, NO_DICE).attack;
    expect(missed.result?.hit).toBe(false);
    // fixedDice([]) throws if rolled: no die for a sweep.
    expect(extras.redirectOnMiss(missed, byId(fighters, "v"), fixedDice([])).redirect).toBeNull();
  });
});
