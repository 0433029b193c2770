import type { DiceSource } from "../../dice";
import type { Check } from "../../ruleset";
import { imposeCondition } from "../conditions/impose";
import { SCARED_MOUNT_DC, scaredMount, type MountKind } from "../mounts";
import type { DegreesOptions } from "../options";
import { rollCheck } from "../roll";
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

/** What a mount is, as the driver reads it (an NPC sheet's *As a mount*, a scenario's `mount`), by the id a rider names: null for nothing ridden as a mount. */
export type MountKindOf = (mountId: string) => MountKind | null;

/** A rider whose mount takes fright, with the check that keeps it in hand. */
export interface MountFright {
  rider: DegreesFighter;
  mountId: string;
  check: Check;
  dc: number;
}

/**
 * The riders whose mount takes fright as a fight starts (M91), in the fighters' order: each one
 * riding a common mount, with its check (`scaredMountCheck`). A special mount keeps its head (M92).
 */
export function frightsAtStart(fighters: readonly DegreesFighter[], kindOf: MountKindOf, options: DegreesOptions): MountFright[] {
  const frights: MountFright[] = [];
  // Indexed: every fight of a run starts here, and a for…of makes an iterator and a result per fighter until this code is optimised.
  for (let i = 0; i < fighters.length; i++) {
    const rider = fighters[i] as DegreesFighter;
    const mountId = rider.mountedOn;
    if (mountId === undefined || kindOf(mountId) !== "common") continue;
    frights.push({ rider, mountId, ...scaredMountCheck(rider, options) });
  }
  return frights;
}

/** One fright's check as the port rolled it: whose, its total against the difficulty, and whether the rider kept its seat. */
export interface FrightRolled {
  rider: string;
  mountId: string;
  total: number;
  dc: number;
  inControl: boolean;
}

/**
 * The fight's start for mounts (M91) with the port's own dice, for a driver that shows no card
 * (the simulator; the table rolls each check of `frightsAtStart` on a card and applies
 * `afterScaredMount` to its total): each check rolled on 2d8, and the fighters after them, those
 * who failed off their mounts and Unbalanced. The same list when no mount takes fright.
 */
export function scareMountsAtStart(fighters: readonly DegreesFighter[], kindOf: MountKindOf, options: DegreesOptions, dice: DiceSource): { fighters: readonly DegreesFighter[]; rolled: FrightRolled[] } {
  const frights = frightsAtStart(fighters, kindOf, options);
  if (frights.length === 0) return { fighters, rolled: [] };
  const after = fighters.slice();
  const rolled: FrightRolled[] = [];
  for (const fright of frights) {
    const total = rollCheck(fright.check.bonus, [], dice).total;
    const outcome = afterScaredMount(fright.rider, total, options);
    after[after.indexOf(fright.rider)] = outcome.rider;
    rolled.push({ rider: fright.rider.id, mountId: fright.mountId, total, dc: fright.dc, inControl: outcome.inControl });
  }
  return { fighters: after, rolled };
}
