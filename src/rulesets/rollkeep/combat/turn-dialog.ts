import { templatePath } from "../../../constants";
import { localize } from "../../../i18n";
import { refusalError } from "../../../refusal-message";
import type { RulesetTypesOf } from "../../../rules/registry";
import { rollkeepOptions } from "../options";
import { rollkeepRules } from "../state";
import { GRAPPLE_STEP_OF } from "./grapple-steps";
import { requestTurn, turnActionKeys } from "./requests";
import type { RkCombat } from "./rk-combat";
import { stanceOptions } from "./tracker-context";

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;

type Rk = RulesetTypesOf<"rollkeep">;

/**
 * A turn on the round tracker: the stance to begin it in (from round 2, S3/S10), one of the basic
 * actions (moves, Guard, Pass, Delay…; an attack is made from the weapon's card), and for a 4e Down
 * fighter the Void Point that pays for a Free Action (V7, C11). It shows
 * what the port says the action takes and leaves of the turn, or why it may not be taken, before
 * the player confirms; the GM's client then declares it.
 */
export class RkTurnDialog extends HandlebarsApplicationMixin(ApplicationV2) {
  static override DEFAULT_OPTIONS = {
    tag: "form",
    classes: ["shinobi", "rollkeep", "rk-turn-dialog"],
    window: { title: "SHINOBI.RollKeep.Turn.title" },
    position: { width: 360 },
    form: { handler: RkTurnDialog.#confirm, closeOnSubmit: true },
  };

  static override PARTS = { form: { template: templatePath("rollkeep/combat/turn-dialog.hbs") } };

  readonly combat: RkCombat;
  readonly combatantId: string;
  choice = { action: "pass", stance: "", target: "", paidWithVoid: false };

  constructor(options: { combat: RkCombat; combatantId: string }) {
    super({});
    this.combat = options.combat;
    this.combatantId = options.combatantId;
  }

  /** What declaring the choice would do, by the port, or the reason it may not be done. */
  preview(): { speed: string; simple: number | null; showSimple: boolean; problem: string | null } {
    const combatant = this.combat.combatants.get(this.combatantId);
    const read = combatant ? this.combat.fighterOf(combatant) : null;
    const action = rollkeepRules.basicActions[this.choice.action];
    // Nevermind (G9) takes no action of the turn: there is nothing to preview.
    if (read && !action && GRAPPLE_STEP_OF[this.choice.action]) return { speed: localize("SHINOBI.RollKeep.Turn.noAction"), simple: null, showSimple: false, problem: null };
    try {
      if (!read || !action) throw new Error(localize("SHINOBI.Combat.noCombatant"));
      // The select offers the port's stances (STANCES' keys).
      const stance = this.choice.stance ? { stance: this.choice.stance as Rk["combatant"]["stance"] } : {};
      const paid = this.choice.paidWithVoid ? { paidWithVoid: true } : {};
      const p = rollkeepRules.preview(read.state, action, { at: this.combat.moment, ...stance, ...paid }, rollkeepOptions());
      return { speed: p.speed ? localize(`SHINOBI.RollKeep.Turn.${p.speed}`) : localize("SHINOBI.RollKeep.Turn.noAction"), simple: p.budget?.simple ?? null, showSimple: p.budget !== null, problem: null };
    } catch (error) {
      return { speed: "", simple: null, showSimple: false, problem: refusalError(error).message };
    }
  }

  protected override async _prepareContext(options: never): Promise<never> {
    const context = (await super._prepareContext(options)) as Record<string, unknown>;
    const combatant = this.combat.combatants.get(this.combatantId);
    const actions = Object.fromEntries(turnActionKeys().map((key) => [key, localize(`SHINOBI.RollKeep.Action.${key}`)]));
    const rules = rollkeepOptions();
    const variant = rules.variant;
    const fighter = combatant ? this.combat.fighterOf(combatant) : null;
    // V7, C11: a 4e Down fighter acts only by paying a Void Point for a Free Action (the port says when one is due).
    const down = fighter !== null && rollkeepRules.derive(fighter.state, rules).woundRank.state === "down" ? fighter : null;
    // ApplicationV2's render context type is the base class's; this dialog's template reads these fields.
    return Object.assign(context, {
      name: combatant?.name ?? "",
      round: this.combat.round,
      stanceOpen: this.combat.round >= 2,
      stances: { "": localize("SHINOBI.RollKeep.Turn.keepStance"), ...Object.fromEntries(Object.entries(stanceOptions(variant)).map(([k, v]) => [k, localize(v)])) },
      actions,
      // A grapple step is aimed at another of the fight (the one grappled, or to grapple).
      targetOpen: GRAPPLE_STEP_OF[this.choice.action] !== undefined,
      targets: { "": localize("SHINOBI.RollKeep.GrappleStep.noTarget"), ...Object.fromEntries(this.combat.turns.filter((c) => c.id !== this.combatantId).map((c) => [c.id ?? "", c.name])) },
      choice: this.choice,
      down: down ? { voidPoints: down.state.voidPoints.points } : null,
      preview: this.preview(),
    }) as never;
  }

  protected override async _onRender(context: never, options: never): Promise<void> {
    await super._onRender(context, options);
    this.element.addEventListener("change", () => {
      const data = new FormData(this.element as HTMLFormElement);
      this.choice = { action: String(data.get("action") ?? this.choice.action), stance: String(data.get("stance") ?? ""), target: String(data.get("target") ?? ""), paidWithVoid: data.get("paidWithVoid") !== null };
      void this.render();
    });
  }

  static async #confirm(this: RkTurnDialog): Promise<void> {
    const { stance, target, paidWithVoid } = this.choice;
    await requestTurn(this.combat, this.combatantId, this.choice.action, { ...(stance ? { stance } : {}), ...(target ? { target } : {}), paidWithVoid });
  }
}
