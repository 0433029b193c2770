import { templatePath } from "../../../constants";
import { characterSheetContext } from "./sheet-context";
import { isOfType } from "../../../types/foundry-config";
import { postStatRoll } from "./stat-roll";
import { icOptions } from "../settings";
import { icRules, readState } from "../state";
import { updateFromCompendium } from "../../../documents/update-from-compendium";
import { useItem } from "../attack/use-item";
import { factsKeptByFight } from "../combat/fight-facts";
import { RULESET_NOTICE_PART, foreignDocument } from "../../../sheets/foreign-ruleset";
import { RulesetActorSheet } from "../../../sheets/ruleset-actor-sheet";

/** The shinobi character sheet: stats and derived values, techniques by kind, inventory, biography. */
export class ShinobiActorSheet extends RulesetActorSheet {
  static override DEFAULT_OPTIONS = {
    classes: ["shinobi", "sheet", "actor"],
    position: { width: 720, height: 760 },
    form: { submitOnChange: true },
    window: { resizable: true },
    actions: { rollCheck: ShinobiActorSheet.#rollCheck, useTechnique: ShinobiActorSheet.#useTechnique, updateFromCompendium: ShinobiActorSheet.#updateFromCompendium },
  };

  static override PARTS: Record<string, foundry.applications.api.HandlebarsApplicationMixin.HandlebarsTemplatePart> = {
    notice: RULESET_NOTICE_PART,
    header: { template: templatePath("actor/header.hbs") },
    tabs: { template: "templates/generic/tab-navigation.hbs" },
    stats: { template: templatePath("actor/stats.hbs"), scrollable: [""] },
    techniques: { template: templatePath("actor/techniques.hbs"), scrollable: [""] },
    biography: { template: templatePath("actor/biography.hbs"), scrollable: [""] },
  };

  static override TABS: Record<string, foundry.applications.api.ApplicationV2.TabsConfiguration> = {
    primary: {
      tabs: [
        { id: "stats", label: "SHINOBI.Sheet.stats", icon: "fa-solid fa-chart-simple", cssClass: "" },
        { id: "techniques", label: "SHINOBI.Sheet.techniques", icon: "fa-solid fa-hand-fist", cssClass: "" },
        { id: "biography", label: "SHINOBI.Sheet.biography", icon: "fa-solid fa-book", cssClass: "" },
      ],
      initial: "stats",
    },
  };

  protected override async _prepareContext(options: foundry.applications.sheets.ActorSheetV2.RenderOptions & { isFirstRender: boolean }) {
    const context = await super._prepareContext(options);
    const actor = this.actor;
    if (!isOfType(actor, "character", "npc")) throw new Error(`The Shinobi actor sheet cannot show a "${actor.type}" actor`);
    const sheet = characterSheetContext(actor, icRules.checks(readState(actor).state, icOptions()));
    const biography = await foundry.applications.ux.TextEditor.implementation.enrichHTML(actor.system.biography, { relativeTo: actor });
    const systemFields = actor.system.schema.fields;
    const limited = actor.limited;
    const foreign = foreignDocument(this.actor);
    return Object.assign(context, sheet, {
      limited,
      tabs: this._prepareTabs("primary"),
      systemFields,
      enrichedBiography: biography,
      editable: this.isEditable,
      // A player's sheet offers what a begun fight reads as the GM's (combat/fight-facts) read-only; rolls and techniques stay.
      factsByFight: factsKeptByFight(actor, game.user),
      // Another ruleset's actor: its name for the templates (which then offer no rolls or uses) and the notice.
      foreignRuleset: foreign?.ruleset ?? null,
      rulesetNotice: foreign?.notice ?? null,
    });
  }

  /** Refreshes every item that came from a compendium with that entry's current data. */
  static async #updateFromCompendium(this: ShinobiActorSheet): Promise<void> {
    if (!this.isEditable) return;
    const { updated, missing } = await updateFromCompendium(this.actor);
    const i18n = game.i18n;
    ui.notifications?.info(i18n?.format("SHINOBI.Sheet.updatedFromCompendium", { count: String(updated) }) ?? `${updated}`);
    if (missing.length) ui.notifications?.warn(i18n?.format("SHINOBI.Sheet.sourceMissing", { names: missing.join(", ") }) ?? missing.join(", "));
  }

  /** Uses the technique on this row: declaration, exhaustion rolls and a chat card. */
  static async #useTechnique(this: ShinobiActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    if (foreignDocument(this.actor)) return;
    const itemId = target.closest<HTMLElement>("[data-item-id]")?.dataset.itemId;
    if (itemId) await useItem(this.actor, itemId);
  }

  /** Rolls a check named by the button: a stat-based roll with its derived bonus. */
  static async #rollCheck(this: ShinobiActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    if (foreignDocument(this.actor)) return;
    const key = target.dataset.check;
    if (!key) return;
    await postStatRoll(this.actor, key);
  }
}
