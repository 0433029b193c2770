import type { DiceSource } from "../../dice";
import { speedProfile, type IcAction } from "../action";
import { BASIC_ACTIONS } from "../basic-actions";
import { steadyValues, type IcCombatant } from "../combatant";
import { TAKE_THE_HIT_BONUS } from "../defense";
import { canInterrupt } from "../interrupt";
import type { IcRuleOptions } from "../options";
import { effectiveSeverity } from "../status/modifiers";
import { accuracyModifiers, blockingOn, mitigateFor, rollAttackDamage, settleDefense, shockedInterruptSpeed, type AttackOptions, type DamageStep, type DefenseRefusal, type DefenseStep } from "./attack";
import type { AttackSource } from "./declare";

const TAKE_THE_HIT = BASIC_ACTIONS["Take the Hit"] as IcAction;
// Its Speed profile, made once in the shape every declaration's has (see shockedInterruptSpeed).
const TAKE_THE_HIT_PROFILE = speedProfile(TAKE_THE_HIT);

/**
 * Take the Hit: an ally leaps in front of the attack with a Dodge roll at +5. Success puts the
 * protector in the way of all of it; failure splits it, 20% per point short to the ally. Not
 * against area attacks, and only as fast an interrupt as any other.
 */
export function rollTakeTheHit(attacker: IcCombatant, protector: IcCombatant, declared: AttackSource, opts: Pick<AttackOptions, "calledShot">, options: IcRuleOptions, dice: DiceSource): DefenseStep {
  const mods = accuracyModifiers(declared.action, attacker, opts.calledShot);
  const accuracy = steadyValues(attacker, options).accuracy + mods;
  const shock = protector.statuses.length ? effectiveSeverity(protector.statuses, "shock") : 0;
  const speed = shockedInterruptSpeed(TAKE_THE_HIT_PROFILE, shock);
  const refusal: DefenseRefusal | null =
    protector.condition !== "active" ? "helpless"
    : (declared.action.aoe ?? 0) > 0 ? "areaAttack"
    : !canInterrupt(speed, declared.speed.speed) ? "tooSlow"
    : null;
  const base: DefenseStep = {
    accuracy,
    accuracyModifiers: mods,
    defense: refusal ? "none" : "dodge",
    technique: refusal ? null : TAKE_THE_HIT.name,
    defenseRefused: refusal,
    defenseFace: null,
    defenseBonus: 0,
    defenseRoll: null,
    result: { outcome: "hit", failedBy: 0, damageFraction: 1 },
    defenderDelay: 0,
    blocked: false,
    takeTheHit: null,
  };
  if (refusal) return base;
  const defenseBonus = steadyValues(protector, options).dodgeBonus + TAKE_THE_HIT_BONUS;
  const defenseFace = dice.roll(20);
  const placeholder = { protectorFraction: 1, allyFraction: 0, mayBlock: false, maxInterruptSpeed: 0, protectorId: protector.id };
  return settleDefense({ ...base, defenseFace, defenseBonus, defenderDelay: speed, takeTheHit: placeholder }, accuracy, defenseFace + defenseBonus);
}

/**
 * The damage of an attack someone took the hit for: rolled once, then split. Each share is
 * mitigated by whoever takes it; the protector may block only after beating the Accuracy by 1 or more.
 */
export function takeTheHitDamage(attacker: IcCombatant, ally: IcCombatant, protector: IcCombatant, declared: AttackSource, step: DefenseStep, options: IcRuleOptions, dice: DiceSource): { ally: DamageStep; protector: DamageStep } | null {
  const split = step.takeTheHit;
  if (!split) throw new Error("This defence was not Take the Hit");
  const rolled = rollAttackDamage(attacker, declared, options, dice);
  if (!rolled) return null;
  const blocking = split.mayBlock && blockingOn(protector, declared.ic);
  return { ally: mitigateFor(ally, declared, rolled, split.allyFraction, false), protector: mitigateFor(protector, declared, rolled, split.protectorFraction, blocking) };
}
