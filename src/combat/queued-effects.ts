import type { IcRuleOptions, WoundSeverity } from "../rules/ic/options";
import { applyDamageToPools, type Pool } from "../rules/ic/pools";
import { addStatus } from "../rules/ic/status/apply";
import type { StatusInstance, StatusKind } from "../rules/ic/status/types";
import { woundSeverities, type DamageType } from "../rules/ic/wounds";

/** One action's effect on one target, waiting for the end of the IC. */
export interface QueuedEffect {
  targetActorId: string;
  /** The technique or weapon that caused it (same-source stacking compares this). */
  source: string;
  damage: number;
  damageType: DamageType;
  multiThrow?: boolean;
  statuses: { kind: StatusKind; severity: number; duration: number | null }[];
}

/** What the settling needs to know about one target actor. */
export interface SettleTarget {
  actorId: string;
  name: string;
  vitality: Pool;
  hp: Pool;
  /** Its current statuses, with the ids of the effects that hold them. */
  statuses: { id: string; status: StatusInstance }[];
}

export interface SettledEffects {
  actors: { _id: string; "system.vitality.value": number; "system.hp.value": number }[];
  /** Per actor: status effects to create and to delete, after each kind's stacking rule. */
  statusChanges: { actorId: string; create: StatusInstance[]; remove: string[] }[];
  /** Wound severities each target took, for the wound step (location, items) to follow. */
  wounds: { actorId: string; severity: WoundSeverity; type: DamageType; pool: "vitality" | "hp" }[];
  summary: string[];
}

/**
 * Lands every effect queued during an IC at once, in the order declared: damage to Vitality
 * then HP, wounds by the thresholds, statuses under their stacking rules.
 */
export function settleQueuedEffects(targets: readonly SettleTarget[], queued: readonly QueuedEffect[], ic: number, options: IcRuleOptions): SettledEffects {
  const result: SettledEffects = { actors: [], statusChanges: [], wounds: [], summary: [] };
  for (const target of targets) {
    const mine = queued.filter((q) => q.targetActorId === target.actorId);
    if (mine.length === 0) continue;
    let vitality = target.vitality;
    let hp = target.hp;
    let statuses = target.statuses.map((s) => s.status);
    for (const effect of mine) {
      if (effect.damage > 0) {
        const dealt = applyDamageToPools(vitality, hp, effect.damage);
        for (const w of woundSeverities({ toVitality: dealt.toVitality, toHp: dealt.toHp, vitalityBefore: vitality.value, maxVitality: vitality.max, maxHp: hp.max, multiThrow: effect.multiThrow }, options)) {
          result.wounds.push({ actorId: target.actorId, severity: w.severity, type: effect.damageType, pool: w.pool });
        }
        vitality = dealt.vitality;
        hp = dealt.hp;
        result.summary.push(`${target.name} takes ${effect.damage} from ${effect.source}`);
      }
      for (const s of effect.statuses) {
        statuses = addStatus(statuses, { kind: s.kind, severity: s.severity, source: effect.source, appliedIc: ic, duration: s.duration });
        result.summary.push(`${target.name}: ${s.kind} ${s.severity} (${effect.source})`);
      }
    }
    if (vitality !== target.vitality || hp !== target.hp) result.actors.push({ _id: target.actorId, "system.vitality.value": vitality.value, "system.hp.value": hp.value });
    const kept = new Set(statuses);
    const remove = target.statuses.filter((s) => !kept.has(s.status)).map((s) => s.id);
    const before = new Set(target.statuses.map((s) => s.status));
    const create = statuses.filter((s) => !before.has(s));
    if (remove.length || create.length) result.statusChanges.push({ actorId: target.actorId, create, remove });
  }
  return result;
}
