import { templatePath } from "../../../constants";
import { endScene } from "../conditions/end-scene";
import type { DgCombat } from "./dg-combat";
import { format, localize } from "../../../i18n";
import { KEPT_ACTIONS, MOVE_MODES, requestAct, TRACKER_ACTIONS, type TrackerAction } from "./requests";
import { trackerContext } from "./tracker-context";

const { CombatTracker } = foundry.applications.sidebar.tabs;

/** A refusal or a failed step shown to the one who clicked, worded as the rules word it. */
function shown(error: unknown): void {
  ui.notifications?.warn(error instanceof Error ? error.message : String(error));
}

/**
 * The degrees round tracker (docs/degrees-play.md, "Running a fight"): the round (the surprise round named), the
 * scene and its uses, each fighter in the order the port's clock will follow, with its initiative
 * now, the round's actions left and spent, its stance, conditions with the turns they have left and
 * where its HP leave it; before the fight, awareness per fighter and per side and the surprise
 * start; the GM's next turn, next round and End Scene; the basic actions as buttons for the one
 * whose turn it is. Everything shown is the port's; every click goes through the GM's client.
 */
export class DgCombatTracker extends CombatTracker {
  static override DEFAULT_OPTIONS = {
    actions: {
      dgBegin: DgCombatTracker.#begin,
      dgNextTurn: DgCombatTracker.#nextTurn,
      dgNextRound: DgCombatTracker.#nextRound,
      dgEndScene: DgCombatTracker.#endScene,
      dgAware: DgCombatTracker.#aware,
      dgSide: DgCombatTracker.#side,
      dgAct: DgCombatTracker.#act,
    },
  };

  static override PARTS = { ...CombatTracker.PARTS, tracker: { template: templatePath("degrees/combat/tracker.hbs"), scrollable: [""] } };

  get #combat(): DgCombat | null {
    // A degrees world's combats are DgCombat (its pieces register the class).
    return (this.viewed as DgCombat | null) ?? null;
  }

  protected override async _preparePartContext(partId: string, context: foundry.applications.api.ApplicationV2.RenderContextOf<this>, options: CombatTracker.RenderOptions): Promise<foundry.applications.api.ApplicationV2.RenderContextOf<this>> {
    const prepared = await super._preparePartContext(partId, context, options);
    if (partId !== "tracker") return prepared;
    return Object.assign(prepared, trackerContext(this.#combat));
  }

  /** The GM's link selects (a mount ridden, a partner's owner) act as they change: one combatant write each; the ceiling (M94) one combat write. */
  protected override async _onRender(context: foundry.applications.api.ApplicationV2.RenderContextOf<this>, options: CombatTracker.RenderOptions): Promise<void> {
    await super._onRender(context, options);
    for (const select of this.element.querySelectorAll<HTMLSelectElement>("select.dg-link")) {
      select.addEventListener("change", () => {
        const id = DgCombatTracker.#combatantId(select);
        const field = select.dataset.link === "partnerOf" ? "partnerOf" : "mountedOn";
        if (id) void this.#combat?.linkFighter(id, { [field]: select.value === "" ? null : select.value }).catch(shown);
      });
    }
    const ceiling = this.element.querySelector<HTMLInputElement>("input.dg-ceiling-input");
    ceiling?.addEventListener("change", () => void this.#combat?.setCeiling(ceiling.value === "" ? null : Number(ceiling.value)).catch(shown));
  }

  static #combatantId(target: HTMLElement): string | undefined {
    return target.closest<HTMLElement>("[data-combatant-id]")?.dataset.combatantId;
  }

  /** Begins the fight with the awareness marked: the surprise round when some but not all are aware (M12). */
  static async #begin(this: DgCombatTracker): Promise<void> {
    await this.#combat?.startCombat().catch(shown);
  }

  static async #nextTurn(this: DgCombatTracker): Promise<void> {
    await this.#combat?.nextTurn().catch(shown);
  }

  static async #nextRound(this: DgCombatTracker): Promise<void> {
    await this.#combat?.nextRound().catch(shown);
  }

  static async #endScene(this: DgCombatTracker): Promise<void> {
    await endScene().catch(shown);
  }

  /** One fighter aware or caught (M2, M11). */
  static async #aware(this: DgCombatTracker, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const combat = this.#combat;
    const id = DgCombatTracker.#combatantId(target);
    if (combat && id) await combat.markAware({ [id]: target.dataset.aware !== "true" }).catch(shown);
  }

  /** A whole side aware or caught in one click (M11). */
  static async #side(this: DgCombatTracker, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const side = target.dataset.side;
    if (side) await this.#combat?.markSide(side, target.dataset.aware === "true").catch(shown);
  }

  /** A basic action of the turn (M10, M17, M19, M55, M67, M68, M69), asked of the GM's client; a Delay reads its value, Hold and Prepare the action kept, from the row's fields. */
  static async #act(this: DgCombatTracker, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const combat = this.#combat;
    const id = DgCombatTracker.#combatantId(target);
    const key = TRACKER_ACTIONS.find((k) => k === target.dataset.act);
    if (!combat || !id || !key) return;
    const row = target.closest("[data-combatant-id]");
    const value = row?.querySelector<HTMLInputElement>("input.dg-delay-to")?.value.trim() ?? "";
    const keep = KEPT_ACTIONS.find((k) => k === row?.querySelector<HTMLSelectElement>("select.dg-keep")?.value);
    const mountId = row?.querySelector<HTMLSelectElement>("select.dg-mount")?.value;
    const mode = MOVE_MODES.find((m) => m === row?.querySelector<HTMLSelectElement>("select.dg-mode")?.value) ?? "normal";
    const report = await requestAct(combat, id, key satisfies TrackerAction, { delayTo: value === "" ? null : Number(value), ...(keep ? { keep } : {}), ...(mountId ? { mountId } : {}), mode }).catch(shown);
    // A move says how far it goes, by the mode picked (M57).
    if (report?.metres !== undefined) ui.notifications?.info(format("SHINOBI.Degrees.Combat.moved", { metres: report.metres, mode: localize(`SHINOBI.Degrees.Combat.MoveMode.${mode}`) }));
  }
}
