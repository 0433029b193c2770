import { beforeEach, describe, expect, it } from "vitest";
import { SCHEMA_VERSION } from "../../src/migrations/upgrades";
import { bootSystem, CompendiumDouble, storedDocument, writes, type AdventureDouble, type Harness, type SceneDouble, type TokenDouble } from "../harness";
import { OLD_ACTOR, OLD_EARTH_WALL, OLD_HOMEBREW_PARRY, OLD_KUNAI, OLD_LEFT_ARM_WOUND } from "../fixtures/schema-v0";
import { OLD_ADVENTURE, OLD_BANDIT, OLD_LINKED_BANDIT, OLD_PLAIN_BANDIT, OLD_SCARRED_BANDIT, OLD_SCENE } from "../fixtures/schema-places";

// Every place an older version left data in: unlinked tokens on scenes, scene, adventure, Actor
// and Item packs (the world's and the system's, locked or not), each written in one batch.
let harness: Harness;
beforeEach(async () => {
  harness = await bootSystem();
  await migrate(); // the run the ready hook started on the empty world
  await harness.game.settings.set("shinobi", "schemaVersion", 0);
});

type Source = Record<string, unknown> & { _id: string; name: string; system: Record<string, unknown>; items?: Source[]; flags?: Record<string, Record<string, unknown> | undefined> };
const byName = (list: Source[] | undefined) => new Map((list ?? []).map((i) => [i.name, i]));
const schemaOf = (source: { flags?: Record<string, Record<string, unknown> | undefined> } | undefined) => source?.flags?.shinobi?.schema;
const writeLog = () => writes.entries.map((w) => `${w.documentName}:${w.action}:${w.count}`);
const CURRENT_KUNAI = { ...OLD_KUNAI.system, damage: { dice: "2d6", type: "piercing" }, damageType: undefined };

async function migrate() {
  const { migrateWorld } = await import("../../src/migrations/runner");
  return migrateWorld();
}

function tokenOf(scene: SceneDouble, id: string): TokenDouble {
  return scene.tokens.get(id)!;
}

describe("unlinked tokens on the world's scenes", () => {
  it("upgrade what each token's delta holds, in one Scene write, and leave linked tokens to their world actor", async () => {
    storedDocument("Actor", OLD_BANDIT);
    const scene = storedDocument("Scene", OLD_SCENE) as SceneDouble;
    writes.reset();
    expect(await migrate()).toMatchObject({ upgraded: 3, failed: [] });
    // The bandit actor; then both unlinked tokens of the scene in one write (the linked one has nothing of its own).
    expect(writeLog()).toEqual(["Actor:update:1", "Scene:update:1"]);

    const scarred = tokenOf(scene, OLD_SCARRED_BANDIT._id);
    const delta = scarred.delta as Source;
    expect(schemaOf(delta)).toBe(SCHEMA_VERSION);
    // The token's own overrides survive: its hit points, its flag, its position.
    expect(delta).toMatchObject({ system: { hp: { value: 40 } }, flags: { world: { scar: "left cheek" } } });
    expect(scarred.toObject()).toMatchObject({ x: 300, y: 400, actorId: OLD_BANDIT._id, actorLink: false });
    const own = byName(delta.items);
    expect(own.get("Chipped Kunai")?.system).toEqual(CURRENT_KUNAI);
    expect("damageType" in own.get("Chipped Kunai")!.system).toBe(false);
    expect(own.get("Chipped Kunai")).toMatchObject({ img: OLD_KUNAI.img, flags: { world: { engraved: "T.H." }, shinobi: { schema: SCHEMA_VERSION } } });
    expect(own.get(OLD_HOMEBREW_PARRY.name)?.system.defense).toBe("parry");
    expect(own.get(OLD_LEFT_ARM_WOUND.name)?.system).toMatchObject({ location: "arm", side: "left", severity: "severe" });
    // The base actor's items it did not override stay the base actor's: not copied into the delta.
    expect(delta.items?.map((i) => i._id)).toEqual(OLD_SCARRED_BANDIT.delta.items.map((i) => i._id));

    // What the table sees: the synthetic actor, base and delta together, all current.
    const synthetic = (scarred.actor as unknown as { toObject(): Source }).toObject();
    expect(synthetic.system).toMatchObject({ hp: { value: 40, max: 100 } });
    expect([...byName(synthetic.items).keys()].sort()).toEqual(["Chipped Kunai", "Earth Wall", OLD_HOMEBREW_PARRY.name, OLD_LEFT_ARM_WOUND.name].sort());
    expect(byName(synthetic.items).get("Earth Wall")?.system.defense).toBe("dodge");

    // A delta with nothing of its own only records its version; a linked token is not written at all.
    expect(tokenOf(scene, OLD_PLAIN_BANDIT._id).delta).toEqual({ _id: OLD_PLAIN_BANDIT._id, flags: { shinobi: { schema: SCHEMA_VERSION } } });
    expect(tokenOf(scene, OLD_LINKED_BANDIT._id).toObject()).toEqual(OLD_LINKED_BANDIT);
    expect(harness.game.settings.get("shinobi", "schemaVersion")).toBe(SCHEMA_VERSION);
  });

  it("write every scene's tokens in the same single write", async () => {
    storedDocument("Actor", OLD_BANDIT);
    for (let i = 0; i < 6; i++) storedDocument("Scene", { ...OLD_SCENE, _id: `oldScene${i}0000000`, name: `Scene ${i}` });
    writes.reset();
    expect(await migrate()).toMatchObject({ upgraded: 1 + 6 * 2, failed: [] });
    expect(writeLog()).toEqual(["Actor:update:1", "Scene:update:6"]);
  });
});

describe("compendium packs", () => {
  it("migrate the tokens inside a locked Scene pack's scenes, and lock it again", async () => {
    storedDocument("Actor", OLD_BANDIT);
    const maps = new CompendiumDouble("world.maps", "Scene", [OLD_SCENE], true);
    harness.game.packs.set(maps.collection, maps);
    writes.reset();
    expect(await migrate()).toMatchObject({ failed: [] });
    expect(writeLog()).toEqual(["Actor:update:1", "Scene:update:1"]);
    const delta = tokenOf(maps.documents.get(OLD_SCENE._id) as SceneDouble, OLD_SCARRED_BANDIT._id).delta as Source;
    expect(byName(delta.items).get("Chipped Kunai")?.system).toEqual(CURRENT_KUNAI);
    expect(maps.configured).toEqual([{ locked: false }, { locked: true }]);
    expect(maps.locked).toBe(true);
  });

  it("migrate the actors, items and scenes inside an Adventure, each list written whole in one write", async () => {
    const adventures = new CompendiumDouble("world.adventures", "Adventure", [OLD_ADVENTURE]);
    harness.game.packs.set(adventures.collection, adventures);
    writes.reset();
    expect(await migrate()).toMatchObject({ upgraded: 1, failed: [] });
    expect(writeLog()).toEqual(["Adventure:update:1"]);

    const exam = (adventures.documents.get(OLD_ADVENTURE._id) as AdventureDouble).toObject() as Source & { actors: Source[]; items: Source[]; scenes: (Source & { tokens: Source[] })[]; caption: string; journal: unknown };
    expect(exam).toMatchObject({ name: "The Chunin Exam", caption: "Forest of Death", journal: OLD_ADVENTURE.journal });
    const [bandit] = exam.actors;
    expect(schemaOf(bandit)).toBe(SCHEMA_VERSION);
    expect(byName(bandit!.items).get("Kunai")?.system).toEqual(CURRENT_KUNAI);
    expect(byName(bandit!.items).get("Earth Wall")?.system).toEqual({ ...OLD_EARTH_WALL.system, defense: "dodge" });
    expect(exam.items[0]).toMatchObject({ name: "Exam Kunai", system: { damage: { dice: "2d6", type: "piercing" } }, flags: { shinobi: { schema: SCHEMA_VERSION } } });
    const [scarred, linked] = exam.scenes[0]!.tokens;
    const delta = scarred!.delta as Source;
    expect(delta).toMatchObject({ system: { hp: { value: 40 } }, flags: { world: { scar: "left cheek" }, shinobi: { schema: SCHEMA_VERSION } } });
    expect(byName(delta.items).get("Chipped Kunai")?.system).toEqual(CURRENT_KUNAI);
    expect(byName(delta.items).get(OLD_LEFT_ARM_WOUND.name)?.system).toMatchObject({ location: "arm", side: "left" });
    expect(linked).toEqual(OLD_LINKED_BANDIT);
  });

  it("migrate the world's Actor packs and the system's own (locked, so unlocked and locked again), and leave a module's alone", async () => {
    const npcs = new CompendiumDouble("world.npcs", "Actor", [OLD_BANDIT]);
    const samples = new CompendiumDouble("shinobi.sample-shinobi", "Actor", [OLD_ACTOR], true);
    const bestiary = new CompendiumDouble("some-module.bestiary", "Actor", [OLD_BANDIT], true);
    for (const pack of [npcs, samples, bestiary]) harness.game.packs.set(pack.collection, pack);
    writes.reset();
    expect(await migrate()).toMatchObject({ upgraded: 2, failed: [] });
    expect(writeLog()).toEqual(["Actor:update:1", "Actor:update:1"]);
    for (const [pack, id] of [[npcs, OLD_BANDIT._id], [samples, OLD_ACTOR._id]] as const) {
      const actor = pack.documents.get(id)!.toObject() as Source;
      expect(schemaOf(actor)).toBe(SCHEMA_VERSION);
      expect(byName(actor.items).get("Kunai")?.system).toEqual(CURRENT_KUNAI);
    }
    expect(samples.configured).toEqual([{ locked: false }, { locked: true }]);
    expect(bestiary.configured).toEqual([]);
    expect((bestiary.documents.get(OLD_BANDIT._id)!.toObject() as Source).items?.[0]?.system.damage).toBe("2d6");
  });

  it("lock a pack again even when its write is refused, name what was left, and keep the world un-marked", async () => {
    const museum = new CompendiumDouble("world.museum", "Item", [{ ...OLD_KUNAI, _id: "museumKunai00000" }], true);
    harness.game.packs.set(museum.collection, museum);
    const real = Item.updateDocuments.bind(Item);
    const refusing = async (updates: object[], options?: { pack?: string }) => {
      if (options?.pack === museum.collection) throw new Error("disk full");
      return real(updates as never, options as never);
    };
    Object.assign(Item, { updateDocuments: refusing });
    try {
      const report = await migrate();
      expect(report?.failed).toEqual(['world.museum › Item "Kunai" [museumKunai00000]: disk full']);
    } finally {
      Object.assign(Item, { updateDocuments: real });
    }
    expect(museum.configured).toEqual([{ locked: false }, { locked: true }]);
    expect(museum.locked).toBe(true);
    expect(harness.game.settings.get("shinobi", "schemaVersion")).toBe(0);
  });

  it("name a pack whose documents cannot be read, and still migrate every other place", async () => {
    const broken = new CompendiumDouble("world.broken", "Item", []);
    broken.getDocuments = () => Promise.reject(new Error("corrupt database"));
    const armoury = new CompendiumDouble("world.armoury", "Item", [{ ...OLD_KUNAI, _id: "packKunai0000000" }]);
    for (const pack of [broken, armoury]) harness.game.packs.set(pack.collection, pack);
    storedDocument("Item", { ...OLD_KUNAI, _id: "worldKunai000000" });
    const report = await migrate();
    expect(report).toMatchObject({ upgraded: 2, failed: ["world.broken (Item): corrupt database"] });
    expect((armoury.documents.get("packKunai0000000")!.toObject() as Source).system.damage).toEqual({ dice: "2d6", type: "piercing" });
    expect(harness.game.settings.get("shinobi", "schemaVersion")).toBe(0);
  });
});

describe("write counts", () => {
  it("stay one write per place however many documents there are", async () => {
    const count = (n: number) => Array.from({ length: n }, (_, i) => i.toString().padStart(4, "0"));
    for (const i of count(40)) storedDocument("Actor", { ...OLD_ACTOR, _id: `actor${i}00000000`, name: `Ninja ${i}` });
    storedDocument("Actor", OLD_BANDIT);
    for (const i of count(40)) storedDocument("Item", { ...OLD_KUNAI, _id: `kunai${i}00000000` });
    for (const i of count(10)) storedDocument("Scene", { ...OLD_SCENE, _id: `scene${i}00000000`, name: `Scene ${i}` });
    const packs = [
      new CompendiumDouble("world.npcs", "Actor", count(25).map((i) => ({ ...OLD_BANDIT, _id: `npc${i}0000000000` }))),
      new CompendiumDouble("world.armoury", "Item", count(25).map((i) => ({ ...OLD_KUNAI, _id: `pk${i}00000000000` })), true),
      new CompendiumDouble("world.maps", "Scene", count(5).map((i) => ({ ...OLD_SCENE, _id: `map${i}0000000000` }))),
      new CompendiumDouble("world.adventures", "Adventure", count(5).map((i) => ({ ...OLD_ADVENTURE, _id: `adv${i}0000000000` }))),
    ];
    for (const pack of packs) harness.game.packs.set(pack.collection, pack);
    writes.reset();
    const report = await migrate();
    expect(report).toMatchObject({ upgraded: 41 + 40 + 10 * 2 + 25 + 25 + 5 * 2 + 5, failed: [] });
    expect(writeLog()).toEqual(["Actor:update:41", "Item:update:40", "Scene:update:10", "Actor:update:25", "Item:update:25", "Scene:update:5", "Adventure:update:5"]);
    expect(writes.calls()).toBe(7);
  });
});
