import type { DiceSource } from "../../dice";
import { cloneCombatant, withChanges, type IcCombatant } from "../combatant";
import type { IcRuleOptions } from "../options";
import { applyAttackOutcome, landOutcome, type AppliedOutcome } from "./apply";
import type { AttackOutcome } from "./attack";
import { append } from "../append";
import { indexedCopy, positionOf } from "../roster";

/** One attack settled onto its defender: what it left behind. */
export interface SettledAttack {
  outcome: AttackOutcome;
  applied: AppliedOutcome;
}

// What a settling without detail lists: one shared empty list (the cast: frozen, so nobody adds to it).
const NOTHING_LISTED = Object.freeze([]) as unknown as SettledAttack[];

/**
 * Lands every attack of an IC at its end, in the order they were declared: damage into Vitality
 * then HP, wounds by the thresholds (placed on the GM's tables), statuses after their status
 * rolls and stacking rules, stun, broken handseals. Delayed actions due by then have resolved
 * and are cleared. The simulator's IC and the table's End IC both settle through here. Without
 * `detail` (true unless given) nothing is listed of what each outcome did — the list comes back
 * empty — for a run nobody reads. With `owned` the list and everyone in it are the caller's own:
 * they are changed in place and the same list comes back (each outcome's applied defender is
 * then the combatant as it is at the end, after every outcome).
 */
export function settleOutcomes(combatants: readonly IcCombatant[], outcomes: readonly AttackOutcome[], ic: number, options: IcRuleOptions, dice: DiceSource, detail = true, owned = false): { combatants: readonly IcCombatant[]; settled: SettledAttack[] } {
  // Each flag compared once with true: tested for truth, an untyped argument is checked against
  // every falsy value at each use, and settling runs on every IC.
  const listing = detail === true;
  const inPlace = owned === true;
  // Copied only once something changes: many moments settle nothing. The cast: an owned list is the caller's to change.
  let list: IcCombatant[] | null = inPlace ? (combatants as IcCombatant[]) : null;
  let settled: SettledAttack[] = listing ? [] : NOTHING_LISTED;
  // By index: a caller with nothing to settle may hand in a frozen shared list, which for-of walks slowly.
  for (let o = 0; o < outcomes.length; o++) {
    const outcome = outcomes[o] as AttackOutcome;
    // Places in the copy are those of the list given, whose index the caller may already have built.
    const index = positionOf(combatants, outcome.defenderId);
    list ??= indexedCopy(combatants);
    const defender = list[index];
    if (defender === undefined) continue;
    if (!listing && outcome.coupDeGrace !== true) {
      // Nobody reads what it did: landed on the defender (the caller's own, or a copy), recording nothing.
      // The caller's own is changed where it stands, with nothing to write back.
      if (inPlace) landOutcome(defender, outcome, ic, options, dice, null);
      else landOutcome((list[index] = cloneCombatant(defender)), outcome, ic, options, dice, null);
      continue;
    }
    const applied = outcome.coupDeGrace ? coupDeGrace(defender) : applyAttackOutcome(defender, outcome, ic, options, dice, inPlace);
    list[index] = applied.defender;
    if (listing) settled = append(settled, { outcome, applied });
  }
  // Read from where they stand now: a copy made above holds the same combatants past the ones it changed.
  const standing = list ?? combatants;
  for (let i = 0; i < standing.length; i++) {
    const c = standing[i] as IcCombatant;
    // Compared with null rather than tested for truth (which checks every falsy value): every IC asks of everyone.
    const held = c.delayed;
    if (held === null || held.resolvesOn > ic) continue;
    list ??= indexedCopy(combatants);
    if (inPlace) c.delayed = null;
    else list[i] = withChanges(c, { delayed: null });
  }
  // Nothing changed: the same list back, as the clock does.
  return { combatants: list ?? combatants, settled };
}

/** A coup de grace kills a defender still helpless when it lands (incapacitated or unconscious). */
function coupDeGrace(defender: IcCombatant): AppliedOutcome {
  const helpless = defender.condition === "incapacitated" || defender.condition === "unconscious";
  return { defender: helpless ? withChanges(defender, { condition: "dead" }) : defender, wounds: [], statuses: [], resisted: [], suffocationRoll: null, handsealsBroken: false };
}
