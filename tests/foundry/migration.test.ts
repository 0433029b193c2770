import { beforeEach, describe, expect, it } from "vitest";
import { SCHEMA_VERSION, upgradeItem } from "../../src/migrations/upgrades";
import { bootSystem, CompendiumDouble, ItemDouble, writes, type Harness } from "../harness";
import { OLD_ACTOR, OLD_EARTH_WALL, OLD_KUNAI } from "../fixtures/schema-v0";

let harness: Harness;
beforeEach(async () => {
  harness = await bootSystem();
});

type Source = Record<string, unknown> & { system: Record<string, unknown>; items?: Source[] };
const itemsOf = (actor: Source) => new Map((actor.items ?? []).map((i) => [i.name as string, i]));

/** A world as an older version of the system left it: schema 0, old shapes in actors, items and packs. */
async function oldWorld() {
  const { game } = harness;
  await game.settings.set("shinobi", "schemaVersion", 0);
  game.packs.set("shinobi.techniques", new CompendiumDouble("shinobi.techniques", "Item", [{ ...OLD_EARTH_WALL, _id: "packEarthWall000", system: { ...OLD_EARTH_WALL.system, defense: "block" } }], true));
  const actor = await (Actor as unknown as { create(d: object): Promise<{ id: string; toObject(): Source }> }).create(OLD_ACTOR);
  const item = await (Item as unknown as { create(d: object): Promise<{ id: string; toObject(): Source }> }).create({ ...OLD_KUNAI, _id: "worldKunai000000" });
  const pack = new CompendiumDouble("world.armoury", "Item", [{ ...OLD_KUNAI, _id: "packKunai0000000", name: "Pack Kunai" }]);
  const locked = new CompendiumDouble("world.museum", "Item", [{ ...OLD_KUNAI, _id: "museumKunai00000" }], true);
  game.packs.set(pack.collection, pack);
  game.packs.set(locked.collection, locked);
  return { actor, item, pack, locked };
}

async function migrate() {
  const { migrateWorld } = await import("../../src/migrations/runner");
  return migrateWorld();
}

describe("the migration runner", () => {
  it("upgrades actors, their items, world items and unlocked packs without losing a field", async () => {
    const { actor, item, pack, locked } = await oldWorld();
    writes.reset();
    const report = await migrate();
    expect(report).toMatchObject({ from: 0, to: SCHEMA_VERSION, upgraded: 3, failed: [] });

    const upgraded = actor.toObject();
    expect(upgraded).toMatchObject({ name: "Tenten", flags: { world: { team: 9 } }, system: { xp: 900, vitality: { value: 350, max: 400 }, biography: "<p>Weapons specialist.</p>" } });
    const items = itemsOf(upgraded);
    const kunai = items.get("Kunai")!;
    expect(kunai.system).toEqual({ ...OLD_KUNAI.system, damage: { dice: "2d6", type: "piercing" }, damageType: undefined });
    expect("damageType" in kunai.system).toBe(false);
    expect(kunai).toMatchObject({ img: OLD_KUNAI.img, flags: OLD_KUNAI.flags });
    // The pack says Earth Wall blocks; a homebrew parry is known by its name.
    expect(items.get("Earth Wall")?.system).toEqual({ ...OLD_EARTH_WALL.system, defense: "block" });
    expect(items.get("Iron Fan Parry")?.system.defense).toBe("parry");

    expect(item.toObject().system.damage).toEqual({ dice: "2d6", type: "piercing" });
    expect((pack.documents.get("packKunai0000000")?.toObject() as Source).system).toMatchObject({ damage: { dice: "2d6", type: "piercing" }, quantity: 9 });
    // Locked packs (the system's own among them) are left alone.
    expect((locked.documents.get("museumKunai00000")?.toObject() as Source).system).toMatchObject({ damage: "2d6", damageType: "piercing" });

    // One batch per collection: world actors, world items, the unlocked pack.
    expect(writes.entries.map((w) => `${w.documentName}:${w.action}:${w.count}`)).toEqual(["Actor:update:1", "Item:update:1", "Item:update:1"]);
    expect(harness.game.settings.get("shinobi", "schemaVersion")).toBe(SCHEMA_VERSION);
  });

  it("does nothing once the world is current", async () => {
    await oldWorld();
    await migrate();
    writes.reset();
    expect(await migrate()).toBeNull();
    expect(writes.entries).toEqual([]);
  });

  it("reads old weapons correctly before the upgrade is written (the data model upgrades on load)", async () => {
    const { actor } = await oldWorld();
    const doc = harness.game.actors.get(actor.id) as unknown as { items: Iterable<{ name: string; system: { damage: unknown } }> };
    expect([...doc.items].find((i) => i.name === "Kunai")?.system.damage).toEqual({ dice: "2d6", type: "piercing" });
  });

  it("reports a document it cannot upgrade, upgrades the rest, and tries again next time", async () => {
    const { item } = await oldWorld();
    await (Item as unknown as { create(d: object): Promise<unknown> }).create({ ...OLD_KUNAI, _id: "brokenKunai00000" });
    // The server refuses any write that touches this one item (say, a permissions problem).
    const real = ItemDouble.updateDocuments.bind(ItemDouble);
    ItemDouble.updateDocuments = async (updates, options) => {
      if (updates.some((u) => u._id === "brokenKunai00000")) throw new Error("refused by the server");
      return real(updates, options);
    };
    try {
      const report = await migrate();
      expect(report?.failed).toEqual(["Item brokenKunai00000: refused by the server"]);
    } finally {
      ItemDouble.updateDocuments = real;
    }
    expect((harness.game.items.get(item.id)?.toObject() as Source).system.damage).toEqual({ dice: "2d6", type: "piercing" });
    expect(harness.game.settings.get("shinobi", "schemaVersion")).toBe(0);
  });

  it("runs only on a GM's client", async () => {
    harness = await bootSystem({ isGM: false });
    expect(await migrate()).toBeNull();
  });
});

describe("the upgrades themselves", () => {
  it("leave current documents alone and skip other item types", () => {
    const context = { defenseByName: {} };
    expect(upgradeItem({ _id: "x", type: "weapon", system: OLD_KUNAI.system }, SCHEMA_VERSION, context)).toBeNull();
    expect(upgradeItem({ _id: "x", type: "equipment", system: { quantity: 1 } }, 0, context)).toBeNull();
    expect(upgradeItem({ _id: "x", type: "technique", system: { kind: "taijutsu" } }, 0, context)).toBeNull();
  });
});
