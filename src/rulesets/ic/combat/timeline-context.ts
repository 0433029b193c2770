import type { Due } from "../../../rules/ruleset";

/** What the timeline strip needs from one combatant. */
export interface TimelineCombatant {
  id: string;
  name: string;
  img: string;
  ic: number | null;
  ap: number;
  /** When the clock will next change this combatant's statuses (the port's `upcoming`). */
  due: readonly Due[];
  /** A running variable-Speed action and the IC it lasts until. */
  variable: { action: string; untilIc: number | null };
  delayed: { action: string; resolvesOn: number | null };
  /** The viewing user may act for this combatant. */
  owned?: boolean;
  /** The port says its turn is now (its IC is the current one and it is able to act). */
  acting?: boolean;
  /** The port says it may act at all (active: not incapacitated, unconscious or dead), so it may interrupt. */
  able?: boolean;
}

export interface TimelineSlot {
  ic: number;
  current: boolean;
  /**
   * `canAct`: its turn now (the port's answer) and the viewer owns it, so the strip offers the
   * turn button; `canInterrupt`: not on the current IC, owned, able to act, and someone has
   * declared something to interrupt.
   */
  combatants: { id: string; name: string; img: string; ap: number; canAct: boolean; canInterrupt: boolean }[];
  /** Things due on this IC besides actions: status ticks, delayed actions resolving, variable actions ending. */
  markers: { kind: "status" | "delayed" | "variable"; label: string; who: string }[];
}

/** How far past the last thing due the strip reaches, so the GM has room to drag someone later. */
const TRAILING_SLOTS = 5;
/** The longest strip drawn. */
export const MAX_SLOTS = 60;

/**
 * The timeline strip: one slot per IC from the current one to a little past the last thing
 * due, each listing who acts on it (simultaneously) and what else is due there.
 */
export function timelineSlots(currentIc: number, combatants: readonly TimelineCombatant[], somethingDeclared = false): TimelineSlot[] {
  const due: number[] = [];
  for (const c of combatants) {
    if (c.ic !== null) due.push(c.ic);
    if (c.delayed.resolvesOn !== null) due.push(c.delayed.resolvesOn);
  }
  const last = Math.min(currentIc + MAX_SLOTS - 1, Math.max(currentIc, ...due) + TRAILING_SLOTS);
  const slots: TimelineSlot[] = [];
  for (let ic = currentIc; ic <= last; ic++) slots.push({ ic, current: ic === currentIc, combatants: [], markers: [] });
  const at = (ic: number) => slots[ic - currentIc];
  for (const c of combatants) {
    if (c.ic !== null) at(c.ic)?.combatants.push({ id: c.id, name: c.name, img: c.img, ap: c.ap, canAct: !!c.owned && !!c.acting, canInterrupt: !!c.owned && c.able !== false && c.ic !== currentIc && somethingDeclared });
    if (c.delayed.resolvesOn !== null) at(c.delayed.resolvesOn)?.markers.push({ kind: "delayed", label: c.delayed.action, who: c.name });
    if (c.variable.untilIc !== null && c.variable.untilIc !== c.ic) at(c.variable.untilIc)?.markers.push({ kind: "variable", label: c.variable.action, who: c.name });
    for (const due of c.due) if (due.at <= last) at(due.at)?.markers.push({ kind: "status", label: due.status, who: c.name });
  }
  return slots;
}
