import { chooseStance } from "../combat/stance-choice";
import { posture, type Stance } from "../combat/stances";
import { NO_MOVEMENT } from "../character/movement";
import { startTurn } from "../combat/take-action";
import { refuseTurn, TURN_PROBLEMS } from "../combat/turns";
import type { RollkeepOptions } from "../options";
import type { RollkeepCombatant, TakenTurn } from "./combatant";
import { END_OF_ROUND, momentOf, roundOf, slotOf } from "./moments";
import { stanceConditions } from "./readings";

/** Whether a combatant is outside any fight: no initiative, so no order and no rounds to keep. */
export function outsideAFight(c: RollkeepCombatant): boolean {
  return c.initiative === null;
}

/**
 * The turn a declaration at `at` goes on with, or null when it begins a new one, or a refusal
 * saying why the combatant may not act then. One turn a round (S2), at its own place in the
 * round's order, or later for one who delayed (4e); outside a fight every action is a turn of its own.
 */
export function turnUnderWay(c: RollkeepCombatant, at: number): TakenTurn | null {
  if (outsideAFight(c)) return null;
  const round = roundOf(at);
  if (c.turn !== null && c.turn.at === at) return c.turn;
  if (c.turn !== null && roundOf(c.turn.at) === round) refuseTurn(c.id, TURN_PROBLEMS.hadTurn);
  if (slotOf(at) === END_OF_ROUND || round === 0) refuseTurn(c.id, { code: "outsideRound", text: "no turns are taken outside a round's turns" });
  if (c.slot === null) refuseTurn(c.id, { code: "joinedMidRound", text: "a combatant who joined takes its place in the order as the next round starts" });
  const own = momentOf(round, c.slot);
  if (at === own ? !c.delayed : c.delayed && at > own) return null;
  return refuseTurn(c.id, TURN_PROBLEMS.notYourTurn);
}

/** A turn begun (or going on): the combatant with its stance, the turn, and whether the stance's own roll is due. */
export interface BegunTurn {
  combatant: RollkeepCombatant;
  turn: TakenTurn;
  /** Full Defense/Earth: the roll is made as the turn begins in that stance (ST5, ST6). */
  fullDefenseRoll: boolean;
}

/**
 * The start of a turn (A1, ST10): a new stance if one is chosen (4e from round 2, S3; house from
 * round 2, S10; conditions narrow it, ST9), two Simple Actions (none in Center/Void, ST7, ST8),
 * and the Full Defense bonus of the last turn gone (it lasts until the next turn). Holding Full
 * Defense or Earth means its roll again: it is the stance's own Complex Action, which the stance's
 * Free-Actions-only rule does not bar, so it takes the turn's two Simple Actions.
 */
export function beginTurn(c: RollkeepCombatant, at: number, wanted: Stance | undefined, options: RollkeepOptions): BegunTurn {
  const round = roundOf(at);
  const changes = wanted !== undefined && wanted !== c.stance;
  const stance = changes ? chooseStance(wanted, { round, when: "turnStart" }, stanceConditions(c), options.variant) : c.stance;
  const fresh = startTurn(stance);
  const fullDefenseRoll = posture(stance) === "fullDefense" && c.conditions.stunned === null;
  const budget = fullDefenseRoll ? { ...fresh, simple: 0, complex: fresh.complex + 1 } : fresh;
  const turn = { at, budget, extraAttackCalled: false, extraAttacks: 0, movement: NO_MOVEMENT };
  return { combatant: { ...c, stance, stanceTakenIn: changes ? round : c.stanceTakenIn, fullDefenseBonus: 0, delayed: false, turn }, turn, fullDefenseRoll };
}
