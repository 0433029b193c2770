import { provokesOpportunity, type LeavingMove } from "../maneuvers/opportunity";
import type { DegreesOptions } from "../options";
import { copyOf, standing, type DegreesFighter } from "./fighter";
import { markProvokingMove, moveRecorded } from "./tumble";

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

/** How a token went on the board, as the GM's client reads it: of its own accord, or teleported or moved by force (which gives no opening, M55). */
export type BoardMove = "own" | "teleportOrForced";

/**
 * A fighter's token moved on the board, not through a declared move (M55): going of its own accord
 * it gives the foes whose reach it leaves an opening, as a Move does; teleported or moved by force
 * it gives none. When the round already records its move (a Move, Safe Step or Retreat, a run, a
 * ride, a take-off, an Evade), the token only shows that move, whose record stands as declared: a
 * Safe Step dragged on the board stays one. The fighter as it was when nothing is to record.
 */
export function boardMoved(f: DegreesFighter, move: BoardMove): DegreesFighter {
  if (move === "teleportOrForced" || moveRecorded(f.uses)) return f;
  const after = copyOf(f);
  after.uses = markProvokingMove(f.uses);
  return after;
}
