import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_DEGREES_OPTIONS, baseDamage, damageDegree } from "../../src/rules/degrees";
import { REPO } from "../harness/handlebars";
import { packDocuments, systemFlag, type PackDocument } from "./pack-sources";

/*
 * The degrees techniques, priced by the rules' own numbers (docs/rules-degrees.md, "Technique
 * balance"): expected damage is base damage × the mean degree of a natural 2d8, weighed for area,
 * action, range, lethality, a condition on a hit and ignored hardness, and each rank buys it at
 * one rate of value per chakra. Worked out again here from the engine, so neither the costs nor
 * the docs' table can drift from it.
 */

interface Technique {
  action: "free" | "reaction" | "partial" | "movement" | "standard" | "fullRound";
  chakraCost: number;
  powerLevel: number;
  damage: { source: "none" | "melee" | "ranged" | "ninpou" | "custom"; base: number; fixed: number };
  lethal: boolean;
  range: { type: "personal" | "touch" | "ranged"; metres: number };
  area: number;
  ignoreHardness: number;
}

const RANKS = {
  D: { perChakra: 1.8, chakra: [1, 4], powerLevel: [1, 2] },
  C: { perChakra: 1.51, chakra: [5, 8], powerLevel: [3, 4] },
  B: { perChakra: 1.27, chakra: [9, 14], powerLevel: [5, 6] },
  A: { perChakra: 1.07, chakra: [15, 20], powerLevel: [7, 8] },
  S: { perChakra: 0.9, chakra: [21, 30], powerLevel: [9, 10] },
} as const;
type Rank = keyof typeof RANKS;
const ACTION_PRICE: Partial<Record<Technique["action"], number>> = { partial: 1.5, movement: 1.25, standard: 1, fullRound: 0.75 };
/** Every attribute of the reference caster. */
const REFERENCE_ATTRIBUTE = 4;

/** The mean damage degree of a natural 2d8 over its 64 throws, by the engine's table. */
function expectedDegree(): number {
  let sum = 0;
  for (let a = 1; a <= 8; a++) for (let b = 1; b <= 8; b++) sum += damageDegree(a + b, DEFAULT_DEGREES_OPTIONS);
  return sum / 64;
}

function base(t: Technique): number {
  const { source } = t.damage;
  if (source === "custom") return t.damage.base;
  if (source === "none") return 0;
  return baseDamage({ source, attribute: REFERENCE_ATTRIBUTE, added: source === "ninpou" ? t.powerLevel : 0 }, DEFAULT_DEGREES_OPTIONS);
}

/** What a technique is worth by the method; null for one priced by judgement. */
function value(doc: PackDocument): number | null {
  const t = doc.system as unknown as Technique;
  const action = ACTION_PRICE[t.action] ?? 1;
  const range = t.range.type === "touch" ? 0.9 : 1;
  const stops = systemFlag<number | undefined>(doc, "stops");
  const heals = systemFlag<number | undefined>(doc, "heals");
  if (stops !== undefined) return stops * expectedDegree() * action * 0.5;
  if (heals !== undefined) return heals * action * range;
  if (systemFlag(doc, "kind") !== "attack") return null;
  const expected = base(t) * expectedDegree() + t.damage.fixed;
  const rider = systemFlag(doc, "rider") ? 1.25 : 1;
  return expected * (t.area > 0 ? 1.5 : 1) * action * range * (t.lethal ? 1 : 0.9) * rider * (1 + 0.05 * Math.min(t.ignoreHardness, 10));
}

const techniques = packDocuments("degrees-techniques");
const priced = techniques.filter((t) => value(t) !== null);
const rankOf = (doc: PackDocument) => systemFlag<Rank>(doc, "rank");

/** The rows of the docs' balance table, by technique. */
function docsRows(): Map<string, string[]> {
  const docs = readFileSync(join(REPO, "docs", "rules-degrees.md"), "utf8");
  const section = docs.slice(docs.indexOf("### Technique balance"));
  const rows = [...section.matchAll(/^\| ([^|]+?) \| ([DCBAS]) \| (\w+) \| (\w+) \| (\d+) \| (\d+|—) \| ([\d.]+) \| ([\d.]+) \|$/gm)];
  return new Map(rows.map((r) => [r[1]!, r.slice(2)]));
}

describe("the degrees techniques pack", () => {
  it("rests on a mean degree of 115/64 under the default table", () => {
    expect(expectedDegree()).toBe(115 / 64);
  });

  it("spreads over the elements, the ranks, the action types and the kinds the brief asks for", () => {
    const spread = (key: string) => new Set(techniques.map((t) => systemFlag<string>(t, key)));
    expect([...spread("element")].sort()).toEqual(["bukijutsu", "doton", "fuuton", "genjutsu", "iryo", "katon", "ninpou", "raiton", "suiton", "taijutsu"]);
    expect([...spread("rank")].sort()).toEqual(["A", "B", "C", "D", "S"]);
    expect([...spread("kind")].sort()).toEqual(["attack", "defensive", "support"]);
    const systems = techniques.map((t) => t.system as unknown as Technique);
    expect(new Set(systems.map((s) => s.action))).toEqual(new Set(["partial", "movement", "standard", "fullRound"]));
    expect(new Set(systems.map((s) => s.damage.source))).toEqual(new Set(["none", "melee", "ranged", "ninpou", "custom"]));
    expect(new Set(systems.map((s) => s.range.type))).toEqual(new Set(["personal", "touch", "ranged"]));
    expect(systems.some((s) => s.area > 0) && systems.some((s) => s.damage.fixed > 0) && systems.some((s) => !s.lethal)).toBe(true);
  });

  it("limits Substitution (Kawarimi) to once a scene, shared with partners under one key on every sheet that holds it (M4, M88)", () => {
    const substitutions = [...techniques, ...packDocuments("degrees-characters").flatMap((c) => (c as unknown as { items?: PackDocument[] }).items ?? [])].filter((d) => d.name === "Ninpou: Substitution");
    expect(substitutions.length).toBe(4);
    for (const doc of substitutions) expect((doc.system as unknown as { perScene: unknown }).perScene).toEqual({ times: 1, key: "kawarimi", shared: true });
    // No other technique of the pack is limited a scene.
    expect(techniques.filter((t) => (t.system as unknown as { perScene?: { times: number } }).perScene?.times).map((t) => t.name)).toEqual(["Ninpou: Substitution"]);
  });

  it.each(techniques.map((t) => [t.name, t] as const))("%s keeps its rank's chakra and Power Level, and is defensive exactly when it answers attacks", (_name, doc) => {
    const t = doc.system as unknown as Technique & { defensive: boolean };
    const rank = RANKS[rankOf(doc)];
    expect(t.chakraCost).toBeGreaterThanOrEqual(rank.chakra[0]);
    expect(t.chakraCost).toBeLessThanOrEqual(rank.chakra[1]);
    expect(t.powerLevel).toBeGreaterThanOrEqual(rank.powerLevel[0]);
    expect(t.powerLevel).toBeLessThanOrEqual(rank.powerLevel[1]);
    expect(t.defensive).toBe(systemFlag(doc, "kind") === "defensive");
    expect(String(doc.system?.description)).toContain(`${t.chakraCost} chakra · Power Level ${t.powerLevel}`);
  });

  it.each(priced.map((t) => [t.name, t] as const))("%s costs what its value buys at its rank's rate, within 15 %", (_name, doc) => {
    const worth = value(doc)!;
    const rate = RANKS[rankOf(doc)].perChakra;
    expect(doc.system?.chakraCost).toBe(Math.max(1, Math.round(worth / rate)));
    expect(Math.abs(worth / Number(doc.system?.chakraCost) / rate - 1)).toBeLessThanOrEqual(0.15);
  });

  it("has the docs' balance table row for row, number for number", () => {
    const rows = docsRows();
    expect([...rows.keys()].sort()).toEqual(priced.map((t) => t.name).sort());
    for (const doc of priced) {
      const t = doc.system as unknown as Technique;
      const worth = value(doc)!;
      const shownBase = systemFlag(doc, "stops") !== undefined || systemFlag(doc, "heals") !== undefined ? "—" : String(base(t));
      expect(rows.get(doc.name), doc.name).toEqual([rankOf(doc), String(systemFlag(doc, "kind")), t.action, String(t.chakraCost), shownBase, worth.toFixed(2), (worth / t.chakraCost).toFixed(2)]);
    }
  });
});
