import type { DiceSource } from "../../dice";
import { contest, meetsDc, type ContestResult } from "../checks";
import { conditionModifier, hasFlag, type CheckContext } from "../conditions/active";
import { DODGE_BASE } from "../character/derived";
import { automaticDegree, damageDegree, isCriticalFailure, isCriticalHit, type DamageDegree } from "../degree";
import type { DegreesOptions } from "../options";
import { modifierTotal, rollCheck, type CheckRoll, type RollModifier } from "../roll";
import { sizeAttackBonus } from "../size";
import { rollCamouflage, type CamouflageDie } from "./camouflage";
import { defenceRefusal, type DefenceAnswer } from "./defence";
import type { AttackDelivery, AttackerView, AttackProfile, DefenderView } from "./types";

/** One step of resolving an attack, in order, as the attack card shows it (F5, F6). */
export type AttackStep =
  | { step: "roll"; roll: CheckRoll }
  | { step: "unlocated" }
  | { step: "totalCover" }
  | { step: "automatic"; reason: "defenceless" | "mercyStrike" | "invalidDefence"; refusal?: string }
  | { step: "criticalFailure"; natural: number }
  | { step: "criticalHit"; natural: number }
  | { step: "dodge"; dc: number; parts: readonly RollModifier[]; attackTotal: number; hit: boolean }
  | { step: "contest"; defence: "block" | "anticipate" | "technique"; contest: ContestResult; hit: boolean }
  | { step: "techniqueCost"; chakra: number; action: string }
  | { step: "camouflage"; dice: readonly CamouflageDie[]; missed: boolean }
  | { step: "degree"; natural: number; degree: DamageDegree };

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

function attackType(delivery: AttackDelivery): CheckContext["attackType"] {
  return delivery === "melee" ? "melee" : delivery === "projectile" ? "ranged" : delivery === "area" ? "area" : undefined;
}

/** The attack check: 2d8 + accuracy + situational modifiers + what the attacker's conditions add (capped, M128). */
export function rollAttack(accuracy: number, modifiers: readonly RollModifier[], attack: AttackProfile, attacker: AttackerView, options: DegreesOptions, dice: DiceSource): CheckRoll {
  const fromConditions = conditionModifier(attacker.conditions, { kind: "attack", attackType: attackType(attack.delivery) }, options);
  return rollCheck(accuracy, fromConditions === 0 ? modifiers : [...modifiers, { label: "conditions", value: fromConditions }], dice);
}

function withModifier(roll: CheckRoll, modifier: RollModifier): CheckRoll {
  if (modifier.value === 0) return roll;
  return { ...roll, modifiers: [...roll.modifiers, modifier], total: roll.total + modifier.value };
}

/** Cover in place before the attack (M115, M116): +3 to the defence, Prone counting as partial cover against ranged attacks. */
function coverBonus(attack: AttackProfile, defender: DefenderView, options: DegreesOptions): RollModifier[] {
  const prone = attack.delivery === "projectile" && hasFlag(defender.conditions, "partialCoverVsRanged", options);
  return defender.cover !== "none" || prone ? [{ label: "cover", value: 3 }] : [];
}

function landed(steps: AttackStep[], natural: number, degree: DamageDegree, critical: boolean, attack: AttackProfile): AttackResult {
  steps.push({ step: "degree", natural, degree });
  return { hit: true, critical, degree, steps, bleeding: critical && attack.lethal };
}

function missed(steps: AttackStep[]): AttackResult {
  return { hit: false, critical: false, degree: 0, steps, bleeding: false };
}

/**
 * Resolves an attack check against the defender's answer (M20–M27, M36, M105, M110–M116). The
 * order: an unlocatable or fully covered target cannot be hit; a mercy strike or a defenceless
 * target is hit automatically (dice still set the degree, at least 1); a critical failure misses;
 * a critical hit cannot be defended; an invalid defence is an automatic success; otherwise the
 * defence decides, and a contest's last attack roll stands for the attack in every respect.
 * A landed hit that is not critical then meets the camouflage dice.
 */
export function resolveAttack(roll: CheckRoll, answer: DefenceAnswer, attack: AttackProfile, attacker: AttackerView, defender: DefenderView, options: DegreesOptions, dice: DiceSource): AttackResult {
  const steps: AttackStep[] = [{ step: "roll", roll }];
  const sources = hasFlag(attacker.conditions, "seesNothing", options) ? [...defender.camouflage, "total" as const] : defender.camouflage;
  if (sources.includes("total") && !defender.located && !attacker.sensor) return missed([...steps, { step: "unlocated" }]);
  if (defender.cover === "total" && (attack.delivery === "melee" || attack.delivery === "projectile")) return missed([...steps, { step: "totalCover" }]);
  if (attack.mercyStrike) {
    steps.push({ step: "automatic", reason: "mercyStrike" }, { step: "criticalHit", natural: roll.natural });
    return landed(steps, roll.natural, 4, true, attack);
  }
  const camouflageThen = (natural: number, degree: DamageDegree): AttackResult => {
    if (attacker.sensor || attack.areaCoversCamouflage || sources.length === 0) return landed(steps, natural, degree, false, attack);
    const thrown = rollCamouflage(sources, dice);
    const miss = thrown.some((d) => d.missed);
    steps.push({ step: "camouflage", dice: thrown, missed: miss });
    return miss ? missed(steps) : landed(steps, natural, degree, false, attack);
  };
  const critical = (natural: number): AttackResult => {
    steps.push({ step: "criticalHit", natural });
    return landed(steps, natural, 4, true, attack);
  };
  if (hasFlag(defender.conditions, "cannotDefend", options)) {
    steps.push({ step: "automatic", reason: "defenceless" });
    return isCriticalHit(roll.natural, options, attack.critMin) ? critical(roll.natural) : camouflageThen(roll.natural, automaticDegree(roll.natural, options, attack.critMin));
  }
  if (isCriticalFailure(roll.natural, options)) return missed([...steps, { step: "criticalFailure", natural: roll.natural }]);
  if (isCriticalHit(roll.natural, options, attack.critMin)) return critical(roll.natural);
  const refusal = defenceRefusal(answer, attack, attacker, defender, options);
  if (refusal) {
    steps.push({ step: "automatic", reason: "invalidDefence", refusal: refusal.code });
    return camouflageThen(roll.natural, automaticDegree(roll.natural, options, attack.critMin));
  }
  const context: CheckContext = { kind: "defence", attackType: attackType(attack.delivery), defence: answer.kind };
  const fromConditions = conditionModifier(defender.conditions, context, options);
  const shared: RollModifier[] = [...defender.defenceModifiers, ...coverBonus(attack, defender, options), ...(fromConditions === 0 ? [] : [{ label: "conditions", value: fromConditions }])];
  // Size favours the attacker only against the reactions (M105), never against a technique.
  const size: RollModifier = { label: "size", value: answer.kind === "technique" ? 0 : sizeAttackBonus(attacker.size, defender.size) };
  const attackRoll = withModifier(roll, size);
  if (answer.kind === "dodge") {
    const losesBonuses = hasFlag(defender.conditions, "losesDodgeBonuses", options);
    const parts: RollModifier[] = [...(losesBonuses ? [] : [{ label: "dodge", value: defender.accuracies.dodge }, ...defender.dodgeBonuses]), ...shared];
    const dc = DODGE_BASE + modifierTotal(parts);
    const hit = meetsDc(attackRoll.total, dc, options);
    steps.push({ step: "dodge", dc, parts, attackTotal: attackRoll.total, hit });
    return hit ? camouflageThen(roll.natural, damageDegree(roll.natural, options, attack.critMin)) : missed(steps);
  }
  let defence: { accuracy: number; modifiers: RollModifier[] };
  let cost: Pick<AttackResult, "techniqueCost"> = {};
  if (answer.kind === "block") {
    const heavy = attack.heavyWeapon && defender.wielding?.weight !== "heavy" ? [{ label: "heavyWeapon", value: -1 }] : [];
    defence = { accuracy: defender.accuracies.melee, modifiers: [...shared, ...heavy] };
  } else if (answer.kind === "anticipate") {
    defence = { accuracy: defender.accuracies.anticipate, modifiers: [...defender.anticipateBonuses, ...shared] };
  } else {
    cost = { techniqueCost: { chakra: answer.technique.chakraCost, action: answer.technique.action } };
    steps.push({ step: "techniqueCost", chakra: answer.technique.chakraCost, action: answer.technique.action });
    defence = { accuracy: defender.accuracies.anticipate, modifiers: shared };
  }
  const attackSide = { accuracy: roll.accuracy, modifiers: attackRoll.modifiers };
  const result = contest(attackSide, defence, options, dice, attackRoll);
  const last = result.attacker.natural;
  steps.push({ step: "contest", defence: answer.kind, contest: result, hit: result.attackerWins });
  const outcome = (): AttackResult => {
    // A tie re-roll is the attack roll from then on: its own critical failure or hit stands (M35).
    if (result.rounds.length > 1 && isCriticalFailure(last, options)) return missed([...steps, { step: "criticalFailure", natural: last }]);
    if (result.rounds.length > 1 && isCriticalHit(last, options, attack.critMin)) return critical(last);
    return result.attackerWins ? camouflageThen(last, damageDegree(last, options, attack.critMin)) : missed(steps);
  };
  return { ...outcome(), ...cost };
}
