import { describe, expect, it } from "vitest";
import { refusalOf, worded } from "../../../../tests/fixtures/refusals";
import { fixedDice } from "../../dice";
import { armorTn } from "../character/armor-tn";
import { DEFAULT_ROLLKEEP_OPTIONS, type RollkeepOptions } from "../options";
import { attackModifiers } from "./attack-modifiers";
import { attackOutcome } from "./attack-outcome";
import type { AttackDeclaration, AttackerSnapshot, TargetSnapshot } from "./attack-state";
import { attackStep, declareAttack, rollAttack, rollAttackDamage, rollManeuverContests } from "./attack-steps";
import { DEFAULT_WEAPONS } from "./weapons";

const fourth = DEFAULT_ROLLKEEP_OPTIONS;
const house: RollkeepOptions = { ...DEFAULT_ROLLKEEP_OPTIONS, variant: "house" };
const katana = DEFAULT_WEAPONS.katana!;
const attacker: AttackerSnapshot = { id: "kakita", skillRank: 3, agility: 3, reflexes: 3, strength: 3, voidRing: 3, insightRank: 2, woundPenalty: 0, mook: false };
const atn = armorTn({ reflexes: 2, armor: 0, stance: 0, technique: 0, misc: 0, maluses: 0 }, fourth);
const target: TargetSnapshot = { id: "bandit", armorTn: atn, strength: 2, earth: 2, woundPenalty: 0 };
const raises = (raisesCalled: number, freeRaises = 0) => ({ raisesCalled, freeRaises, freeRaisesOnTn: 0 });
const swing = (more: Partial<AttackDeclaration> = {}): AttackDeclaration => ({ weapon: katana, maneuvers: [], ...more });

describe("an attack step by step", () => {
  it("hits on reaching the Armor TN, rolls the damage, and settles (AT1, AT4)", () => {
    let attack = declareAttack(attacker, target, swing(), fourth);
    expect(attack.armorTn).toBe(15);
    expect(attackStep(attack, fourth)).toBe("roll");
    attack = rollAttack(attack, fourth, fixedDice([9, 6, 1, 1, 1, 1]));
    expect(attack.attackRoll).toMatchObject({ total: 16, success: true });
    expect(attackStep(attack, fourth)).toBe("damage");
    attack = rollAttackDamage(attack, fourth, fixedDice([7, 5, 3, 2, 1, 1]));
    expect(attack.damage?.roll.summed).toEqual({ rolled: 6, kept: 2, flat: 0 });
    expect(attackStep(attack, fourth)).toBe("done");
    expect(attackOutcome(attack)).toMatchObject({ hit: true, damage: 12, disarmed: false });
  });

  it("misses when the raised TN is missed, with no effects (R7)", () => {
    const attack = rollAttack(declareAttack(attacker, target, swing({ maneuvers: [{ kind: "feint" }], raises: raises(2) }), fourth), fourth, fixedDice([9, 6, 1, 1, 1, 1]));
    expect(attackStep(attack, fourth)).toBe("done");
    expect(attackOutcome(attack)).toMatchObject({ hit: false, damage: 0 });
  });

  it("refuses a step out of turn", () => {
    const refusal = refusalOf(() => rollAttackDamage(declareAttack(attacker, target, swing(), fourth), fourth, fixedDice([])));
    expect(refusal.code).toBe("notYet");
    expect(worded(refusal)).toBe("That step is not open on this attack now.");
  });

  it("aims at the prone target's lower melee Armor TN only (CO9)", () => {
    const prone = { ...target, armorTn: armorTn({ reflexes: 2, armor: 0, stance: 0, technique: 0, misc: 0, maluses: 0, conditions: { prone: true } }, fourth) };
    expect(declareAttack(attacker, prone, swing(), fourth).armorTn).toBe(5);
    expect(declareAttack(attacker, prone, swing({ weapon: { ...katana, reach: "aimed" } }), fourth).armorTn).toBe(15);
  });

  it("rolls an aimed weapon with Reflexes, others with Agility (AT2)", () => {
    const archer = { ...attacker, agility: 1 };
    expect(rollAttack(declareAttack(archer, target, swing({ weapon: { ...katana, reach: "aimed" } }), fourth), fourth, fixedDice([1, 1, 1, 1, 1, 1])).attackRoll?.summed).toEqual({ rolled: 6, kept: 3, flat: 0 });
  });
});

describe("maneuvers", () => {
  it("charges each maneuver its raises and refuses more than the roll counts (M1, M3, M6)", () => {
    expect(declareAttack(attacker, target, swing({ maneuvers: [{ kind: "calledShot", target: "head" }], raises: raises(3) }), fourth).maneuverRaises).toBe(3);
    const refusal = refusalOf(() => declareAttack(attacker, target, swing({ maneuvers: [{ kind: "extraDamage", raises: 2 }, { kind: "feint" }], raises: raises(3) }), fourth));
    expect(refusal.code).toBe("maneuverRaises");
    expect(worded(refusal)).toBe("The maneuvers need 4 raises; the roll counts 3.");
  });

  it("needs free raises for Extra Attack past a Void Ring under 5, once a turn (M3, R8, R9)", () => {
    expect(refusalOf(() => declareAttack(attacker, target, swing({ maneuvers: [{ kind: "extraAttack" }], raises: raises(5) }), fourth)).code).toBe("badRoll");
    const attack = declareAttack(attacker, target, swing({ maneuvers: [{ kind: "extraAttack" }], raises: raises(3, 2) }), fourth);
    expect(attack.maneuverRaises).toBe(5);
    expect(refusalOf(() => declareAttack(attacker, target, swing({ maneuvers: [{ kind: "extraAttack" }], raises: raises(3, 2), extraAttackUsedThisTurn: true }), fourth)).problem?.text).toMatch(/once per turn/);
  });

  it("costs 4 raises to knock down a four-legged target (M7)", () => {
    expect(refusalOf(() => declareAttack(attacker, { ...target, fourLegged: true }, swing({ maneuvers: [{ kind: "knockdown" }], raises: raises(2) }), fourth)).code).toBe("maneuverRaises");
  });

  it("keeps Push/Pull and Tactical Strike to the house rules, 2 raises plus 2 per further 5 ft (M8, M9)", () => {
    expect(refusalOf(() => declareAttack(attacker, target, swing({ maneuvers: [{ kind: "tacticalStrike" }], raises: raises(2) }), fourth)).problem?.text).toMatch(/house rules/);
    expect(declareAttack(attacker, target, swing({ maneuvers: [{ kind: "pushPull", feet: 10 }], raises: raises(3, 1) }), house).maneuverRaises).toBe(4);
    expect(refusalOf(() => declareAttack(attacker, target, swing({ maneuvers: [{ kind: "pushPull", feet: 7 }], raises: raises(2) }), house)).problem?.text).toMatch(/multiple of 5/);
  });

  it("4e Knockdown: damage first, then the Strength contest; winning knocks Prone (M7)", () => {
    let attack = declareAttack(attacker, target, swing({ maneuvers: [{ kind: "knockdown" }], raises: raises(2) }), fourth);
    attack = rollAttack(attack, fourth, fixedDice([10, 9, 9, 3, 1, 1, 1]));
    expect(attackStep(attack, fourth)).toBe("damage");
    attack = rollAttackDamage(attack, fourth, fixedDice([5, 5, 1, 1, 1, 1]));
    expect(attackStep(attack, fourth)).toBe("contestAfterDamage");
    attack = rollManeuverContests(attack, fourth, fixedDice([9, 8, 7, 1, 1]));
    expect(attack.contests[0]?.result).toEqual({ rolls: [{ attacker: 24, target: 2 }], attackerWon: true });
    expect(attackOutcome(attack)).toMatchObject({ knockedProne: true, damage: 10 });
  });

  it("house Knockdown: the contest first; losing it deals no damage, unless the option says so (M7)", () => {
    let attack = declareAttack(attacker, target, swing({ maneuvers: [{ kind: "knockdown" }], raises: raises(2) }), house);
    attack = rollAttack(attack, house, fixedDice([10, 9, 9, 3, 1, 1, 1]));
    expect(attackStep(attack, house)).toBe("contestBeforeDamage");
    attack = rollManeuverContests(attack, house, fixedDice([1, 1, 1, 9, 9]));
    expect(attackStep(attack, house)).toBe("done");
    expect(attackOutcome(attack)).toMatchObject({ hit: true, knockedProne: false, damage: 0 });
    expect(attackStep(attack, { knockdownLossDamage: true })).toBe("damage");
  });

  it("rolls a tied contest again (R11)", () => {
    let attack = declareAttack(attacker, { ...target, strength: 3 }, swing({ maneuvers: [{ kind: "disarm" }], raises: raises(3) }), fourth);
    attack = rollAttack(attack, fourth, fixedDice([10, 10, 9, 9, 3, 1, 1, 1]));
    attack = rollAttackDamage(attack, fourth, fixedDice([4, 2]));
    expect(attack.damage?.roll.summed).toEqual({ rolled: 2, kept: 1, flat: 0 });
    attack = rollManeuverContests(attack, fourth, fixedDice([5, 5, 5, 5, 5, 5, 6, 6, 6, 1, 1, 1]));
    expect(attack.contests[0]?.result?.rolls).toHaveLength(2);
    expect(attackOutcome(attack)).toMatchObject({ disarmed: true, damage: 4 });
  });

  it("pushes past 5 ft only against the target's Strength plus Earth (M8)", () => {
    let attack = declareAttack(attacker, target, swing({ maneuvers: [{ kind: "pushPull", feet: 10 }], raises: raises(3, 1) }), house);
    attack = rollAttack(attack, house, fixedDice([10, 10, 10, 9, 9, 9, 3, 3, 3]));
    attack = rollManeuverContests(attack, house, fixedDice([5, 1, 1, 4, 2]));
    expect(attack.contests[0]?.result?.rolls[0]).toEqual({ attacker: 7, target: 8 });
    expect(attackOutcome(attack)).toMatchObject({ pushedFeet: 0, damage: 0 });
  });

  it("adds a raise to the Tactics Pool, records called shots and custom effects (M1, M9, M11)", () => {
    let attack = declareAttack(attacker, target, swing({ maneuvers: [{ kind: "tacticalStrike" }, { kind: "custom", name: "Cut the banner", raises: 1 }], raises: raises(3) }), house);
    attack = rollAttack(attack, house, fixedDice([10, 10, 10, 9, 9, 9, 3, 3, 3]));
    attack = rollAttackDamage(attack, house, fixedDice([1, 1, 1, 1, 1, 1]));
    expect(attackOutcome(attack)).toMatchObject({ tacticsRaises: 1, customEffects: ["Cut the banner"], location: null });
  });
});

describe("damage in the attack", () => {
  it("refuses a Void Point on damage unless the option allows it (V3)", () => {
    const declared = (options: RollkeepOptions) => rollAttack(declareAttack(attacker, target, swing({ damage: { voidBoost: true } }), options), options, fixedDice([9, 9, 9, 1, 1, 1]));
    expect(refusalOf(() => rollAttackDamage(declared(fourth), fourth, fixedDice([1, 1, 1, 1, 1, 1, 1]))).data.field).toBe("voidBoost");
    const allowed = { ...fourth, voidOnDamage: true };
    expect(rollAttackDamage(declared(allowed), allowed, fixedDice([1, 1, 1, 1, 1, 1, 1])).damage?.roll.summed).toEqual({ rolled: 7, kept: 3, flat: 0 });
  });

  it("adds Increased Damage's +1k0 for each raise spent on it, or once under the option extraDamageRaises (M6)", () => {
    // Katana 3k2 with Strength 3: 6k2 before the maneuver; two raises called, both on Increased Damage.
    const summed = (options: RollkeepOptions) => {
      const declared = rollAttack(declareAttack(attacker, target, swing({ maneuvers: [{ kind: "extraDamage", raises: 2 }], raises: raises(2) }), options), options, fixedDice([10, 9, 9, 9, 9, 1, 1, 1, 1]));
      return rollAttackDamage(declared, options, fixedDice(Array(12).fill(1))).damage?.roll.summed.rolled;
    };
    const plain = rollAttackDamage(rollAttack(declareAttack(attacker, target, swing(), fourth), fourth, fixedDice([10, 9, 9, 9, 9, 1, 1, 1, 1])), fourth, fixedDice(Array(12).fill(1))).damage?.roll.summed.rolled ?? 0;
    expect(summed(fourth)).toBe(plain + 2);
    expect(summed({ ...fourth, extraDamageRaises: "once" })).toBe(plain + 1);
  });

  it("never explodes a house mook's damage (MK2)", () => {
    const mook = { ...attacker, mook: true };
    const attack = rollAttack(declareAttack(mook, target, swing(), house), house, fixedDice([9, 9, 9, 1, 1, 1]));
    expect(rollAttackDamage(attack, house, fixedDice([10, 10, 1, 1, 1, 1])).damage?.roll.total).toBe(20);
    expect(rollAttackDamage(attack, fourth, fixedDice([10, 1, 10, 1, 1, 1, 1, 1])).damage?.roll.total).toBe(22);
  });

  it("adds the Feint's bonus from the attack's own margin (M4)", () => {
    let attack = declareAttack(attacker, target, swing({ maneuvers: [{ kind: "feint" }], raises: raises(2) }), fourth);
    attack = rollAttack(attack, fourth, fixedDice([10, 8, 9, 9, 1, 1, 1]));
    expect(attack.attackRoll).toMatchObject({ total: 36, margin: 11 });
    attack = rollAttackDamage(attack, fourth, fixedDice([1, 1, 1, 1, 1, 1]));
    expect(attack.damage?.feintBonus).toBe(5);
    expect(attack.damage?.roll.total).toBe(7);
  });
});

describe("attack modifiers", () => {
  const mods = (weapon = katana, situation = {}) => attackModifiers(weapon, situation, fourth).map((p) => [p.source, p.pool]);

  it("costs the off hand 5/10/15 by size and the main hand 5 while a second weapon is held (AT8)", () => {
    expect(mods(DEFAULT_WEAPONS.tonfa, { offHand: true })).toEqual([["offHand", { rolled: 0, kept: 0, flat: -5 }]]);
    expect(mods(DEFAULT_WEAPONS.ono, { offHand: true })).toEqual([["offHand", { rolled: 0, kept: 0, flat: -15 }]]);
    expect(mods(katana, { secondWeaponHeld: true })).toEqual([["mainHand", { rolled: 0, kept: 0, flat: -5 }]]);
  });

  it("takes 10 off a ranged attack at a foe in melee range (AT3), and gives one +1k0 for position (AT9)", () => {
    const bow = { ...katana, reach: "aimed" as const };
    expect(mods(bow, { foeInMelee: true, advantagedPosition: true })).toEqual([
      ["foeInMelee", { rolled: 0, kept: 0, flat: -10 }],
      ["position", { rolled: 1, kept: 0, flat: 0 }],
    ]);
    expect(mods(katana, { foeInMelee: true })).toEqual([]);
  });

  it("blind: −3k3 ranged, −1k1 melee; dazed −3k0; prone −2k0, and no Large weapon (CO1, CO2, CO9)", () => {
    expect(mods(katana, { blinded: true, dazed: true, prone: true })).toEqual([
      ["blinded", { rolled: -1, kept: -1, flat: 0 }],
      ["dazed", { rolled: -3, kept: 0, flat: 0 }],
      ["prone", { rolled: -2, kept: 0, flat: 0 }],
    ]);
    expect(refusalOf(() => mods(DEFAULT_WEAPONS.ono, { prone: true })).problem?.text).toMatch(/Large/);
  });
});
