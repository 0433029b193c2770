import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { beforeEach, describe, expect, it } from "vitest";
import { SCHEMA_VERSION, upgradeItem, woundPlace } from "../../src/migrations/upgrades";
import { bootSystem, CompendiumDouble, ItemDouble, storedDocument, writes, type Harness } from "../harness";
import { REPO } from "../harness/handlebars";
import {
  BASIC_ACTION_IDS,
  OLD_ACTOR,
  OLD_ACTOR_V2,
  OLD_EARTH_WALL,
  OLD_FOREIGN_COPY,
  OLD_HOMEBREW_DODGE,
  OLD_HOMEBREW_PARRY,
  OLD_KUNAI,
  OLD_LEFT_ARM_WOUND,
  OLD_RENAMED_HANDSEALS,
  OLD_SHORT_UUID_BLOCK,
  OLD_TORSO_WOUND,
} from "../fixtures/schema-v0";

let harness: Harness;
beforeEach(async () => {
  harness = await bootSystem();
  await migrate(); // the run the ready hook started on the empty world, so it cannot mark a test's old world current
});

type Source = Record<string, unknown> & { system: Record<string, unknown>; items?: Source[]; flags?: { shinobi?: { schema?: number } } };
/** A document as a loaded world holds it (stored by an older version: no creation hook stamped it). */
const stored = (documentName: "Actor" | "Item", source: object) => storedDocument(documentName, source as Record<string, unknown>) as unknown as { id: string; toObject(): Source };
const itemsOf = (actor: Source) => new Map((actor.items ?? []).map((i) => [i.name as string, i]));

/** A world as an older version of the system left it: schema 0, old shapes in actors, items and packs. */
async function oldWorld() {
  const { game } = harness;
  await game.settings.set("shinobi", "schemaVersion", 0);
  game.packs.set("shinobi.techniques", new CompendiumDouble("shinobi.techniques", "Item", [{ ...OLD_EARTH_WALL, _id: "packEarthWall000", system: { ...OLD_EARTH_WALL.system, defense: "block" } }], true));
  const actor = stored("Actor", OLD_ACTOR);
  const item = stored("Item", { ...OLD_KUNAI, _id: "worldKunai000000" });
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
  it("upgrades actors, their items, world items and every pack, locked ones too, without losing a field", async () => {
    const { actor, item, pack, locked } = await oldWorld();
    writes.reset();
    const report = await migrate();
    expect(report).toMatchObject({ from: 0, to: SCHEMA_VERSION, upgraded: 5, failed: [] });

    const upgraded = actor.toObject();
    expect(upgraded).toMatchObject({ name: "Tenten", flags: { world: { team: 9 }, shinobi: { schema: SCHEMA_VERSION } }, system: { xp: 900, vitality: { value: 350, max: 400 }, biography: "<p>Weapons specialist.</p>" } });
    const items = itemsOf(upgraded);
    const kunai = items.get("Kunai")!;
    expect(kunai.system).toEqual({ ...OLD_KUNAI.system, damage: { dice: "2d6", type: "piercing" }, damageType: undefined });
    expect("damageType" in kunai.system).toBe(false);
    expect(kunai).toMatchObject({ img: OLD_KUNAI.img, flags: { ...OLD_KUNAI.flags, shinobi: { schema: SCHEMA_VERSION } } });
    // The pack says Earth Wall blocks; a homebrew parry is known by its name.
    expect(items.get("Earth Wall")?.system).toEqual({ ...OLD_EARTH_WALL.system, defense: "block" });
    expect(items.get("Iron Fan Parry")?.system.defense).toBe("parry");

    expect(item.toObject()).toMatchObject({ system: { damage: { dice: "2d6", type: "piercing" } }, flags: { shinobi: { schema: SCHEMA_VERSION } } });
    expect((pack.documents.get("packKunai0000000")?.toObject() as Source).system).toMatchObject({ damage: { dice: "2d6", type: "piercing" }, quantity: 9 });
    // A locked pack is unlocked for its write and locked again.
    expect((locked.documents.get("museumKunai00000")?.toObject() as Source).system).toMatchObject({ damage: { dice: "2d6", type: "piercing" } });
    expect(locked.configured).toEqual([{ locked: false }, { locked: true }]);
    expect(locked.locked).toBe(true);

    // One batch per place: world actors, world items, then the system's pack and the two world packs.
    expect(writes.entries.map((w) => `${w.documentName}:${w.action}:${w.count}`)).toEqual(["Actor:update:1", "Item:update:1", "Item:update:1", "Item:update:1", "Item:update:1"]);
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

  it("reports a document it cannot upgrade by name, upgrades the rest, and tries again next time", async () => {
    const { item } = await oldWorld();
    stored("Item", { ...OLD_KUNAI, _id: "brokenKunai00000", name: "Cursed Kunai" });
    // The server refuses any write that touches this one item (say, a permissions problem).
    const real = ItemDouble.updateDocuments.bind(ItemDouble);
    ItemDouble.updateDocuments = async (updates, options) => {
      if (updates.some((u) => u._id === "brokenKunai00000")) throw new Error("refused by the server");
      return real(updates, options);
    };
    try {
      const report = await migrate();
      expect(report?.failed).toEqual(['Item "Cursed Kunai" [brokenKunai00000]: refused by the server']);
      expect(report?.failedDocuments).toEqual(['Item "Cursed Kunai" [brokenKunai00000]']);
    } finally {
      ItemDouble.updateDocuments = real;
    }
    expect((harness.game.items.get(item.id)?.toObject() as Source).system.damage).toEqual({ dice: "2d6", type: "piercing" });
    // Left as it was: no new record, so the next run takes it up again.
    expect((harness.game.items.get("brokenKunai00000")?.toObject() as Source).flags?.shinobi).toBeUndefined();
    expect(harness.game.settings.get("shinobi", "schemaVersion")).toBe(0);
    const errors = (ui.notifications as unknown as { shown: { level: string; message: string }[] }).shown.filter((n) => n.level === "error").map((n) => n.message);
    expect(errors).toContain('Shinobi: not upgraded: Item "Cursed Kunai" [brokenKunai00000].');

    // The server accepts it now: the next run upgrades it alone and marks the world current.
    writes.reset();
    expect(await migrate()).toMatchObject({ upgraded: 1, failed: [] });
    expect(writes.entries.map((w) => `${w.documentName}:${w.action}:${w.count}`)).toEqual(["Item:update:1"]);
    expect((harness.game.items.get("brokenKunai00000")?.toObject() as Source).system.damage).toEqual({ dice: "2d6", type: "piercing" });
    expect(harness.game.settings.get("shinobi", "schemaVersion")).toBe(SCHEMA_VERSION);
  });

  it("runs only on a GM's client", async () => {
    harness = await bootSystem({ isGM: false });
    expect(await migrate()).toBeNull();
  });
});

/** The system's basic-actions pack as its sources define it (locked, as the system's packs are). */
function basicActionsPack(): CompendiumDouble {
  const dir = join(REPO, "packs", "_source", "basic-actions");
  const sources = readdirSync(dir).map((f) => parse(readFileSync(join(dir, f), "utf8")) as Record<string, unknown>);
  return new CompendiumDouble("shinobi.basic-actions", "Item", sources, true);
}

/** A world as version 1 of the system left it: weapons and defences current, techniques without roles, sides inside locations. */
async function versionOneWorld() {
  const { game } = harness;
  await game.settings.set("shinobi", "schemaVersion", 1);
  game.packs.set("shinobi.basic-actions", basicActionsPack());
  // A defensive technique without `defense`: version 1 would have given it one, but this world is past that.
  const items = [OLD_RENAMED_HANDSEALS, OLD_HOMEBREW_DODGE, OLD_FOREIGN_COPY, OLD_LEFT_ARM_WOUND, OLD_TORSO_WOUND, OLD_HOMEBREW_PARRY];
  return stored("Actor", { _id: "v1Neji0000000000", name: "Neji", type: "character", system: OLD_ACTOR_V2.system, items });
}

describe("the version 2 upgrade", () => {
  it("gives each copy of a pack entry that entry's role, found by its source UUID and never by its name", async () => {
    await harness.game.settings.set("shinobi", "schemaVersion", 0);
    harness.game.packs.set("shinobi.basic-actions", basicActionsPack());
    const actor = stored("Actor", OLD_ACTOR_V2);
    const report = await migrate();
    expect(report).toMatchObject({ from: 0, to: SCHEMA_VERSION, failed: [] });
    const items = itemsOf(actor.toObject());
    // Renamed, yet still the pack's Perform Handseals; a short, pre-v11 UUID still finds its Block.
    // (Version 3 then gives each, stored at Speed 0, its basic action's length.)
    expect(items.get(OLD_RENAMED_HANDSEALS.name)?.system).toEqual({ ...OLD_RENAMED_HANDSEALS.system, role: "handseals", speed: 6 });
    expect(items.get("Block")?.system).toEqual({ ...OLD_SHORT_UUID_BLOCK.system, role: "block", speed: 5 });
    // Named like the pack's Dodge but never copied from it; copied from someone else's pack under a reused id.
    expect(items.get("Dodge")?.system).toEqual(OLD_HOMEBREW_DODGE.system);
    expect(items.get(OLD_FOREIGN_COPY.name)?.system).toEqual(OLD_FOREIGN_COPY.system);
    const live = harness.game.actors.get(actor.id) as unknown as { items: Iterable<{ name: string; system: { role: string } }> };
    expect(Object.fromEntries([...live.items].filter((i) => i.system.role).map((i) => [i.name, i.system.role]))).toEqual({
      [OLD_RENAMED_HANDSEALS.name]: "handseals",
      Block: "block",
      Dodge: "auto",
      [OLD_FOREIGN_COPY.name]: "auto",
    });
  });

  it("splits the side the old code wrote into a wound's location, keeping every other field", async () => {
    await harness.game.settings.set("shinobi", "schemaVersion", 0);
    const actor = stored("Actor", OLD_ACTOR_V2);
    await migrate();
    const items = itemsOf(actor.toObject());
    expect(items.get(OLD_LEFT_ARM_WOUND.name)).toMatchObject({ name: OLD_LEFT_ARM_WOUND.name, img: OLD_LEFT_ARM_WOUND.img, system: { ...OLD_LEFT_ARM_WOUND.system, location: "arm", side: "left" } });
    expect(items.get(OLD_TORSO_WOUND.name)?.system).toEqual(OLD_TORSO_WOUND.system);
    const live = harness.game.actors.get(actor.id) as unknown as { items: Iterable<{ name: string; system: { location: string; side: string; pool: string } }> };
    expect([...live.items].find((i) => i.name === OLD_TORSO_WOUND.name)?.system).toMatchObject({ location: "torso", side: "", pool: "vitality" });
  });

  it("takes a version 0 world through both upgrades in one write per place", async () => {
    await harness.game.settings.set("shinobi", "schemaVersion", 0);
    const basicActions = basicActionsPack();
    harness.game.packs.set("shinobi.basic-actions", basicActions);
    const actor = stored("Actor", OLD_ACTOR_V2);
    writes.reset();
    expect(await migrate()).toMatchObject({ from: 0, to: SCHEMA_VERSION, upgraded: 1 + basicActions.documents.size, failed: [] });
    // The actor with all its items in one write; the system's (locked) pack in one more.
    expect(writes.entries.map((w) => `${w.documentName}:${w.action}:${w.count}`)).toEqual(["Actor:update:1", `Item:update:${basicActions.documents.size}`]);
    const items = itemsOf(actor.toObject());
    expect(items.get("Kunai")?.system.damage).toEqual({ dice: "2d6", type: "piercing" });
    expect(items.get(OLD_RENAMED_HANDSEALS.name)?.system.role).toBe("handseals");
    // Version 3: the handseals stored at Speed 0 take Perform Handseals' length.
    expect(items.get(OLD_RENAMED_HANDSEALS.name)?.system.speed).toBe(6);
    expect(items.get(OLD_LEFT_ARM_WOUND.name)?.system).toMatchObject({ location: "arm", side: "left" });
    expect(harness.game.settings.get("shinobi", "schemaVersion")).toBe(SCHEMA_VERSION);
  });

  it("upgrades a version 1 world with version 2's changes only", async () => {
    const actor = await versionOneWorld();
    const report = await migrate();
    // Neji, and the basic-actions pack's entries recording the version they are at.
    expect(report).toMatchObject({ from: 1, to: SCHEMA_VERSION, upgraded: 1 + harness.game.packs.get("shinobi.basic-actions")!.documents.size, failed: [] });
    const items = itemsOf(actor.toObject());
    expect(items.get(OLD_RENAMED_HANDSEALS.name)?.system.role).toBe("handseals");
    expect(items.get(OLD_LEFT_ARM_WOUND.name)?.system).toMatchObject({ location: "arm", side: "left" });
    expect(items.get(OLD_HOMEBREW_PARRY.name)?.system).toEqual(OLD_HOMEBREW_PARRY.system);
    expect(harness.game.settings.get("shinobi", "schemaVersion")).toBe(SCHEMA_VERSION);
  });

  it("pure: reads the side only from the old format, and leaves current wounds alone", () => {
    expect(woundPlace({ location: "right leg" })).toEqual({ location: "leg", side: "right" });
    expect(woundPlace({ location: "leftover scar" })).toEqual({ location: "leftover scar", side: "" });
    expect(woundPlace({ location: "arm", side: "left" })).toEqual({ location: "arm", side: "left" });
    const context = { defenseByName: {} };
    expect(upgradeItem({ _id: "w", type: "wound", system: { location: "arm", side: "left", pool: "hp" } }, 1, context)).toBeNull();
    expect(upgradeItem({ _id: "w", type: "wound", system: { location: "left arm" } }, SCHEMA_VERSION, context)).toBeNull();
    expect(upgradeItem({ _id: "t", type: "technique", _stats: { compendiumSource: `Compendium.shinobi.basic-actions.Item.${BASIC_ACTION_IDS.dodge}` }, system: { kind: "defensive" } }, 1, { defenseByName: {}, roleBySource: { [`Compendium.shinobi.basic-actions.Item.${BASIC_ACTION_IDS.dodge}`]: "dodge" } })).toEqual({ _id: "t", "system.role": "dodge" });
  });
});

describe("the upgrades themselves", () => {
  it("version 3: gives actions that took no time a length, and drops statuses at severity 0", () => {
    const context = { defenseByName: {} };
    expect(upgradeItem({ _id: "b", type: "technique", system: { kind: "defensive", role: "block", variable: true, speed: 0 } }, 2, context)).toEqual({ _id: "b", "system.speed": 5 });
    expect(upgradeItem({ _id: "s", type: "technique", system: { kind: "utility", role: "prepareSneakAttack", variable: true, speed: 0 } }, 2, context)).toEqual({ _id: "s", "system.speed": 10 });
    expect(upgradeItem({ _id: "h", type: "technique", system: { kind: "ninjutsu", role: "auto", variable: true, speed: 0 } }, 2, context)).toEqual({ _id: "h", "system.speed": 1 });
    expect(upgradeItem({ _id: "i", type: "technique", system: { kind: "defensive", role: "dodge", interrupt: true, speed: 0 } }, 2, context)).toEqual({ _id: "i", "system.speed": 1 });
    expect(upgradeItem({ _id: "l", type: "technique", system: { kind: "ninjutsu", link: true, speed: 0 } }, 2, context)).toBeNull();
    const poison = { kind: "poison", severity: 3, duration: 10 };
    expect(upgradeItem({ _id: "p", type: "technique", system: { kind: "ninjutsu", speed: 6, statuses: [poison, { kind: "bleed", severity: 0 }] } }, 2, context)).toEqual({ _id: "p", "system.statuses": [poison] });
    expect(upgradeItem({ _id: "q", type: "status", system: { kind: "bleed", severity: 0 } }, 2, context)).toEqual({ _id: "q", "system.severity": 1 });
    expect(upgradeItem({ _id: "c", type: "status", system: { kind: "unconscious", severity: 0 } }, 2, context)).toBeNull();
    expect(upgradeItem({ _id: "b", type: "technique", system: { kind: "defensive", role: "block", variable: true, speed: 0 } }, 3, context)).toBeNull();
  });

  it("leave current documents alone and skip other item types", () => {
    const context = { defenseByName: {} };
    expect(upgradeItem({ _id: "x", type: "weapon", system: OLD_KUNAI.system }, SCHEMA_VERSION, context)).toBeNull();
    expect(upgradeItem({ _id: "x", type: "equipment", system: { quantity: 1 } }, 0, context)).toBeNull();
    expect(upgradeItem({ _id: "x", type: "technique", system: { kind: "taijutsu" } }, 0, context)).toBeNull();
  });
});
