import { describe, expect, it } from "vitest";
import { refusalOf, worded } from "../../../../tests/fixtures/refusals";
import { RULESETS } from "../../registry";
import { DEFAULT_WEAPONS } from "../attack/weapons";
import { DEFAULT_ROLLKEEP_OPTIONS, type RollkeepOptions } from "../options";
import { chanceAtLeast, totalDistribution } from "../probability/distribution";
import { newRollkeepCombatant, type RollkeepCombatant } from "./combatant";
import type { RollkeepRollRequest } from "./rolls";

const rolls = RULESETS.rollkeep.rolls!;
const fourth = DEFAULT_ROLLKEEP_OPTIONS;
const house: RollkeepOptions = { ...DEFAULT_ROLLKEEP_OPTIONS, variant: "house" };

/** Agility 3, Reflexes 3, Void 2; Kenjutsu 3 with the Katana emphasis; no Iaijutsu. */
function samurai(more: { wounds?: number; stance?: RollkeepCombatant["stance"] } = {}): RollkeepCombatant {
  return newRollkeepCombatant({
    id: "ayame",
    name: "Ayame",
    side: "ayame",
    character: {
      traits: { awareness: 2, reflexes: 3, willpower: 2, stamina: 2, intelligence: 2, agility: 3, perception: 2, strength: 3 },
      void: 2,
      insightRank: 2,
      skills: { kenjutsu: { rank: 3, emphases: ["Katana"] }, defense: { rank: 2, emphases: [] } },
      wounds: more.wounds ?? 0,
    },
    weapon: DEFAULT_WEAPONS.katana!,
    weaponSkill: "kenjutsu",
    stance: more.stance ?? "attack",
  });
}

const kenjutsu = (more: Partial<RollkeepRollRequest> = {}): RollkeepRollRequest => ({ rolled: { kind: "skill", skill: "kenjutsu", trait: "agility" }, tn: 15, round: null, ...more });

describe("a roll shaped in the dialog", () => {
  it("is Skill + Trait k Trait against the TN raised 5 a raise (R3, R7), its chance the exact one of that pool and TN (D10)", () => {
    const prepared = rolls.prepare(samurai(), kenjutsu({ raises: { raisesCalled: 2, freeRaises: 0, freeRaisesOnTn: 0 } }), fourth);
    expect(prepared.roll.pool).toEqual({ rolled: 6, kept: 3, flat: 0, explodes: true });
    expect(prepared.roll.tn).toMatchObject({ base: 15, raises: 10, effective: 25 });
    expect(prepared.raiseCap).toBe(2);
    expect(rolls.chance(prepared)).toBe(chanceAtLeast(totalDistribution(prepared.roll.pool), 25));
    expect(rolls.chance(rolls.prepare(samurai(), kenjutsu({ tn: undefined }), fourth))).toBeNull();
  });

  it("refuses more raises than the Void Ring (R8) and any raise on an unskilled roll (R4), with the reason", () => {
    expect(worded(refusalOf(() => rolls.prepare(samurai(), kenjutsu({ raises: { raisesCalled: 3, freeRaises: 0, freeRaisesOnTn: 0 } }), fourth)))).toBe("This roll cannot be made (raisesCalled): 3 raises are more than a Void Ring of 2 allows.");
    const iaijutsu = kenjutsu({ rolled: { kind: "skill", skill: "iaijutsu", trait: "reflexes" }, raises: { raisesCalled: 1, freeRaises: 0, freeRaisesOnTn: 0 } });
    expect(refusalOf(() => rolls.prepare(samurai(), iaijutsu, fourth)).data).toMatchObject({ field: "raisesCalled" });
  });

  it("lets a Void Point make an unskilled skill roll skilled (V4), paid from the roller's points", () => {
    const prepared = rolls.prepare(samurai(), kenjutsu({ rolled: { kind: "skill", skill: "iaijutsu", trait: "reflexes" }, voidSpends: { strive: true } }), fourth);
    expect(prepared.roll.pool).toMatchObject({ rolled: 4, kept: 3, explodes: true });
    expect(prepared.voidPoints.points).toBe(1);
  });

  it("spends one Void Point a round in a fight (V2), and outside one only what is left bounds the spends", () => {
    const boosted = kenjutsu({ voidSpends: { voidBoost: true } });
    const once = rolls.outcome(samurai(), rolls.prepare(samurai(), { ...boosted, round: 3 }, fourth), 20).roller;
    expect(once.voidPoints).toEqual({ points: 1, round: 3, spent: ["boost"] });
    expect(worded(refusalOf(() => rolls.prepare(once, { ...boosted, round: 3 }, fourth)))).toMatch(/already spent this round/);
    const outside = rolls.outcome(samurai(), rolls.prepare(samurai(), boosted, fourth), 20).roller;
    expect(outside.voidPoints).toEqual({ points: 1, round: null, spent: [] });
    const empty = rolls.outcome(outside, rolls.prepare(outside, boosted, fourth), 20).roller;
    expect(worded(refusalOf(() => rolls.prepare(empty, boosted, fourth)))).toMatch(/no Void Points are left/);
  });

  it("takes an emphasis only of the skill rolled, and rerolls 1s with it when the option says so (D8)", () => {
    expect(rolls.prepare(samurai(), kenjutsu({ emphasis: "Katana" }), fourth).roll.pool.rerollOnes).toBeUndefined();
    expect(rolls.prepare(samurai(), kenjutsu({ emphasis: "Katana" }), { ...fourth, emphasisRerollsOnes: true }).roll.pool.rerollOnes).toBe(true);
    expect(rolls.prepare(samurai(), kenjutsu(), fourth).emphases).toEqual(["Katana"]);
    expect(refusalOf(() => rolls.prepare(samurai(), kenjutsu({ emphasis: "Ono" }), fourth)).data).toMatchObject({ field: "emphasis" });
  });

  it("adds the table's modifier as a named part, summed before the Ten Dice Rule (D4c)", () => {
    const prepared = rolls.prepare(samurai(), kenjutsu({ modifier: { rolled: 6, kept: 1, flat: 5 } }), fourth);
    expect(prepared.parts.map((p) => p.source)).toEqual(["skill", "modifier"]);
    expect(prepared.roll.summed).toEqual({ rolled: 12, kept: 4, flat: 5 });
    expect(prepared.roll.pool).toMatchObject({ rolled: 10, kept: 5, flat: 5 });
    expect(refusalOf(() => rolls.prepare(samurai(), kenjutsu({ modifier: { rolled: 0.5, kept: 0, flat: 0 } }), fourth)).data).toMatchObject({ field: "modifier.rolled" });
  });

  it("puts the wound penalty on the TN in 4e and on the total in the house rules (R16)", () => {
    // Earth 2: Nicked from 11 wounds, +3 / -3.
    expect(rolls.prepare(samurai({ wounds: 11 }), kenjutsu(), fourth).roll.tn).toMatchObject({ wounds: 3, effective: 18 });
    expect(rolls.prepare(samurai({ wounds: 11 }), kenjutsu(), house).roll).toMatchObject({ tn: { effective: 15 }, pool: { flat: -3 } });
  });

  it("makes an attack with the weapon's skill and Agility, the stance's bonus named, at the target's Armor TN (AT1, AT2, ST2)", () => {
    const attacker = samurai({ stance: "fullAttack" });
    const target = samurai({ stance: "attack" });
    const prepared = rolls.prepare(attacker, { rolled: { kind: "attack", target }, round: null }, fourth);
    expect(prepared.parts.map((p) => [p.source, p.pool])).toEqual([["attack", { rolled: 6, kept: 3, flat: 0 }], ["stance", { rolled: 2, kept: 1, flat: 0 }]]);
    // C5: 5 + 5 × Reflexes 3.
    expect(prepared.roll.tn?.base).toBe(20);
    expect(rolls.prepare(attacker, { rolled: { kind: "attack", target }, tn: 30, round: null }, fourth).roll.tn?.base).toBe(30);
    const bow = { weapon: { ...DEFAULT_WEAPONS.katana!, name: "Yumi", reach: "aimed" as const }, skill: "kyujutsu" };
    expect(rolls.prepare(target, { rolled: { kind: "attack", with: bow }, tn: 15, round: null }, fourth).roll).toMatchObject({ unskilled: true, pool: { rolled: 3, kept: 3, explodes: false } });
  });

  it("rolls traits, rings and spells at their ratings (R5, R6)", () => {
    expect(rolls.prepare(samurai(), { rolled: { kind: "trait", trait: "strength" }, round: null }, fourth).roll.pool).toMatchObject({ rolled: 3, kept: 3 });
    expect(rolls.prepare(samurai(), { rolled: { kind: "ring", ring: "void" }, round: null }, fourth).roll.pool).toMatchObject({ rolled: 2, kept: 2 });
    expect(rolls.prepare(samurai(), { rolled: { kind: "spell", ring: "fire", schoolRank: 2 }, round: null }, fourth).roll.pool).toMatchObject({ rolled: 4, kept: 2 });
    expect(refusalOf(() => rolls.prepare(samurai(), { rolled: { kind: "ring", ring: "wood" as never }, round: null }, fourth)).data).toMatchObject({ field: "rolled.ring" });
  });

  it("judges the total against the raised TN: a success with its margin, or a miss (R1, R7)", () => {
    const prepared = rolls.prepare(samurai(), kenjutsu({ raises: { raisesCalled: 1, freeRaises: 0, freeRaisesOnTn: 0 } }), fourth);
    expect(rolls.outcome(samurai(), prepared, 23).outcome).toEqual({ total: 23, success: true, margin: 3 });
    expect(rolls.outcome(samurai(), prepared, 17).outcome).toEqual({ total: 17, success: false, margin: -3 });
  });
});

describe("an attack shaped in the dialog, as the card declares it", () => {
  const target = () => ({ ...samurai(), id: "goro" });
  const attack = (more: object) => rolls.prepare(samurai(), { rolled: { kind: "attack", target: target(), ...more }, round: null, raises: { raisesCalled: 1, freeRaises: 0, freeRaisesOnTn: 0 } }, fourth);

  it("takes the circumstances the table states: an off-hand katana costs 10 (AT8)", () => {
    expect(attack({ situation: { offHand: true } }).parts.map((p) => [p.source, p.pool.flat])).toContainEqual(["offHand", -10]);
    expect(attack({}).roll.pool.flat).toBe(0);
  });

  it("refuses maneuvers the raises counted cannot pay for, and the house-only ones in 4e (§9)", () => {
    expect(() => attack({ maneuvers: [{ kind: "extraDamage", raises: 1 }] })).not.toThrow();
    expect(refusalOf(() => attack({ maneuvers: [{ kind: "disarm" }] })).data).toEqual({ needed: 3, counted: 1 });
    expect(refusalOf(() => attack({ maneuvers: [{ kind: "tacticalStrike" }] })).problem?.text).toMatch(/house rules/);
  });

  it("asks 4 raises, not 2, to knock down a four-legged target (M7)", () => {
    const twoRaises = { raisesCalled: 2, freeRaises: 0, freeRaisesOnTn: 0 };
    const knockdown = (t: ReturnType<typeof target>) => rolls.prepare(samurai(), { rolled: { kind: "attack", target: t, maneuvers: [{ kind: "knockdown" }] }, round: null, raises: twoRaises }, fourth);
    expect(() => knockdown(target())).not.toThrow();
    const horse = target();
    const beast = { ...horse, character: { ...horse.character, fourLegged: true } };
    expect(refusalOf(() => knockdown(beast)).message).toMatch(/need 4 raises, the roll counts 2/);
  });
});

describe("the party's Tactics Pool through the port (M9)", () => {
  const tactics = RULESETS.rollkeep.tactics;
  // Only an outcome's Tactical Strike raises reach the pool; the rest of it is not read.
  const outcome = (tacticsRaises: number) => ({ tacticsRaises }) as Parameters<typeof tactics.gained>[1][number];

  it("reads a stored count, refusing anything but a whole number in range", () => {
    expect(tactics.read(3)).toEqual({ freeRaises: 3 });
    for (const bad of [-1, 1.5, "2", 5000]) expect(refusalOf(() => tactics.read(bad)).code).toBe("badManeuver");
  });

  it("gains one free raise per Tactical Strike that hit, and spends no more than it holds", () => {
    expect(tactics.gained({ freeRaises: 1 }, [outcome(1), outcome(0), outcome(1)])).toEqual({ freeRaises: 3 });
    expect(tactics.spend({ freeRaises: 3 }, 2)).toEqual({ freeRaises: 1 });
    expect(refusalOf(() => tactics.spend({ freeRaises: 1 }, 2)).problem?.text).toMatch(/holds 1 free raises/);
  });
});
