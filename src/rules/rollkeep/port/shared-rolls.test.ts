import { describe, expect, it } from "vitest";
import { refusalOf, worded } from "../../../../tests/fixtures/refusals";
import { RULESETS } from "../../registry";
import { DEFAULT_WEAPONS } from "../attack/weapons";
import { DEFAULT_ROLLKEEP_OPTIONS } from "../options";
import { newRollkeepCombatant, type RollkeepCombatant } from "./combatant";
import type { RollkeepRollRequest } from "./rolls";
import { rollkeepTable } from "./table";

const rolls = RULESETS.rollkeep.rolls!;
const fourth = DEFAULT_ROLLKEEP_OPTIONS;
const shared = rollkeepTable.shared;

function character(id: string, stealth: number): RollkeepCombatant {
  return newRollkeepCombatant({
    id,
    name: id,
    side: id,
    character: { traits: { awareness: 2, reflexes: 2, willpower: 2, stamina: 2, intelligence: 2, agility: 3, perception: 2, strength: 2 }, void: 2, insightRank: 1, skills: { stealth: { rank: stealth }, kenjutsu: { rank: 2 } } },
    weapon: DEFAULT_WEAPONS.katana!,
    weaponSkill: "kenjutsu",
    stance: "attack",
  });
}
const stealth = (more: Partial<RollkeepRollRequest> = {}): RollkeepRollRequest => ({ rolled: { kind: "skill", skill: "stealth", trait: "agility" }, tn: 20, round: null, ...more });

describe("rolling together (R12, R13)", () => {
  it("adds the helpers' ranks in the skill rolled to the total, shown as a part (R12)", () => {
    const prepared = rolls.prepare(character("lead", 2), stealth({ helpers: [character("a", 3), character("b", 1)] }), fourth);
    expect(prepared.parts).toContainEqual({ source: "helpers", pool: { rolled: 0, kept: 0, flat: 4 } });
    expect(prepared.roll.pool).toMatchObject({ rolled: 5, kept: 3, flat: 4 });
  });

  it("gives a group member below the group's best rank that rank, and the best nothing (R13)", () => {
    const group = [character("a", 4), character("b", 1)];
    expect(rolls.prepare(character("c", 2), stealth({ group }), fourth).parts).toContainEqual({ source: "group", pool: { rolled: 0, kept: 0, flat: 4 } });
    expect(rolls.prepare(character("a", 4), stealth({ group: [character("c", 2)] }), fourth).parts.map((p) => p.source)).not.toContain("group");
  });

  it("refuses help on a roll that is no Skill roll, both kinds at once, and the roller among its helpers", () => {
    const helper = character("a", 3);
    expect(worded(refusalOf(() => rolls.prepare(character("lead", 2), { rolled: { kind: "trait", trait: "agility" }, tn: 15, helpers: [helper], round: null }, fourth)))).toBe("This roll cannot be made (helpers): only a Skill roll is made together.");
    expect(refusalOf(() => rolls.prepare(character("lead", 2), stealth({ helpers: [helper], group: [helper] }), fourth)).data).toMatchObject({ field: "group" });
    expect(refusalOf(() => rolls.prepare(character("lead", 2), stealth({ helpers: [character("lead", 2)] }), fourth)).data.problem).toBe("helpsOwnRoll");
  });
});

describe("settling what several rolled (R11, R14)", () => {
  it("settles a contest by the world's contestRaises option", () => {
    expect(shared.contest([{ total: 24, raisesCalled: 1 }, { total: 22, raisesCalled: 1 }], fourth)).toEqual({ outcome: "noWinner" });
    expect(shared.contest([{ total: 24, raisesCalled: 1 }, { total: 22, raisesCalled: 1 }], { contestRaises: "netTotals" })).toEqual({ outcome: "winner", winner: 0 });
  });

  it("counts a cumulative effort toward the GM's total, refusing terms out of range", () => {
    expect(shared.cumulative(40, 25, { tn: 60, minimumPerRoll: 15, setback: 0 })).toEqual({ progress: 65, counted: true, complete: true });
    expect(refusalOf(() => shared.cumulative(0, 10, { tn: 0, minimumPerRoll: 0, setback: 0 })).data).toMatchObject({ field: "tn" });
  });
});
