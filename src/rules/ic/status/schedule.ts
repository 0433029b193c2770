import { nextDueIc } from "./clock";
import type { StatusInstance } from "./types";

/** One moment the clock will change a status: a tick, a fade or its end. */
export interface StatusDue {
  at: number;
  status: StatusInstance["kind"];
}

/** Every tick, fade and expiry of these statuses after IC `from` up to `until`, in order: what a timeline marks. */
export function statusesDue(statuses: readonly StatusInstance[], from: number, until: number): StatusDue[] {
  const due: StatusDue[] = [];
  for (const status of statuses) {
    for (let at = nextDueIc(status, from); at <= until; at = nextDueIc(status, at)) due.push({ at, status: status.kind });
  }
  return due.sort((a, b) => a.at - b.at);
}
