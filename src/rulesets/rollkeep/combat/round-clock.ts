import type { DiceSource } from "../../../rules/ruleset";
import { RULESET_EXTRAS, type RulesetTypesOf } from "../../../rules/registry";
import { rollkeepRules, type RollkeepState } from "../state";

type Rk = RulesetTypesOf<"rollkeep">;
type Options = Rk["options"];

/** What one step of the tracker's clock did: the fighters after it, the moment reached, the clock's events and whose turns went by with no action. */
export interface ClockStep {
  states: RollkeepState[];
  at: number;
  events: Rk["clockEvent"][];
  /** Those whose turn the step began with nothing declared (Pass), by id, with what the turn began with (a Full Defense roll). */
  passed: Rk["declared"][];
}

const PASS = rollkeepRules.basicActions.pass as Rk["action"];

/** The fighter whose turn is due at `at`, if any, as the port says (S2). */
export function dueNow(states: readonly RollkeepState[], at: number, options: Options): RollkeepState | null {
  const id = RULESET_EXTRAS.rollkeep.turns.dueNow(states, at, options);
  return states.find((c) => c.id === id) ?? null;
}

/**
 * The clock from `from` to the next moment someone's turn is due (S2, S4, S9, S11): the turn due
 * now is passed if it was never begun, then the port runs the clock through any end of round (4e
 * Reactions, the house Readying Phase: recovery rolls, CO12) and start of round (the order, S1,
 * S7) to that moment. With `wholeRound`, every turn left in the round goes by the same way and
 * the clock stops at the next round's first turn. Null moments (nobody standing) stop it where it is.
 */
export function runClock(start: readonly RollkeepState[], from: number, wholeRound: boolean, options: Options, dice: DiceSource): ClockStep {
  let states = [...start];
  let at = from;
  const events: Rk["clockEvent"][] = [];
  const passed: Rk["declared"][] = [];
  const round = rollkeepRules.roundOf(from);
  for (;;) {
    const idle = rollkeepRules.roundOf(at) >= 1 ? dueNow(states, at, options) : null;
    if (idle) {
      const declared = rollkeepRules.declare(idle, PASS, { at }, options, dice);
      passed.push(declared);
      states = states.map((c) => (c.id === idle.id ? declared.actor : c));
    }
    const next = rollkeepRules.nextMoment(states, at, options);
    if (next === null) return { states, at, events, passed };
    const moved = rollkeepRules.advance(states, at, next, options, dice);
    states = [...moved.combatants];
    events.push(...moved.events);
    at = next;
    const someoneDue = rollkeepRules.turnsAt(states, at, options).length > 0;
    if (someoneDue && (!wholeRound || rollkeepRules.roundOf(at) > round)) return { states, at, events, passed };
  }
}
