import { templatePath } from "../../../constants";
import { localize } from "../../../i18n";
import { rollkeepOptions } from "../options";
import { fighterRow } from "./tracker-context";
import { requestOpeningStance, requestTurn } from "./requests";
import type { RkCombat } from "./rk-combat";
import { nextOpeningPicker } from "./stances";
import { RkTurnDialog } from "./turn-dialog";
import { RkDuelDialog } from "./duel-dialog";
import { RkRoundVoidDialog } from "./round-void-dialog";
import { RkDuelPanel } from "./duel-panel";

const { CombatTracker } = foundry.applications.sidebar.tabs;

/**
 * The round tracker (docs/rollkeep-play.md, "Fights"): this round's order with each fighter's
 * stance (icon and name), its Simple Action pips, a Complex Action and the Free Actions taken, the
 * Full Defense bonus, Armor TN, wound rank and conditions; whose turn it is; the opening stances
 * before the fight (house: in reverse initiative order) and the stance as a turn begins; Delay (4e);
 * a Void Point bought as the round begins (V8–V10); the GM's next turn, end of round, duel stage and
 * a duel between two fighters. Everything shown is the port's.
 */
export class RkCombatTracker extends CombatTracker {
  static override DEFAULT_OPTIONS = {
    actions: {
      rkTurn: RkCombatTracker.#turn,
      rkDelay: RkCombatTracker.#delay,
      rkNextTurn: RkCombatTracker.#nextTurn,
      rkNextRound: RkCombatTracker.#nextRound,
      rkDuelStage: RkCombatTracker.#duelStage,
      rkDuel: RkCombatTracker.#duel,
      rkRoundVoid: RkCombatTracker.#roundVoid,
      rkDuelPanel: RkCombatTracker.#duelPanel,
    },
  };

  static override PARTS = { ...CombatTracker.PARTS, tracker: { template: templatePath("rollkeep/combat/tracker.hbs"), scrollable: [""] } };

  get #combat(): RkCombat | null {
    // A roll-and-keep world's combats are RkCombat (its pieces register the class).
    return (this.viewed as RkCombat | null) ?? null;
  }

  protected override async _preparePartContext(partId: string, context: foundry.applications.api.ApplicationV2.RenderContextOf<this>, options: CombatTracker.RenderOptions): Promise<foundry.applications.api.ApplicationV2.RenderContextOf<this>> {
    const prepared = await super._preparePartContext(partId, context, options);
    if (partId !== "tracker") return prepared;
    return Object.assign(prepared, trackerContext(this.#combat));
  }

  protected override async _onRender(context: foundry.applications.api.ApplicationV2.RenderContextOf<this>, options: CombatTracker.RenderOptions): Promise<void> {
    await super._onRender(context, options);
    for (const select of this.element.querySelectorAll<HTMLSelectElement>("select.rk-stance-choice")) {
      select.addEventListener("change", () => void this.#chooseStance(select));
    }
  }

  async #chooseStance(select: HTMLSelectElement): Promise<void> {
    const combat = this.#combat;
    const combatantId = select.closest<HTMLElement>("[data-combatant-id]")?.dataset.combatantId;
    if (!combat || !combatantId) return;
    try {
      if (select.dataset.when === "opening") await requestOpeningStance(combat, combatantId, select.value);
      else await requestTurn(combat, combatantId, "pass", { stance: select.value });
    } catch (error) {
      ui.notifications?.error(error instanceof Error ? error.message : String(error));
    }
  }

  static #combatantId(target: HTMLElement): string | undefined {
    return target.closest<HTMLElement>("[data-combatant-id]")?.dataset.combatantId;
  }

  static async #turn(this: RkCombatTracker, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const combat = this.#combat;
    const combatantId = RkCombatTracker.#combatantId(target);
    if (combat && combatantId) await new RkTurnDialog({ combat, combatantId }).render({ force: true });
  }

  static async #delay(this: RkCombatTracker, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const combat = this.#combat;
    const combatantId = RkCombatTracker.#combatantId(target);
    if (combat && combatantId) await requestTurn(combat, combatantId, "delay");
  }

  static async #roundVoid(this: RkCombatTracker, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const combat = this.#combat;
    const combatantId = RkCombatTracker.#combatantId(target);
    if (combat && combatantId) await new RkRoundVoidDialog({ combat, combatantId }).render({ force: true });
  }

  static async #nextTurn(this: RkCombatTracker): Promise<void> {
    const combat = this.#combat;
    if (!combat) return;
    await (combat.started ? combat.nextTurn() : combat.startCombat());
  }

  static async #nextRound(this: RkCombatTracker): Promise<void> {
    await this.#combat?.nextRound();
  }

  static async #duelStage(this: RkCombatTracker): Promise<void> {
    await this.#combat?.nextDuelStage();
  }

  static async #duel(this: RkCombatTracker): Promise<void> {
    const combat = this.#combat;
    if (combat) await new RkDuelDialog({ combat }).render({ force: true });
  }

  static async #duelPanel(this: RkCombatTracker): Promise<void> {
    const combat = this.#combat;
    if (combat) await new RkDuelPanel({ combat }).render({ force: true });
  }
}

/** The tracker's own part: the round, the phase, the rows, the GM's controls and the duel under way. */
export function trackerContext(combat: RkCombat | null): Record<string, unknown> {
  if (!combat) return { hasCombat: false };
  const options = rollkeepOptions();
  const due = combat.dueCombatant();
  const opener = !combat.started && options.variant === "house" ? nextOpeningPicker(combat) : null;
  const fighters = combat.fighters().map((f) => f.state);
  // The fighters' names by the port's ids, for a row naming another (M5's guard and ward).
  const names = new Map(fighters.map((f) => [f.id, f.name]));
  const rows = combat.turns.flatMap((c) => {
    const fighter = combat.fighterOf(c);
    if (!fighter) return [];
    const openingOpen = options.variant === "4e" ? c.initiative === null : opener?.id === c.id;
    return [fighterRow(c, fighter, { moment: combat.moment, started: combat.started, due: due?.id === c.id, options, openingOpen, fighters, names })];
  });
  // RkCombatData holds the duel under way.
  const duel = (combat.system as { duel?: { stage: string } }).duel;
  const duelUnderWay = !!duel && duel.stage !== "none" && duel.stage !== "over";
  return {
    hasCombat: true,
    isGM: !!game.user?.isGM,
    round: combat.round,
    started: combat.started,
    variant: options.variant,
    bookLabel: localize(options.variant === "house" ? "SHINOBI.RollKeep.Combat.bookHouse" : "SHINOBI.RollKeep.Combat.book4e"),
    openingNote: combat.started ? "" : localize(options.variant === "house" ? "SHINOBI.RollKeep.Combat.openingHouse" : "SHINOBI.RollKeep.Combat.opening4e"),
    rows,
    duelStage: duelUnderWay ? localize(`SHINOBI.RollKeep.Duel.${duel.stage}`) : "",
    // DU2: anyone may open the duel's panel (a duelist's owner calls raises, concedes, learns facts).
    duelUnderWay,
    // Two fighters at least, and no duel under way: the GM may pick duelists.
    canDuel: !duelUnderWay && combat.turns.length >= 2,
  };
}
