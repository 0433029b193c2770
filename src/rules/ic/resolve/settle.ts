import type { DiceSource } from "../../dice";
import { cloneCombatant, withChanges, type DelayedAction, type IcCombatant } from "../combatant";
import type { IcRuleOptions } from "../options";
import { applyAttackOutcome, landOutcome, type AppliedOutcome } from "./apply";
import type { AttackOutcome } from "./attack";
import { append } from "../append";
import { indexedCopy, positionOf } from "../roster";
import type { Wound } from "../wounds";

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
 * and are cleared. The table's End IC and the simulator's copied or logged IC settle through
 * here, on copies (the port's `owned` is not taken: an owned, unlogged IC settles through
 * settleInPlace, `RULESET_EXTRAS.ic.settleOwned`). Without `detail` (true unless given) nothing
 * is listed of what each outcome did — the list comes back empty — for a run nobody reads.
 */
export function settleOutcomes(combatants: readonly IcCombatant[], outcomes: readonly AttackOutcome[], ic: number, options: IcRuleOptions, dice: DiceSource, detail?: boolean): { combatants: readonly IcCombatant[]; settled: SettledAttack[] } {
  // Compared with false once, since it lists unless told not to: tested for truth, an untyped
  // argument is checked against every falsy value at each use. Not a default: a default makes
  // each call choose between the argument and it.
  const listing = detail !== false;
  // Copied only once something changes: many moments settle nothing.
  let list: IcCombatant[] | null = null;
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
      // Nobody reads what it did: landed on a copy of the defender, recording nothing.
      landOutcome((list[index] = cloneCombatant(defender)), outcome, ic, options, dice, null, false);
      continue;
    }
    const applied = outcome.coupDeGrace === true ? coupDeGrace(defender) : applyAttackOutcome(defender, outcome, ic, options, dice);
    list[index] = applied.defender;
    if (listing) settled = append(settled, { outcome, applied });
  }
  // Read from where they stand now: a copy made above holds the same combatants past the ones it changed.
  const standing = list ?? combatants;
  for (let i = 0; i < standing.length; i++) {
    const c = standing[i] as IcCombatant;
    if (!resolvedBy(c.delayed, ic)) continue;
    list ??= indexedCopy(combatants);
    list[i] = withChanges(c, { delayed: null });
  }
  // Nothing changed: the same list back, as the clock does.
  return { combatants: list ?? combatants, settled };
}

/**
 * settleOutcomes for a caller that owns the list and reads nothing of what each outcome did: the
 * first `count` outcomes land, each on its defender where it stands (a coup de grace's victim
 * replaced in the list), and delayed actions due by now are cleared. The simulator's owned IC
 * settles through here (`RULESET_EXTRAS.ic.settleOwned`): with a count, its scratch list of
 * outcomes keeps its length from IC to IC (setting an array's length is a call into the runtime).
 * `places`, when given, holds where each outcome's defender stood as its attack was played (the
 * caller knew it then): a place still holding that id spares the search by id. `holding` false
 * says nobody in the list holds a delayed action (the caller keeps count of them), so nobody is
 * walked for one due. Whether anyone still holds one afterwards comes back. The caller owns the
 * combatants' Vitality and HP records and lists of wounds too (each made by ownedCombatant, or
 * since by the engine's own steps, which give a combatant new ones): hits and wounds are
 * written into them.
 */
export function settleInPlace(list: IcCombatant[], outcomes: readonly AttackOutcome[], count: number, ic: number, options: IcRuleOptions, dice: DiceSource, places?: readonly number[], holding?: boolean): boolean {
  for (let o = 0; o < count; o++) {
    const outcome = outcomes[o] as AttackOutcome;
    // The cast: a caller handing in places hands in one for each of the first `count` outcomes.
    let index = places === undefined ? positionOf(list, outcome.defenderId) : (places[o] as number);
    let defender = list[index];
    // A place handed in is checked against the id: the outcome is the rule's word on who it struck.
    if (defender === undefined || defender.id !== outcome.defenderId) {
      index = positionOf(list, outcome.defenderId);
      defender = list[index];
    }
    if (defender === undefined) continue;
    if (outcome.coupDeGrace === true) list[index] = coupDeGrace(defender).defender;
    // Landed only when it may change something: it deals damage, carries a status, or meets a
    // defender with one (a sleeper any attack wakes). Most outcomes miss or are stopped, and
    // landOutcome would read through all of its steps to do nothing. Asked here rather than by
    // a predicate: every outcome asks, and until the settling is optimised each call is paid in full.
    else if (outcome.damage > 0 || outcome.statuses.length !== 0 || defender.statuses.length !== 0) landOutcome(defender, outcome, ic, options, dice, null, true);
  }
  // Compared with false: unless told otherwise, someone may hold one.
  if (holding === false) return false;
  // The hold read once, and compared here rather than through resolvedBy: every IC walks everyone,
  // and a call to a module's function, inlined, still checks on each pass that it is the same one.
  let stillHeld = false;
  for (let i = 0; i < list.length; i++) {
    const c = list[i] as IcCombatant;
    const held = c.delayed;
    if (held === null) continue;
    if (held.resolvesOn <= ic) c.delayed = null;
    else stillHeld = true;
  }
  return stillHeld;
}

/**
 * A copy of `c` for a fight that settles in place (settleInPlace): its own Vitality and HP
 * records and its own list of wounds, which the settling writes each hit and wound into, where
 * cloneCombatant's copy shares its original's (a duellist's file, a document's frozen data).
 * Three small records a fighter, once a fight, against a new pool for every hit and a new list
 * for every wound.
 */
export function ownedCombatant(c: IcCombatant): IcCombatant {
  const next = cloneCombatant(c);
  next.vitality = { value: c.vitality.value, max: c.vitality.max };
  next.hp = { value: c.hp.value, max: c.hp.max };
  // Filled by push into a fresh `[]`, whose first push makes room for the wounds to come (a
  // copy made by slice has none: see withAdded).
  const wounds: Wound[] = [];
  for (let i = 0; i < c.wounds.length; i++) wounds.push(c.wounds[i] as Wound);
  next.wounds = wounds;
  return next;
}

/** Whether a delayed action is held and has resolved by this IC. Compared with null rather than tested for truth (which checks every falsy value): every IC asks of everyone. */
function resolvedBy(held: DelayedAction | null, ic: number): boolean {
  return held !== null && held.resolvesOn <= ic;
}

/** A coup de grace kills a defender still helpless when it lands (incapacitated or unconscious). */
function coupDeGrace(defender: IcCombatant): AppliedOutcome {
  const helpless = defender.condition === "incapacitated" || defender.condition === "unconscious";
  return { defender: helpless ? withChanges(defender, { condition: "dead" }) : defender, wounds: [], statuses: [], resisted: [], suffocationRoll: null, handsealsBroken: false };
}
