import { cloneCombatant, type IcCombatant } from "../combatant";
import { abortNextIc } from "../timeline";
import { addStatus, stunInto } from "./apply";
import type { StatusKind } from "./types";

/** A status someone puts on a combatant: a GM from the token HUD or a macro, or a settled hit. */
export interface StatusImposed {
  kind: StatusKind;
  severity: number;
  /** IC it lasts; null lasts until removed or faded by its own rule. */
  duration: number | null;
  source: string;
}

/**
 * A stun on a combatant: any variable-Speed action but handseals stops (they act on the
 * following IC), then the next action waits out the stun; stuns do not stack (see applyStun).
 */
export function stunCombatant(c: IcCombatant, magnitude: number, ic: number): IcCombatant {
  const next = cloneCombatant(c);
  stunInPlace(next, magnitude, ic);
  return next;
}

/** stunCombatant on a combatant that is the caller's own (a copy it is settling), changed in place. */
export function stunInPlace(c: IcCombatant, magnitude: number, ic: number): void {
  if (c.ongoing && c.ongoing.role !== "handseals") {
    c.ongoing = null;
    c.nextIc = abortNextIc(ic);
  }
  stunInto(c, magnitude);
}

/** Puts a status on a combatant under its kind's stacking rule, its schedule counting from `ic`; a stun acts at once. */
export function imposeStatus(c: IcCombatant, status: StatusImposed, ic: number): IcCombatant {
  if (status.kind === "stun") return stunCombatant(c, status.severity, ic);
  const next = cloneCombatant(c);
  next.statuses = addStatus(c.statuses, { kind: status.kind, severity: status.severity, source: status.source, appliedIc: ic, duration: status.duration });
  return next;
}
