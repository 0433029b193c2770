import { templatePath } from "../../../constants";
import { RULESET_NOTICE_PART } from "../../../sheets/foreign-ruleset";
import { RkSamuraiSheet } from "./samurai-sheet";

/**
 * The compact NPC sheet: what a GM needs mid-fight on one page (rings and traits, Void Points,
 * wounds and rank, Armor TN with the armor typed in, the mook flag, skills and weapons with their
 * rolls, notes), without tabs. Its actions are the samurai sheet's.
 */
export class RkNpcSheet extends RkSamuraiSheet {
  static override DEFAULT_OPTIONS = {
    ...RkSamuraiSheet.DEFAULT_OPTIONS,
    classes: ["shinobi", "sheet", "actor", "rollkeep", "npc"],
    position: { width: 600, height: 700 },
  };

  static override PARTS = {
    notice: RULESET_NOTICE_PART,
    header: { template: templatePath("rollkeep/actor/header.hbs") },
    npc: { template: templatePath("rollkeep/actor/npc.hbs"), templates: ["rings", "adjustments", "skills", "weapons"].map((p) => templatePath(`rollkeep/actor/${p}.hbs`)), scrollable: [""] },
  };

  static override TABS = {};
}
