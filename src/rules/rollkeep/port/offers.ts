import { isRuleRefusal } from "../../refusal";
import { chooseStance, turnStanceOpen } from "../combat/stance-choice";
import { STANCES, type Stance } from "../combat/stances";
import type { RollkeepOptions } from "../options";
import type { RollkeepCombatant } from "./combatant";
import { spendOnDeclaring } from "./declare";
import { checkDelay, delayedCombatant } from "./due";
import { roundOf } from "./moments";
import { inTheOrder, stanceConditions } from "./readings";
import { ROUND_START_SPENDS, roundStartOpen, spendAtRoundStart, type RoundStartSpend } from "./round-start";
import { beginTurn, turnUnderWay } from "./turn";

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

/** ST10, S1, S8: the opening stance `c` asks for before round 1, checked (its book's five, ST9's conditions). */
export function openingStance(c: RollkeepCombatant, wanted: unknown, options: RollkeepOptions): Stance {
  return chooseStance(wanted, { round: 1, when: "opening" }, stanceConditions(c), options.variant);
}

/** When a stance is picked: the opening one before the fight's first round (S1, S8), or one as a turn begins at a moment (S3, S10). */
export type StanceWhen = { when: "opening" } | { when: "turnStart"; at: number };

/**
 * ST9, ST10: the stances of the world's book `c` may take now, each asked of the very step that
 * takes it (an opening stance's check, a turn's beginning), so a select lists exactly those a
 * request would get through with. As a turn begins the stance held is always among them: keeping
 * it is no change, whatever the conditions (S3, S10).
 */
export function stancesOpen(c: RollkeepCombatant, moment: StanceWhen, options: RollkeepOptions): Stance[] {
  const takes = (stance: Stance) => (moment.when === "opening" ? openingStance(c, stance, options) : beginTurn(c, moment.at, stance, options));
  return STANCES[options.variant].filter((stance) => allowed(() => takes(stance)));
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
