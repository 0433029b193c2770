import { deriveCharacter } from "../character/derived";
import { imposeCondition } from "../conditions/impose";
import type { ConditionId } from "../conditions/definitions";
import type { ConditionInstance } from "../conditions/instance";
import type { DegreesOptions } from "../options";
import { degreesRefusal } from "../refusals";
import { eatSoldierPills, type PillAftermath } from "../soldier-pills";
import { copyOf, type DegreesFighter } from "./fighter";

/** The most pills one partial action swallows: a fourth is already an overdose, so more change nothing (M51). */
export const PILLS_AT_ONCE_MAX = 4;

/** The most pills a sheet counts since the last rest: past the overdose every further pill is the same. */
export const PILLS_SINCE_REST_MAX = 99;

/** Soldier pills swallowed: the fighter after them, and what the card tells the table. */
export interface PillsTaken {
  fighter: DegreesFighter;
  /** Chakra the pills gave back (none past the third, for a clone or a creature, or at the maximum). */
  regained: number;
  /** What the pills since the last rest do, now or in an hour; null when they do nothing (a clone). */
  aftermath: PillAftermath | null;
  /** The conditions put on now: at once under `soldierPillTiming` = `immediate`, or an overdose's. */
  imposed: ConditionId[];
}

/** What the pills' source is on a condition they put on: its removal follows the pills' own rules (M128). */
const SOURCE = "soldierPills";

/** The conditions an aftermath puts on now: an overdose's at once (then 20 days of Exhaustion), two or three pills' when they take hold at once. */
function imposedNow(aftermath: PillAftermath | null): { id: ConditionId; lastsDays?: number }[] {
  if (!aftermath) return [];
  if ("overdose" in aftermath) return [{ id: "unconscious" }, { id: "exhausted", lastsDays: aftermath.overdose.exhaustedDays }];
  return aftermath.afterHours === 0 ? [{ id: aftermath.condition }] : [];
}

/**
 * Soldier pills taken in one partial action (M51; the caller pays the action, in a fight through
 * its declaration): `count` pills, 1 to 4, on top of the fighter's `pillsSinceRest`. Chakra comes
 * back by half Spirit a pill (`fractionRounding`), never past the maximum nor past the third pill;
 * chakra above 0 ends the Exhaustion that 0 chakra brought (M49). A clone or a non-human creature
 * (`affected` false) gains nothing, suffers nothing and counts no pill. What takes hold
 * at once (an overdose, or two or three pills under `soldierPillTiming` = `immediate`) is put on
 * the fighter; what comes an hour later is only named in `aftermath`, for the GM to put on.
 */
export function takeSoldierPills(f: DegreesFighter, count: number, affected: boolean, options: DegreesOptions): PillsTaken {
  if (!Number.isInteger(count) || count < 1 || count > PILLS_AT_ONCE_MAX) throw degreesRefusal("pillCount", { count, max: PILLS_AT_ONCE_MAX }, `take 1 to ${PILLS_AT_ONCE_MAX} soldier pills, not ${count}`);
  const before = f.pillsSinceRest ?? 0;
  const eaten = eatSoldierPills({ chakra: f.chakra, maxChakra: deriveCharacter(f.character).chakraMax, spirit: f.character.attributes.spirit, pillsSinceRest: before, affected }, count, options);
  const next = copyOf(f);
  next.pillsSinceRest = Math.min(PILLS_SINCE_REST_MAX, eaten.pillsSinceRest);
  next.chakra = eaten.chakra;
  const byChakra = (c: ConditionInstance): boolean => c.id === "exhausted" && c.source === "chakra";
  let conditions = f.conditions;
  if (eaten.chakra > 0 && conditions.some(byChakra)) conditions = conditions.filter((c) => !byChakra(c));
  const now = imposedNow(eaten.aftermath);
  for (const c of now) conditions = imposeCondition(conditions, { ...c, source: SOURCE });
  next.conditions = conditions;
  return { fighter: next, regained: eaten.chakra - f.chakra, aftermath: eaten.aftermath, imposed: now.map((c) => c.id) };
}
