import { SYSTEM_ID } from "./constants";
import { registerRollModeSettings } from "./dice/roll-mode";
import { DEFAULT_RULESET, RULESETS } from "./rules/registry";

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

/** Registers the settings every ruleset shares: which ruleset the world plays, the schema version, roll modes. */
export function registerSettings(): void {
  const settings = game.settings;
  if (!settings) throw new Error("Shinobi settings were used before Foundry's init hook");
  settings.register(SYSTEM_ID, SETTINGS.ruleset, {
    name: "SHINOBI.Setting.ruleset.name",
    hint: "SHINOBI.Setting.ruleset.hint",
    scope: "world",
    config: true,
    type: String,
    choices: Object.fromEntries(Object.values(RULESETS).map((r) => [r.id, r.label])),
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
