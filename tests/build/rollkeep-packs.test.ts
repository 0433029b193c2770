import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_ROLLKEEP_OPTIONS, DEFAULT_WEAPONS, armorBonus, armorReduction } from "../../src/rules/rollkeep";
import { UNARMED_SKILL } from "../../src/rules/rollkeep/port/settle";
import { bootSystem, registerModels, type Harness } from "../harness";
import { builtManifest } from "./dist";
import { ROLLKEEP_PACKS, combatantOf, rkFlag, rkPack, type RkSource } from "./rollkeep-pack-sources";

/*
 * The roll-and-keep packs against the engine: a pack's numbers are the engine's defaults, so a
 * table changed in src/rules/rollkeep fails here until the pack follows (and the other way).
 */

type Model = { schema: { clean(source: unknown): Record<string, unknown> }; validateSource(source: unknown): string[] };
let harness: Harness;
const modelOf = (doc: "Actor" | "Item", type: string): Model => harness.CONFIG[doc].dataModels[type] as Model;

beforeAll(async () => {
  harness = await bootSystem();
  registerModels(harness, (await import("../../src/rulesets/rollkeep/data")).ROLLKEEP_MODELS);
});

/** Every document of every roll-and-keep pack with the items embedded in its actors. */
const everyDocument = (): [string, RkSource][] => ROLLKEEP_PACKS.flatMap((pack) => rkPack(pack).flatMap((doc) => [[pack, doc] as [string, RkSource], ...(doc.items ?? []).map((i) => [pack, i] as [string, RkSource])]));

describe("the roll-and-keep packs", () => {
  it("are declared for the rollkeep ruleset, and every pack flagged rollkeep is one of them", () => {
    const declared = builtManifest().packs as { name: string; flags?: { shinobi?: { ruleset?: string } } }[];
    expect(declared.filter((p) => p.flags?.shinobi?.ruleset === "rollkeep").map((p) => p.name).sort()).toEqual([...ROLLKEEP_PACKS].sort());
  });

  it("flag every document and every embedded item rollkeep, so a rollkeep world opens them as its own", () => {
    const unflagged = everyDocument().filter(([, doc]) => rkFlag(doc, "ruleset") !== "rollkeep").map(([pack, doc]) => `${pack}: ${doc.name}`);
    expect(unflagged).toEqual([]);
  });
});

describe("the weapons pack", () => {
  const weapons = rkPack("rollkeep-weapons");

  it("holds exactly the engine's default weapons (C19, AT6)", () => {
    expect(weapons.map((w) => rkFlag<string>(w, "weapon")).sort()).toEqual(Object.keys(DEFAULT_WEAPONS).sort());
  });

  it.each(weapons.map((w) => [w.name, w] as const))("%s in hand is the engine's weapon, number for number", (_name, doc) => {
    const item = { id: doc._id, name: doc.name, type: "rkWeapon", system: modelOf("Item", "rkWeapon").schema.clean({ ...doc.system, wielded: true }) };
    const samurai = { name: "Tester", type: "rkSamurai", system: modelOf("Actor", "rkSamurai").schema.clean({}) };
    expect(combatantOf(samurai, [item]).weapon).toEqual(DEFAULT_WEAPONS[rkFlag<string>(doc, "weapon")]);
  });

  it("fights bare hands with the skill the rules give a disarmed character (M2)", () => {
    expect(weapons.find((w) => rkFlag(w, "weapon") === "unarmed")?.system?.skill).toBe(UNARMED_SKILL);
  });

  it("says in each description what is a default rather than the texts' number", () => {
    for (const w of weapons) expect(String(w.system?.description), w.name).toMatch(/<strong>Defaults?\.<\/strong>/);
  });
});

describe("the armor pack", () => {
  const armor = rkPack("rollkeep-armor");

  it("rates nothing the texts do not: a worn piece changes the Armor TN and Reduction no more than none (C7, C15)", () => {
    expect(armor.length).toBeGreaterThan(0);
    for (const a of armor) {
      const piece = { name: a.name, bonus: Number(a.system?.bonus), reduction: Number(a.system?.reduction) };
      expect(armorBonus([piece], DEFAULT_ROLLKEEP_OPTIONS), a.name).toBe(armorBonus([], DEFAULT_ROLLKEEP_OPTIONS));
      expect(armorReduction([piece], DEFAULT_ROLLKEEP_OPTIONS), a.name).toBe(armorReduction([], DEFAULT_ROLLKEEP_OPTIONS));
      expect(String(a.system?.description), a.name).toMatch(/<strong>Default\.<\/strong>/);
    }
  });
});
