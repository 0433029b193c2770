import type { RuleRefusal } from "../refusal";
import { meetsDc } from "./checks";
import type { ConditionInstance } from "./conditions/instance";
import type { DegreesOptions } from "./options";
import { degreesRefusal } from "./refusals";
import { sizeDifference, type SizeCategory } from "./size";
import { takeAction, type ActionBudget } from "./turn-actions";

/** A common mount (a horse) or a special one (a summoned snake, a wooden golem) (M91, M92). */
export type MountKind = "common" | "special";

/** The Animal Handling a common mount asks, with no check (M91). */
export const COMMON_MOUNT_HANDLING = 2;

/** The smallest special mount: Large, the table's Grand (M92). */
const SPECIAL_MOUNT_MIN: SizeCategory = "grand";

/** Why this rider cannot use this mount, or null (M91, M92). */
export function mountRefusal(animalHandling: number, mount: { kind: MountKind; size: SizeCategory }): RuleRefusal | null {
  if (mount.kind === "common" && animalHandling < COMMON_MOUNT_HANDLING) return degreesRefusal("mountHandling", { needed: COMMON_MOUNT_HANDLING, has: animalHandling }, "A common mount needs Animal Handling 2");
  if (mount.kind === "special" && sizeDifference(mount.size, SPECIAL_MOUNT_MIN) < 0) return degreesRefusal("mountTooSmall", { size: mount.size }, "A special mount is Large or bigger");
  return null;
}

/** Getting on a mount (M90): a movement action, which moves no one, so it is not the round's move. */
export function mountUp(budget: ActionBudget): ActionBudget {
  return takeAction(budget, { kind: "movement" });
}

/**
 * Moving mounted (M90): a movement action of both the rider and the mount, the round's move for
 * each; a mount with no actions (a common one) costs only the rider's.
 */
export function rideMove(rider: ActionBudget, mount: ActionBudget | null): { rider: ActionBudget; mount: ActionBudget | null } {
  const move = { kind: "movement", move: "normal" } as const;
  return { rider: takeAction(rider, move), mount: mount && takeAction(mount, move) };
}

/** The difficulty of keeping a scared mount in hand with Animal Handling or Acrobatics (M91). */
export const SCARED_MOUNT_DC = 12;

/**
 * A common mount scared, as it is the moment a fight starts (M91): the rider checks Animal
 * Handling or Acrobatics against 12; on a failure it loses control and falls off Unbalanced, unhurt.
 */
export function scaredMount(checkTotal: number, options: DegreesOptions): { inControl: boolean; riderGains: ConditionInstance[] } {
  if (meetsDc(checkTotal, SCARED_MOUNT_DC, options)) return { inControl: true, riderGains: [] };
  return { inControl: false, riderGains: [{ id: "unbalanced", source: "scaredMount" }] };
}
