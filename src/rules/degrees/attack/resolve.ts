import type { DiceSource } from "../../dice";
import { conditionModifier, hasFlag } from "../conditions/active";
import { automaticDegree, damageDegree, isCriticalFailure, isCriticalHit, type DamageDegree } from "../degree";
import type { DegreesOptions } from "../options";
import type { DegreesReason } from "../refusals";
import { rollCheck, type CheckRoll, type RollModifier } from "../roll";
import { rollCamouflage } from "./camouflage";
import { attackType, defend } from "./defend";
import { defenceReason, type DefenceAnswer } from "./defence";
import type { AttackStep } from "./steps";
import type { AttackerView, AttackProfile, DefenderView } from "./types";

/** A resolved attack: whether it landed, how hard, and what it leaves besides damage. */
export interface AttackResult {
  hit: boolean;
  critical: boolean;
  /** 0 on a miss. */
  degree: DamageDegree;
  steps: AttackStep[];
  /** A lethal critical hit adds one Bleeding (M36). */
  bleeding: boolean;
  /** What a defensive technique cost the defender, paid win or lose (M25, M71). */
  techniqueCost?: { chakra: number; action: "partial" | "movement" | "standard" };
}

/** The attack check: 2d8 + accuracy + situational modifiers + what the attacker's conditions add (capped, M128). */
export function rollAttack(accuracy: number, modifiers: readonly RollModifier[], attack: AttackProfile, attacker: AttackerView, options: DegreesOptions, dice: DiceSource): CheckRoll {
  const fromConditions = conditionModifier(attacker.conditions, { kind: "attack", attackType: attackType(attack.delivery) }, options);
  return rollCheck(accuracy, fromConditions === 0 ? modifiers : [...modifiers, { label: "conditions", value: fromConditions }], dice);
}

/** What settles an attack before the defender's choice counts (M26, M27, M36, M61, M111, M116), or null when the defence decides. */
export type DecidedBeforeDefence = "unlocated" | "totalCover" | "mercyStrike" | "defenceless" | "criticalFailure" | "criticalHit" | "missedJump";

/** The camouflage sources the attack meets: the target's, and total camouflage for a Blind attacker whatever the target does (M130 9). */
function camouflageSources(attacker: AttackerView, defender: Pick<DefenderView, "camouflage">, options: DegreesOptions): readonly ("partial" | "total")[] {
  return attacker.conditions.length > 0 && hasFlag(attacker.conditions, "seesNothing", options) ? [...defender.camouflage, "total"] : defender.camouflage;
}

/**
 * Whether the attack is settled before any defence, and by what, in the order `resolveAttack`
 * applies: an unlocatable or fully covered target cannot be hit; a mercy strike is an automatic
 * critical; a defenceless target is hit automatically; a critical failure misses; a critical hit
 * cannot be defended. What a card offers the defender follows from it (F6). It reads where the
 * defender stands (a view, or the attack's situation) and the conditions it meets the attack with.
 */
export function decidedBeforeDefence(roll: CheckRoll, attack: AttackProfile, attacker: AttackerView, where: Pick<DefenderView, "located" | "camouflage" | "cover">, conditions: DefenderView["conditions"], options: DegreesOptions): DecidedBeforeDefence | null {
  if (!where.located && !attacker.sensor && camouflageSources(attacker, where, options).includes("total")) return "unlocated";
  if (where.cover === "total" && (attack.delivery === "melee" || attack.delivery === "projectile")) return "totalCover";
  if (attack.mercyStrike) return "mercyStrike";
  if (conditions.length > 0 && hasFlag(conditions, "cannotDefend", options)) return "defenceless";
  if (isCriticalFailure(roll.natural, options)) return "criticalFailure";
  if (isCriticalHit(roll.natural, options, attack.critMin)) return "criticalHit";
  return null;
}

/**
 * Resolves an attack check against the defender's answer (M20–M27, M36, M105, M110–M116). The
 * order: an unlocatable or fully covered target cannot be hit; a mercy strike is an automatic
 * critical; a defenceless target is hit automatically (dice still set the degree, at least 1); a
 * critical hit cannot be defended; an invalid defence is an automatic success, at least degree 1
 * even on a natural 2–3 (M23, M27: every automatic success rolls only for its degree); a critical
 * failure otherwise misses; otherwise the defence decides, and a contest's last attack roll stands
 * for the attack in every respect. A landed hit that is not critical then meets the camouflage dice.
 * `answer` is null when the attack was settled before any defence was asked for (the port opens a
 * critical failure without one): no defence was attempted, so none can be invalid.
 */
export function resolveAttack(roll: CheckRoll, answer: DefenceAnswer | null, attack: AttackProfile, attacker: AttackerView, defender: DefenderView, options: DegreesOptions, dice: DiceSource): AttackResult {
  const steps: AttackStep[] = [{ step: "roll", roll }];
  const decided = decidedBeforeDefence(roll, attack, attacker, defender, defender.conditions, options);
  switch (decided) {
    case "unlocated":
    case "totalCover":
      steps.push({ step: decided });
      return missed(steps);
    case "mercyStrike":
      steps.push({ step: "automatic", reason: "mercyStrike" });
      return criticalHit(steps, attack, roll.natural);
    case "defenceless":
      steps.push({ step: "automatic", reason: "defenceless" });
      return isCriticalHit(roll.natural, options, attack.critMin) ? criticalHit(steps, attack, roll.natural) : throughCamouflage(steps, attack, attacker, defender, options, dice, roll.natural, automaticDegree(roll.natural, options, attack.critMin));
    case "criticalFailure": {
      const refusal = answer === null ? null : defenceReason(answer, attack, attacker, defender, options);
      if (refusal) return invalidDefence(steps, refusal, attack, attacker, defender, options, dice, roll.natural);
      steps.push({ step: "criticalFailure", natural: roll.natural });
      return missed(steps);
    }
    case "criticalHit":
      return criticalHit(steps, attack, roll.natural);
    // Decided by the jump's own roll as the attack opens (port/attack-flow.ts), never from the check.
    case "missedJump":
    case null:
      break;
  }
  // Every attack a defence decides was asked for one (the port's opening settles only attacks decided before any).
  if (answer === null) throw new Error("degrees: an attack no rule settles before the defence needs the defender's answer");
  const refusal = defenceReason(answer, attack, attacker, defender, options);
  if (refusal) return invalidDefence(steps, refusal, attack, attacker, defender, options, dice, roll.natural);

  const defence = defend(roll, answer, attack, attacker, defender, options, dice);
  // Indexed: every defended attack comes here, and a for…of makes an iterator and a result per step until its code is optimised.
  for (let i = 0; i < defence.steps.length; i++) steps.push(defence.steps[i] as AttackStep);
  const natural = defence.deciding.natural;
  let result: AttackResult;
  // A tie re-roll is the attack roll from then on: its own critical failure or hit stands (M35).
  if (defence.rerolled && isCriticalFailure(natural, options)) {
    steps.push({ step: "criticalFailure", natural });
    result = missed(steps);
  } else if (defence.rerolled && isCriticalHit(natural, options, attack.critMin)) result = criticalHit(steps, attack, natural);
  else result = defence.hit ? throughCamouflage(steps, attack, attacker, defender, options, dice, natural, damageDegree(natural, options, attack.critMin)) : missed(steps);
  // The result was made just above, for this call alone.
  if (defence.techniqueCost) result.techniqueCost = defence.techniqueCost;
  return result;
}

/** An invalid defence attempted (M23): the attacker's automatic success, its degree from the dice but at least 1 (M27). */
function invalidDefence(steps: AttackStep[], refusal: DegreesReason, attack: AttackProfile, attacker: AttackerView, defender: DefenderView, options: DegreesOptions, dice: DiceSource, natural: number): AttackResult {
  steps.push({ step: "automatic", reason: "invalidDefence", refusal: refusal.code });
  return throughCamouflage(steps, attack, attacker, defender, options, dice, natural, automaticDegree(natural, options, attack.critMin));
}

/** A jump at a flier whose run's Athletics was a critical failure (M100): the attack misses, whatever its check. */
export function missedJumpResult(roll: CheckRoll, athletics: CheckRoll): AttackResult {
  return missed([{ step: "roll", roll }, { step: "missedJump", athletics }]);
}

function missed(steps: AttackStep[]): AttackResult {
  return { hit: false, critical: false, degree: 0, steps, bleeding: false, techniqueCost: undefined };
}

function landed(steps: AttackStep[], attack: AttackProfile, natural: number, degree: DamageDegree, critical: boolean): AttackResult {
  steps.push({ step: "degree", natural, degree });
  return { hit: true, critical, degree, steps, bleeding: critical && attack.lethal, techniqueCost: undefined };
}

function criticalHit(steps: AttackStep[], attack: AttackProfile, natural: number): AttackResult {
  steps.push({ step: "criticalHit", natural });
  return landed(steps, attack, natural, 4, true);
}

/** A landed hit that is not critical meets one camouflage die per source (M110, M114), unless a sensor or a wide enough area skips them (M112, M113). */
function throughCamouflage(steps: AttackStep[], attack: AttackProfile, attacker: AttackerView, defender: DefenderView, options: DegreesOptions, dice: DiceSource, natural: number, degree: DamageDegree): AttackResult {
  if (attacker.sensor || attack.areaCoversCamouflage) return landed(steps, attack, natural, degree, false);
  const sources = camouflageSources(attacker, defender, options);
  if (sources.length === 0) return landed(steps, attack, natural, degree, false);
  const thrown = rollCamouflage(sources, dice);
  const miss = thrown.some((d) => d.missed);
  steps.push({ step: "camouflage", dice: thrown, missed: miss });
  return miss ? missed(steps) : landed(steps, attack, natural, degree, false);
}
