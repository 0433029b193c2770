import { SYSTEM_ID } from "../../constants";
import { RULESET_EXTRAS, type RulesetTypesOf } from "../../rules/registry";
import { WoundThresholdsConfig } from "./apps/wound-thresholds-config";
import { FORMULA_LIMITS } from "./data/bounds";
import { icRules } from "./state";
import { woundLocationTables } from "./wound-tables";

type Options = RulesetTypesOf<"ic">["options"];

/** The IC ruleset's world settings: the tables the rules text lacks, as the GM edits them. */
export const IC_SETTINGS = {
  woundThresholds: "woundThresholds",
  fatiguePenaltyPerLevel: "fatiguePenaltyPerLevel",
  maxDicePerRoll: "maxDicePerRoll",
  maxDiceTerms: "maxDiceTerms",
} as const;

/** The per-roll dice caps' defaults, as the engine's options give them. */
const DICE_CAP_DEFAULTS = { maxDicePerRoll: 100, maxDiceTerms: 10 } as const;

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "shinobi.woundThresholds": Options["woundThresholds"];
    "shinobi.fatiguePenaltyPerLevel": number;
    "shinobi.maxDicePerRoll": number;
    "shinobi.maxDiceTerms": number;
  }
}

/** Registers the IC rule settings: the wound thresholds (with their editor), the Fatigue penalty per level and the dice caps. */
export function registerIcSettings(): void {
  const settings = game.settings;
  if (!settings) throw new Error("Shinobi settings were used before Foundry's init hook");
  settings.register(SYSTEM_ID, IC_SETTINGS.woundThresholds, {
    name: "SHINOBI.Setting.woundThresholds.name",
    hint: "SHINOBI.Setting.woundThresholds.hint",
    scope: "world",
    config: false,
    type: Object,
    default: icRules.options.defaults.woundThresholds,
  });
  settings.registerMenu(SYSTEM_ID, "woundThresholdsMenu", {
    name: "SHINOBI.Setting.woundThresholds.name",
    label: "SHINOBI.Setting.woundThresholds.label",
    hint: "SHINOBI.Setting.woundThresholds.hint",
    icon: "fa-solid fa-droplet",
    type: WoundThresholdsConfig,
    restricted: true,
  });
  settings.register(SYSTEM_ID, IC_SETTINGS.fatiguePenaltyPerLevel, {
    name: "SHINOBI.Setting.fatiguePenaltyPerLevel.name",
    hint: "SHINOBI.Setting.fatiguePenaltyPerLevel.hint",
    scope: "world",
    config: true,
    type: Number,
    range: { min: RULESET_EXTRAS.ic.fatiguePenaltyPerLevel.min, max: RULESET_EXTRAS.ic.fatiguePenaltyPerLevel.max, step: 1 },
    default: RULESET_EXTRAS.ic.fatiguePenaltyPerLevel.default,
  });
  // No roll may throw more dice or terms than stored formulas can hold (data/bounds.ts).
  settings.register(SYSTEM_ID, IC_SETTINGS.maxDicePerRoll, {
    name: "SHINOBI.Setting.maxDicePerRoll.name",
    hint: "SHINOBI.Setting.maxDicePerRoll.hint",
    scope: "world",
    config: true,
    type: Number,
    range: { min: 1, max: FORMULA_LIMITS.count, step: 1 },
    default: DICE_CAP_DEFAULTS.maxDicePerRoll,
  });
  settings.register(SYSTEM_ID, IC_SETTINGS.maxDiceTerms, {
    name: "SHINOBI.Setting.maxDiceTerms.name",
    hint: "SHINOBI.Setting.maxDiceTerms.hint",
    scope: "world",
    config: true,
    type: Number,
    range: { min: 1, max: FORMULA_LIMITS.terms, step: 1 },
    default: DICE_CAP_DEFAULTS.maxDiceTerms,
  });
}

/** The dice caps as rule options (the port checks them again, like every option). */
function diceCaps(): Record<string, number> {
  const settings = game.settings;
  if (!settings) return {};
  return {
    maxDicePerRoll: settings.get(SYSTEM_ID, IC_SETTINGS.maxDicePerRoll),
    maxDiceTerms: settings.get(SYSTEM_ID, IC_SETTINGS.maxDiceTerms),
  };
}

/**
 * The IC rule options in force in this world: the defaults with the GM's edits, checked by the
 * port like any other options. Where no world is running (building packs), the defaults.
 */
export function icOptions(): Options {
  if (!game.settings?.settings?.has(`${SYSTEM_ID}.${IC_SETTINGS.woundThresholds}`)) return icRules.options.defaults;
  return icRules.options.resolve({
    woundThresholds: game.settings.get(SYSTEM_ID, IC_SETTINGS.woundThresholds),
    fatiguePenaltyPerLevel: game.settings.get(SYSTEM_ID, IC_SETTINGS.fatiguePenaltyPerLevel),
    ...diceCaps(),
  });
}

/** The options with the wound location tables in play (the world's and the pack's), for steps that place wounds. */
export async function icOptionsWithWoundTables(): Promise<Options> {
  return { ...icOptions(), woundLocationTables: await woundLocationTables() };
}
