import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { beforeAll, describe, expect, it } from "vitest";
import { techniqueToAction, weaponToAction, type TechniqueSource, type WeaponSource } from "../../src/rules/ic/items";
import { seededDice } from "../../src/rules/dice";
import { newCombatant } from "../../src/rules/ic/combatant";
import { DEFAULT_IC_OPTIONS } from "../../src/rules/ic/options";
import { applyAttackOutcome } from "../../src/rules/ic/resolve/apply";
import { resolveAttack } from "../../src/rules/ic/resolve/attack";
import { declareAction } from "../../src/rules/ic/resolve/declare";
import { bootSystem, type Harness } from "../harness";
import { REPO } from "../harness/handlebars";

// Every technique shipped in the packs resolves through the IC engine: declared, attacked with, applied.
const SOURCE = join(REPO, "packs", "_source");
interface PackDoc {
  name: string;
  type: string;
  system: unknown;
  items?: PackDoc[];
}

/** Every document in the pack sources, with the items embedded in actors. */
const allDocs: PackDoc[] = readdirSync(SOURCE).flatMap((pack) =>
  readdirSync(join(SOURCE, pack))
    .filter((f) => f.endsWith(".yml"))
    .map((f) => parse(readFileSync(join(SOURCE, pack, f), "utf8")) as PackDoc)
    .flatMap((d) => [d, ...(d.items ?? [])]),
);
const techniques = allDocs.filter((d) => d.type === "technique");
const weapons = allDocs.filter((d) => d.type === "weapon") as (PackDoc & { system: WeaponSource })[];

let harness: Harness;
beforeAll(async () => {
  harness = await bootSystem();
});

describe("pack techniques in the engine", () => {
  it("has techniques to check", () => {
    expect(techniques.length).toBeGreaterThanOrEqual(17);
  });

  it.each(techniques.map((t, i) => [`${t.name} #${i}`, t] as const))("%s resolves", (_name, doc) => {
    const model = (harness.CONFIG.Item.dataModels as Record<string, { schema: { clean(s: unknown): unknown } }>).technique!;
    const action = techniqueToAction(doc.name, model.schema.clean(doc.system) as TechniqueSource);
    const stats = { str: 50, dex: 60, agi: 40, res: 40, cha: 50, xp: 800 };
    const attacker = newCombatant({ id: "a", name: "A", stats, ongoing: { name: "Perform Handseals", role: "handseals", startedIc: 0, untilIc: 10 } });
    const defender = newCombatant({ id: "d", name: "D", stats, vitality: { value: 5000, max: 5000 }, hp: { value: 1000, max: 1000 } });
    const dice = seededDice(3);
    const declared = declareAction(attacker, action, { ic: 10, variableLength: action.variable ? 6 : undefined }, DEFAULT_IC_OPTIONS, dice);
    expect(declared.actor.nextIc).toBeGreaterThan(10);
    const outcome = resolveAttack(declared.actor, defender, declared, { defense: "none" }, DEFAULT_IC_OPTIONS, dice, dice);
    expect(outcome.damage).toBeGreaterThanOrEqual(0);
    const applied = applyAttackOutcome(defender, outcome, 10, DEFAULT_IC_OPTIONS, dice).defender;
    expect(applied.vitality.value).toBe(5000 - outcome.damage);
  });
});

describe("the Multi-Throw basic action", () => {
  it("is a real multi-throw: two shuriken, Speed 5, Stamina 6, shuriken Accuracy once", () => {
    const doc = techniques.find((t) => t.name === "Multi-Throw")!;
    const model = (harness.CONFIG.Item.dataModels as Record<string, { schema: { clean(s: unknown): unknown } }>).technique!;
    const action = techniqueToAction(doc.name, model.schema.clean(doc.system) as TechniqueSource);
    expect(action.multiThrow).toEqual({ weapon: "shuriken", count: 2 });
    const stats = { str: 60, dex: 40, agi: 40, res: 40, cha: 40, xp: 0 };
    const dice = seededDice(9);
    const declared = declareAction(newCombatant({ id: "a", name: "A", stats }), action, { ic: 0 }, DEFAULT_IC_OPTIONS, dice);
    expect(declared.speed.speed).toBe(5);
    expect(declared.exhaustion[0]?.cost).toBe(6);
    const outcome = resolveAttack(declared.actor, newCombatant({ id: "d", name: "D", stats }), declared, { defense: "none" }, DEFAULT_IC_OPTIONS, dice, dice);
    // Accuracy 10 + DEX 40/10 + shuriken +2, once.
    expect(outcome).toMatchObject({ accuracy: 16, multiThrow: true });
  });
});

describe("pack weapons in the engine", () => {
  it.each(weapons.map((w, i) => [`${w.name} #${i}`, w] as const))("a Basic Weapon attack with %s resolves", (_name, doc) => {
    const action = weaponToAction(doc.name, doc.system);
    const stats = { str: 45, dex: 45, agi: 40, res: 40, cha: 30, xp: 0 };
    const dice = seededDice(5);
    const declared = declareAction(newCombatant({ id: "a", name: "A", stats }), action, { ic: 0 }, DEFAULT_IC_OPTIONS, dice);
    expect(declared.speed.speed).toBe(doc.system.speed);
    const outcome = resolveAttack(declared.actor, newCombatant({ id: "d", name: "D", stats }), declared, { defense: "none" }, DEFAULT_IC_OPTIONS, dice, dice);
    expect(outcome.accuracy).toBe(14 + doc.system.accuracy);
    expect(outcome.damage).toBeGreaterThan(0);
    expect(outcome.damageType).toBe(doc.system.damage.type);
  });

  it("ships shuriken and kunai with the rules' dice", () => {
    expect(weapons.find((w) => w.name === "Shuriken")?.system).toMatchObject({ damage: { dice: "1d6" }, accuracy: 2 });
    expect(weapons.find((w) => w.name === "Kunai")?.system).toMatchObject({ damage: { dice: "2d6" } });
  });
});
