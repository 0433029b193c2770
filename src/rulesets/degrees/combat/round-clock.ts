import type { DiceSource } from "../../../rules/dice";
import type { RulesetTypesOf } from "../../../rules/registry";
import { degreesRules, type DegreesState } from "../state";

type Dg = RulesetTypesOf<"degrees">;

/** What one step of the tracker's clock did: the fighters after it, the moment reached (a turn's start), the clock's events. */
export interface ClockStep {
  states: DegreesState[];
  at: number;
  events: Dg["clockEvent"][];
}

/** The most turns one step may go through: a step asked for more than a round of every fighter has lost its way. */
const MAX_STEPS = 10_000;

/**
 * The clock from `from` to the next turn someone takes (docs/rules-degrees.md, "Behind the port"):
 * the port's `nextMoment` and `advance`, through every boundary in between (the turn under way
 * ends, a round ends and the next starts: actions granted, the surprise round's caught marked,
 * durations counted in each fighter's own turns, the start-of-turn ticks). With `wholeRound`, the
 * rest of the round's turns go by the same way and the clock stops at the next round's first turn.
 * When no one is left in the order the clock stays where it is.
 */
export function runClock(start: readonly DegreesState[], from: number, wholeRound: boolean, options: Dg["options"], dice: DiceSource): ClockStep {
  let states = [...start];
  let at = from;
  const events: Dg["clockEvent"][] = [];
  const round = degreesRules.roundOf(from);
  for (let step = 0; step < MAX_STEPS; step++) {
    const next = degreesRules.nextMoment(states, at, options);
    if (next === null) break;
    const moved = degreesRules.advance(states, at, next, options, dice);
    states = [...moved.combatants];
    events.push(...moved.events);
    at = next;
    const someoneActs = degreesRules.turnsAt(states, at, options).length > 0;
    if (someoneActs && (!wholeRound || degreesRules.roundOf(at) > round)) break;
  }
  return { states, at, events };
}
