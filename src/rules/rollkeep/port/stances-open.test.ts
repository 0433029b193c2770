import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { refusalOf } from "../../../../tests/fixtures/refusals";
import { fixedDice } from "../../dice";
import { RULESETS, RULESET_EXTRAS } from "../../registry";
import { STANCES, type Stance } from "../combat/stances";
import { DEFAULT_ROLLKEEP_OPTIONS, ROLLKEEP_VARIANTS } from "../options";
import { ROLLKEEP_BASIC_ACTIONS } from "./actions";
import type { CombatantConditions, RollkeepCombatant } from "./combatant";
import { momentOf } from "./moments";
import { plainSamurai } from "./test-fighters";

const rules = RULESETS.rollkeep;
const { stancesOpen } = RULESET_EXTRAS.rollkeep.offers;
const O4e = DEFAULT_ROLLKEEP_OPTIONS;
const HOUSE = { ...DEFAULT_ROLLKEEP_OPTIONS, variant: "house" as const };

/** A plain samurai in the fight's order, with the conditions given. */
function fighter(stance: Stance, conditions: Partial<CombatantConditions> = {}): RollkeepCombatant {
  const c = plainSamurai(stance);
  return { ...c, initiative: 20, slot: 0, conditions: { ...c.conditions, ...conditions } };
}

const DAZED = { dazed: { id: "dazed" as const, failures: 0, endsAfterRound: null } };
const round2 = momentOf(2, 0);

describe("the stances a fighter may take now (ST9, ST10)", () => {
  it("are the book's five with nothing narrowing them", () => {
    expect(stancesOpen(fighter("attack"), { when: "opening" }, O4e)).toEqual([...STANCES["4e"]]);
    expect(stancesOpen(fighter("water"), { when: "turnStart", at: round2 }, HOUSE)).toEqual([...STANCES.house]);
  });

  it("leave out what a condition forbids: a dazed 4e fighter only defends, a prone one takes the plain stances, a mounted one no Full Attack", () => {
    expect(stancesOpen(fighter("attack", DAZED), { when: "opening" }, O4e)).toEqual(["defense", "fullDefense"]);
    expect(stancesOpen(fighter("air", { prone: true }), { when: "opening" }, HOUSE)).toEqual(["water", "air"]);
    expect(stancesOpen(fighter("attack", { mounted: true }), { when: "turnStart", at: round2 }, O4e)).toEqual(["attack", "defense", "fullDefense", "center"]);
  });

  it("keep the stance held as a turn begins, whatever the conditions (keeping it is no change), but not as an opening stance", () => {
    expect(stancesOpen(fighter("fullAttack", DAZED), { when: "turnStart", at: round2 }, O4e)).toEqual(["fullAttack", "defense", "fullDefense"]);
    expect(stancesOpen(fighter("fullAttack", DAZED), { when: "opening" }, O4e)).toEqual(["defense", "fullDefense"]);
  });

  it("are only the one held in round 1, whose stance is the opening one (S3, S10)", () => {
    expect(stancesOpen(fighter("defense"), { when: "turnStart", at: momentOf(1, 0) }, O4e)).toEqual(["defense"]);
  });

  it("are exactly those a turn begun in them is let through with; any other is refused with the port's reason", () => {
    const conditions = fc.record({ prone: fc.boolean(), mounted: fc.boolean(), dazed: fc.boolean(), fatigued: fc.boolean() });
    fc.assert(
      fc.property(fc.constantFrom(...ROLLKEEP_VARIANTS), conditions, fc.integer({ min: 1, max: 4 }), (variant, on, round) => {
        const options = { ...DEFAULT_ROLLKEEP_OPTIONS, variant };
        const held = STANCES[variant][0]!;
        const c = fighter(held, { prone: on.prone, mounted: on.mounted, ...(on.dazed ? DAZED : {}), ...(on.fatigued ? { fatigued: { days: 1 } } : {}) });
        const at = momentOf(round, 0);
        const open = stancesOpen(c, { when: "turnStart", at }, options);
        for (const stance of STANCES[variant]) {
          const declare = () => rules.declare(c, ROLLKEEP_BASIC_ACTIONS.pass!, { at, stance }, options, fixedDice(Array(40).fill(5)));
          if (open.includes(stance)) expect(declare().actor.stance).toBe(stance);
          else expect(refusalOf(declare).code).toBe("stanceRefused");
        }
      }),
      { numRuns: 150 },
    );
  });
});
