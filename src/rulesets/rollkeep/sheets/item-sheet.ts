import { templatePath } from "../../../constants";
import { RULESET_NOTICE_PART } from "../../../sheets/foreign-ruleset";
import { RulesetItemSheet } from "../../../sheets/ruleset-item-sheet";
import { isOfType } from "../../../types/foundry-config";
import { MODIFIER_TARGETS, TECHNIQUE_KINDS, TECHNIQUE_RINGS, TECHNIQUE_TRIGGERS, WEAPON_REACHES, WEAPON_SIZES, WEAPON_STRENGTHS } from "../data/choices";

/** Select options the roll-and-keep item templates need. */
const ITEM_CHOICES = { sizes: WEAPON_SIZES, reaches: WEAPON_REACHES, strengths: WEAPON_STRENGTHS, kinds: TECHNIQUE_KINDS, rings: TECHNIQUE_RINGS, triggers: TECHNIQUE_TRIGGERS, targets: MODIFIER_TARGETS };

/** One sheet for weapons, armor and techniques; the details part is the type's own template. */
export class RkItemSheet extends RulesetItemSheet {
  static override DEFAULT_OPTIONS = {
    classes: ["shinobi", "sheet", "item", "rollkeep"],
    position: { width: 540, height: 600 },
    form: { submitOnChange: true },
    window: { resizable: true },
    actions: { addModifier: RkItemSheet.#addModifier, deleteModifier: RkItemSheet.#deleteModifier },
  };

  static override PARTS = {
    notice: RULESET_NOTICE_PART,
    header: { template: templatePath("rollkeep/item/header.hbs") },
    details: { template: templatePath("rollkeep/item/rkWeapon.hbs"), templates: [templatePath("item/description.hbs")], scrollable: [""] },
  };

  protected override get detailsFolder(): string {
    return "rollkeep/item";
  }

  protected override async _prepareContext(options: foundry.applications.api.DocumentSheetV2.RenderOptions & { isFirstRender: boolean }) {
    const context = await super._prepareContext(options);
    const item = this.item;
    if (!isOfType(item, "rkWeapon", "rkArmor", "rkTechnique")) throw new Error(`The roll-and-keep item sheet cannot show a "${item.type}" item`);
    return Object.assign(context, await this.itemContext(item.system, ITEM_CHOICES));
  }

  /** D9: a new modifier on the attack roll, for the GM to set. */
  static async #addModifier(this: RkItemSheet): Promise<void> {
    if (!isOfType(this.item, "rkTechnique") || !this.isEditable) return;
    await this.item.update({ system: { modifiers: [...this.item.system.modifiers, { target: "attack", rolled: 0, kept: 0, flat: 0 }] } });
  }

  static async #deleteModifier(this: RkItemSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    if (!isOfType(this.item, "rkTechnique") || !this.isEditable) return;
    const index = Number(target.closest("[data-index]")?.getAttribute("data-index"));
    await this.item.update({ system: { modifiers: this.item.system.modifiers.filter((_m, i) => i !== index) } });
  }
}
