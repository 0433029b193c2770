import type { DiceSource } from "../../dice";
import { rollAttack } from "../attack/resolve";
import { resolveDamage } from "../attack/damage";
import { blastGas, objectDefenceDc, splitAfterHardness, testHardness, weaponHardness } from "../attack/hardness";
import { meetsDc } from "../checks";
import { attackerView } from "../combatant";
import { damageDegree, isCriticalFailure, type DamageDegree } from "../degree";
import type { DegreesOptions } from "../options";
import { degreesRefusal } from "../refusals";
import type { CheckRoll, RollModifier } from "../roll";
import { sizeAttackBonus, type SizeCategory } from "../size";
import type { DegreesDeclared } from "./declare";
import type { DegreesFighter } from "./fighter";

/** An object as the table holds it (M117, M118, M121): read from its document, never from a request. */
export interface DegreesObject {
  /** Its hardness now; a gas's imaginary hardness (M121). */
  hardness: number;
  /** Air, smoke or fog: only an explosion or wind over an area wears it, and it shields no one (M121). */
  gas: boolean;
  size: SizeCategory;
  /** In someone's hands or on them: attacked only by a Disarm (M117). */
  carried: boolean;
  /** A construction's or a mechanism's absorption left, its HP (M125); null for an object that has none. */
  absorption: number | null;
}

/** How the attack meets the object: the table's statements about it. */
export interface ObjectAim {
  /** The object is moving (DC 9) rather than standing still (DC 5, M117). */
  moving: boolean;
  /** An attack split among this many targets, the object one of them (Multiattack, Arrows, M123); 1 for a whole attack. */
  parts: number;
  /** The attack is an explosion (wind is read from a technique's element): what wears a gas (M121). */
  explosion: boolean;
}

/** The most parts one split attack is divided into at the table. */
export const SPLIT_PARTS_MAX = 12;

/**
 * What a hit brings to an object's hardness test (M118, M123): the base and fixed damage before any
 * degree, the hardness it ignores (M124), how many parts it is split into, and the check's damage
 * degree (M34; 0 with no check, a gas's), which only a construction's absorption reads (M125).
 */
export interface ObjectHit {
  base: number;
  fixed: number;
  ignoreHardness: number;
  parts: number;
  degree: DamageDegree;
}

/** What reached a construction's absorption (M125): the base and fixed damage past its hardness, the degree, the total, and its absorption before and after. */
export interface ObjectAbsorbed {
  base: number;
  fixed: number;
  degree: DamageDegree;
  damage: number;
  before: number;
  after: number;
}

/**
 * What a hit did to the object: its hardness after it, whether it broke (a gas: dissipated; a
 * construction: destroyed, its absorption at 0), a split attack's base left for each part (null
 * for a whole one), and what its absorption took (null for an object with none).
 */
export interface ObjectDamaged {
  hardnessAfter: number;
  broken: boolean;
  perPart: number | null;
  absorbed: ObjectAbsorbed | null;
}

/** One attack at an object, every step kept for its card. */
export interface DegreesObjectAttack extends ObjectHit, ObjectDamaged {
  /** The attack check against the object's difficulty; null against a gas, which an area fills (M121). */
  roll: CheckRoll | null;
  dc: number | null;
  hit: boolean;
  hardnessBefore: number;
}

/**
 * A hit's hardness test on the object as it stands (M118, M121, M123): a gas's imaginary hardness
 * worn like an object's, dissipating at 0; a split attack's hardness off the whole base before it
 * is divided, breaking on the whole (our reading); else base at or above the hardness breaks it
 * and anything less wears 2 off. Apply runs it again on the object as its document holds it then.
 */
export function objectAfterHit(object: DegreesObject, hit: ObjectHit, options: DegreesOptions): ObjectDamaged {
  // Only a damaging hit wears an object down (M118): one with no damage leaves it as it was.
  if (hit.base <= 0 && hit.fixed <= 0) return { hardnessAfter: object.hardness, broken: false, perPart: hit.parts > 1 ? 0 : null, absorbed: null };
  if (object.gas) {
    const blown = blastGas(object.hardness, { explosionOrWind: true, area: true, base: hit.base, fixed: hit.fixed });
    return { hardnessAfter: blown.dissipated ? 0 : blown.hardnessAfter, broken: blown.dissipated, perPart: null, absorbed: null };
  }
  if (hit.parts > 1) {
    const split = splitAfterHardness(hit.base, Math.max(0, object.hardness - hit.ignoreHardness), hit.parts, options);
    const hardnessAfter = split.broken ? 0 : Math.max(0, object.hardness - 2);
    // A construction meets one part of the split (its base past the hardness); a split's fixed damage is not divided at objects.
    if (object.absorption !== null) return absorbHit(object.absorption, { base: split.perPart, fixed: 0 }, hit.degree, hardnessAfter, split.perPart, options);
    return { hardnessAfter, broken: split.broken, perPart: split.perPart, absorbed: null };
  }
  const test = testHardness(object.hardness, hit.base, hit.fixed, hit.ignoreHardness);
  if (object.absorption !== null) return absorbHit(object.absorption, test, hit.degree, test.hardnessAfter, null, options);
  return { hardnessAfter: test.hardnessAfter, broken: test.broken, perPart: null, absorbed: null };
}

/**
 * A construction or a mechanism (M125, our reading with M118 and M119): its hardness is tested as
 * any object's, and only the damage past it (nothing when it holds) reaches the absorption, × the
 * hit's degree plus fixed damage, as a creature's armour takes it (`resolveDamage`). It is
 * destroyed, or no longer works, exactly when its absorption reaches 0; a broken hardness alone
 * does not destroy it.
 */
function absorbHit(before: number, passed: { base: number; fixed: number }, degree: DamageDegree, hardnessAfter: number, perPart: number | null, options: DegreesOptions): ObjectDamaged {
  const taken = resolveDamage({ base: passed.base, fixed: passed.fixed, degree, bodyHardness: 0, ignoreHardness: 0, standardActionsThisRound: 1, absorption: before }, options, false);
  const absorbed: ObjectAbsorbed = { base: passed.base, fixed: passed.fixed, degree, damage: taken.absorbed + taken.damage, before, after: taken.absorptionLeft };
  return { hardnessAfter, broken: absorbed.after === 0, perPart, absorbed };
}

/** The hardness of a weapon somebody breaks (M118): its own when it has one, else 10 + 5 × its damage when the GM keeps that optional rule; refused otherwise. */
export function weaponObjectHardness(own: number | null, damage: number, options: DegreesOptions): number {
  if (own !== null) return own;
  if (!options.weaponHardness) throw degreesRefusal("weaponHardnessUnset", {}, "this weapon has no hardness of its own and the 10 + 5 × damage rule is off");
  return weaponHardness(damage);
}

/** The size row's attack bonus against a larger object (M105, M117), labelled for the card. */
function sizeModifiers(attacker: DegreesFighter, object: DegreesObject, given: readonly RollModifier[]): readonly RollModifier[] {
  const bonus = sizeAttackBonus(attacker.character.size, object.size);
  return bonus === 0 ? given : [...given, { label: "size", value: bonus }];
}

/**
 * A declared attack made at an object (M117, M118, M121, M123). A carried object is refused (a
 * Disarm attacks it). A gas takes no check: only an explosion or a wind technique over an area wears
 * it, its imaginary hardness tested like an object's, and at 0 it dissipates. Anything else rolls
 * against 5 (still) or 9 (moving) with the size bonus; a hit tests the hardness with the base damage
 * before any degree: at or above it the object breaks, else the hardness drops 2. A split attack
 * takes the hardness off the whole base before dividing it and breaks on the whole (our reading).
 * A construction with absorption takes what passes its hardness × the check's degree off its
 * absorption, destroyed at 0 (M125).
 */
export function attackObject(declared: DegreesDeclared, attacker: DegreesFighter, object: DegreesObject, aim: ObjectAim, options: DegreesOptions, dice: DiceSource): DegreesObjectAttack {
  const attack = declared.attack;
  if (attack === null || attack.kind === "feint") throw degreesRefusal("notAnAttack", { action: declared.action.name }, `${declared.action.name} attacks no object`);
  if (object.carried) throw degreesRefusal("carriedObject", {}, "a carried object is attacked with a Disarm");
  if (!Number.isInteger(aim.parts) || aim.parts < 1 || aim.parts > SPLIT_PARTS_MAX) throw degreesRefusal("badSplit", { max: SPLIT_PARTS_MAX }, `an attack splits into 1 to ${SPLIT_PARTS_MAX} parts`);
  const hit: ObjectHit = { base: attack.base, fixed: attack.fixed, ignoreHardness: attack.ignoreHardness, parts: aim.parts, degree: 0 };
  if (object.gas) {
    if (attack.profile.delivery !== "area" || !(aim.explosion || attack.profile.element === "fuuton")) throw degreesRefusal("gasUntouched", {}, "only an explosion or wind over an area wears a gas");
    return { ...hit, ...objectAfterHit(object, hit, options), roll: null, dc: null, hit: true, hardnessBefore: object.hardness };
  }
  const dc = objectDefenceDc(aim.moving);
  const roll = rollAttack(attack.accuracy, sizeModifiers(attacker, object, attack.modifiers), attack.profile, attackerView(attacker), options, dice);
  const landed = !isCriticalFailure(roll.natural, options) && meetsDc(roll.total, dc, options);
  // The degree is read from the natural roll as against a creature's Dodge difficulty (M34, M37): an object never defends.
  const struck: ObjectHit = { ...hit, degree: landed ? damageDegree(roll.natural, options, attack.profile.critMin) : 0 };
  const damaged = landed && attack.damages ? objectAfterHit(object, struck, options) : { hardnessAfter: object.hardness, broken: false, perPart: null, absorbed: null };
  return { ...struck, ...damaged, roll, dc, hit: landed, hardnessBefore: object.hardness };
}
