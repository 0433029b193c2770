import { endGrab, holdOf, KEEP_HOLD, victimMayBreakFree, type GrabHold } from "../maneuvers/grab";
import { actingRefusal } from "../conditions/acting";
import type { ConditionInstance } from "../conditions/instance";
import type { DegreesOptions } from "../options";
import { actionRefusal, spendAction } from "../turn-actions";
import { changeable, type DegreesFighter } from "./fighter";

/** What keeping a hold did as its grabber's turn started (M79): its standard action paid, or the hold gone for want of one. */
export interface HoldUpkeep {
  kind: "holdKept" | "holdLost";
  at: number;
  combatantId: string;
  victim: string;
}

/** The holds the fighter keeps (its tagged Slow), each once; null when none, which is most fighters. */
function holdsKept(f: DegreesFighter): GrabHold[] | null {
  let holds: GrabHold[] | null = null;
  // Indexed: every turn's start asks, and a for…of makes an iterator and a result per condition until its code is optimised.
  for (let i = 0; i < f.conditions.length; i++) {
    const hold = holdOf(f.conditions[i] as ConditionInstance);
    if (hold?.grabber === f.id && !holds?.some((h) => h.victim === hold.victim)) (holds ??= []).push(hold);
  }
  return holds;
}

/** Both sides' conditions of the hold gone from the list: the grabber's and, wherever it stands, the victim's. */
function endHold(list: DegreesFighter[], hold: GrabHold, owned: boolean): void {
  for (let j = 0; j < list.length; j++) {
    const f = list[j] as DegreesFighter;
    if (f.id !== hold.grabber && f.id !== hold.victim) continue;
    const next = changeable(f, owned);
    next.conditions = endGrab(hold, f.conditions);
    list[j] = next;
  }
}

/**
 * Keeping a hold as the grabber's turn starts (M79, GM option `holdUpkeep` "turnStart"): each hold
 * it keeps takes its standard action (`KEEP_HOLD`); one it cannot pay for (no standard action
 * left, or it cannot act at all: Stunned, Unconscious, M130) ends on both sides, as letting go does.
 */
export function keepHolds(list: DegreesFighter[], i: number, at: number, options: DegreesOptions, events: Pick<HoldUpkeep[], "push"> | null, owned: boolean): void {
  const holds = holdsKept(list[i] as DegreesFighter);
  if (!holds) return;
  for (const hold of holds) {
    const f = list[i] as DegreesFighter;
    const paid = actionRefusal(f.actions, KEEP_HOLD) === null && actingRefusal(f.conditions, KEEP_HOLD, options) === null;
    if (paid) {
      const next = changeable(f, owned);
      next.actions = spendAction(f.actions, KEEP_HOLD);
      list[i] = next;
    } else endHold(list, hold, owned);
    events?.push({ kind: paid ? "holdKept" : "holdLost", at, combatantId: f.id, victim: hold.victim });
  }
}

/** The holds whose victims may try to break free as a reaction now that their grabber took `damage` (M79): none unless it was hurt. */
export function breakFreeChances(grabber: DegreesFighter, damage: number): GrabHold[] {
  return (holdsKept(grabber) ?? []).filter((hold) => victimMayBreakFree(hold, grabber.id, damage));
}
