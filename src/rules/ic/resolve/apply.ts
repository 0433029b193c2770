import type { DiceSource } from "../../dice";
import { cloneCombatant, type IcCombatant } from "../combatant";
import { keepsHandseals } from "../handseals";
import { abortNextIc } from "../timeline";
import type { IcRuleOptions } from "../options";
import { applyDamageToPools, isDead, isIncapacitated } from "../pools";
import { addStatus, applyStun, statusLands, wakeSleeper } from "../status/apply";
import { addWound, woundLocation, woundSeverities, type DamageType, type Wound } from "../wounds";
import type { AttackOutcome } from "./attack";

export interface AppliedOutcome {
  defender: IcCombatant;
  wounds: Wound[];
  statuses: string[];
  resisted: string[];
  handsealsBroken: boolean;
}

/** Deals damage to a combatant, wounds it by the thresholds and updates its condition. */
export function takeDamage(target: IcCombatant, amount: number, type: DamageType, options: IcRuleOptions, dice: DiceSource, extra: { multiThrow?: boolean; location?: string } = {}): { target: IcCombatant; wounds: Wound[] } {
  if (amount <= 0) return { target, wounds: [] };
  const pools = applyDamageToPools(target.vitality, target.hp, amount);
  const severities = woundSeverities(
    { toVitality: pools.toVitality, toHp: pools.toHp, vitalityBefore: target.vitality.value, maxVitality: target.vitality.max, maxHp: target.hp.max, multiThrow: extra.multiThrow },
    options,
  );
  let woundList = target.wounds;
  const wounds: Wound[] = [];
  for (const { pool, severity } of severities) {
    const place = woundLocation(dice.roll(100), undefined, extra.location ? { location: extra.location } : undefined);
    const wound: Wound = { severity, type, pool, ...place };
    wounds.push(wound);
    woundList = addWound(woundList, wound);
  }
  const next = cloneCombatant(target);
  next.vitality = pools.vitality;
  next.hp = pools.hp;
  next.wounds = woundList;
  if (isDead(next.hp)) next.condition = "dead";
  else if (isIncapacitated(next.hp) && next.condition === "active") next.condition = "incapacitated";
  return { target: next, wounds };
}

/** Applies one queued attack at the end of its IC: damage, wounds, statuses (with status rolls), stun, broken handseals. */
export function applyAttackOutcome(defender: IcCombatant, outcome: AttackOutcome, ic: number, options: IcRuleOptions, dice: DiceSource): AppliedOutcome {
  const type = (outcome.damageType === "none" ? "blunt" : outcome.damageType) as DamageType;
  // A blocker chooses where a wound lands; the simulator has them take it on an arm.
  const location = outcome.calledShot ?? (outcome.blocked ? "arm" : undefined);
  const hurt = takeDamage(defender, outcome.damage, type, options, dice, { multiThrow: outcome.multiThrow, location });
  // A private copy this function may change freely before handing it back.
  const next = hurt.target === defender ? cloneCombatant(defender) : hurt.target;
  const applied: string[] = [];
  const resisted: string[] = [];
  const hit = outcome.result.outcome !== "miss";
  // Any attack wakes a sleeper, hit or miss.
  if (next.statuses.length) next.statuses = wakeSleeper(next.statuses);
  for (const status of outcome.statuses) {
    if (!statusLands(status.kind, { hit, damageDealt: outcome.damage, damaging: outcome.damageRolled > 0 || !!outcome.damageFormula, onHit: status.onHit })) continue;
    if (status.roll !== "none" && dice.roll(20) + next.skills[status.roll] >= status.tn) {
      resisted.push(status.kind);
      continue;
    }
    applied.push(status.kind);
    if (status.kind === "stun") {
      // Stun cuts short any variable-Speed action except handseals: stop, then wait out the stun.
      if (next.ongoing && next.ongoing.role !== "handseals") Object.assign(next, { ongoing: null, nextIc: abortNextIc(ic) });
      Object.assign(next, applyStun(next.nextIc, next.stun, status.severity));
      continue;
    }
    next.statuses = addStatus(next.statuses, { kind: status.kind, severity: status.severity, source: outcome.action, appliedIc: ic, duration: status.duration > 0 ? status.duration : null });
  }
  let handsealsBroken = false;
  if (outcome.damage > 0 && next.ongoing?.role === "handseals" && next.condition === "active") {
    if (!keepsHandseals(dice.roll(20) + next.skills.chakraControl, outcome.damage)) {
      handsealsBroken = true;
      Object.assign(next, { ongoing: null, nextIc: abortNextIc(ic) });
    }
  }
  return { defender: next, wounds: hurt.wounds, statuses: applied, resisted, handsealsBroken };
}
