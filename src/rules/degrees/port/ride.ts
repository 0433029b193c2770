import { deriveCharacter } from "../character/derived";
import { movementMetres, type MovementMode } from "../character/movement";
import { isWinged } from "../aerial";
import { actingRefusal } from "../conditions/acting";
import { rideMove, type MountKind } from "../mounts";
import type { DegreesOptions } from "../options";
import { degreesRefusal } from "../refusals";
import { actionRefusal } from "../turn-actions";
import { DEGREES_BASIC_ACTIONS } from "./actions";
import { previewDegrees } from "./declare";
import { copyOf, type DegreesFighter } from "./fighter";
import { markProvokingMove } from "./tumble";

/** A move on a mount (M90): the rider and its mount after it, and how far it went. */
export interface RideMoved {
  rider: DegreesFighter;
  mount: DegreesFighter;
  metres: number;
}

// The basic Move is always in the list (port/actions.ts builds it).
const MOVE = DEGREES_BASIC_ACTIONS.move as NonNullable<(typeof DEGREES_BASIC_ACTIONS)["move"]>;

/**
 * The rider moves on its mount (M90), on the rider's turn: the rider's movement action and the
 * round's move as any Move takes them (its turn, its conditions, Total Defence), and a special
 * mount's too, out of the budget the mount holds now; a common mount has no actions and spends
 * none. The distance is the mount's movement in that mode. Refused when this is not the rider's
 * mount, when the mount cannot act or move, or has no movement action or move left this round.
 */
export function rideMoveOf(rider: DegreesFighter, mount: DegreesFighter, kind: MountKind, mode: MovementMode, at: number, options: DegreesOptions): RideMoved {
  if (rider.mountedOn !== mount.id) throw degreesRefusal("notYourMount", { mount: mount.name }, `${rider.id} does not ride ${mount.id}`);
  // The rider's side of the move: every check a Move makes of its mover.
  previewDegrees(rider, MOVE, { at }, options);
  const acts = kind === "special";
  const spent = acts ? (actingRefusal(mount.conditions, { kind: "movement" }, options) ?? actionRefusal(mount.actions, { kind: "movement", move: "normal" })) : null;
  if (spent) throw degreesRefusal("mountSpent", { mount: mount.name }, `${mount.id} has no movement left this round`);
  const metres = movementMetres(deriveCharacter(mount.character).movement, mode, mount.conditions, options);
  if (metres === 0) throw degreesRefusal("mountCannotMove", { mount: mount.name }, `${mount.id} cannot move from its place`);
  const budgets = rideMove(rider.actions, acts ? mount.actions : null);
  const riderAfter = copyOf(rider);
  riderAfter.actions = budgets.rider;
  const mountAfter = copyOf(mount);
  if (budgets.mount) mountAfter.actions = budgets.mount;
  // Both leave the reach they were in, giving an opening as any move does (M55): the round remembers it.
  riderAfter.uses = markProvokingMove(rider.uses);
  mountAfter.uses = markProvokingMove(mount.uses);
  return { rider: riderAfter, mount: mountAfter, metres };
}

/**
 * A rider flying by mount (M101): when the mount it rides is up in the air, the rider's flight is
 * the mount's (whether it hovers) with both Moving Attack feats, the rider's own and the mount's;
 * anyone else is returned as is. A view for opening an attack, never written back.
 */
export function flightByMount(rider: DegreesFighter, mount: DegreesFighter | null, options: DegreesOptions): DegreesFighter {
  if (!mount || rider.mountedOn !== mount.id || !isWinged(mount.conditions, options)) return rider;
  const riding = copyOf(rider);
  riding.flight = { hovers: mount.flight?.hovers ?? true, movingAttack: rider.flight?.movingAttack ?? false, mountMovingAttack: mount.flight?.movingAttack ?? false };
  return riding;
}
