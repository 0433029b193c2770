import { format } from "./i18n";
import { isRuleRefusal } from "./rules/refusal";

/**
 * An error a player can read: a rule's refusal worded from its code (`SHINOBI.Refusal.<code>`,
 * filled with its data); any other error as it is.
 */
export function refusalError(error: unknown): Error {
  if (!isRuleRefusal(error)) return error instanceof Error ? error : new Error(String(error));
  return new Error(format(`SHINOBI.Refusal.${error.code}`, { ...error.data }));
}
