import type { RuleRefusal } from "../../refusal";
import { degreesRefusal } from "../refusals";
import type { SizeRow } from "../size";

/**
 * How far a Strike reaches, in metres (M62, M104): its size's reach (`sizeRowOf`; 1 m for a Medium character),
 * doubled by a long weapon. Our reading doubles a larger creature's reach too, since the text says
 * a long weapon doubles "this range".
 */
export function meleeReach(size: Pick<SizeRow, "reach">, longWeapon: boolean): number {
  return size.reach * (longWeapon ? 2 : 1);
}

/** Whether a target this far away can be struck: only within reach (M62, "adjacent"). */
export function withinReach(distanceMetres: number, reachMetres: number): boolean {
  return distanceMetres <= reachMetres;
}

/** Why a Strike with two weapons at once is refused, or null: it needs the Two-Weapon Fighting feat (M62). */
export function twoWeaponRefusal(weapons: number, twoWeaponFighting: boolean): RuleRefusal | null {
  return weapons > 1 && !twoWeaponFighting ? degreesRefusal("twoWeapons", {}, "Striking with two weapons needs Two-Weapon Fighting") : null;
}
