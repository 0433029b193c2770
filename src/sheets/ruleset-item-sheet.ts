import { templatePath } from "../constants";
import { foreignDocument, withRulesetNotice } from "./foreign-ruleset";
import { handlebarsItemSheetBase } from "./handlebars-sheet-bases";

/** The item data every ruleset's item models hold: a rich-text description, and their schema's fields for `formInput`. */
interface DescribedData {
  description: string;
  schema: { fields: unknown };
}

/**
 * What every ruleset's item sheet does alike: one sheet for all its item types, whose details part
 * is the type's own template (`<detailsFolder>/<type>.hbs`); an item of another ruleset (or on an
 * actor of one) is shown, never changed (core disables the form and refuses its submission), with
 * the notice first; and the context every item template reads.
 */
export class RulesetItemSheet extends handlebarsItemSheetBase() {
  /** The folder under templates/ holding each item type's details part. */
  protected get detailsFolder(): string {
    return "item";
  }

  override get isEditable(): boolean {
    return super.isEditable && !foreignDocument(this.item);
  }

  protected override _configureRenderParts(options: foundry.applications.api.HandlebarsApplicationMixin.RenderOptions) {
    const parts = withRulesetNotice(super._configureRenderParts(options), this.item);
    const details = parts.details;
    if (details) parts.details = { ...details, template: templatePath(`${this.detailsFolder}/${this.item.type}.hbs`) };
    return parts;
  }

  /** The item and its data, the description enriched, whether it may be edited, the notice for another ruleset's item, and the ruleset's select options. */
  protected async itemContext(system: DescribedData, choices: object) {
    return {
      item: this.item,
      system,
      systemFields: system.schema.fields,
      enrichedDescription: await foundry.applications.ux.TextEditor.implementation.enrichHTML(system.description, { relativeTo: this.item }),
      editable: this.isEditable,
      rulesetNotice: foreignDocument(this.item)?.notice ?? null,
      choices,
    };
  }
}
