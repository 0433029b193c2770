import type { RollkeepOptions } from "./options";
import { addToPool, checkedPool, wholeRollNumber, type PoolSpec, type ThrowablePool } from "./pool";
import { checkRaises, NO_RAISES, raisesCounted, type RaiseCall } from "./raises";
import { ROLL_KINDS, type RollKind } from "./roll-kind";
import { oneOfProblem } from "../problems";
import { refuseRoll } from "./roll-refusal";
import { tenDiceRule, type TenDiceOutcome } from "./ten-dice-rule";
import { retryTnIncrease, TN_PER_RAISE, WEATHER_TN, weatherTnPenalty, WIND_TN, type Weather, type Wind } from "./tn";
import { applyVoidSpends, type VoidSpends } from "./void-spends";
import { woundPenaltyOn, type WoundPenaltyEffect } from "./wound-penalty";

/** The TN a roll is made against before raises, and what may raise it. */
export interface TnInput {
  base: number;
  /** R10: how many times this roll has been tried and failed before. */
  retries?: number;
  /** R15, for ranged attacks and spells. */
  wind?: Wind;
  weather?: Weather;
}

/** One roll as a dialog asks for it: the pool with every modifier summed, and what surrounds it. */
export interface RollkeepRollInput {
  kind: RollKind;
  /** Every dice and flat modifier already summed (D4c), the void spends below aside. */
  pool: PoolSpec;
  /** R4: a skill roll at rank 0. */
  unskilled?: boolean;
  /** Dice that never explode for another reason (house rules: a mook's damage, MK2). */
  neverExplodes?: boolean;
  /** D8: the roll falls under one of the roller's emphases (it rerolls 1s when the option says so). */
  emphasis?: boolean;
  voidSpends?: VoidSpends;
  /** Left out for a roll against no TN: a contest, damage, initiative. */
  tn?: TnInput;
  raises?: RaiseCall;
  /** R8: the roller's Void Ring, the cap on raises. */
  voidRing?: number;
  /** R16: the penalty number of the roller's wound rank or threshold. */
  woundPenalty?: number;
  /** R17 (4e, optional): the GM's penalty for a physical Skill or Trait roll in difficult terrain, usually 5 or 10. */
  difficultTerrain?: number;
  /** CO5/CO6: what the roller's days without food or rest add to the TN and take off the total (`deprivationOnRoll`). */
  deprivation?: { tn: number; total: number };
}

/** Every part of the TN a roll has to reach, for the chat card (O3). */
export interface TnBreakdown {
  base: number;
  raises: number;
  freeRaises: number;
  retries: number;
  weather: number;
  wounds: number;
  /** CO5/CO6: days without food or rest. */
  deprivation: number;
  effective: number;
}

/** A roll ready to throw: its pool before and after the Ten Dice Rule, its raises and its TN. */
export interface PreparedRoll {
  kind: RollKind;
  summed: PoolSpec;
  tenDice: TenDiceOutcome;
  pool: ThrowablePool;
  unskilled: boolean;
  raises: RaiseCall;
  raisesCounted: number;
  tn: TnBreakdown | null;
  woundPenalty: WoundPenaltyEffect;
}

function checkedTn(tn: TnInput, kind: RollKind): TnInput {
  if (typeof tn !== "object" || tn === null) refuseRoll("tn", { code: "notTn", text: "must be a TN with its base" });
  if (tn.wind !== undefined && !Object.hasOwn(WIND_TN, tn.wind)) refuseRoll("tn.wind", oneOfProblem(Object.keys(WIND_TN)));
  if (tn.weather !== undefined && !Object.hasOwn(WEATHER_TN, tn.weather)) refuseRoll("tn.weather", oneOfProblem(Object.keys(WEATHER_TN)));
  const retries = wholeRollNumber(tn.retries ?? 0, "tn.retries", 0, 100);
  // R10: a missed attack is not tried again, it is a new attack.
  if (retries > 0 && kind === "attack") refuseRoll("tn.retries", { code: "attackRetried", text: "an attack is never retried" });
  return { ...tn, base: wholeRollNumber(tn.base, "tn.base", 0, 1000), retries };
}

/** R17: the most difficult ground may take off a roll (the texts name 5 and 10; a GM's own ground stays below this). */
export const MAX_TERRAIN_PENALTY = 100;

/**
 * Everything about a roll that comes before the dice: the void spends, the Ten Dice Rule on the
 * summed pool, the raises checked against the Void Ring, and the TN with all its parts. A roll the
 * rules forbid is refused here (a RuleRefusal naming the field), so a dialog can show the chance
 * and the reason before anyone rolls.
 */
export function prepareRoll(input: RollkeepRollInput, options: RollkeepOptions): PreparedRoll {
  if (!ROLL_KINDS.includes(input.kind)) refuseRoll("kind", oneOfProblem(ROLL_KINDS));
  const unskilledAsked = input.unskilled === true;
  const spent = applyVoidSpends(input.kind, input.voidSpends ?? {}, { explodes: !unskilledAsked && input.neverExplodes !== true, unskilled: unskilledAsked }, options);
  const tn = input.tn === undefined ? null : checkedTn(input.tn, input.kind);
  const wounds = woundPenaltyOn(input.kind, tn !== null, wholeRollNumber(input.woundPenalty ?? 0, "woundPenalty", 0, 1000), options.variant);
  const terrain = wholeRollNumber(input.difficultTerrain ?? 0, "difficultTerrain", 0, MAX_TERRAIN_PENALTY);
  const deprivation = input.deprivation ?? { tn: 0, total: 0 };
  const summed = addToPool(checkedPool(input.pool), spent.modifier, { flat: wounds.total - terrain - deprivation.total });
  const tenDice = tenDiceRule(summed, options);
  const raises = checkRaises(input.raises ?? NO_RAISES, input.voidRing ?? 0, spent.dice.unskilled, options);
  if (tn === null && raises.freeRaisesOnTn > 0) refuseRoll("freeRaisesOnTn", { code: "noTnToLower", text: "a roll against no TN has none to lower" });
  return {
    kind: input.kind,
    summed,
    tenDice,
    pool: { rolled: tenDice.rolled, kept: tenDice.kept, flat: tenDice.flat, explodes: spent.dice.explodes, ...(input.emphasis === true && options.emphasisRerollsOnes ? { rerollOnes: true } : {}) },
    unskilled: spent.dice.unskilled,
    raises,
    raisesCounted: raisesCounted(raises),
    tn: tn === null ? null : tnBreakdown(tn, raises, wounds.tn, deprivation.tn, options),
    woundPenalty: wounds,
  };
}

function tnBreakdown(tn: TnInput, raises: RaiseCall, wounds: number, deprivation: number, options: RollkeepOptions): TnBreakdown {
  const parts = {
    base: tn.base,
    raises: TN_PER_RAISE * raises.raisesCalled,
    freeRaises: -TN_PER_RAISE * raises.freeRaisesOnTn,
    retries: retryTnIncrease(tn.retries ?? 0, options),
    weather: weatherTnPenalty(tn),
    wounds,
    deprivation,
  };
  return { ...parts, effective: parts.base + parts.raises + parts.freeRaises + parts.retries + parts.weather + parts.wounds + parts.deprivation };
}
