import { RuleRefusal } from "../../refusal";
import { centerBonus } from "../combat/stance-effects";
import type { RollkeepOptions } from "../options";
import type { PoolSpec } from "../pool";
import { TN_PER_RAISE } from "../tn";

/**
 * §10, the iaijutsu duel. The 4e text says two rounds but runs three (Assessment, Focus, Strike);
 * the engine runs the three (DU1). The house rules say nothing of duels, so both variants use
 * these rules. Both duelists hold the Center stance throughout and take no other actions.
 */
export type DuelStage = "assessment" | "focus" | "strike";
export const DUEL_STAGES: readonly DuelStage[] = ["assessment", "focus", "strike"];

/** DU2: the Assessment TN is 10 + 5 × the opponent's Insight Rank. */
export function assessmentTn(opponentInsightRank: number): number {
  return 10 + TN_PER_RAISE * opponentInsightRank;
}

/** One duelist's Assessment: its roll against its TN. */
export interface AssessmentRoll {
  total: number;
  success: boolean;
  raisesCounted: number;
}

/** What an Assessment gives one duelist. */
export interface AssessmentResult {
  /** How many facts about the opponent it learns: one for success, one more per raise (DU2). */
  facts: number;
  /** +1k1 on the Focus roll for beating the opponent's total by 10 or more, learning anything or not. */
  focusBonus: PoolSpec | null;
}

/** The facts an Assessment can reveal (DU2), for the duelist to pick from. */
export const ASSESSMENT_FACTS = ["void", "reflexes", "iaijutsu", "iaijutsuEmphases", "voidPoints", "woundRank"] as const;

export const ASSESSMENT_MARGIN = 10;

/** DU2 for both duelists at once. */
export function assessment(rolls: readonly [AssessmentRoll, AssessmentRoll]): [AssessmentResult, AssessmentResult] {
  const one = (mine: AssessmentRoll, theirs: AssessmentRoll): AssessmentResult => ({
    facts: mine.success ? Math.min(ASSESSMENT_FACTS.length, 1 + mine.raisesCounted) : 0,
    focusBonus: mine.total - theirs.total >= ASSESSMENT_MARGIN ? { rolled: 1, kept: 1, flat: 0 } : null,
  });
  return [one(rolls[0], rolls[1]), one(rolls[1], rolls[0])];
}

/** DU3: who strikes first after the contested Focus roll, and with how many free raises; null for a kharmic strike. */
export interface FocusResult {
  firstStriker: 0 | 1 | null;
  freeRaises: number;
}

export const FOCUS_MARGIN = 5;

/** DU3: beating the other by 5 wins the first strike, and each further full 5 a free raise on it. */
export function focus(totals: readonly [number, number]): FocusResult {
  const margin = totals[0] - totals[1];
  if (Math.abs(margin) < FOCUS_MARGIN) return { firstStriker: null, freeRaises: 0 };
  return { firstStriker: margin > 0 ? 0 : 1, freeRaises: Math.floor((Math.abs(margin) - FOCUS_MARGIN) / FOCUS_MARGIN) };
}

/** DU4: the order of the strikes: the first striker, then the other if still standing; both at once in a kharmic strike. */
export function strikeOrder(result: FocusResult): (0 | 1)[][] {
  if (result.firstStriker === null) return [[0, 1]];
  return [[result.firstStriker], [result.firstStriker === 0 ? 1 : 0]];
}

export type DuelStakes = "firstBlood" | "death";

/** How a duel ends: a winner, one who conceded, no winner (kharmic strike, or nobody struck), or (to the death) the fight goes on as a skirmish. */
export type DuelOutcome = { result: "winner"; winner: 0 | 1 } | { result: "conceded"; winner: 0 | 1 } | { result: "noWinner" } | { result: "skirmish" };

/** DU2: the stages a duelist may concede in: the Assessment, and after it until Focus is rolled (the read is what tells one to yield). */
export const CONCEDE_STAGES: readonly DuelStage[] = ["assessment", "focus"];

/** DU2: a duelist concedes: the other wins, no blow struck. */
export function concession(stage: DuelStage, side: 0 | 1): Extract<DuelOutcome, { result: "conceded" }> {
  if (!CONCEDE_STAGES.includes(stage)) throw new RuleRefusal("duelRefused", {}, "duel: too late to concede", { code: "concedeTooLate", text: "a duel is conceded before Focus is rolled" });
  return { result: "conceded", winner: side === 0 ? 1 : 0 };
}

/**
 * DU4. A kharmic strike ends the matter with no victor. To first blood, the first duelist struck
 * loses (the strike order decides who was struck first). To the death, the duel is over when one
 * falls; if both stand, it goes on as a skirmish.
 */
export function duelOutcome(stakes: DuelStakes, result: FocusResult, struck: { hit: readonly [boolean, boolean]; dead: readonly [boolean, boolean] }): DuelOutcome {
  if (result.firstStriker === null) return { result: "noWinner" };
  const first = result.firstStriker;
  const second = first === 0 ? 1 : 0;
  if (stakes === "death") {
    if (struck.dead[second] && !struck.dead[first]) return { result: "winner", winner: first };
    if (struck.dead[first] && !struck.dead[second]) return { result: "winner", winner: second };
    return struck.dead[0] && struck.dead[1] ? { result: "noWinner" } : { result: "skirmish" };
  }
  if (struck.hit[first]) return { result: "winner", winner: first };
  if (struck.hit[second]) return { result: "winner", winner: second };
  return { result: "noWinner" };
}

/**
 * DU5: the Center stance's bonus on the Focus and Strike rolls (+1k1 and the Void Ring, as the
 * stance option reads it), which the duel text never grants outright: on by default, an option.
 * A dazed character cannot duel at all (CO2).
 */
export function duelRollBonus(stage: DuelStage, duelist: { voidRing: number; dazed?: boolean }, options: Pick<RollkeepOptions, "duelCenterBonus" | "stanceVoidBonus">): PoolSpec | null {
  if (duelist.dazed) throw new RuleRefusal("stanceRefused", { stance: "center" }, "duel: dazed", { code: "dazedNoDuel", text: "a dazed character cannot duel" });
  if (!options.duelCenterBonus || stage === "assessment") return null;
  return centerBonus(duelist.voidRing, options);
}

/** DU2–DU4: Assessment and Focus come on the faster duelist's initiative turn, the Strike on the slower's. */
export function duelTurnOf(stage: DuelStage, initiativeOrder: readonly [string, string]): string {
  return stage === "strike" ? initiativeOrder[1] : initiativeOrder[0];
}
