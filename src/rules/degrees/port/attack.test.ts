import { describe, expect, it } from "vitest";
import { refusalOf, worded } from "../../../../tests/fixtures/refusals";
import { fixedDice } from "../../dice";
import { DEGREES_BASIC_ACTIONS } from "./actions";
import type { DegreesFighter } from "./fighter";
import { byId, fighter, lineUp, nextTurn, NO_DICE, O, replace, rules } from "./test-fighters";

const strike = DEGREES_BASIC_ACTIONS.strike!;
const kunai = rules.actionFromItem({ name: "Kunai", type: "dgWeapon", system: { accuracy: "melee", damage: 1, weight: "light" } })!;
const wall = rules.actionFromItem({ name: "Earth Wall", type: "dgTechnique", system: { defensive: true, chakraCost: 5, action: "movement" } })!;

/** Round 1 begun with `a` (initiative 12) on its turn, facing `b` (6). */
function aTurn(a: Partial<Parameters<typeof fighter>[2]> = {}, b: Partial<Parameters<typeof fighter>[2]> = {}) {
  return nextTurn(lineUp(fighter("a", 12, a), fighter("b", 6, b)), 0);
}

/** Declares and opens an attack of a's at b with fixed faces. */
function open(fighters: DegreesFighter[], at: number, faces: number[], action = kunai, choice = {}) {
  const declared = rules.declare(byId(fighters, "a"), action, { at, ...choice }, O, NO_DICE);
  const attack = rules.attack.open(declared.actor, declared, { targetId: "b" }, byId(fighters, "b"), O, fixedDice(faces));
  return { declared, attack };
}

describe("an attack through the port's steps", () => {
  it("rolls the attack as it opens, lets the target Dodge, rolls the damage with every step, and settles it (M20, M22, M34)", () => {
    const step = aTurn();
    const { declared, attack } = open(step.fighters, step.at, [5, 6]);
    expect(attack.roll).toMatchObject({ natural: 11, total: 14 });
    expect(rules.attack.stage(attack)).toMatchObject({ awaitsAnswer: true, awaitsDamage: false });
    const answered = rules.attack.answer(attack, declared.actor, byId(step.fighters, "b"), { kind: "dodge" }, O, NO_DICE);
    expect(answered.attack.result?.steps).toContainEqual(expect.objectContaining({ step: "dodge", dc: 12, hit: true }));
    const damaged = rules.attack.damage(answered.attack, declared.actor, answered.defender, null, O, NO_DICE);
    // Base 2 + 1 (half Strength up, the kunai's 1) × degree 2.
    expect(damaged.damage).toMatchObject({ damage: 6, steps: [{ step: "base", base: 3, fixed: 0 }, { step: "degree", degree: 2, damage: 6 }] });
    expect(rules.attack.damage(answered.attack, declared.actor, answered.defender, null, O, NO_DICE, false).damage).toMatchObject({ damage: 6, steps: [] });
    const settled = rules.settle(replace(step.fighters, declared.actor), rules.attack.outcomes(damaged, declared.actor), step.at, O, NO_DICE);
    expect(settled.settled[0]).toMatchObject({ hp: 29 - 6, state: "active", threshold: null });
  });

  it("offers each defence with the reason it is refused, and settles a critical hit before any defence (M23, M36, F6)", () => {
    const step = aTurn({ wielding: { weight: "light" } });
    const { declared, attack } = open(step.fighters, step.at, [4, 4]);
    expect(rules.attack.defenses(attack, declared.actor, byId(step.fighters, "b"), O)).toEqual([
      { kind: "dodge", refused: null },
      { kind: "block", refused: "degrees.unarmedBlock", data: {} },
      { kind: "anticipate", refused: null },
      { kind: "evade", refused: null },
    ]);
    const critical = open(step.fighters, step.at, [8, 7]).attack;
    expect(rules.attack.stage(critical)).toMatchObject({ awaitsAnswer: false, awaitsDamage: true });
    expect(rules.attack.defenses(critical, declared.actor, byId(step.fighters, "b"), O).map((d) => d.refused)).toEqual(["degrees.criticalHit", "degrees.criticalHit", "degrees.criticalHit", "degrees.criticalHit"]);
    expect(worded(refusalOf(() => rules.attack.answer(critical, declared.actor, byId(step.fighters, "b"), { kind: "dodge" }, O, NO_DICE)))).toBe("That step is not open on this attack now.");
    const missed = open(step.fighters, step.at, [1, 2]).attack;
    expect([rules.attack.stage(missed).readyToSettle, missed.decided]).toEqual([true, "criticalFailure"]);
  });

  it("makes a defence the rules refuse the attacker's automatic success, as the text says (M23)", () => {
    const step = aTurn();
    const { declared, attack } = open(step.fighters, step.at, [2, 2]);
    const answered = rules.attack.answer(attack, declared.actor, byId(step.fighters, "b"), { kind: "block" }, O, NO_DICE);
    expect(answered.attack.result).toMatchObject({ hit: true, degree: 1 });
    expect(answered.attack.result?.steps).toContainEqual({ step: "automatic", reason: "invalidDefence", refusal: "degrees.unarmedBlock" });
  });

  it("pays a defensive technique's chakra and action win or lose, out of the defender's round (M25, M15)", () => {
    const step = aTurn({}, { defences: [wall.defence!] });
    const { declared, attack } = open(step.fighters, step.at, [3, 3], kunai);
    expect(rules.attack.defenses(attack, declared.actor, byId(step.fighters, "b"), O).at(-1)).toEqual({ kind: "technique", name: "Earth Wall", refused: null });
    const answered = rules.attack.answer(attack, declared.actor, byId(step.fighters, "b"), { kind: "technique", technique: "Earth Wall" }, O, fixedDice([8, 8]));
    expect(answered.attack.result).toMatchObject({ hit: false, techniqueCost: { chakra: 5, action: "movement" } });
    expect([answered.defender.chakra, answered.defender.actions.movement]).toEqual([19 - 5, false]);
    // With its movement and standard actions spent this round, no wall is left to raise.
    const spent = { ...answered.defender, actions: { ...answered.defender.actions, standard: false } };
    // The reason comes with its data, for the card's wording.
    expect(rules.attack.defenses(attack, declared.actor, spent, O).at(-1)).toEqual({ kind: "technique", name: "Earth Wall", refused: "degrees.actionSpent", data: { technique: "Earth Wall", actionType: "movement" } });
    expect(worded(refusalOf(() => rules.attack.answer(attack, declared.actor, spent, { kind: "technique", technique: "Fire Wall" }, O, NO_DICE)))).toBe("This character knows no defensive technique called Fire Wall.");
  });

  it("leaves an already Exhausted defender Exhausted, not Unconscious, when a defensive technique takes its last chakra (M49, M130 13)", () => {
    const step = aTurn({}, { defences: [wall.defence!], chakra: 5, conditions: [{ id: "exhausted" }] });
    const { declared, attack } = open(step.fighters, step.at, [3, 3], kunai);
    const answered = rules.attack.answer(attack, declared.actor, byId(step.fighters, "b"), { kind: "technique", technique: "Earth Wall" }, O, fixedDice([8, 8]));
    expect([answered.defender.chakra, answered.defender.conditions]).toEqual([0, [{ id: "exhausted" }]]);
    // Not yet Exhausted, the last chakra paid makes it so.
    const fresh = aTurn({}, { defences: [wall.defence!], chakra: 5 });
    const opened = open(fresh.fighters, fresh.at, [3, 3], kunai);
    const paid = rules.attack.answer(opened.attack, opened.declared.actor, byId(fresh.fighters, "b"), { kind: "technique", technique: "Earth Wall" }, O, fixedDice([8, 8]));
    expect(paid.defender.conditions).toEqual([{ id: "exhausted", source: "chakra" }]);
  });

  it("lands the HP table's conditions as a hit crosses a threshold: 0 disabled and defenceless, below unconscious, then dying (M40, M41, F8)", () => {
    const step = aTurn({}, { hp: 5 });
    const hit = (fighters: DegreesFighter[], faces: number[]) => {
      const { declared, attack } = open(fighters, step.at, faces, kunai);
      const flow = rules.attack.damage(attack, declared.actor, byId(fighters, "b"), null, O, NO_DICE, false);
      return rules.settle(fighters, rules.attack.outcomes(flow, declared.actor), step.at, O, NO_DICE);
    };
    // A critical (base 3 × 4 = 12) against 5 HP stops at 0 (M40): disabled, and Bleeding from the lethal critical.
    const first = hit(step.fighters, [8, 8]);
    expect(first.settled[0]).toMatchObject({ hp: 0, state: "disabled", threshold: { from: "active", to: "disabled" } });
    expect(byId(first.combatants, "b").conditions).toEqual([{ id: "bleeding", source: "critical" }, { id: "defenseless" }]);
    const second = hit(first.combatants.slice(), [4, 4]);
    expect(second.settled[0]).toMatchObject({ hp: -3, state: "unconscious" });
    expect(byId(second.combatants, "b").conditions).toEqual([{ id: "bleeding", source: "critical" }, { id: "unconscious" }]);
    const third = hit(second.combatants.slice(), [8, 8]);
    expect(byId(third.combatants, "b").conditions).toEqual([{ id: "bleeding", source: "critical" }, { id: "bleeding", source: "critical" }, { id: "dying" }]);
  });

  it("takes a target down, pushes it or disarms it instead of damaging it, at −2 and against a larger target's extra defence (M78, M81–M83)", () => {
    const step = aTurn({}, { wielding: { weight: "medium" } });
    const takedown = open(step.fighters, step.at, [6, 6], DEGREES_BASIC_ACTIONS.takedown!);
    expect(takedown.attack.roll.modifiers).toEqual([{ label: "specialManeuver", value: -2 }]);
    const down = rules.attack.answer(takedown.attack, takedown.declared.actor, byId(step.fighters, "b"), { kind: "dodge" }, O, NO_DICE).attack;
    expect(rules.attack.outcomes(down, takedown.declared.actor)[0]).toMatchObject({ hit: true, damage: 0, targetGains: [{ id: "prone" }] });
    const disarm = open(step.fighters, step.at, [8, 6], DEGREES_BASIC_ACTIONS.disarm!);
    const thrown = rules.attack.answer(disarm.attack, disarm.declared.actor, byId(step.fighters, "b"), { kind: "dodge" }, O, NO_DICE).attack;
    // 14 + 3 − 2 = 15 against Dodge 12: 3 m, no full 4 points more.
    const settled = rules.settle(step.fighters, rules.attack.outcomes(thrown, disarm.declared.actor), step.at, O, NO_DICE);
    expect([settled.settled[0]?.outcome.disarmedMetres, byId(settled.combatants, "b").wielding, byId(settled.combatants, "b").disarmed]).toEqual([3, null, true]);
    const prone = replace(step.fighters, { ...byId(step.fighters, "b"), conditions: [{ id: "prone" }] });
    expect(worded(refusalOf(() => open(prone, step.at, [6, 6], DEGREES_BASIC_ACTIONS.takedown!)))).toBe("A Takedown needs a target on its feet.");
  });

  it("lands a Feint as Feinted for the feinter's melee, once a round, when Dexterity beats Notice (M59)", () => {
    const step = aTurn();
    const feint = DEGREES_BASIC_ACTIONS.feint!;
    const { declared, attack } = open(step.fighters, step.at, [6, 6, 1, 1], feint);
    expect(rules.attack.outcomes(attack, declared.actor)[0]?.targetGains).toEqual([{ id: "feinted", source: "feint", favours: "a", meleeOnly: true, duration: { keyedTo: "a", ends: "turnEnd", remaining: 2 } }]);
    expect(worded(refusalOf(() => rules.declare({ ...declared.actor, actions: { standard: true, movement: true, partial: true, moved: false } }, feint, { at: step.at }, O, NO_DICE)))).toBe("Feint can be used 1 time(s) per round, and that is used up.");
  });
});

describe("declaring within the round's actions (M13–M19, M66, M67)", () => {
  it("refuses a second standard action, an action off one's turn, and an attack during Total Defence", () => {
    const step = aTurn();
    const a = byId(step.fighters, "a");
    const attacked = rules.declare(a, strike, { at: step.at }, O, NO_DICE).actor;
    expect(worded(refusalOf(() => rules.declare(attacked, strike, { at: step.at }, O, NO_DICE)))).toBe("No Standard action is left this round.");
    expect(rules.declare(attacked, DEGREES_BASIC_ACTIONS.move!, { at: step.at }, O, NO_DICE).actor.actions).toMatchObject({ movement: false, moved: true });
    expect(worded(refusalOf(() => rules.declare(byId(step.fighters, "b"), strike, { at: step.at }, O, NO_DICE)))).toBe("That can only be done on your own turn.");
    const guarded = rules.declare(a, DEGREES_BASIC_ACTIONS.totalDefence!, { at: step.at }, O, NO_DICE).actor;
    expect(guarded.stance).toBe("totalDefence");
    expect(refusalOf(() => rules.declare({ ...guarded, actions: { standard: true, movement: true, partial: true, moved: false } }, strike, { at: step.at }, O, NO_DICE)).code).toBe("degrees.totalDefenceOffence");
  });

  it("fights defensively with a melee attack only: −3 to hit, +2 Dodge until the next turn", () => {
    const step = aTurn();
    const preview = rules.preview(byId(step.fighters, "a"), kunai, { at: step.at, stance: "fightDefensively" }, O);
    expect(preview).toMatchObject({ stance: "fightDefensively", attack: { accuracy: 3, modifiers: [{ label: "fightDefensively", value: -3 }] } });
    const shuriken = rules.actionFromItem({ name: "Shuriken", type: "dgWeapon", system: { accuracy: "ranged", damage: 1 } })!;
    expect(worded(refusalOf(() => rules.preview(byId(step.fighters, "a"), shuriken, { at: step.at, stance: "fightDefensively" }, O)))).toBe("Shuriken: fighting defensively and charging go with a melee attack.");
  });

  it("pays a technique's chakra, refuses one it cannot pay, and leaves the drained Exhausted (M48, M49)", () => {
    const blast = rules.actionFromItem({ name: "Blast", type: "dgTechnique", system: { chakraCost: 19, powerLevel: 2, damage: { source: "ninpou" } } })!;
    const step = aTurn();
    const cast = rules.declare(byId(step.fighters, "a"), blast, { at: step.at }, O, NO_DICE);
    expect([cast.actor.chakra, cast.actor.conditions]).toEqual([0, [{ id: "exhausted", source: "chakra" }]]);
    // Half Spirit up (2) + Power Level 2.
    expect(cast.attack?.base).toBe(4);
    expect(worded(refusalOf(() => rules.declare({ ...byId(step.fighters, "a"), chakra: 3 }, blast, { at: step.at }, O, NO_DICE)))).toBe("Blast costs 19 chakra; only 3 is left.");
  });

  it("lets the unconscious take no action but still answer with a reaction", () => {
    const step = aTurn({ conditions: [{ id: "stunned" }] });
    expect(worded(refusalOf(() => rules.declare(byId(step.fighters, "a"), strike, { at: step.at }, O, NO_DICE)))).toBe("This character cannot act now.");
  });
});

describe("Nullify on the card (M74, E19)", () => {
  const nullify = (powerLevel: number) => rules.actionFromItem({ name: "Water Wall", type: "dgTechnique", system: { defensive: true, nullifies: true, action: "standard", powerLevel, chakraCost: 2 } })!.defence!;
  const ninpou = (powerLevel: number) => rules.actionFromItem({ name: "Fire Jet", type: "dgTechnique", system: { action: "standard", chakraCost: 1, powerLevel, damage: { source: "ninpou", base: 0, fixed: 0 } } })!;
  const kunai = rules.actionFromItem({ name: "Kunai", type: "dgWeapon", system: { damage: 1 } })!;
  const offered = (action: typeof kunai, powerLevel: number) => {
    const step = nextTurn(lineUp(fighter("a", 12), fighter("b", 6, { defences: [nullify(powerLevel)] })), 0);
    const declared = rules.declare(byId(step.fighters, "a"), action, { at: step.at }, O, NO_DICE);
    const attack = rules.attack.open(declared.actor, declared, { targetId: "b" }, byId(step.fighters, "b"), O, fixedDice([4, 4]));
    return rules.attack.defenses(attack, declared.actor, byId(step.fighters, "b"), O).find((d) => d.kind === "technique");
  };

  it("meets a damaging ninpou technique at most 1 power level away (E19: fire against fire)", () => {
    expect(offered(ninpou(3), 3)?.refused).toBeNull();
    expect(offered(ninpou(3), 2)?.refused).toBeNull();
    expect(offered(ninpou(3), 1)).toMatchObject({ refused: "degrees.nullifyPowerLevel", data: { gap: 2 } });
  });

  it("meets nothing else: a kunai is no ninpou technique", () => {
    expect(offered(kunai, 1)?.refused).toBe("degrees.nullifyNinpou");
  });
});
