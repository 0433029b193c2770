import { degreesRefusal } from "../refusals";
import { sizeDifference, SIZE_CATEGORIES, type SizeCategory } from "../size";

/** The smallest size that may sweep: Immense, the table's Vast (M107). */
const SWEEPER_MIN: SizeCategory = "vast";

/** Whether a creature of this size may sweep at all (M107): Immense (Vast) or larger. */
export function maySweep(size: SizeCategory): boolean {
  return SIZE_CATEGORIES.indexOf(size) >= SIZE_CATEGORIES.indexOf(SWEEPER_MIN);
}

/**
 * Who an Immense or larger attacker hits when it sweeps (M107): every foe in front within reach,
 * allowed only when each is at least three categories smaller. One Melee check is rolled and
 * compared with each target's own defence (our reading of "a single check"); no special maneuver
 * may sweep.
 */
export function sweepTargets(attacker: SizeCategory, foesInReach: readonly { id: string; size: SizeCategory; name?: string }[], specialManeuver: boolean): string[] {
  if (!maySweep(attacker)) throw degreesRefusal("sweepSize", { size: attacker }, "Only Immense or larger creatures sweep");
  if (specialManeuver) throw degreesRefusal("sweepManeuver", {}, "A sweep cannot be a special maneuver");
  const tooBig = foesInReach.find((f) => sizeDifference(attacker, f.size) < 3);
  if (tooBig) throw degreesRefusal("sweepTooBig", { id: tooBig.name ?? tooBig.id }, `${tooBig.name ?? tooBig.id} is not three sizes smaller`);
  return foesInReach.map((f) => f.id);
}
