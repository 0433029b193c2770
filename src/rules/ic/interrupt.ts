/** How an interrupt's total Speed is made up. */
export interface InterruptInput {
  /** The interrupt's final Speed (after AP). */
  speed: number;
  /** The modified Seal Speed, for a handseal jutsu used as an interrupt without prior handseals. */
  modifiedSealSpeed?: number;
  /** Aborting an ongoing action (say, handseals) to interrupt adds 1. */
  aborting?: boolean;
}

/** The total Speed an interrupt costs, which is also what it adds to your next action's IC. */
export function interruptTotal(input: InterruptInput): number {
  return input.speed + (input.modifiedSealSpeed ?? 0) + (input.aborting ? 1 : 0);
}

/** An interrupt is legal only when its total is at most half the Speed of the action it interrupts. */
export function canInterrupt(total: number, interruptedSpeed: number): boolean {
  return total * 2 <= interruptedSpeed;
}

/** A sneak attack interrupts as if its Speed were a quarter of its real Speed. */
export function sneakAttackInterruptSpeed(speed: number): number {
  return speed / 4;
}

/**
 * The fastest interrupt a victim may use against a called-off action after a sneak attack:
 * half the sneak attack's Speed.
 */
export function maxDefenceAgainstSneakAttack(sneakSpeed: number): number {
  return Math.floor(sneakSpeed / 2);
}

/**
 * A defensive interrupt with handseals that turns into an attack uses the interrupt's total
 * as its Speed, at least 3 like every attack.
 */
export function counterAttackSpeed(total: number): number {
  return Math.max(3, total);
}
