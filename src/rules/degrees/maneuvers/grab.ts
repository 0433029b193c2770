import type { DiceSource } from "../../dice";
import type { RuleRefusal } from "../../refusal";
import type { ConditionInstance } from "../conditions/instance";
import { degreesRefusal } from "../refusals";
import { grabEscapeDc } from "../maneuvers";
import { DIE } from "../roll";
import type { AttackDelivery } from "../attack/types";

/** A hold between a grabber and its victim, stored on the fight (M79). */
export interface GrabHold {
  grabber: string;
  victim: string;
}

/** Who tries to grab: both hands free (or a weapon made for it), and a way to hold at all. */
export interface Grabber {
  id: string;
  handsFree: boolean;
  weaponAllowsGrab?: boolean;
  canHold: boolean;
  /** The grabber's Melee and Strength, which set the Escape difficulty of breaking free (E24). */
  melee?: number;
  strength?: number;
}

/** The Escape difficulty a hold is broken against (M79, E24): of the grabber's two, the grabber is taken to choose the harder (our reading, fixed). */
function holdEscapeDc(grabber: Pick<Grabber, "melee" | "strength">): number {
  const rated = { melee: grabber.melee ?? 0, strength: grabber.strength ?? 0 };
  return Math.max(grabEscapeDc(rated, "melee"), grabEscapeDc(rated, "strength"));
}

/** Refuses a Grab that cannot be tried: no way to hold, or hands not free (M79). */
export function grabRefusal(grabber: Grabber): RuleRefusal | null {
  if (!grabber.canHold) return degreesRefusal("grabCannotHold", {}, "This creature has nothing to hold with");
  if (!grabber.handsFree && !grabber.weaponAllowsGrab) return degreesRefusal("grabHands", {}, "Grabbing needs both hands free or a weapon made for it");
  return null;
}

/**
 * A landed Grab (M79): the victim is Grabbed (so Impeded) and the grabber Slow while it holds on,
 * both conditions tagged with the hold so releasing removes exactly them; the victim's carries
 * the Escape check that breaks it.
 */
export function startGrab(grabber: Grabber, victim: string): { hold: GrabHold; victimGains: ConditionInstance; grabberGains: ConditionInstance } {
  const refused = grabRefusal(grabber);
  if (refused) throw refused;
  const source = `grab:${grabber.id}:${victim}`;
  // Broken free with Escape against the grabber's difficulty, a removal check (M128) that ends the hold.
  return { hold: { grabber: grabber.id, victim }, victimGains: { id: "grabbed", source, removal: { check: "escape", dc: holdEscapeDc(grabber) } }, grabberGains: { id: "slow", source } };
}

/** The conditions a hold set, which end when it does: released (a free action), broken, or not kept up. */
export function endGrab(hold: GrabHold, held: readonly ConditionInstance[]): ConditionInstance[] {
  const source = `grab:${hold.grabber}:${hold.victim}`;
  return held.filter((c) => c.source !== source);
}

/** Attacked while holding on, the grabber defends as Restrained (M79 "sharing space"). */
export function grabberDefending(hold: GrabHold, grabberConditions: readonly ConditionInstance[]): ConditionInstance[] {
  return [...grabberConditions, { id: "restrained", source: `grab:${hold.grabber}:${hold.victim}` }];
}

/** A hold the grabber kept up this round costs its standard action (M79); the caller spends it, or releases. */
export const KEEP_HOLD = { kind: "standard" } as const;

/** Damage to a grabber holding on gives its victim a reaction check to break free (M79). */
export function victimMayBreakFree(hold: GrabHold, damaged: string, damage: number): boolean {
  return damaged === hold.grabber && damage > 0;
}

/**
 * A single-target melee, projectile or technique attack that missed a grabbed victim (M79): one
 * die, 4 or less, and it goes to the grabber with the same attack check, which the grabber may
 * defend. Area attacks are not redirected: they may simply cover both.
 */
export function redirectMiss(delivery: AttackDelivery, dice: DiceSource): { face: number; hitsGrabber: boolean } | null {
  if (delivery === "area") return null;
  const face = dice.roll(DIE);
  return { face, hitsGrabber: face <= DIE / 2 };
}

/** The hold a condition belongs to (the victim's Grabbed, the grabber's Slow), read from its tag; null for any other. */
export function holdOf(condition: ConditionInstance): GrabHold | null {
  // Asked of every condition at every turn's start: a source of another kind is no hold, and splitting it would build a list for nothing.
  if (condition.source === undefined || !condition.source.startsWith("grab:")) return null;
  const parts = condition.source.split(":");
  return parts?.length === 3 && parts[0] === "grab" && parts[1] && parts[2] ? { grabber: parts[1], victim: parts[2] } : null;
}
