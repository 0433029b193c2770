import type { RulesetTypesOf } from "../../../../rules/registry";

type StatusInstance = RulesetTypesOf<"ic">["combatant"]["statuses"][number];

/** A status effect's system data as stored (nulls where the rules' plain data leaves a field out). */
export interface StoredStatus {
  kind: StatusInstance["kind"];
  severity: number;
  source: string;
  appliedIc: number;
  duration: number | null;
  ongoing: boolean;
  woken: boolean;
  releasedIc: number | null;
}

/** The rules' view of a stored status. */
export function toStatusInstance(s: StoredStatus): StatusInstance {
  return { kind: s.kind, severity: s.severity, source: s.source, appliedIc: s.appliedIc, duration: s.duration, ongoing: s.ongoing, ...(s.woken ? { woken: true } : {}), ...(s.releasedIc === null ? {} : { releasedIc: s.releasedIc }) };
}

/** The stored form of a status the rules produced. */
export function toStoredStatus(s: StatusInstance): StoredStatus {
  return { kind: s.kind, severity: s.severity, source: s.source, appliedIc: s.appliedIc, duration: s.duration, ongoing: !!s.ongoing, woken: !!s.woken, releasedIc: s.releasedIc ?? null };
}

