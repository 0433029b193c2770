import type { Check } from "../../ruleset";
import { senseRefusal, type Sense } from "../conditions/acting";
import type { DegreesOptions } from "../options";
import { degreesRefusal } from "../refusals";
import { degreesChecks } from "./checks";
import type { DegreesFighter } from "./fighter";

/** The senses, in the order a sheet offers them. */
export const SENSES: readonly Sense[] = ["sight", "hearing"];

/** The senses each check may go through (M130 9, 26): Notice by sight or by hearing, Search by sight only; every other check needs none. */
const CHECK_SENSES: Readonly<Record<string, readonly Sense[]>> = { notice: SENSES, search: ["sight"] };

/** The senses a check of this key may go through, none for a check that needs no sense. */
export function checkSenses(key: string): readonly Sense[] {
  return (Object.hasOwn(CHECK_SENSES, key) ? CHECK_SENSES[key] : undefined) ?? [];
}

/**
 * One of the sheet's checks made through a sense (null for a check that needs none): refused when
 * the check cannot go through that sense (`noSuchSense`) or needs one and none is named
 * (`senseNeeded`), for a Blind roller by sight (`cannotSee`) and a Deafened one by hearing (`cannotHear`);
 * otherwise the check as `degreesChecks` gives it (null for a key it has none of), Notice by sight
 * with Blinded's penalty.
 */
export function senseCheck(f: DegreesFighter, key: string, sense: Sense | null, options: DegreesOptions): Check | null {
  const senses = checkSenses(key);
  if (sense === null) {
    if (senses.length > 0) throw degreesRefusal("senseNeeded", { check: key }, `${key} needs a sense named`);
  } else {
    if (!senses.includes(sense)) throw degreesRefusal("noSuchSense", { check: key, sense }, `${key} is not made through ${sense}`);
    const refusal = senseRefusal(f.conditions, sense, options);
    if (refusal) throw refusal;
  }
  return degreesChecks(f, options, undefined, sense === null ? {} : { sense }).find((c) => c.key === key) ?? null;
}
