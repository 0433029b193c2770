import { isRuleRefusal } from "../../refusal";
import { turnStanceOpen } from "../combat/stance-choice";
import type { RollkeepOptions } from "../options";
import type { RollkeepCombatant } from "./combatant";
import { spendOnDeclaring } from "./declare";
import { checkDelay, delayedCombatant } from "./due";
import { roundOf } from "./moments";
import { inTheOrder } from "./readings";
import { ROUND_START_SPENDS, roundStartOpen, spendAtRoundStart, type RoundStartSpend } from "./round-start";
import { turnUnderWay } from "./turn";

/*
 * What a table offers a fighter at a moment: each offer asks the very check the step itself makes,
 * so a button is shown exactly when pressing it would be allowed.
 */

/** What `step` answers, or `refused` when the rules refuse it; any other error is a fault and goes on. */
function unlessRefused<T>(step: () => T, refused: T): T {
  try {
    return step();
  } catch (error) {
    if (isRuleRefusal(error)) return refused;
    throw error;
  }
}

/** True when `step` goes through, false when the rules refuse it. */
const allowed = (step: () => unknown): boolean => unlessRefused(() => (step(), true), false);

/** ST10, S3, S10: whether `c` may pick a new stance at `at`: as its own turn begins, from round 2. */
export function stanceChoiceOpen(c: RollkeepCombatant, at: number): boolean {
  return turnStanceOpen(roundOf(at)) && unlessRefused(() => turnUnderWay(c, at) === null, false);
}

/** S2 (4e): whether the fighter `id` may delay at `at`: its own turn begins, it has not delayed, and a regular turn is still to come after it. */
export function canDelay(combatants: readonly RollkeepCombatant[], id: string, at: number, options: RollkeepOptions): boolean {
  const c = combatants.find((f) => f.id === id);
  return c !== undefined && allowed(() => checkDelay(combatants, delayedCombatant(c, at, options), at, options));
}

/**
 * V2, V8–V10: whether the fighter `id` may buy any of the round-start spends now: the round has
 * not begun, it is in the order with a point left, and the round's Void limit leaves one open.
 */
export function mayBuyVoid(combatants: readonly RollkeepCombatant[], id: string, at: number, options: RollkeepOptions): boolean {
  if (!roundStartOpen(combatants, at)) return false;
  // A swap needs a partner: any other fighter in the order stands in for the one the buyer would name.
  const partner = combatants.find((c) => c.id !== id && inTheOrder(c, options));
  const spends: RoundStartSpend[] = ROUND_START_SPENDS.flatMap((kind): RoundStartSpend[] => (kind === "swapInitiative" ? (partner ? [{ kind, partnerId: partner.id }] : []) : [{ kind }]));
  return spends.some((spend) => allowed(() => spendAtRoundStart(combatants, id, spend, at, options)));
}

/** V1, V2: whether `c` may put a Void Point's +1k1 on a roll it declares at `at`: the declaration's own spend, so an attack asking for it goes through exactly when this says so. */
export function voidBoostOpen(c: RollkeepCombatant, at: number, options: RollkeepOptions): boolean {
  return allowed(() => spendOnDeclaring(c.voidPoints, "boost", at, options));
}

/** M3: whether `c`'s turn under way at `at` holds an attack an Extra Attack granted and not taken yet: what declaring an attack as the Extra Attack spends (a new turn holds none). */
export function extraAttackGranted(c: RollkeepCombatant, at: number): boolean {
  return unlessRefused(() => (turnUnderWay(c, at)?.extraAttacks ?? 0) > 0, false);
}
