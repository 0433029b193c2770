import { spendVoidPoint, type VoidPointState, type VoidSpend } from "../character/void-points";
import type { RollkeepOptions } from "../options";
import { wholeRollNumber } from "../pool";
import type { RollkeepCombatant } from "./combatant";
import { MAX_ROUND } from "./moments";

/**
 * One Void Point spent on `spend` in `round` of a fight, within the round's limit (V2); outside a
 * fight (`round` null) only the points left bound it and the round's record stays as it was.
 */
export function spendInRound(state: VoidPointState, spend: VoidSpend, round: number | null, options: RollkeepOptions): VoidPointState {
  if (round !== null) return spendVoidPoint(state, spend, { round: wholeRollNumber(round, "round", 0, MAX_ROUND), roundStart: false }, options);
  const paid = spendVoidPoint({ points: state.points, round: null, spent: [] }, spend, { round: 0, roundStart: false }, options);
  return { ...state, points: paid.points };
}

/**
 * V11: a Void Point spent on a school technique, the sheet's own spend. Techniques stand outside
 * the one-a-round limit, so only a pool with no point left refuses it (`voidRefused`,
 * `noVoidPoints`); in a round of a fight it joins that round's record, where it bars no other spend.
 */
export function spendTechniqueVoid(c: RollkeepCombatant, round: number | null, options: RollkeepOptions): RollkeepCombatant {
  return { ...c, voidPoints: spendInRound(c.voidPoints, "technique", round, options) };
}

/**
 * V1, V3–V5, V11: whether a fighter's owner, writing its own sheet in a begun fight, may take its
 * Void Points left from `known` to `now`. Its own rolls and techniques spend them, so they may go
 * down or stay; they come back only from a night's rest or the GM's grant (V1), never a step of
 * the fight, so never up.
 */
export function ownerMayLowerVoid(known: number, now: number): boolean {
  return now <= known;
}
