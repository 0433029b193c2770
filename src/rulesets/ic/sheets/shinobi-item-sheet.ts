import { templatePath } from "../../../constants";
import {
  ABILITY_KINDS,
  ACTION_ROLES,
  CONDITION_LABELS,
  DAMAGE_STATS,
  DAMAGE_TYPES,
  ELEMENTS,
  MULTI_THROW_WEAPONS,
  STATUS_LABELS,
  STATUS_ROLLS,
  TECHNIQUE_KINDS,
  TECHNIQUE_RANKS,
  WOUND_SEVERITY_LABELS,
  DEFENSE_MODES,
} from "../data/choices";

import { RULESET_NOTICE_PART } from "../../../sheets/foreign-ruleset";
import { RulesetItemSheet } from "../../../sheets/ruleset-item-sheet";
import { isOfType } from "../../../types/foundry-config";

/** One sheet class for every item type; the details part is the type's own template. */
export class ShinobiItemSheet extends RulesetItemSheet {
  static override DEFAULT_OPTIONS = {
    classes: ["shinobi", "sheet", "item"],
    position: { width: 560, height: 640 },
    form: { submitOnChange: true },
    window: { resizable: true },
  };

  static override PARTS = {
    notice: RULESET_NOTICE_PART,
    header: { template: templatePath("item/header.hbs") },
    details: { template: templatePath("item/technique.hbs"), templates: [templatePath("item/description.hbs")], scrollable: [""] },
  };

  protected override async _prepareContext(options: foundry.applications.api.DocumentSheetV2.RenderOptions & { isFirstRender: boolean }) {
    const context = await super._prepareContext(options);
    const item = this.item;
    if (!isOfType(item, "technique", "weapon", "equipment", "ability", "wound", "status")) throw new Error(`The Shinobi item sheet cannot show a "${item.type}" item`);
    return Object.assign(context, await this.itemContext(item.system, itemChoices));
  }
}

/** Select options every item template may need. */
export const itemChoices = {
  kinds: TECHNIQUE_KINDS,
  roles: ACTION_ROLES,
  defenseModes: DEFENSE_MODES,
  ranks: TECHNIQUE_RANKS,
  elements: ELEMENTS,
  damageTypes: DAMAGE_TYPES,
  damageStats: DAMAGE_STATS,
  statuses: STATUS_LABELS,
  statusRolls: STATUS_ROLLS,
  abilityKinds: ABILITY_KINDS,
  woundSeverities: WOUND_SEVERITY_LABELS,
  multiThrowWeapons: MULTI_THROW_WEAPONS,
  statusKinds: { ...STATUS_LABELS, ...CONDITION_LABELS },
};
