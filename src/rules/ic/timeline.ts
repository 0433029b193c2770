import type { IcCombatant } from "./combatant";

/** The IC an actor acts on next after taking an action of `speed` on IC `ic`. */
export function nextActingIc(ic: number, speed: number): number {
  return ic + speed;
}

/** A defensive interrupt's total Speed pushes the defender's already-scheduled next action back. */
export function afterInterrupt(nextIc: number, interruptTotal: number): number {
  return nextIc + interruptTotal;
}

/** Aborting stops what you are doing and lets you act on the following IC. */
export function abortNextIc(currentIc: number): number {
  return currentIc + 1;
}

/** A delayed action can be called off on any IC up to and including the one it resolves on. */
export function canAbortDelayed(resolvesOn: number, currentIc: number): boolean {
  return currentIc <= resolvesOn;
}

/** Someone defending against a surprise attack with an interrupt may not spend AP to speed it up. */
export function mayUseApOnDefense(againstSurpriseAttack: boolean): boolean {
  return !againstSurpriseAttack;
}

/** Whether `c` acts on `ic`: it is still able to act, and `ic` is its next IC. */
export function actsOn(c: IcCombatant, ic: number): boolean {
  return c.condition === "active" && c.nextIc === ic;
}

/** Who acts on `ic`: everyone still able to act whose next IC it is (actsOn), in the order listed (actions on one IC are simultaneous). */
export function actingOn(combatants: readonly IcCombatant[], ic: number): string[] {
  const acting: string[] = [];
  for (let i = 0; i < combatants.length; i++) {
    const c = combatants[i] as IcCombatant;
    if (actsOn(c, ic)) acting.push(c.id);
  }
  return acting;
}

/**
 * The next IC after `after` anything happens on: someone who can still act acts, or a delayed
 * action resolves (it resolves even if its user has since fallen). Null when nothing will.
 */
export function nextOccupiedIc(combatants: readonly IcCombatant[], after: number): number | null {
  // Whether anything was found, beside the best IC so far: `best` then only ever holds a small
  // integer, which optimised code keeps unboxed (null or a number would not be).
  let found = false;
  let best = 0;
  // By index and without a list per combatant: the simulator's duels ask this on every IC.
  for (let i = 0; i < combatants.length; i++) {
    const c = combatants[i] as IcCombatant;
    const next = c.nextIc;
    if (next > after && (!found || next < best) && c.condition === "active") {
      best = next;
      found = true;
    }
    const delayed = c.delayed;
    if (delayed === null) continue;
    const resolvesOn = delayed.resolvesOn;
    if (resolvesOn > after && (!found || resolvesOn < best)) {
      best = resolvesOn;
      found = true;
    }
  }
  return found ? best : null;
}

/**
 * The next IC after `after` anything happens on in a fight where some are out of it (the table's
 * combatants marked defeated): those still in it act or their delayed actions resolve
 * (nextOccupiedIc), and a delayed action of someone out of it still resolves, as one of someone
 * who has fallen does. Null when nothing will.
 */
export function nextIcOfFight(fighting: readonly IcCombatant[], out: readonly IcCombatant[], after: number): number | null {
  let best = nextOccupiedIc(fighting, after);
  for (const c of out) {
    const resolvesOn = c.delayed === null ? null : c.delayed.resolvesOn;
    if (resolvesOn !== null && resolvesOn > after && (best === null || resolvesOn < best)) best = resolvesOn;
  }
  return best;
}
