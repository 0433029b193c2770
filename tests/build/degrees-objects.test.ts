import { describe, expect, it } from "vitest";
import { EXAMPLE_HARDNESS, IMAGINARY_HARDNESS } from "../../src/rules/degrees";
import { plainText } from "./degrees-pack-sources";
import { packDocuments, systemFlag, type PackDocument } from "./pack-sources";

/*
 * The objects and barriers pack (M117–M126): the text's nine example objects with its hardness and
 * size, held to the engine's table and to the tables pack's copy; the rest (walls, a gate, smoke, a
 * paper screen) say what is the system's own choice.
 */

const objects = packDocuments("degrees-objects");
type ObjectSystem = { hardness: number; absorption: { value: number; max: number }; imaginary: boolean; size: string; carried: boolean; description: string };
const systemOf = (doc: PackDocument) => doc.system as ObjectSystem;
const byKey = (key: string) => objects.find((o) => systemFlag(o, "object") === key);

/** The size each of the text's examples has in the tables pack's copy ("Size Grand (Large); …"), as the size's key. */
function tableSizes(): Record<string, string> {
  const hardness = packDocuments("degrees-tables").find((t) => systemFlag(t, "table") === "hardness")!;
  return Object.fromEntries((hardness.results ?? []).map((r) => [systemFlag<string>(r, "object"), /^Size (\w+)/.exec(plainText(String(r.description)))![1]!.toLowerCase()]));
}

describe("the degrees objects pack", () => {
  it("holds every object of the text's example table, with its hardness (M126) and the size the tables pack gives it", () => {
    const sizes = tableSizes();
    for (const [key, hardness] of Object.entries(EXAMPLE_HARDNESS)) {
      const doc = byKey(key);
      expect(doc, key).toBeDefined();
      expect(systemOf(doc!), key).toMatchObject({ hardness, size: sizes[key], imaginary: false, absorption: { value: 0, max: 0 } });
    }
  });

  it("has constructions with absorption, whole, and a gas at the text's imaginary hardness (M121, M125)", () => {
    for (const key of ["stoneWall", "woodenGate"]) {
      const { absorption } = systemOf(byKey(key)!);
      expect(absorption.max, key).toBeGreaterThan(0);
      expect(absorption.value, key).toBe(absorption.max);
    }
    expect(systemOf(byKey("smokeCloud")!)).toMatchObject({ imaginary: true, hardness: IMAGINARY_HARDNESS });
  });

  it.each(objects.map((o) => [o.name, o] as const))("%s stands free, says where its numbers come from, and names its hardness", (_name, doc) => {
    const system = systemOf(doc);
    expect(system.carried).toBe(false);
    const text = plainText(system.description);
    if (Object.hasOwn(EXAMPLE_HARDNESS, systemFlag<string>(doc, "object"))) expect(text).toMatch(/the rules text's own example/);
    else expect(system.description).toMatch(/<strong>Default\.<\/strong>/);
    // The number a description quotes is the item's own.
    const quoted = /hardness (\d+)|(\d+) or more|reaches (\d+)/i.exec(text);
    if (quoted) expect(Number(quoted[1] ?? quoted[2] ?? quoted[3])).toBe(system.hardness);
  });
});
