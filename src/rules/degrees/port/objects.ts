import type { DiceSource } from "../../dice";
import { rollAttack } from "../attack/resolve";
import { blastGas, objectDefenceDc, splitAfterHardness, testHardness, weaponHardness } from "../attack/hardness";
import { meetsDc } from "../checks";
import { attackerView } from "../combatant";
import { isCriticalFailure } from "../degree";
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

/** What a hit brings to an object's hardness test (M118, M123): the base and fixed damage before any degree, the hardness it ignores (M124), and how many parts it is split into. */
export interface ObjectHit {
  base: number;
  fixed: number;
  ignoreHardness: number;
  parts: number;
}

/** What a hit did to the object: its hardness after it, whether it broke (a gas: dissipated), and a split attack's base left for each part (null for a whole one). */
export interface ObjectDamaged {
  hardnessAfter: number;
  broken: boolean;
  perPart: number | null;
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
  if (hit.base <= 0 && hit.fixed <= 0) return { hardnessAfter: object.hardness, broken: false, perPart: hit.parts > 1 ? 0 : null };
  if (object.gas) {
    const blown = blastGas(object.hardness, { explosionOrWind: true, area: true, base: hit.base, fixed: hit.fixed });
    return { hardnessAfter: blown.dissipated ? 0 : blown.hardnessAfter, broken: blown.dissipated, perPart: null };
  }
  if (hit.parts > 1) {
    const split = splitAfterHardness(hit.base, Math.max(0, object.hardness - hit.ignoreHardness), hit.parts, options);
    return { hardnessAfter: split.broken ? 0 : Math.max(0, object.hardness - 2), broken: split.broken, perPart: split.perPart };
  }
  const test = testHardness(object.hardness, hit.base, hit.fixed, hit.ignoreHardness);
  return { hardnessAfter: test.hardnessAfter, broken: test.broken, perPart: null };
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
 */
export function attackObject(declared: DegreesDeclared, attacker: DegreesFighter, object: DegreesObject, aim: ObjectAim, options: DegreesOptions, dice: DiceSource): DegreesObjectAttack {
  const attack = declared.attack;
  if (attack === null || attack.kind === "feint") throw degreesRefusal("notAnAttack", { action: declared.action.name }, `${declared.action.name} attacks no object`);
  if (object.carried) throw degreesRefusal("carriedObject", {}, "a carried object is attacked with a Disarm");
  if (!Number.isInteger(aim.parts) || aim.parts < 1 || aim.parts > SPLIT_PARTS_MAX) throw degreesRefusal("badSplit", { max: SPLIT_PARTS_MAX }, `an attack splits into 1 to ${SPLIT_PARTS_MAX} parts`);
  const hit: ObjectHit = { base: attack.base, fixed: attack.fixed, ignoreHardness: attack.ignoreHardness, parts: aim.parts };
  if (object.gas) {
    if (attack.profile.delivery !== "area" || !(aim.explosion || attack.profile.element === "fuuton")) throw degreesRefusal("gasUntouched", {}, "only an explosion or wind over an area wears a gas");
    return { ...hit, ...objectAfterHit(object, hit, options), roll: null, dc: null, hit: true, hardnessBefore: object.hardness };
  }
  const dc = objectDefenceDc(aim.moving);
  const roll = rollAttack(attack.accuracy, sizeModifiers(attacker, object, attack.modifiers), attack.profile, attackerView(attacker), options, dice);
  const landed = !isCriticalFailure(roll.natural, options) && meetsDc(roll.total, dc, options);
  const damaged = landed && attack.damages ? objectAfterHit(object, hit, options) : { hardnessAfter: object.hardness, broken: false, perPart: null };
  return { ...hit, ...damaged, roll, dc, hit: landed, hardnessBefore: object.hardness };
}
