import type { DiceSource } from "../dice";
import { meetsDc } from "./checks";
import type { DegreesOptions } from "./options";
import { rollCheck, type CheckRoll, type RollModifier } from "./roll";

/**
 * A Notice check against a difficulty: the GM's, or a hider's Stealth total (M2, M54). The
 * hider's total is read as the difficulty, so the GM's tie reading (`dcTie`) decides a tie.
 */
export function noticeCheck(notice: number, modifiers: readonly RollModifier[], difficulty: number, options: DegreesOptions, dice: DiceSource): { roll: CheckRoll; noticed: boolean } {
  const roll = rollCheck(notice, modifiers, dice);
  return { roll, noticed: meetsDc(roll.total, difficulty, options) };
}

/** What the GM settles for one combatant as the fight begins (M2). */
export interface AwarenessCall {
  /** Already aware of the enemy before the fight. */
  aware: boolean;
  /** A Notice check the GM called for, settled: whether it noticed. */
  noticed?: boolean;
}

/**
 * Who is aware as the fight begins (M2): everyone starts unaware unless already aware, and a
 * Notice check the GM calls makes a combatant aware when it succeeds. The result feeds
 * `beginCombat`, which decides whether a surprise round happens.
 */
export function awarenessAtStart(calls: Readonly<Record<string, AwarenessCall>>): Record<string, boolean> {
  return Object.fromEntries(Object.entries(calls).map(([id, call]) => [id, call.aware || call.noticed === true]));
}
