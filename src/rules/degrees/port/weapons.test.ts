import { describe, expect, it } from "vitest";
import { refusalOf, worded } from "../../../../tests/fixtures/refusals";
import { damageOnTarget } from "../combatant";
import { wieldedWeapon } from "./item-input";
import type { Readying } from "../maneuvers/draw";
import type { DegreesFighter } from "./fighter";
import { degreesExtras } from "./extras";
import { byId, CHARACTER, fighter, lineUp, nextTurn, NO_DICE, O, rules } from "./test-fighters";

/**
 * Weapon details through the port (M31, M32, M58, M62, M64, E11, E12): what the item, the sheet
 * and the choice give reach the declared attack's base damage and modifiers. The test fighter has
 * Strength and Dexterity 3 (half: 2, rounded up).
 */
const weapon = (name: string, system: object) => rules.actionFromItem({ name, type: "dgWeapon", system })!;
const SHURIKEN = weapon("Shuriken", { accuracy: "ranged", damage: 1, thrown: true, thrownCount: 3 });
const KATANA = weapon("Katana", { damage: 2, category: "martial" });
const SPEAR = weapon("Spear", { damage: 2, category: "special" });
const CLUB = weapon("Club", { damage: 1 });
const strike = rules.basicActions.strike!;
const declared = (action = CLUB, choice: object = {}, more: object = {}) => rules.declare(fighter("a", null, more), action, { at: 0, ...choice }, O, NO_DICE).attack!;
const untrained = (attack: ReturnType<typeof declared>) => attack.modifiers.filter((m) => m.label === "untrained").length;

describe("increases and reductions to base damage (M32)", () => {
  it("change the base before the degree, never below 0, a custom formula's too", () => {
    expect(declared(CLUB).base).toBe(3);
    expect(declared(CLUB, { damageAdjustment: 2 }).base).toBe(5);
    expect(declared(CLUB, { damageAdjustment: -2 }).base).toBe(1);
    expect(declared(CLUB, { damageAdjustment: -9 }).base).toBe(0);
    const own = rules.actionFromItem({ name: "Own", type: "dgTechnique", system: { damage: { source: "custom", base: 6, fixed: 1 } } })!;
    expect(declared(own, { damageAdjustment: 3 })).toMatchObject({ base: 9, fixed: 1 });
  });

  it("multiply with the degree: a third-degree hit of the adjusted base", () => {
    const attacker = fighter("a", null);
    const target = fighter("t", null, { hp: 40 });
    const made = rules.declare(attacker, CLUB, { at: 0, damageAdjustment: 2 }, O, NO_DICE);
    const damage = damageOnTarget({ base: made.attack!.base, fixed: 0, degree: 3, barrierHardness: 0, ignoreHardness: 0, standardActionsThisRound: 1 }, target, O);
    expect(damage.damage).toBe(15);
  });
});

describe("thrown weapons: the listed count, and the other hand (M64, E12)", () => {
  it("earns the weapon damage once for the listed count; both hands double it and the shuriken flying", () => {
    expect(SHURIKEN.attack).toMatchObject({ thrownCount: 3, attack: { projectiles: 3 } });
    expect(declared(SHURIKEN)).toMatchObject({ base: 3, profile: { projectiles: 3 } });
    expect(declared(SHURIKEN, { bothHands: true })).toMatchObject({ base: 4, profile: { projectiles: 6 } });
    // A single thrown kunai is doubled as well.
    const kunai = weapon("Kunai", { accuracy: "ranged", damage: 1, thrown: true });
    expect(declared(kunai, { bothHands: true })).toMatchObject({ base: 4, profile: { projectiles: 2 } });
  });

  it("refuses both hands for a weapon that is not thrown", () => {
    expect(refusalOf(() => declared(KATANA, { bothHands: true })).code).toBe("degrees.bothHandsThrown");
    expect(refusalOf(() => declared(weapon("Bow", { accuracy: "ranged", damage: 2 }), { bothHands: true })).code).toBe("degrees.bothHandsThrown");
  });
});

describe("Weapon Training against the weapon's category (M58, M62, M64)", () => {
  it("adds the −3 by itself for a martial or special weapon the sheet is not trained in", () => {
    const none = { weaponTraining: { martial: false, special: false } };
    expect(untrained(declared(KATANA, {}, none))).toBe(1);
    expect(untrained(declared(SPEAR, {}, none))).toBe(1);
    expect(untrained(declared(CLUB, {}, none))).toBe(0);
    expect(untrained(declared(KATANA, {}, { weaponTraining: { martial: true, special: false } }))).toBe(0);
    expect(untrained(declared(SPEAR, {}, { weaponTraining: { martial: true, special: false } }))).toBe(1);
    expect(declared(KATANA, {}, none).modifiers).toContainEqual({ label: "untrained", value: -3 });
  });

  it("never counts it twice, keeps the table's tick, and reads nothing when the fighter's training is not given", () => {
    const none = { weaponTraining: { martial: false, special: false } };
    expect(untrained(declared(KATANA, { circumstance: { untrained: true } }, none))).toBe(1);
    expect(untrained(declared(CLUB, { circumstance: { untrained: true } }, { weaponTraining: { martial: true, special: true } }))).toBe(1);
    expect(untrained(declared(KATANA))).toBe(0);
  });

  it("reads the category field, refusing one out of its list", () => {
    expect(KATANA.attack?.category).toBe("martial");
    expect(CLUB.attack?.category).toBeUndefined();
    expect(refusalOf(() => weapon("Odd", { category: "exotic" })).data).toMatchObject({ field: "category" });
  });
});

describe("a Strike's reach (M62)", () => {
  it("is the size's reach, doubled by a long weapon; none for an attack that is no melee one", () => {
    const reach = (action: ReturnType<typeof weapon>, more: object = {}) => degreesExtras.strikeReach(fighter("a", null, more), action);
    const YARI = weapon("Yari", { damage: 2, long: true });
    expect(YARI.attack?.long).toBe(true);
    expect([reach(CLUB), reach(YARI), reach(strike)]).toEqual([1, 2, 1]);
    const big = { character: { ...CHARACTER, size: "massive" as const } };
    expect([reach(CLUB, big), reach(YARI, big)]).toEqual([3, 6]);
    expect(reach(SHURIKEN)).toBeNull();
  });
});

describe("two weapons at once (M62)", () => {
  it("needs Two-Weapon Fighting, and a melee attack", () => {
    expect(refusalOf(() => declared(KATANA, { twoWeapons: true })).code).toBe("degrees.twoWeapons");
    expect(declared(KATANA, { twoWeapons: true }, { twoWeaponFighting: true }).base).toBe(4);
    expect(refusalOf(() => declared(SHURIKEN, { twoWeapons: true }, { twoWeaponFighting: true })).code).toBe("degrees.twoWeaponsMelee");
  });
});

describe("unarmed weapon damage (M31, E11)", () => {
  const IRON_FIST = { name: "Iron Fist", damage: 2 };
  const JUUKEN = { name: "Juuken", damage: 3 };

  it("gives the unarmed Strike the best source only: the sources do not stack", () => {
    expect(declared(strike).base).toBe(2);
    expect(declared(strike, {}, { unarmedSources: [IRON_FIST] }).base).toBe(4);
    expect(declared(strike, {}, { unarmedSources: [IRON_FIST, JUUKEN] }).base).toBe(5);
    expect(declared(strike, {}, { unarmedSources: [JUUKEN, IRON_FIST] }).base).toBe(5);
    // A source whose own text lets it stack adds to the best.
    expect(declared(strike, {}, { unarmedSources: [IRON_FIST, JUUKEN, { name: "Own", damage: 1, stacks: true }] }).base).toBe(6);
  });

  it("reaches a melee technique made with empty hands, never one made with a weapon, nor a weapon's attack", () => {
    const palm = rules.actionFromItem({ name: "Palm", type: "dgTechnique", system: { accuracy: "melee", damage: { source: "melee", base: 0, fixed: 0 } } })!;
    expect(declared(palm, {}, { unarmedSources: [JUUKEN] }).base).toBe(5);
    const wielding = wieldedWeapon({ damage: 2 });
    expect(declared(palm, {}, { unarmedSources: [JUUKEN], wielding }).base).toBe(4);
    expect(declared(KATANA, {}, { unarmedSources: [JUUKEN] }).base).toBe(4);
  });
});

describe("the Draw in a fight: what is readied sets its cost (M70, E14)", () => {
  const draw = rules.basicActions.drawWeapon!;
  /** Round 1 at a's turn (a 12, b 6), a with these feats. */
  const aActs = (more: object = {}) => {
    const step = nextTurn(lineUp(fighter("a", 12, more), fighter("b", 6)), 0);
    return { a: byId(step.fighters, "a"), at: step.at };
  };
  const after = (a: DegreesFighter, at: number, readying?: Readying) => rules.declare(a, draw, { at, ...(readying ? { readying } : {}) }, O, NO_DICE).actor;

  it("takes a partial action for one weapon; two weapons take two, one with Ambidexterity", () => {
    const { a, at } = aActs();
    expect(after(a, at).actions).toMatchObject({ partial: false, movement: true, standard: true });
    // The second partial action is paid with the movement action (a downgrade).
    expect(after(a, at, { kind: "weapon", count: 2 }).actions).toMatchObject({ partial: false, movement: false, standard: true });
    const ambidextrous = aActs({ ambidexterity: true });
    expect(after(ambidextrous.a, ambidextrous.at, { kind: "weapon", count: 2 }).actions).toMatchObject({ partial: false, movement: true, standard: true });
  });

  it("readies up to three thrown weapons a hand in one partial action, and ammunition free with its weapon drawn this turn", () => {
    const { a, at } = aActs();
    expect(after(a, at, { kind: "thrown", count: 6 }).actions).toMatchObject({ partial: false, movement: true });
    expect(refusalOf(() => after(a, at, { kind: "thrown", count: 7 })).code).toBe("degrees.handsFull");
    const ammunition = after(a, at, { kind: "ammunition", weaponDrawnThisTurn: true }).actions;
    expect(ammunition).toMatchObject({ partial: true, movement: true, standard: true });
    expect(ammunition.freeTaken).toContain("drawAmmunition");
    expect(after(a, at, { kind: "object" }).actions).toMatchObject({ partial: true, movement: false });
  });

  it("leaves a Safe Step and an attack after drawing (E14), and refuses a draw the round cannot pay", () => {
    const { a, at } = aActs();
    let now = after(a, at);
    now = rules.declare(now, rules.basicActions.safeStep!, { at }, O, NO_DICE).actor;
    const attack = rules.declare(now, KATANA, { at }, O, NO_DICE);
    expect(attack.actor.actions).toMatchObject({ partial: false, movement: false, standard: false });
    expect(refusalOf(() => after(attack.actor, at)).code).toBe("degrees.noActionLeft");
  });

  it("picks up a weapon a Disarm knocked away, or draws another, for a partial action; nothing knocked away is nothing to pick up (M82)", () => {
    const { a, at } = aActs({ disarmed: true });
    expect(a.disarmed).toBe(true);
    const picked = after(a, at, { kind: "disarmed" });
    expect([picked.disarmed, picked.actions.partial]).toEqual([false, false]);
    expect(after(a, at, { kind: "weapon", count: 1 }).disarmed).toBe(false);
    // Readying an object or thrown weapons leaves the weapon on the ground.
    expect(after(a, at, { kind: "object" }).disarmed).toBe(true);
    expect(worded(refusalOf(() => after(aActs().a, at, { kind: "disarmed" })))).toBe("Nothing of this character's was knocked away to pick up.");
    // Until then it strikes with bare hands or a technique, not with the weapon.
    expect(worded(refusalOf(() => rules.declare(a, KATANA, { at }, O, NO_DICE)))).toBe("Katana: the weapon was knocked away; pick it up or draw another first (the Draw).");
    expect(rules.declare(a, rules.basicActions.strike!, { at }, O, NO_DICE).attack).not.toBeNull();
    expect(rules.declare(picked, KATANA, { at }, O, NO_DICE).attack).not.toBeNull();
  });
});
