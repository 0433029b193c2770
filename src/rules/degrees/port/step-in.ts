import type { DegreesOptions } from "../options";
import { degreesRefusal } from "../refusals";
import type { DegreesFighter } from "./fighter";
import { initiativeNow } from "./initiative-port";
import { turnsAt } from "./timeline";

/**
 * The value a waiter steps in at (M10): that of the turn under way at `at`, which it follows, its
 * Delay's value if it delayed to one, else its initiative now. Refused when no turn is under way.
 */
export function stepInValue(fighters: readonly DegreesFighter[], at: number, options: DegreesOptions): number {
  const actingId = turnsAt(fighters, at)[0];
  const acting = actingId === undefined ? undefined : fighters.find((f) => f.id === actingId);
  if (!acting || acting.initiative === null) throw degreesRefusal("noTurnUnderWay", {}, "No turn is under way to step in after");
  return acting.delayedTo ?? initiativeNow(acting, acting.initiative, options);
}
