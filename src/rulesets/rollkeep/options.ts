import type { RulesetTypesOf } from "../../rules/registry";
import { readRuleOptions, type RuleOptionSettings } from "../settings/rule-options";
import { OPTION_SETTINGS } from "./settings/option-settings";
import { rollkeepRules } from "./state";

type Options = RulesetTypesOf<"rollkeep">["options"];

/** The roll-and-keep rule options as `rk<Option>` world settings, checked by the port. */
export const ROLLKEEP_OPTION_SETTINGS: RuleOptionSettings<Options> = { prefix: "rk", entries: OPTION_SETTINGS, defaults: rollkeepRules.options.defaults, resolve: rollkeepRules.options.resolve };

/**
 * The GM's rule options (O1: the book, and a choice for every gap the texts leave), read from the
 * world settings and checked by the port; a stored value the rules refuse is named in the error,
 * never replaced by its default. Where no world is running, the port's defaults.
 */
export function rollkeepOptions(): Options {
  return readRuleOptions(ROLLKEEP_OPTION_SETTINGS);
}
