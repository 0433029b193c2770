import { templatePath } from "../../../constants";
import { localize } from "../../../i18n";
import { RULESET_NOTICE_PART, foreignDocument } from "../../../sheets/foreign-ruleset";
import { RulesetActorSheet } from "../../../sheets/ruleset-actor-sheet";
import { isOfType } from "../../../types/foundry-config";
import { isRingKey, isTraitKey } from "../data/choices";
import { rollkeepOptions } from "../options";
import { openRollDialog, useRollkeepItem } from "../roll";
import { FIRST_TRAIT } from "../roll/roll-choice";
import type { Rolled } from "../roll/rolled";
import { RULESET_EXTRAS } from "../../../rules/registry";
import { refusalError } from "../../../refusal-message";
import { persistWrites } from "../persist";
import { fighterOf, fighterWrites, rollMoment } from "../attack/fighters";
import { readState, rollkeepRules, stateWrites } from "../state";
import { keptByFight } from "../combat/held-by-gm";
import { factsKeptByFight } from "../combat/fight-facts";
import { rollkeepSheetContext } from "./sheet-context";
import { skillsFromForm } from "./skill-form";
import { stancesNow } from "./stances-now";

type TemplatePart = foundry.applications.api.HandlebarsApplicationMixin.HandlebarsTemplatePart;

/** An attribute of the clicked element or of its row: `data-item-id`, `data-index`, `data-trait`… */
const dataOf = (target: HTMLElement, attribute: string) => target.closest(`[${attribute}]`)?.getAttribute(attribute) ?? undefined;

/**
 * The samurai sheet: rings and traits with a roll each, Void Points, Insight Rank and skills; the
 * wound track with the rank and penalty, Armor TN, stance, weapons, armor and techniques; the
 * biography. Every number is the port's (derived through the data model, rolls through the dialog).
 */
export class RkSamuraiSheet extends RulesetActorSheet {
  static override DEFAULT_OPTIONS = {
    classes: ["shinobi", "sheet", "actor", "rollkeep"],
    position: { width: 760, height: 700 },
    form: { submitOnChange: true },
    window: { resizable: true },
    actions: {
      rollTrait: RkSamuraiSheet.#rollTrait,
      rollRing: RkSamuraiSheet.#rollRing,
      rollSkill: RkSamuraiSheet.#rollSkill,
      useItem: RkSamuraiSheet.#useItem,
      toggleWielded: RkSamuraiSheet.#toggleWielded,
      toggleWorn: RkSamuraiSheet.#toggleWorn,
      editItem: RkSamuraiSheet.#editItem,
      deleteItem: RkSamuraiSheet.#deleteItem,
      spendVoid: RkSamuraiSheet.#spendVoid,
      resetVoid: RkSamuraiSheet.#resetVoid,
      addSkill: RkSamuraiSheet.#addSkill,
      deleteSkill: RkSamuraiSheet.#deleteSkill,
    },
  };

  static override PARTS: Record<string, TemplatePart> = {
    notice: RULESET_NOTICE_PART,
    header: { template: templatePath("rollkeep/actor/header.hbs") },
    tabs: { template: "templates/generic/tab-navigation.hbs" },
    traits: { template: templatePath("rollkeep/actor/traits.hbs"), templates: [templatePath("rollkeep/actor/rings.hbs"), templatePath("rollkeep/actor/skills.hbs")], scrollable: [""] },
    combat: { template: templatePath("rollkeep/actor/combat.hbs"), templates: ["wounds", "defense", "adjustments", "weapons"].map((p) => templatePath(`rollkeep/actor/${p}.hbs`)), scrollable: [""] },
    gear: { template: templatePath("rollkeep/actor/gear.hbs"), scrollable: [""] },
    biography: { template: templatePath("rollkeep/actor/biography.hbs"), scrollable: [""] },
  };

  static override TABS: Record<string, foundry.applications.api.ApplicationV2.TabsConfiguration> = {
    primary: {
      tabs: [
        { id: "traits", label: "SHINOBI.RollKeep.Sheet.traits", icon: "fa-solid fa-yin-yang", cssClass: "" },
        { id: "combat", label: "SHINOBI.RollKeep.Sheet.combat", icon: "fa-solid fa-shield-halved", cssClass: "" },
        { id: "gear", label: "SHINOBI.RollKeep.Sheet.gear", icon: "fa-solid fa-toolbox", cssClass: "" },
        { id: "biography", label: "SHINOBI.Sheet.biography", icon: "fa-solid fa-book", cssClass: "" },
      ],
      initial: "traits",
    },
  };

  protected override async _prepareContext(options: foundry.applications.sheets.ActorSheetV2.RenderOptions & { isFirstRender: boolean }) {
    const context = await super._prepareContext(options);
    const actor = this.actor;
    if (!isOfType(actor, "rkSamurai", "rkNpc")) throw new Error(`The roll-and-keep sheet cannot show a "${actor.type}" actor`);
    const worldOptions = rollkeepOptions();
    const sheet = rollkeepSheetContext(actor, rollkeepRules.checks(readState(actor).state, worldOptions), worldOptions.variant, stancesNow(actor, worldOptions));
    const enrich = (html: string) => foundry.applications.ux.TextEditor.implementation.enrichHTML(html, { relativeTo: actor });
    const foreign = foreignDocument(actor);
    const factsByFight = factsKeptByFight(actor, game.user);
    return Object.assign(context, sheet, {
      limited: actor.limited,
      // The fight keeps the stance and the weapons in hand once begun: a player sees them, the tracker changes them.
      heldByFight: keptByFight(actor, game.user),
      // So are the Void Points left, the wounds, the ratings, skills, penalties and adjustments, the GM's in a begun fight (the player's rolls still spend points).
      factsByFight,
      // Skills are added and deleted where they may be edited: not by a player in a begun fight.
      skillsOpen: this.isEditable && !factsByFight,
      tabs: this._prepareTabs("primary"),
      isSamurai: actor.type === "rkSamurai",
      systemFields: actor.system.schema.fields,
      enrichedBiography: isOfType(actor, "rkSamurai") ? await enrich(actor.system.biography) : "",
      enrichedNotes: await enrich(actor.system.notes),
      editable: this.isEditable,
      // Another ruleset's actor: the templates then offer no rolls or uses, and the notice says why.
      foreignRuleset: foreign?.ruleset ?? null,
      rulesetNotice: foreign?.notice ?? null,
    });
  }

  /** The skills' emphases arrive as one line each; the model stores them as names (see ./skill-form). */
  protected override _processFormData(event: SubmitEvent | null, form: HTMLFormElement, formData: foundry.applications.ux.FormDataExtended): object {
    // The expanded form data is a plain object of the document's fields.
    return skillsFromForm(super._processFormData(event, form, formData) as Record<string, unknown>);
  }

  /** Opens the roll dialog for one of this actor's rolls, unless the actor is another ruleset's. */
  async #roll(rolled: Rolled, label: string): Promise<void> {
    if (foreignDocument(this.actor)) return;
    await openRollDialog(this.actor, rolled, { label, img: this.actor.img ?? null });
  }

  /** R5: a trait rolled and kept at its rating. The button names the trait; the port checks it. */
  static async #rollTrait(this: RkSamuraiSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const trait = dataOf(target, "data-trait");
    if (isTraitKey(trait)) await this.#roll({ kind: "trait", trait }, localize(`SHINOBI.RollKeep.Trait.${trait}`));
  }

  /** R5: a ring rolled and kept at its rating. */
  static async #rollRing(this: RkSamuraiSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const ring = dataOf(target, "data-ring");
    if (isRingKey(ring)) await this.#roll({ kind: "ring", ring }, localize(`SHINOBI.RollKeep.Ring.${ring}`));
  }

  /** R3: the skill's rank and a trait the player picks in the dialog. */
  static async #rollSkill(this: RkSamuraiSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    if (!isOfType(this.actor, "rkSamurai", "rkNpc")) return;
    const skill = this.actor.system.skills[Number(dataOf(target, "data-index"))];
    if (skill) await this.#roll({ kind: "skill", skill: skill.key, trait: FIRST_TRAIT }, skill.key);
  }

  /** A weapon's attack or a spell, through the roll dialog (at the targeted token, if any). */
  static async #useItem(this: RkSamuraiSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const itemId = dataOf(target, "data-item-id");
    if (itemId && !foreignDocument(this.actor)) await useRollkeepItem(this.actor, itemId);
  }

  /** AT6: takes a weapon up or puts it down; the first one in hand is the one fought with. */
  static async #toggleWielded(this: RkSamuraiSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const item = this.actor.items.get(dataOf(target, "data-item-id") ?? "");
    if (item && isOfType(item, "rkWeapon") && this.isEditable) await item.update({ system: { wielded: !item.system.wielded } });
  }

  /** C7: puts a piece of armor on or takes it off; only worn armor counts. */
  static async #toggleWorn(this: RkSamuraiSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const item = this.actor.items.get(dataOf(target, "data-item-id") ?? "");
    if (item && isOfType(item, "rkArmor") && this.isEditable) await item.update({ system: { worn: !item.system.worn } });
  }

  static async #editItem(this: RkSamuraiSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await this.actor.items.get(dataOf(target, "data-item-id") ?? "")?.sheet?.render(true);
  }

  static async #deleteItem(this: RkSamuraiSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    if (this.isEditable) await this.actor.items.get(dataOf(target, "data-item-id") ?? "")?.delete();
  }

  /**
   * V11: a Void Point spent outside a roll (a technique's), as the port spends it: refused with a
   * notice when none is left, and in a fight written with that round's record. Only the actor's own
   * points change, which its owner writes, as a roll's spends are (`makeRoll`).
   */
  static async #spendVoid(this: RkSamuraiSheet): Promise<void> {
    if (!isOfType(this.actor, "rkSamurai", "rkNpc") || !this.isEditable) return;
    const fighter = fighterOf(this.actor);
    const options = rollkeepOptions();
    try {
      const after = RULESET_EXTRAS.rollkeep.techniqueVoid(fighter.state, rollMoment(fighter).round, options);
      await persistWrites(fighterWrites(fighter, after, options).state);
    } catch (error) {
      ui.notifications?.warn(refusalError(error).message);
    }
  }

  /** V1, CO5: a night's rest refills the pool to the Void Ring as the port says (none while fasting), with no spends on record. */
  static async #resetVoid(this: RkSamuraiSheet): Promise<void> {
    if (!isOfType(this.actor, "rkSamurai", "rkNpc") || !this.isEditable) return;
    const { state, source } = readState(this.actor);
    try {
      await persistWrites(stateWrites(state, RULESET_EXTRAS.rollkeep.rest(state, rollkeepOptions()), source));
    } catch (error) {
      ui.notifications?.warn(refusalError(error).message);
    }
  }

  /** A new skill row, under the key typed beside the button; the model refuses a key that is not one, or one already there. */
  static async #addSkill(this: RkSamuraiSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    if (!isOfType(this.actor, "rkSamurai", "rkNpc") || !this.isEditable) return;
    const input = target.closest(".skill-add")?.querySelector<HTMLInputElement>("input[data-new-skill]");
    const key = input?.value.trim() ?? "";
    if (key) await this.actor.update({ system: { skills: [...this.actor.system.skills, { key, rank: 1, emphases: [] }] } });
  }

  static async #deleteSkill(this: RkSamuraiSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    if (!isOfType(this.actor, "rkSamurai", "rkNpc") || !this.isEditable) return;
    const index = Number(dataOf(target, "data-index"));
    await this.actor.update({ system: { skills: this.actor.system.skills.filter((_s, i) => i !== index) } });
  }
}
