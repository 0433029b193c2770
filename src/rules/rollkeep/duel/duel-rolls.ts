import type { DiceSource } from "../../dice";
import type { RollkeepOptions } from "../options";
import { addToPool, skillPool, type PoolSpec } from "../pool";
import { prepareRoll, type PreparedRoll, type RollkeepRollInput } from "../prepare-roll";
import { rollkeepRoll } from "../roll";
import { assessmentTn, type AssessmentRoll } from "./duel";

/** A duelist as its rolls need it. */
export interface DuelistRatings {
  iaijutsu: number;
  awareness: number;
  voidRing: number;
  woundPenalty: number;
}

/** DU2: the Assessment roll, Iaijutsu/Awareness against 10 + 5 × the opponent's Insight Rank, with the raises called (one more fact each). */
function assessmentInput(duelist: DuelistRatings, opponentInsightRank: number, raisesCalled: number): RollkeepRollInput {
  return {
    kind: "skill",
    pool: skillPool(duelist.iaijutsu, duelist.awareness),
    unskilled: duelist.iaijutsu === 0,
    tn: { base: assessmentTn(opponentInsightRank) },
    raises: { raisesCalled, freeRaises: 0, freeRaisesOnTn: 0 },
    voidRing: duelist.voidRing,
    woundPenalty: duelist.woundPenalty,
  };
}

/** DU2, R8: the Assessment as a duelist calls it, checked before any die (no more raises than the Void Ring, none unskilled). */
export function prepareAssessment(duelist: DuelistRatings, opponentInsightRank: number, raisesCalled: number, options: RollkeepOptions): PreparedRoll {
  return prepareRoll(assessmentInput(duelist, opponentInsightRank, raisesCalled), options);
}

/** DU2: the Assessment rolled. */
export function assessmentRoll(duelist: DuelistRatings, opponentInsightRank: number, raisesCalled: number, options: RollkeepOptions, dice: DiceSource): AssessmentRoll {
  const roll = rollkeepRoll(assessmentInput(duelist, opponentInsightRank, raisesCalled), options, dice);
  return { total: roll.total, success: roll.success === true, raisesCounted: roll.raisesCounted };
}

/** DU3: the contested Iaijutsu/Void roll, with Assessment's +1k1 and the Center bonus where they apply (DU2, DU5); its total. */
export function focusRoll(duelist: DuelistRatings, bonuses: readonly (PoolSpec | null)[], options: RollkeepOptions, dice: DiceSource): number {
  const pool = addToPool(skillPool(duelist.iaijutsu, duelist.voidRing), ...bonuses.flatMap((b) => (b === null ? [] : [b])));
  return rollkeepRoll({ kind: "skill", pool, unskilled: duelist.iaijutsu === 0, woundPenalty: duelist.woundPenalty }, options, dice).total;
}
