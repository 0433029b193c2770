import type { Check } from "../../ruleset";
import { imposeCondition } from "../conditions/impose";
import { SCARED_MOUNT_DC, scaredMount } from "../mounts";
import type { DegreesOptions } from "../options";
import { degreesChecks } from "./checks";
import { copyOf, type DegreesFighter } from "./fighter";

/** The checks that keep a scared mount in hand (M91). */
const KEEPING_CHECKS: ReadonlySet<string> = new Set(["animalHandling", "acrobatics"]);

/**
 * The check a rider makes as its common mount takes fright (M91): the better of its sheet's Animal
 * Handling and Acrobatics as they stand (conditions included), against 12.
 */
export function scaredMountCheck(rider: DegreesFighter, options: DegreesOptions): { check: Check; dc: number } {
  const [first, ...rest] = degreesChecks(rider, options).filter((c) => KEEPING_CHECKS.has(c.key));
  // The sheet's checks always hold both (port/checks.ts).
  const best = rest.reduce((a, b) => (b.bonus > a.bonus ? b : a), first as Check);
  return { check: best, dc: SCARED_MOUNT_DC };
}

/**
 * The rider after that check's total (M91): kept on and unchanged on a success; on a failure off
 * its mount, on the ground and Unbalanced, unhurt.
 */
export function afterScaredMount(rider: DegreesFighter, total: number, options: DegreesOptions): { rider: DegreesFighter; inControl: boolean } {
  const made = scaredMount(total, options);
  if (made.inControl) return { rider, inControl: true };
  const thrown = copyOf(rider);
  thrown.mountedOn = undefined;
  thrown.conditions = made.riderGains.reduce(imposeCondition, thrown.conditions);
  return { rider: thrown, inControl: false };
}
