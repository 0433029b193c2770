import type { ClockCombatant, ClockEvent, ClockResult } from "../rules/ic/status/clock";
import type { StatusInstance } from "../rules/ic/status/types";

/** What the clock needs from one combatant document and its actor, with the ids to write back to. */
export interface ClockSubject {
  combatantId: string;
  actorId: string;
  name: string;
  clock: ClockCombatant;
  /** The status effects' ids, in the same order as `clock.statuses`. */
  effectIds: string[];
}

export interface ClockWrites {
  /** One batch for every combatant whose AP changed. */
  combatants: { _id: string; "system.ap": number }[];
  /** One batch for every actor whose pools changed. */
  actors: { _id: string; "system.vitality.value": number; "system.hp.value": number }[];
  /** Per actor: status effects whose severity changed, and those that ended. */
  effects: { actorId: string; updates: { _id: string; "system.severity": number }[]; deletions: string[] }[];
  /** Readable lines for the summary chat card. */
  summary: string[];
}

function describe(event: ClockEvent, name: string): string {
  switch (event.type) {
    case "apGrant":
      return `IC ${event.ic}: ${name} +${event.amount} AP (${event.ap})`;
    case "damage":
      return `IC ${event.ic}: ${name} takes ${event.amount} from ${event.status}`;
    case "severity":
      return `IC ${event.ic}: ${name}'s ${event.status} falls to ${event.severity}`;
    case "expire":
      return `IC ${event.ic}: ${name}'s ${event.status} ends`;
  }
}

/**
 * Turns what the clock did into the fewest writes: one combatant batch, one actor batch, and
 * effect changes only for actors whose statuses actually changed.
 */
export function clockWrites(subjects: readonly ClockSubject[], result: ClockResult): ClockWrites {
  const writes: ClockWrites = { combatants: [], actors: [], effects: [], summary: [] };
  const names = new Map(subjects.map((s) => [s.clock.id, s.name]));
  result.combatants.forEach((after, i) => {
    const subject = subjects[i] as ClockSubject;
    const before = subject.clock;
    if (after === before) return;
    if (after.ap !== before.ap) writes.combatants.push({ _id: subject.combatantId, "system.ap": after.ap });
    if (after.vitality.value !== before.vitality.value || after.hp.value !== before.hp.value) {
      writes.actors.push({ _id: subject.actorId, "system.vitality.value": after.vitality.value, "system.hp.value": after.hp.value });
    }
    if (after.statuses !== before.statuses) writes.effects.push({ actorId: subject.actorId, ...statusChanges(before.statuses, after.statuses, subject.effectIds) });
  });
  for (const event of result.events) writes.summary.push(describe(event, names.get(event.combatantId) ?? event.combatantId));
  return writes;
}

/** Matches statuses before and after by position (the clock keeps their order and only drops ended ones). */
function statusChanges(before: readonly StatusInstance[], after: readonly StatusInstance[], ids: readonly string[]) {
  const updates: { _id: string; "system.severity": number }[] = [];
  const deletions: string[] = [];
  let j = 0;
  before.forEach((status, i) => {
    const next = after[j];
    const id = ids[i] as string;
    if (next && next.kind === status.kind && next.source === status.source && next.appliedIc === status.appliedIc) {
      if (next.severity !== status.severity) updates.push({ _id: id, "system.severity": next.severity });
      j++;
    } else {
      deletions.push(id);
    }
  });
  return { updates, deletions };
}
