import { describe, expect, it } from "vitest";
import { refusalOf, worded } from "../../../../tests/fixtures/refusals";
import { fixedDice, seededDice } from "../../dice";
import { RULESETS, RULESET_EXTRAS } from "../../registry";
import { DEFAULT_WEAPONS } from "../attack/weapons";
import { DEFAULT_ROLLKEEP_OPTIONS, type RollkeepOptions } from "../options";
import { ROLLKEEP_BASIC_ACTIONS } from "./actions";
import { newRollkeepCombatant, type RollkeepCombatant } from "./combatant";
import { endOfRound, momentOf, roundOf, slotOf } from "./moments";
import { turnsAt } from "./timeline";

const rules = RULESETS.rollkeep;
const fourth = DEFAULT_ROLLKEEP_OPTIONS;
const house: RollkeepOptions = { ...DEFAULT_ROLLKEEP_OPTIONS, variant: "house" };
const attack = ROLLKEEP_BASIC_ACTIONS.attack!;
const pass = ROLLKEEP_BASIC_ACTIONS.pass!;

function fighter(id: string, more: { reflexes?: number; initiative?: number; tieOrder?: number; stance?: RollkeepCombatant["stance"] } = {}): RollkeepCombatant {
  const c = newRollkeepCombatant({
    id,
    name: id,
    side: id,
    character: { traits: { awareness: 2, reflexes: more.reflexes ?? 2, willpower: 2, stamina: 2, intelligence: 2, agility: 3, perception: 2, strength: 2 }, void: 2, insightRank: 1, skills: { kenjutsu: { rank: 3 }, defense: { rank: 2 } } },
    weapon: DEFAULT_WEAPONS.katana!,
    weaponSkill: "kenjutsu",
    stance: more.stance ?? "attack",
  });
  return { ...c, initiative: more.initiative ?? 20, tieOrder: more.tieOrder ?? 0 };
}

/** Two fighters with round 1 begun: `a` first, `b` second. */
function roundOne(options = fourth, a = fighter("a", { initiative: 30 }), b = fighter("b", { initiative: 20 })) {
  return rules.advance([a, b], 0, momentOf(1, 0), options, fixedDice([])).combatants;
}

describe("time in rounds (moments)", () => {
  it("encodes the round and the place in its order, every moment of a round before the next round's", () => {
    expect([roundOf(momentOf(3, 2)), slotOf(momentOf(3, 2))]).toEqual([3, 2]);
    expect(endOfRound(3)).toBeLessThan(momentOf(4, 0));
    expect(worded(refusalOf(() => rules.nextMoment([], -1, fourth)))).toMatch(/^after: a moment of the fight must be a whole number from 0/);
  });

  it("goes turn by turn through the round's order, then to its end, then to the next round's first turn", () => {
    let cs = roundOne();
    expect(cs.map((c) => c.slot)).toEqual([0, 1]);
    expect(rules.nextMoment(cs, 0, fourth)).toBe(momentOf(1, 0));
    cs = [rules.declare(cs[0]!, pass, { at: momentOf(1, 0) }, fourth, fixedDice([])).actor, cs[1]!];
    expect(rules.nextMoment(cs, momentOf(1, 0), fourth)).toBe(momentOf(1, 1));
    cs = [cs[0]!, rules.declare(cs[1]!, pass, { at: momentOf(1, 1) }, fourth, fixedDice([])).actor];
    expect(rules.nextMoment(cs, momentOf(1, 1), fourth)).toBe(endOfRound(1));
    expect(rules.nextMoment(cs, endOfRound(1), fourth)).toBe(momentOf(2, 0));
  });
});

describe("initiative", () => {
  it("breaks a 4e tie by Reflexes, and lines a joiner up after those on its score (S5, S7)", () => {
    const quick = fighter("quick", { reflexes: 4 });
    const slow = fighter("slow", { reflexes: 1 });
    const placed = rules.initiative.place({ slow: 20, quick: 20 }, { current: 0, underWay: false }, { combatants: [slow, quick], options: fourth, dice: seededDice(1) });
    expect(placed.map((p) => [p.id, p.tieOrder])).toEqual([["quick", 0], ["slow", 1]]);
    const joined = rules.initiative.place({ late: 20 }, { current: momentOf(2, 0), underWay: true }, { combatants: [{ ...quick, tieOrder: 0 }, { ...slow, tieOrder: 1 }], options: fourth, dice: seededDice(1) });
    expect(joined).toEqual([{ id: "late", initiative: 20, tieOrder: 2 }]);
  });

  it("puts a 4e Center stance's +10 into the next round's order, behind those already on that score (ST7, S7)", () => {
    const centred = { ...fighter("monk", { initiative: 20 }), stance: "center" as const };
    const cs = rules.advance([centred, fighter("ronin", { initiative: 30 })], 0, momentOf(2, 0), fourth, fixedDice([])).combatants;
    expect(cs.map((c) => [c.id, c.slot])).toEqual([["monk", 1], ["ronin", 0]]);
  });
});

describe("declaring in a turn", () => {
  it("refuses a turn out of order, and a second turn in a round (S2)", () => {
    const cs = roundOne();
    expect(worded(refusalOf(() => rules.declare(cs[1]!, attack, { at: momentOf(1, 0) }, fourth, fixedDice([]))))).toBe("b cannot take a turn now: it is not this character's turn.");
    const done = rules.declare(cs[0]!, pass, { at: momentOf(1, 0) }, fourth, fixedDice([])).actor;
    expect(refusalOf(() => rules.declare(done, attack, { at: momentOf(1, 1) }, fourth, fixedDice([]))).problem?.text).toMatch(/already had a turn/);
  });

  it("takes the attack out of the turn's budget: a 4e attack is Complex, so a second is refused (A2, A4)", () => {
    const [a] = roundOne();
    const first = rules.declare(a!, attack, { at: momentOf(1, 0) }, fourth, fixedDice([]));
    expect([first.speed, first.actor.turn?.budget.simple]).toEqual(["complex", 0]);
    expect(refusalOf(() => rules.declare(first.actor, attack, { at: momentOf(1, 0) }, fourth, fixedDice([]))).code).toBe("actionRefused");
  });

  it("rolls Full Defense as a turn begins in it, its half total on the Armor TN until the next turn (ST5)", () => {
    let cs = rules.advance(roundOne(), endOfRound(1) - 1, momentOf(2, 0), fourth, fixedDice([])).combatants;
    const previewed = rules.preview(cs[0]!, pass, { at: momentOf(2, 0), stance: "fullDefense" }, fourth);
    expect(previewed).toMatchObject({ startsTurn: true, fullDefenseRoll: true });
    const declared = rules.declare(cs[0]!, pass, { at: momentOf(2, 0), stance: "fullDefense" }, fourth, fixedDice([9, 8, 1, 1]));
    expect([declared.fullDefense?.roll.total, declared.actor.fullDefenseBonus]).toEqual([17, 9]);
    cs = [declared.actor, cs[1]!];
    expect(rules.derive(cs[0]!, fourth).armorTn.total).toBe(15 + 9);
  });

  it("lets a 4e character delay and step in after the next turn; the house rules have no Delay (S2, S12)", () => {
    const [a, b] = roundOne();
    const delayed = rules.declare(a!, ROLLKEEP_BASIC_ACTIONS.delay!, { at: momentOf(1, 0) }, fourth, fixedDice([])).actor;
    expect(turnsAt([delayed, b!], momentOf(1, 1), fourth)).toEqual(["b", "a"]);
    expect(rules.declare(delayed, pass, { at: momentOf(1, 1) }, fourth, fixedDice([])).startedTurn).toBe(true);
    const [ha] = roundOne(house);
    expect(refusalOf(() => rules.declare(ha!, ROLLKEEP_BASIC_ACTIONS.delay!, { at: momentOf(1, 0) }, house, fixedDice([]))).problem?.text).toBe("the house rules have no Delay");
  });
});

describe("an attack through the port", () => {
  it("rolls at the Armor TN as it opens, then the damage, then the target answers it with a Void Point, and settles (AT1, V6)", () => {
    const [a, b] = roundOne();
    const declared = rules.declare(a!, attack, { at: momentOf(1, 0) }, fourth, fixedDice([]));
    let flow = rules.attack.open(declared.actor, declared, { targetId: "b" }, b!, fourth, fixedDice([9, 8, 7, 1, 1, 1]));
    expect([flow.attack.armorTn, flow.attack.attackRoll?.total]).toEqual([15, 24]);
    expect(rules.attack.stage(flow)).toMatchObject({ awaitsDamage: true, awaitsAnswer: false });
    flow = rules.attack.damage(flow, declared.actor, b!, null, fourth, fixedDice([9, 8, 1, 1, 1]));
    expect(flow.attack.damage?.roll.total).toBe(17);
    expect(rules.attack.stage(flow)).toMatchObject({ awaitsDamage: false, awaitsAnswer: true, readyToSettle: false });
    expect(rules.attack.defenses(flow, declared.actor, b!, fourth)).toEqual([{ kind: "none", refused: null }, { kind: "voidPoint", refused: null }]);
    const answered = rules.attack.answer(flow, declared.actor, b!, { voidPoint: true }, fourth, fixedDice([]));
    expect(answered.defender.voidPoints.points).toBe(1);
    expect(rules.attack.stage(answered.attack).readyToSettle).toBe(true);
    const { combatants, settled } = rules.settle([declared.actor, answered.defender], rules.attack.outcomes(answered.attack, declared.actor), momentOf(1, 0), fourth, fixedDice([]));
    expect(settled[0]?.wounds).toMatchObject({ damage: 17, reduced: 10, taken: 7 });
    expect(combatants[1]?.character.wounds).toBe(7);
  });

  it("grants an Extra Attack as it settles, taken outside the turn's actions, once (M3)", () => {
    const [a, b] = roundOne();
    const raises = { raisesCalled: 2, freeRaises: 3, freeRaisesOnTn: 0 };
    const declared = rules.declare(a!, attack, { at: momentOf(1, 0), attack: { maneuvers: [{ kind: "extraAttack" }], raises } }, fourth, fixedDice([]));
    const flow = rules.attack.damage(rules.attack.open(declared.actor, declared, { targetId: "b" }, b!, fourth, fixedDice([10, 5, 9, 8, 7, 1, 1])), declared.actor, b!, null, fourth, fixedDice([1, 1, 1, 1, 1]));
    const answered = rules.attack.answer(flow, declared.actor, b!, { voidPoint: false }, fourth, fixedDice([]));
    const [me] = rules.settle([declared.actor, answered.defender], rules.attack.outcomes(answered.attack, declared.actor), momentOf(1, 0), fourth, fixedDice([])).combatants;
    expect(me?.turn?.extraAttacks).toBe(1);
    // The attack dialog's offer is the declaration's own count: open now, not before the grant, not once taken, not at another moment.
    const { extraAttackGranted } = RULESET_EXTRAS.rollkeep.offers;
    expect(extraAttackGranted(a!, momentOf(1, 0))).toBe(false);
    expect(extraAttackGranted(declared.actor, momentOf(1, 0))).toBe(false);
    expect(extraAttackGranted(me!, momentOf(1, 0))).toBe(true);
    expect(extraAttackGranted(me!, momentOf(2, 0))).toBe(false);
    const extra = rules.declare(me!, attack, { at: momentOf(1, 0), attack: { extraAttack: true } }, fourth, fixedDice([]));
    expect([extra.actor.turn?.budget.simple, extra.actor.turn?.extraAttacks]).toEqual([0, 0]);
    expect(extraAttackGranted(extra.actor, momentOf(1, 0))).toBe(false);
    expect(refusalOf(() => rules.declare(extra.actor, attack, { at: momentOf(1, 0), attack: { extraAttack: true } }, fourth, fixedDice([]))).code).toBe("badManeuver");
  });

  it("settles a miss at once, with nothing to answer (R7)", () => {
    const [a, b] = roundOne();
    const declared = rules.declare(a!, attack, { at: momentOf(1, 0) }, fourth, fixedDice([]));
    const flow = rules.attack.open(declared.actor, declared, { targetId: "b" }, b!, fourth, fixedDice([1, 1, 1, 1, 1, 1]));
    expect(rules.attack.stage(flow)).toMatchObject({ awaitsDamage: false, awaitsAnswer: false, readyToSettle: true });
    expect(rules.attack.outcomes(flow, declared.actor)).toMatchObject([{ hit: false, damage: 0 }]);
  });
});

describe("the end of a round", () => {
  it("rolls Earth against 20 for a Dazed character, 5 lower after each failure in 4e (CO2, CO12)", () => {
    const dazed = rules.impose(fighter("a", { initiative: 30 }), { condition: "dazed" }, 0);
    const { combatants, events } = rules.advance([dazed], momentOf(1, 0), momentOf(2, 0), fourth, fixedDice([9, 5]));
    expect(events.filter((e) => e.kind === "recovery")).toEqual([{ kind: "recovery", at: endOfRound(1), combatantId: "a", condition: "dazed", total: 14, tn: 20, recovered: false }]);
    expect(combatants[0]?.conditions.dazed?.failures).toBe(1);
    expect(rules.upcoming(combatants[0]!, momentOf(2, 0), momentOf(4, 0))).toEqual([{ at: endOfRound(2), status: "dazed" }, { at: endOfRound(3), status: "dazed" }]);
  });
});

describe("what a sheet offers", () => {
  it("rolls each trait and ring at its rating, as the XkY formula the dice term throws (R5)", () => {
    expect(rules.checks(fighter("a"), fourth).find((c) => c.key === "trait.agility")).toEqual({ key: "trait.agility", label: "SHINOBI.RollKeep.Trait.agility", bonus: 0, formula: "3k3" });
  });
});

describe("standing up (A3, CO9)", () => {
  const stand = ROLLKEEP_BASIC_ACTIONS.stand!;

  it("takes a Simple Action and ends Prone, in both books", () => {
    for (const options of [fourth, house]) {
      const [a] = roundOne(options);
      const prone = rules.impose(a!, { condition: "prone" }, momentOf(1, 0), options);
      const declared = rules.declare(prone, stand, { at: momentOf(1, 0) }, options, fixedDice([]));
      expect(declared.actor.conditions.prone).toBe(false);
      expect(declared.speed).toBe("simple");
      expect(declared.actor.turn?.budget.simple).toBe(1);
    }
  });

  it("is refused, nothing spent, for one already on their feet", () => {
    const [a] = roundOne();
    const refusal = refusalOf(() => rules.declare(a!, stand, { at: momentOf(1, 0) }, fourth, fixedDice([])));
    expect(refusal.code).toBe("notProne");
    expect(refusal.data).toEqual({ name: "a" });
  });
});
