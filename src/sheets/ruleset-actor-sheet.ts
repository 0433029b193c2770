import { foreignDocument, withRulesetNotice } from "./foreign-ruleset";
import { handlebarsActorSheetBase } from "./handlebars-sheet-bases";

/**
 * What every ruleset's actor sheet does alike: an actor of another ruleset is shown, never changed,
 * rolled or used (core disables the form and refuses its submission), with the notice first; and
 * someone with only limited permission sees the header (portrait and name) and nothing else.
 */
export class RulesetActorSheet extends handlebarsActorSheetBase() {
  override get isEditable(): boolean {
    return super.isEditable && !foreignDocument(this.actor);
  }

  protected override _configureRenderParts(options: foundry.applications.api.HandlebarsApplicationMixin.RenderOptions) {
    const parts = withRulesetNotice(super._configureRenderParts(options), this.actor);
    if (!this.actor.limited) return parts;
    const { notice, header } = parts;
    return { ...(notice ? { notice } : {}), ...(header ? { header } : {}) };
  }
}
