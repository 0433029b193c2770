import type { Check } from "../../ruleset";
import { RINGS, TRAITS } from "../character/traits";
import type { RollkeepOptions } from "../options";
import { traitPool } from "../pool";
import { woundPenaltyOn } from "../wound-penalty";
import type { RollkeepCombatant } from "./combatant";
import { deriveNow } from "./readings";

/**
 * The rolls a sheet offers: each trait and each ring, rolled and kept at its rating (R5), as a
 * formula the `XkY` dice term throws. The bonus is the house wound penalty, which comes off the
 * total; 4e's raises the TN instead (R16), so it adds nothing to the roll.
 */
export function rollkeepChecks(c: RollkeepCombatant, options: RollkeepOptions): Check[] {
  const derived = deriveNow(c, options);
  const bonus = woundPenaltyOn("trait", true, derived.woundRank.penalty, options.variant).total;
  const check = (kind: "Trait" | "Ring", key: string, rating: number): Check => {
    const pool = traitPool(rating);
    return { key: `${kind.toLowerCase()}.${key}`, label: `SHINOBI.RollKeep.${kind}.${key}`, bonus, formula: `${pool.rolled}k${pool.kept}` };
  };
  return [...TRAITS.map((t) => check("Trait", t, derived.traits[t])), ...RINGS.map((r) => check("Ring", r, derived.rings[r]))];
}
