import type { DiceSource } from "../../dice";
import { cloneCombatant, exhaustionBonus, type IcCombatant } from "../combatant";
import { rollExhaustion, type ExhaustionResult } from "../fatigue";
import { keepsHandseals } from "../handseals";
import { abortNextIc } from "../timeline";
import type { IcRuleOptions, WoundSeverity } from "../options";
import { isDead, isIncapacitated, poolAfter, vitalityShare, wholeDamage } from "../pools";
import { SUFFOCATION_ROLL_TN, addStatus, resistingSkill, resistsStatus, statusLands, wakeSleeper } from "../status/apply";
import { stunInPlace } from "../status/impose";
import { addWound, placeWound, poolSeverity, type DamageType, type Wound } from "../wounds";
import type { ActionStatus } from "../action";
import type { AttackOutcome } from "./attack";
import { recordExhaustion } from "./fatigue-advance";

export interface AppliedOutcome {
  defender: IcCombatant;
  wounds: Wound[];
  statuses: string[];
  resisted: string[];
  /** The Stamina roll a rise in Suffocation called for, if it rose. */
  suffocationRoll: ExhaustionResult | null;
  handsealsBroken: boolean;
}

/**
 * A wound of `severity` through `pool`'s threshold, placed and added to `owned` (and to `record`,
 * if kept). Its type and place are read from the outcome here, on the few hits that wound,
 * rather than on every outcome landed.
 */
function takeWound(owned: IcCombatant, pool: "vitality" | "hp", severity: WoundSeverity, outcome: AttackOutcome, options: IcRuleOptions, dice: DiceSource, record: Wound[] | null, ownsRecords: boolean): void {
  // The cast: an outcome's type is one of the damage types, or "none" where the action names none (struck as blunt).
  const type = (outcome.damageType === "none" ? "blunt" : outcome.damageType) as DamageType;
  // A blocker chooses where a wound lands; the simulator has them take it on an arm.
  const location = outcome.calledShot ?? (outcome.blocked ? "arm" : undefined);
  // Compared with what they may hold rather than tested for truth (see landOutcome); an aim of "" places nothing, as before.
  const wound = placeWound({ severity, type, pool }, dice, options, location !== undefined && location !== "" ? { location } : undefined);
  if (record !== null) record.push(wound);
  // A list of the caller's own takes the wound in place (see landOutcome): nothing else holds it.
  owned.wounds = addWound(owned.wounds, wound, ownsRecords);
}

/**
 * Deals an outcome's damage to `owned` (the caller's own copy, changed in place): into Vitality
 * then HP, wounds by the thresholds (Vitality's first), and its condition updated. The wounds it
 * took go into `record` when the caller keeps them. An attack carries no +Wounding, so each
 * pool's threshold is met by the share it takes (what woundSeverityIn works out with none).
 */
function sufferDamage(owned: IcCombatant, outcome: AttackOutcome, options: IcRuleOptions, dice: DiceSource, record: Wound[] | null, ownsRecords: boolean): void {
  const amount = outcome.damage;
  if (amount <= 0) return;
  const whole = wholeDamage(amount);
  const vitality = owned.vitality;
  const hp = owned.hp;
  const toVitality = vitalityShare(vitality, whole);
  const toHp = whole - toVitality;
  const thresholds = options.woundThresholds;
  const multiThrow = outcome.multiThrow;
  // A pool the hit does not reach is not asked for a wound (poolSeverity would find none in a
  // share of 0): nearly every hit reaches one pool only, and the call is paid in full until
  // the settling is optimised.
  const fromVitality = toVitality > 0 ? poolSeverity(toVitality, vitality.max, thresholds.vitality, multiThrow) : null;
  if (fromVitality !== null) takeWound(owned, "vitality", fromVitality, outcome, options, dice, record, ownsRecords);
  const fromHp = toHp > 0 ? poolSeverity(toHp, hp.max, thresholds.hp, multiThrow) : null;
  if (fromHp !== null) takeWound(owned, "hp", fromHp, outcome, options, dice, record, ownsRecords);
  // A pool the hit does not reach is left as it is: a store costs a write barrier. Pools the
  // caller owns (see landOutcome) take the hit in place, where a whole number written over
  // needs no barrier: a new record for every hit was most of what an owned fight's settling
  // allocated.
  if (ownsRecords) {
    vitality.value -= toVitality;
    hp.value -= toHp;
  } else {
    if (toVitality !== 0) owned.vitality = poolAfter(vitality, toVitality);
    if (toHp !== 0) owned.hp = poolAfter(hp, toHp);
  }
  const after = owned.hp;
  if (isDead(after)) owned.condition = "dead";
  else if (isIncapacitated(after) && owned.condition === "active") owned.condition = "incapacitated";
}

/**
 * Applies one queued attack at the end of its IC: damage, wounds, a woken sleeper, statuses
 * (with status rolls), stun, the Suffocation roll, broken handseals. The defender is copied;
 * the copy is the applied defender.
 */
export function applyAttackOutcome(defender: IcCombatant, outcome: AttackOutcome, ic: number, options: IcRuleOptions, dice: DiceSource): AppliedOutcome {
  // A private copy this function may change freely before handing it back.
  const applied: AppliedOutcome = { defender: cloneCombatant(defender), wounds: [], statuses: [], resisted: [], suffocationRoll: null, handsealsBroken: false };
  landOutcome(applied.defender, outcome, ic, options, dice, applied, false);
  return applied;
}

/**
 * applyAttackOutcome on `next`, a combatant of the caller's own, changed in place. What it did
 * (wounds, statuses landed and resisted, the Suffocation roll, broken seals) is written into
 * `record`, or nowhere when the caller reads none of it (null): a run nobody reads lists nothing.
 * The owned settling (settleInPlace) calls it only for an outcome that deals damage, carries a
 * status or meets a defender with one: a step added here that acts on anything else must be
 * added to that test too (apply.test.ts checks the two paths land alike). `ownsRecords` says
 * `next`'s Vitality and HP records and its list of wounds are the caller's too (nothing else
 * holds them: see ownedCombatant), so the damage and wounds are written into them; otherwise
 * (a copy made by cloneCombatant shares its original's) a hit gives `next` new ones.
 */
export function landOutcome(next: IcCombatant, outcome: AttackOutcome, ic: number, options: IcRuleOptions, dice: DiceSource, record: AppliedOutcome | null, ownsRecords: boolean): void {
  // `record` compared with null, not tested for truth: a test for truth checks every falsy value.
  sufferDamage(next, outcome, options, dice, record !== null ? record.wounds : null, ownsRecords);
  // Any attack wakes a sleeper, hit or miss.
  if (next.statuses.length) next.statuses = wakeSleeper(next.statuses);
  // The statuses it carries (few outcomes carry any) and broken seals are steps of their own:
  // this stays small enough for the optimiser to fold into the settling that calls it, so it
  // runs optimised as soon as the settling does.
  if (outcome.statuses.length !== 0) landStatuses(next, outcome, ic, options, dice, record);
  // The action read once and compared as a record: `?.role` compares a string with undefined, which the optimiser leaves to a generic builtin.
  const ongoing = next.ongoing;
  if (outcome.damage > 0 && ongoing !== null && ongoing.role === "handseals" && next.condition === "active") breakHandseals(next, outcome.damage, ic, dice, record);
}

/**
 * The statuses `outcome` carries, landed on `next` (or resisted) with their rolls, and the
 * Suffocation roll a rise calls for; what landed and what was resisted go into `record` if kept.
 */
function landStatuses(next: IcCombatant, outcome: AttackOutcome, ic: number, options: IcRuleOptions, dice: DiceSource, record: AppliedOutcome | null): void {
  // Suffocation adds up, so what lands is exactly how far it rises.
  let suffocationRise = 0;
  // By index: an outcome carrying none holds a frozen shared list, which for-of walks slowly.
  const carried = outcome.statuses;
  const hit = outcome.result.outcome !== "miss";
  for (let i = 0; i < carried.length; i++) {
    const status = carried[i] as ActionStatus;
    if (!statusLands(status.kind, { hit, damageDealt: outcome.damage, damaging: outcome.damageRolled > 0 || outcome.damageFormula !== "", onHit: status.onHit })) continue;
    if (status.roll !== "none" && resistsStatus(dice.roll(20) + resistingSkill(next.skills, status.roll), status.tn)) {
      if (record !== null) record.resisted.push(status.kind);
      continue;
    }
    if (record !== null) record.statuses.push(status.kind);
    if (status.kind === "suffocation") suffocationRise += status.severity;
    if (status.kind === "stun") {
      // Written into the defender being settled: no new combatant for it.
      stunInPlace(next, status.severity, ic);
      continue;
    }
    next.statuses = addStatus(next.statuses, { kind: status.kind, severity: status.severity, source: outcome.action, appliedIc: ic, duration: status.duration > 0 ? status.duration : null });
  }
  // Only a rise rolls; a record's field is left as made (null) otherwise.
  if (suffocationRise > 0) {
    const suffocationRoll = rollSuffocation(next, options, dice);
    if (record !== null) record.suffocationRoll = suffocationRoll;
  }
}

/** The concentration roll of `next`, making handseals, on taking `damage`: failing it drops the seals and costs the turn. */
function breakHandseals(next: IcCombatant, damage: number, ic: number, dice: DiceSource, record: AppliedOutcome | null): void {
  if (keepsHandseals(dice.roll(20) + next.skills.chakraControl, damage)) return;
  if (record !== null) record.handsealsBroken = true;
  next.ongoing = null;
  next.nextIc = abortNextIc(ic);
}

/**
 * Suffocation: every rise calls for a Stamina roll at TN 15, with the new total as a penalty.
 * That penalty is the one every Stamina roll already carries from Suffocation, taken after the
 * rise, so it is not counted twice. It is a Stamina roll like any other: passing adds 15/5 to
 * the running Stamina penalty, failing is a Fatigue advance. `owned` is the caller's copy,
 * already carrying the new Suffocation; the dead roll nothing.
 */
function rollSuffocation(owned: IcCombatant, options: IcRuleOptions, dice: DiceSource): ExhaustionResult | null {
  if (owned.condition === "dead") return null;
  const result = rollExhaustion("stamina", SUFFOCATION_ROLL_TN, exhaustionBonus(owned, "stamina", options), owned.fatigue, dice);
  recordExhaustion(owned, result);
  return result;
}
