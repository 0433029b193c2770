import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_ROLLKEEP_OPTIONS, type RollkeepVariant } from "../../src/rules/rollkeep";
import { rollkeepRules } from "../../src/rulesets/rollkeep/state";
import { bootSystem, registerModels, type Harness } from "../harness";
import { combatantOf, rkFlag, rkPack, type RkSource } from "./rollkeep-pack-sources";

/*
 * The sample samurai and NPCs: what the brief of the pack asks for (three samurai, a mook group,
 * a bandit leader), every one a character the engine reads and derives in both books, carrying
 * the weapons and armor of the packs as they are there.
 */

type Model = { schema: { clean(source: unknown): Record<string, unknown> } };
let harness: Harness;
const clean = (doc: "Actor" | "Item", source: RkSource) => (harness.CONFIG[doc].dataModels[String(source.type)] as Model).schema.clean(source.system);

beforeAll(async () => {
  harness = await bootSystem();
  registerModels(harness, (await import("../../src/rulesets/rollkeep/data")).ROLLKEEP_MODELS);
});

const actors = rkPack("rollkeep-samurai");
const weapons = rkPack("rollkeep-weapons");
const armor = rkPack("rollkeep-armor");
const VARIANTS: RollkeepVariant[] = ["4e", "house"];

/** The engine's view of an actor source with its items. */
function combatant(actor: RkSource) {
  const items = (actor.items ?? []).map((i) => ({ id: i._id, name: i.name, type: String(i.type), system: clean("Item", i) }));
  return combatantOf({ name: actor.name, type: String(actor.type), system: clean("Actor", actor) }, items);
}
const without = (system: Record<string, unknown> | undefined, key: string) => Object.fromEntries(Object.entries(system ?? {}).filter(([k]) => k !== key));

describe("the sample samurai pack", () => {
  it("has at least three samurai, a mook group and a bandit leader", () => {
    expect(actors.filter((a) => a.type === "rkSamurai").length).toBeGreaterThanOrEqual(3);
    const npcs = actors.filter((a) => a.type === "rkNpc");
    expect(npcs.some((a) => a.system?.mook === true)).toBe(true);
    expect(npcs.find((a) => a.name === "Bandit Leader")?.system?.mook).toBe(false);
  });

  it.each(actors.map((a) => [a.name, a] as const))("%s is read and derived by the engine in both books", (_name, actor) => {
    const state = combatant(actor);
    for (const variant of VARIANTS) expect(() => rollkeepRules.derive(state, { ...DEFAULT_ROLLKEEP_OPTIONS, variant })).not.toThrow();
    // Every weapon it carries is used with a skill it has, so none of its attacks is unskilled.
    for (const item of (actor.items ?? []).filter((i) => i.type === "rkWeapon")) expect(Object.keys(state.character.skills), `${item.name}`).toContain(item.system?.skill);
    expect(state.weapon.name, "a weapon in hand").not.toBe("");
  });

  it.each(actors.map((a) => [a.name, a] as const))("%s carries the packs' weapons and armor as they are there", (_name, actor) => {
    for (const item of actor.items ?? []) {
      if (item.type === "rkWeapon") {
        const packed = weapons.find((w) => rkFlag(w, "weapon") === rkFlag(item, "weapon"));
        expect({ name: item.name, system: without(item.system, "wielded") }).toEqual({ name: packed?.name, system: without(packed?.system, "wielded") });
      } else if (item.type === "rkArmor") {
        const packed = armor.find((a) => rkFlag(a, "armor") === rkFlag(item, "armor"));
        expect({ name: item.name, system: without(item.system, "worn") }).toEqual({ name: packed?.name, system: without(packed?.system, "worn") });
      } else expect(item.type).toBe("rkTechnique");
    }
  });

  it("gives the mook group the house mook track its notes quote, and ordinary 4e ranks", () => {
    const mook = actors.find((a) => a.system?.mook === true)!;
    const track = (variant: RollkeepVariant) => rollkeepRules.derive(combatant(mook), { ...DEFAULT_ROLLKEEP_OPTIONS, variant }).woundTrack;
    const house = track("house").slice(1);
    expect(house.map((s) => s.rank)).toEqual(["hurt", "bloodied", "out", "dead"]);
    for (const step of house) expect(String(mook.system?.notes)).toContain(`${step.rank[0]!.toUpperCase()}${step.rank.slice(1)} at ${step.from}`);
    expect(track("4e").map((s) => s.rank)).toContain("nicked");
  });

  it("gives the shugenja the core text's 4k3 casting roll (Air 3, school rank 1)", () => {
    const aiko = actors.find((a) => a.items?.some((i) => i.system?.kind === "spell"))!;
    const air = rollkeepRules.derive(combatant(aiko), DEFAULT_ROLLKEEP_OPTIONS).rings.air;
    const rank = (aiko.system?.school as { rank: number }).rank;
    expect(`${air + rank}k${air}`).toBe("4k3");
  });
});
