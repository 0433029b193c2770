import { RULESET_EXTRAS } from "../../../rules/registry";
import { templatePath } from "../../../constants";
import { actionLabel } from "../action-label";
import { icRules, storedCombatant } from "../state";
import { MAX_SLOTS, timelineSlots, type TimelineCombatant } from "./timeline-context";
import { IcTurnDialog } from "./turn-dialog";

const { CombatTracker } = foundry.applications.sidebar.tabs;


/**
 * The sidebar tracker with a timeline strip above the core list: one slot per coming IC,
 * everyone acting on the same IC grouped together, status ticks and delayed actions marked.
 * The GM ends the current IC, undoes the last step, or drags a combatant to another IC.
 */
export class IcCombatTracker extends CombatTracker {
  static override DEFAULT_OPTIONS = {
    actions: { endIc: IcCombatTracker.#endIc, undoIc: IcCombatTracker.#undoIc, takeTurn: IcCombatTracker.#takeTurn },
  };

  static override PARTS = withPartAfter(CombatTracker.PARTS, "header", "timeline", {
    template: templatePath("combat/timeline.hbs"),
  });

  protected override async _preparePartContext(
    partId: string,
    context: foundry.applications.api.ApplicationV2.RenderContextOf<this>,
    options: CombatTracker.RenderOptions,
  ): Promise<foundry.applications.api.ApplicationV2.RenderContextOf<this>> {
    const prepared = await super._preparePartContext(partId, context, options);
    if (partId !== "timeline") return prepared;
    const combat = this.viewed;
    const currentIc = combat?.currentIc ?? 0;
    const turns = combat?.turnsNow() ?? new Set<string>();
    const combatants: TimelineCombatant[] = (combat?.turns ?? []).map((c) => {
      const read = combat?.stateOf(c) ?? null;
      const s = storedCombatant(c);
      return {
        id: c.id ?? "",
        name: c.name ?? "",
        img: c.img ?? "",
        ic: c.initiative,
        ap: s.ap ?? 0,
        due: read ? icRules.upcoming(read.state, currentIc, currentIc + MAX_SLOTS) : [],
        variable: { action: actionLabel(s.variable?.action ?? ""), untilIc: s.variable?.untilIc ?? null },
        delayed: { action: actionLabel(s.delayed?.action ?? ""), resolvesOn: s.delayed?.resolvesOn ?? null },
        owned: c.isOwner,
        acting: turns.has(c.id ?? ""),
        able: read ? RULESET_EXTRAS.ic.mayAct(read.state) : false,
      };
    });
    const somethingDeclared = combatants.some((c) => !!combat?.declaredThisIc(c.id));
    return Object.assign(prepared, { hasCombat: !!combat, currentIc, isGM: !!game.user?.isGM, slots: timelineSlots(currentIc, combatants, somethingDeclared) });
  }

  /** GM only: combatants can be dragged along the strip to correct their IC. */
  protected override async _onRender(context: foundry.applications.api.ApplicationV2.RenderContextOf<this>, options: CombatTracker.RenderOptions): Promise<void> {
    await super._onRender(context, options);
    if (!game.user?.isGM) return;
    const strip = this.element.querySelector<HTMLElement>(".shinobi-timeline");
    if (!strip) return;
    strip.addEventListener("dragstart", (event) => {
      const id = (event.target as HTMLElement).closest<HTMLElement>("[data-combatant-id]")?.dataset.combatantId;
      if (id) event.dataTransfer?.setData("text/plain", id);
    });
    strip.addEventListener("dragover", (event) => event.preventDefault());
    strip.addEventListener("drop", (event) => {
      event.preventDefault();
      const ic = Number((event.target as HTMLElement).closest<HTMLElement>("[data-ic]")?.dataset.ic);
      const id = event.dataTransfer?.getData("text/plain");
      if (id) this.viewed?.placeOnIc(id, ic).catch((error: unknown) => ui.notifications?.error((error as Error).message));
    });
  }

  static async #endIc(this: IcCombatTracker): Promise<void> {
    await (this.viewed)?.endIc();
  }

  /** Opens the turn dialog for a combatant acting now. */
  static async #takeTurn(this: IcCombatTracker, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const combatantId = target.closest<HTMLElement>("[data-combatant-id]")?.dataset.combatantId;
    const combat = this.viewed;
    if (combat && combatantId) await new IcTurnDialog({ combat, combatantId }).render({ force: true });
  }

  static async #undoIc(this: IcCombatTracker): Promise<void> {
    await (this.viewed)?.undoIc();
  }
}

type TemplatePart = foundry.applications.api.HandlebarsApplicationMixin.HandlebarsTemplatePart;

/** Parts render in key order, so the new part is spliced in right after `after`. */
function withPartAfter(parts: Record<string, TemplatePart>, after: string, id: string, part: TemplatePart): Record<string, TemplatePart> {
  const result: Record<string, TemplatePart> = {};
  for (const [key, value] of Object.entries(parts)) {
    result[key] = value;
    if (key === after) result[id] = part;
  }
  if (!(id in result)) result[id] = part;
  return result;
}
