import { describe, expect, it } from "vitest";
import { refusalOf, worded } from "../../../../tests/fixtures/refusals";
import { fixedDice } from "../../dice";
import { RULESETS } from "../../registry";
import { DEFAULT_WEAPONS } from "../attack/weapons";
import { DEFAULT_ROLLKEEP_OPTIONS, type RollkeepOptions } from "../options";
import { ROLLKEEP_BASIC_ACTIONS } from "./actions";
import { newRollkeepCombatant, type RollkeepCombatant } from "./combatant";
import { momentOf } from "./moments";
import type { MoveChoice } from "./moves";

const rules = RULESETS.rollkeep;
const fourth = DEFAULT_ROLLKEEP_OPTIONS;
const house: RollkeepOptions = { ...DEFAULT_ROLLKEEP_OPTIONS, variant: "house" };
const act = (key: string) => ROLLKEEP_BASIC_ACTIONS[key]!;
const at = momentOf(1, 0);

/** A fighter at the start of its round-1 turn: Water 2 (Perception, Strength 2) unless given, Agility 3, Athletics 2. */
function mover(stance: RollkeepCombatant["stance"] = "attack", options = fourth, water = 2): RollkeepCombatant {
  const c = newRollkeepCombatant({
    id: "a",
    name: "a",
    side: "a",
    character: { traits: { awareness: 2, reflexes: 2, willpower: 2, stamina: 2, intelligence: 2, agility: 3, perception: water, strength: water }, void: 2, insightRank: 1, skills: { athletics: { rank: 2 } } },
    weapon: DEFAULT_WEAPONS.katana!,
    weaponSkill: "kenjutsu",
    stance,
  });
  return rules.advance([{ ...c, initiative: 20 }], 0, momentOf(1, 0), options, fixedDice([])).combatants[0]!;
}
const move = (c: RollkeepCombatant, key: string, m: MoveChoice, options = fourth, dice: number[] = []) => rules.declare(c, act(key), { at, move: m }, options, fixedDice(dice));
const toward = (feet: number, more: Partial<MoveChoice> = {}): MoveChoice => ({ feet, direction: "toward", ...more });
const problem = (fn: () => unknown) => worded(refusalOf(fn));

describe("moving in a turn (C17)", () => {
  it("covers 5 × Water for a Free move and 10 × Water for a Simple one, up to 20 × Water a round", () => {
    const free = move(mover(), "moveFree", toward(10));
    expect(free.move).toEqual({ feet: 10, moved: 10, cap: 40 });
    const simple = move(free.actor, "moveSimple", toward(20));
    expect(simple.move).toEqual({ feet: 20, moved: 30, cap: 40 });
    expect(problem(() => move(simple.actor, "moveSimple", toward(20)))).toBe("This move cannot be made: 50 ft would go past this round's limit of 40 ft.");
    expect(problem(() => move(mover(), "moveSimple", toward(25)))).toBe("This move cannot be made: a Simple Action move covers at most 20 ft here.");
  });

  it("shows before the move what it may cover and what the round has left", () => {
    const free = move(mover(), "moveFree", toward(10)).actor;
    const simple = move(free, "moveSimple", toward(20)).actor;
    expect(rules.preview(simple, act("moveSimple"), { at, move: toward(0) }, fourth).move).toEqual({ allowance: 10, cap: 40, moved: 30, blindRollTn: null });
  });

  it("refuses a distance on anything but a move, and a steed's Water to one on foot", () => {
    expect(problem(() => rules.declare(mover(), act("guard"), { at, move: toward(5) }, fourth, fixedDice([])))).toMatch(/only a move says how far it goes/);
    expect(problem(() => move(mover(), "moveSimple", toward(10, { steedWater: 4 })))).toBe("This move cannot be made: only a rider moves with a steed's Water.");
  });
});

describe("terrain and mounts (C18, CO8)", () => {
  it("4e: terrain lowers each move's Water (never below 1) but not the round's cap", () => {
    const c = mover("attack", fourth, 3);
    expect(rules.preview(c, act("moveSimple"), { at, move: toward(0, { terrain: "difficult" }) }, fourth).move).toMatchObject({ allowance: 10, cap: 60 });
  });

  it("house: terrain lowers the cap too, and a move into a lower cap than what was moved is refused", () => {
    const c = mover("water", house, 3);
    const first = move(c, "moveSimple", toward(30), house);
    expect(first.move).toMatchObject({ moved: 30, cap: 60 });
    expect(problem(() => move(first.actor, "moveFree", toward(5, { terrain: "difficult" }), house))).toBe("This move cannot be made: 35 ft would go past this round's limit of 20 ft.");
  });

  it("a rider moves with the steed's Water", () => {
    const rider = rules.impose(mover(), { condition: "mounted" }, at);
    expect(move(rider, "moveSimple", toward(40, { steedWater: 4 })).move).toMatchObject({ feet: 40, cap: 80 });
  });
});

describe("which way the stances let one move (ST2, ST3)", () => {
  it("4e Full Attack: only toward an enemy, one move a round 5 ft longer", () => {
    const c = mover("fullAttack");
    expect(problem(() => move(c, "moveSimple", { feet: 10, direction: "away" }))).toMatch(/in Full Attack the only moves are toward enemies/);
    expect(problem(() => rules.declare(c, act("moveSimple"), { at }, fourth, fixedDice([])))).toMatch(/in Full Attack the only moves are toward enemies/);
    const first = move(c, "moveSimple", toward(25));
    expect(first.move).toMatchObject({ moved: 25 });
    expect(problem(() => move(first.actor, "moveFree", toward(15)))).toBe("This move cannot be made: a Free Action move covers at most 10 ft here.");
  });

  it("house Fire: never away from an enemy, and 5 ft more on the Free move only; the Exhausted lose the 5 ft (CO6)", () => {
    const c = mover("fire", house);
    expect(problem(() => move(c, "moveFree", { feet: 5, direction: "away" }, house))).toMatch(/Fire stance allows no moving away from an enemy/);
    expect(move(c, "moveFree", { feet: 15, direction: "neither" }, house).move).toMatchObject({ moved: 15 });
    expect(problem(() => move(c, "moveSimple", toward(25), house))).toMatch(/at most 20 ft/);
    const tired = rules.impose(c, { condition: "fatigued" }, at);
    expect(problem(() => move(tired, "moveFree", toward(15), house))).toMatch(/at most 10 ft/);
  });
});

describe("a blind Simple move (CO1)", () => {
  it("rolls Athletics/Agility first at TN 20 in 4e, moving at Water 2 lower (4e: down to 0)", () => {
    const blind = rules.impose(mover("attack", fourth, 3), { condition: "blinded" }, at);
    expect(rules.preview(blind, act("moveSimple"), { at, move: toward(0) }, fourth).move).toMatchObject({ allowance: 10, blindRollTn: 20 });
    // 5k3: 9, 8, 7 kept: 24.
    const made = move(blind, "moveSimple", toward(10), fourth, [9, 8, 7, 1, 1]);
    expect(made.blindMove).toEqual({ total: 24, tn: 20, fell: false });
    expect(made.move).toMatchObject({ moved: 10 });
    expect(made.actor.conditions.prone).toBe(false);
  });

  it("falls Prone instead of moving when the roll fails (house TN 15); the action is spent all the same", () => {
    const blind = rules.impose(mover("water", house, 3), { condition: "blinded" }, at);
    const fell = move(blind, "moveSimple", toward(10), house, [4, 3, 2, 1, 1]);
    expect(fell.blindMove).toEqual({ total: 9, tn: 15, fell: true });
    expect(fell.move).toBeNull();
    expect(fell.actor.conditions.prone).toBe(true);
    expect(fell.actor.turn).toMatchObject({ budget: { simple: 1 }, movement: { moved: 0 } });
  });
});
