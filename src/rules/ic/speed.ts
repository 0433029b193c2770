/** What the Speed rules need to know about an action. */
export interface SpeedProfile {
  /** The base Speed (for a chain, the summed Speed of core and links). */
  base: number;
  interrupt?: boolean;
  /** Block, Move, handseals, preparing a sneak attack: the chosen length is the Speed. */
  variable?: boolean;
  /** Move, Rest, Coup de Grace: nothing may lower them (Shock still raises the non-variable ones). */
  fixedSpeed?: boolean;
  /** The Delay quality: the action resolves this many IC later, and its Speed may not drop below it. */
  delay?: number;
  /** Multi-throws never go below Speed 5, base or final. */
  multiThrow?: boolean;
}

/** Things that change an action's Speed when it is declared. */
export interface SpeedChanges {
  /** Action Points the player offers to spend (1 AP = -1 Speed). */
  apSpent?: number;
  /** Other Speed reductions from abilities or techniques. */
  reductions?: number;
  /** The Shock severity on the actor. */
  shock?: number;
}

export interface SpeedResult {
  /** The Speed the action really takes. */
  speed: number;
  /** Action Points actually used: AP that could not lower the Speed further are not spent. */
  apUsed: number;
  /** The lowest this action could have gone. */
  floor: number;
  /** The Speed its damage bonus multiplies (Shock adds time but not power). */
  damageSpeed: number;
}

/** Half a Speed, rounded up, as every halving floor in the rules rounds. */
export function halfUp(speed: number): number {
  // A whole Speed (every one the engine makes) is halved in integer arithmetic: the same number
  // as Math.ceil gives, without a round trip through floating point and back.
  return (speed | 0) === speed ? speed - (speed >> 1) : Math.ceil(speed / 2);
}

/**
 * The Speed added by Shock: full severity for normal actions, half (rounded down) for
 * interrupts, nothing for variable-Speed actions, and never more than doubling the action,
 * whose base is `base` (a multi-throw's raised one; the profile's own otherwise).
 */
export function shockIncrease(profile: SpeedProfile, base: number, shock: number): number {
  // The flags compared with true: a profile made by hand may leave them out, and testing a value's truth checks every kind it could be.
  if (profile.variable === true || shock <= 0) return 0;
  const added = profile.interrupt === true ? Math.floor(shock / 2) : shock;
  return Math.min(added, base);
}

/**
 * Nothing takes less than one IC: an action of Speed 0 would act again on the same IC, forever.
 * A variable action's length of 0 (an item's unset default) and a Speed-0 interrupt or link
 * both take 1.
 */
export const MIN_SPEED = 1;

/**
 * `speed`, raised to MIN_SPEED, for the floor every normal action's Speed goes through. The 1
 * is written out: a module's constant is loaded from the module's context at every use, typed
 * as any number there, and that turned every comparison after the floor into floating point.
 * (NaN stays NaN, as Math.max would keep it.)
 */
function atLeastMin(speed: number): number {
  // `satisfies` ties the written 1 to MIN_SPEED: changing one without the other does not compile.
  return speed < (1 satisfies typeof MIN_SPEED) ? 1 : speed;
}

/**
 * The lowest Speed reductions may bring an action to. Normal actions stop at half their
 * (shocked) Speed rounded up and never below 3, and a Speed of 3 or less cannot be lowered;
 * interrupts may go below 3 but never below 1; Delay and multi-throw add their own floors;
 * and nothing goes below MIN_SPEED.
 */
export function speedFloor(profile: SpeedProfile, startingSpeed: number): number {
  if (profile.fixedSpeed === true || profile.variable === true) return startingSpeed;
  let floor: number;
  if (profile.interrupt === true) {
    floor = Math.max(1, halfUp(startingSpeed));
  } else if (startingSpeed <= 3) {
    floor = startingSpeed;
  } else {
    floor = Math.max(3, halfUp(startingSpeed));
  }
  // Compared rather than tested for truth (as above); a Delay that is absent, 0 or NaN raises nothing, as Math.max would not.
  const delay = profile.delay;
  if (delay !== undefined && delay > floor) floor = delay;
  if (profile.multiThrow === true) floor = Math.max(floor, 5);
  return atLeastMin(Math.min(floor, startingSpeed));
}

/** No changes at all: the default, one shared record in the shape every caller hands in. */
const NO_CHANGES: Readonly<Required<SpeedChanges>> = Object.freeze({ apSpent: 0, reductions: 0, shock: 0 });

/**
 * The Speed an action really takes after Shock, AP and other reductions, with every floor the
 * rules set; written into `out` when the caller hands in a record of its own to write over.
 * Callers hand `changes` in one shape (all three fields) and profiles made by speedProfile, so
 * the optimiser sees one shape of each.
 */
export function finalSpeed(profile: SpeedProfile, changes: SpeedChanges = NO_CHANGES, out?: SpeedResult): SpeedResult {
  const base = raisedBase(profile);
  if (profile.variable === true) {
    const length = Math.max(MIN_SPEED, base);
    return speedResult(out, length, 0, length, length);
  }
  const shock = changes.shock ?? 0;
  if (profile.fixedSpeed === true) {
    // Shock: it slows every action that is not variable-Speed. Nothing may *lower* Rest or a
    // Coup de Grace, but Shock raises them like anything else, and adds no damage.
    const shocked = Math.max(MIN_SPEED, base + shockIncrease(profile, base, shock));
    return speedResult(out, shocked, 0, shocked, base);
  }
  // A multi-throw's raised base is handed on as a number: the floor does not read the base, and no profile is copied.
  const shocked = base + shockIncrease(profile, base, shock);
  return reducedSpeed(base, shocked, speedFloor(profile, shocked), changes.reductions ?? 0, changes.apSpent ?? 0, out);
}

/** The base Speed the rules start from: a multi-throw's is never below 5. */
export function raisedBase(profile: SpeedProfile): number {
  return profile.multiThrow === true && profile.base < 5 ? 5 : profile.base;
}

/**
 * The floor of an action's Speed when no Shock slows it: what finalSpeed reads of the profile
 * for a normal action, worked out once per action (checkAction's record keeps it).
 */
export function calmFloor(profile: SpeedProfile): number {
  return speedFloor(profile, raisedBase(profile));
}

/**
 * finalSpeed for a declaration that knows its action's base and floor without Shock (`base`,
 * raisedBase of the profile, and `floorWithoutShock`, calmFloor of it: worked out once per
 * action, as checkAction's record keeps them): with no Shock on a normal action only the AP and
 * reductions are left to apply, and anything else goes through finalSpeed whole. The changes
 * come as numbers: a declaration without Shock writes no record of them, and nothing reads them back.
 */
export function finalSpeedFrom(profile: SpeedProfile, base: number, floorWithoutShock: number, apSpent: number, reductions: number, shock: number, out?: SpeedResult): SpeedResult {
  // Shock compared as shockIncrease compares it: a NaN severity goes the whole way and stays NaN.
  if (profile.variable === true || profile.fixedSpeed === true || !(shock <= 0)) {
    const changes = shocking;
    changes.apSpent = apSpent;
    changes.reductions = reductions;
    changes.shock = shock;
    return finalSpeed(profile, changes, out);
  }
  return reducedSpeed(base, base, floorWithoutShock, reductions, apSpent, out);
}

/** Scratch: the changes finalSpeedFrom hands finalSpeed, read only during the call (all three fields: finalSpeed meets one shape of changes). */
const shocking: Required<SpeedChanges> = { apSpent: 0, reductions: 0, shock: 0 };

/** A normal action's Speed from its (shocked) Speed and floor: the reductions and AP, never below the floor. */
function reducedSpeed(base: number, shocked: number, floor: number, reductionsOffered: number, apSpent: number, out: SpeedResult | undefined): SpeedResult {
  const reductions = Math.max(0, reductionsOffered);
  // A whole number of AP (every declaration's: others are refused first) is taken as it is, in
  // integer arithmetic; Math.floor works in floating point, and the comparisons after it with it.
  const ap = (apSpent | 0) === apSpent ? (apSpent > 0 ? apSpent : 0) : Math.max(0, Math.floor(apSpent));
  const afterReductions = Math.max(floor, shocked - reductions);
  const speed = Math.max(floor, afterReductions - ap);
  return speedResult(out, speed, afterReductions - speed, floor, Math.min(base, speed));
}

function speedResult(out: SpeedResult | undefined, speed: number, apUsed: number, floor: number, damageSpeed: number): SpeedResult {
  // Compared with undefined: testing a record's truth checks every kind of value it could be.
  if (out === undefined) return { speed, apUsed, floor, damageSpeed };
  out.speed = speed;
  out.apUsed = apUsed;
  out.floor = floor;
  out.damageSpeed = damageSpeed;
  return out;
}

/**
 * The Speed a paralysed attacker's damage counts as: the severity lower, but never below half
 * the action's final Speed (rounded up).
 */
export function paralysedDamageSpeed(damageSpeed: number, finalActionSpeed: number, paralysis: number): number {
  if (paralysis <= 0) return damageSpeed;
  return Math.max(halfUp(finalActionSpeed), damageSpeed - paralysis);
}
