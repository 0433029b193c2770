import type { DamageDegree } from "../degree";
import type { DegreesOptions } from "../options";
import { roundOpen } from "../rounding";
import { bodyHardnessReduction, testHardness } from "./hardness";

/** One step of working out damage, in order, as a damage card shows it (F7). */
export type DamageStep =
  | { step: "base"; base: number; fixed: number }
  | { step: "barrier"; hardness: number; broken: boolean; base: number; fixed: number; hardnessAfter: number }
  | { step: "bodyHardness"; hardness: number; base: number; fixed: number }
  | { step: "partners"; divisor: number; base: number; fixed: number }
  | { step: "degree"; degree: DamageDegree; damage: number }
  | { step: "fixed"; fixed: number; damage: number }
  | { step: "partnersFinal"; divisor: number; damage: number }
  | { step: "absorption"; absorbed: number; absorptionLeft: number; damage: number };

/** Everything between a landed attack and the HP it costs. */
export interface DamageInput {
  /** Base damage (already adjusted, M32); below 0 counts as 0 (M33). */
  base: number;
  /** Fixed damage, never multiplied (M34). */
  fixed: number;
  degree: DamageDegree;
  /** A barrier or cover the target sheltered behind, with its hardness (M116, M119). */
  barrierHardness?: number;
  /** The target's body hardness, the highest source (M122). */
  bodyHardness: number;
  /** The most hardness the attack ignores (M124: only the highest counts). */
  ignoreHardness: number;
  /** Standard actions used this round by the attacker and its partners (or owner), at least 1 (M87). */
  standardActionsThisRound: number;
  /** The target's armour absorption (M125). */
  absorption: number;
}

export interface DamageResult {
  /** Each step, when asked for (empty otherwise). */
  steps: DamageStep[];
  /** HP the target loses. */
  damage: number;
  /** What the armour took of it (M125), and what absorption it has left. */
  absorbed: number;
  absorptionLeft: number;
  /** The barrier's hardness after the hit, if there was one. */
  barrierHardnessAfter?: number;
  barrierBroken?: boolean;
}

// The steps of a run nobody reads: none, never added to.
const NO_STEPS: DamageStep[] = [];

/** Halves and thirds of damage round by `fractionRounding`, up by default (M87). */
function divide(value: number, divisor: number, options: DegreesOptions): number {
  return roundOpen(value / divisor, options);
}

/**
 * A landed attack's damage, every step recorded (F7). Hardness comes off before the degree
 * (M119, M122) and before dividing among partners (as for split attacks, M123); the partner
 * divisor splits base and fixed before the degree (`partnerDivision: "base"`) or the total
 * ("final", M87); armour absorbs the total until it is used up (M125). `detail` (true unless
 * given) keeps the steps a card shows; a run nobody reads gets the same numbers without them.
 */
export function resolveDamage(input: DamageInput, options: DegreesOptions, detail = true): DamageResult {
  const steps: DamageStep[] = detail ? [] : NO_STEPS;
  let base = Math.max(0, input.base);
  let fixed = Math.max(0, input.fixed);
  if (detail) steps.push({ step: "base", base, fixed });
  let barrierHardnessAfter: number | undefined;
  let barrierBroken: boolean | undefined;
  if (input.barrierHardness !== undefined) {
    const test = testHardness(input.barrierHardness, base, fixed, input.ignoreHardness);
    ({ base, fixed } = test);
    barrierHardnessAfter = test.hardnessAfter;
    barrierBroken = test.broken;
    if (detail) steps.push({ step: "barrier", hardness: input.barrierHardness, broken: test.broken, base, fixed, hardnessAfter: test.hardnessAfter });
  }
  if (input.bodyHardness > 0) {
    ({ base, fixed } = bodyHardnessReduction(input.bodyHardness, base, fixed, input.ignoreHardness));
    if (detail) steps.push({ step: "bodyHardness", hardness: input.bodyHardness, base, fixed });
  }
  const divisor = Math.max(1, input.standardActionsThisRound);
  if (divisor > 1 && options.partnerDivision === "base") {
    base = divide(base, divisor, options);
    fixed = divide(fixed, divisor, options);
    if (detail) steps.push({ step: "partners", divisor, base, fixed });
  }
  let damage = base * input.degree;
  if (detail) steps.push({ step: "degree", degree: input.degree, damage });
  if (fixed > 0) {
    damage += fixed;
    if (detail) steps.push({ step: "fixed", fixed, damage });
  }
  if (divisor > 1 && options.partnerDivision === "final") {
    damage = divide(damage, divisor, options);
    if (detail) steps.push({ step: "partnersFinal", divisor, damage });
  }
  let absorbed = 0;
  if (input.absorption > 0 && damage > 0) {
    absorbed = Math.min(input.absorption, damage);
    damage -= absorbed;
    if (detail) steps.push({ step: "absorption", absorbed, absorptionLeft: input.absorption - absorbed, damage });
  }
  // One shape for every result (the barrier's fields undefined without one): a spread of varying keys costs a slow copy.
  return { steps, damage, absorbed, absorptionLeft: input.absorption - absorbed, barrierHardnessAfter, barrierBroken };
}
