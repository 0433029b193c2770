import { templatePath } from "../../../constants";
import { localize } from "../../../i18n";
import { refusalError } from "../../../refusal-message";
import { RULESET_EXTRAS } from "../../../rules/registry";
import { requestDuelMove, type AssessmentFact, type DuelMove } from "./duel-assessment";
import type { StoredDuel } from "./duel-steps";
import type { RkCombat } from "./rk-combat";

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;
const FACTS = RULESET_EXTRAS.rollkeep.duel.facts;

/** The duel the combat stores, whatever its stage. */
function duelOf(combat: RkCombat): StoredDuel {
  // RkCombatData's `duel` field holds this shape.
  return (combat.system as unknown as { duel: StoredDuel }).duel;
}

/** One duelist's part of the panel: what it called and learned, and what this user may still do for it. */
function duelistView(combat: RkCombat, duel: StoredDuel, side: 0 | 1) {
  const id = duel.duelists[side] ?? "";
  const combatant = combat.combatants.get(id);
  const mine = !!combatant?.actor?.isOwner;
  const assessed = duel.assessed[side];
  const stage = duel.stage;
  const facts = assessed?.facts ?? 0;
  return {
    id,
    name: combatant?.name ?? "",
    calls: duel.calls[side] ?? 0,
    callOpen: mine && stage === "assessment",
    concedeOpen: mine && (stage === "assessment" || stage === "focus"),
    assessed: assessed ? { total: assessed.total, tn: assessed.tn, facts, focusBonus: assessed.focusBonus !== null } : null,
    learnOpen: mine && facts > 0 && duel.told[side] !== true && stage !== "assessment",
    told: duel.told[side] === true,
    // DU4, V6: the owner's own choice, shown to them alone, with the Void Points its duelist has left.
    voidOpen: mine && stage !== "over" && stage !== "none",
    voidOnWounds: duel.voidOnWounds[side] === true,
    voidPoints: combatant ? (combat.fighterOf(combatant)?.state.voidPoints.points ?? 0) : 0,
    facts: FACTS.map((fact) => ({ fact, label: `SHINOBI.RollKeep.Duel.fact.${fact}` })),
  };
}

/**
 * The duel for its duelists (DU2, DU4), open to anyone while a duel is under way: each owner calls
 * the raises of their duelist's Assessment (more facts, R8's cap), may concede before Focus, once
 * the Assessment is rolled picks the facts it earned, which the GM's client reads from the opponent
 * and whispers to them, and until the Strike says whether their duelist spends a Void Point against
 * a strike's wounds (V6). The GM rolls the stages from the tracker or here.
 */
export class RkDuelPanel extends HandlebarsApplicationMixin(ApplicationV2) {
  static override DEFAULT_OPTIONS = {
    classes: ["shinobi", "rollkeep", "rk-duel-panel"],
    window: { title: "SHINOBI.RollKeep.Duel.title" },
    position: { width: 400 },
    actions: { dkCall: RkDuelPanel.#call, dkConcede: RkDuelPanel.#concede, dkLearn: RkDuelPanel.#learn, dkVoid: RkDuelPanel.#void, dkNext: RkDuelPanel.#next },
  };

  static override PARTS = { panel: { template: templatePath("rollkeep/combat/duel-panel.hbs") } };

  readonly combat: RkCombat;
  /** The last refusal, shown until the next move. */
  problem: string | null = null;
  #hook: number | null = null;

  constructor(options: { combat: RkCombat }) {
    super({});
    this.combat = options.combat;
  }

  protected override async _prepareContext(options: never): Promise<never> {
    const context = (await super._prepareContext(options)) as Record<string, unknown>;
    const duel = duelOf(this.combat);
    const stage = duel.stage;
    // ApplicationV2's render context type is the base class's; this panel's template reads these fields.
    return Object.assign(context, {
      stage: stage === "none" ? "" : localize(`SHINOBI.RollKeep.Duel.${stage}`),
      stakes: localize(`SHINOBI.RollKeep.Duel.${duel.stakes}`),
      over: stage === "over" || stage === "none",
      duelists: duel.duelists.length === 2 ? [duelistView(this.combat, duel, 0), duelistView(this.combat, duel, 1)] : [],
      gmNext: game.user?.isGM === true && stage !== "over" && stage !== "none",
      problem: this.problem,
    }) as never;
  }

  protected override async _onFirstRender(context: never, options: never): Promise<void> {
    await super._onFirstRender(context, options);
    // Every client's panel follows the duel as the GM's client writes it.
    this.#hook = Hooks.on("updateCombat", (combat: { id: string | null }) => {
      if (combat.id === this.combat.id) void this.render();
    });
  }

  protected override _onClose(options: never): void {
    super._onClose(options);
    if (this.#hook !== null) Hooks.off("updateCombat", this.#hook);
  }

  /** Sends a move for the duelist of the clicked section; a refusal is shown in the panel. */
  async move(combatantId: string, move: DuelMove): Promise<void> {
    try {
      this.problem = null;
      await requestDuelMove(this.combat, combatantId, move);
    } catch (error) {
      this.problem = refusalError(error).message;
    }
    await this.render();
  }

  static #duelistOf(target: HTMLElement): { id: string; section: HTMLElement | null } {
    const section = target.closest<HTMLElement>("[data-duelist]");
    return { id: section?.dataset.duelist ?? "", section };
  }

  static async #call(this: RkDuelPanel, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const { id, section } = RkDuelPanel.#duelistOf(target);
    const raises = Number(section?.querySelector<HTMLInputElement>("input[name=raises]")?.value ?? 0);
    await this.move(id, { kind: "call", raises });
  }

  static async #concede(this: RkDuelPanel, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await this.move(RkDuelPanel.#duelistOf(target).id, { kind: "concede" });
  }

  static async #learn(this: RkDuelPanel, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const { id, section } = RkDuelPanel.#duelistOf(target);
    const checked = [...(section?.querySelectorAll<HTMLInputElement>("input[name=fact]:checked") ?? [])].map((box) => box.value);
    // The boxes carry the port's facts; the GM's client checks each one again.
    await this.move(id, { kind: "learn", facts: checked as AssessmentFact[] });
  }

  static async #void(this: RkDuelPanel, _event: PointerEvent, target: HTMLElement): Promise<void> {
    // The clicked checkbox, its new state already set.
    await this.move(RkDuelPanel.#duelistOf(target).id, { kind: "voidOnWounds", spend: (target as HTMLInputElement).checked });
  }

  static async #next(this: RkDuelPanel): Promise<void> {
    try {
      this.problem = null;
      await this.combat.nextDuelStage();
    } catch (error) {
      this.problem = refusalError(error).message;
    }
    await this.render();
  }
}
