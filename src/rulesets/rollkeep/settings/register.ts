import { SYSTEM_ID } from "../../../constants";
import { rollKeepDiceOptions } from "../dice";
import { optionProblem, rollkeepOptions } from "../options";
import { rollkeepRules } from "../state";
import { choiceLabel, OPTION_SETTINGS, settingKey, settingLabel, type OptionName, type OptionSetting, type OptionSettingConfig } from "./option-settings";

declare module "fvtt-types/configuration" {
  // Each rule option's world setting, typed as the option (see ./option-settings).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the members come from the mapped type
  interface SettingConfig extends OptionSettingConfig {}
}

/** What Foundry's settings form shows for one option: a select of its choices, a checkbox, or a whole-number slider. */
function settingType(option: OptionName, setting: OptionSetting) {
  switch (setting.kind) {
    case "choice":
      return { type: String, choices: Object.fromEntries(setting.choices.map((value) => [value, choiceLabel(option, value)])) };
    case "flag":
      return { type: Boolean };
    case "number":
      return { type: Number, range: { min: setting.min, max: setting.max, step: 1 } };
  }
}

/** The rule option a stored Setting document holds, if it is one of ours. */
function optionOf(key: unknown): OptionName | null {
  return (Object.keys(OPTION_SETTINGS) as OptionName[]).find((option) => key === `${SYSTEM_ID}.${settingKey(option)}`) ?? null;
}

/** A Setting document's value as stored: JSON text, as Foundry writes it. */
function storedValue(value: unknown): unknown {
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/** Refuses, before it is written, a value the rules would refuse (a macro's `game.settings.set`), naming the setting; nothing is stored. */
function guardWrite(key: unknown, value: unknown): boolean {
  const option = optionOf(key);
  if (option === null) return true;
  const problem = optionProblem(option, storedValue(value));
  if (problem === null) return true;
  ui.notifications?.error(problem);
  return false;
}

/**
 * Registers every roll-and-keep rule option as a world setting (only a GM changes world settings),
 * defaulting to the port's defaults. Options the sheets derive from reload the world, so every
 * actor is derived again; the rest are read at each roll. The `XkY` dice term then follows them.
 */
export function registerRollkeepSettings(): void {
  const settings = game.settings;
  if (!settings) throw new Error("Shinobi settings were used before Foundry's init hook");
  const defaults = rollkeepRules.options.defaults;
  for (const option of Object.keys(OPTION_SETTINGS) as OptionName[]) {
    const { setting, derived } = OPTION_SETTINGS[option];
    const config = { name: settingLabel(option, "name"), hint: settingLabel(option, "hint"), scope: "world", config: true, default: defaults[option], requiresReload: derived, ...settingType(option, setting) };
    // fvtt-types ties each key to its value's type, which a loop over every option's key cannot show it; the table types each option's setting.
    settings.register(SYSTEM_ID, settingKey(option) as never, config as never);
  }
  Hooks.on("preCreateSetting", (setting) => guardWrite(setting.key, setting.value));
  Hooks.on("preUpdateSetting", (setting, changed) => guardWrite(setting.key, "value" in changed ? changed.value : setting.value));
  rollKeepDiceOptions(rollkeepOptions);
}
