import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RULESET_EXTRAS, RULESETS } from "../../registry";
import { DEFAULT_WEAPONS } from "../attack/weapons";
import { DEFAULT_ROLLKEEP_OPTIONS, type RollkeepOptions } from "../options";
import { newRollkeepCombatant, type RollkeepCombatant } from "./combatant";

/*
 * The wound state a table reads (`RULESET_EXTRAS.rollkeep.woundState`): the turn dialog's 4e Down
 * (V7, C11) and the Out and Dead the card marks on the actor (CO11) ask it, never the wound rank's
 * own state, which misses a Ring at 0 (C3).
 */

const extras = RULESET_EXTRAS.rollkeep;
const HOUSE: RollkeepOptions = { ...DEFAULT_ROLLKEEP_OPTIONS, variant: "house" };

function fighter(earth: number, wounds: number, extra: Record<string, unknown> = {}): RollkeepCombatant {
  return newRollkeepCombatant({
    id: "a",
    name: "A",
    side: "a",
    character: { traits: { awareness: 2, reflexes: 2, willpower: earth, stamina: earth, intelligence: 2, agility: 2, perception: 2, strength: 2 }, void: 2, insightRank: 1, skills: {}, wounds, ...extra },
    weapon: DEFAULT_WEAPONS.katana!,
    weaponSkill: "kenjutsu",
    stance: "attack",
  });
}

describe("the wound state a table reads (C3, C11, C13)", () => {
  it("is the wound rank's state for any Earth and wounds, in both books, and standing means neither Out nor Dead", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 0, max: 200 }), fc.boolean(), fc.boolean(), (earth, wounds, house, mook) => {
        const options = house ? HOUSE : DEFAULT_ROLLKEEP_OPTIONS;
        const c = fighter(earth, wounds, house && mook ? { mook: true } : {});
        const state = extras.woundState(c, options);
        expect(state).toBe(RULESETS.rollkeep.derive(c, options).woundRank.state);
        expect(extras.standing(c, options)).toBe(state !== "out" && state !== "dead");
      }),
    );
  });

  it("is Dead with an Earth Ring brought to 0, unwounded, where the wound rank alone says Healthy", () => {
    const c = fighter(2, 0, { penalties: { rings: { earth: 2 } } });
    expect(RULESETS.rollkeep.derive(c, DEFAULT_ROLLKEEP_OPTIONS).woundRank.state).toBe("active");
    expect(extras.woundState(c, DEFAULT_ROLLKEEP_OPTIONS)).toBe("dead");
    expect(extras.standing(c, DEFAULT_ROLLKEEP_OPTIONS)).toBe(false);
  });

  it("reads 4e Crippled as slowed, then Down and Out, at the first wound of each rank", () => {
    const at = (wounds: number) => extras.woundState(fighter(2, wounds), DEFAULT_ROLLKEEP_OPTIONS);
    const track = RULESETS.rollkeep.derive(fighter(2, 0), DEFAULT_ROLLKEEP_OPTIONS).woundTrack;
    const from = (rank: string) => track.find((s) => s.rank === rank)!.from;
    expect([at(from("crippled") - 1), at(from("crippled")), at(from("down")), at(from("out"))]).toEqual(["active", "slowed", "down", "out"]);
  });
});
