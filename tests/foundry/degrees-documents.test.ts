import { beforeEach, describe, expect, it } from "vitest";
import { ActorDouble, ItemDouble, bootSystem, registerModels, writes } from "../harness";
import { AKANE_SOURCE } from "../fixtures/degrees";

// The degrees document types: what a new one holds, and the refusals beyond single fields' ranges
// (those are in degrees-bounds.test.ts), each naming its field and writing nothing.
beforeEach(async () => {
  registerModels(await bootSystem(), (await import("../../src/rulesets/degrees/data")).DEGREES_MODELS);
});

type Doc = { system: unknown; toObject(): unknown; update(changes: Record<string, unknown>): Promise<unknown> };

/** A document's system data as its model holds it (defaults filled in), without what the rules derive (the numbers, the token bars). */
function systemOf(doc: Doc | undefined): Record<string, unknown> {
  const { derived: _, hpBar: _hp, chakraBar: _chakra, ...data } = (doc!.system as { toObject(): Record<string, unknown> }).toObject();
  return data;
}

const ACTOR_DEFAULTS = {
  attributes: { strength: 1, dexterity: 1, vigor: 1, spirit: 1, intelligence: 1 },
  campaignLevel: 1,
  size: "standard",
  permanentSize: true,
  accuracies: { melee: 0, ranged: 0, dodge: 0, anticipate: 0 },
  skills: { notice: 0, stealth: 0, search: 0, acrobatics: 0, athletics: 0, medicine: 0, animalHandling: 0, escape: 0, intimidate: 0 },
  // Unhurt and rested: 10 + 3 × 1 + 5 × 1 HP (M39), 10 + 3 × 1 chakra (M48).
  hp: { value: 18, nonLethal: 0, stable: false },
  chakra: { value: 13, pills: 0, pillProof: false },
  bodyHardness: 0,
  proficiencies: { martial: false, special: false },
  feats: { quickDraw: false, movingAttack: false, sensor: false, twoWeaponFighting: false, ambidexterity: false, oneArmed: false },
  flightHovers: true,
  disarmed: false,
  partnerOf: "",
  mountedOn: "",
  biography: "",
  notes: "",
};

describe("a new degrees document", () => {
  it("is a character with every attribute at 1, unhurt, and its numbers derived by the rules", async () => {
    writes.reset();
    const actor = (await ActorDouble.create({ name: "New genin", type: "dgCharacter" })) as ActorDouble;
    expect(writes.calls("create")).toBe(1);
    expect(systemOf(actor)).toEqual(ACTOR_DEFAULTS);
    // Movement 10 + ⌈1 / 2⌉ (M57); initiative Dexterity + Notice (M5); Dodge 9 + Dodge (M22).
    expect((actor.system as { derived: unknown }).derived).toMatchObject({ hpMax: 18, chakraMax: 13, movement: 11, initiativeBonus: 1, dodgeDc: 9, reach: 1 });
  });

  it("is an NPC like a character, neither a minion nor in a group of its own", async () => {
    const npc = await ActorDouble.create({ name: "Bandit", type: "dgNpc" });
    expect(systemOf(npc)).toEqual({ ...ACTOR_DEFAULTS, minion: false, initiativeGroup: "", mountKind: "none" });
  });

  it("is a weapon, a technique, an armour or an object with the defaults the text suggests", async () => {
    const made = await Promise.all(["dgWeapon", "dgTechnique", "dgArmour", "dgObject"].map((type) => ItemDouble.create({ name: `A ${type}`, type })));
    expect(made.map(systemOf)).toEqual([
      { damage: 1, critMin: null, category: "simple", weight: "medium", accuracy: "melee", lethal: true, long: false, twoHanded: false, thrown: false, thrownCount: 1, unarmed: false, wielded: false, blocksProjectileTechniques: false, hardness: null, quantity: 1, description: "" },
      { action: "standard", chakraCost: 0, powerLevel: 1, accuracy: "ranged", damage: { source: "none", base: 0, fixed: 0 }, lethal: true, projectile: false, range: { type: "ranged", metres: 0 }, element: "none", area: 0, defensive: false, nullifies: false, drain: { amount: 0, byDegree: false }, ignoreHardness: 0, unarmedDamage: 0, handSeals: false, perScene: { times: 0, key: "", shared: true }, description: "" },
      { absorption: { value: 0, max: 0 }, worn: false, description: "" },
      { hardness: 5, absorption: { value: 0, max: 0 }, imaginary: false, size: "standard", carried: false, description: "" },
    ]);
  });
});

/** Expects the update refused with `message`, nothing written and the document as it was. */
async function refused(doc: Doc, changes: Record<string, unknown>, message: RegExp): Promise<void> {
  const before = doc.toObject();
  writes.reset();
  await expect(doc.update(changes)).rejects.toThrow(message);
  expect(writes.calls()).toBe(0);
  expect(doc.toObject()).toEqual(before);
}

describe("bad input to a degrees document", () => {
  const akane = () => new ActorDouble(AKANE_SOURCE);
  const item = (name: string) => akane().items.find((i) => i.name === name)!;

  it("refuses text in a number field and a size the table does not have", async () => {
    await refused(akane(), { "system.attributes.vigor": "lots" }, /attributes\.vigor: must be a number/);
    await refused(akane(), { "system.size": "huge" }, /size: "huge" is not one of minuscule, petite/);
  });

  it("refuses a partner or mount link that names no actor, and takes a world actor's id or a token's actor UUID", async () => {
    await refused(akane(), { "system.partnerOf": "my big brother" }, /partnerOf: "my big brother" is not an actor's id or UUID/);
    await refused(akane(), { "system.mountedOn": "Actor.short" }, /mountedOn: "Actor.short" is not an actor's id or UUID/);
    const linked = akane();
    await linked.update({ "system.partnerOf": "Kj3uVq9Lx0aBcDeF", "system.mountedOn": "Scene.AbCdEfGhIjKlMnOp.Token.QrStUvWxYz012345.Actor.Kj3uVq9Lx0aBcDeF" });
    expect(systemOf(linked)).toMatchObject({ partnerOf: "Kj3uVq9Lx0aBcDeF", mountedOn: "Scene.AbCdEfGhIjKlMnOp.Token.QrStUvWxYz012345.Actor.Kj3uVq9Lx0aBcDeF" });
  });

  it("refuses an NPC initiative group name past 40 characters", async () => {
    const npc = new ActorDouble({ name: "Bandit", type: "dgNpc" });
    await refused(npc, { "system.initiativeGroup": "x".repeat(41) }, /initiativeGroup: longer than 40 characters/);
    await refused(npc, { "system.mountKind": "dragon" }, /mountKind/);
    await npc.update({ "system.initiativeGroup": "x".repeat(40), "system.minion": true });
    expect(systemOf(npc)).toMatchObject({ minion: true, initiativeGroup: "x".repeat(40) });
  });

  it("refuses more absorption left than an armour or an object has whole", async () => {
    await refused(item("Chain shirt"), { "system.absorption.value": 9 }, /absorption\.value: 9 is more than its maximum of 8/);
    await refused(item("Chain shirt"), { "system.absorption.max": 5 }, /absorption\.value: 6 is more than its maximum of 5/);
    const wall = new ItemDouble({ name: "Earth wall", type: "dgObject", system: { hardness: 7, absorption: { value: 20, max: 20 } } });
    await refused(wall, { "system.absorption.value": 21 }, /absorption\.value: 21 is more than its maximum of 20/);
  });

  it("refuses a defensive technique cast as a free action or a reaction, not as a partial one", async () => {
    const technique = item("Fang over Fang");
    await refused(technique, { "system.defensive": true, "system.action": "free" }, /action: a defensive technique takes a partial, movement or standard action, not free/);
    await refused(technique, { "system.defensive": true, "system.action": "reaction" }, /action: a defensive technique takes .* not reaction/);
    await technique.update({ "system.defensive": true, "system.action": "partial" });
    expect(systemOf(technique)).toMatchObject({ defensive: true, action: "partial" });
  });
});
