import { RuleRefusal } from "../refusal";

/** Where an attack's hits land once applied: the IC at whose end they settle, and whether that is after the attack's own. */
export interface Landing {
  ic: number;
  late: boolean;
}

/** What says when an attack resolves: the IC it was declared on and its action's Delay. */
export interface TimedAttack {
  ic: number;
  action: { delay?: number };
}

/**
 * The IC an attack resolves on: its declaration's, or Delay IC later ("its effects would take
 * place N initiative counts later"). A delayed attack is answered, rolled and landed then.
 */
export function attackResolvesOn(attack: TimedAttack): number {
  return attack.ic + (attack.action.delay ?? 0);
}

/**
 * Whether an attack is due on `currentIc`: the IC it resolves on has come, so it may be answered
 * and the checks made at its target as it resolves (resolvingRefusal) are made. Outside a fight
 * (`currentIc` null) there is no count to wait for: it is due at once.
 */
export function attackDue(attack: TimedAttack, currentIc: number | null): boolean {
  return currentIc === null || currentIc >= attackResolvesOn(attack);
}

/**
 * Whether a delayed attack was called off, read from its user (null when the user is in no fight):
 * on the IC it resolves on the action is still pending there (settling clears it only at that
 * IC's end) unless an Abort dropped it. On any other IC this cannot be told: before, the attack is
 * not due; after, that IC's end has cleared it.
 */
export function calledOffOnItsIc(attack: TimedAttack, user: { delayed: { resolvesOn: number } | null } | null, currentIc: number): boolean {
  const resolvesOn = attackResolvesOn(attack);
  return currentIc === resolvesOn && user !== null && user.delayed?.resolvesOn !== resolvesOn;
}

/**
 * The IC a delayed action a declaration called off would have resolved on, or null when it called
 * none off: its user held one before declaring (`heldBefore`, read before a declaration that
 * changes its user in place) and holds none after. Only an Abort drops a pending delayed action, so
 * this is how an Abort is told from the declaration's result.
 */
export function calledOff(heldBefore: { resolvesOn: number } | null, after: { delayed: { resolvesOn: number } | null }): number | null {
  return heldBefore !== null && after.delayed === null ? heldBefore.resolvesOn : null;
}

/** Whether the attack is delayed at all: it resolves after the IC it was declared on. */
export function isDelayed(attack: TimedAttack): boolean {
  return attackResolvesOn(attack) > attack.ic;
}

/**
 * Where a finished attack's hits land when the table applies them on `currentIc`. Their own place
 * is the end of the IC the attack resolves on — its declaration's, or Delay IC later — as the
 * simulator settles them; applied before then, they wait for it. Applied after that IC has
 * ended, nothing can settle in the past: they land at the end of the current IC, the soonest the
 * count still settles, and are marked late so the card says so. An attack declared on an IC
 * the fight has not reached (the GM undid the count past it) is refused: its declaration was
 * undone with that IC.
 */
export function hitsLandOn(attack: TimedAttack, currentIc: number): Landing {
  if (currentIc < attack.ic) throw new RuleRefusal("icNotReached", { ic: attack.ic, current: currentIc }, `the attack was declared on IC ${attack.ic}, which the fight (on IC ${currentIc}) has not reached`);
  const resolvesOn = attackResolvesOn(attack);
  return resolvesOn >= currentIc ? { ic: resolvesOn, late: false } : { ic: currentIc, late: true };
}
