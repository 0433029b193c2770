import { oneOfProblem } from "../../problems";
import { RuleRefusal, type Problem } from "../../refusal";
import type { RollkeepOptions } from "../options";

/**
 * What a Void Point is spent on in a fight (V3–V11), by its 4e effect; the house rules' names are
 * Boost, Strive, Endure, Deflect, Swap and Accelerate.
 */
export type VoidSpend = "boost" | "strive" | "reduceWounds" | "armorTn" | "swapInitiative" | "raiseInitiative" | "downAction" | "technique";
export const VOID_SPENDS: readonly VoidSpend[] = ["boost", "strive", "reduceWounds", "armorTn", "swapInitiative", "raiseInitiative", "downAction", "technique"];

/** Spends bought at the start of a round only (V8–V10). */
const AT_ROUND_START: readonly VoidSpend[] = ["armorTn", "swapInitiative", "raiseInitiative"];

/** A character's Void Points and what was spent in the current round, for a round tracker to keep. */
export interface VoidPointState {
  points: number;
  /** The round the spends below belong to (null outside a fight). */
  round: number | null;
  spent: VoidSpend[];
}

/** V1: a full pool, as after a night's rest: as many points as the Void Ring. */
export function restedVoidPoints(voidRing: number): VoidPointState {
  return { points: voidRing, round: null, spent: [] };
}

function refuseVoid(spend: VoidSpend, problem: Problem): never {
  throw new RuleRefusal("voidRefused", { spend }, `void point on ${spend}: ${problem.text}`, problem);
}

/**
 * Spends one Void Point in round `at.round` (V2). School techniques are outside the limit (V11).
 * Otherwise 4e allows one point a round; the house rules allow each effect once a round, which the
 * inventory reads as one point a round in all unless the GM picks `eachEffectOncePerRound`.
 * The house rules have no Down rank, so no Free Action bought while Down (V7), and the
 * spends on Armor TN and initiative are made as the round begins (V8–V10).
 */
export function spendVoidPoint(state: VoidPointState, spend: VoidSpend, at: { round: number; roundStart: boolean }, options: Pick<RollkeepOptions, "variant" | "houseVoidLimit">): VoidPointState {
  if (!VOID_SPENDS.includes(spend)) refuseVoid(spend, oneOfProblem(VOID_SPENDS));
  if (state.points <= 0) refuseVoid(spend, { code: "noVoidPoints", text: "no Void Points are left" });
  if (spend === "downAction" && options.variant === "house") refuseVoid(spend, { code: "houseNoDown", text: "the house rules have no Down rank" });
  if (AT_ROUND_START.includes(spend) && !at.roundStart) refuseVoid(spend, { code: "roundStartSpend", text: "this is bought only as a round begins" });
  const spent = state.round === at.round ? state.spent : [];
  if (spend !== "technique") {
    const limited = spent.filter((s) => s !== "technique");
    const eachOnce = options.variant === "house" && options.houseVoidLimit === "eachEffectOncePerRound";
    if (eachOnce ? limited.includes(spend) : limited.length > 0) refuseVoid(spend, eachOnce ? { code: "spendMadeThisRound", text: "this spend has already been made this round" } : { code: "voidSpentThisRound", text: "a Void Point has already been spent this round" });
  }
  return { points: state.points - 1, round: at.round, spent: [...spent, spend] };
}

/** V6: a Void Point spent as wounds land takes 10 off them (house Endure: off the damage result), never below 0. */
export const VOID_WOUND_REDUCTION = 10;
/** V8: a Void Point's +10 to Armor TN for the round. */
export const VOID_ARMOR_TN = 10;
/** V10: a Void Point's +10 to initiative for the rest of the fight. */
export const VOID_INITIATIVE = 10;
