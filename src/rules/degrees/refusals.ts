import { RuleRefusal } from "../refusal";

/**
 * A refusal of the degrees rules. Codes sit under `degrees.` so their wording is found at
 * `SHINOBI.Refusal.degrees.<code>` (data keys listed in docs/rules-degrees.md).
 */
export function degreesRefusal(code: string, data: Readonly<Record<string, string | number>>, message: string): RuleRefusal {
  return new RuleRefusal(`degrees.${code}`, data, message);
}
