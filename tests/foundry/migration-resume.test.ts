import { beforeEach, describe, expect, it } from "vitest";
import { SCHEMA_VERSION } from "../../src/migrations/upgrades";
import { bootSystem, CompendiumDouble, storedDocument, writes, type Harness, type SceneDouble } from "../harness";
import { BASIC_ACTION_IDS, OLD_ACTOR, OLD_HOMEBREW_PARRY, OLD_KUNAI } from "../fixtures/schema-v0";
import { OLD_BANDIT, OLD_SCARRED_BANDIT, OLD_SCENE } from "../fixtures/schema-places";

// Each document records the version it reached (flags.shinobi.schema): a migration that stopped
// partway resumes without redoing, or guessing again over, what it had finished.
let harness: Harness;
beforeEach(async () => {
  harness = await bootSystem();
  await migrate(); // the run the ready hook started on the empty world
  await harness.game.settings.set("shinobi", "schemaVersion", 0);
});

type Source = Record<string, unknown> & { _id: string; name: string; system: Record<string, unknown>; items?: Source[] };
type Doc = { id: string; toObject(): Source; items: Iterable<{ toObject(): Source }>; updateEmbeddedDocuments(name: string, updates: object[]): Promise<unknown>; createEmbeddedDocuments(name: string, data: object[]): Promise<unknown> };
const byName = (list: Source[] | undefined) => new Map((list ?? []).map((i) => [i.name, i]));
/** An actor's items as they are now (the double's `toObject` of an actor does not follow later embedded updates). */
const itemsOf = (actor: Doc) => byName([...actor.items].map((i) => i.toObject()));
const writeLog = () => writes.entries.map((w) => `${w.documentName}:${w.action}:${w.count}`);
const PARRY = OLD_HOMEBREW_PARRY.name;

async function migrate() {
  const { migrateWorld } = await import("../../src/migrations/runner");
  return migrateWorld();
}

/** Runs the migration with every write to one pack refused, as if the run died there. */
async function migrateFailingAt(packId: string) {
  const real = Item.updateDocuments.bind(Item);
  Object.assign(Item, {
    updateDocuments: async (updates: object[], options?: { pack?: string }) => {
      if (options?.pack === packId) throw new Error("connection lost");
      return real(updates as never, options as never);
    },
  });
  try {
    return await migrate();
  } finally {
    Object.assign(Item, { updateDocuments: real });
  }
}

const scarredDelta = (scene: SceneDouble) => scene.tokens.get(OLD_SCARRED_BANDIT._id)!.delta as Source;

describe("a migration resumed after it stopped partway", () => {
  it("passes by every document it finished, and keeps the GM's edits to them made in between", async () => {
    const tenten = storedDocument("Actor", OLD_ACTOR) as unknown as Doc;
    storedDocument("Actor", OLD_BANDIT);
    const scene = storedDocument("Scene", OLD_SCENE) as SceneDouble;
    const armoury = new CompendiumDouble("world.armoury", "Item", [{ ...OLD_KUNAI, _id: "packKunai0000000" }]);
    harness.game.packs.set(armoury.collection, armoury);

    // First run: the world's actors and scenes are done, then the armoury's write is lost.
    const first = await migrateFailingAt(armoury.collection);
    expect(first?.failed).toEqual(['world.armoury › Item "Kunai" [packKunai0000000]: connection lost']);
    expect(harness.game.settings.get("shinobi", "schemaVersion")).toBe(0);
    // The parry was guessed by its name, on the actor and on the token.
    expect(itemsOf(tenten).get(PARRY)?.system.defense).toBe("parry");
    expect(byName(scarredDelta(scene).items).get(PARRY)?.system.defense).toBe("parry");

    // Between the runs the GM sets both parries to block, as the book says they do.
    const parryId = itemsOf(tenten).get(PARRY)!._id;
    await tenten.updateEmbeddedDocuments("Item", [{ _id: parryId, "system.defense": "block" }]);
    await (Scene as unknown as typeof SceneDouble).updateDocuments([{ _id: scene.id, tokens: [{ _id: OLD_SCARRED_BANDIT._id, delta: { items: [{ _id: "tokParry00000000", "system.defense": "block" }] } }] }]);

    // Second run: only what was left is written; nothing finished is guessed at again.
    writes.reset();
    const second = await migrate();
    expect(second).toMatchObject({ from: 0, upgraded: 1, failed: [] });
    expect(writeLog()).toEqual(["Item:update:1"]);
    expect(itemsOf(tenten).get(PARRY)?.system.defense).toBe("block");
    expect(byName(scarredDelta(scene).items).get(PARRY)?.system.defense).toBe("block");
    expect((armoury.documents.get("packKunai0000000")!.toObject() as Source).system.damage).toEqual({ dice: "2d6", type: "piercing" });
    expect(harness.game.settings.get("shinobi", "schemaVersion")).toBe(SCHEMA_VERSION);
  });

  it("marks the world current at the next start when a run wrote everything but died before marking it", async () => {
    const tenten = storedDocument("Actor", OLD_ACTOR) as unknown as Doc;
    const settings = harness.game.settings;
    const realSet = settings.set.bind(settings);
    settings.set = () => Promise.reject(new Error("the page was closed"));
    try {
      await expect(migrate()).rejects.toThrow("the page was closed");
    } finally {
      settings.set = realSet;
    }
    expect(settings.get("shinobi", "schemaVersion")).toBe(0);
    const parryId = itemsOf(tenten).get(PARRY)!._id;
    await tenten.updateEmbeddedDocuments("Item", [{ _id: parryId, "system.defense": "block" }]);
    writes.reset();
    expect(await migrate()).toMatchObject({ upgraded: 0, failed: [] });
    expect(writes.entries).toEqual([]);
    expect(itemsOf(tenten).get(PARRY)?.system.defense).toBe("block");
    expect(settings.get("shinobi", "schemaVersion")).toBe(SCHEMA_VERSION);
  });
});

describe("each document's recorded version", () => {
  it("runs only the steps above it, whatever the world's version says", async () => {
    // Recorded at 1: version 1 gave it its defence (the GM has since chosen block), version 2 has not run.
    const pastOne = { ...OLD_HOMEBREW_PARRY, _id: "pastOneParry0000", name: "Parry Stance", flags: { shinobi: { schema: 1 } }, _stats: { compendiumSource: `Compendium.shinobi.basic-actions.Item.${BASIC_ACTION_IDS.block}` }, system: { ...OLD_HOMEBREW_PARRY.system, defense: "block" } };
    const current = { ...OLD_KUNAI, _id: "currentKunai0000", flags: { shinobi: { schema: SCHEMA_VERSION } }, system: { ...OLD_KUNAI.system, damage: { dice: "1d4", type: "blunt" } } };
    harness.game.packs.set("shinobi.basic-actions", new CompendiumDouble("shinobi.basic-actions", "Item", [{ _id: BASIC_ACTION_IDS.block, name: "Block", type: "technique", system: { kind: "defensive", defense: "block", role: "block" } }], true));
    const item = storedDocument("Item", pastOne);
    storedDocument("Item", current);
    writes.reset();
    await migrate();
    // Version 2 only: the role from its source; the defence the GM chose stays, though its name says parry.
    expect(item.toObject()).toMatchObject({ system: { defense: "block", role: "block" }, flags: { shinobi: { schema: SCHEMA_VERSION } } });
    // Already current: not written at all (the system pack's one entry is the other write).
    expect(writeLog()).toEqual(["Item:update:1", "Item:update:1"]);
    expect(harness.game.items.get("currentKunai0000")!.toObject().system).toEqual(current.system);
  });

  it("lets an item inside an actor keep a newer record than its actor's", async () => {
    const chosen = { ...OLD_HOMEBREW_PARRY, _id: "chosenParry00000", name: "Chosen Parry", flags: { shinobi: { schema: SCHEMA_VERSION } }, system: { ...OLD_HOMEBREW_PARRY.system, defense: "dodge" } };
    const actor = storedDocument("Actor", { ...OLD_ACTOR, items: [...OLD_ACTOR.items, chosen] }) as unknown as Doc;
    await migrate();
    const items = itemsOf(actor);
    expect(items.get("Chosen Parry")?.system.defense).toBe("dodge");
    expect(items.get(PARRY)?.system.defense).toBe("parry");
    expect(items.get("Kunai")?.system.damage).toEqual({ dice: "2d6", type: "piercing" });
  });

  it("covers an item added later to an actor that finished: the actor's record speaks for it", async () => {
    const tenten = storedDocument("Actor", OLD_ACTOR) as unknown as Doc;
    const armoury = new CompendiumDouble("world.armoury", "Item", [{ ...OLD_KUNAI, _id: "packKunai0000000" }]);
    harness.game.packs.set(armoury.collection, armoury);
    await migrateFailingAt(armoury.collection);
    // Between the runs a player learns a parry that (unlike its name) blocks.
    await tenten.createEmbeddedDocuments("Item", [{ ...OLD_HOMEBREW_PARRY, _id: "windParry0000000", name: "Wind Parry", system: { ...OLD_HOMEBREW_PARRY.system, defense: "block" } }]);
    writes.reset();
    await migrate();
    expect(itemsOf(tenten).get("Wind Parry")?.system.defense).toBe("block");
    expect(writeLog()).toEqual(["Item:update:1"]);
  });
});

describe("running twice at once", () => {
  it("shares the run under way instead of starting a second", async () => {
    storedDocument("Actor", OLD_ACTOR);
    writes.reset();
    const [a, b] = [migrate(), migrate()];
    expect(await a).toBe(await b);
    expect(writeLog()).toEqual(["Actor:update:1"]);
  });
});
