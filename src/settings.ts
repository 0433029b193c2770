import { SYSTEM_ID } from "./constants";
import { registerRollModeSettings } from "./dice/roll-mode";
import { DEFAULT_RULESET, RULESETS, type RulesetId } from "./rules/registry";

export const SETTINGS = {
  ruleset: "ruleset",
  schemaVersion: "schemaVersion",
} as const;

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "shinobi.ruleset": string;
    "shinobi.schemaVersion": number;
  }
}

/** Registers the settings every ruleset shares: which ruleset the world plays (among those `offered` at the table), the schema version, roll modes. */
export function registerSettings(offered: readonly RulesetId[]): void {
  const settings = game.settings;
  if (!settings) throw new Error("Shinobi settings were used before Foundry's init hook");
  settings.register(SYSTEM_ID, SETTINGS.ruleset, {
    name: "SHINOBI.Setting.ruleset.name",
    hint: "SHINOBI.Setting.ruleset.hint",
    scope: "world",
    config: true,
    type: String,
    choices: Object.fromEntries(offered.map((id) => [id, RULESETS[id].label])),
    default: DEFAULT_RULESET,
    requiresReload: true,
  });
  settings.register(SYSTEM_ID, SETTINGS.schemaVersion, {
    name: "SHINOBI.Setting.schemaVersion.name",
    scope: "world",
    config: false,
    type: Number,
    default: 0,
  });
  registerRollModeSettings();
}
