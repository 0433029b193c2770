import { compareIds } from "../../id-order";

/** Where a combatant sits for the tracker: its slot in this round's order (null before the round fixed one), its score, the stored tie order and its id. */
export interface TrackerPlace {
  slot: number | null;
  initiative: number | null;
  tieOrder: number;
  id: string;
}

/**
 * The tracker's order (S1, S5, S7): this round's order first (the slots the round fixed as it
 * began, Center/Void bonuses included), then those not yet placed by score, the higher first, and
 * stored tie order, unrolled ones last; a full tie by the id's code units, so every client lists
 * the same order (and the combat's turn points at the same combatant) whatever its language.
 */
export function compareTrackerPlaces(x: TrackerPlace, y: TrackerPlace): number {
  if (x.slot !== y.slot) return (x.slot ?? Infinity) - (y.slot ?? Infinity);
  if (x.initiative !== y.initiative) return (y.initiative ?? -Infinity) - (x.initiative ?? -Infinity);
  return x.tieOrder - y.tieOrder || compareIds(x.id, y.id);
}
