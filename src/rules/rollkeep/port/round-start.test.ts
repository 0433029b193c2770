import { describe, expect, it } from "vitest";
import { refusalOf, worded } from "../../../../tests/fixtures/refusals";
import { fixedDice } from "../../dice";
import { RULESETS, RULESET_EXTRAS } from "../../registry";
import { DEFAULT_WEAPONS } from "../attack/weapons";
import { DEFAULT_ROLLKEEP_OPTIONS, type RollkeepOptions } from "../options";
import { ROLLKEEP_BASIC_ACTIONS } from "./actions";
import { newRollkeepCombatant, type RollkeepCombatant } from "./combatant";
import { endOfRound, momentOf } from "./moments";

/*
 * The Void Points bought as a round begins (V8 +10 Armor TN for the round, V9 a swap of places,
 * V10 +10 initiative for the fight), and the Center/Void bonus on a roll the dialog shapes
 * (ST7, ST8): once a round, 4e only in one's own turn.
 */

const rules = RULESETS.rollkeep;
const extras = RULESET_EXTRAS.rollkeep;
const fourth = DEFAULT_ROLLKEEP_OPTIONS;
const house: RollkeepOptions = { ...DEFAULT_ROLLKEEP_OPTIONS, variant: "house" };
const pass = ROLLKEEP_BASIC_ACTIONS.pass!;

function fighter(id: string, initiative: number, stance: RollkeepCombatant["stance"] = "attack"): RollkeepCombatant {
  const c = newRollkeepCombatant({
    id,
    name: id,
    side: id,
    character: { traits: { awareness: 2, reflexes: 2, willpower: 2, stamina: 2, intelligence: 2, agility: 3, perception: 2, strength: 2 }, void: 3, insightRank: 1, skills: { kenjutsu: { rank: 3 } } },
    weapon: DEFAULT_WEAPONS.katana!,
    weaponSkill: "kenjutsu",
    stance,
  });
  return { ...c, initiative, tieOrder: 0 };
}

/** Round `round` begun for these fighters. */
function begun(list: RollkeepCombatant[], round = 1, options = fourth): readonly RollkeepCombatant[] {
  return rules.advance(list, 0, momentOf(round, 0), options, fixedDice(Array(40).fill(5))).combatants;
}

const byId = (list: readonly RollkeepCombatant[], id: string) => list.find((c) => c.id === id)!;
const first = momentOf(1, 0);

describe("Void Points bought as a round begins (V8–V10)", () => {
  it("V8: +10 to the Armor TN's Misc part for the round, paid from the round's point, gone as the round ends", () => {
    const list = begun([fighter("a", 30), fighter("b", 20)]);
    const after = extras.roundStart.spend(list, "b", { kind: "armorTn" }, first, fourth);
    const b = byId(after, "b");
    expect([rules.derive(b, fourth).armorTn.misc, rules.derive(b, fourth).armorTn.total]).toEqual([10, 25]);
    expect([b.voidPoints.points, b.voidPoints.spent]).toEqual([2, ["armorTn"]]);
    const ended = rules.advance(after, first, endOfRound(1), fourth, fixedDice([])).combatants;
    expect(rules.derive(byId(ended, "b"), fourth).armorTn.misc).toBe(0);
  });

  it("V10: +10 initiative for the rest of the fight, this round's order fixed again behind those on the new score", () => {
    const list = begun([fighter("a", 30), fighter("b", 20), fighter("c", 25)]);
    expect(list.map((c) => c.slot)).toEqual([0, 2, 1]);
    const after = extras.roundStart.spend(list, "b", { kind: "raiseInitiative" }, first, fourth);
    expect(after.map((c) => [c.id, c.initiative, c.tieOrder, c.slot])).toEqual([
      ["a", 30, 0, 0],
      ["b", 30, 1, 1],
      ["c", 25, 0, 2],
    ]);
    expect(rules.turnsAt(after, first, fourth)).toEqual(["a"]);
  });

  it("V9: two fighters trade score and place for the rest of the fight", () => {
    const list = begun([fighter("a", 30), fighter("b", 20)]);
    const after = extras.roundStart.spend(list, "b", { kind: "swapInitiative", partnerId: "a" }, first, house);
    expect(after.map((c) => [c.id, c.initiative, c.slot])).toEqual([
      ["a", 20, 1],
      ["b", 30, 0],
    ]);
    expect(rules.turnsAt(after, first, house)).toEqual(["b"]);
    expect(byId(after, "a").voidPoints.points).toBe(3);
  });

  it("is refused once anyone has acted this round, a second time in the round, or with no partner in the order", () => {
    const list = begun([fighter("a", 30), fighter("b", 20)]);
    expect(extras.roundStart.open(list, first)).toBe(true);
    const acted = list.map((c) => (c.id === "a" ? rules.declare(c, pass, { at: first }, fourth, fixedDice([])).actor : c));
    expect(extras.roundStart.open(acted, first)).toBe(false);
    expect(worded(refusalOf(() => extras.roundStart.spend(acted, "b", { kind: "armorTn" }, first, fourth)))).toMatch(/only as a round begins/);
    const once = extras.roundStart.spend(list, "b", { kind: "armorTn" }, first, fourth);
    expect(worded(refusalOf(() => extras.roundStart.spend(once, "b", { kind: "raiseInitiative" }, first, fourth)))).toMatch(/already spent this round/);
    expect(worded(refusalOf(() => extras.roundStart.spend(list, "b", { kind: "swapInitiative", partnerId: "b" }, first, fourth)))).toMatch(/partner/);
    expect(worded(refusalOf(() => extras.roundStart.spend(list, "b", { kind: "armorTn" }, endOfRound(1), fourth)))).toMatch(/only as a round begins/);
  });
});

describe("the Center/Void bonus on a roll the dialog shapes (ST7, ST8)", () => {
  const skillRoll = { kind: "skill" as const, skill: "kenjutsu", trait: "agility" as const };

  /** 4e: `a` took Center in round 1, so round 2 pays it; `a` acts first. */
  function centered(): readonly RollkeepCombatant[] {
    const list = begun([fighter("a", 30, "center"), fighter("b", 20)]);
    const round1 = list.map((c) => rules.declare(c, pass, { at: momentOf(1, c.slot ?? 0) }, fourth, fixedDice([])).actor);
    return rules.advance(round1, momentOf(1, 1), momentOf(2, 0), fourth, fixedDice(Array(20).fill(5))).combatants;
  }

  it("4e: offered the round after Center, in one's own turn only, +1k1 and the Void Ring once", () => {
    const a = byId(centered(), "a");
    const own = rules.rolls!.prepare(a, { rolled: skillRoll, tn: 15, round: 2, at: momentOf(2, 0) }, fourth);
    expect(own.focus).toEqual({ rolled: 1, kept: 1, flat: 3 });
    expect(rules.rolls!.prepare(a, { rolled: skillRoll, tn: 15, round: 2, at: momentOf(2, 1) }, fourth).focus).toBeNull();
    const spent = rules.rolls!.prepare(a, { rolled: skillRoll, tn: 15, round: 2, at: momentOf(2, 0), focus: true }, fourth);
    expect(spent.parts.find((p) => p.source === "focus")?.pool).toEqual({ rolled: 1, kept: 1, flat: 3 });
    expect(spent.roll.summed).toEqual({ rolled: 7, kept: 4, flat: 3 });
    const { roller } = rules.rolls!.outcome(a, spent, 30);
    expect(roller.focusUsedIn).toBe(2);
    expect(worded(refusalOf(() => rules.rolls!.prepare(roller, { rolled: skillRoll, tn: 15, round: 2, at: momentOf(2, 0), focus: true }, fourth)))).toMatch(/no Center or Void bonus/);
    expect(worded(refusalOf(() => rules.rolls!.prepare(a, { rolled: skillRoll, tn: 15, round: null, focus: true }, fourth)))).toMatch(/focus/);
  });

  it("4e: leaving Center as the turn begins keeps the bonus and the initiative the round began with", () => {
    const a = byId(centered(), "a");
    expect(extras.roundInitiative(a, 2, fourth)).toBe(40);
    const attack = ROLLKEEP_BASIC_ACTIONS.attack!;
    const declared = rules.declare(a, attack, { at: momentOf(2, 0), stance: "fullAttack", attack: { focus: true } }, fourth, fixedDice([]));
    expect([declared.actor.stance, declared.actor.focusUsedIn]).toEqual(["fullAttack", 2]);
    expect(declared.attack?.situation?.focus).toEqual({ rolled: 1, kept: 1, flat: 3 });
    expect(extras.roundInitiative(declared.actor, 2, fourth)).toBe(40);
  });

  it("house: every round begun in Void, on any roll, whoever's turn it is", () => {
    const list = begun([fighter("a", 30), fighter("b", 20, "void")], 1, house);
    const b = byId(list, "b");
    expect(rules.rolls!.prepare(b, { rolled: skillRoll, tn: 15, round: 1, at: momentOf(1, 0) }, house).focus).toEqual({ rolled: 1, kept: 1, flat: 3 });
    expect(extras.focus.spend(b, momentOf(1, 0), house).combatant.focusUsedIn).toBe(1);
    expect(extras.focus.open(byId(list, "a"), momentOf(1, 0), house)).toBeNull();
  });
});
