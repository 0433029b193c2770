import { beforeAll, describe, expect, it } from "vitest";
import { RULESETS } from "../../src/rules/registry";
import { bootSystem, registerModels, type Harness } from "../harness";
import { DEGREES_PACKS, storedSystem } from "./degrees-pack-sources";
import { documentsAndItemsIn, systemFlag, type PackDocument } from "./pack-sources";

/*
 * Every weapon and technique of the degrees packs, as its data model stores it, read by the port
 * into the action a sheet or a fight uses: the port reads the model's own field names, so no pack
 * item is lost or misread on its way to the rules (F4).
 */

let harness: Harness;
beforeAll(async () => {
  harness = await bootSystem();
  registerModels(harness, (await import("../../src/rulesets/degrees/data")).DEGREES_MODELS);
});

const rules = RULESETS.degrees;
const items = documentsAndItemsIn(DEGREES_PACKS).filter(([, doc]) => doc.type === "dgWeapon" || doc.type === "dgTechnique");
const action = (doc: PackDocument) => rules.actionFromItem({ name: doc.name, type: String(doc.type), system: storedSystem(harness, doc) });

interface StoredTechnique {
  action: string;
  chakraCost: number;
  powerLevel: number;
  accuracy: string;
  damage: { source: string; base: number; fixed: number };
  lethal: boolean;
  defensive: boolean;
  area: number;
  range: { type: string };
}

describe("the degrees packs' weapons and techniques through the port", () => {
  it("are many, from every pack that holds them", () => {
    expect(items.filter(([, d]) => d.type === "dgWeapon").length).toBeGreaterThanOrEqual(19);
    expect(items.filter(([, d]) => d.type === "dgTechnique").length).toBeGreaterThanOrEqual(76);
    expect(new Set(items.map(([where]) => where.split("/")[0]))).toEqual(new Set(["degrees-weapons", "degrees-techniques", "degrees-maneuvers", "degrees-characters"]));
  });

  it.each(items.filter(([, d]) => d.type === "dgWeapon"))("%s attacks with its accuracy, its damage on the half attribute, lethal as stored", (_where, doc) => {
    const w = storedSystem(harness, doc) as { accuracy: "melee" | "ranged"; damage: number; lethal: boolean; critMin: number | null; weight: string };
    const read = action(doc);
    expect(read).toMatchObject({ key: "weapon", role: "attack", time: "standard", chakra: 0 });
    expect(read?.attack).toMatchObject({ accuracy: w.accuracy, damage: { source: w.accuracy, added: w.damage }, attack: { delivery: w.accuracy === "melee" ? "melee" : "projectile", lethal: w.lethal } });
    expect(read?.attack?.attack.critMin).toBe(w.critMin ?? undefined);
    expect(read?.attack?.attack.heavyWeapon).toBe(w.weight === "heavy" ? true : undefined);
  });

  it.each(items.filter(([, d]) => d.type === "dgTechnique"))("%s is the action its fields say: a defence, an attack when it deals damage, an effect otherwise", (_where, doc) => {
    const t = storedSystem(harness, doc) as unknown as StoredTechnique;
    const read = action(doc);
    expect(read).not.toBeNull();
    expect(read?.chakra).toBe(t.chakraCost);
    if (t.defensive) {
      expect(read).toMatchObject({ role: "defence", time: t.action, defence: { name: doc.name, chakraCost: t.chakraCost, action: t.action } });
      return;
    }
    expect(read?.time).toBe(t.action);
    expect(read?.range).toBe(t.area > 0 ? "area" : t.range.type);
    const deals = t.damage.source !== "none" || t.damage.fixed > 0;
    expect(read?.role).toBe(deals ? "attack" : "technique");
    if (systemFlag(doc, "kind") === "attack") expect(read?.role).toBe("attack");
    if (!deals) return;
    expect(read?.attack).toMatchObject({ accuracy: t.accuracy, fixed: t.damage.fixed, attack: { lethal: t.lethal } });
    const base = read?.attack?.damage;
    if (t.damage.source === "custom") expect(base).toEqual({ base: t.damage.base });
    else if (t.damage.source === "ninpou") expect(base).toEqual({ source: "ninpou", added: t.powerLevel });
    else if (t.damage.source !== "none") expect(base).toEqual({ source: t.damage.source, added: 0, withWeapon: true });
    // Past touch and no area, what a kunai may not Block (M23): a projectile technique, or no projectile at all; only a weapon's own attack (Throw or Shoot) is a plain one.
    const profile = read?.attack?.attack;
    const weapons = (t.damage.source === "ranged" || t.damage.source === "melee") && !(storedSystem(harness, doc) as { projectile?: boolean }).projectile;
    if (profile?.delivery === "projectile" && !weapons) expect(profile.projectileTechnique === true || profile.notProjectile === true, "kunai may not block").toBe(true);
  });

  it("has the pack's bullets and shots as projectile techniques, and its lightning bolts as no projectiles (M23, E13)", () => {
    const profileOf = (name: string) => action(items.find(([, d]) => d.type === "dgTechnique" && d.name === name)![1])?.attack?.attack;
    for (const name of ["Suiton: Water Bullet", "Fuuton: Pressure Bullet", "Doton: Mud Shot", "Fuuton: Vacuum Blade", "Katon: Ember Volley"]) expect(profileOf(name), name).toMatchObject({ projectileTechnique: true });
    for (const name of ["Raiton: Static Needle", "Raiton: Heaven's Thunder"]) expect(profileOf(name), name).toMatchObject({ notProjectile: true });
    expect(profileOf("Throw or Shoot")).toMatchObject({ delivery: "projectile", projectileTechnique: undefined, notProjectile: undefined });
  });
});
