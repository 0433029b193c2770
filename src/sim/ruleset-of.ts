import { readYaml, ScenarioErrors } from "./validate";

/** The rulesets the simulator plays a scenario file of. */
export const SIMULATED_RULESETS = ["ic", "rollkeep", "degrees"] as const;
export type SimulatedRuleset = (typeof SIMULATED_RULESETS)[number];

/**
 * A scenario file read as YAML, with the ruleset it names (`ruleset:`; `ic` for a file that names
 * none, as every file did before there was a choice). A file that is not a mapping, or names
 * another ruleset, is refused naming the line or the field.
 */
export function readScenarioFile(text: string, source: string): { ruleset: SimulatedRuleset; doc: Record<string, unknown> } {
  const errors = new ScenarioErrors();
  const raw = readYaml(text, errors);
  errors.throwIfAny(`scenario ${source}`);
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) errors.add("line 1", "a scenario is a mapping of name, ruleset, options, combatants and turns");
  errors.throwIfAny(`scenario ${source}`);
  // A mapping, checked just above.
  const doc = raw as Record<string, unknown>;
  const ruleset = errors.oneOf(doc.ruleset, "ruleset", SIMULATED_RULESETS, "ic");
  errors.throwIfAny(`scenario ${source}`);
  return { ruleset, doc };
}

/** The ruleset a file names, read quietly: null for a file that names none, or is no YAML mapping (its own reader then says why). */
export function rulesetNamed(text: string): string | null {
  const raw = readYaml(text, new ScenarioErrors());
  if (raw === null || typeof raw !== "object" || Array.isArray(raw) || !("ruleset" in raw)) return null;
  return typeof raw.ruleset === "string" ? raw.ruleset : null;
}
