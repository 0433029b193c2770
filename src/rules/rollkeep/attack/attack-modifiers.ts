import type { RollkeepOptions } from "../options";
import { addToPool, type PoolSpec } from "../pool";
import { RuleRefusal } from "../../refusal";
import { PRONE_LARGE_WEAPON } from "../combat/take-action";
import { isRanged, type Weapon, type WeaponSize } from "./weapons";

/** AT8: what an off-hand attack costs by the weapon's size. */
export const OFF_HAND_PENALTY: Readonly<Record<WeaponSize, number>> = { small: 5, medium: 10, large: 15 };
/** AT8: the cost to the main hand while a second weapon is held. */
export const MAIN_HAND_PENALTY = 5;
/** AT9: mounted, higher ground, or (house) any Strong Position. */
export const POSITION_BONUS: Readonly<PoolSpec> = Object.freeze({ rolled: 1, kept: 0, flat: 0 });
/** CO1: blind attacks. */
export const BLIND_RANGED: Readonly<PoolSpec> = Object.freeze({ rolled: -3, kept: -3, flat: 0 });
export const BLIND_MELEE: Readonly<PoolSpec> = Object.freeze({ rolled: -1, kept: -1, flat: 0 });
/** CO2: 4e Dazed / house Stun, on every action. */
export const DAZED_PENALTY: Readonly<PoolSpec> = Object.freeze({ rolled: -3, kept: 0, flat: 0 });
/** CO9: a prone attacker with a Small or Medium weapon. */
export const PRONE_ATTACK_PENALTY: Readonly<PoolSpec> = Object.freeze({ rolled: -2, kept: 0, flat: 0 });

/** The circumstances of one attack roll. */
export interface AttackSituation {
  /** AT8: the attack is made with the off hand. */
  offHand?: boolean;
  /** AT8: a main-hand attack while a second weapon is held. */
  secondWeaponHeld?: boolean;
  /** AT3: a ranged attack at a foe within melee range. */
  foeInMelee?: boolean;
  /** AT9: mounted against the unmounted, higher ground (4 ft), or a house Strong Position: one +1k0 whichever applies. */
  advantagedPosition?: boolean;
  blinded?: boolean;
  dazed?: boolean;
  prone?: boolean;
  /** The stance's bonus for this kind of attack (`stanceEffects(...).attack`). */
  stance?: PoolSpec;
  /** Center/Void: this round's focus bonus, spent on this roll (`voidFocus`). */
  focus?: PoolSpec | null;
  /** The attacker's standing modifiers for attacks: techniques, advantages, masteries (D9). */
  items?: PoolSpec;
  /** What the table adds for this attack: an unlisted mastery, the GM's call (D9). */
  other?: PoolSpec;
}

/** One named part of an attack pool, for the chat card. */
export interface PoolPart {
  source: string;
  pool: PoolSpec;
}

const flat = (n: number): PoolSpec => ({ rolled: 0, kept: 0, flat: n });

/**
 * Every modifier an attack roll takes from its circumstances (AT3, AT8, AT9, CO1, CO2, CO9, ST2,
 * ST3, ST7, ST8, D9), named. A prone attacker cannot swing a Large weapon at all.
 */
export function attackModifiers(weapon: Weapon, situation: AttackSituation, options: Pick<RollkeepOptions, "rangedInMeleePenalty">): PoolPart[] {
  const ranged = isRanged(weapon);
  const parts: PoolPart[] = [];
  const add = (source: string, pool: PoolSpec | null | undefined, when = true) => {
    if (when && pool) parts.push({ source, pool });
  };
  if (situation.prone && weapon.size === "large") throw new RuleRefusal("actionRefused", { turnAction: "attack" }, `maneuver attack: ${PRONE_LARGE_WEAPON.text}`, PRONE_LARGE_WEAPON);
  add("offHand", flat(-OFF_HAND_PENALTY[weapon.size]), situation.offHand === true);
  add("mainHand", flat(-MAIN_HAND_PENALTY), !situation.offHand && situation.secondWeaponHeld === true);
  add("foeInMelee", flat(-options.rangedInMeleePenalty), ranged && situation.foeInMelee === true && options.rangedInMeleePenalty > 0);
  add("position", POSITION_BONUS, situation.advantagedPosition === true);
  add("blinded", ranged ? BLIND_RANGED : BLIND_MELEE, situation.blinded === true);
  add("dazed", DAZED_PENALTY, situation.dazed === true);
  add("prone", PRONE_ATTACK_PENALTY, situation.prone === true);
  add("stance", situation.stance);
  add("focus", situation.focus);
  add("items", situation.items, situation.items !== undefined && (situation.items.rolled !== 0 || situation.items.kept !== 0 || situation.items.flat !== 0));
  add("other", situation.other);
  return parts;
}

/** The sum of a list of named parts. */
export function sumParts(base: PoolSpec, parts: readonly PoolPart[]): PoolSpec {
  return addToPool(base, ...parts.map((p) => p.pool));
}
