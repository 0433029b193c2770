import { describe, expect, it } from "vitest";
import { seededDice } from "../../dice";
import { RULESET_EXTRAS } from "../../registry";
import { DEFAULT_WEAPONS } from "../attack/weapons";
import { DEFAULT_ROLLKEEP_OPTIONS } from "../options";
import { newRollkeepCombatant, type RollkeepCombatant } from "./combatant";
import { momentOf } from "./moments";

const extras = RULESET_EXTRAS.rollkeep;
const O = DEFAULT_ROLLKEEP_OPTIONS;

function duelist(id: string, earth = 2): RollkeepCombatant {
  return newRollkeepCombatant({
    id,
    name: id,
    side: id,
    character: { traits: { awareness: 3, reflexes: 3, willpower: 2, stamina: earth, intelligence: 2, agility: 3, perception: 2, strength: 3 }, void: 2, insightRank: 1, skills: { iaijutsu: { rank: 4 } } },
    weapon: DEFAULT_WEAPONS.katana!,
    weaponSkill: "kenjutsu",
    stance: "center",
  });
}

describe("the duel's Strike through the port (DU4)", () => {
  it("lets the first striker go alone when its blow fells the other, and both strike in a kharmic strike", () => {
    for (let seed = 1; seed <= 40; seed++) {
      const first = extras.duel.strikes([duelist("a"), duelist("b", 1)], ["a", "b"], { firstStriker: 0, freeRaises: 1 }, [false, false], momentOf(1, 1), O, seededDice(seed));
      const bDown = !extras.standing(first.combatants.find((c) => c.id === "b")!, O);
      expect(first.outcomes.map((o) => o.attackerId)).toEqual(bDown ? ["a"] : ["a", "b"]);
      expect(first.hit).toEqual([first.outcomes[0]!.hit, first.outcomes[1]?.hit ?? false]);
      const kharmic = extras.duel.strikes([duelist("a"), duelist("b", 1)], ["a", "b"], { firstStriker: null, freeRaises: 0 }, [false, false], momentOf(1, 1), O, seededDice(seed));
      expect(kharmic.outcomes.map((o) => o.attackerId).sort()).toEqual(["a", "b"]);
      expect(kharmic.settled).toHaveLength(2);
    }
  });

  it("spends a Void Point against the wounds only for the duelist whose choice says so (V3)", () => {
    const played = extras.duel.strikes([duelist("a"), duelist("b")], ["a", "b"], { firstStriker: null, freeRaises: 0 }, [false, true], momentOf(1, 1), O, seededDice(3));
    const spent = (id: string) => JSON.stringify(played.combatants.find((c) => c.id === id)!.voidPoints) !== JSON.stringify(duelist(id).voidPoints);
    const hitOn = (attacker: string) => played.outcomes.find((o) => o.attackerId === attacker)?.hit ?? false;
    expect(spent("a")).toBe(false);
    expect(hitOn("a")).toBe(true);
    expect(spent("b")).toBe(true);
  });
});
