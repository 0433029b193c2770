import { RULESETS, type RulesetTypesOf } from "../../rules/registry";
import { readRuleOptions, type RuleOptionSettings } from "../settings/rule-options";
import { OPTION_SETTINGS } from "./settings/option-settings";

type Options = RulesetTypesOf<"degrees">["options"];

/** The degrees rule options as `dg<Option>` world settings, checked by the port. */
export const DEGREES_OPTION_SETTINGS: RuleOptionSettings<Options> = { prefix: "dg", entries: OPTION_SETTINGS, defaults: RULESETS.degrees.options.defaults, resolve: RULESETS.degrees.options.resolve };

/**
 * The GM's degrees rule options (every reading the text leaves open, F1, F2), read from the world
 * settings and checked by the port; a stored value the rules refuse is named in the error, never
 * replaced by its default. Where no world is running, the port's defaults.
 */
export function degreesOptions(): Options {
  return readRuleOptions(DEGREES_OPTION_SETTINGS);
}
