import { STATUS_LABELS } from "../data/choices";
import { toStoredStatus } from "../data/effect/status-instance";
import type { StatusKind } from "../rules/ic/status/types";

/**
 * Switching a rules status on from the token HUD makes the same kind of effect the rules make:
 * a `status` effect at severity 1, its schedule counting from the current IC. The GM raises
 * the severity on the effect if it should be higher. Conditions (dead, unconscious…) stay plain.
 */
export function hudStatusData<T extends object>(statusId: string, effectData: T): T {
  if (!(statusId in STATUS_LABELS)) return effectData;
  const appliedIc = (game.combat?.system as unknown as { currentIc?: number } | undefined)?.currentIc ?? 0;
  return { ...effectData, type: "status", system: toStoredStatus({ kind: statusId as StatusKind, severity: 1, source: "GM", appliedIc, duration: null }) };
}

export class ShinobiActiveEffect extends ActiveEffect {
  protected static override async _fromStatusEffect(statusId: string, effectData: ActiveEffect.CreateData, options?: never): Promise<ActiveEffect.Implementation> {
    return super._fromStatusEffect(statusId, hudStatusData(statusId, effectData), options);
  }
}
