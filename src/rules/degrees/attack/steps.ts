import type { ContestResult } from "../checks";
import type { DamageDegree } from "../degree";
import type { CheckRoll, RollModifier } from "../roll";
import type { CamouflageDie } from "./camouflage";

/** One step of resolving an attack, in order, as the attack card shows it (F5, F6). */
export type AttackStep =
  | { step: "roll"; roll: CheckRoll }
  | { step: "unlocated" }
  | { step: "totalCover" }
  | { step: "automatic"; reason: "defenceless" | "mercyStrike" | "invalidDefence"; refusal?: string }
  | { step: "criticalFailure"; natural: number }
  /** A jump at a flier (M100) that failed: the run's Athletics was a critical failure, and the jumper fell. */
  | { step: "missedJump"; athletics: CheckRoll }
  | { step: "criticalHit"; natural: number }
  | { step: "dodge"; dc: number; parts: readonly RollModifier[]; attackTotal: number; hit: boolean }
  | { step: "contest"; defence: "block" | "anticipate" | "technique"; contest: ContestResult; hit: boolean }
  | { step: "techniqueCost"; chakra: number; action: string }
  | { step: "camouflage"; dice: readonly CamouflageDie[]; missed: boolean }
  | { step: "degree"; natural: number; degree: DamageDegree };
