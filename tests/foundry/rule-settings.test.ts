import { beforeEach, describe, expect, it } from "vitest";
import { bootSystem, type Harness } from "../harness";

let harness: Harness;
beforeEach(async () => {
  harness = await bootSystem();
});

describe("GM-editable rule settings", () => {
  it("use the documented defaults until the GM changes them", async () => {
    const { icOptions: worldRuleOptions } = await import("../../src/rulesets/ic/settings");
    const { RULESETS } = await import("../../src/rules/registry");
    const DEFAULT_IC_OPTIONS = RULESETS.ic.options.defaults;
    expect(worldRuleOptions().woundThresholds).toEqual(DEFAULT_IC_OPTIONS.woundThresholds);
    expect(worldRuleOptions().fatigueLevelEffects).toEqual(DEFAULT_IC_OPTIONS.fatigueLevelEffects);
  });

  it("saves wound thresholds from the editor's form and the rules then use them", async () => {
    const { saveWoundThresholds, thresholdsFromForm } = await import("../../src/rulesets/ic/apps/wound-thresholds-config");
    const { icOptions: worldRuleOptions } = await import("../../src/rulesets/ic/settings");
    const form = { "vitality.minor": "8", "vitality.major": "20", "vitality.severe": "35", "vitality.critical": "55", "hp.minor": "15", "hp.major": "40", "hp.severe": "70", "hp.critical": "100" };
    await saveWoundThresholds(thresholdsFromForm(form));
    expect(worldRuleOptions().woundThresholds.vitality).toEqual({ minor: 8, major: 20, severe: 35, critical: 55 });
  });

  it("refuses thresholds that do not rise with severity, or that are not numbers, and keeps the old ones", async () => {
    const { saveWoundThresholds, thresholdsFromForm } = await import("../../src/rulesets/ic/apps/wound-thresholds-config");
    const { icOptions: worldRuleOptions } = await import("../../src/rulesets/ic/settings");
    const before = worldRuleOptions().woundThresholds;
    const form = { "vitality.minor": "30", "vitality.major": "20", "vitality.severe": "35", "vitality.critical": "55", "hp.minor": "15", "hp.major": "40", "hp.severe": "70", "hp.critical": "100" };
    await expect(saveWoundThresholds(thresholdsFromForm(form))).rejects.toThrow(/Vitality Major: each severity needs a higher percentage/);
    await expect(saveWoundThresholds(thresholdsFromForm({ ...form, "vitality.minor": "lots" }))).rejects.toThrow(/vitality\.minor/);
    expect(worldRuleOptions().woundThresholds).toEqual(before);
    const shown = (globalThis as unknown as { ui: { notifications: { shown: { level: string }[] } } }).ui.notifications.shown;
    expect(shown.map((n) => n.level)).toEqual(["error", "error"]);
  });

  it("turns the Fatigue penalty setting into level effects", async () => {
    const { icOptions: worldRuleOptions } = await import("../../src/rulesets/ic/settings");
    await harness.game.settings.set("shinobi", "fatiguePenaltyPerLevel", -2);
    expect(worldRuleOptions().fatigueLevelEffects[2]).toContainEqual({ target: "defense", value: -4, source: "fatigue" });
  });
});
