import { RULESET_EXTRAS, type RulesetTypesOf } from "../../rules/registry";
import { END_OF_ROUND, roundOf, slotOf } from "../../rules/rollkeep/port/moments";
import { find, rules, sidesStanding, upright, type Fight } from "./fight";
import type { RollkeepLogEntry } from "./log";
import { playTurn } from "./turns";

type Rk = RulesetTypesOf<"rollkeep">;

/** What the log keeps of the clock's events: each round's order, each recovery roll and each timed effect worn off. */
function logged(event: Rk["clockEvent"]): RollkeepLogEntry | null {
  switch (event.kind) {
    case "roundStarted":
      return { round: event.round, kind: "round", order: event.order };
    case "recovery":
      return { round: roundOf(event.at), kind: "recovery", actor: event.combatantId, condition: event.condition, total: event.total, tn: event.tn, recovered: event.recovered };
    case "expired":
      return { round: roundOf(event.at), kind: "expired", actor: event.combatantId, effect: event.timerId };
    case "roundEnded":
      return null;
  }
}

/**
 * Plays rounds through the port until one side is left standing or the file's last round is
 * over: the clock to the next moment (a round's start and end, recoveries), then the turn due at
 * that moment, as the port says (S2, the same the table's tracker asks): those who delayed (4e)
 * step in once no one else's turn is left in the round, in initiative order, each at a moment of
 * its own.
 */
export function playRounds(fight: Fight): void {
  const options = fight.scenario.options;
  for (;;) {
    if (sidesStanding(fight).size < 2) return;
    const next = rules.nextMoment(fight.combatants, fight.at, options);
    if (next === null || roundOf(next) > fight.scenario.rounds) return;
    const { combatants, events } = rules.advance(fight.combatants, fight.at, next, options, fight.dice);
    fight.combatants = combatants;
    fight.at = next;
    for (const e of events) {
      const entry = logged(e);
      if (entry) fight.log?.push(entry);
    }
    if (slotOf(next) === END_OF_ROUND) continue;
    const id = RULESET_EXTRAS.rollkeep.turns.dueNow(fight.combatants, next, options);
    if (id !== null && upright(fight, find(fight, id))) {
      // G2, G8: the port says what the turn's start does to a grapple (a grappled fighter's control contest).
      const contest = RULESET_EXTRAS.rollkeep.grapple.atTurnStart(fight.combatants, next, options, fight.dice);
      fight.combatants = contest.combatants;
      if (contest.events.length) fight.log?.push({ round: roundOf(next), kind: "grapple", actor: id, events: contest.events });
      playTurn(fight, id);
    }
  }
}
