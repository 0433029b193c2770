import type { DiceSource } from "../dice";
import { effectiveHp, takeDamage, type HpTrack } from "./character/hit-points";
import { meetsDc } from "./checks";
import type { DegreesOptions } from "./options";
import { rollCheck, type CheckRoll } from "./roll";

/** One turn of suffocation settled. */
export interface SuffocationTurn {
  roll: CheckRoll;
  dc: number;
  heldBreath: boolean;
  hp: HpTrack;
  /** HP less non-lethal damage at 0 or below: Unconscious, and dying on from there if it goes on (M130 25). */
  unconscious: boolean;
}

/**
 * A suffocating character's free-action Vigor check, once a turn (M130 25). The difficulty starts
 * at **GM option `suffocationDc`** (default 10; the text gives no starting number) and rises by 1
 * for each turn already spent suffocating. A failure costs fixed damage: the effect's, or the
 * character's level. The loss is subtracted in full, as for other ticks.
 */
export function suffocationTurn(hp: HpTrack, vigor: number, turnsSoFar: number, damage: number, options: DegreesOptions, dice: DiceSource): SuffocationTurn {
  const dc = options.suffocationDc + turnsSoFar;
  const roll = rollCheck(vigor, [], dice);
  const heldBreath = meetsDc(roll.total, dc, options);
  const after = heldBreath ? hp : takeDamage(hp, damage, true, { ...options, hpOverflow: "subtract" });
  return { roll, dc, heldBreath, hp: after, unconscious: effectiveHp(after) <= 0 };
}
