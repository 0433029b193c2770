import { clockEntry } from "./log";
import { standing } from "../../rules/degrees/port/fighter";
import { find, rules, SEVERAL_SIDES, standingSide, type Fight } from "./fight";
import { playTurn } from "./turns";

/**
 * Plays rounds through the port until one side alone is left standing or the last round is over:
 * the clock to the next turn (rounds starting and ending, the surprise round, ticks and expiries
 * at each turn's edges), then that turn, for each fighter the clock says is taking it and still
 * standing (a group takes one turn together, M8).
 */
export function playRounds(fight: Fight): void {
  for (;;) {
    if (standingSide(fight) !== SEVERAL_SIDES) return;
    const next = rules.nextMoment(fight.fighters, fight.at, fight.options);
    if (next === null || rules.roundOf(next) > fight.rounds) return;
    const { combatants, events } = rules.advance(fight.fighters, fight.at, next, fight.options, fight.dice);
    fight.fighters = combatants;
    fight.at = next;
    if (fight.log) {
      for (const e of events) {
        const entry = clockEntry(rules.roundOf(e.at), e);
        if (entry) fight.log.push(entry);
      }
    }
    for (const id of rules.turnsAt(fight.fighters, next, fight.options)) {
      if (standingSide(fight) !== SEVERAL_SIDES) return;
      // The fallen still take their turns, for their ticks (M41), but they do nothing in them.
      if (standing(find(fight, id), fight.options)) playTurn(fight, id);
    }
  }
}
