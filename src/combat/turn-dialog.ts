import { templatePath } from "../constants";
import { techniqueToAction, type TechniqueSource } from "../rules/ic/items";
import type { IcAction } from "../rules/ic/action";
import { BASIC_ACTIONS } from "../rules/ic/basic-actions";
import { effectiveSeverity } from "../rules/ic/status/modifiers";
import type { StatusInstance } from "../rules/ic/status/types";
import { requestCombatAction } from "./combat-actions";
import type { IcCombat } from "./ic-combat";
import type { ShinobiActor } from "../documents/shinobi-actor";
import { previewTurn, type TurnChoice } from "./turn-preview";

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;

/** The pseudo-action for "something else, at a Speed I name". */
const FREE_SPEED = "__free__";
/** Keys of actions that are the actor's own technique items. */
const ITEM_KEY = "item:";

interface TurnDialogOptions {
  combat: IcCombat;
  combatantId: string;
}

/**
 * Taking a turn: pick an action (a technique, a basic action, or any action at a Speed you
 * name) and the AP to spend; the dialog shows the resulting Speed, its floor and the IC it
 * leads to before you confirm. Confirming asks the GM's client to write it.
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

  /** Not this combatant's IC: the dialog offers only interrupts, against an action declared this IC. */
  get interrupting(): boolean {
    return this.combat.combatants.get(this.combatantId)?.initiative !== this.combat.currentIc;
  }

  /** Combatants who declared an action this IC, which an interrupt could answer. */
  interruptTargets(): Map<string, string> {
    const targets = new Map<string, string>();
    for (const c of this.combat.combatants) {
      const declared = c.id && c.id !== this.combatantId ? this.combat.declaredThisIc(c.id) : null;
      if (declared && c.id) targets.set(c.id, `${c.name}: ${declared.action} (${declared.speed})`);
    }
    return targets;
  }

  constructor(options: TurnDialogOptions) {
    super({} as never);
    this.combat = options.combat;
    this.combatantId = options.combatantId;
  }

  /**
   * The actions on offer: the actor's techniques, then the basic actions; when interrupting,
   * only the interrupts fast enough for the chosen declared action.
   */
  availableActions(): Map<string, IcAction> {
    const actions = new Map<string, IcAction>();
    const actor = this.combat.combatants.get(this.combatantId)?.actor;
    for (const item of actor?.items ?? []) {
      if ((item.type as string) === "technique") actions.set(`${ITEM_KEY}${item.id}`, techniqueToAction(item.name ?? "", item.system as unknown as TechniqueSource));
    }
    for (const [name, action] of Object.entries(BASIC_ACTIONS)) actions.set(name, action);
    if (!this.interrupting) return actions;
    const against = this.choice.against || ([...this.interruptTargets().keys()][0] ?? "");
    const legal = new Set(this.combat.legalInterrupts(this.combatantId, against, [...actions.values()]));
    return new Map([...actions].filter(([, a]) => legal.has(a)));
  }

  #currentChoice(): TurnChoice {
    if (this.interrupting) {
      const offered = this.availableActions();
      const action = offered.get(this.choice.key) ?? [...offered.values()][0] ?? (BASIC_ACTIONS.Dodge as IcAction);
      return { action, apSpent: this.choice.apSpent };
    }
    const action =
      this.choice.key === FREE_SPEED
        ? ({ name: game.i18n?.localize("SHINOBI.Turn.freeSpeed") ?? "Other action", kind: "utility", speed: this.choice.freeSpeed } as IcAction)
        : (this.availableActions().get(this.choice.key) ?? (BASIC_ACTIONS["Basic Unarmed"] as IcAction));
    return { action, apSpent: this.choice.apSpent, length: this.choice.length };
  }

  protected override async _prepareContext(options: never): Promise<never> {
    const context = (await super._prepareContext(options)) as Record<string, unknown>;
    const combatant = this.combat.combatants.get(this.combatantId);
    const statuses = (combatant?.actor?.system as unknown as { statuses?: StatusInstance[] } | undefined)?.statuses ?? [];
    const apAvailable = (combatant?.system as unknown as { ap?: number } | undefined)?.ap ?? 0;
    const choice = this.#currentChoice();
    const interrupting = this.interrupting;
    const preview = previewTurn(choice, {
      currentIc: this.combat.currentIc,
      apAvailable,
      shock: effectiveSeverity(statuses, "shock"),
      ...(interrupting ? { interruptFrom: combatant?.initiative ?? this.combat.currentIc } : {}),
    });
    const options2 = Object.fromEntries([...this.availableActions()].map(([key, a]) => [key, `${a.name} (${a.variable ? game.i18n?.localize("SHINOBI.Technique.variableShort") : a.speed})`]));
    if (!interrupting) options2[FREE_SPEED] = game.i18n?.localize("SHINOBI.Turn.freeSpeed") ?? FREE_SPEED;
    const noInterrupt = interrupting && Object.keys(options2).length === 0;
    return Object.assign(context, {
      name: combatant?.name ?? "",
      currentIc: this.combat.currentIc,
      apAvailable,
      actionOptions: options2,
      choice: this.choice,
      isVariable: !!choice.action.variable,
      isFree: this.choice.key === FREE_SPEED,
      interrupting,
      againstOptions: Object.fromEntries(this.interruptTargets()),
      preview: noInterrupt ? { ...preview, problem: "SHINOBI.Turn.noInterrupt" } : preview,
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
    const choice = this.#currentChoice();
    const against = this.interrupting ? this.choice.against || [...this.interruptTargets().keys()][0] : undefined;
    // A technique from the sheet goes the whole way: timeline, cost rolls and its chat card.
    const actor = this.combat.combatants.get(this.combatantId)?.actor as (Actor.Implementation & { useTechnique?: ShinobiActor["useTechnique"] }) | null | undefined;
    if (this.choice.key.startsWith(ITEM_KEY) && actor?.useTechnique) {
      await actor.useTechnique(this.choice.key.slice(ITEM_KEY.length), { apSpent: choice.apSpent, length: choice.length, ...(against ? { against } : {}) });
      return;
    }
    await requestCombatAction(this.combat, this.combatantId, choice.action, { apSpent: choice.apSpent, length: choice.length, ...(against ? { against } : {}) });
  }
}
