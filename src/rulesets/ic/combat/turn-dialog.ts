import { templatePath } from "../../../constants";
import { localize } from "../../../i18n";
import { refusalError } from "../../../refusal-message";
import type { RulesetTypesOf } from "../../../rules/registry";
import { actionLabel } from "../action-label";
import { useItem } from "../attack/use-item";
import { icOptions } from "../settings";
import { icRules } from "../state";
import { actionFor, requestCombatAction, type ActionRef } from "./combat-actions";
import type { IcCombat } from "./ic-combat";
import { itemInput } from "../../../documents/item-input";

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;

type Action = RulesetTypesOf<"ic">["action"];
type Preview = RulesetTypesOf<"ic">["preview"];

/** The pseudo-action for "something else, at a Speed I name". */
const FREE_SPEED = "__free__";
/** Keys of actions that are the actor's own items. */
const ITEM_KEY = "item:";

interface TurnDialogOptions {
  combat: IcCombat;
  combatantId: string;
}

/**
 * Taking a turn: pick an action (a technique, a basic action, or any action at a Speed you
 * name) and the AP to spend; the dialog shows what the port says the declaration will do —
 * the Speed, its floor and the IC it leads to — before you confirm, or why it may not be.
 */
export class IcTurnDialog extends HandlebarsApplicationMixin(ApplicationV2) {
  static override DEFAULT_OPTIONS = {
    tag: "form",
    classes: ["shinobi", "turn-dialog"],
    window: { title: "SHINOBI.Turn.title" },
    position: { width: 380 },
    form: { handler: IcTurnDialog.#confirm, closeOnSubmit: true },
  };

  static override PARTS = {
    form: { template: templatePath("combat/turn-dialog.hbs") },
  };

  readonly combat: IcCombat;
  readonly combatantId: string;
  choice: { key: string; apSpent: number; length: number; freeSpeed: number; against: string } = { key: "Basic Unarmed", apSpent: 0, length: 5, freeSpeed: 5, against: "" };

  /** Not this combatant's turn (the port's answer): the dialog offers only interrupts, against an action declared this IC. */
  get interrupting(): boolean {
    return !this.combat.turnsNow().has(this.combatantId);
  }

  /** Combatants who declared an action this IC, which an interrupt could answer. */
  interruptTargets(): Map<string, string> {
    const targets = new Map<string, string>();
    for (const c of this.combat.combatants) {
      const declared = c.id && c.id !== this.combatantId ? this.combat.declaredThisIc(c.id) : null;
      if (declared && c.id) targets.set(c.id, `${c.name}: ${actionLabel(declared.action)} (${declared.speed})`);
    }
    return targets;
  }

  constructor(options: TurnDialogOptions) {
    super({});
    this.combat = options.combat;
    this.combatantId = options.combatantId;
  }

  #combatant() {
    return this.combat.combatants.get(this.combatantId);
  }

  #refOf(key: string): ActionRef {
    if (key === FREE_SPEED) return { freeSpeed: this.choice.freeSpeed };
    return key.startsWith(ITEM_KEY) ? { itemId: key.slice(ITEM_KEY.length) } : { basic: key };
  }

  #against(): string {
    return this.choice.against || ([...this.interruptTargets().keys()][0] ?? "");
  }

  /**
   * The actions on offer: the actor's techniques and weapons, then the basic actions; when
   * interrupting, only the interrupts fast enough for the chosen declared action.
   */
  availableActions(): Map<string, Action> {
    const actions = new Map<string, Action>();
    for (const item of this.combat.combatants.get(this.combatantId)?.actor?.items ?? []) {
      const action = icRules.actionFromItem(itemInput(item));
      if (action && item.id) actions.set(`${ITEM_KEY}${item.id}`, action);
    }
    for (const [key, action] of Object.entries(icRules.basicActions)) actions.set(key, action);
    if (!this.interrupting) return actions;
    const legal = new Set(this.combat.legalInterrupts(this.combatantId, this.#against(), [...actions.values()]));
    return new Map([...actions].filter(([, a]) => legal.has(a)));
  }

  /** The chosen action, or the first one on offer when the choice is not available. */
  #currentKey(): string {
    const offered = this.availableActions();
    if (this.choice.key === FREE_SPEED && !this.interrupting) return FREE_SPEED;
    return offered.has(this.choice.key) ? this.choice.key : ([...offered.keys()][0] ?? "");
  }

  /** What confirming would do, by the port, or the reason it may not be done. */
  #preview(key: string): Preview & { problem: string | null } {
    const combatant = this.combat.combatants.get(this.combatantId);
    const read = combatant ? this.combat.stateOf(combatant) : null;
    const empty = { speed: 0, floor: 0, apUsed: 0, nextIc: this.combat.currentIc };
    try {
      if (!read || !key) throw new Error(localize("SHINOBI.Turn.noInterrupt"));
      const against = this.interrupting ? this.combat.declaredThisIc(this.#against()) : null;
      const action = actionFor(this.combat, this.combatantId, this.#refOf(key));
      return { ...icRules.preview(read.state, action, { ic: this.combat.currentIc, apSpent: this.choice.apSpent, variableLength: this.choice.length, ...(against ? { againstSpeed: against.speed } : {}) }, icOptions()), problem: null };
    } catch (error) {
      return { ...empty, problem: refusalError(error).message };
    }
  }

  protected override async _prepareContext(options: never): Promise<never> {
    const context = (await super._prepareContext(options)) as Record<string, unknown>;
    const combatant = this.#combatant();
    const key = this.#currentKey();
    const actions = this.availableActions();
    const actionOptions = Object.fromEntries([...actions].map(([k, a]) => [k, `${actionLabel(a.name)} (${a.variable ? localize("SHINOBI.Technique.variableShort") : a.speed})`]));
    if (!this.interrupting) actionOptions[FREE_SPEED] = localize("SHINOBI.Turn.freeSpeed");
    return Object.assign(context, {
      name: combatant?.name ?? "",
      currentIc: this.combat.currentIc,
      apAvailable: combatant ? (this.combat.stateOf(combatant)?.state.ap ?? 0) : 0,
      actionOptions,
      choice: { ...this.choice, key },
      isVariable: !!actions.get(key)?.variable,
      isFree: key === FREE_SPEED,
      interrupting: this.interrupting,
      againstOptions: Object.fromEntries(this.interruptTargets()),
      preview: this.#preview(key),
      // ApplicationV2's render context type is the base class's; this dialog's template reads these fields.
    }) as never;
  }

  /** Every change re-reads the form and re-renders the preview. */
  protected override async _onRender(context: never, options: never): Promise<void> {
    await super._onRender(context, options);
    this.element.addEventListener("change", () => {
      const data = new FormData(this.element as HTMLFormElement);
      this.choice = {
        key: String(data.get("action") ?? this.choice.key),
        apSpent: Number(data.get("ap") ?? 0),
        length: Number(data.get("length") ?? this.choice.length),
        freeSpeed: Number(data.get("freeSpeed") ?? this.choice.freeSpeed),
        against: String(data.get("against") ?? this.choice.against),
      };
      void this.render();
    });
  }

  static async #confirm(this: IcTurnDialog): Promise<void> {
    const key = this.#currentKey();
    const against = this.interrupting ? this.#against() : undefined;
    const options = { apSpent: this.choice.apSpent, length: this.choice.length, ...(against ? { against } : {}) };
    const actor = this.#combatant()?.actor;
    // An item goes the whole way, as from the sheet: timeline, cost rolls and its chat card.
    if (key.startsWith(ITEM_KEY) && actor) {
      await useItem(actor, key.slice(ITEM_KEY.length), options);
      return;
    }
    await requestCombatAction(this.combat, this.combatantId, this.#refOf(key), options);
  }
}
