import { beforeEach, describe, expect, it } from "vitest";
import { ActorDouble, ItemDouble, bootSystem, registerModels, writes } from "../harness";
import { AYAME_SOURCE, BANDIT_SOURCE } from "../fixtures/rollkeep-actors";

/*
 * The roll-and-keep documents (docs/rules-rollkeep.md, "Documents"): each type made with its
 * defaults, and input the schemas or their joint rules refuse, with the field named and nothing
 * written. Every number's own range is walked in bounds.test.ts; these are the rest.
 */

beforeEach(async () => {
  registerModels(await bootSystem(), (await import("../../src/rulesets/rollkeep/data")).ROLLKEEP_MODELS);
});

type Derived = { rings: Record<string, number>; armorTn: { total: number }; woundRank: { rank: string }; insightRank: number };
const derivedOf = (actor: ActorDouble) => (actor.system as { derived: Derived }).derived;

describe("a new roll-and-keep document", () => {
  it("is a samurai of average traits (2), Void 2 with its two points, Insight Rank 1, unhurt, in the Attack stance", async () => {
    const samurai = (await ActorDouble.create({ name: "New samurai", type: "rkSamurai" })) as ActorDouble;
    expect(samurai.system).toMatchObject({
      traits: { awareness: 2, reflexes: 2, willpower: 2, stamina: 2, intelligence: 2, agility: 2, perception: 2, strength: 2 },
      void: 2,
      insightRank: 1,
      skills: [],
      voidPoints: { value: 2, round: null, spent: [] },
      wounds: 0,
      stance: "attack",
      school: { name: "", rank: 1 },
      biography: "",
      notes: "",
    });
    // C1, C5: every ring 2; Armor TN 5 + 5 × Reflexes 2, no armor.
    expect(derivedOf(samurai)).toMatchObject({ rings: { air: 2, earth: 2, fire: 2, water: 2, void: 2 }, armorTn: { total: 15 }, woundRank: { rank: "healthy" }, insightRank: 1 });
  });

  it("is an NPC like a samurai, with no armor typed in and not a mook", async () => {
    const npc = (await ActorDouble.create({ name: "New NPC", type: "rkNpc" })) as ActorDouble;
    expect(npc.system).toMatchObject({ void: 2, wounds: 0, armor: { bonus: 0, reduction: 0 }, mook: false, notes: "" });
    expect(derivedOf(npc).armorTn.total).toBe(15);
  });

  it("is a weapon at the katana's 3k2, Medium, melee, with the wielder's Strength, used with Kenjutsu, not in hand", async () => {
    const weapon = (await ItemDouble.create({ name: "New weapon", type: "rkWeapon" })) as ItemDouble;
    expect(weapon.system).toEqual({
      damage: { rolled: 3, kept: 2 },
      size: "medium",
      reach: "melee",
      strength: "wielder",
      ownStrength: 0,
      tags: { reach: false, samurai: false, end: false },
      skill: "kenjutsu",
      wielded: false,
      description: "",
    });
  });

  it("is armor adding nothing until set (no table exists, C7, C15), not worn", async () => {
    const armor = (await ItemDouble.create({ name: "New armor", type: "rkArmor" })) as ItemDouble;
    expect(armor.system).toEqual({ bonus: 0, reduction: 0, worn: false, description: "" });
  });

  it("is a school technique with no ring, no modifiers and no start-of-round trigger", async () => {
    const technique = (await ItemDouble.create({ name: "New technique", type: "rkTechnique" })) as ItemDouble;
    expect(technique.system).toEqual({ kind: "technique", ring: "none", modifiers: [], trigger: "none", description: "" });
  });
});

const ayame = () => new ActorDouble(AYAME_SOURCE);
const bandit = () => new ActorDouble(BANDIT_SOURCE);
const item = (id: string) => ayame().items.get(id)!;

type Doc = { toObject(): { system?: unknown }; update(changes: Record<string, unknown>): Promise<unknown> };

/** [what, the document, the update, the refusal naming the field]. */
const REFUSED: [string, () => Doc, Record<string, unknown>, RegExp][] = [
  ["more Void Points than the Void Ring (V1)", ayame, { "system.voidPoints.value": 3 }, /voidPoints\.value: must be at most the Void Ring \(2\)/],
  ["a Void Ring lowered under the points held", ayame, { "system.void": 1 }, /voidPoints\.value: must be at most the Void Ring \(1\)/],
  ["a Void spend the rules do not know", ayame, { "system.voidPoints.spent": ["nap"] }, /voidPoints\.spent\.0: "nap" is not one of/],
  ["a stance of no book", ayame, { "system.stance": "charge" }, /stance: "charge" is not one of/],
  ["text for a trait", ayame, { "system.traits.reflexes": "quick" }, /traits\.reflexes: must be a number/],
  ["a skill named by its label, not its key", ayame, { "system.skills": [{ key: "Ken jutsu", rank: 1, emphases: [] }] }, /skills\.0\.key: "Ken jutsu" is not a skill key/],
  ["a skill listed twice", ayame, { "system.skills": [{ key: "kenjutsu", rank: 1, emphases: [] }, { key: "kenjutsu", rank: 2, emphases: [] }] }, /skills\.1\.key: kenjutsu is listed twice/],
  ["a blank emphasis", ayame, { "system.skills": [{ key: "kenjutsu", rank: 1, emphases: [""] }] }, /skills\.0\.emphases\.0: may not be blank/],
  ["a mook flag that is not true or false", bandit, { "system.mook": "yes" }, /mook: must be true or false/],
  ["a weapon size with no tag", () => item("katana0000000000"), { "system.size": "huge" }, /size: "huge" is not one of/],
  ["a weapon skill that is not a key", () => item("katana0000000000"), { "system.skill": "Kenjutsu (Katana)" }, /skill: "Kenjutsu \(Katana\)" is not a skill key/],
  ["a technique kind the texts do not name", () => item("strikefirst00000"), { "system.kind": "feat" }, /kind: "feat" is not one of/],
  [
    "dice on an Armor TN modifier (C6 parts are numbers)",
    () => item("strikefirst00000"),
    { "system.modifiers": [{ target: "armorTnMisc", rolled: 1, kept: 0, flat: 0 }] },
    /modifiers\.0\.rolled: an Armor TN modifier adds a number, not dice/,
  ],
  ["a modifier aimed at nothing the rules take", () => item("strikefirst00000"), { "system.modifiers": [{ target: "initiative", rolled: 1, kept: 0, flat: 0 }] }, /modifiers\.0\.target: "initiative" is not one of/],
];

describe("bad roll-and-keep input", () => {
  it.each(REFUSED)("refuses %s, naming the field, and writes nothing", async (_what, make, changes, problem) => {
    const doc = make();
    const before = structuredClone(doc.toObject().system);
    writes.reset();
    await expect(doc.update(changes)).rejects.toThrow(problem);
    expect(writes.calls()).toBe(0);
    expect(doc.toObject().system).toEqual(before);
  });

  it("accepts Void Points up to the Void Ring, a ring raised with them, and none at all", async () => {
    const samurai = ayame();
    await samurai.update({ "system.void": 4, "system.voidPoints.value": 4 });
    await samurai.update({ "system.voidPoints.value": 0 });
    await samurai.update({ "system.void": 1 });
    expect(samurai.toObject().system).toMatchObject({ void: 1, voidPoints: { value: 0 } });
  });

  it("accepts the dice and a flat part on a pool modifier, and a malus on an Armor TN part", async () => {
    const technique = item("strikefirst00000");
    const modifiers = [
      { target: "damage", rolled: 1, kept: 1, flat: 2 },
      { target: "armorTnMisc", rolled: 0, kept: 0, flat: -5 },
    ];
    await technique.update({ "system.modifiers": modifiers });
    expect((technique.system as { modifiers: unknown }).modifiers).toEqual(modifiers);
  });
});
