import { beforeEach, describe, expect, it } from "vitest";
import { fixedDice } from "../../src/rules/dice";
import { actAs, ActorDouble, bootSystem, diceBox, ItemDouble, type Harness } from "../harness";
import { INO_SOURCE } from "../fixtures/actors";

let harness: Harness;
beforeEach(async () => {
  harness = await bootSystem();
});

interface Sheet {
  render(): Promise<unknown>;
  parts: Record<string, string>;
  html: string;
  isEditable: boolean;
  options: { actions: Record<string, (this: unknown, event: unknown, target: unknown) => Promise<void>> };
  _prepareContext(options: { isFirstRender: boolean }): Promise<Record<string, unknown>>;
}

const sheets = () => import("../../src/rulesets/ic/sheets");
const stamped = (ruleset: string) => ({ flags: { shinobi: { ruleset } } });

async function open(cls: new (options: never) => unknown, document: unknown): Promise<Sheet> {
  const sheet = new cls({ document } as never) as Sheet;
  await sheet.render();
  return sheet;
}

describe("a document of another ruleset", () => {
  it("opens an actor read-only, the notice first, naming both rulesets, with nothing to roll or use", async () => {
    const { ShinobiActorSheet } = await sheets();
    const actor = new ActorDouble({ ...INO_SOURCE, ...stamped("rollkeep") });
    const sheet = await open(ShinobiActorSheet, actor);
    expect(Object.keys(sheet.parts)).toEqual(["notice", "header", "tabs", "stats", "techniques", "biography"]);
    expect(sheet.parts.notice).toContain("Roll and Keep");
    expect(sheet.parts.notice).toContain("Initiative Count (IC)");
    expect(sheet.parts.notice).toMatch(/read-only/);
    expect(sheet.isEditable).toBe(false);
    expect(await sheet._prepareContext({ isFirstRender: true })).toMatchObject({ editable: false, foreignRuleset: "Roll and Keep" });
    // Only core's own actions are left (switching tabs, the portrait, which core greys out and whose change it would not save).
    expect(new Set([...sheet.html.matchAll(/data-action="(\w+)"/g)].map((m) => m[1]))).toEqual(new Set(["editImage", "tab"]));
    // The techniques are still listed, just not usable.
    expect(sheet.parts.techniques).toContain("Mind Body Switch");
  });

  it("refuses a roll or a use even if one is asked for (the same requests on the world's own actor post)", async () => {
    const { ShinobiActorSheet } = await sheets();
    diceBox.source = fixedDice([10, 10, 10, 10]);
    const ask = async (ruleset: string) => {
      const actor = (await (Actor as unknown as { create(d: object): Promise<ActorDouble> }).create({ ...INO_SOURCE, ...stamped(ruleset) }))!;
      const sheet = await open(ShinobiActorSheet, actor);
      const technique = actor.items.find((i) => i.name === "Basic Unarmed")!;
      const row = { closest: () => ({ dataset: { itemId: technique.id } }) };
      const before = harness.game.messages.size;
      await sheet.options.actions.rollCheck!.call(sheet, {}, { dataset: { check: "dodge" } });
      await sheet.options.actions.useTechnique!.call(sheet, {}, row);
      return harness.game.messages.size - before;
    };
    expect(await ask("rollkeep")).toBe(0);
    expect(await ask("ic")).toBe(2);
  });

  it("opens an NPC read-only on the compact sheet too", async () => {
    const { ShinobiNpcSheet } = await sheets();
    const sheet = await open(ShinobiNpcSheet, new ActorDouble({ ...INO_SOURCE, type: "npc", ...stamped("degrees") }));
    expect(Object.keys(sheet.parts)).toEqual(["notice", "header", "npc"]);
    expect(sheet.parts.notice).toContain("Degrees of Success");
    expect(sheet.isEditable).toBe(false);
    expect(sheet.html).not.toContain('data-action="useTechnique"');
  });

  it("shows a limited viewer the notice with the header", async () => {
    const { ShinobiActorSheet } = await sheets();
    actAs(harness, "player");
    const sheet = await open(ShinobiActorSheet, new ActorDouble({ ...INO_SOURCE, ownership: { default: 1 }, ...stamped("rollkeep") }));
    expect(Object.keys(sheet.parts)).toEqual(["notice", "header"]);
  });

  it("opens an item read-only, and an item on another ruleset's actor as well", async () => {
    const { ShinobiItemSheet } = await sheets();
    const item = new ItemDouble({ ...INO_SOURCE.items[0]!, ...stamped("degrees") });
    const sheet = await open(ShinobiItemSheet, item);
    expect(Object.keys(sheet.parts)).toEqual(["notice", "header", "details"]);
    expect(sheet.parts.notice).toContain("Degrees of Success");
    expect(sheet.isEditable).toBe(false);
    expect(await sheet._prepareContext({ isFirstRender: true })).toMatchObject({ editable: false });

    const owner = new ActorDouble({ ...INO_SOURCE, ...stamped("rollkeep") });
    const embedded = await open(ShinobiItemSheet, owner.items.find((i) => i.name === "Kunai"));
    expect(embedded.parts.notice).toContain("Roll and Keep");
    expect(embedded.isEditable).toBe(false);
  });

  it("names a ruleset this version does not know by its id", async () => {
    const { ShinobiItemSheet } = await sheets();
    const sheet = await open(ShinobiItemSheet, new ItemDouble({ ...INO_SOURCE.items[0]!, ...stamped("homebrew-d6") }));
    expect(sheet.parts.notice).toContain("homebrew-d6");
    expect(sheet.parts.notice).not.toContain("SHINOBI.");
  });
});

describe("a document of the world's own ruleset", () => {
  it("opens an unstamped item embedded in an actor of the world's ruleset editable: the actor's stamp answers for it", async () => {
    const { ShinobiItemSheet } = await sheets();
    await harness.game.settings.set("shinobi", "ruleset", "rollkeep");
    const owner = new ActorDouble({ ...INO_SOURCE, ...stamped("rollkeep") });
    const kunai = owner.items.find((i) => i.name === "Kunai")!;
    expect(kunai.flags).toEqual({});
    const sheet = await open(ShinobiItemSheet, kunai);
    expect(Object.keys(sheet.parts)).toEqual(["header", "details"]);
    expect(sheet.isEditable).toBe(true);
    // Its own stamp still wins over its actor's.
    const foreign = await open(ShinobiItemSheet, new ActorDouble({ ...INO_SOURCE, ...stamped("rollkeep"), items: [{ ...INO_SOURCE.items[0]!, ...stamped("degrees") }] }).items.contents[0]);
    expect(foreign.parts.notice).toContain("Degrees of Success");
  });

  it("opens editable without a notice, whether stamped or made before the stamp", async () => {
    const { ShinobiActorSheet } = await sheets();
    for (const actor of [new ActorDouble({ ...INO_SOURCE, ...stamped("ic") }), new ActorDouble(INO_SOURCE)]) {
      const sheet = await open(ShinobiActorSheet, actor);
      expect(Object.keys(sheet.parts)).toEqual(["header", "tabs", "stats", "techniques", "biography"]);
      expect(sheet.isEditable).toBe(true);
      expect(sheet.html).toContain('data-action="rollCheck"');
      expect(sheet.html).toContain('data-action="useTechnique"');
    }
  });
});

describe("the ruleset stamp", () => {
  it("marks a new actor, its items and items added later with the ruleset the world plays", async () => {
    const actor = (await (Actor as unknown as { create(d: object): Promise<ActorDouble> }).create(INO_SOURCE))!;
    expect(actor.toObject().flags).toEqual({ shinobi: { ruleset: "ic" } });
    const [added] = await actor.createEmbeddedDocuments("Item", [{ name: "Shuriken", type: "weapon", system: { damage: { dice: "1d6", type: "piercing" } } }]);
    expect(added!.toObject().flags).toEqual({ shinobi: { ruleset: "ic" } });
    const item = (await (Item as unknown as { create(d: object): Promise<ItemDouble> }).create({ name: "Smoke Bomb", type: "equipment" }))!;
    expect(item.flags).toEqual({ shinobi: { ruleset: "ic" } });
  });

  it("keeps the stamp a document already carries, and other flags beside it", async () => {
    const actor = (await (Actor as unknown as { create(d: object): Promise<ActorDouble> }).create({ ...INO_SOURCE, flags: { shinobi: { ruleset: "rollkeep" }, world: { team: 10 } } }))!;
    expect(actor.toObject().flags).toEqual({ shinobi: { ruleset: "rollkeep" }, world: { team: 10 } });
  });
});
