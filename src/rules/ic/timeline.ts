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

/**
 * Who acts on `ic`: everyone still able to act whose next IC it is, in the order listed (actions
 * on one IC are simultaneous). `into`, a list of the caller's own, is written over and returned
 * instead of a new one: the simulator's duels ask on every IC.
 */
export function actingOn(combatants: readonly IcCombatant[], ic: number, into: string[] = []): string[] {
  let n = 0;
  for (let i = 0; i < combatants.length; i++) {
    const c = combatants[i] as IcCombatant;
    if (c.condition === "active" && c.nextIc === ic) into[n++] = c.id;
  }
  // Shortened by popping, never by setting its length: that is a call into the runtime (some
  // 900 instructions), a pop a few.
  while (into.length > n) into.pop();
  return into;
}

/**
 * The next IC after `after` anything happens on: someone who can still act acts, or a delayed
 * action resolves (it resolves even if its user has since fallen). Null when nothing will.
 */
export function nextOccupiedIc(combatants: readonly IcCombatant[], after: number): number | null {
  let best: number | null = null;
  // By index and without a list per combatant: the simulator's duels ask this on every IC.
  for (let i = 0; i < combatants.length; i++) {
    const c = combatants[i] as IcCombatant;
    if (c.condition === "active" && c.nextIc > after && (best === null || c.nextIc < best)) best = c.nextIc;
    const resolvesOn = c.delayed === null ? null : c.delayed.resolvesOn;
    if (resolvesOn !== null && resolvesOn > after && (best === null || resolvesOn < best)) best = resolvesOn;
  }
  return best;
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
