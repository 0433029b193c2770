import { describe, expect, it } from "vitest";
import { refusalOf } from "../../../../tests/fixtures/refusals";
import { RULESET_EXTRAS } from "../../registry";
import { DEFAULT_WEAPONS } from "../attack/weapons";
import { DEFAULT_ROLLKEEP_OPTIONS } from "../options";
import { newRollkeepCombatant, type RollkeepCombatant } from "./combatant";

const { techniqueVoid } = RULESET_EXTRAS.rollkeep;
const O = DEFAULT_ROLLKEEP_OPTIONS;

function withPoints(points: number, round: number | null, spent: RollkeepCombatant["voidPoints"]["spent"]): RollkeepCombatant {
  const c = newRollkeepCombatant({
    id: "a",
    name: "a",
    side: "a",
    character: { traits: { awareness: 2, reflexes: 2, willpower: 2, stamina: 2, intelligence: 2, agility: 2, perception: 2, strength: 2 }, void: 3, insightRank: 1, skills: {} },
    weapon: DEFAULT_WEAPONS.katana!,
    weaponSkill: "kenjutsu",
    stance: "attack",
  });
  return { ...c, voidPoints: { points, round, spent } };
}

describe("a technique's Void Point (V11)", () => {
  it("stands outside the round's limit: spent after this round's point, and recorded on the round", () => {
    expect(techniqueVoid(withPoints(2, 4, ["boost"]), 4, O).voidPoints).toEqual({ points: 1, round: 4, spent: ["boost", "technique"] });
    // A new round starts a new record.
    expect(techniqueVoid(withPoints(2, 3, ["boost"]), 4, O).voidPoints).toEqual({ points: 1, round: 4, spent: ["technique"] });
  });

  it("outside a fight takes only the point, the last round's record kept", () => {
    expect(techniqueVoid(withPoints(1, 4, ["boost"]), null, O).voidPoints).toEqual({ points: 0, round: 4, spent: ["boost"] });
  });

  it("is refused with no point left, naming why", () => {
    expect(refusalOf(() => techniqueVoid(withPoints(0, null, []), null, O)).problem?.code).toBe("noVoidPoints");
    expect(refusalOf(() => techniqueVoid(withPoints(0, 2, []), 2, O)).problem?.code).toBe("noVoidPoints");
  });
});
