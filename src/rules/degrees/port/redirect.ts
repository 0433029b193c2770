import type { DiceSource } from "../../dice";
import { holdOf, redirectMiss } from "../maneuvers/grab";
import { copyFlow, type DegreesAttackFlow } from "./attack-state";
import type { DegreesFighter } from "./fighter";

/** The grabber holding the fighter (its Grabbed's hold), or null when no one does. */
function grabberOf(victim: DegreesFighter): string | null {
  for (const c of victim.conditions) {
    const hold = c.id === "grabbed" ? holdOf(c) : null;
    if (hold?.victim === victim.id) return hold.grabber;
  }
  return null;
}

/**
 * A finished single-target attack that missed a grabbed victim (M79): one die (`redirectMiss`); on
 * 4 or less the attack goes to the grabber with the same attack check, open for the grabber's
 * defence (met as Restrained, `grabberDefending`), else the miss stands with the die on it. Not
 * sent on (the attack as it was): an area attack, one of a sweep's (M107), a maneuver or Feint, a miss the check settled
 * before any defence (a critical failure, an unlocated target, total cover), one an ally stepped
 * into, an attack already sent on, and a victim no one holds.
 */
export function redirectOnMiss(flow: DegreesAttackFlow, victim: DegreesFighter, dice: DiceSource): DegreesAttackFlow {
  const result = flow.result;
  // A card stored before sweeps were marked has no `swept`: a single attack.
  if (flow.kind !== "attack" || flow.swept === true || flow.step !== "done" || result === null || result.hit || flow.decided !== null || flow.aid !== null || flow.redirect !== null || victim.id !== flow.targetId) return flow;
  const grabber = grabberOf(victim);
  if (grabber === null) return flow;
  const die = redirectMiss(flow.profile.delivery, dice);
  if (die === null) return flow;
  const next = copyFlow(flow);
  next.redirect = { victim: victim.id, grabber, face: die.face, hitsGrabber: die.hitsGrabber };
  if (!die.hitsGrabber) return next;
  // The same attack check, now at the grabber: its defence still to choose, nothing of the victim's carried over.
  next.targetId = grabber;
  next.step = "answer";
  next.answer = null;
  next.result = null;
  next.damage = null;
  next.mountId = null;
  next.nullifiedBy = null;
  next.flanked = false;
  next.sneak = null;
  next.mercy = null;
  next.fall = null;
  return next;
}
