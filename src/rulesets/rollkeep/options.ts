import { SYSTEM_ID } from "../../constants";
import { format, localize } from "../../i18n";
import { isRuleRefusal } from "../../rules/ruleset";
import type { RulesetTypesOf } from "../../rules/registry";
import { OPTION_SETTINGS, settingKey, settingLabel, type OptionName } from "./settings/option-settings";
import { rollkeepRules } from "./state";

type Options = RulesetTypesOf<"rollkeep">["options"];

function isOptionName(name: unknown): name is OptionName {
  return typeof name === "string" && Object.hasOwn(OPTION_SETTINGS, name);
}

/**
 * Why a rule option's value cannot be stored, worded for the GM with the setting named, or null
 * when the port accepts it. The port checks it among the defaults, so one setting is judged alone.
 */
export function optionProblem(option: OptionName, value: unknown): string | null {
  try {
    rollkeepRules.options.resolve({ [option]: value });
    return null;
  } catch (error) {
    if (!isRuleRefusal(error)) throw error;
    return format("SHINOBI.Setting.rk.refused", { setting: localize(settingLabel(option, "name")), key: `${SYSTEM_ID}.${settingKey(option)}`, value: JSON.stringify(value) ?? String(value), problem: String(error.data.problem) });
  }
}

/**
 * The GM's rule options (O1: the book, and a choice for every gap the texts leave), read from the
 * world settings and checked by the port. A stored value the rules refuse is never coerced or
 * replaced by its default: the error names the setting to fix. Where no world is running (building
 * packs, a world of another ruleset), the port's defaults.
 */
export function rollkeepOptions(): Options {
  const settings = game.settings;
  if (!settings?.settings?.has(`${SYSTEM_ID}.${settingKey("variant")}`)) return rollkeepRules.options.defaults;
  const stored = Object.fromEntries(Object.keys(OPTION_SETTINGS).filter(isOptionName).map((option) => [option, settings.get(SYSTEM_ID, settingKey(option))]));
  try {
    return rollkeepRules.options.resolve(stored);
  } catch (error) {
    const field = isRuleRefusal(error) ? error.data.field : undefined;
    if (!isOptionName(field)) throw error;
    throw new Error(optionProblem(field, stored[field]) ?? String(error), { cause: error });
  }
}
