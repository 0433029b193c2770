import { describe, expect, it } from "vitest";
import { refusalOf } from "../../../../tests/fixtures/refusals";
import { fixedDice } from "../../dice";
import { RULESET_EXTRAS, RULESETS } from "../../registry";
import { DEFAULT_WEAPONS } from "../attack/weapons";
import { DEFAULT_ROLLKEEP_OPTIONS, type RollkeepOptions } from "../options";
import { newRollkeepCombatant, type RollkeepCombatant } from "./combatant";
import { endOfRound, momentOf } from "./moments";

const rules = RULESETS.rollkeep;
const guard = RULESET_EXTRAS.rollkeep.guard;
const fourth = DEFAULT_ROLLKEEP_OPTIONS;
const house: RollkeepOptions = { ...DEFAULT_ROLLKEEP_OPTIONS, variant: "house" };
const noDice = () => fixedDice([]);

/** Reflexes 3, light armor: Armor TN 5 + 15 + 5 = 25 in the Attack stance. */
function samurai(id: string, initiative: number, stance: RollkeepCombatant["stance"] = "attack"): RollkeepCombatant {
  const traits = { awareness: 2, reflexes: 3, willpower: 2, stamina: 2, intelligence: 2, agility: 2, perception: 2, strength: 2 };
  const made = newRollkeepCombatant({ id, name: id.toUpperCase(), side: "one", character: { traits, void: 2, insightRank: 1, skills: { defense: { rank: 1 } }, armor: [{ name: "Light", bonus: 5 }] }, weapon: DEFAULT_WEAPONS.katana!, weaponSkill: "kenjutsu", stance });
  return { ...made, initiative };
}

/** Round 1 under way, in initiative order: the first listed acts at slot 0. */
function fight(options: RollkeepOptions, ...list: RollkeepCombatant[]): RollkeepCombatant[] {
  return [...rules.advance(list, 0, momentOf(1, 0), options, noDice()).combatants];
}

const armorTn = (list: readonly RollkeepCombatant[], id: string, options = fourth) => rules.derive(list.find((c) => c.id === id)!, options).armorTn;

describe("Guard (M5, C6)", () => {
  it("puts +10 on the ward's Misc part and −5 on the guard's maluses, and spends the guard's Simple Action", () => {
    const list = fight(fourth, samurai("g", 30), samurai("w", 20));
    expect([armorTn(list, "g").total, armorTn(list, "w").total]).toEqual([25, 25]);
    const step = guard.ward(list, "g", "w", momentOf(1, 0), fourth, noDice());
    expect(armorTn(step.combatants, "w")).toMatchObject({ misc: 10, total: 35 });
    expect(armorTn(step.combatants, "g")).toMatchObject({ maluses: 5, total: 20 });
    expect(step.declared.actor.turn?.budget.simple).toBe(1);
    expect(step.combatants.find((c) => c.id === "g")?.guarding).toEqual({ ward: "w", since: momentOf(1, 0) });
    expect(step.combatants.find((c) => c.id === "w")?.guardedBy).toEqual(["g"]);
  });

  it("lasts until the guard's next turn: through the rest of the round, gone as the guard's slot comes round again", () => {
    const list = fight(fourth, samurai("g", 30), samurai("w", 20));
    const guarded = guard.ward(list, "g", "w", momentOf(1, 0), fourth, noDice()).combatants;
    const later = rules.advance(guarded, momentOf(1, 0), momentOf(1, 1), fourth, noDice()).combatants;
    expect(armorTn(later, "w").total).toBe(35);
    const roundEnd = rules.advance(later, momentOf(1, 1), endOfRound(1), fourth, noDice()).combatants;
    expect(armorTn(roundEnd, "w").total).toBe(35);
    const next = rules.advance(roundEnd, endOfRound(1), momentOf(2, 0), fourth, noDice()).combatants;
    expect([armorTn(next, "w").total, armorTn(next, "g").total]).toEqual([25, 25]);
    expect(next.map((c) => [c.guarding, c.guardedBy])).toEqual([[null, []], [null, []]]);
  });

  it("ends at the guard's own slot, not before: a guard acting second keeps it through the first's next turn", () => {
    const list = fight(fourth, samurai("w", 30), samurai("g", 20));
    const guarded = guard.ward(list, "g", "w", momentOf(1, 1), fourth, noDice()).combatants;
    const roundTwo = rules.advance(guarded, momentOf(1, 1), momentOf(2, 0), fourth, noDice()).combatants;
    expect(armorTn(roundTwo, "w").total).toBe(35);
    const guardsTurn = rules.advance(roundTwo, momentOf(2, 0), momentOf(2, 1), fourth, noDice()).combatants;
    expect(armorTn(guardsTurn, "w").total).toBe(25);
  });

  it("counts the ward's +10 once however many guard it, and a guard who guards another leaves the first", () => {
    const list = fight(fourth, samurai("g", 30), samurai("h", 25), samurai("w", 20), samurai("v", 15));
    const one = guard.ward(list, "g", "w", momentOf(1, 0), fourth, noDice()).combatants;
    const two = guard.ward(one, "h", "w", momentOf(1, 1), fourth, noDice()).combatants;
    expect(armorTn(two, "w").misc).toBe(10);
    expect(two.find((c) => c.id === "w")?.guardedBy).toEqual(["g", "h"]);
    const moved = guard.ward(two, "g", "v", momentOf(1, 0), fourth, noDice()).combatants;
    expect(moved.find((c) => c.id === "w")?.guardedBy).toEqual(["h"]);
    expect(moved.find((c) => c.id === "v")?.guardedBy).toEqual(["g"]);
  });

  it("is refused in 4e Full Attack and the house Fire stance, free in the house Earth stance, and never on oneself", () => {
    const fullAttack = fight(fourth, samurai("g", 30, "fullAttack"), samurai("w", 20));
    expect(refusalOf(() => guard.ward(fullAttack, "g", "w", momentOf(1, 0), fourth, noDice())).data).toMatchObject({ problem: "fullAttackGuard" });
    const fire = fight(house, samurai("g", 30, "fire"), samurai("w", 20));
    expect(refusalOf(() => guard.ward(fire, "g", "w", momentOf(1, 0), house, noDice())).data).toMatchObject({ problem: "fireGuard" });
    const earth = fight(house, samurai("g", 30, "earth"), samurai("w", 20));
    // Earth's own Defense/Reflexes roll comes first as the turn begins (ST6).
    const step = guard.ward(earth, "g", "w", momentOf(1, 0), house, fixedDice([5, 5, 5, 5, 5, 5]));
    expect(step.declared.actor.turn?.budget.free).toMatchObject({ guard: 1 });
    expect(refusalOf(() => guard.ward(fight(fourth, samurai("g", 30), samurai("w", 20)), "g", "g", momentOf(1, 0), fourth, noDice())).data).toMatchObject({ problem: "guardSelf", turnAction: "guard" });
  });
});
