import { settleOutcome } from "../attack/settle";
import { deriveCharacter } from "../character/derived";
import { fallDamage } from "../falls";
import type { DegreesOptions } from "../options";
import { degreesRefusal } from "../refusals";
import { copyOf, type DegreesFighter } from "./fighter";
import { afterThreshold } from "./thresholds";

/** The highest fall a GM may enter, in metres: past it every fall is capped at twice Vigor anyway. */
export const FALL_METRES_MAX = 1000;

/** A fall taken: the damage it did and the fighter after it. */
export interface DegreesFallen {
  fighter: DegreesFighter;
  damage: number;
}

/**
 * A fall from some height on the ground (M127): 1 fixed damage a metre, the height first shortened
 * by 1 m for every 2 full points a softening check (Acrobatics, or Athletics after a jump; its total,
 * or null for none) makes above 9, then capped at twice the faller's Vigor; lethal, and the HP
 * table's conditions follow the HP. Falls out of the air are the aerial rules' (M103), not this.
 */
export function fall(f: DegreesFighter, heightMetres: number, softeningTotal: number | null, options: DegreesOptions): DegreesFallen {
  if (!Number.isInteger(heightMetres) || heightMetres < 0 || heightMetres > FALL_METRES_MAX) throw degreesRefusal("badFall", { max: FALL_METRES_MAX }, `a fall's height must be a whole number of metres from 0 to ${FALL_METRES_MAX}`);
  const damage = fallDamage(heightMetres, deriveCharacter(f.character).vigor, softeningTotal ?? undefined);
  if (damage === 0) return { fighter: f, damage };
  const next = copyOf(f);
  const landed = settleOutcome(next, { damage, lethal: true, bleeding: false, absorptionLeft: next.absorption }, options);
  next.hp = landed.state.hp;
  next.conditions = landed.threshold ? afterThreshold(landed.state.conditions, landed.threshold.from, landed.threshold.to) : landed.state.conditions;
  return { fighter: next, damage };
}
