import { SYSTEM_ID } from "../constants";
import { format, localize } from "../i18n";
import { activeRulesetId } from "../rulesets";

interface Stampable {
  flags: Record<string, unknown>;
  updateSource(changes: Record<string, unknown>): unknown;
}

/** The ruleset stamped on a document, or undefined for one that carries none. */
export function stampedRuleset(doc: { flags: Record<string, unknown> }): string | undefined {
  return (doc.flags[SYSTEM_ID] as { ruleset?: string } | undefined)?.ruleset;
}

/** The ruleset a document was made under, from its `flags.shinobi.ruleset`; documents made before the flag count as `ic`. */
export function rulesetOf(doc: { flags: Record<string, unknown> }): string {
  return stampedRuleset(doc) ?? "ic";
}

/** Marks a new actor or item with the ruleset the world plays, so another ruleset can tell it is not its own. */
export function stampRuleset(doc: Stampable): void {
  if (stampedRuleset(doc)) return;
  doc.updateSource({ [`flags.${SYSTEM_ID}.ruleset`]: activeRulesetId() });
}

/** A ruleset's name in the world's language; an id with no name (a ruleset this version does not know) as it is. */
function rulesetName(id: string): string {
  const key = `SHINOBI.Ruleset.${id}`;
  const name = localize(key);
  return name === key ? id : name;
}

/** Whether a document belongs to another ruleset than the world's: its sheet opens read-only with a notice. */
export function foreignRuleset(doc: { flags: Record<string, unknown> }): string | null {
  const own = rulesetOf(doc);
  return own === activeRulesetId() ? null : rulesetName(own);
}

/** The notice a sheet shows above a document of another ruleset, or null for the world's own. */
export function foreignRulesetNotice(doc: { flags: Record<string, unknown> }): string | null {
  const ruleset = foreignRuleset(doc);
  return ruleset === null ? null : format("SHINOBI.Ruleset.foreignNotice", { ruleset, active: rulesetName(activeRulesetId()) });
}
