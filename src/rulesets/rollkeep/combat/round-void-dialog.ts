import { templatePath } from "../../../constants";
import { localize } from "../../../i18n";
import { RULESET_EXTRAS } from "../../../rules/registry";
import { requestRoundVoid } from "./requests";
import type { RkCombat, RoundVoidChoice } from "./rk-combat";

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;

/** What the form holds: the spend's kind and, for a swap, the partner combatant. */
interface RoundVoidPick {
  kind: RoundVoidChoice["kind"];
  partnerId: string;
}

/** The pick as the combat takes it: a swap names its partner, the others nothing more. */
function choiceOf(pick: RoundVoidPick): RoundVoidChoice {
  return pick.kind === "swapInitiative" ? { kind: pick.kind, partnerId: pick.partnerId } : { kind: pick.kind };
}

/**
 * A Void Point bought as the round begins, from the round tracker (V8 +10 Armor TN for the round,
 * V10 +10 initiative for the fight, V9 trading places with a willing fighter): the port's refusal
 * shows before the player confirms (someone has acted, the round's point is spent, no partner);
 * the GM's client then spends it.
 */
export class RkRoundVoidDialog extends HandlebarsApplicationMixin(ApplicationV2) {
  static override DEFAULT_OPTIONS = {
    tag: "form",
    classes: ["shinobi", "rollkeep", "rk-round-void-dialog"],
    window: { title: "SHINOBI.RollKeep.RoundVoid.title" },
    position: { width: 360 },
    form: { handler: RkRoundVoidDialog.#spend, closeOnSubmit: true },
  };

  static override PARTS = { form: { template: templatePath("rollkeep/combat/round-void-dialog.hbs") } };

  readonly combat: RkCombat;
  readonly combatantId: string;
  pick: RoundVoidPick;

  constructor(options: { combat: RkCombat; combatantId: string }) {
    super({});
    this.combat = options.combat;
    this.combatantId = options.combatantId;
    this.pick = { kind: "armorTn", partnerId: options.combat.turns.find((c) => c.id !== options.combatantId)?.id ?? "" };
  }

  /** Why the rules refuse the pick now, worded, or null. */
  problem(): string | null {
    try {
      this.combat.roundVoidAfter(this.combatantId, choiceOf(this.pick));
      return null;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }

  protected override async _prepareContext(options: never): Promise<never> {
    // ApplicationV2's context is a plain record this dialog adds its fields to.
    const context = (await super._prepareContext(options)) as Record<string, unknown>;
    const kinds = RULESET_EXTRAS.rollkeep.roundStart.kinds;
    // ApplicationV2's render context type is the base class's; this dialog's template reads these fields.
    return Object.assign(context, {
      name: this.combat.combatants.get(this.combatantId)?.name ?? "",
      kinds: Object.fromEntries(kinds.map((k) => [k, localize(`SHINOBI.RollKeep.RoundVoid.${k}`)])),
      partners: Object.fromEntries(this.combat.turns.filter((c) => c.id !== this.combatantId).map((c) => [c.id ?? "", c.name])),
      pick: this.pick,
      swap: this.pick.kind === "swapInitiative",
      problem: this.problem(),
    }) as never;
  }

  protected override async _onRender(context: never, options: never): Promise<void> {
    await super._onRender(context, options);
    this.element.addEventListener("change", () => {
      // The dialog's element is its form (`tag: "form"`).
      const data = new FormData(this.element as HTMLFormElement);
      const kind = RULESET_EXTRAS.rollkeep.roundStart.kinds.find((k) => k === data.get("kind")) ?? this.pick.kind;
      this.pick = { kind, partnerId: String(data.get("partnerId") ?? this.pick.partnerId) };
      void this.render();
    });
  }

  static async #spend(this: RkRoundVoidDialog): Promise<void> {
    try {
      await requestRoundVoid(this.combat, this.combatantId, choiceOf(this.pick));
    } catch (error) {
      ui.notifications?.error(error instanceof Error ? error.message : String(error));
    }
  }
}
