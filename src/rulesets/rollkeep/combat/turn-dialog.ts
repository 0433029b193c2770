import { templatePath } from "../../../constants";
import { actorRef } from "../../../documents/actor-ref";
import { format, localize } from "../../../i18n";
import { refusalError } from "../../../refusal-message";
import { RULESET_EXTRAS, type RulesetTypesOf } from "../../../rules/registry";
import { rollkeepOptions } from "../options";
import { rollkeepRules } from "../state";
import { GRAPPLE_STEP_OF } from "./grapple-steps";
import { requestTurn, turnActionKeys, type MoveChoice, type RequestedMove } from "./requests";
import { steedsOf, steedWaterOf } from "./steeds";
import type { RkCombat } from "./rk-combat";
import { stanceOptions } from "./tracker-context";

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;

type Rk = RulesetTypesOf<"rollkeep">;
const MOVES = RULESET_EXTRAS.rollkeep.moves;

/** What the player sets in the turn dialog, as typed: the port checks every choice and number. */
export interface TurnChoice {
  action: string;
  stance: string;
  /** A move's distance, direction, ground and a rider's steed's Water (C17, C18, CO8, ST2, ST3). */
  feet: number;
  direction: string;
  terrain: string;
  /** The steed's combatant, "" for none (not riding, or riding at one's own Water); its Water is read from its sheet. */
  steed: string;
  /** A grapple step's target, a combatant's id ("" for none). */
  target: string;
  /** A 4e Down fighter's Void Point paying for the action (V7, C11). */
  paidWithVoid: boolean;
}

const FIRST_CHOICE: TurnChoice = { action: "pass", stance: "", feet: 0, direction: "toward", terrain: "basic", steed: "", target: "", paidWithVoid: false };

/** The form read back into a choice; a number field left empty is 0 (no feet), anything else its number, which the port checks. */
export function turnChoiceFromForm(data: FormData, was: TurnChoice): TurnChoice {
  const text = (name: string, fallback: string) => String(data.get(name) ?? fallback);
  const feet = text("feet", "").trim();
  return { action: text("action", was.action), stance: text("stance", ""), feet: feet === "" ? 0 : Number(feet), direction: text("direction", was.direction), terrain: text("terrain", was.terrain), steed: text("steed", ""), target: text("target", ""), paidWithVoid: data.get("paidWithVoid") !== null };
}

/** The move the choice asks for, or undefined when the action is no move. */
export function moveOf(choice: TurnChoice): RequestedMove | undefined {
  if (!MOVES.actions.includes(choice.action)) return undefined;
  // The selects offer the port's directions and terrains; the port refuses anything else, naming the field.
  return {
    feet: choice.feet,
    direction: choice.direction as MoveChoice["direction"],
    terrain: choice.terrain as NonNullable<MoveChoice["terrain"]>,
    ...(choice.steed === "" ? {} : { steed: choice.steed }),
  };
}

/** The move as the port previews it: the steed's Water read from its sheet, as the GM's client will read it. */
function portMove(combat: RkCombat, riderId: string, move: RequestedMove): MoveChoice {
  const { steed, ...rest } = move;
  return steed === undefined ? rest : { ...rest, steedWater: steedWaterOf(combat, riderId, steed, "move.steed") };
}

/**
 * A turn on the round tracker: the stance to begin it in (from round 2, S3/S10), one of the basic
 * actions (moves, Guard, Pass, Delay…; an attack is made from the weapon's card), a grapple step's
 * target or a Guard's ward (M5), and for a 4e Down fighter the Void Point that pays for a Free Action (V7, C11). A move
 * says how far, which way and over what ground (C17, C18, ST2, ST3; a rider, its steed's Water,
 * CO8). It shows what the port says the action takes and leaves of the turn, how far the move may
 * go, or why it may not be taken, before the player confirms; the GM's client then declares it.
 */
export class RkTurnDialog extends HandlebarsApplicationMixin(ApplicationV2) {
  static override DEFAULT_OPTIONS = {
    tag: "form",
    classes: ["shinobi", "rollkeep", "rk-turn-dialog"],
    window: { title: "SHINOBI.RollKeep.Turn.title" },
    position: { width: 380 },
    form: { handler: RkTurnDialog.#confirm, closeOnSubmit: true },
  };

  static override PARTS = { form: { template: templatePath("rollkeep/combat/turn-dialog.hbs") } };

  readonly combat: RkCombat;
  readonly combatantId: string;
  choice: TurnChoice = { ...FIRST_CHOICE };

  constructor(options: { combat: RkCombat; combatantId: string }) {
    super({});
    this.combat = options.combat;
    this.combatantId = options.combatantId;
  }

  /** The combatant as the port reads it now, or null when it has left the fight. */
  #fighter(): Rk["combatant"] | null {
    const combatant = this.combat.combatants.get(this.combatantId);
    return combatant ? (this.combat.fighterOf(combatant)?.state ?? null) : null;
  }

  /** What declaring the choice would do, by the port, or the reason it may not be done. */
  preview(): { speed: string; simple: number | null; showSimple: boolean; move: string | null; blind: string | null; problem: string | null } {
    const state = this.#fighter();
    const action = rollkeepRules.basicActions[this.choice.action];
    // Nevermind (G9) takes no action of the turn: there is nothing to preview.
    if (state && !action && GRAPPLE_STEP_OF[this.choice.action]) return { speed: localize("SHINOBI.RollKeep.Turn.noAction"), simple: null, showSimple: false, move: null, blind: null, problem: null };
    try {
      if (!state || !action) throw new Error(localize("SHINOBI.Combat.noCombatant"));
      // The select offers the port's stances (STANCES' keys).
      const stance = this.choice.stance ? { stance: this.choice.stance as Rk["combatant"]["stance"] } : {};
      const paid = this.choice.paidWithVoid ? { paidWithVoid: true } : {};
      const asked = moveOf(this.choice);
      const move = asked ? portMove(this.combat, this.combatantId, asked) : undefined;
      const ward = this.choice.target ? this.combat.combatants.get(this.choice.target)?.actor : undefined;
      const target = ward ? { target: actorRef(ward) } : {};
      const p = rollkeepRules.preview(state, action, { at: this.combat.moment, ...stance, ...paid, ...(move ? { move } : {}), ...target }, rollkeepOptions());
      return {
        speed: p.speed ? localize(`SHINOBI.RollKeep.Turn.${p.speed}`) : localize("SHINOBI.RollKeep.Turn.noAction"),
        simple: p.budget?.simple ?? null,
        showSimple: p.budget !== null,
        move: p.move ? format("SHINOBI.RollKeep.Move.allowance", { feet: p.move.allowance, moved: p.move.moved, cap: p.move.cap }) : null,
        blind: p.move?.blindRollTn ? format("SHINOBI.RollKeep.Move.blindWarning", { tn: p.move.blindRollTn }) : null,
        problem: null,
      };
    } catch (error) {
      return { speed: "", simple: null, showSimple: false, move: null, blind: null, problem: refusalError(error).message };
    }
  }

  protected override async _prepareContext(options: never): Promise<never> {
    const context = (await super._prepareContext(options)) as Record<string, unknown>;
    const combatant = this.combat.combatants.get(this.combatantId);
    const actions = Object.fromEntries(turnActionKeys().map((key) => [key, localize(`SHINOBI.RollKeep.Action.${key}`)]));
    const rules = rollkeepOptions();
    const fighter = combatant ? this.combat.fighterOf(combatant) : null;
    // V7, C11: a 4e Down fighter acts only by paying a Void Point for a Free Action (the port says when one is due).
    const down = fighter !== null && RULESET_EXTRAS.rollkeep.woundState(fighter.state, rules) === "down" ? fighter : null;
    const guarding = this.choice.action === RULESET_EXTRAS.rollkeep.guard.key;
    // ApplicationV2's render context type is the base class's; this dialog's template reads these fields.
    return Object.assign(context, {
      name: combatant?.name ?? "",
      round: this.combat.round,
      // S3, S10: the port's moment says whether this turn may still pick a stance.
      stanceOpen: fighter !== null && RULESET_EXTRAS.rollkeep.offers.stanceChoiceOpen(fighter.state, this.combat.moment),
      // ST9: only the stances the port lets this turn begin in.
      stances: { "": localize("SHINOBI.RollKeep.Turn.keepStance"), ...Object.fromEntries(Object.entries(fighter ? stanceOptions(fighter.state, { when: "turnStart", at: this.combat.moment }, rules) : {}).map(([k, v]) => [k, localize(v)])) },
      actions,
      // A grapple step is aimed at another of the fight (the one grappled, or to grapple), a Guard at its ward (M5).
      targetOpen: GRAPPLE_STEP_OF[this.choice.action] !== undefined || guarding,
      targets: { "": localize(guarding ? "SHINOBI.RollKeep.Guard.noWard" : "SHINOBI.RollKeep.GrappleStep.noTarget"), ...Object.fromEntries(this.combat.turns.filter((c) => c.id !== this.combatantId).map((c) => [c.id ?? "", c.name])) },
      choice: this.choice,
      down: down ? { voidPoints: down.state.voidPoints.points } : null,
      moving: MOVES.actions.includes(this.choice.action),
      // CO8: a rider picks its steed among the fight's; its Water comes from the steed's sheet.
      steeds: fighter?.state.conditions.mounted === true ? { "": localize("SHINOBI.RollKeep.Move.ownWater"), ...Object.fromEntries(steedsOf(this.combat, this.combatantId).map((s) => [s.id, format("SHINOBI.RollKeep.Move.steedOf", { name: s.name, water: s.water })])) } : null,
      directions: Object.fromEntries(MOVES.directions.map((d) => [d, localize(`SHINOBI.RollKeep.Move.direction.${d}`)])),
      terrains: Object.fromEntries(MOVES.terrains.map((t) => [t, localize(`SHINOBI.RollKeep.Move.terrain.${t}`)])),
      preview: this.preview(),
    }) as never;
  }

  protected override async _onRender(context: never, options: never): Promise<void> {
    await super._onRender(context, options);
    this.element.addEventListener("change", () => {
      this.choice = turnChoiceFromForm(new FormData(this.element as HTMLFormElement), this.choice);
      void this.render();
    });
  }

  static async #confirm(this: RkTurnDialog): Promise<void> {
    const { stance, target, paidWithVoid } = this.choice;
    const move = moveOf(this.choice);
    await requestTurn(this.combat, this.combatantId, this.choice.action, { ...(stance ? { stance } : {}), ...(target ? { target } : {}), paidWithVoid, ...(move ? { move } : {}) });
  }
}
