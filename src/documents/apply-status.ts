import type { StatusInstance, StatusKind } from "../rules/ic/status/types";
import { statusEffectSource } from "../status-effects";

export interface StatusRequest {
  kind: StatusKind;
  severity: number;
  /** IC it lasts; null or 0 for "until removed or faded by its own rule". */
  duration?: number | null;
  source?: string;
}

/**
 * Puts a status on an actor as a status effect, stamped with the current IC so its schedule
 * (ticks every 5 IC, fades, expiry) counts from now. One write.
 */
export async function applyStatus(actor: Actor.Implementation, request: StatusRequest): Promise<void> {
  if (!Number.isInteger(request.severity) || request.severity < 1) throw new Error(game.i18n?.localize("SHINOBI.Status.badSeverity") ?? "Severity must be a whole number of 1 or more");
  const appliedIc = (game.combat?.system as unknown as { currentIc?: number } | undefined)?.currentIc ?? 0;
  const status: StatusInstance = { kind: request.kind, severity: request.severity, source: request.source ?? "GM", appliedIc, duration: request.duration ? request.duration : null };
  const name = `${game.i18n?.localize(`SHINOBI.Status.${request.kind}`) ?? request.kind} ${request.severity}`;
  await actor.createEmbeddedDocuments("ActiveEffect", [statusEffectSource(status, name)] as never);
}
