import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { refusalOf } from "../../../../tests/fixtures/refusals";
import { fixedDice } from "../../dice";
import { isRuleRefusal } from "../../refusal";
import { RULESETS, RULESET_EXTRAS } from "../../registry";
import { DEFAULT_WEAPONS } from "../attack/weapons";
import { DEFAULT_ROLLKEEP_OPTIONS } from "../options";
import { ROLLKEEP_BASIC_ACTIONS } from "./actions";
import { newRollkeepCombatant, type RollkeepCombatant } from "./combatant";
import { momentOf, roundOf } from "./moments";

const rules = RULESETS.rollkeep;
const { dueNow, checkDelay } = RULESET_EXTRAS.rollkeep.turns;
const { canDelay } = RULESET_EXTRAS.rollkeep.offers;
const O = DEFAULT_ROLLKEEP_OPTIONS;
const NO_DICE = fixedDice([]);

function fighter(id: string, initiative: number): RollkeepCombatant {
  const c = newRollkeepCombatant({
    id,
    name: id,
    side: id,
    character: { traits: { awareness: 2, reflexes: 2, willpower: 2, stamina: 2, intelligence: 2, agility: 2, perception: 2, strength: 2 }, void: 2, insightRank: 1, skills: {} },
    weapon: DEFAULT_WEAPONS.katana!,
    weaponSkill: "kenjutsu",
    stance: "attack",
  });
  return { ...c, initiative, tieOrder: 0 };
}

/** Whether the rules accept `fn` (a refusal is false; anything else thrown fails the test). */
function accepted(fn: () => unknown): boolean {
  try {
    fn();
    return true;
  } catch (error) {
    if (isRuleRefusal(error)) return false;
    throw error;
  }
}

const put = (cs: readonly RollkeepCombatant[], c: RollkeepCombatant) => cs.map((x) => (x.id === c.id ? c : x));

/**
 * Plays round 1 as the table's tracker and the simulator do: at each moment the port names who is
 * due; `wantsDelay` says whether that one asks to delay (refused for the last regular turn, then
 * it passes). Returns who took a turn, in order, and who delayed.
 */
function playRound(roster: RollkeepCombatant[], wantsDelay: (id: string) => boolean) {
  let cs = rules.advance(roster, 0, momentOf(1, 0), O, NO_DICE).combatants;
  let at = momentOf(1, 0);
  const acted: string[] = [];
  const delayed: string[] = [];
  const offersWrong: string[] = [];
  for (let guard = 0; guard < 100 && roundOf(at) === 1; guard++) {
    const id = dueNow(cs, at, O);
    const c = cs.find((x) => x.id === id);
    if (c) {
      // The offer a tracker shows must be exactly whether the Delay would be taken.
      const offered = canDelay(cs, c.id, at, O);
      const takes = accepted(() => checkDelay(cs, rules.declare(c, ROLLKEEP_BASIC_ACTIONS.delay!, { at }, O, NO_DICE).actor, at, O));
      if (offered !== takes) offersWrong.push(c.id);
      let took = false;
      if (!c.delayed && wantsDelay(c.id)) {
        const d = rules.declare(c, ROLLKEEP_BASIC_ACTIONS.delay!, { at }, O, NO_DICE).actor;
        try {
          cs = checkDelay(cs, d, at, O);
          delayed.push(c.id);
          took = true;
        } catch {
          // the last regular turn must be taken: it passes instead
        }
      }
      if (!took) {
        cs = put(cs, rules.declare(c, ROLLKEEP_BASIC_ACTIONS.pass!, { at }, O, NO_DICE).actor);
        acted.push(c.id);
      }
    }
    const next = rules.nextMoment(cs, at, O);
    if (next === null) break;
    cs = [...rules.advance(cs, at, next, O, NO_DICE).combatants];
    at = next;
  }
  return { acted, delayed, offersWrong };
}

describe("whose turn is due, and Delay (S2), as the port says", () => {
  it("refuses the Delay of the last one who has not delayed, then steps the delayed in, in order", () => {
    const round = rules.advance([fighter("a", 30), fighter("b", 20), fighter("c", 10)], 0, momentOf(1, 0), O, NO_DICE).combatants;
    const delay = (cs: readonly RollkeepCombatant[], id: string, at: number) => checkDelay(cs, rules.declare(cs.find((c) => c.id === id)!, ROLLKEEP_BASIC_ACTIONS.delay!, { at }, O, NO_DICE).actor, at, O);
    let cs = delay(round, "a", momentOf(1, 0));
    expect(dueNow(cs, momentOf(1, 0), O)).toBeNull();
    cs = [...rules.advance(cs, momentOf(1, 0), momentOf(1, 1), O, NO_DICE).combatants];
    expect(dueNow(cs, momentOf(1, 1), O)).toBe("b");
    cs = delay(cs, "b", momentOf(1, 1));
    cs = [...rules.advance(cs, momentOf(1, 1), momentOf(1, 2), O, NO_DICE).combatants];
    expect(dueNow(cs, momentOf(1, 2), O)).toBe("c");
    expect(refusalOf(() => delay(cs, "c", momentOf(1, 2))).problem?.code).toBe("noOneToPassTo");
    expect(canDelay(cs, "c", momentOf(1, 2), O)).toBe(false);
    expect(canDelay(cs, "c", momentOf(1, 2), { ...O, variant: "house" })).toBe(false);
  });

  it("gives everyone one turn a round: regular turns in initiative order, then the delayed in initiative order (property)", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 60 }), { minLength: 1, maxLength: 6 }), fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }), (scores, wishes) => {
        const roster = scores.map((s, i) => fighter(`f${i}`, s));
        const order = [...roster].sort((x, y) => (y.initiative ?? 0) - (x.initiative ?? 0)).map((c) => c.id);
        const wants = (id: string) => wishes[Number(id.slice(1))] ?? false;
        const { acted, delayed, offersWrong } = playRound(roster, wants);
        expect(offersWrong).toEqual([]);
        const regular = order.filter((id) => !delayed.includes(id));
        expect(acted).toEqual([...regular, ...order.filter((id) => delayed.includes(id))]);
        // The last in order who did not wish to delay, or else the last of all, never delays.
        expect(regular.length).toBeGreaterThan(0);
        if (order.every(wants)) expect(regular).toEqual([order.at(-1)]);
      }),
    );
  });
});
