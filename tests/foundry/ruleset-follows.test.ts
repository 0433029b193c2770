import { beforeEach, describe, expect, it } from "vitest";
import { bootSystem, type Harness } from "../harness";
import { DocumentDouble } from "../harness/documents";
import { foreignPackIds, hideForeignPacks } from "../../src/rulesets/compendium";

let harness: Harness;
beforeEach(async () => {
  harness = await bootSystem();
});

describe("what follows the world's ruleset", () => {
  it("offers only the ruleset's own types in the create dialogs, unless the caller chose some", async () => {
    const create = (cls: unknown, options: object = {}) => (cls as { createDialog(d: object, c: object, o: object): Promise<unknown> }).createDialog({}, {}, options);
    // The sidebars open the configured document class's dialog.
    const { Actor, Item } = { Actor: harness.CONFIG.Actor.documentClass, Item: harness.CONFIG.Item.documentClass };
    await create(Actor);
    expect(DocumentDouble.lastCreateDialog?.options.types).toEqual(["character", "npc"]);
    await create(Item);
    expect(DocumentDouble.lastCreateDialog?.options.types).toEqual(["technique", "weapon", "equipment", "ability", "wound", "status"]);
    await create(Item, { types: ["weapon"] });
    expect(DocumentDouble.lastCreateDialog?.options.types).toEqual(["weapon"]);
  });

  it("offers worlds the rulesets whose Foundry pieces exist: IC, roll-and-keep and degrees", () => {
    expect(harness.game.settings.settings.get("shinobi.ruleset")?.choices).toEqual({ ic: "SHINOBI.Ruleset.ic", rollkeep: "SHINOBI.Ruleset.rollkeep", degrees: "SHINOBI.Ruleset.degrees" });
  });

  it("leaves out of the compendium directory the system's packs made for another ruleset", () => {
    const pack = (collection: string, packageName: string, ruleset?: string) => ({ collection, metadata: { packageName, flags: ruleset ? { shinobi: { ruleset } } : {} } });
    const packs = [pack("shinobi.techniques", "shinobi", "ic"), pack("shinobi.schools", "shinobi", "rollkeep"), pack("shinobi.macros", "shinobi"), pack("world.mine", "world", "rollkeep")];
    expect(foreignPackIds(packs, "ic")).toEqual(["shinobi.schools"]);
    expect(foreignPackIds(packs, "rollkeep")).toEqual(["shinobi.techniques"]);
    const entries = [{ hidden: false }, { hidden: false }];
    const html = { querySelectorAll: (selector: string) => (selector.includes("shinobi.schools") ? entries : []) };
    hideForeignPacks(html as unknown as HTMLElement, ["shinobi.schools"]);
    expect(entries.map((e) => e.hidden)).toEqual([true, true]);
  });
});
