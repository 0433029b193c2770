import { describe, expect, it } from "vitest";
import { refusalOf, worded } from "../../../../tests/fixtures/refusals";
import { fixedDice } from "../../dice";
import { RULESETS } from "../../registry";
import { DEFAULT_WEAPONS } from "../attack/weapons";
import { DEFAULT_ROLLKEEP_OPTIONS, type RollkeepOptions } from "../options";
import { ATTACK } from "./actions";
import { newRollkeepCombatant, type RollkeepCombatant } from "./combatant";
import type { RollkeepImposed } from "./conditions";
import { conditionsOn } from "./conditions";
import { momentOf } from "./moments";
import { rollkeepTable } from "./table";

const rules = RULESETS.rollkeep;
const rolls = rules.rolls!;
const fourth = DEFAULT_ROLLKEEP_OPTIONS;
const house: RollkeepOptions = { ...DEFAULT_ROLLKEEP_OPTIONS, variant: "house" };

/** Agility 3, Strength 3, Awareness 2, Stamina 3, Earth 2, Void 2; Kenjutsu 3, Defense 2; Armor TN 20. */
function samurai(id = "ayame", stance: RollkeepCombatant["stance"] = "attack"): RollkeepCombatant {
  return newRollkeepCombatant({
    id,
    name: id,
    side: id,
    character: { traits: { awareness: 2, reflexes: 3, willpower: 2, stamina: 3, intelligence: 2, agility: 3, perception: 2, strength: 3 }, void: 2, insightRank: 2, skills: { kenjutsu: { rank: 3 }, defense: { rank: 2 } } },
    weapon: DEFAULT_WEAPONS.katana!,
    weaponSkill: "kenjutsu",
    stance,
  });
}
const on = (c: RollkeepCombatant, ...imposed: RollkeepImposed[]) => imposed.reduce((at, i) => rules.impose(at, i, 0), c);

describe("putting the conditions on (§12)", () => {
  it("counts Fasting and Fatigued in days, one unless given, a new count replacing the old (CO5, CO6)", () => {
    const fasting = on(samurai(), { condition: "fasting" });
    expect(fasting.conditions.fasting).toEqual({ days: 1 });
    expect(on(fasting, { condition: "fasting", days: 4 }).conditions.fasting).toEqual({ days: 4 });
    expect(conditionsOn(on(samurai(), { condition: "mounted" }, { condition: "fatigued", days: 2 }))).toEqual(["mounted", "fatigued"]);
  });

  it("refuses days on a condition not counted in them, a count out of range, and Defenseless in 4e (CO10)", () => {
    expect(worded(refusalOf(() => rules.impose(samurai(), { condition: "prone", days: 2 }, 0, fourth)))).toBe("The condition prone cannot be put on: only Fasting and Fatigued are counted in days.");
    expect(refusalOf(() => rules.impose(samurai(), { condition: "fatigued", days: 0 }, 0, fourth)).data).toMatchObject({ field: "days" });
    expect(worded(refusalOf(() => rules.impose(samurai(), { condition: "defenseless" }, 0, fourth)))).toBe("The condition defenseless cannot be put on: the 4e rules have no such condition.");
    expect(rules.impose(samurai(), { condition: "defenseless" }, 0, house).conditions.defenseless).toBe(true);
  });

  it("refuses fewer days than held when the count may only grow, naming days; more or as many go on (CO5, CO6)", () => {
    const starving = on(samurai(), { condition: "fasting", days: 10 });
    const refused = refusalOf(() => rules.impose(starving, { condition: "fasting", days: 1, noFewerDays: true }, 0, fourth));
    expect(refused.data).toMatchObject({ field: "days", days: 1, held: 10 });
    expect(worded(refused)).toBe("The condition fasting cannot be put on: days: 1 is fewer than the 10 already counted, and only the GM lowers the count.");
    expect(refusalOf(() => rules.impose(starving, { condition: "fasting", noFewerDays: true }, 0, fourth)).data).toMatchObject({ field: "days", days: 1 });
    expect(on(starving, { condition: "fasting", days: 10, noFewerDays: true }).conditions.fasting).toEqual({ days: 10 });
    expect(on(starving, { condition: "fasting", days: 12, noFewerDays: true }).conditions.fasting).toEqual({ days: 12 });
    expect(on(samurai(), { condition: "fatigued", days: 3, noFewerDays: true }).conditions.fatigued).toEqual({ days: 3 });
  });
});

describe("what days without food or rest cost a roll (CO5, CO6)", () => {
  const skill = { rolled: { kind: "skill", skill: "kenjutsu", trait: "agility" }, tn: 15, round: null } as const;
  const trait = (t: "awareness" | "strength") => ({ rolled: { kind: "trait", trait: t }, tn: 15, round: null }) as const;

  it("4e: Fatigued adds 5 a day to the TN of Skill and physical Trait rolls, not to a mental Trait's or to a roll with no TN", () => {
    const tired = on(samurai(), { condition: "fatigued", days: 2 });
    expect(rolls.prepare(tired, skill, fourth).roll.tn).toMatchObject({ deprivation: 10, effective: 25 });
    expect(rolls.prepare(tired, trait("strength"), fourth).roll.tn).toMatchObject({ deprivation: 10, effective: 25 });
    expect(rolls.prepare(tired, trait("awareness"), fourth).roll.tn).toMatchObject({ deprivation: 0, effective: 15 });
    expect(rolls.prepare(tired, { ...skill, tn: undefined }, fourth).roll.pool.flat).toBe(0);
  });

  it("4e Fasting starts on the second day; house Hunger on the first; both add to Fatigue's", () => {
    expect(rolls.prepare(on(samurai(), { condition: "fasting", days: 1 }), skill, fourth).roll.tn?.deprivation).toBe(0);
    expect(rolls.prepare(on(samurai(), { condition: "fasting", days: 3 }), skill, fourth).roll.tn?.deprivation).toBe(10);
    expect(rolls.prepare(on(samurai(), { condition: "fasting", days: 1 }, { condition: "fatigued", days: 1 }), skill, fourth).roll.tn?.deprivation).toBe(5);
    expect(rolls.prepare(on(samurai(), { condition: "fasting", days: 1 }), skill, house).roll.tn?.deprivation).toBe(5);
  });

  it("house Exhaustion takes 5 a day off every test's total instead, a mental Trait's and a contest's too", () => {
    const exhausted = on(samurai(), { condition: "fatigued", days: 2 });
    expect(rolls.prepare(exhausted, trait("awareness"), house).roll).toMatchObject({ pool: { flat: -10 }, tn: { deprivation: 0, effective: 15 } });
    expect(rolls.prepare(exhausted, { ...skill, tn: undefined }, house).roll.pool.flat).toBe(-10);
  });

  it("reaches the attack card's roll as it reaches the dialog's", () => {
    const tired = { ...on(samurai(), { condition: "fatigued", days: 1 }), initiative: null };
    const target = samurai("bandit");
    const dialog = rolls.prepare(tired, { rolled: { kind: "attack", target }, round: null }, fourth);
    const declared = rules.declare(rules.outsideCombat(tired), { key: ATTACK, name: "attack" }, { at: momentOf(0, 0), attack: {} }, fourth, fixedDice([]));
    const flow = rules.attack.open(tired, declared, { targetId: target.id }, target, fourth, fixedDice([5, 5, 5, 5, 5, 5]));
    expect(dialog.roll.tn?.effective).toBe(25);
    expect(flow.attack.attackRoll?.tn).toMatchObject({ deprivation: 5, effective: 25 });
  });
});

describe("what the conditions do to stances and attacks", () => {
  it("bars Full Attack to the 4e Fatigued, and Full Attack and Fire to a rider (ST9)", () => {
    const stance = (c: RollkeepCombatant, wanted: string, options: RollkeepOptions) => worded(refusalOf(() => rollkeepTable.openingStance(c, wanted, options)));
    expect(stance(on(samurai(), { condition: "fatigued" }), "fullAttack", fourth)).toMatch(/a fatigued character cannot take Full Attack/);
    expect(rollkeepTable.openingStance(on(samurai(), { condition: "fatigued" }), "fire", house)).toBe("fire");
    expect(stance(on(samurai(), { condition: "mounted" }), "fire", house)).toMatch(/a mounted character cannot take this stance/);
  });

  it("takes Fire's +2k1 and Earth's Armor TN bonus from the house Exhausted, the stance's malus kept (CO6)", () => {
    const target = samurai("bandit");
    const fire = on(samurai("ayame", "fire"), { condition: "fatigued" });
    const parts = rolls.prepare(fire, { rolled: { kind: "attack", target }, round: null }, house).parts.map((p) => p.source);
    expect(parts).not.toContain("stance");
    expect(rolls.prepare(samurai("ayame", "fire"), { rolled: { kind: "attack", target }, round: null }, house).parts.map((p) => p.source)).toContain("stance");
    expect(rules.derive(fire, house).armorTn.total).toBe(10);
    const earth = { ...on(samurai("ayame", "earth"), { condition: "fatigued" }), fullDefenseBonus: 6 };
    expect(rules.derive(earth, house).armorTn.total).toBe(20);
    expect(rules.derive({ ...earth, conditions: { ...earth.conditions, fatigued: null } }, house).armorTn.total).toBe(26);
  });

  it("gives a rider the higher position's +1k0 against a target on foot, and not against another rider (AT9, CO8)", () => {
    const rider = on(samurai(), { condition: "mounted" });
    const attack = (target: RollkeepCombatant) => rolls.prepare(rider, { rolled: { kind: "attack", target }, round: null }, fourth).parts;
    expect(attack(samurai("bandit"))).toContainEqual({ source: "position", pool: { rolled: 1, kept: 0, flat: 0 } });
    expect(attack(on(samurai("bandit"), { condition: "mounted" })).map((p) => p.source)).not.toContain("position");
    const declared = rules.declare(rules.outsideCombat(rider), { key: ATTACK, name: "attack" }, { at: momentOf(0, 0), attack: {} }, fourth, fixedDice([]));
    const flow = rules.attack.open(rider, declared, { targetId: "bandit" }, samurai("bandit"), fourth, fixedDice([5, 5, 5, 5, 5, 5, 5]));
    expect(flow.attack.modifiers).toContainEqual({ source: "position", pool: { rolled: 1, kept: 0, flat: 0 } });
  });

  it("adds half the margin over a house Defenseless target's Armor TN to the damage (CO10), and nothing in 4e", () => {
    const attacker = samurai();
    const target = on(samurai("bandit"), { condition: "defenseless" });
    const hit = (options: RollkeepOptions) => {
      const declared = rules.declare(rules.outsideCombat(attacker), { key: ATTACK, name: "attack" }, { at: momentOf(0, 0), attack: {} }, options, fixedDice([]));
      // 6k3: three tens then 9s: 10+9, 10+9, 10+9 = 57 kept against Armor TN 20, 37 over it.
      const flow = rules.attack.open(attacker, declared, { targetId: "bandit" }, target, options, fixedDice([10, 9, 10, 9, 10, 9, 1, 1, 1]));
      return rules.attack.damage(flow, attacker, target, null, options, fixedDice([1, 1, 1, 1, 1, 1, 1, 1, 1, 1])).attack.damage?.feintBonus;
    };
    expect(hit(house)).toBe(18);
    expect(hit(fourth)).toBe(0);
  });
});
