/** Every worked example of the rules text, as numbered in the inventory (E1–E27). */
import { describe, expect, it } from "vitest";
import { refusalOf } from "../../../tests/fixtures/refusals";
import { fixedDice } from "../dice";
import { resolveDamage, type DamageInput } from "./attack/damage";
import { defenceChoices, defenceRefusal } from "./attack/defence";
import { EXAMPLE_HARDNESS, testHardness } from "./attack/hardness";
import { mountedDefender } from "./attack/mounted";
import { resolveAttack } from "./attack/resolve";
import { baseDamage, thrownWeaponDamage, unarmedWeaponDamage } from "./base-damage";
import { thresholdState } from "./character/hit-points";
import { drainKills, nightlyChakra, nightlyHealing } from "./character/recovery";
import { confusedBehaviour } from "./conditions/confusion";
import { passBoundary, startDuration } from "./conditions/duration";
import { conditionsAtBoundary } from "./conditions/expiry";
import type { ConditionInstance } from "./conditions/instance";
import { startOfTurn } from "./conditions/turn-start";
import { damageDegree } from "./degree";
import { initiativeOrder, type InitiativeEntry } from "./initiative";
import { elementalEdge, grabEscapeDc, nullifyRefusal, overcomeBase } from "./maneuvers";
import { KEEP_HOLD, startGrab, victimMayBreakFree } from "./maneuvers/grab";
import { DEFAULT_DEGREES_OPTIONS as O } from "./options";
import { partnerDivisor, useSharedLimit } from "./partners";
import { checkFromFaces } from "./roll";
import { SIZE_TABLE } from "./size";
import { ATTACKER, DEFENDER } from "./test-fixtures";
import { DEGREES_BASIC_ACTIONS } from "./port/actions";
import { byId, fighter, lineUp, nextTurn, NO_DICE, replace, rules } from "./port/test-fighters";
import { RULESET_EXTRAS } from "../registry";
import { actionRefusal, FRESH_ROUND, spendAction, type TurnAction } from "./turn-actions";

const HIT: DamageInput = { base: 0, fixed: 0, degree: 1, bodyHardness: 0, ignoreHardness: 0, standardActionsThisRound: 1, absorption: 0 };
function playTurn(actions: TurnAction[]): void {
  let budget = FRESH_ROUND;
  for (const action of actions) {
    expect(actionRefusal(budget, action)).toBeNull();
    budget = spendAction(budget, action);
  }
}

describe("worked examples", () => {
  it("E1 melee base damage: Strength 3 with a kunai (+1) is 1.5 + 1, rounded up to 3", () => {
    expect(baseDamage({ source: "melee", attribute: 3, added: 1 }, O)).toBe(3);
  });

  it("E2 power of base damage 5 rolling [4, 8] = 12: degree 3, 15 damage", () => {
    const degree = damageDegree(checkFromFaces([4, 8], 0).natural, O);
    expect(degree).toBe(3);
    expect(resolveDamage({ ...HIT, base: 5, degree }, O).damage).toBe(15);
  });

  it("E3 kunai of base damage 4 at degree 3: 12 damage", () => {
    expect(resolveDamage({ ...HIT, base: 4, degree: 3 }, O).damage).toBe(12);
  });

  it("E4 2 turns: a self buff lasts this turn and the next; a debuff on a target lasts the target's current and next turn", () => {
    const own = { ownTurnNow: true, ownTurnTakenThisRound: false };
    let buff: ConditionInstance[] = [{ id: "haste", duration: startDuration(2, "turnEnd", own, O) }];
    buff = conditionsAtBoundary(buff, "me", "me", "turnEnd").kept;
    expect(buff).toHaveLength(1);
    expect(conditionsAtBoundary(buff, "me", "me", "turnEnd").expired).toHaveLength(1);
    let debuff: ConditionInstance[] = [{ id: "debilitated", duration: startDuration(2, "turnEnd", { ownTurnNow: false, ownTurnTakenThisRound: false }, O) }];
    debuff = conditionsAtBoundary(debuff, "target", "me", "turnEnd").kept;
    debuff = conditionsAtBoundary(debuff, "target", "target", "turnEnd").kept;
    expect(debuff).toHaveLength(1);
    expect(conditionsAtBoundary(debuff, "target", "target", "turnEnd").expired).toHaveLength(1);
  });

  it("E5 Haste's +2 to initiative reorders the fight without a re-roll", () => {
    const a: InitiativeEntry = { id: "a", die: 5, bonus: 4, conditions: [] };
    const b: InitiativeEntry = { id: "b", die: 4, bonus: 4, conditions: [] };
    expect(initiativeOrder([a, b], O).order).toEqual(["a", "b"]);
    expect(initiativeOrder([a, { ...b, conditions: [{ id: "haste" }] }], O).order).toEqual(["b", "a"]);
  });

  it("E6 a kunai thrown at you: Dodge at DC 9 + Dodge, Block if armed, Anticipate, or a barrier technique (movement action, AM check)", () => {
    const kunai = { delivery: "projectile" as const, lethal: true };
    const barrier = { name: "Barrier", chakraCost: 3, action: "movement" as const };
    expect(defenceChoices(kunai, ATTACKER, DEFENDER, O, barrier)).toEqual([
      { kind: "dodge", refused: null },
      { kind: "block", refused: null },
      { kind: "anticipate", refused: null },
      { kind: "technique", refused: null },
    ]);
    expect(defenceRefusal({ kind: "block" }, kunai, ATTACKER, { ...DEFENDER, wielding: null }, O)?.code).toBe("degrees.unarmedBlock");
    const dodged = resolveAttack(checkFromFaces([4, 4], 4), { kind: "dodge" }, kunai, ATTACKER, DEFENDER, O, fixedDice([]));
    expect(dodged.steps).toContainEqual(expect.objectContaining({ step: "dodge", dc: 13 }));
    // Each contested defence rolls its own accuracy against the attack check (12): Block the Melee
    // (3), Anticipate and the barrier the Anticipate Movement (2); the defender must be higher.
    const contested = (answer: Parameters<typeof resolveAttack>[1], faces: number[]) => {
      const result = resolveAttack(checkFromFaces([4, 4], 4), answer, kunai, ATTACKER, DEFENDER, O, fixedDice(faces));
      const step = result.steps.find((s) => s.step === "contest");
      return step?.step === "contest" ? { accuracy: step.contest.defender.accuracy, total: step.contest.defender.total, hit: result.hit, cost: result.techniqueCost } : null;
    };
    expect(contested({ kind: "block" }, [5, 5])).toEqual({ accuracy: 3, total: 13, hit: false, cost: undefined });
    expect(contested({ kind: "anticipate" }, [5, 4])).toEqual({ accuracy: 2, total: 11, hit: true, cost: undefined });
    // The barrier costs its chakra and a movement action, paid win or lose (M25, M71).
    expect(contested({ kind: "technique", technique: barrier }, [6, 5])).toEqual({ accuracy: 2, total: 13, hit: false, cost: { chakra: 3, action: "movement" } });
    expect(contested({ kind: "technique", technique: barrier }, [5, 4])).toMatchObject({ hit: true, cost: { chakra: 3, action: "movement" } });
    // With the round's movement action already spent, no barrier can be raised.
    expect(defenceRefusal({ kind: "technique", technique: barrier }, kunai, ATTACKER, { ...DEFENDER, actionsLeft: ["standard", "partial"] }, O)?.code).toBe("degrees.actionSpent");
  });

  it("E7 scimitar (crits from 14): 14 and 16 are degree 4, 12 and 13 stay degree 3", () => {
    expect([12, 13, 14, 16].map((n) => damageDegree(n, O, 14))).toEqual([3, 3, 4, 4]);
  });

  it("E8 natural healing with Vigor 6: 22 HP a night", () => {
    expect(nightlyHealing(6, false)).toBe(22);
  });

  it("E9 chakra recovery with Spirit 4: 13 a night", () => {
    expect(nightlyChakra(4, false)).toBe(13);
  });

  it("E10 a drain at 0 chakra with a pool of 40 kills from 20", () => {
    expect(drainKills(0, 40, 19)).toBe(false);
    expect(drainKills(0, 40, 20)).toBe(true);
    expect(drainKills(1, 40, 20)).toBe(false);
  });

  it("E11 Iron Fist, Stone Skin and Juuken do not stack: one at a time", () => {
    expect(unarmedWeaponDamage([{ name: "Iron Fist", damage: 2 }])).toBe(2);
    expect(refusalOf(() => unarmedWeaponDamage([{ name: "Iron Fist", damage: 2 }, { name: "Juuken", damage: 1 }])).code).toBe("degrees.weaponDamageStacks");
    expect(refusalOf(() => unarmedWeaponDamage([{ name: "Kyoudo Kyouka", damage: 3 }, { name: "Juuken", damage: 1 }])).data.sources).toBe("Kyoudo Kyouka, Juuken");
  });

  it("E12 shuriken (3) +1: throwing three gives +1 for the throw; both hands give +2", () => {
    expect(thrownWeaponDamage(1, { count: 3, listed: 3, bothHands: false })).toBe(1);
    expect(thrownWeaponDamage(1, { count: 6, listed: 3, bothHands: true })).toBe(2);
    expect(thrownWeaponDamage(1, { count: 2, listed: 3, bothHands: false })).toBe(0);
  });

  it("E13 a Cannon or Arrows technique is blocked only with an Adamantine Staff or an Energize-enhanced weapon", () => {
    const cannon = { delivery: "projectile" as const, projectileTechnique: true, lethal: true };
    expect(defenceRefusal({ kind: "block" }, cannon, ATTACKER, DEFENDER, O)?.code).toBe("degrees.blockTechnique");
    expect(defenceRefusal({ kind: "block" }, cannon, ATTACKER, { ...DEFENDER, wielding: { weight: "heavy", blocksProjectileTechniques: true } }, O)).toBeNull();
  });

  it("E14 Safe Step turns: draw, step, attack; fireball, step through the door, close it", () => {
    playTurn([{ kind: "partial" }, { kind: "movement", move: "safeStep" }, { kind: "standard" }]);
    playTurn([{ kind: "standard" }, { kind: "movement", move: "safeStep" }, { kind: "free" }]);
    const stepped = spendAction(FRESH_ROUND, { kind: "movement", move: "normal" });
    expect(actionRefusal(stepped, { kind: "movement", move: "safeStep" })?.code).toBe("degrees.alreadyMoved");
  });

  it("E15 a melee attack prepared against \"the enemy attacks me\" is made as the enemy's attack comes: both are resolved, each on its own, and both may hit; the rest is the GM's", () => {
    const kunai = rules.actionFromItem({ name: "Kunai", type: "dgWeapon", system: { accuracy: "melee", damage: 1, weight: "light" } })!;
    let step = nextTurn(lineUp(fighter("me", 12), fighter("enemy", 6)), 0);
    const prepared = rules.declare(byId(step.fighters, "me"), DEGREES_BASIC_ACTIONS.prepareAction!, { at: step.at, keep: { action: "standard", trigger: "the enemy attacks me" } }, O, NO_DICE);
    expect(prepared.actor.kept).toMatchObject({ kind: "prepared", action: "standard", trigger: "the enemy attacks me" });
    step = nextTurn(replace(step.fighters, prepared.actor), step.at);
    // The enemy's turn: its attack is declared, and the trigger lets mine go off at once, off my turn.
    const theirs = rules.declare(byId(step.fighters, "enemy"), kunai, { at: step.at }, O, NO_DICE);
    const mine = rules.declare(byId(step.fighters, "me"), kunai, { at: step.at, release: true }, O, NO_DICE);
    expect(mine.actor.kept).toBeNull();
    const fighters = replace(replace(step.fighters, theirs.actor), mine.actor);
    // The rules resolve each attack as any other: both land here (12 against Dodge 12), each damaging the other.
    const land = (attacker: string, defender: string, declared: typeof mine) => {
      const opened = rules.attack.open(byId(fighters, attacker), declared, { targetId: defender }, byId(fighters, defender), O, fixedDice([6, 3]));
      const answered = rules.attack.answer(opened, byId(fighters, attacker), byId(fighters, defender), { kind: "dodge" }, O, NO_DICE);
      return rules.attack.damage(answered.attack, byId(fighters, attacker), answered.defender, null, O, NO_DICE, false).damage?.damage ?? 0;
    };
    expect([land("enemy", "me", theirs), land("me", "enemy", mine)]).toEqual([6, 6]);
    // Whether the blows cancel out is the GM's call (the text leaves it there): nothing in the rules refuses either.
  });

  it("E15 a prepared attack lapses at the start of the preparer's next turn if its trigger never comes", () => {
    // The preparation is held "until your next turn": a duration ending at the preparer's next turn start.
    const held = startDuration(1, "turnStart", { ownTurnNow: true, ownTurnTakenThisRound: false }, O);
    expect(passBoundary(held, "me", "me", "turnEnd")).toBe(held);
    expect(passBoundary(held, "me", "enemy", "turnStart")).toBe(held);
    expect(passBoundary(held, "me", "me", "turnStart")).toBeNull();
  });

  it("E16 partners: owner and partner attacking halve each attack; two partners make it a third; a non-damaging technique still counts", () => {
    const punch = { ...HIT, base: 6, degree: 2 as const };
    expect(resolveDamage({ ...punch, standardActionsThisRound: partnerDivisor([true, true]) }, O).damage).toBe(6);
    expect(resolveDamage({ ...punch, standardActionsThisRound: partnerDivisor([true, true, true]) }, O).damage).toBe(4);
    expect(partnerDivisor([true, true])).toBe(2);
    expect(partnerDivisor([false, true])).toBe(1);
  });

  it("E17 partners share limits: the owner's opportunity attack uses the partner's; the partner's Kawarimi uses the owner's for the scene", () => {
    const afterOwner = useSharedLimit({}, "opportunityAttack", "owner");
    expect(refusalOf(() => useSharedLimit(afterOwner, "opportunityAttack", "clone")).data).toEqual({ limit: "opportunityAttack", by: "owner" });
    const afterClone = useSharedLimit({}, "kawarimi", "clone");
    expect(refusalOf(() => useSharedLimit(afterClone, "kawarimi", "owner")).code).toBe("degrees.sharedLimit");
  });

  it("E18 a rider defending with a big mount's Dodge gives a Medium attacker the size bonus", () => {
    const snake = { ...DEFENDER, size: "massive" as const, accuracies: { melee: 2, dodge: 1, anticipate: 1 } };
    const defender = mountedDefender(DEFENDER, snake, { kind: "dodge" });
    const result = resolveAttack(checkFromFaces([4, 4], 2), { kind: "dodge" }, { delivery: "melee", lethal: true }, ATTACKER, defender, O, fixedDice([]));
    expect(result.steps).toContainEqual(expect.objectContaining({ step: "dodge", dc: 10, attackTotal: 11, hit: true }));
  });

  it("E19 Nullify: water jet against fire jet, fire against fire, a Lightning Blade (touch) against a Raiton Missile", () => {
    const jet = (powerLevel: number, baseDamage = 5) => ({ powerLevel, metaskills: false, range: "ranged" as const, baseDamage });
    expect(nullifyRefusal(jet(4), jet(3))).toBeNull();
    expect(nullifyRefusal(jet(4), jet(4))).toBeNull();
    expect(nullifyRefusal(jet(2), { ...jet(3), range: "touch" })).toBeNull();
    expect(nullifyRefusal(jet(5), jet(3))?.code).toBe("degrees.nullifyPowerLevel");
    expect(overcomeBase(jet(4, 5), jet(4, 8), O)).toBe(3);
  });

  it("E19 Overcome: the difference in base damage, the elemental advantage counted (our five-element default, +2)", () => {
    const jet = (baseDamage: number, element: "katon" | "suiton" | "fuuton" | "none", range: "ranged" | "touch" = "ranged") => ({ powerLevel: 3, metaskills: false, range, baseDamage, element });
    // Water over fire: 5 + 2 against 6.
    expect(overcomeBase(jet(6, "katon"), jet(5, "suiton"), O)).toBe(1);
    // Fire against water: 8 − 2 against 5.
    expect(overcomeBase(jet(5, "suiton"), jet(8, "katon"), O)).toBe(1);
    expect(refusalOf(() => overcomeBase(jet(5, "suiton"), jet(7, "katon"), O))).toMatchObject({ code: "degrees.overcomeWeaker", data: { own: 7, incoming: 5, edge: -2 } });
    // Elements that meet neither way, and no table at all.
    expect(overcomeBase(jet(5, "katon"), jet(6, "suiton"), { ...O, elementalAdvantage: "none" })).toBe(1);
    expect(overcomeBase(jet(5, "fuuton"), jet(6, "suiton"), O)).toBe(1);
    expect(elementalEdge("katon", "fuuton", { ...O, elementalBonus: 4 })).toBe(4);
    expect(refusalOf(() => overcomeBase(jet(5, "katon"), jet(9, "katon", "touch"), O)).code).toBe("degrees.overcomeRange");
  });

  it("E20 hardness 5: base damage 5 breaks it, 4 or less does not", () => {
    expect(testHardness(5, 5, 0).broken).toBe(true);
    expect(testHardness(5, 4, 0)).toMatchObject({ broken: false, hardnessAfter: 3 });
    // The same at the table's port: a hit on a hardness-5 object with base 5, then with base 4 (M118).
    const attacker = fighter("a", null);
    const jutsu = (base: number) => rules.actionFromItem({ name: "Jutsu", type: "dgTechnique", system: { damage: { source: "custom", base, fixed: 0 } } })!;
    const at = (base: number) => RULESET_EXTRAS.degrees.attackObject(rules.declare(attacker, jutsu(base), { at: 0 }, O, fixedDice([])), attacker, { hardness: 5, gas: false, size: "standard", carried: false, absorption: null }, { moving: false, parts: 1, explosion: false }, O, fixedDice([6, 6]));
    expect(at(5)).toMatchObject({ hit: true, broken: true, hardnessAfter: 0 });
    expect(at(4)).toMatchObject({ hit: true, broken: false, hardnessAfter: 3 });
  });

  it("E21 a barrier of hardness 7 against a technique of 9 breaks and lets 2 × the degree through", () => {
    expect(resolveDamage({ ...HIT, base: 9, degree: 3, barrierHardness: 7 }, O)).toMatchObject({ damage: 6, barrierBroken: true });
  });

  it("E22 body hardness 1 against base damage 5 leaves 4 × the degree", () => {
    expect(resolveDamage({ ...HIT, base: 5, degree: 2, bodyHardness: 1 }, O).damage).toBe(8);
  });

  it("E23 poor sight in darkness: two camouflage dice, either failing misses", () => {
    const defender = { ...DEFENDER, camouflage: ["partial" as const, "total" as const] };
    const result = resolveAttack(checkFromFaces([6, 6], 4), { kind: "dodge" }, { delivery: "melee", lethal: true }, ATTACKER, defender, O, fixedDice([5, 4]));
    expect(result.steps).toContainEqual(expect.objectContaining({ step: "camouflage", missed: true }));
    expect(result.hit).toBe(false);
  });

  it("E24 escaping a grab: DC 4 + the grabber's Melee or 7 + its Strength", () => {
    expect(grabEscapeDc({ melee: 5, strength: 3 }, "melee")).toBe(9);
    expect(grabEscapeDc({ melee: 5, strength: 3 }, "strength")).toBe(10);
    // The hold this grabber keeps: the harder 10 on the victim's Grabbed; kept with a standard action a round, and hurting the grabber opens a reaction escape (M79).
    const { hold, victimGains } = startGrab({ id: "g", handsFree: true, canHold: true, melee: 5, strength: 3 }, "v");
    expect(victimGains.removal).toEqual({ check: "escape", dc: 10 });
    const kept = spendAction(FRESH_ROUND, KEEP_HOLD);
    expect(actionRefusal(kept, KEEP_HOLD)?.code).toBe("degrees.noActionLeft");
    expect([victimMayBreakFree(hold, "g", 1), victimMayBreakFree(hold, "g", 0), victimMayBreakFree(hold, "v", 5)]).toEqual([true, false, false]);
  });

  it("E25 the Confused table: 1–2 flee, 3–4 attack the nearest, 5–6 nothing, 7–8 act normally", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(confusedBehaviour)).toEqual(["flee", "flee", "attackNearest", "attackNearest", "nothing", "nothing", "actNormally", "actNormally"]);
  });

  it("E26 two Bleeding stacks cost 4 HP a turn", () => {
    const { state } = startOfTurn({ hp: { hp: 20, nonLethal: 0, stable: false }, conditions: [{ id: "bleeding" }, { id: "bleeding" }], vigor: 2, campaignLevel: 1 }, O, fixedDice([]));
    expect(state.hp.hp).toBe(16);
  });

  it("E27 the tables: degrees, HP thresholds, sizes and hardness", () => {
    expect([3, 4, 8, 9, 11, 12, 14, 15].map((n) => damageDegree(n, O))).toEqual([0, 1, 1, 2, 2, 3, 3, 4]);
    expect([0, -1, -10, -11, -20, -21].map((hp) => thresholdState({ hp, nonLethal: 0, stable: false }, O))).toEqual(["disabled", "unconscious", "unconscious", "dying", "dying", "dead"]);
    expect(SIZE_TABLE.vast).toEqual({ strengthVigor: 5, reach: 4, stealth: -3, intimidate: 2, movement: 9 });
    expect(SIZE_TABLE.minuscule.movement).toBe(-12);
    expect(EXAMPLE_HARDNESS).toMatchObject({ chain: 10, chair: 5, stoneDoor: 8, ironDoor: 10, pot: 0 });
  });
});
