import { actorByRef } from "./documents/actor-ref";
import { format, hasKey, localize } from "./i18n";
import { isRuleRefusal, type RefusalData } from "./rules/refusal";

/** Where a refusal's words come from: the world's language at the table, a language file in tests. */
export interface RefusalWords {
  localize(key: string): string;
  format(key: string, data: Record<string, string>): string;
  has(key: string): boolean;
  /** A fighter's name by its actor reference, or null when no actor answers to it. */
  fighterName(ref: string): string | null;
}

const WORLD_WORDS: RefusalWords = { localize, format, has: hasKey, fighterName: (ref) => actorByRef(ref)?.name ?? null };

/** A data field that holds an engine id: the key of the id's name, and the placeholder it fills when that is not the field's own. */
interface NamedField {
  key(id: string): string;
  fills?: string;
}

/**
 * The data fields that hold an engine id, not words, each with where the id's localized name is.
 * An id with no name there (a value the rules refused as unknown) is shown as it is. Every other
 * field is shown as it is too: numbers, names the world gave (actors, items), input paths
 * (`field`) and the lists of ids a field accepts (`choices`, `known`).
 */
export const NAMED_FIELDS: Readonly<Record<string, NamedField>> = {
  // ic: the state that keeps a character from acting; a wound threshold's pool and severity.
  condition: { key: (id) => `SHINOBI.Condition.${id}` },
  pool: { key: (id) => `SHINOBI.Pool.${id}` },
  severity: { key: (id) => `SHINOBI.Wound.Severity.${id}` },
  // rollkeep
  stance: { key: (id) => `SHINOBI.RollKeep.Stance.${id}` },
  maneuver: { key: (id) => `SHINOBI.RollKeep.Maneuver.${id}` },
  spend: { key: (id) => `SHINOBI.RollKeep.VoidSpend.${id}` },
  turnAction: { key: (id) => `SHINOBI.RollKeep.Action.${id}` },
  grapple: { key: (id) => `SHINOBI.RollKeep.Grapple.${id}` },
  subject: { key: (id) => `SHINOBI.Refusal.Subject.${id}` },
  // degrees: a basic action's key names it where an item's action is named by the item.
  basicAction: { key: (id) => `SHINOBI.Degrees.BasicAction.${id}`, fills: "action" },
  actionType: { key: (id) => `SHINOBI.Degrees.Action.${id}` },
  size: { key: (id) => `SHINOBI.Degrees.Size.${id}` },
  range: { key: (id) => `SHINOBI.Degrees.Technique.Range.${id}` },
  defence: { key: (id) => `SHINOBI.Degrees.Attack.Defence.${id}` },
  reaction: { key: (id) => `SHINOBI.Degrees.Attack.Defence.${id}` },
  delivery: { key: (id) => `SHINOBI.Degrees.Attack.Delivery.${id}` },
  limit: { key: (id) => `SHINOBI.Degrees.Combat.Use.${id}` },
  use: { key: (id) => `SHINOBI.Degrees.Combat.Use.${id}` },
  per: { key: (id) => `SHINOBI.Degrees.Period.${id}` },
  sense: { key: (id) => `SHINOBI.Degrees.Sense.${id}` },
  check: { key: (id) => `SHINOBI.Degrees.Check.${id}` },
};

/** The data fields that hold a fighter's actor reference (degrees and rollkeep fighters are named by it): shown as the actor's name. */
export const FIGHTER_FIELDS: ReadonlySet<string> = new Set(["id", "holder", "mount", "by"]);

/** A refusal's data as its wording is filled: each id put into words (NAMED_FIELDS, FIGHTER_FIELDS), a `problem` code worded at `SHINOBI.Refusal.Problem.<problem>`. */
function filledData(data: RefusalData, words: RefusalWords): Record<string, string> {
  const filled: Record<string, string> = {};
  for (const [field, value] of Object.entries(data)) {
    const text = String(value);
    const named = Object.hasOwn(NAMED_FIELDS, field) ? NAMED_FIELDS[field] : undefined;
    if (named) {
      const key = named.key(text);
      filled[named.fills ?? field] = words.has(key) ? words.localize(key) : text;
    } else if (FIGHTER_FIELDS.has(field)) filled[field] = words.fighterName(text) ?? text;
    else filled[field] ??= text;
  }
  if (data.problem !== undefined) filled.problem = words.format(`SHINOBI.Refusal.Problem.${String(data.problem)}`, filled);
  return filled;
}

/** A refusal's code and data as players read it: the code's wording (`SHINOBI.Refusal.<code>`) filled with the data put into words. */
export function refusalText(code: string, data: RefusalData = {}, words: RefusalWords = WORLD_WORDS): string {
  return words.format(`SHINOBI.Refusal.${code}`, filledData(data, words));
}

/** Only what is wrong, for a message that names the subject itself (a rule setting): the problem's words, or the whole refusal's when it has no problem. */
export function refusalProblemText(code: string, data: RefusalData, words: RefusalWords = WORLD_WORDS): string {
  const filled = filledData(data, words);
  return filled.problem ?? words.format(`SHINOBI.Refusal.${code}`, filled);
}

/**
 * An error a player can read: a rule's refusal worded from its code and data (`refusalText`);
 * any other error as it is.
 */
export function refusalError(error: unknown): Error {
  if (!isRuleRefusal(error)) return error instanceof Error ? error : new Error(String(error));
  return new Error(refusalText(error.code, error.data));
}
