import { beforeAll, describe, expect, it } from "vitest";
import { SIZE_CATEGORIES, deriveCharacter } from "../../src/rules/degrees";
import { readCharacter } from "../../src/rulesets/degrees/state";
import { bootSystem, registerModels, type Harness } from "../harness";
import { plainText, storedSystem } from "./degrees-pack-sources";
import { packDocuments, systemFlag, type PackDocument } from "./pack-sources";

/*
 * The sample shinobi and NPCs: read as the Foundry layer reads an actor (src/rulesets/degrees/state.ts)
 * and derived by the rules, each unhurt and rested, carrying the packs' weapons and techniques as
 * they are there, with a partner and a mount linked by the actors' own fields (M84–M93).
 */

let harness: Harness;
beforeAll(async () => {
  harness = await bootSystem();
  registerModels(harness, (await import("../../src/rulesets/degrees/data")).DEGREES_MODELS);
});

const actors = packDocuments("degrees-characters");
const characters = actors.filter((a) => a.type === "dgCharacter");
const npcs = actors.filter((a) => a.type === "dgNpc");
const packItems = [...packDocuments("degrees-weapons"), ...packDocuments("degrees-techniques")];
const system = <T>(doc: PackDocument) => doc.system as T;

/** The rules' derived numbers for an actor source, read through the degrees state reader. */
function derived(actor: PackDocument) {
  const items = (actor.items ?? []).map((i) => ({ id: i._id, name: i.name, type: String(i.type), system: storedSystem(harness, i) }));
  const like = { id: actor._id, uuid: null, isToken: false, name: actor.name, type: String(actor.type), system: storedSystem(harness, actor), items, update: async () => undefined, updateEmbeddedDocuments: async () => undefined, createEmbeddedDocuments: async () => undefined, deleteEmbeddedDocuments: async () => undefined };
  return deriveCharacter(readCharacter(like).state.character);
}

describe("the degrees sample characters pack", () => {
  it("has at least three shinobi of different builds, and NPCs with a minion among them", () => {
    expect(new Set(characters.map((c) => systemFlag<string>(c, "build"))).size).toBeGreaterThanOrEqual(3);
    expect(npcs.some((n) => system<{ minion: boolean }>(n).minion)).toBe(true);
  });

  it.each(actors.map((a) => [a.name, a] as const))("%s is unhurt and rested at the maxima the rules derive, and says so", (_name, actor) => {
    const { hpMax, chakraMax } = derived(actor);
    expect(system<{ hp: { value: number } }>(actor).hp.value).toBe(hpMax);
    expect(system<{ chakra: { value: number } }>(actor).chakra.value).toBe(chakraMax);
    expect(plainText(String(actor.system?.biography))).toContain(`${hpMax} HP`);
  });

  it.each(actors.map((a) => [a.name, a] as const))("%s carries the packs' weapons and techniques as they are there, and is trained for its weapons", (_name, actor) => {
    const carried = (actor.items ?? []).filter((i) => i.type !== "dgArmour");
    expect(carried.some((i) => i.type === "dgWeapon")).toBe(true);
    for (const i of carried) {
      const original = packItems.find((p) => p.name === i.name);
      expect(original, i.name).toBeDefined();
      const { quantity: _q, ...own } = i.system ?? {};
      const { quantity: _p, ...theirs } = original!.system ?? {};
      expect(own, i.name).toEqual(theirs);
      expect(i.flags, i.name).toEqual(original!.flags);
      const category = i.system?.category;
      if (category === "martial" || category === "special") expect(system<{ proficiencies: Record<string, boolean> }>(actor).proficiencies[String(category)], `${i.name}: trained`).toBe(true);
    }
    for (const a of (actor.items ?? []).filter((i) => i.type === "dgArmour")) expect(String(a.system?.description), a.name).toMatch(/<strong>Default\.<\/strong>/);
  });

  it("has an animal companion linked as the partner of a shinobi in the pack (M84)", () => {
    const companion = npcs.find((n) => systemFlag(n, "build") === "partner")!;
    const owner = characters.find((c) => c._id === system<{ partnerOf: string }>(companion).partnerOf);
    expect(owner?.name).toBeDefined();
    expect(companion.items?.map((i) => i.name)).toContain("Bite");
  });

  it("has a shinobi riding a special mount of the pack, Large or bigger and a partner of its rider (M90, M92)", () => {
    const rider = characters.find((c) => system<{ mountedOn: string }>(c).mountedOn !== "")!;
    const mount = npcs.find((n) => n._id === system<{ mountedOn: string }>(rider).mountedOn)!;
    expect(SIZE_CATEGORIES.indexOf(system<{ size: (typeof SIZE_CATEGORIES)[number] }>(mount).size)).toBeGreaterThanOrEqual(SIZE_CATEGORIES.indexOf("grand"));
    expect(system<{ partnerOf: string }>(mount).partnerOf).toBe(rider._id);
  });
});
