import type { StatusDefinition } from "../../ruleset";
import { actionsUnder } from "../conditions/acting";
import { CONDITION_IDS, type ConditionId, type PenaltyScope } from "../conditions/definitions";
import { startDuration, type TurnBoundary } from "../conditions/duration";
import { imposeCondition } from "../conditions/impose";
import type { ConditionInstance, RemovalRule } from "../conditions/instance";
import { oneOfProblem, wholeNumberProblem } from "../../problems";
import { REMOVAL_CHECKS } from "./checks";
import { DEFAULT_DEGREES_OPTIONS, type DegreesOptions } from "../options";
import { degreesRefusal } from "../refusals";
import { copyOf, type DegreesFighter } from "./fighter";
import { roundOf } from "./moments";
import { fallenOutOfTheAir } from "./air-fall";

/**
 * The statuses the degrees rules define: every condition of the text's list (M130) and the states
 * it names without defining (M131), each able to last a number of turns; and death, a state of
 * the HP table rather than a condition (M41).
 */
export const DEGREES_STATUSES: readonly StatusDefinition[] = [
  ...CONDITION_IDS.map((id) => ({ id, label: `SHINOBI.Degrees.Condition.${id}`, timed: true })),
  { id: "dead", label: "SHINOBI.Degrees.Condition.dead", timed: false },
];

/** A condition someone puts on a fighter: which, for how long, and the details some conditions carry. */
export interface DegreesImposed {
  condition: ConditionId;
  /** How many turns it lasts (M3), counted in the turns of `keyedTo` (the fighter's own unless named); none: until removed. */
  turns?: number;
  /** The boundary that ends it: the start of a turn ("until your next turn") or its end (the default). */
  ends?: TurnBoundary;
  keyedTo?: string;
  /** What caused it, for its removal (M128). */
  source?: string;
  /** Debilitated: how much and on what (M130 1). */
  amount?: number;
  scope?: PenaltyScope;
  /** Feinted, Flanked: the one attacker it favours, and melee only (M59, M60). */
  favours?: string;
  meleeOnly?: boolean;
  /** Suffocating: the fixed damage a failed breath costs (M130 25). */
  damage?: number;
  untilSceneEnds?: boolean;
  /** The check and difficulty that remove it, as its cause sets them (M128). */
  removal?: RemovalRule;
}

/** A removal rule as given: a check the sheets roll (initiative is none) against a difficulty of 2 to 1000, else refused naming the field. */
function removalRule(rule: RemovalRule): RemovalRule {
  if (!REMOVAL_CHECKS.includes(rule.check)) throw degreesRefusal("badCondition", { field: "removal.check" }, `condition.removal.check: must be one of ${REMOVAL_CHECKS.join(", ")}`, oneOfProblem(REMOVAL_CHECKS));
  if (!Number.isInteger(rule.dc) || rule.dc < 2 || rule.dc > 1000) throw degreesRefusal("badCondition", { field: "removal.dc" }, "condition.removal.dc: must be a whole number from 2 to 1000", wholeNumberProblem(2, 1000));
  return { check: rule.check, dc: rule.dc };
}

/**
 * Puts a condition on a fighter (M128, M130): its duration counted from `at` in the turns it is
 * keyed to (M3; applied during that fighter's own turn the turn under way is the first; outside it,
 * by `durationCount`, read in the options: the fighter's own turn state is known here, another's is
 * taken as still to come), under the stacking rules (Fatigued twice is Exhausted, and so on). What
 * a condition implies (Terrified is Stunned, Grabbed is Impeded) follows from the definitions; Dizzy
 * takes the movement action at once (M130 27); a flier it leaves Impeded, Paralyzed or Unconscious
 * falls, taking its Vigor in damage and landing Prone (M103).
 */
export function imposeOnFighter(f: DegreesFighter, imposed: DegreesImposed, at: number, options: DegreesOptions = DEFAULT_DEGREES_OPTIONS): DegreesFighter {
  if (!CONDITION_IDS.includes(imposed.condition)) throw degreesRefusal("unknownCondition", { value: String(imposed.condition) }, `${String(imposed.condition)} is not a condition of these rules`);
  const turn = f.turn;
  const own = imposed.keyedTo === undefined || imposed.keyedTo === f.id;
  const moment = {
    ownTurnNow: own && turn !== null && turn.at === at && !turn.over && !turn.putOff,
    ownTurnTakenThisRound: own && turn !== null && turn.round === roundOf(at) && turn.over,
  };
  const instance: ConditionInstance = {
    id: imposed.condition,
    ...(imposed.source === undefined ? {} : { source: imposed.source }),
    ...(imposed.amount === undefined ? {} : { amount: imposed.amount }),
    ...(imposed.scope === undefined ? {} : { scope: imposed.scope }),
    ...(imposed.favours === undefined ? {} : { favours: imposed.favours }),
    ...(imposed.meleeOnly ? { meleeOnly: true } : {}),
    ...(imposed.damage === undefined ? {} : { damage: imposed.damage }),
    ...(imposed.untilSceneEnds ? { untilSceneEnds: true } : {}),
    ...(imposed.removal === undefined ? {} : { removal: removalRule(imposed.removal) }),
  };
  if (imposed.turns !== undefined) {
    const duration = startDuration(imposed.turns, imposed.ends ?? "turnEnd", moment, options, own ? undefined : imposed.keyedTo);
    // Counted by the round, a one-turn effect on one who already acted is over before it begins.
    if (duration.remaining === 0) return f;
    instance.duration = duration;
  }
  const next = copyOf(f);
  next.conditions = imposeCondition(f.conditions, instance);
  if (imposed.condition === "dizzy") next.actions = actionsUnder(f.actions, next.conditions, options);
  // Grounded in the air, by whatever put it on, a flier falls at once (M103).
  fallenOutOfTheAir(next, options);
  return next;
}

