import { templatePath } from "../../../constants";
import { RULESET_NOTICE_PART } from "../../../sheets/foreign-ruleset";
import { DgCharacterSheet } from "./character-sheet";

/**
 * The compact NPC sheet: what a GM needs mid-fight on one page (the scores with their checks, HP
 * with the threshold state, chakra, the derived numbers, the minion flag and initiative group,
 * weapons and techniques with their uses, notes), without tabs. Its actions are the character sheet's.
 */
export class DgNpcSheet extends DgCharacterSheet {
  static override DEFAULT_OPTIONS = {
    ...DgCharacterSheet.DEFAULT_OPTIONS,
    classes: ["shinobi", "sheet", "actor", "degrees", "npc"],
    position: { width: 620, height: 720 },
  };

  static override PARTS = {
    notice: RULESET_NOTICE_PART,
    header: { template: templatePath("degrees/actor/header.hbs") },
    npc: { template: templatePath("degrees/actor/npc.hbs"), templates: ["scores", "score-row", "vitals", "conditions", "items"].map((p) => templatePath(`degrees/actor/${p}.hbs`)), scrollable: [""] },
  };

  static override TABS = {};
}
