import { beforeEach, describe, expect, it } from "vitest";
import { ActorDouble, ItemDouble, bootSystem, writes } from "../harness";
import { uuidRegistry } from "../harness/utils";
import { INO_SOURCE } from "../fixtures/actors";

beforeEach(async () => {
  await bootSystem();
  uuidRegistry.clear();
});

describe("update from compendium", () => {
  it("refreshes every item that came from a pack with the entry's current data, in one write", async () => {
    const packEntry = new ItemDouble({ name: "Basic Unarmed", type: "technique", img: "icons/skills/melee/unarmed-punch-fist.webp", system: { kind: "taijutsu", speed: 8, stamina: 5, damage: { dice: "2d4", stat: "str", type: "blunt" }, description: "<p>Fixed text.</p>" } });
    uuidRegistry.set("Compendium.shinobi.basic-actions.Item.abc", packEntry);
    const ino = new ActorDouble({
      ...INO_SOURCE,
      items: [
        { name: "Basic Unarmed (old)", type: "technique", _stats: { compendiumSource: "Compendium.shinobi.basic-actions.Item.abc" }, system: { kind: "taijutsu", speed: 9, stamina: 6, damage: { dice: "1d4", stat: "str", type: "blunt" } } },
        { name: "Lost Art", type: "technique", _stats: { compendiumSource: "Compendium.shinobi.techniques.Item.gone" }, system: { kind: "taijutsu", speed: 10, damage: { dice: "1d6", stat: "str", type: "blunt" } } },
        { name: "Homebrew", type: "technique", system: { kind: "taijutsu", speed: 7, damage: { dice: "1d6", stat: "str", type: "blunt" } } },
      ],
    });
    const { updateFromCompendium } = await import("../../src/documents/update-from-compendium");
    writes.reset();
    const result = await updateFromCompendium(ino as never);
    expect(result).toEqual({ updated: 1, missing: ["Lost Art"] });
    expect(writes.calls()).toBe(1);
    const refreshed = ino.items.find((i) => i.name === "Basic Unarmed")!;
    expect(refreshed.system).toMatchObject({ speed: 8, stamina: 5, damage: { dice: "2d4" } });
    expect(ino.items.find((i) => i.name === "Homebrew")).toBeDefined();
  });
});
