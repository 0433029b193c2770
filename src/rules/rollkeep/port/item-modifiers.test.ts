import { describe, expect, it } from "vitest";
import { refusalOf, worded } from "../../../../tests/fixtures/refusals";
import { fixedDice } from "../../dice";
import { RULESETS, RULESET_EXTRAS } from "../../registry";
import { DEFAULT_WEAPONS, type Weapon } from "../attack/weapons";
import { ITEM_MODIFIER_TARGETS, type ItemModifier } from "../character/modifiers";
import { DEFAULT_ROLLKEEP_OPTIONS, type RollkeepOptions } from "../options";
import { ROLLKEEP_BASIC_ACTIONS } from "./actions";
import type { AttackChoice } from "./declare";
import { newRollkeepCombatant, type RollkeepCombatant } from "./combatant";
import { momentOf } from "./moments";

/*
 * A character's standing modifiers (D9: techniques, advantages, masteries as generic bonuses) and
 * two weapons in hand reach the Armor TN's named parts (C6, AT8), the attack roll and the damage
 * pool (AT7), through the port as the table and the simulator reach them; the house damage
 * examples W10 and W11 are played through the port's attack steps.
 */

const rules = RULESETS.rollkeep;
const extras = RULESET_EXTRAS.rollkeep;
const fourth = DEFAULT_ROLLKEEP_OPTIONS;
const house: RollkeepOptions = { ...DEFAULT_ROLLKEEP_OPTIONS, variant: "house" };
const attack = ROLLKEEP_BASIC_ACTIONS.attack!;

interface Build {
  modifiers?: ItemModifier[];
  dualWielding?: boolean;
  traits?: Partial<Record<string, number>>;
  skill?: number;
  insightRank?: number;
  weapon?: Weapon;
  stance?: RollkeepCombatant["stance"];
}

function fighter(id: string, b: Build = {}): RollkeepCombatant {
  const traits = { awareness: 2, reflexes: 2, willpower: 2, stamina: 2, intelligence: 2, agility: 3, perception: 2, strength: 3, ...b.traits };
  return newRollkeepCombatant({
    id,
    name: id,
    side: id,
    character: { traits, void: 2, insightRank: b.insightRank ?? 2, skills: { kenjutsu: { rank: b.skill ?? 3 } }, ...(b.modifiers ? { modifiers: b.modifiers } : {}) },
    weapon: b.weapon ?? DEFAULT_WEAPONS.katana!,
    weaponSkill: "kenjutsu",
    stance: b.stance ?? "attack",
    ...(b.dualWielding ? { dualWielding: true } : {}),
  });
}

const mod = (target: ItemModifier["target"], rolled: number, kept: number, flat: number): ItemModifier => ({ target, rolled, kept, flat });
const at = momentOf(0, 0);

/** An attack declared outside a fight, opened at the target with these dice. */
function opened(attacker: RollkeepCombatant, target: RollkeepCombatant, choice: AttackChoice, options: RollkeepOptions, faces: number[]) {
  const declared = rules.declare(attacker, attack, { at, attack: choice }, options, fixedDice([]));
  return { declared, flow: rules.attack.open(declared.actor, declared, { targetId: target.id }, target, options, fixedDice(faces)) };
}

describe("item modifiers and two weapons on the Armor TN (C6, AT8)", () => {
  it("names what a modifier may change, as the port's modifier targets", () => {
    expect(rules.modifierTargets).toEqual(ITEM_MODIFIER_TARGETS);
  });

  it("adds techniques and two weapons to Technique, advantages (a malus negative) to Misc", () => {
    const plain = rules.derive(fighter("a"), fourth).armorTn;
    expect([plain.technique, plain.misc, plain.total]).toEqual([0, 0, 15]);
    const guarded = rules.derive(fighter("a", { modifiers: [mod("armorTnTechnique", 0, 0, 3), mod("armorTnMisc", 0, 0, 5), mod("armorTnMisc", 0, 0, -2)], dualWielding: true }), fourth).armorTn;
    // Insight Rank 2 for the two weapons (AT8) and 3 from the technique; 5 − 2 from the advantages.
    expect([guarded.technique, guarded.misc, guarded.total]).toEqual([5, 3, 23]);
  });

  it("always gives the Insight Rank for two weapons in 4e; the house option may give none (rkDualWieldArmorTn)", () => {
    const twoBlades = fighter("a", { dualWielding: true, insightRank: 3 });
    expect(rules.derive(twoBlades, { ...fourth, dualWieldArmorTn: "none" }).armorTn.technique).toBe(3);
    expect(rules.derive(twoBlades, house).armorTn.technique).toBe(3);
    expect(rules.derive(twoBlades, { ...house, dualWieldArmorTn: "none" }).armorTn.technique).toBe(0);
  });

  it("refuses a malformed modifier, naming its field", () => {
    const bad = (m: unknown) => worded(refusalOf(() => newRollkeepCombatant({ id: "a", name: "a", side: "a", character: { traits: { awareness: 2, reflexes: 2, willpower: 2, stamina: 2, intelligence: 2, agility: 2, perception: 2, strength: 2 }, void: 2, insightRank: 1, modifiers: [m] }, weapon: DEFAULT_WEAPONS.katana!, weaponSkill: "kenjutsu", stance: "attack" })));
    expect(bad({ target: "initiative", flat: 1 })).toMatch(/modifiers\.0\.target/);
    expect(bad({ target: "armorTnMisc", rolled: 1 })).toMatch(/modifiers\.0\.rolled.*number, not dice/);
    expect(bad({ target: "attack", kept: 11 })).toMatch(/modifiers\.0\.kept/);
  });
});

describe("item modifiers on attack and damage rolls (D9, AT7)", () => {
  it("puts the attack modifiers in the dialog's roll and the declared attack alike, as one named part", () => {
    const a = fighter("a", { modifiers: [mod("attack", 1, 0, 0), mod("attack", 0, 1, 2), mod("damage", 2, 0, 0)] });
    const b = fighter("b");
    const prepared = rules.rolls!.prepare(a, { rolled: { kind: "attack", target: b }, round: null }, fourth);
    expect(prepared.parts.find((p) => p.source === "items")?.pool).toEqual({ rolled: 1, kept: 1, flat: 2 });
    expect(prepared.roll.summed).toEqual({ rolled: 7, kept: 4, flat: 2 });
    const { flow } = opened(a, b, {}, fourth, [9, 9, 9, 9, 9, 9, 9]);
    expect(flow.attack.modifiers.find((p) => p.source === "items")?.pool).toEqual({ rolled: 1, kept: 1, flat: 2 });
    expect(flow.attack.attackRoll?.summed).toEqual(prepared.roll.summed);
  });

  it("adds the damage modifiers and the table's to the damage's modifiers step", () => {
    const a = fighter("a", { modifiers: [mod("damage", 2, 0, 1)] });
    const { flow } = opened(a, fighter("b"), { damageModifier: { rolled: 0, kept: 1, flat: 0 } }, fourth, [9, 9, 9, 9, 9, 9]);
    const rolled = rules.attack.damage(flow, a, fighter("b"), null, fourth, fixedDice([5, 5, 5, 5, 5, 5, 5, 5, 5]));
    // Katana 3k2 + Strength 3 = 6k2, then +2k0+1 from the mastery and +0k1 from the table.
    expect(rolled.attack.damage?.steps.map((s) => s.pool)).toEqual([
      { rolled: 3, kept: 2, flat: 0 },
      { rolled: 6, kept: 2, flat: 0 },
      { rolled: 8, kept: 3, flat: 1 },
      { rolled: 8, kept: 3, flat: 1 },
    ]);
  });
});

describe("the house damage examples played through the port (W10, W11)", () => {
  it("W10: Samurai 5, katana, Strength 3, a +1k0 mastery, Feint beating the raised TN by 13 and a Void Point: 3k2 → 6k2 → 7k2+6 → 8k3+6", () => {
    const options = { ...house, voidOnDamage: true };
    const samurai = fighter("a", { skill: 5, modifiers: [mod("damage", 1, 0, 0)] });
    const target = fighter("b");
    // 8k3 at TN 15 + 10 for the Feint's two raises: 18 + 11 + 9 = 38, 13 over the raised TN.
    const { flow } = opened(samurai, target, { maneuvers: [{ kind: "feint" }], raises: { raisesCalled: 2, freeRaises: 0, freeRaisesOnTn: 0 } }, options, [10, 8, 10, 1, 9, 1, 1, 1, 1, 1]);
    expect(flow.attack.attackRoll?.margin).toBe(13);
    const { attack: rolled, attacker } = extras.damage.roll(flow, samurai, { voidPoint: true }, options, fixedDice([5, 5, 5, 5, 5, 5, 5, 5]));
    expect(rolled.attack.damage?.steps.map((s) => s.pool)).toEqual([
      { rolled: 3, kept: 2, flat: 0 },
      { rolled: 6, kept: 2, flat: 0 },
      { rolled: 7, kept: 2, flat: 6 },
      { rolled: 8, kept: 3, flat: 6 },
    ]);
    expect(rolled.attack.damage?.roll.summed).toEqual({ rolled: 8, kept: 3, flat: 6 });
    expect(rolled.attack.damage?.roll.total).toBe(21);
    expect(attacker.voidPoints.points).toBe(samurai.voidPoints.points - 1);
  });

  it("W11: Ono 0k4, Strength 5, two raises on Extra Damage and +1k1+4 from masteries: 0k4 → 5k4 → 8k5+4 → 8k5+4", () => {
    const brute = fighter("a", { traits: { strength: 5 }, skill: 7, weapon: DEFAULT_WEAPONS.ono!, modifiers: [mod("damage", 1, 1, 4)] });
    const target = fighter("b");
    const { flow } = opened(brute, target, { maneuvers: [{ kind: "extraDamage", raises: 2 }], raises: { raisesCalled: 2, freeRaises: 0, freeRaisesOnTn: 0 } }, house, [9, 9, 9, 9, 9, 9, 9, 9, 9, 9]);
    const rolled = rules.attack.damage(flow, brute, target, null, house, fixedDice([5, 5, 5, 5, 5, 5, 5, 5]));
    expect(rolled.attack.damage?.steps.map((s) => s.pool)).toEqual([
      { rolled: 0, kept: 4, flat: 0 },
      { rolled: 5, kept: 4, flat: 0 },
      { rolled: 8, kept: 5, flat: 4 },
      { rolled: 8, kept: 5, flat: 4 },
    ]);
  });
});

describe("a Void Point on the damage (V3, rkVoidOnDamage)", () => {
  const hit = (options: RollkeepOptions) => opened(fighter("a"), fighter("b"), {}, options, [9, 9, 9, 9, 9, 9]).flow;

  it("is offered only where the option allows it, refused once the round's point is spent", () => {
    expect(extras.damage.offers(hit(fourth), fighter("a"), fourth).map((o) => o.kind)).toEqual(["none"]);
    const options = { ...fourth, voidOnDamage: true };
    expect(extras.damage.offers(hit(options), fighter("a"), options)).toEqual([
      { kind: "none", refused: null },
      { kind: "voidPoint", refused: null },
    ]);
    const spent = { ...fighter("a"), voidPoints: { points: 1, round: 0, spent: ["boost" as const] } };
    expect(extras.damage.offers(hit(options), spent, options)[1]).toEqual({ kind: "voidPoint", refused: "voidRefused" });
  });

  it("adds +1k1 on the damage's last step and pays the point; without the option the roll refuses it", () => {
    const options = { ...fourth, voidOnDamage: true };
    const { attack: rolled, attacker } = extras.damage.roll(hit(options), fighter("a"), { voidPoint: true }, options, fixedDice([5, 5, 5, 5, 5, 5, 5, 5]));
    expect(rolled.attack.damage?.roll.summed).toEqual({ rolled: 7, kept: 3, flat: 0 });
    expect([attacker.voidPoints.points, attacker.voidPoints.spent]).toEqual([1, ["boost"]]);
    expect(worded(refusalOf(() => extras.damage.roll(hit(fourth), fighter("a"), { voidPoint: true }, fourth, fixedDice([5, 5, 5, 5, 5, 5, 5]))))).toMatch(/voidOnDamage/);
  });
});
