import { describe, expect, it } from "vitest";
import { fixedDice } from "../../dice";
import type { IcAction } from "../action";
import { BASIC_ACTIONS } from "../basic-actions";
import { combatValues, newCombatant, withChanges } from "../combatant";
import { DEFAULT_IC_OPTIONS as OPTIONS } from "../options";
import { damageStep, resolveAttack, rollDefenseStep } from "./attack";
import { declareAction } from "./declare";
import { rollTakeTheHit, takeTheHitDamage } from "./take-the-hit";
import { accuracyRollWithWillpower, rerollDefenseWithWillpower } from "./willpower";

const stats = { str: 30, dex: 40, agi: 30, res: 30, cha: 30, xp: 0 };
const attacker = newCombatant({ id: "a", name: "A", stats });
const defender = newCombatant({ id: "d", name: "D", stats });
const ally = newCombatant({ id: "x", name: "X", stats });
const punch: IcAction = { ...(BASIC_ACTIONS["Basic Unarmed"] as IcAction), stamina: 0 };
const heavy: IcAction = { name: "Heavy Kick", kind: "taijutsu", speed: 20, damage: { dice: "2d6", stat: "str", type: "blunt" } };
const declare = (action: IcAction) => declareAction(attacker, action, { ic: 0 }, OPTIONS, fixedDice([]));

describe("an attack in two steps (defence, then damage)", () => {
  const accuracy = combatValues(attacker, OPTIONS).accuracy;
  const dodge = combatValues(defender, OPTIONS).dodgeBonus;

  it("gives the same outcome as resolving it in one go", () => {
    const declared = declare(heavy);
    const step = rollDefenseStep(attacker, defender, declared, { defense: "dodge" }, OPTIONS, fixedDice([5]));
    const damage = damageStep(attacker, defender, declared, step, OPTIONS, fixedDice([6, 6]));
    const whole = resolveAttack(attacker, defender, declared, { defense: "dodge" }, OPTIONS, fixedDice([6, 6]), fixedDice([5]));
    expect(step.defenseRoll).toBe(5 + dodge);
    expect(whole.result).toEqual(step.result);
    expect(whole.damage).toBe(damage.damage);
    expect(damage.damage).toBeGreaterThan(0);
  });

  it("lets the defender spend Willpower: a reroll under 11 gains 10 and can turn a hit into a miss", () => {
    const step = rollDefenseStep(attacker, defender, declare(heavy), { defense: "dodge" }, OPTIONS, fixedDice([2]));
    expect(step.result.outcome).toBe("hit");
    const rerolled = rerollDefenseWithWillpower(step, fixedDice([9]));
    expect(rerolled.defenseRoll).toBe(19 + dodge);
    expect(rerolled.result.outcome).toBe("miss");
    expect(rerolled.defenseFace).toBe(19);
  });

  it("refuses Willpower on a defence that rolled nothing", () => {
    const step = rollDefenseStep(attacker, defender, declare(heavy), { defense: "none" }, OPTIONS, fixedDice([]));
    expect(() => rerollDefenseWithWillpower(step, fixedDice([9]))).toThrow(/no defence roll/);
  });

  it("lets the attacker spend Willpower on an Accuracy roll that replaces the Accuracy", () => {
    const step = rollDefenseStep(attacker, defender, declare(heavy), { defense: "dodge" }, OPTIONS, fixedDice([12]));
    expect(step.accuracy).toBe(accuracy);
    const rolled = accuracyRollWithWillpower(step, attacker, OPTIONS, fixedDice([7]));
    expect(rolled.accuracy).toBe(17 + combatValues(attacker, OPTIONS).accuracyRollBonus);
    expect(rolled.result.outcome).not.toBe("miss");
  });

  it("uses a defensive technique as a block: no roll, the block's reduction, its Speed on the defender's next action", () => {
    const declared = declare(heavy);
    const wall = { name: "Earth Wall", mode: "block" as const, interruptSpeed: 6, bonus: 0 };
    const step = rollDefenseStep(attacker, defender, declared, { defense: "dodge", technique: wall }, OPTIONS, fixedDice([]));
    expect(step).toMatchObject({ technique: "Earth Wall", blocked: true, defenseRoll: null, defenderDelay: 6 });
    const damage = damageStep(attacker, defender, declared, step, OPTIONS, fixedDice([6, 6]));
    expect(damage.mitigation.find((m) => m.step === "block")?.after).toBe(damage.damageRolled / 2);
  });

  it("adds a dodging technique's modifier to the roll, and refuses one too slow for the attack", () => {
    const declared = declare(heavy);
    const leap = { name: "Leap", mode: "dodge" as const, interruptSpeed: 4, bonus: 2 };
    expect(rollDefenseStep(attacker, defender, declared, { defense: "dodge", technique: leap }, OPTIONS, fixedDice([10])).defenseRoll).toBe(10 + dodge + 2);
    const slow = rollDefenseStep(attacker, defender, declare(punch), { defense: "dodge", technique: { ...leap, interruptSpeed: 6 } }, OPTIONS, fixedDice([10]));
    expect(slow).toMatchObject({ defense: "none", technique: null, defenseRefused: "tooSlow" });
  });
});

describe("Take the Hit", () => {
  const accuracy = combatValues(attacker, OPTIONS).accuracy;
  const bonus = combatValues(defender, OPTIONS).dodgeBonus + 5;

  it("splits the damage when the roll falls short: short by 2, the protector takes 60% and the ally 40%", () => {
    const declared = declare(heavy);
    const face = accuracy - 2 - bonus;
    const step = rollTakeTheHit(attacker, defender, declared, {}, OPTIONS, fixedDice([face]));
    expect(step.takeTheHit).toMatchObject({ protectorId: "d", protectorFraction: 0.6, allyFraction: 0.4, mayBlock: false });
    expect(step.defenderDelay).toBe(6);
    const split = takeTheHitDamage(attacker, ally, defender, declared, step, OPTIONS, fixedDice([5, 5]));
    const rolled = split?.ally.damageRolled ?? 0;
    expect(split?.ally.damage).toBe(Math.floor(rolled * 0.4));
    expect(split?.protector.damage).toBe(Math.floor(rolled * 0.6));
  });

  it("puts the protector in the way of all of it on a success, and lets a blocking protector block", () => {
    const declared = declare(heavy);
    const blocking = withChanges(defender, { ongoing: { name: "Block", role: "block", startedIc: 0, untilIc: 30 } });
    const step = rollTakeTheHit(attacker, blocking, declared, {}, OPTIONS, fixedDice([20]));
    expect(step.takeTheHit).toMatchObject({ protectorFraction: 1, allyFraction: 0, mayBlock: true });
    const split = takeTheHitDamage(attacker, ally, blocking, declared, step, OPTIONS, fixedDice([5, 5]));
    expect(split?.ally.damage).toBe(0);
    expect(split?.protector.damage).toBe(Math.floor((split?.protector.damageRolled ?? 0) / 2));
  });

  it("can be rerolled with Willpower like any defence roll", () => {
    const step = rollTakeTheHit(attacker, defender, declare(heavy), {}, OPTIONS, fixedDice([1]));
    expect(rerollDefenseWithWillpower(step, fixedDice([10])).takeTheHit?.allyFraction).toBe(0);
  });

  it("is refused against an area attack and against a fast action", () => {
    expect(rollTakeTheHit(attacker, defender, declare({ ...heavy, aoe: 3 }), {}, OPTIONS, fixedDice([10])).defenseRefused).toBe("areaAttack");
    expect(rollTakeTheHit(attacker, defender, declare(punch), {}, OPTIONS, fixedDice([10])).defenseRefused).toBe("tooSlow");
  });
});
