import { templatePath } from "../../../constants";
import { RULESET_NOTICE_PART } from "../../../sheets/foreign-ruleset";
import { ShinobiActorSheet } from "./shinobi-actor-sheet";

/**
 * The compact NPC sheet: everything a GM needs mid-fight on one page — pools, stats, the combat
 * values and the techniques — without tabs.
 */
export class ShinobiNpcSheet extends ShinobiActorSheet {
  static override DEFAULT_OPTIONS = {
    ...ShinobiActorSheet.DEFAULT_OPTIONS,
    classes: ["shinobi", "sheet", "actor", "npc"],
    position: { width: 560, height: 620 },
  };

  static override PARTS = {
    notice: RULESET_NOTICE_PART,
    header: { template: templatePath("actor/header.hbs") },
    npc: { template: templatePath("actor/npc.hbs"), scrollable: [""] },
  };

  static override TABS = {};
}
