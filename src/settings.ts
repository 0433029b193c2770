import { SYSTEM_ID } from "./constants";
import { WoundThresholdsConfig } from "./apps/wound-thresholds-config";
import { DEFAULT_WOUND_THRESHOLDS, fatigueEffectsPerLevel, resolveOptions, type IcRuleOptions } from "./rules/ic/options";
import { DEFAULT_RULESET, RULESETS } from "./rules/registry";

/** The world schema version the migration runner has brought documents up to. */
export const SCHEMA_VERSION = 1;

export const SETTINGS = {
  ruleset: "ruleset",
  woundThresholds: "woundThresholds",
  fatiguePenaltyPerLevel: "fatiguePenaltyPerLevel",
  schemaVersion: "schemaVersion",
} as const;

/** Foundry creates game.settings before `init`; reaching here earlier is a programming error. */
function clientSettings(): NonNullable<typeof game.settings> {
  if (!game.settings) throw new Error("Shinobi settings were used before Foundry's init hook");
  return game.settings;
}

/** Registers the world settings: the ruleset, the GM-editable tables the rules text lacks, the schema version. */
export function registerSettings(): void {
  const settings = clientSettings();
  settings.register(SYSTEM_ID, SETTINGS.ruleset, {
    name: "SHINOBI.Setting.ruleset.name",
    hint: "SHINOBI.Setting.ruleset.hint",
    scope: "world",
    config: true,
    type: String,
    choices: Object.fromEntries(Object.values(RULESETS).map((r) => [r.id, r.label])),
    default: DEFAULT_RULESET,
    requiresReload: true,
  } as never);
  settings.register(SYSTEM_ID, SETTINGS.woundThresholds, {
    name: "SHINOBI.Setting.woundThresholds.name",
    hint: "SHINOBI.Setting.woundThresholds.hint",
    scope: "world",
    config: false,
    type: Object,
    default: DEFAULT_WOUND_THRESHOLDS,
  } as never);
  settings.registerMenu(SYSTEM_ID, "woundThresholdsMenu", {
    name: "SHINOBI.Setting.woundThresholds.name",
    label: "SHINOBI.Setting.woundThresholds.label",
    hint: "SHINOBI.Setting.woundThresholds.hint",
    icon: "fa-solid fa-droplet",
    type: WoundThresholdsConfig,
    restricted: true,
  } as never);
  settings.register(SYSTEM_ID, SETTINGS.fatiguePenaltyPerLevel, {
    name: "SHINOBI.Setting.fatiguePenaltyPerLevel.name",
    hint: "SHINOBI.Setting.fatiguePenaltyPerLevel.hint",
    scope: "world",
    config: true,
    type: Number,
    range: { min: -5, max: 0, step: 1 },
    default: -1,
  } as never);
  settings.register(SYSTEM_ID, SETTINGS.schemaVersion, {
    name: "SHINOBI.Setting.schemaVersion.name",
    scope: "world",
    config: false,
    type: Number,
    default: 0,
  } as never);
}

/** The IC rule options in force in this world: the defaults with the GM's edits applied. */
export function worldRuleOptions(): IcRuleOptions {
  const settings = clientSettings();
  const get = settings.get.bind(settings) as unknown as (ns: string, key: string) => unknown;
  return resolveOptions({
    woundThresholds: get(SYSTEM_ID, SETTINGS.woundThresholds) as IcRuleOptions["woundThresholds"],
    fatigueLevelEffects: fatigueEffectsPerLevel(Number(get(SYSTEM_ID, SETTINGS.fatiguePenaltyPerLevel))),
  });
}

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "shinobi.ruleset": string;
    "shinobi.woundThresholds": IcRuleOptions["woundThresholds"];
    "shinobi.schemaVersion": number;
    "shinobi.fatiguePenaltyPerLevel": number;
  }
}

/** The world's rule options where settings exist (a running world), the defaults otherwise (building packs, tests). */
export function currentRuleOptions(): IcRuleOptions {
  return game.settings?.settings?.has(`${SYSTEM_ID}.${SETTINGS.woundThresholds}`) ? worldRuleOptions() : resolveOptions();
}
