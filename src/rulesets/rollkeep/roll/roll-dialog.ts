import { templatePath } from "../../../constants";
import { actorByRef } from "../../../documents/actor-ref";
import { format, localize } from "../../../i18n";
import { refusalError } from "../../../refusal-message";
import { RULESET_EXTRAS, type RulesetTypesOf } from "../../../rules/registry";
import { STANCES } from "../data/choices";
import { rollkeepOptions } from "../options";
import { rollkeepRolls, stored } from "../state";
import { fighterOf, rollMoment } from "../attack/fighters";
import { thrownExpression } from "../dice/syntax";
import type { StoredCharacter } from "../stored";
import { requestContest, type ContestAsk } from "./contest";
import { contestsAwaiting, partnersOf, partnerStates } from "./partners";
import { postRollkeepRoll, type RollHeading } from "./post-roll";
import { choiceFromForm, initialChoice, requestOf, type RollChoice } from "./roll-choice";
import { preparedView } from "./roll-view";
import { mayGrant } from "./table-grants";
import type { Rolled } from "./rolled";

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;

type Prepared = RulesetTypesOf<"rollkeep">["preparedRoll"];

export interface RollDialogOptions {
  actor: Actor.Implementation;
  rolled: Rolled;
  heading: RollHeading;
}

const SURROUNDINGS = RULESET_EXTRAS.rollkeep.surroundings;

/** R10, R15, R17: the dialog's choices of ground, wind and weather, each worded; "" and 0 for none said. */
function surroundingChoices() {
  const none = localize("SHINOBI.RollKeep.Roll.noneSaid");
  return {
    terrain: { 0: localize("SHINOBI.RollKeep.Roll.level"), ...Object.fromEntries(SURROUNDINGS.terrainPenalties.map((n) => [n, format("SHINOBI.RollKeep.Roll.terrainPenalty", { penalty: n })])) },
    winds: { "": none, ...Object.fromEntries(SURROUNDINGS.winds.map((w) => [w, localize(`SHINOBI.RollKeep.Wind.${w}`)])) },
    weathers: { "": none, ...Object.fromEntries(SURROUNDINGS.weathers.map((w) => [w, localize(`SHINOBI.RollKeep.Weather.${w}`)])) },
  };
}

/** The traits in the order the sheet shows them, for a skill roll's trait. */
const TRAIT_CHOICES = Object.fromEntries(Object.values(RULESET_EXTRAS.rollkeep.ringTraits).flatMap((traits) => traits.map((t) => [t, `SHINOBI.RollKeep.Trait.${t}`])));

/**
 * The roll dialog (R7–R9, V3–V5, D8, D10): the TN, raises called (within the Void Ring) and free
 * raises, Void spends, an emphasis, the table's modifier; the stance's and conditions' parts come
 * from the roller. Every change asks the port again and shows the pool, the TN in its parts and the
 * exact chance of reaching it with the raises called, or why the rules refuse the roll, before the
 * player commits.
 */
export class RollkeepRollDialog extends HandlebarsApplicationMixin(ApplicationV2) {
  static override DEFAULT_OPTIONS = {
    tag: "form",
    classes: ["shinobi", "rollkeep", "roll-dialog"],
    window: { title: "SHINOBI.RollKeep.Roll.title" },
    position: { width: 440 },
    form: { handler: RollkeepRollDialog.#roll, closeOnSubmit: true },
  };

  static override PARTS = {
    form: { template: templatePath("rollkeep/roll/dialog.hbs") },
  };

  readonly actor: Actor.Implementation;
  readonly rolled: Rolled;
  readonly heading: RollHeading;
  choice: RollChoice;
  /**
   * Who the roll is made with (R12: helpers, by actor reference) and whether it is a contest (R11:
   * "against:<actor>" opens one, "answer:<message>" answers one; "" for neither).
   */
  company: { helpers: string[]; contest: string } = { helpers: [], contest: "" };
  /** The TN the form was last filled with, to tell a TN the player typed from the target's. */
  #shownTn: number | null = null;

  constructor(options: RollDialogOptions) {
    super({});
    this.actor = options.actor;
    this.rolled = options.rolled;
    this.heading = options.heading;
    this.choice = initialChoice(options.rolled);
  }

  override get title(): string {
    return format("SHINOBI.RollKeep.Roll.titleOf", { label: this.heading.label });
  }

  /** The contest the dialog asks for (R11), or null for a plain roll. */
  contestAsk(): ContestAsk | null {
    const [kind, id] = this.company.contest.split(":");
    if (!id) return null;
    return kind === "answer" ? { answer: id } : { against: id };
  }

  /** The choice as the port gets it: a contest is rolled against no TN. */
  protected rolledChoice(): RollChoice {
    return this.contestAsk() ? { ...this.choice, tn: null } : this.choice;
  }

  /** The roll as the port prepares it for the actor as it is now, its exact chance, or the rules' refusal worded. */
  preview(): { prepared: Prepared | null; chance: number | null; problem: string | null } {
    try {
      const fighter = fighterOf(this.actor);
      const together = { helpers: partnerStates(this.company.helpers) };
      const prepared = rollkeepRolls.prepare(fighter.state, requestOf(this.rolled, this.rolledChoice(), rollMoment(fighter), together), rollkeepOptions());
      return { prepared, chance: rollkeepRolls.chance(prepared), problem: null };
    } catch (error) {
      return { prepared: null, chance: null, problem: refusalError(error).message };
    }
  }

  protected override async _prepareContext(options: never): Promise<never> {
    const context = (await super._prepareContext(options)) as Record<string, unknown>;
    const { prepared, chance, problem } = this.preview();
    const system = stored<StoredCharacter>(this.actor);
    this.#shownTn = this.choice.tn === undefined ? (prepared?.roll.tn?.base ?? null) : this.choice.tn;
    return Object.assign(context, {
      ...this.heading,
      actorName: this.actor.name,
      stance: STANCES[system.stance],
      voidPoints: system.voidPoints.value,
      isSkill: this.rolled.kind === "skill",
      traits: TRAIT_CHOICES,
      target: this.rolled.kind === "attack" ? (this.rolled.target?.name ?? null) : null,
      choice: this.choice,
      tnShown: this.#shownTn ?? "",
      raiseCap: prepared?.raiseCap ?? 0,
      // ST7/ST8: offered while this round's bonus is open to the roll (or chosen, so it can be taken back).
      focus: prepared?.focus || this.focusChosen() ? { bonus: prepared?.focus ? thrownExpression(prepared.focus) : null } : null,
      emphases: prepared?.emphases.length ? { "": localize("SHINOBI.RollKeep.Roll.noEmphasis"), ...Object.fromEntries(prepared.emphases.map((e) => [e, e])) } : null,
      view: prepared ? preparedView(prepared, chance) : null,
      problem,
      noTn: localize("SHINOBI.RollKeep.Roll.noTn"),
      surroundings: surroundingChoices(),
      company: this.companyView(),
      // The select's keys are strings; the choice holds the number.
      terrainShown: String(this.choice.difficultTerrain),
      // R15: the roll dialog offers wind and weather on every roll (the port refuses them on any but a spell); the attack dialog on ranged attacks only.
      weatherOpen: true,
      // The table's grants (free raises, the situation, an attack's damage and strong position) are offered to whoever the world lets type them.
      grants: mayGrant(game.user),
      // ApplicationV2's render context type is the base class's; this dialog's template reads these fields.
    }) as never;
  }

  /** Whether the roll as chosen spends the round's Center/Void bonus (ST7, ST8). */
  protected focusChosen(): boolean {
    return this.choice.focus;
  }

  /** R11, R12: the contests the roller may open or answer, and the characters who may help a Skill roll; null for rolls made alone. */
  companyView() {
    const kind = this.rolled.kind;
    if (kind !== "skill" && kind !== "trait" && kind !== "ring") return null;
    const partners = partnersOf(this.actor);
    const contests = {
      "": localize("SHINOBI.RollKeep.Contest.none"),
      ...Object.fromEntries(contestsAwaiting(this.actor).map((c) => [`answer:${c.ref}`, format("SHINOBI.RollKeep.Contest.answer", { name: c.name })])),
      ...Object.fromEntries(partners.map((p) => [`against:${p.ref}`, format("SHINOBI.RollKeep.Contest.against", { name: p.name })])),
    };
    // R12: a helper lends their own roll, so the GM's client takes only helpers the roller's user owns (a GM, anyone).
    const helpers = kind === "skill" ? partners.filter((p) => actorByRef(p.ref)?.isOwner === true).map((p) => ({ ...p, checked: this.company.helpers.includes(p.ref) })) : [];
    return { contests, contest: this.company.contest, helpers };
  }

  /** The form read back into the dialog's choice. */
  protected readForm(data: FormData): void {
    this.choice = choiceFromForm(data, this.choice, this.#shownTn);
    this.company = { helpers: data.getAll("helpers").map(String), contest: String(data.get("contest") ?? "") };
  }

  /** Every change re-reads the form and asks the port again, so the chance follows each raise called. */
  protected override async _onRender(context: never, options: never): Promise<void> {
    await super._onRender(context, options);
    this.element.addEventListener("change", () => {
      this.readForm(new FormData(this.element as HTMLFormElement));
      void this.render();
    });
  }

  /**
   * Rolls as set; a contest goes to the GM's client, which throws it (R11). A refusal (the actor
   * changed since the preview) is shown, and nothing is rolled or written.
   */
  static async #roll(this: RollkeepRollDialog): Promise<void> {
    try {
      const ask = this.contestAsk();
      if (ask) await requestContest({ actor: this.actor, rolled: this.rolled, choice: this.rolledChoice(), label: this.heading.label, helpers: this.company.helpers, ask });
      else await postRollkeepRoll(this.actor, this.rolled, this.choice, this.heading, { helpers: partnerStates(this.company.helpers) });
    } catch (error) {
      ui.notifications?.error(refusalError(error).message);
    }
  }
}
