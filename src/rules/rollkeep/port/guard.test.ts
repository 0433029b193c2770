import { describe, expect, it } from "vitest";
import { refusalOf, worded } from "../../../../tests/fixtures/refusals";
import { fixedDice } from "../../dice";
import { RULESETS, RULESET_EXTRAS } from "../../registry";
import { DEFAULT_WEAPONS } from "../attack/weapons";
import { DEFAULT_ROLLKEEP_OPTIONS, type RollkeepOptions } from "../options";
import { ROLLKEEP_BASIC_ACTIONS } from "./actions";
import { newRollkeepCombatant, type RollkeepCombatant } from "./combatant";
import { endOfRound, momentOf } from "./moments";

/* M5, C6: Guard through the port — declared with a ward, on both Armor TNs, over as the guard's next turn comes. */

const rules = RULESETS.rollkeep;
const extras = RULESET_EXTRAS.rollkeep;
const fourth = DEFAULT_ROLLKEEP_OPTIONS;
const house: RollkeepOptions = { ...DEFAULT_ROLLKEEP_OPTIONS, variant: "house" };
const act = (key: string) => ROLLKEEP_BASIC_ACTIONS[key]!;
const dice = () => fixedDice(Array(40).fill(5));
const problem = (fn: () => unknown) => worded(refusalOf(fn));

/** Reflexes 2 and no armor: Armor TN 15. */
function fighter(id: string, initiative: number, stance: RollkeepCombatant["stance"] = "attack"): RollkeepCombatant {
  const c = newRollkeepCombatant({
    id,
    name: id,
    side: "s",
    character: { traits: { awareness: 2, reflexes: 2, willpower: 2, stamina: 2, intelligence: 2, agility: 2, perception: 2, strength: 2 }, void: 2, insightRank: 1, skills: {} },
    weapon: DEFAULT_WEAPONS.katana!,
    weaponSkill: "kenjutsu",
    stance,
  });
  return { ...c, initiative, tieOrder: 0 };
}

/** a (first), b and c with round 1 begun. */
function roundOne(options = fourth, stance: RollkeepCombatant["stance"] = "attack"): RollkeepCombatant[] {
  return [...rules.advance([fighter("a", 30, stance), fighter("b", 20), fighter("c", 10)], 0, momentOf(1, 0), options, dice()).combatants];
}

const byId = (list: readonly RollkeepCombatant[], id: string) => list.find((c) => c.id === id)!;
const armor = (list: readonly RollkeepCombatant[], id: string, options = fourth) => rules.derive(byId(list, id), options).armorTn;

/** a guards `ward` in its round-1 turn; everyone linked as a table does after a declaration. */
function guarded(options = fourth, ward = "b", list = roundOne(options)): RollkeepCombatant[] {
  const declared = rules.declare(byId(list, "a"), act("guard"), { at: momentOf(1, 0), target: ward }, options, dice());
  return extras.guard.link(list.map((c) => (c.id === "a" ? declared.actor : c)), momentOf(1, 0), options);
}

describe("Guard (M5) on the Armor TN (C6)", () => {
  it("puts +10 on the ward's Misc and 5 on the guard's maluses, a Simple Action", () => {
    const list = guarded();
    expect(byId(list, "a").guarding).toEqual({ wardId: "b", round: 1 });
    expect(byId(list, "b").guardedBy).toEqual(["a"]);
    expect([armor(list, "b").misc, armor(list, "b").total]).toEqual([10, 25]);
    expect([armor(list, "a").maluses, armor(list, "a").total]).toEqual([5, 10]);
    expect(armor(list, "c").total).toBe(15);
    expect(byId(list, "a").turn?.budget.simple).toBe(1);
  });

  it("lasts through the round and ends as the guard's next turn comes, in both books", () => {
    for (const options of [fourth, house]) {
      const list = guarded(options);
      const midRound = rules.advance(list, momentOf(1, 0), momentOf(1, 2), options, dice()).combatants;
      expect(armor(midRound, "b", options).total).toBe(25);
      const ended = rules.advance(midRound, momentOf(1, 2), endOfRound(1), options, dice()).combatants;
      expect(armor(ended, "b", options).total).toBe(25);
      const next = rules.advance(ended, endOfRound(1), momentOf(2, 0), options, dice()).combatants;
      expect(byId(next, "a").guarding).toBeNull();
      expect(byId(next, "b").guardedBy).toEqual([]);
      expect([armor(next, "a", options).total, armor(next, "b", options).total]).toEqual([15, 15]);
    }
  });

  it("ends at the guard's own place in the next round, not at the round's start", () => {
    const list = [...rules.advance([fighter("b", 30), fighter("a", 20), fighter("c", 10)], 0, momentOf(1, 1), fourth, dice()).combatants];
    const declared = rules.declare(byId(list, "a"), act("guard"), { at: momentOf(1, 1), target: "c" }, fourth, dice());
    const linked = extras.guard.link(list.map((c) => (c.id === "a" ? declared.actor : c)), momentOf(1, 1), fourth);
    const roundTwo = rules.advance(linked, momentOf(1, 1), momentOf(2, 0), fourth, dice()).combatants;
    expect(armor(roundTwo, "c").total).toBe(25);
    const aTurn = rules.advance(roundTwo, momentOf(2, 0), momentOf(2, 1), fourth, dice()).combatants;
    expect(armor(aTurn, "c").total).toBe(15);
  });

  it("counts +10 once however many guard the ward, and a new Guard replaces the last", () => {
    const list = guarded();
    const cGuards = rules.declare(byId(rules.advance(list, momentOf(1, 0), momentOf(1, 2), fourth, dice()).combatants, "c"), act("guard"), { at: momentOf(1, 2), target: "b" }, fourth, dice());
    const both = extras.guard.link(list.map((c) => (c.id === "c" ? cGuards.actor : c)), momentOf(1, 2), fourth);
    expect(byId(both, "b").guardedBy).toEqual(["a", "c"]);
    expect(armor(both, "b").total).toBe(25);
  });

  it("is over when the guard falls", () => {
    const list = guarded();
    const fallen = list.map((c) => (c.id === "a" ? { ...c, character: { ...c.character, wounds: 1000 } } : c));
    const linked = extras.guard.link(fallen, momentOf(1, 1), fourth);
    expect(byId(linked, "b").guardedBy).toEqual([]);
    expect(armor(linked, "b").total).toBe(15);
  });

  it("is free in Earth stance (house) and refused in Full Attack and Fire", () => {
    const earth = guarded(house, "b", roundOne(house, "earth"));
    expect(byId(earth, "b").guardedBy).toEqual(["a"]);
    const fullAttack = roundOne(fourth, "fullAttack");
    expect(problem(() => rules.declare(byId(fullAttack, "a"), act("guard"), { at: momentOf(1, 0), target: "b" }, fourth, dice()))).toBe("Guard cannot be taken: Full Attack allows no Guard.");
    const fire = roundOne(house, "fire");
    expect(problem(() => rules.declare(byId(fire, "a"), act("guard"), { at: momentOf(1, 0), target: "b" }, house, dice()))).toBe("Guard cannot be taken: Fire stance allows no Guard.");
  });

  it("names someone else, and only a Guard names anyone", () => {
    const a = byId(roundOne(), "a");
    const at = momentOf(1, 0);
    expect(problem(() => rules.declare(a, act("guard"), { at }, fourth, dice()))).toBe("Guard cannot be taken: a Guard names the one it protects.");
    expect(problem(() => rules.declare(a, act("guard"), { at, target: "a" }, fourth, dice()))).toBe("Guard cannot be taken: a character cannot guard itself.");
    expect(problem(() => rules.declare(a, act("moveSimple"), { at, target: "b" }, fourth, dice()))).toBe("Move (Simple Action) cannot be taken: only a Guard names someone to protect.");
    const outside = fighter("z", 0);
    expect(problem(() => rules.declare({ ...outside, initiative: null }, act("guard"), { at: 0, target: "b" }, fourth, dice()))).toBe("Guard cannot be taken: a Guard is taken in a fight's turn.");
  });
});
