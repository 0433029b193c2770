import { beforeAll, describe, expect, it } from "vitest";
import { weaponHardness } from "../../src/rules/degrees";
import { bootSystem, registerModels, type Harness } from "../harness";
import { DEGREES_PACKS, plainText, storedSystem } from "./degrees-pack-sources";
import { documentsAndItemsIn, packDocuments, packsFlaggedFor, systemFlag, type PackDocument } from "./pack-sources";

/*
 * The degrees packs as a whole (declared, flagged, stored as their models store them) and the
 * weapons pack, whose numbers are defaults: the rules text lacks its weapon table (M37).
 */

let harness: Harness;
beforeAll(async () => {
  harness = await bootSystem();
  registerModels(harness, (await import("../../src/rulesets/degrees/data")).DEGREES_MODELS);
});

const typed = documentsAndItemsIn(DEGREES_PACKS).filter(([, doc]) => doc.system !== undefined);

describe("the degrees packs", () => {
  it("are declared for the degrees ruleset, and every pack flagged degrees is one of them", () => {
    expect(packsFlaggedFor("degrees").sort()).toEqual([...DEGREES_PACKS].sort());
  });

  it("flag every document and every embedded item degrees, so a degrees world opens them as its own", () => {
    const unflagged = documentsAndItemsIn(DEGREES_PACKS).filter(([, doc]) => systemFlag(doc, "ruleset") !== "degrees");
    expect(unflagged.map(([pack, doc]) => `${pack}: ${doc.name}`)).toEqual([]);
  });

  it.each(typed.map(([pack, doc]) => [`${pack}: ${doc.name}`, doc] as const))("%s holds its system data exactly as its model stores it", (_name, doc) => {
    // No field the model would drop, none it would fill in or coerce: what the pack says is what a world gets.
    expect(storedSystem(harness, doc)).toEqual(doc.system);
  });
});

/** A weapon's damage by the pack's one rule (see each description's Default paragraph). */
function ruleDamage(w: PackDocument): number {
  const s = w.system as { weight: "light" | "medium" | "heavy"; category: string; long: boolean; critMin: number | null };
  const byWeight = { light: 1, medium: 2, heavy: 3 }[s.weight];
  const trained = s.category === "martial" || (s.category === "special" && !systemFlag(w, "feature")) ? 1 : 0;
  return byWeight + trained - (s.long ? 1 : 0) - (s.critMin === 14 ? 1 : 0);
}

describe("the degrees weapons pack", () => {
  const weapons = packDocuments("degrees-weapons");
  const byKey = (key: string) => weapons.find((w) => systemFlag(w, "weapon") === key)!.system!;

  it("holds the weapons the text names with the text's numbers: kunai +1, shuriken (3) +1, the scimitar's 14–16, the staff that blocks techniques (E1, E7, E12, M23)", () => {
    expect(byKey("kunai")).toMatchObject({ damage: 1, thrown: true });
    expect(byKey("shuriken")).toMatchObject({ damage: 1, thrown: true, thrownCount: 3 });
    expect(byKey("scimitar")).toMatchObject({ critMin: 14 });
    expect(byKey("adamantineStaff")).toMatchObject({ blocksProjectileTechniques: true, category: "special" });
  });

  it("strikes bare-handed for no weapon damage and non-lethally (M28 default, M38)", () => {
    expect(byKey("unarmed")).toMatchObject({ damage: 0, lethal: false, thrown: false });
  });

  it.each(weapons.filter((w) => systemFlag(w, "weapon") !== "unarmed").map((w) => [w.name, w] as const))("%s deals the damage the default rule gives it", (_name, w) => {
    expect(w.system?.damage).toBe(ruleDamage(w));
  });

  it.each(weapons.map((w) => [w.name, w] as const))("%s says what is a default and crits on the table's fourth degree unless widened", (_name, w) => {
    const text = String(w.system?.description);
    expect(text).toMatch(/<strong>Default\.<\/strong>/);
    expect([null, 14]).toContain(w.system?.critMin);
    const hardness = /hardness 10 \+ 5 × (\d+) = (\d+)/.exec(plainText(text));
    if (systemFlag(w, "weapon") !== "unarmed") expect(hardness && [Number(hardness[1]), Number(hardness[2])]).toEqual([w.system?.damage, weaponHardness(Number(w.system?.damage))]);
  });
});
