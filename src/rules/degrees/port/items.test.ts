import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { refusalOf, worded } from "../../../../tests/fixtures/refusals";
import { wieldedWeapon } from "./item-input";
import { CHARACTER, fighter, NO_DICE, O, rules } from "./test-fighters";

const EN = JSON.parse(readFileSync(join(import.meta.dirname, "..", "..", "..", "..", "lang", "en.json"), "utf8")) as Record<string, unknown>;
function wording(key: string): unknown {
  return key.split(".").reduce<unknown>((node, part) => (typeof node === "object" && node !== null ? (node as Record<string, unknown>)[part] : undefined), EN);
}

describe("the degrees port's reading of items (F4)", () => {
  it("reads a dgWeapon as its attack, by the data model's own fields: Melee or Ranged, the weapon damage on the half attribute, its critical range and weight", () => {
    expect(rules.actionFromItem({ name: "Scimitar", type: "dgWeapon", system: { damage: 2, critMin: 14, weight: "heavy" } })).toEqual({
      key: "weapon",
      name: "Scimitar",
      role: "attack",
      time: "standard",
      chakra: 0,
      attack: { name: "Scimitar", accuracy: "melee", attack: { delivery: "melee", lethal: true, heavyWeapon: true, critMin: 14 }, damage: { source: "melee", added: 2 }, fixed: 0, ignoreHardness: 0 },
    });
    expect(rules.actionFromItem({ name: "Bow", type: "dgWeapon", system: { accuracy: "ranged", damage: 1 } })?.attack).toMatchObject({ accuracy: "ranged", attack: { delivery: "projectile" }, damage: { source: "ranged", added: 1 } });
  });

  it("reads a dgTechnique as an attack, an effect, or a defence with its cost, by the data model's own fields", () => {
    const katon = rules.actionFromItem({ name: "Katon", type: "dgTechnique", system: { action: "standard", chakraCost: 6, powerLevel: 3, damage: { source: "ninpou", base: 0, fixed: 2 }, range: { type: "ranged", metres: 20 }, area: 3 } });
    expect(katon).toMatchObject({ role: "attack", chakra: 6, range: "area", attack: { accuracy: "ranged", attack: { delivery: "area", lethal: true }, damage: { source: "ninpou", added: 3 }, fixed: 2 } });
    const fist = rules.actionFromItem({ name: "Fist", type: "dgTechnique", system: { accuracy: "melee", damage: { source: "melee", base: 0, fixed: 3 }, range: { type: "touch", metres: 1 } } });
    expect(fist).toMatchObject({ role: "attack", range: "touch", attack: { accuracy: "melee", attack: { delivery: "melee" }, damage: { source: "melee", added: 0, withWeapon: true }, fixed: 3 } });
    const own = rules.actionFromItem({ name: "Own", type: "dgTechnique", system: { damage: { source: "custom", base: 9, fixed: 0 }, projectile: true, lethal: false } });
    expect(own).toMatchObject({ role: "attack", range: "ranged", attack: { attack: { delivery: "projectile", projectileTechnique: true, lethal: false }, damage: { base: 9 } } });
    expect(rules.actionFromItem({ name: "Henge", type: "dgTechnique", system: { action: "movement", chakraCost: 2, range: { type: "personal", metres: 0 } } })).toEqual({ key: "technique", name: "Henge", role: "technique", time: "movement", chakra: 2, range: "personal" });
    expect(rules.actionFromItem({ name: "Kawarimi", type: "dgTechnique", system: { defensive: true, chakraCost: 3, action: "partial" } })).toMatchObject({ role: "defence", defence: { name: "Kawarimi", chakraCost: 3, action: "partial" } });
    expect(rules.actionFromItem({ name: "Rope", type: "equipment", system: {} })).toBeNull();
  });

  it("reads a ranged technique that is no projectile as one Block cannot meet, unless what flies is a weapon (M23)", () => {
    const ranged = (system: Record<string, unknown>) => rules.actionFromItem({ name: "T", type: "dgTechnique", system: { range: { type: "ranged", metres: 10 }, ...system } })?.attack?.attack;
    expect(ranged({ damage: { source: "ninpou", base: 0, fixed: 0 } })).toMatchObject({ delivery: "projectile", notProjectile: true, projectileTechnique: undefined });
    expect(ranged({ damage: { source: "ninpou", base: 0, fixed: 0 }, projectile: true })).toMatchObject({ projectileTechnique: true, notProjectile: undefined });
    // Throw or Shoot: the thrown weapon is the projectile, blocked as any thrown weapon.
    expect(ranged({ damage: { source: "ranged", base: 0, fixed: 0 } })).toMatchObject({ projectileTechnique: undefined, notProjectile: undefined });
    expect(ranged({ damage: { source: "ninpou", base: 0, fixed: 0 }, area: 3 })).toMatchObject({ delivery: "area", notProjectile: undefined });
    expect(ranged({ damage: { source: "ninpou", base: 0, fixed: 0 }, range: { type: "touch", metres: 1 } })).toMatchObject({ delivery: "melee", notProjectile: undefined });
  });

  it("reads a technique's uses a scene (M4, M88): counted under its key, else the item's id, shared unless told not; bad fields refused by name", () => {
    const limited = (perScene: unknown, id?: string) => rules.actionFromItem({ ...(id ? { id } : {}), name: "Kawarimi", type: "dgTechnique", system: { defensive: true, action: "partial", perScene } });
    expect(limited({ times: 1, key: "kawarimi" })?.perScene).toEqual({ key: "kawarimi", times: 1, shared: true, name: "Kawarimi" });
    expect(limited({ times: 2, key: "", shared: false }, "item1")?.perScene).toEqual({ key: "item1", times: 2, shared: false, name: "Kawarimi" });
    expect(limited({ times: 0, key: "kawarimi" })?.perScene).toBeUndefined();
    expect(limited(undefined)?.perScene).toBeUndefined();
    expect(worded(refusalOf(() => limited({ times: 100 })))).toBe("This item cannot be read (perScene.times): it must be a whole number from 0 to 99.");
    expect(refusalOf(() => limited({ times: 1, key: "no spaces" })).data).toEqual({ field: "perScene.key", problem: "notKey" });
    expect(refusalOf(() => limited({ times: 1 })).data).toEqual({ field: "perScene.key", problem: "notKey" });
  });

  it("adds the weapon in hand's damage to a melee or ranged technique's base, never to a ninpou (M28–M30)", () => {
    const technique = (source: string) => rules.actionFromItem({ name: source, type: "dgTechnique", system: { accuracy: source === "ranged" ? "ranged" : "melee", damage: { source, base: 0, fixed: 0 }, powerLevel: 2 } })!;
    const baseWith = (weapon: object | null, source: string) => {
      const wielding = weapon && wieldedWeapon(weapon);
      return rules.declare(fighter("a", null, { wielding }), technique(source), { at: 0 }, O, NO_DICE).attack?.base;
    };
    // Strength, Dexterity and Spirit 3: half of each rounds up to 2.
    const sword = { accuracy: "melee", damage: 2, weight: "medium" };
    const kunai = { accuracy: "melee", damage: 1, weight: "light", thrown: true };
    const bow = { accuracy: "ranged", damage: 3 };
    expect([baseWith(null, "melee"), baseWith(sword, "melee"), baseWith(kunai, "melee"), baseWith(bow, "melee")]).toEqual([2, 4, 3, 2]);
    expect([baseWith(null, "ranged"), baseWith(sword, "ranged"), baseWith(kunai, "ranged"), baseWith(bow, "ranged")]).toEqual([2, 2, 3, 5]);
    expect([baseWith(null, "ninpou"), baseWith(sword, "ninpou")]).toEqual([4, 4]);
  });

  it("refuses a field out of its range, naming it", () => {
    expect(worded(refusalOf(() => rules.actionFromItem({ name: "Odd", type: "dgWeapon", system: { critMin: 20 } })))).toBe("This item cannot be read (critMin): it must be a whole number from 2 to 16.");
    expect(refusalOf(() => rules.actionFromItem({ name: "Odd", type: "dgTechnique", system: { action: "sometimes" } })).data).toMatchObject({ field: "action" });
    expect(refusalOf(() => rules.actionFromItem({ name: "Odd", type: "dgTechnique", system: { defensive: true, action: "fullRound" } })).data).toMatchObject({ field: "action" });
    expect(refusalOf(() => rules.actionFromItem({ name: "Odd", type: "dgTechnique", system: { range: "personal" } })).data).toMatchObject({ field: "range" });
    expect(refusalOf(() => rules.actionFromItem({ name: "Odd", type: "dgTechnique", system: { damage: { source: "spirit" } } })).data).toMatchObject({ field: "damage.source" });
  });
});

describe("what the degrees port offers a sheet", () => {
  it("lists its checks on 2d8 with what conditions add, and initiative on 1d8", () => {
    const checks = rules.checks(fighter("a", null, { conditions: [{ id: "fatigued" }] }), O);
    expect(checks.map((c) => [c.key, c.bonus, c.formula])).toEqual([
      ["strength", 3, "2d8"],
      ["dexterity", 3, "2d8"],
      ["vigor", 3, "2d8"],
      ["spirit", 3, "2d8"],
      ["melee", 2, "2d8"],
      ["ranged", 2, "2d8"],
      ["anticipate", 1, "2d8"],
      ["notice", 2, "2d8"],
      ["acrobatics", 0, "2d8"],
      ["stealth", 0, "2d8"],
      ["search", 0, "2d8"],
      ["athletics", 0, "2d8"],
      ["medicine", 0, "2d8"],
      ["animalHandling", 0, "2d8"],
      ["escape", 0, "2d8"],
      ["intimidate", 0, "2d8"],
      ["initiative", 5, "1d8"],
    ]);
  });

  it("lists every skill the combat rules call for at the sheet's rating, Acrobatics from the fighter's own, Search hampered by blindness (F3)", () => {
    const skills = { stealth: 4, search: 3, athletics: 2, medicine: 5, animalHandling: 1, escape: 6, intimidate: 7 };
    const seeing = rules.checks(fighter("a", null, { character: { ...CHARACTER, skills }, acrobatics: 3 }), O);
    const rated = Object.fromEntries(seeing.map((c) => [c.key, c.bonus]));
    expect(rated).toMatchObject({ ...skills, acrobatics: 3 });
    const blind = Object.fromEntries(rules.checks(fighter("a", null, { character: { ...CHARACTER, skills }, acrobatics: 3, conditions: [{ id: "blinded" }] }), O).map((c) => [c.key, c.bonus]));
    expect(blind.search).toBeLessThan(3);
    expect(blind.medicine).toBe(rated.medicine);
  });

  it("adds size to Stealth and Intimidate (M109): a Vast giant hides worse and frightens better, a Petite one the other way", () => {
    const skills = { stealth: 4, search: 3, athletics: 2, medicine: 5, animalHandling: 1, escape: 6, intimidate: 7 };
    const rated = (size: "vast" | "petite" | "standard") => Object.fromEntries(rules.checks(fighter("a", null, { character: { ...CHARACTER, size, skills } }), O).map((c) => [c.key, c.bonus]));
    expect(rated("standard")).toMatchObject({ stealth: 4, intimidate: 7, search: 3 });
    expect(rated("vast")).toMatchObject({ stealth: 4 - 3, intimidate: 7 + 2, search: 3 });
    expect(rated("petite")).toMatchObject({ stealth: 4 + 3, intimidate: 7 - 2, search: 3 });
  });

  it("derives the sheet's numbers and where HP and conditions leave the fighter", () => {
    expect(rules.derive(fighter("a", 9, { hp: 0, conditions: [{ id: "slow" }] }), O)).toMatchObject({ hpMax: 29, chakraMax: 19, movement: 12, state: "disabled", movementNow: 6, initiativeNow: 9 });
  });

  it("names every status, check and refusal code it uses in lang/en.json", () => {
    for (const s of rules.statuses) expect(typeof wording(s.label), s.label).toBe("string");
    for (const c of rules.checks(fighter("a", null), O)) expect(typeof wording(c.label), c.label).toBe("string");
    expect(rules.statuses.map((s) => s.id)).toContain("flatFooted");
    expect(rules.statuses).toHaveLength(38);
  });

  it("refuses a condition it does not define", () => {
    // A GM's request arrives as data: an unknown id is refused, not stored.
    const imposed = { condition: "sleepy" } as unknown as Parameters<typeof rules.impose>[1];
    expect(worded(refusalOf(() => rules.impose(fighter("a", null), imposed, 0, O)))).toBe("sleepy is not a condition of these rules.");
  });
});

describe("an Amputated character's hands (M130 4)", () => {
  const bo = rules.actionFromItem({ name: "Bo", type: "dgWeapon", system: { damage: 2, twoHanded: true } })!;
  const katon = rules.actionFromItem({ name: "Katon", type: "dgTechnique", system: { chakraCost: 2, handSeals: true, damage: { source: "ninpou", base: 0, fixed: 0 } } })!;
  const kunai = rules.actionFromItem({ name: "Kunai", type: "dgWeapon", system: { damage: 1 } })!;
  const amputated = [{ id: "amputated" as const, source: "duel" }];

  it("reads a two-handed weapon and a technique cast with hand seals as needing both hands", () => {
    expect(bo.hands).toBe("twoHandedWeapon");
    expect(katon.hands).toBe("handSeals");
    expect(kunai.hands).toBeUndefined();
  });

  it("refuses both to one who lost an arm or hand, unless a feat allows it; a one-handed weapon stays free", () => {
    const declare = (action: typeof bo, more: object = {}) => () => rules.declare(fighter("a", null, { conditions: amputated, ...more }), action, { at: 0 }, O, NO_DICE);
    expect(refusalOf(declare(bo)).code).toBe("degrees.amputatedTwoHanded");
    expect(refusalOf(declare(katon)).code).toBe("degrees.amputatedSeals");
    expect(declare(kunai)().attack).not.toBeNull();
    expect(declare(bo, { oneArmed: true })().attack).not.toBeNull();
    expect(rules.declare(fighter("a", null), bo, { at: 0 }, O, NO_DICE).attack).not.toBeNull();
  });
});
