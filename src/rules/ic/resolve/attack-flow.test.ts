import { describe, expect, it } from "vitest";
import { fixedDice } from "../../dice";
import { refusalOf as refusal } from "../../../../tests/fixtures/refusals";
import type { IcAction } from "../action";
import { checkAction } from "../action-check";
import { BASIC_ACTIONS } from "../basic-actions";
import { combatValues, newCombatant, type IcCombatant } from "../combatant";
import { DEFAULT_IC_OPTIONS as OPTIONS } from "../options";
import { resolveAttack } from "./attack";
import { answerAttack, awaitsDamage, defenseOptions, flowOutcomes, openAttack, previewAttack, readyToSettle, resolveBasicExchange, resolvingRefusal, rollFlowDamage, spendWillpower } from "./attack-flow";
import { declareAction } from "./declare";
import { settleOutcomes } from "./settle";

const stats = { str: 30, dex: 40, agi: 30, res: 30, cha: 30, xp: 0 };
const attacker = newCombatant({ id: "a", name: "A", stats });
const target = newCombatant({ id: "d", name: "D", stats });
const heavy: IcAction = { name: "Heavy Kick", kind: "taijutsu", role: "attack", speed: 20, damage: { dice: "2d6", stat: "str", type: "blunt" } };
const declare = (action: IcAction, by: IcCombatant = attacker) => declareAction(by, action, { ic: 0 }, OPTIONS, fixedDice([20, 20]));


describe("the numbers an attack shows before rolling", () => {
  it("are a multi-throw's: the weapon's Accuracy once, every weapon's dice, +0.5 damage bonus per weapon", () => {
    // DEX 20: Accuracy 12, +2 for shuriken. STR 20: damage bonus 1, +1 for two weapons. Speed 5.
    const thrower = newCombatant({ id: "t", name: "T", stats: { ...stats, dex: 20, str: 20 } });
    const declared = declare(BASIC_ACTIONS["Multi-Throw"] as IcAction, thrower);
    expect(previewAttack(thrower, declared, OPTIONS)).toEqual({ attacks: true, accuracy: 14, damage: "2d6 + 2×5" });
  });

  it("match what the engine resolves for the same attack", () => {
    const declared = declare(heavy);
    const shown = previewAttack(attacker, declared, OPTIONS);
    const resolved = resolveAttack(attacker, target, declared, { defense: "none" }, OPTIONS, fixedDice([3, 4]), fixedDice([]));
    expect(resolved.accuracy).toBe(shown.accuracy);
    expect(resolved.damageFormula).toBe(shown.damage);
  });
});

describe("an attack step by step", () => {
  it("settles to exactly what resolving it in one go gives", () => {
    const declared = declare(heavy);
    const whole = resolveAttack(attacker, target, declared, { defense: "dodge" }, OPTIONS, fixedDice([6, 6]), fixedDice([5]));
    let flow = openAttack(attacker, declared, { targetId: target.id }, target);
    const answered = answerAttack(flow, attacker, target, { kind: "dodge" }, OPTIONS, fixedDice([5]));
    flow = answered.attack;
    expect(awaitsDamage(flow)).toBe(true);
    flow = rollFlowDamage(flow, attacker, answered.defender, null, OPTIONS, fixedDice([6, 6]));
    expect(readyToSettle(flow)).toBe(true);
    expect(flowOutcomes(flow, attacker)).toEqual([whole]);
  });

  it("opens a failed technique's attack settled: no answer, damage or outcome is open on it", () => {
    const declared = { ...declare(heavy), fails: true };
    const flow = openAttack(attacker, declared, { targetId: target.id }, target);
    expect(flow).toMatchObject({ defense: null, hits: null, settled: true });
    expect(refusal(() => answerAttack(flow, attacker, target, { kind: "none" }, OPTIONS, fixedDice([])))?.code).toBe("techniqueFailed");
    expect(refusal(() => rollFlowDamage(flow, attacker, target, null, OPTIONS, fixedDice([6, 6])))?.code).toBe("notYet");
    expect(refusal(() => flowOutcomes(flow, attacker))?.code).toBe("notYet");
  });

  it("answers a delayed attack only from the IC it resolves on; with no IC given, at once", () => {
    const delayed = declare({ ...heavy, delay: 4 });
    const flow = openAttack(attacker, delayed, { targetId: target.id }, target);
    const early = refusal(() => answerAttack(flow, attacker, target, { kind: "none", ic: 3 }, OPTIONS, fixedDice([])));
    expect(early).toMatchObject({ code: "notResolvedYet", data: { ic: 4, current: 3 } });
    expect(answerAttack(flow, attacker, target, { kind: "none", ic: 4 }, OPTIONS, fixedDice([])).attack.defense?.answer).toBe("none");
    expect(answerAttack(flow, attacker, target, { kind: "dodge", ic: 9 }, OPTIONS, fixedDice([5])).attack.defense?.answer).toBe("dodge");
    expect(answerAttack(flow, attacker, target, { kind: "none" }, OPTIONS, fixedDice([])).attack.defense?.answer).toBe("none");
  });

  it("checks a coup de grace's target only when it is opened with one: a delayed one opened with none is checked as it resolves", () => {
    const coup = declare({ ...(BASIC_ACTIONS["Coup de Grace"] as IcAction) });
    expect(refusal(() => openAttack(attacker, coup, { targetId: target.id }, target))).toMatchObject({ code: "coupDeGrace", data: { name: "D" } });
    const waiting = openAttack(attacker, coup, { targetId: target.id }, null);
    expect(waiting).toMatchObject({ targetId: "d", defense: null, settled: false });
    expect(resolvingRefusal(waiting.action, target)).toMatchObject({ code: "coupDeGrace" });
    expect(resolvingRefusal(waiting.action, { ...target, condition: "incapacitated" })).toBeNull();
    expect(resolvingRefusal(heavy, target)).toBeNull();
  });

  it("pushes a dodger's next action by the Dodge's Speed", () => {
    const flow = openAttack(attacker, declare(heavy), { targetId: target.id }, target);
    expect(answerAttack(flow, attacker, { ...target, nextIc: 10 }, { kind: "dodge" }, OPTIONS, fixedDice([5])).defender.nextIc).toBe(12);
  });

  it("lists the basic defences with the reason each refused one is refused, before anything is rolled", () => {
    const flow = openAttack(attacker, declare(heavy), { targetId: target.id }, target);
    expect(defenseOptions(flow, attacker, target)).toEqual([
      { kind: "dodge", refused: null },
      { kind: "parry", refused: null },
      { kind: "block", refused: "notBlocking" },
      { kind: "none", refused: null },
    ]);
    const jutsu = openAttack(attacker, declare({ ...heavy, kind: "ninjutsu", speed: 3 }), { targetId: target.id }, target);
    expect(defenseOptions(jutsu, attacker, target).map((o) => o.refused)).toEqual(["tooSlow", "parryNinjutsu", "notBlocking", null]);
  });

  it("lets a defensive technique that exhausts its user fail: its costs are paid, the attack meets no defence, and it cannot be tried again", () => {
    const wall: IcAction = { name: "Great Wall", kind: "defensive", defense: "block", speed: 2, chakra: 90, interrupt: true };
    const spent = { ...target, fatigue: { level: 5, staminaPenalty: 0, chakraPenalty: 0 } };
    const flow = openAttack(attacker, declare(heavy), { targetId: target.id }, spent);
    // A 1 on the Chakra roll against 90: pushed two categories past Fatigue 5, the technique fails.
    const answered = answerAttack(flow, attacker, spent, { kind: "technique", technique: wall }, OPTIONS, fixedDice([1]));
    expect(answered.attack.defense).toMatchObject({ defense: "none", technique: null, blocked: false, result: { outcome: "hit" } });
    expect(answered.defender.condition).toBe("unconscious");
    expect(refusal(() => answerAttack(answered.attack, attacker, answered.defender, { kind: "technique", technique: wall }, OPTIONS, fixedDice([20]))).code).toBe("answered");
  });

  it("refuses a Block with none running, and answering twice", () => {
    const flow = openAttack(attacker, declare(heavy), { targetId: target.id }, target);
    const r = refusal(() => answerAttack(flow, attacker, target, { kind: "block" }, OPTIONS, fixedDice([])));
    expect(r.code).toBe("defense.notBlocking");
    const answered = answerAttack(flow, attacker, target, { kind: "none" }, OPTIONS, fixedDice([])).attack;
    expect(refusal(() => answerAttack(answered, attacker, target, { kind: "dodge" }, OPTIONS, fixedDice([5]))).code).toBe("answered");
  });

  it("settles a miss too, so the attack still wakes a sleeper", () => {
    const flow = answerAttack(openAttack(attacker, declare(heavy), { targetId: target.id }, target), attacker, target, { kind: "dodge" }, OPTIONS, fixedDice([20])).attack;
    expect(flow.defense?.result.outcome).toBe("miss");
    expect(awaitsDamage(flow)).toBe(false);
    expect(readyToSettle(flow)).toBe(true);
    expect(flowOutcomes(flow, attacker)[0]).toMatchObject({ defenderId: "d", damage: 0, statuses: [] });
  });

  it("spends one Willpower per side, once, and refuses a combatant with none", () => {
    const flow = answerAttack(openAttack(attacker, declare(heavy), { targetId: target.id }, target), attacker, target, { kind: "dodge" }, OPTIONS, fixedDice([2])).attack;
    const spent = spendWillpower(flow, "defender", target, attacker, OPTIONS, fixedDice([5]));
    expect(spent.spender.willpower.value).toBe(2);
    expect(spent.attack.defense?.defenseRoll).toBe(15 + combatValues(target, OPTIONS).dodgeBonus);
    expect(refusal(() => spendWillpower(spent.attack, "defender", spent.spender, attacker, OPTIONS, fixedDice([5]))).code).toBe("willpowerUsed");
    const drained = { ...attacker, willpower: { value: 0, max: 3 } };
    expect(refusal(() => spendWillpower(flow, "attacker", drained, attacker, OPTIONS, fixedDice([5]))).code).toBe("noWillpower");
  });

  it("lets an ally take the hit: one roll of damage split between them, statuses on whoever took all of it", () => {
    const protector = newCombatant({ id: "p", name: "P", stats });
    const stunning: IcAction = { ...heavy, statuses: [{ kind: "shock", severity: 2, duration: 10, roll: "none", tn: 0 }] };
    let flow = openAttack(attacker, declare(stunning), { targetId: target.id }, target);
    // A roll far above the Accuracy: the protector takes all of it.
    flow = answerAttack(flow, attacker, target, { kind: "takeTheHit", protector }, OPTIONS, fixedDice([20])).attack;
    flow = rollFlowDamage(flow, attacker, target, protector, OPTIONS, fixedDice([6, 6]));
    const outcomes = flowOutcomes(flow, attacker);
    expect(outcomes.map((o) => [o.defenderId, o.statuses.length])).toEqual([["p", 1]]);
  });

  it("refuses a coup de grace on someone still standing", () => {
    const coup = BASIC_ACTIONS["Coup de Grace"] as IcAction;
    expect(refusal(() => openAttack(attacker, declare(coup), { targetId: target.id }, target)).code).toBe("coupDeGrace");
  });
});

describe("an attack answered with a basic defence in one step (resolveBasicExchange)", () => {
  /** The same attack through the flow's steps, one at a time: its outcomes and the defender it leaves. */
  function stepByStep(declared: ReturnType<typeof declare>, defender: IcCombatant, kind: "dodge" | "parry" | "block" | "none", attackFaces: number[], defenseFaces: number[], calledShot?: string) {
    const opened = openAttack(attacker, declared, { targetId: defender.id, calledShot }, defender);
    const answered = answerAttack(opened, attacker, defender, { kind }, OPTIONS, fixedDice(defenseFaces));
    const flow = awaitsDamage(answered.attack) ? rollFlowDamage(answered.attack, attacker, answered.defender, null, OPTIONS, fixedDice(attackFaces), false) : answered.attack;
    return { outcomes: flowOutcomes(flow, attacker), defender: answered.defender };
  }

  it.each([
    ["a dodge that falls short", "dodge", [5], undefined],
    ["a dodge that misses", "dodge", [20], undefined],
    ["a parry at a called shot", "parry", [3], "head"],
    ["no defence", "none", [], undefined],
  ] as const)("gives what the flow's steps give for %s, and pushes the defender alike", (_name, kind, defenseFaces, calledShot) => {
    const declared = declare(heavy);
    const flowed = stepByStep(declared, { ...target, nextIc: 10 }, kind, [6, 5], [...defenseFaces], calledShot);
    const own = { ...target, nextIc: 10 };
    const outcome = resolveBasicExchange(attacker, declared, calledShot, own, kind, OPTIONS, fixedDice([6, 5]), fixedDice([...defenseFaces]), false);
    expect([outcome]).toEqual(flowed.outcomes);
    expect(own.nextIc).toBe(flowed.defender.nextIc);
  });

  it("answers a refused defence with none and says why, drawing no die for it", () => {
    const declared = declare(heavy);
    const flowed = stepByStep(declared, target, "none", [6, 5], []);
    const outcome = resolveBasicExchange(attacker, declared, undefined, { ...target }, "block", OPTIONS, fixedDice([6, 5]), fixedDice([]), false);
    expect(outcome).toEqual({ ...flowed.outcomes[0], defenseRefused: "notBlocking" });
  });

  it("writes over an outcome handed in, and makes nothing of a failed technique or a coup de grace on someone standing", () => {
    const declared = declare(heavy);
    const into = resolveBasicExchange(attacker, declared, undefined, { ...target }, "dodge", OPTIONS, fixedDice([6, 6]), fixedDice([20]), false);
    expect(into?.damage).toBe(0);
    const again = resolveBasicExchange(attacker, declared, undefined, { ...target }, "none", OPTIONS, fixedDice([6, 6]), fixedDice([]), false, into ?? undefined);
    expect(again).toBe(into);
    expect(again?.damage).toBeGreaterThan(0);
    expect(resolveBasicExchange(attacker, { ...declared, fails: true }, undefined, { ...target }, "none", OPTIONS, fixedDice([]), fixedDice([]), false)).toBeNull();
    const coup = declare(BASIC_ACTIONS["Coup de Grace"] as IcAction);
    expect(refusal(() => resolveBasicExchange(attacker, coup, undefined, { ...target }, "none", OPTIONS, fixedDice([]), fixedDice([]), false)).code).toBe("coupDeGrace");
  });

  it("leaves nothing of the outcome it writes over: a miss written over a hit reads as a new miss, and a hit over a miss as a new hit", () => {
    const declared = declare(heavy);
    const fresh = (kind: "dodge" | "none", faces: number[], calledShot?: string) => resolveBasicExchange(attacker, declared, calledShot, { ...target }, kind, OPTIONS, fixedDice([6, 5]), fixedDice(faces), false);
    const hit = fresh("none", [], "head");
    const miss = fresh("dodge", [20]);
    expect(hit?.damage).toBeGreaterThan(0);
    expect(miss?.result.outcome).toBe("miss");
    const into = fresh("none", [], "head") ?? undefined;
    const missOver = resolveBasicExchange(attacker, declared, undefined, { ...target }, "dodge", OPTIONS, fixedDice([6, 5]), fixedDice([20]), false, into);
    expect(missOver).toBe(into);
    expect(missOver).toEqual(miss);
    const hitOver = resolveBasicExchange(attacker, declared, "head", { ...target }, "none", OPTIONS, fixedDice([6, 5]), fixedDice([]), false, missOver ?? undefined);
    expect(hitOver).toEqual(hit);
  });

  it("makes a coup de grace's outcome anew, with its mark, rather than write over the one handed in", () => {
    const coup = declare(BASIC_ACTIONS["Coup de Grace"] as IcAction);
    const into = resolveBasicExchange(attacker, declare(heavy), undefined, { ...target }, "none", OPTIONS, fixedDice([6, 5]), fixedDice([]), false) ?? undefined;
    const helpless = { ...target, condition: "unconscious" as const };
    const outcome = resolveBasicExchange(attacker, coup, undefined, helpless, "dodge", OPTIONS, fixedDice([6, 6, 6, 6, 6, 6]), fixedDice([]), false, into);
    expect(outcome).not.toBe(into);
    expect(outcome?.coupDeGrace).toBe(true);
    expect(outcome?.defenseRefused).toBe("helpless");
    expect(into?.coupDeGrace).toBeUndefined();
  });

  it("rolls the same damage with the action's checked record handed in, and counts dice the options were not found to allow", () => {
    const declared = declare(heavy);
    const checked = checkAction(heavy);
    expect(checked.damaging).toBe(true);
    expect(checked.dice).toEqual({ groups: [{ count: 2, faces: 6 }], flat: 0 });
    const without = resolveBasicExchange(attacker, declared, undefined, { ...target }, "none", OPTIONS, fixedDice([6, 5]), fixedDice([]), false);
    // Found within OPTIONS at a declaration: the record's dice are rolled as they are.
    checked.diceWithin = OPTIONS;
    const withRecord = resolveBasicExchange(attacker, declared, undefined, { ...target }, "none", OPTIONS, fixedDice([6, 5]), fixedDice([]), false, undefined, checked);
    expect(withRecord).toEqual(without);
    // Options the dice were never found within: counted against their caps as ever, and refused.
    const tight = { ...OPTIONS, maxDicePerRoll: 1 };
    expect(refusal(() => resolveBasicExchange(attacker, declared, undefined, { ...target }, "none", tight, fixedDice([6, 5]), fixedDice([]), false, undefined, checked)).code).toBe("tooManyDice");
    // A record for another action is not believed: a utility's says it deals no damage.
    const other = checkAction({ name: "Wait", kind: "utility", speed: 5 });
    expect(other.damaging).toBe(false);
    const mismatched = resolveBasicExchange(attacker, declared, undefined, { ...target }, "none", OPTIONS, fixedDice([6, 5]), fixedDice([]), false, undefined, other);
    expect(mismatched).toEqual(without);
  });
});

describe("settling outcomes", () => {
  it("kills a helpless defender with a coup de grace", () => {
    const coup = BASIC_ACTIONS["Coup de Grace"] as IcAction;
    const down = { ...target, condition: "incapacitated" as const, hp: { value: -5, max: 100 } };
    let flow = openAttack(attacker, declare(coup), { targetId: down.id }, down);
    flow = answerAttack(flow, attacker, down, { kind: "none" }, OPTIONS, fixedDice([])).attack;
    const { combatants } = settleOutcomes([attacker, down], flowOutcomes(flow, attacker), 0, OPTIONS, fixedDice([]));
    expect(combatants[1]?.condition).toBe("dead");
  });

  it("places wounds on the GM's own table for that kind of wound, with its die and effect", () => {
    const options = { ...OPTIONS, woundLocationTables: { blunt: { major: { die: 10, rows: [{ min: 1, max: 10, location: "nose", limb: false, effect: "Broken nose" }] } } } };
    const flow = rollFlowDamage(answerAttack(openAttack(attacker, declare(heavy), { targetId: target.id }, target), attacker, target, { kind: "none" }, options, fixedDice([])).attack, attacker, target, null, options, fixedDice([6, 6]));
    // 12 + 2 × 20 = 52 of 300 Vitality is 17%: a Minor wound, which has no table here → d100 torso.
    const minor = settleOutcomes([target], flowOutcomes(flow, attacker), 0, options, fixedDice([20]));
    expect(minor.settled[0]?.applied.wounds).toEqual([{ severity: "minor", type: "blunt", pool: "vitality", location: "torso", side: null }]);
    const bigger = { ...flow, hits: [{ combatantId: "d", damage: { ...flow.hits![0]!.damage, damage: 90 } }] };
    const major = settleOutcomes([target], flowOutcomes(bigger, attacker), 0, options, fixedDice([7]));
    expect(major.settled[0]?.applied.wounds).toEqual([{ severity: "major", type: "blunt", pool: "vitality", location: "nose", side: null, effect: "Broken nose" }]);
  });
});
