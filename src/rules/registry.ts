import { deriveCombatValues } from "./ic/derived";
import { DEFAULT_IC_OPTIONS } from "./ic/options";

/**
 * The rulesets the system knows. The Foundry layer asks this registry for what it needs
 * (derived values, default options) instead of branching on a ruleset id everywhere; the
 * `rollkeep` and `degrees` rulesets register here beside `ic` when they arrive.
 */
export const RULESETS = {
  ic: {
    id: "ic",
    label: "SHINOBI.Ruleset.ic",
    deriveCombatValues,
    defaultOptions: DEFAULT_IC_OPTIONS,
  },
} as const;

export type RulesetId = keyof typeof RULESETS;

export const DEFAULT_RULESET: RulesetId = "ic";

export function ruleset(id: string) {
  const found = (RULESETS as Record<string, (typeof RULESETS)[RulesetId]>)[id];
  if (!found) throw new Error(`Unknown ruleset "${id}"; known: ${Object.keys(RULESETS).join(", ")}`);
  return found;
}
