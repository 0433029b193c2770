import { templatePath } from "../../../constants";
import { RULESET_NOTICE_PART } from "../../../sheets/foreign-ruleset";
import { RulesetItemSheet } from "../../../sheets/ruleset-item-sheet";
import { isOfType } from "../../../types/foundry-config";
import { ACTION_TYPES, DAMAGE_SOURCES, RANGE_TYPES, ELEMENTS, SIZES, TECHNIQUE_ACCURACIES, WEAPON_ACCURACIES, WEAPON_CATEGORIES, WEAPON_WEIGHTS } from "../data/choices";

/** Select options the degrees item templates need. */
const ITEM_CHOICES = { categories: WEAPON_CATEGORIES, weights: WEAPON_WEIGHTS, weaponAccuracies: WEAPON_ACCURACIES, techniqueAccuracies: TECHNIQUE_ACCURACIES, actions: ACTION_TYPES, damageSources: DAMAGE_SOURCES, ranges: RANGE_TYPES, elements: ELEMENTS, sizes: SIZES };

/** One sheet for weapons, techniques, armour and objects; the details part is the type's own template. */
export class DgItemSheet extends RulesetItemSheet {
  static override DEFAULT_OPTIONS = {
    classes: ["shinobi", "sheet", "item", "degrees"],
    position: { width: 540, height: 600 },
    form: { submitOnChange: true },
    window: { resizable: true },
  };

  static override PARTS = {
    notice: RULESET_NOTICE_PART,
    header: { template: templatePath("degrees/item/header.hbs") },
    details: { template: templatePath("degrees/item/dgWeapon.hbs"), templates: [templatePath("item/description.hbs")], scrollable: [""] },
  };

  protected override get detailsFolder(): string {
    return "degrees/item";
  }

  protected override async _prepareContext(options: foundry.applications.api.DocumentSheetV2.RenderOptions & { isFirstRender: boolean }) {
    const context = await super._prepareContext(options);
    const item = this.item;
    if (!isOfType(item, "dgWeapon", "dgTechnique", "dgArmour", "dgObject")) throw new Error(`The degrees item sheet cannot show a "${item.type}" item`);
    return Object.assign(context, await this.itemContext(item.system, ITEM_CHOICES));
  }
}
