import type { DegreesFighter } from "./fighter";
import { roundOf } from "./moments";

/**
 * The standard actions an attacker's owner and partners (M84–M87) used in the round of `at`, the
 * attacker left out (its own attack is the divisor's first): what `partnerActions` of a choice counts.
 */
export function partnerActionsUsed(fighters: readonly DegreesFighter[], attacker: DegreesFighter, at: number): number {
  const owner = attacker.partnerOf ?? attacker.id;
  const round = roundOf(at);
  let used = 0;
  for (const f of fighters) {
    if (f.id === attacker.id || (f.id !== owner && f.partnerOf !== owner)) continue;
    if (f.grantedRound === round && !f.actions.standard) used++;
  }
  return used;
}
