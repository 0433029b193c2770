import { describe, expect, it } from "vitest";
import { refusalOf, worded } from "../../../../tests/fixtures/refusals";
import { DEFAULT_WEAPONS } from "../attack/weapons";
import { DEFAULT_ROLLKEEP_OPTIONS } from "../options";
import { newRollkeepCombatant, type RollkeepCombatant } from "./combatant";
import { rollkeepTable } from "./table";

const duel = rollkeepTable.duel;
const fourth = DEFAULT_ROLLKEEP_OPTIONS;

function duelist(id: string, iaijutsu: number, more: { wounds?: number; voidPoints?: number } = {}): RollkeepCombatant {
  return newRollkeepCombatant({
    id,
    name: id,
    side: id,
    character: { traits: { awareness: 2, reflexes: 4, willpower: 2, stamina: 2, intelligence: 2, agility: 2, perception: 2, strength: 2 }, void: 3, insightRank: 2, skills: { iaijutsu: { rank: iaijutsu, emphases: ["Assessment"] } }, wounds: more.wounds ?? 0 },
    weapon: DEFAULT_WEAPONS.katana!,
    weaponSkill: "kenjutsu",
    stance: "center",
    ...(more.voidPoints === undefined ? {} : { voidPoints: more.voidPoints }),
  });
}

describe("the duel's Assessment at the table (DU2)", () => {
  it("holds the raises called to the Void Ring, and refuses any on an unskilled Assessment (R4, R8)", () => {
    expect(duel.checkCall(duelist("a", 3), duelist("b", 3), 3, fourth)).toBe(3);
    expect(worded(refusalOf(() => duel.checkCall(duelist("a", 3), duelist("b", 3), 4, fourth)))).toMatch(/4 raises are more than a Void Ring of 3 allows/);
    expect(refusalOf(() => duel.checkCall(duelist("a", 0), duelist("b", 3), 1, fourth)).data).toMatchObject({ field: "raisesCalled" });
  });

  it("tells each chosen fact as the opponent stands now: rings, ranks, emphases, Void Points left, the wound rank", () => {
    const opponent = duelist("b", 4, { wounds: 16, voidPoints: 1 });
    expect(duel.learn(opponent, ["void", "reflexes", "iaijutsu", "iaijutsuEmphases", "voidPoints", "woundRank"], 6, fourth)).toEqual([
      { fact: "void", value: 3 },
      { fact: "reflexes", value: 4 },
      { fact: "iaijutsu", value: 4 },
      { fact: "iaijutsuEmphases", value: ["Assessment"] },
      { fact: "voidPoints", value: 1 },
      // Earth 2: Healthy to 10, Nicked from 11, Grazed from 15.
      { fact: "woundRank", value: "grazed" },
    ]);
  });

  it("refuses no fact, more than earned, one twice, and one the text does not name", () => {
    const b = duelist("b", 3);
    expect(worded(refusalOf(() => duel.learn(b, [], 1, fourth)))).toBe("The duel cannot go so: choose at least one fact.");
    expect(worded(refusalOf(() => duel.learn(b, ["void", "reflexes"], 1, fourth)))).toBe("The duel cannot go so: the Assessment earned 1 fact(s), not 2.");
    expect(refusalOf(() => duel.learn(b, ["void", "void"], 2, fourth)).data.problem).toBe("factTwice");
    expect(refusalOf(() => duel.learn(b, ["school"], 2, fourth)).data).toMatchObject({ problem: "notAFact", fact: "school" });
  });

  it("lets either concede until Focus is rolled, the other winning", () => {
    expect(duel.concede("assessment", 0)).toEqual({ result: "conceded", winner: 1 });
    expect(duel.concede("focus", 1)).toEqual({ result: "conceded", winner: 0 });
    expect(refusalOf(() => duel.concede("strike", 1)).code).toBe("duelRefused");
  });
});
