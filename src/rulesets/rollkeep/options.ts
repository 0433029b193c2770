import type { RulesetTypesOf } from "../../rules/registry";
import { rollkeepRules } from "./state";

/**
 * The GM's rule options (O1: the book, and a choice for every gap the texts leave). The ruleset
 * has no world settings for them yet, so the data models derive under the port's defaults
 * (docs/rules-rollkeep.md, "Combat options").
 */
export function rollkeepOptions(): RulesetTypesOf<"rollkeep">["options"] {
  return rollkeepRules.options.defaults;
}
