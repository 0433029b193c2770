import { provokesOpportunity, type LeavingMove } from "../maneuvers/opportunity";
import type { DegreesOptions } from "../options";
import { standing, type DegreesFighter } from "./fighter";

/**
 * The foes who may strike at a mover as it goes (M55, M95): every fighter of the fight on another
 * side, still standing, whom this kind of move provokes (not Prone, Paralyzed or unable to act or attack)
 * and who has not made its opportunity attack this round. Whose reach the mover leaves is the
 * board's, judged by the table; the attack itself is the attack dialog's, refused there if shared
 * with a partner that already made one (M88).
 */
export function mayStrikeAsItGoes(fighters: readonly DegreesFighter[], mover: DegreesFighter, move: LeavingMove, options: DegreesOptions): DegreesFighter[] {
  return fighters.filter((foe) => foe.id !== mover.id && foe.side !== mover.side && foe.initiative !== null && standing(foe, options) && (foe.uses.opportunityAttack ?? 0) < 1 && provokesOpportunity(move, foe, options));
}
