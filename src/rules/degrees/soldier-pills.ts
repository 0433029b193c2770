import type { DegreesOptions } from "./options";
import { roundOpen } from "./rounding";

/** Who eats soldier pills: chakra now and at most, Spirit, and the pills eaten since the last rest. */
export interface PillEater {
  chakra: number;
  maxChakra: number;
  spirit: number;
  pillsSinceRest: number;
  /** Clones and non-human creatures get nothing from the pills (M51). */
  affected: boolean;
}

/** What the pills eaten since the last rest do to the body. */
export type PillAftermath =
  | { condition: "fatigued" | "exhausted" | "unconscious"; afterHours: 0 | 1 }
  /** More than three: unconscious at once for an hour, then Exhausted for days (halved by treatment with Medicine 10). */
  | { overdose: { unconsciousHours: 1; exhaustedDays: 20; treatedDays: 10 } };

/** Past this many pills, more give no chakra and overdose (M51). */
const SAFE_PILLS = 3;

/**
 * Soldier pills (M51), any number eaten in one partial action the caller pays. Each restores
 * half of Spirit, rounded by `fractionRounding` (up by default), up to the maximum, but none past the third. The pills
 * since the last rest (our reading of the text's unstated window, since the Fatigue lasts until
 * rest) set the aftermath: one Fatigued an hour later, two Exhausted, three Unconscious (at the
 * same hour, or at once under **`soldierPillTiming`**), more an overdose.
 */
export function eatSoldierPills(eater: PillEater, count: number, options: DegreesOptions): { chakra: number; pillsSinceRest: number; aftermath: PillAftermath | null } {
  if (!eater.affected || count <= 0) return { chakra: eater.chakra, pillsSinceRest: eater.pillsSinceRest, aftermath: null };
  const total = eater.pillsSinceRest + count;
  const restoring = Math.max(0, Math.min(total, SAFE_PILLS) - eater.pillsSinceRest);
  const chakra = Math.min(eater.maxChakra, eater.chakra + restoring * roundOpen(eater.spirit / 2, options));
  return { chakra, pillsSinceRest: total, aftermath: aftermathOf(total, options) };
}

function aftermathOf(total: number, options: DegreesOptions): PillAftermath {
  if (total > SAFE_PILLS) return { overdose: { unconsciousHours: 1, exhaustedDays: 20, treatedDays: 10 } };
  if (total === 1) return { condition: "fatigued", afterHours: 1 };
  const afterHours = options.soldierPillTiming === "immediate" ? 0 : 1;
  return { condition: total === 2 ? "exhausted" : "unconscious", afterHours };
}
