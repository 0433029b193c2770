import { describe, expect, it } from "vitest";
import { refusalOf, worded } from "../../../../tests/fixtures/refusals";
import { fixedDice } from "../../dice";
import { RULESETS } from "../../registry";
import { DEFAULT_WEAPONS } from "../attack/weapons";
import { DEFAULT_ROLLKEEP_OPTIONS, type RollkeepOptions } from "../options";
import { newRollkeepCombatant, type RollkeepCombatant } from "./combatant";
import { momentOf } from "./moments";

/* S9 (house): the abilities acting as a round begins, ordered by the tie rule as the clock starts the round. */

const rules = RULESETS.rollkeep;
const house: RollkeepOptions = { ...DEFAULT_ROLLKEEP_OPTIONS, variant: "house" };

function fighter(id: string, initiative: number, triggers: { name: string; pick: string }[]): RollkeepCombatant {
  const c = newRollkeepCombatant({
    id,
    name: id,
    side: id,
    character: { traits: { awareness: 2, reflexes: 2, willpower: 2, stamina: 2, intelligence: 2, agility: 2, perception: 2, strength: 2 }, void: 2, insightRank: 1, skills: {}, roundStartTriggers: triggers },
    weapon: DEFAULT_WEAPONS.katana!,
    weaponSkill: "kenjutsu",
    stance: "water",
  });
  return { ...c, initiative, tieOrder: 0 };
}

const started = (list: RollkeepCombatant[], options = house) => rules.advance(list, 0, momentOf(1, 0), options, fixedDice([])).events.find((e) => e.kind === "roundStarted");

describe("start-of-round abilities (S9)", () => {
  it("orders them as the highest initiative places its own first or last, then the next among the places left", () => {
    // a (30) last, b (20) first, c (10) last: b, then c, then a.
    const list = [fighter("c", 10, [{ name: "Kiho", pick: "last" }]), fighter("a", 30, [{ name: "Kata", pick: "last" }]), fighter("b", 20, [{ name: "Prayer", pick: "first" }])];
    expect(started(list)).toMatchObject({ order: ["a", "b", "c"], triggers: [{ combatantId: "b", name: "Prayer" }, { combatantId: "c", name: "Kiho" }, { combatantId: "a", name: "Kata" }] });
  });

  it("keeps one character's several in its own order, and lists none in 4e or when nobody has one", () => {
    const one = [fighter("a", 30, [{ name: "First", pick: "first" }, { name: "Second", pick: "first" }]), fighter("b", 20, [{ name: "Third", pick: "first" }])];
    expect(started(one)?.kind === "roundStarted" && started(one)?.triggers?.map((t) => t.name)).toEqual(["First", "Second", "Third"]);
    expect(started(one, DEFAULT_ROLLKEEP_OPTIONS)).not.toHaveProperty("triggers");
    expect(started([fighter("a", 30, []), fighter("b", 20, [])])).not.toHaveProperty("triggers");
  });

  it("refuses a trigger without a name or with a pick other than first or last, naming the field", () => {
    expect(worded(refusalOf(() => fighter("a", 1, [{ name: "", pick: "first" }])))).toMatch(/roundStartTriggers\.0\.name/);
    expect(worded(refusalOf(() => fighter("a", 1, [{ name: "Kata", pick: "middle" }])))).toMatch(/roundStartTriggers\.0\.pick/);
  });
});
