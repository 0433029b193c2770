import { isRuleRefusal } from "../../refusal";
import { voidFocus } from "../combat/stance-effects";
import { refuseStance } from "../combat/stances";
import type { RollkeepOptions } from "../options";
import type { PoolSpec } from "../pool";
import type { RollkeepCombatant } from "./combatant";
import { roundOf } from "./moments";
import { deriveNow } from "./readings";
import { turnUnderWay } from "./turn";

/** Whether `at` falls in the combatant's own turn: the turn under way, or the one its place in the order begins now. */
function ownTurn(c: RollkeepCombatant, at: number): boolean {
  try {
    turnUnderWay(c, at);
    return true;
  } catch (error) {
    if (isRuleRefusal(error)) return false;
    throw error;
  }
}

/**
 * ST7/ST8: the Center/Void bonus open to the combatant for a roll at `at`, if any: the round after
 * 4e Center was taken (only on a roll in one's own turn), or any round the house Void stance began
 * in (any roll, test or contest); once a round. Outside a fight's rounds there is none.
 */
export function focusOpen(c: RollkeepCombatant, at: number, options: RollkeepOptions): PoolSpec | null {
  const round = roundOf(at);
  if (round < 1 || c.initiative === null) return null;
  const derived = deriveNow(c, options);
  const state = { round, stanceAtRoundStart: c.stanceAtRoundStart, adoptedIn: c.stanceAtRoundStartTakenIn, used: c.focusUsedIn === round, voidRing: derived.rings.void, insightRank: derived.insightRank };
  const focus = voidFocus(state, options.variant, options);
  return focus.onlyOwnTurn && !ownTurn(c, at) ? null : focus.roll;
}

/** The bonus spent on a roll at `at` (the combatant marked as having used this round's), or a refusal when none is open. */
export function spendFocus(c: RollkeepCombatant, at: number, options: RollkeepOptions): { combatant: RollkeepCombatant; bonus: PoolSpec } {
  const bonus = focusOpen(c, at, options);
  if (bonus === null) refuseStance(c.stance, { code: "noFocusBonus", text: "no Center or Void bonus is there to spend on this roll" });
  return { combatant: { ...c, focusUsedIn: roundOf(at) }, bonus };
}
