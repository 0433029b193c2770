import type { Check } from "../../ruleset";
import type { DegreesOptions } from "../options";
import { degreesRefusal } from "../refusals";
import { fearResistanceDc, sizeRowIn, sizeRowOf, type SizeCategory } from "../size";
import { degreesChecks, REMOVAL_CHECKS } from "./checks";
import type { DegreesFighter } from "./fighter";

/** One of the sheet's checks made this way, refused (`degrees.noSuchCheck`) for a key the sheet rolls none of. */
function sheetCheck(checks: readonly Check[], key: string): Check {
  const check = REMOVAL_CHECKS.includes(key) ? checks.find((c) => c.key === key) : undefined;
  if (!check) throw degreesRefusal("noSuchCheck", { check: key }, `${key} is not a check the sheet rolls`);
  return check;
}

/** The sheet's Intimidate made against someone of this size (M109): the roller's size modifier less the target's, cancelling between equals. */
export function intimidateAgainst(f: DegreesFighter, target: SizeCategory, options: DegreesOptions): Check {
  return sheetCheck(degreesChecks(f, options, undefined, { against: target }), "intimidate");
}

/**
 * A check resisting a fear effect (M132): the resister's check of that key (which one the effect
 * names; conditions included), and the difficulty, the effect's own raised by a source larger than
 * the resister and lowered by a smaller one (`fearResistanceDc`, M109).
 */
export function fearResistance(f: DegreesFighter, key: string, baseDc: number, source: SizeCategory, options: DegreesOptions): { check: Check; dc: number } {
  return { check: sheetCheck(degreesChecks(f, options), key), dc: fearResistanceDc(baseDc, sizeRowIn(options, source), sizeRowOf(f.character)) };
}
