import { keepsTheFights } from "../../../authority/fight-guard";
import { queueFollowUp } from "../../../authority/follow-up";
import { FIGHTER_TYPES, readFighter, writeFighters } from "../attack/fighters";
import { degreesExtras } from "../state";

type BoardMove = Parameters<typeof degreesExtras.boardMoved>[1];

/** What the GM's client reads of a token's movement: the actions its passed waypoints took, and how core was asked to move it. */
interface TokenMovement {
  method: TokenDocument.MovementMethod;
  passed: { waypoints: readonly { action: string }[] };
}

/** Core's ways of moving a token that a GM uses to put it somewhere, not to have it go there: undoing a move, typing its place in. */
const PLACEMENTS: ReadonlySet<TokenDocument.MovementMethod> = new Set(["undo", "config"]);

/**
 * How a token went (M55), as the GM's client judges it: a GM's teleporting action (core's
 * `teleport` actions, Blink and Displace) or placement is a teleport or a forced move, the GM's
 * call as an opportunity attack of theirs is. A player's move is one of its own, whatever action
 * or method it names: those are the mover's word, and nothing a request claims is taken.
 */
function boardMoveOf(movement: TokenMovement, mover: User.Implementation): BoardMove {
  if (!mover.isGM) return "own";
  const actions = CONFIG.Token.movement.actions;
  const waypoints = movement.passed.waypoints;
  const teleported = waypoints.length > 0 && waypoints.every((w) => actions[w.action]?.teleport === true);
  return teleported || PLACEMENTS.has(movement.method) ? "teleportOrForced" : "own";
}

/**
 * A token moved on the canvas (core's `moveToken`, on every client with the user the server names
 * as its mover): the GM client that keeps the fights records on a fighter of a degrees fight under
 * way the opening its move gives (M55), as a Move from the tracker does, read from its documents
 * through the port (`boardMoved`) in the GM's queue. One combatant write, none when the round
 * already records the move the token shows or the move gives no opening.
 */
export function degreesTokenMoved(token: TokenDocument.Implementation, movement: TokenMovement, mover: User.Implementation): void {
  if (!keepsTheFights()) return;
  const actor = token.actor;
  if (!actor || !FIGHTER_TYPES.has(actor.type)) return;
  queueFollowUp("SHINOBI.FollowUp.boardMove", async () => {
    const read = readFighter(actor);
    if (!read.source.combatant) return;
    const after = degreesExtras.boardMoved(read.state, boardMoveOf(movement, mover));
    if (after !== read.state) await writeFighters([{ read, after }]);
  });
}
