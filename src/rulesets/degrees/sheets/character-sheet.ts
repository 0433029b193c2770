import { templatePath } from "../../../constants";
import { RULESET_NOTICE_PART, foreignDocument } from "../../../sheets/foreign-ruleset";
import { RulesetActorSheet } from "../../../sheets/ruleset-actor-sheet";
import { isOfType } from "../../../types/foundry-config";
import { restActor, rollCheck, sheetChecks, stabiliseActor } from "../roll/sheet-rolls";
import { askRest } from "./rest-dialog";
import { treatTarget } from "../roll/treat";
import { takePills } from "../roll/pills";
import { useDegreesAction } from "../use-item";
import { degreesSheetContext } from "./sheet-context";
import { factsKeptByFight } from "../combat/fight-facts";
import { sceneUsesOf } from "../scene-use";
import { heldConditionRows } from "../conditions/held";
import { letGo, removeCondition } from "../conditions/remove-condition";

type TemplatePart = foundry.applications.api.HandlebarsApplicationMixin.HandlebarsTemplatePart;

/** An attribute of the clicked element or of its row: `data-item-id`, `data-check`. */
const dataOf = (target: HTMLElement, attribute: string) => target.closest(`[${attribute}]`)?.getAttribute(attribute) ?? undefined;

/**
 * The degrees character sheet: attributes, level and size, accuracies and skills with their checks,
 * the derived numbers, HP with the non-lethal track and the threshold state, chakra, rest and
 * stabilising; weapons, techniques, armour and objects with their uses; the biography. Every number
 * is the port's (derived through the data model, checks and uses through the port).
 */
export class DgCharacterSheet extends RulesetActorSheet {
  static override DEFAULT_OPTIONS = {
    classes: ["shinobi", "sheet", "actor", "degrees"],
    position: { width: 760, height: 720 },
    form: { submitOnChange: true },
    window: { resizable: true },
    actions: {
      rollCheck: DgCharacterSheet.#rollCheck,
      useItem: DgCharacterSheet.#useItem,
      toggleWorn: DgCharacterSheet.#toggleWorn,
      toggleWielded: DgCharacterSheet.#toggleWielded,
      editItem: DgCharacterSheet.#editItem,
      deleteItem: DgCharacterSheet.#deleteItem,
      rest: DgCharacterSheet.#rest,
      stabilise: DgCharacterSheet.#stabilise,
      treat: DgCharacterSheet.#treat,
      takePills: DgCharacterSheet.#takePills,
      removeCondition: DgCharacterSheet.#removeCondition,
      letGo: DgCharacterSheet.#letGo,
    },
  };

  static override PARTS: Record<string, TemplatePart> = {
    notice: RULESET_NOTICE_PART,
    header: { template: templatePath("degrees/actor/header.hbs") },
    tabs: { template: "templates/generic/tab-navigation.hbs" },
    character: { template: templatePath("degrees/actor/character.hbs"), templates: ["scores", "score-row", "vitals", "conditions"].map((p) => templatePath(`degrees/actor/${p}.hbs`)), scrollable: [""] },
    items: { template: templatePath("degrees/actor/gear.hbs"), templates: [templatePath("degrees/actor/items.hbs")], scrollable: [""] },
    biography: { template: templatePath("degrees/actor/biography.hbs"), scrollable: [""] },
  };

  static override TABS: Record<string, foundry.applications.api.ApplicationV2.TabsConfiguration> = {
    primary: {
      tabs: [
        { id: "character", label: "SHINOBI.Degrees.Sheet.character", icon: "fa-solid fa-user-ninja", cssClass: "" },
        { id: "items", label: "SHINOBI.Degrees.Sheet.items", icon: "fa-solid fa-toolbox", cssClass: "" },
        { id: "biography", label: "SHINOBI.Sheet.biography", icon: "fa-solid fa-book", cssClass: "" },
      ],
      initial: "character",
    },
  };

  protected override async _prepareContext(options: foundry.applications.sheets.ActorSheetV2.RenderOptions & { isFirstRender: boolean }) {
    const context = await super._prepareContext(options);
    const actor = this.actor;
    if (!isOfType(actor, "dgCharacter", "dgNpc")) throw new Error(`The degrees sheet cannot show a "${actor.type}" actor`);
    const enrich = (html: string) => foundry.applications.ux.TextEditor.implementation.enrichHTML(html, { relativeTo: actor });
    const foreign = foreignDocument(actor);
    return Object.assign(context, degreesSheetContext(actor, sheetChecks(actor), sceneUsesOf(actor)), {
      conditions: heldConditionRows(actor),
      limited: actor.limited,
      tabs: this._prepareTabs("primary"),
      isNpc: actor.type === "dgNpc",
      systemFields: actor.system.schema.fields,
      enrichedBiography: await enrich(actor.system.biography),
      enrichedNotes: await enrich(actor.system.notes),
      editable: this.isEditable,
      // A player's sheet in a begun fight: what the fight reads from the actor is shown read-only, the rolls and uses still offered.
      factsByFight: factsKeptByFight(actor, game.user),
      // Another ruleset's actor: the templates then offer no rolls or uses, and the notice says why.
      foreignRuleset: foreign?.ruleset ?? null,
      rulesetNotice: foreign?.notice ?? null,
    });
  }

  /** M20: one of the checks the port offers, 2d8 + its accuracy now; Notice and Search through the sense the button names (M130 9, 26). */
  static async #rollCheck(this: DgCharacterSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const key = dataOf(target, "data-check");
    if (key && !foreignDocument(this.actor)) await rollCheck(this.actor, key, dataOf(target, "data-sense"));
  }

  /** A weapon's or a technique's use: at a targeted token the attack card, else its plain use through the port (a technique's chakra spent, refused when short). */
  static async #useItem(this: DgCharacterSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const itemId = dataOf(target, "data-item-id");
    if (itemId && !foreignDocument(this.actor)) await useDegreesAction(this.actor, itemId);
  }

  /** M23, M28: a weapon taken in hand or put down; one in hand at a time, so taking one puts the others down, in one batch. */
  static async #toggleWielded(this: DgCharacterSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const item = this.actor.items.get(dataOf(target, "data-item-id") ?? "");
    if (!item || !isOfType(item, "dgWeapon") || !this.isEditable) return;
    const taking = !item.system.wielded;
    const others = taking ? this.actor.items.filter((i) => i.id !== item.id && isOfType(i, "dgWeapon") && i.system.wielded) : [];
    await this.actor.updateEmbeddedDocuments("Item", [{ _id: item.id ?? "", "system.wielded": taking }, ...others.map((i) => ({ _id: i.id ?? "", "system.wielded": false }))]);
  }

  /** M125: armour put on or taken off; only the worn one absorbs. */
  static async #toggleWorn(this: DgCharacterSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const item = this.actor.items.get(dataOf(target, "data-item-id") ?? "");
    if (item && isOfType(item, "dgArmour") && this.isEditable) await item.update({ system: { worn: !item.system.worn } });
  }

  static async #editItem(this: DgCharacterSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await this.actor.items.get(dataOf(target, "data-item-id") ?? "")?.sheet?.render(true);
  }

  static async #deleteItem(this: DgCharacterSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    if (this.isEditable) await this.actor.items.get(dataOf(target, "data-item-id") ?? "")?.delete();
  }

  /** M45, M50: a night's sleep, through the port. */
  static async #rest(this: DgCharacterSheet): Promise<void> {
    if (!this.isEditable) return;
    const rest = await askRest();
    if (rest) await restActor(this.actor, rest);
  }

  /** M51: soldier pills, how many asked, taken through the GM's client (a partial action in a fight). */
  static async #takePills(this: DgCharacterSheet): Promise<void> {
    if (this.isEditable) await takePills(this.actor);
  }

  /** M42: this character's Medicine on the targeted token's wound. */
  static async #treat(this: DgCharacterSheet): Promise<void> {
    if (this.isEditable) await treatTarget(this.actor);
  }

  /** M42: the dying character's own Vigor check against 18. */
  static async #stabilise(this: DgCharacterSheet): Promise<void> {
    if (this.isEditable) await stabiliseActor(this.actor);
  }

  /** M128: a removal check against one condition held, with its cause's check and difficulty or those the dialog asks. */
  static async #removeCondition(this: DgCharacterSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const effectId = dataOf(target, "data-effect-id");
    if (effectId && this.isEditable && !foreignDocument(this.actor)) await removeCondition(this.actor, effectId);
  }

  /** M79: the grabber lets go of its victim, a free action. */
  static async #letGo(this: DgCharacterSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const effectId = dataOf(target, "data-effect-id");
    if (effectId && this.isEditable && !foreignDocument(this.actor)) await letGo(this.actor, effectId);
  }
}
