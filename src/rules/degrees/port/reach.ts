import { meleeReach, withinReach } from "../maneuvers/strike";
import { sizeRowOf } from "../size";
import type { FighterAction } from "./actions";
import type { DegreesFighter } from "./fighter";

/** How far a melee action reaches, in metres, for this fighter's size (M62, M104): doubled by a long weapon; null for an action that is no melee attack. */
export function strikeReach(f: DegreesFighter, action: FighterAction): number | null {
  const attack = action.attack;
  return attack?.attack.delivery === "melee" ? meleeReach(sizeRowOf(f.character), attack.long === true) : null;
}

/** Where a flier stands from an attacker on the board: how far apart (the elevation counted) and how much higher its token is. */
export interface FlierOnBoard {
  distanceMetres: number;
  aboveMetres: number;
}

/**
 * Whether the board shows a flier within a melee action's reach from the ground (M99): its token
 * higher than the attacker's, so the board shows its height, and no farther than the action
 * reaches (`strikeReach`). A way up the board cannot show (a wall run, a technique that stretches
 * the arm) is the GM's to grant.
 */
export function reachesUpOnBoard(attacker: DegreesFighter, action: FighterAction, board: FlierOnBoard): boolean {
  const reach = strikeReach(attacker, action);
  return reach !== null && board.aboveMetres > 0 && withinReach(board.distanceMetres, reach);
}
