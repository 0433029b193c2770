import { templatePath } from "../constants";
import { foreignRuleset, foreignRulesetNotice, stampedRuleset } from "../documents/ruleset-stamp";

type TemplatePart = foundry.applications.api.HandlebarsApplicationMixin.HandlebarsTemplatePart;

/** A document as far as its ruleset stamp goes; an embedded item also answers for its actor. */
interface Stamped {
  flags: Record<string, unknown>;
  parent?: unknown;
}

/** The part that shows, above everything else, that a sheet's document belongs to another ruleset. */
export const RULESET_NOTICE_PART: TemplatePart = { template: templatePath("shared/ruleset-notice.hbs") };

/**
 * The document a sheet shows, or the actor it is embedded in, made under another ruleset than
 * the world's: the sheet is then read-only (core disables the form and refuses its submission
 * when `isEditable` is false) and offers no rolls or uses. Null for the world's own.
 */
export function foreignDocument(document: unknown): { ruleset: string; notice: string } | null {
  for (let doc = document as Stamped | null | undefined; doc; doc = doc.parent as Stamped | null | undefined) {
    // An embedded item without a stamp of its own came in with its actor's data (the item creation
    // hook that stamps runs when an item is added, not for the items an actor is made with): the
    // actor's stamp answers for it.
    if (doc.parent && stampedRuleset(doc) === undefined) continue;
    const ruleset = foreignRuleset(doc);
    if (ruleset !== null) return { ruleset, notice: foreignRulesetNotice(doc) ?? "" };
  }
  return null;
}

/** A sheet's parts with the notice first when its document is another ruleset's, and without it otherwise. */
export function withRulesetNotice(parts: Record<string, TemplatePart>, document: unknown): Record<string, TemplatePart> {
  if (foreignDocument(document)) return parts;
  const { notice: _notice, ...rest } = parts;
  return rest;
}
