import { RULESET_EXTRAS, type RulesetTypesOf } from "../../rules/registry";
import type { DuelOutcome, DuelStakes } from "../../rules/rollkeep/duel/duel";
import { momentOf, roundOf } from "../../rules/rollkeep/port/moments";
import { find, rules, type Fight } from "./fight";
import { attackEntry } from "./log";
import { asFileProblem } from "../validate";

type Rk = RulesetTypesOf<"rollkeep">;
type Side = 0 | 1;

/** The duel's outcome, with the winner named. */
export interface PlayedDuel {
  outcome: DuelOutcome;
  winner: string | null;
}

/** One value for each duelist, in initiative order. */
function both<T>(of: (side: Side) => T): [T, T] {
  return [of(0), of(1)];
}

/**
 * An iaijutsu duel (§10) between the fight's two combatants, in round 1, both in the Center
 * stance throughout (the house rules' Void, DU1): Assessment and Focus on the faster one's turn
 * (DU2, DU3), then the Strike on the slower one's (DU4), each strike through the port's attack
 * steps, a kharmic strike's two settled together. Its outcome follows the stakes; a duel to the
 * death that leaves both standing goes on as a skirmish from round 2.
 */
export function playDuel(fight: Fight, stakes: DuelStakes): PlayedDuel {
  const options = fight.scenario.options;
  const duel = RULESET_EXTRAS.rollkeep.duel;
  const center = duel.stance(options);
  fight.combatants = fight.combatants.map((c) => ({ ...c, stance: center }));
  const started = rules.advance(fight.combatants, 0, momentOf(1, 0), options, fight.dice);
  fight.combatants = started.combatants;
  for (const e of started.events) if (e.kind === "roundStarted") fight.log?.push({ round: 1, kind: "round", order: e.order });
  const ordered = [...fight.combatants].sort((a, b) => (a.slot ?? 0) - (b.slot ?? 0));
  const ids = both((side) => ordered[side]?.id ?? "");
  const duelist = (side: Side): Rk["combatant"] => find(fight, ids[side]);
  const duelists = () => both(duelist);

  fight.at = momentOf(1, 0);
  const assessed = duel.assessment(duelists(), [0, 0], options, fight.dice);
  for (const side of [0, 1] as const) fight.log?.push({ round: 1, kind: "assessment", actor: ids[side], total: assessed[side].total, tn: assessed[side].tn, facts: assessed[side].facts, focusBonus: assessed[side].focusBonus !== null });
  const focused = asFileProblem("duel", () => duel.focus(duelists(), assessed, options, fight.dice));
  fight.log?.push({ round: 1, kind: "focus", totals: { [ids[0]]: focused.totals[0], [ids[1]]: focused.totals[1] }, firstStriker: focused.firstStriker === null ? null : ids[focused.firstStriker], freeRaises: focused.freeRaises });

  fight.at = momentOf(1, 1);
  const voids = both((side) => fight.entries.get(ids[side])?.tactics.voidOnWounds === true);
  const played = asFileProblem("duel", () => duel.strikes(fight.combatants, ids, focused, voids, fight.at, options, fight.dice));
  fight.combatants = played.combatants;
  played.settled.forEach((s, i) => fight.log?.push(attackEntry(roundOf(fight.at), played.flows[i] as Rk["attack"], s, false)));
  const hit = played.hit;
  const outcome = duel.result(stakes, focused, hit, duelists(), options);
  const winner = outcome.result === "winner" ? ids[outcome.winner] : null;
  fight.log?.push({ round: 1, kind: "duel", stakes, result: outcome.result, winner });
  return { outcome, winner };
}
