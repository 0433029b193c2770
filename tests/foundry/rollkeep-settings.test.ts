import { beforeEach, describe, expect, it } from "vitest";
import { RULESETS } from "../../src/rules/registry";
import { ActorDouble, bootSystem, diceBox, face, type Harness } from "../harness";
import { fixedDice } from "../../src/rules/dice";
import { AYAME_SOURCE } from "../fixtures/rollkeep-actors";

/* The roll-and-keep rule options as world settings (docs/rules-rollkeep.md, "World settings"). */

let harness: Harness;
beforeEach(async () => {
  harness = await bootSystem({ ruleset: "rollkeep" });
});

type Registered = { scope: string; config: boolean; type: unknown; default: unknown; requiresReload: boolean; choices?: Record<string, string>; range?: object; name: string; hint: string };
const registered = (key: string) => (harness.game.settings as unknown as { settings: Map<string, Registered> }).settings.get(`shinobi.${key}`);
const defaults = RULESETS.rollkeep.options.defaults;
const options = async () => (await import("../../src/rulesets/rollkeep/options")).rollkeepOptions();

describe("the roll-and-keep rule settings", () => {
  it("register every rule option as a GM's world setting, named and explained, at the port's default", async () => {
    const { OPTION_SETTINGS, settingKey } = await import("../../src/rulesets/rollkeep/settings");
    for (const option of Object.keys(defaults) as (keyof typeof defaults)[]) {
      const setting = registered(settingKey(option));
      // A table (O2) is stored as its numbers typed on one line.
      const stored = Array.isArray(defaults[option]) ? (defaults[option] as readonly number[]).join(", ") : defaults[option];
      expect(setting, option).toMatchObject({ scope: "world", config: true, default: stored, requiresReload: OPTION_SETTINGS[option].derived });
      expect(harness.game.i18n.has(setting!.name), setting!.name).toBe(true);
      expect(harness.game.i18n.has(setting!.hint), setting!.hint).toBe(true);
      for (const label of Object.values(setting!.choices ?? {})) expect(harness.game.i18n.has(label), label).toBe(true);
    }
    expect(registered("rkVariant")).toMatchObject({ type: String, choices: { "4e": "SHINOBI.Setting.rk.variant.4e", house: "SHINOBI.Setting.rk.variant.house" }, requiresReload: true });
    expect(registered("rkWoundRankMultiplier")).toMatchObject({ type: Number, range: { min: 1, max: 10, step: 1 }, requiresReload: true });
    expect(registered("rkVoidOnDamage")).toMatchObject({ type: Boolean, requiresReload: false });
    expect(registered("rkWoundPenalties4e")).toMatchObject({ type: String, default: "3, 5, 10, 15, 20, 40", requiresReload: true });
  });

  it("read an edited wound table into every track the sheets derive (O2), and refuse a bad one naming the setting", async () => {
    harness.game.settings.store("shinobi", "rkWoundPenalties4e", "1, 2, 3, 4, 5, 6");
    expect((await options()).woundPenalties4e).toEqual([1, 2, 3, 4, 5, 6]);
    harness.game.settings.store("shinobi", "rkWoundPenalties4e", "1, 2, 3");
    await expect(options()).rejects.toThrow(/Wound penalties \(4e\).*must list 6 whole numbers/);
  });

  it("are the port's defaults until the GM changes them, then reach the rules", async () => {
    expect(await options()).toEqual(defaults);
    await harness.game.settings.set("shinobi", "rkVariant", "house");
    await harness.game.settings.set("shinobi", "rkWoundRankMultiplier", 3);
    expect(await options()).toMatchObject({ variant: "house", woundRankMultiplier: 3 });
    // The house rules' thresholds: Earth 2, Nicked at 11 wounds, −3 off totals.
    const ayame = new ActorDouble({ ...AYAME_SOURCE, system: { ...AYAME_SOURCE.system, wounds: 11 } });
    expect((ayame.system as { derived: { woundRank: { rank: string; penalty: number } } }).derived.woundRank).toMatchObject({ rank: "nicked", penalty: 3 });
  });

  it("refuse a stored value the rules refuse, naming the setting, never putting the default in its place", async () => {
    await harness.game.settings.set("shinobi", "rkWoundRankMultiplier", 2.5);
    await expect(options()).rejects.toThrow("The rule setting “Wound rank width (4e)” (shinobi.rkWoundRankMultiplier) holds 2.5, which the rules refuse: it must be a whole number from 1 to 10.");
    await harness.game.settings.set("shinobi", "rkWoundRankMultiplier", 2);
    await harness.game.settings.set("shinobi", "rkVoidOnDamage", "yes");
    await expect(options()).rejects.toThrow(/“Void Points on damage” \(shinobi\.rkVoidOnDamage\) holds "yes".*must be true or false/);
  });

  it("refuse such a value before it is written, with the setting named to the GM", () => {
    const shown = (globalThis as unknown as { ui: { notifications: { shown: { level: string; message: string }[] } } }).ui.notifications.shown;
    const update = (key: string, value: string) => harness.Hooks.call("preUpdateSetting", { key, value: JSON.stringify(3) }, { value });
    expect(update("shinobi.rkRetryTnStep", "500")).toBe(false);
    expect(shown.at(-1)).toMatchObject({ level: "error", message: expect.stringContaining("(shinobi.rkRetryTnStep) holds 500") });
    expect(update("shinobi.rkRetryTnStep", "20")).toBe(true);
    expect(harness.Hooks.call("preCreateSetting", { key: "shinobi.rkVariant", value: JSON.stringify("5e") })).toBe(false);
    expect(harness.Hooks.call("preCreateSetting", { key: "core.rollMode", value: JSON.stringify("anything") })).toBe(true);
  });

  it("are the options the XkY dice term throws with (D4b: kept dice past ten)", async () => {
    const roll = async () => {
      diceBox.source = fixedDice(Array.from({ length: 10 }, () => face(5, 10)));
      return (await new Roll("12k12").evaluate()).total;
    };
    // Two rolled dice past ten with ten kept are +2 each (D4); the two kept past ten +2 each by default (D4b).
    expect(await roll()).toBe(50 + 4 + 4);
    await harness.game.settings.set("shinobi", "rkKeptPastTen", "discard");
    expect(await roll()).toBe(50 + 4);
  });
});
