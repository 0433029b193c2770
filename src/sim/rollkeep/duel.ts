import type { RulesetTypesOf } from "../../rules/registry";
import { posture, STANCES } from "../../rules/rollkeep/combat/stances";
import { assessment, assessmentTn, duelOutcome, duelRollBonus, focus, strikeOrder, type DuelOutcome, type DuelStakes } from "../../rules/rollkeep/duel/duel";
import { assessmentRoll, focusRoll } from "../../rules/rollkeep/duel/duel-rolls";
import { declareDuelStrike, duelistRatings } from "../../rules/rollkeep/port/duel";
import { momentOf } from "../../rules/rollkeep/port/moments";
import { woundState } from "../../rules/rollkeep/port/readings";
import { find, rules, settleStrikes, strike, upright, type Fight } from "./fight";
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

const other = (side: Side): Side => (side === 0 ? 1 : 0);

/**
 * An iaijutsu duel (§10) between the fight's two combatants, in round 1, both in the Center
 * stance throughout (the house rules' Void, DU1): Assessment and Focus on the faster one's turn
 * (DU2, DU3), then the Strike on the slower one's (DU4), each strike through the port's attack
 * steps, a kharmic strike's two settled together. Its outcome follows the stakes; a duel to the
 * death that leaves both standing goes on as a skirmish from round 2.
 */
export function playDuel(fight: Fight, stakes: DuelStakes): PlayedDuel {
  const options = fight.scenario.options;
  const center = STANCES[options.variant].find((s) => posture(s) === "center") ?? "center";
  fight.combatants = fight.combatants.map((c) => ({ ...c, stance: center }));
  const started = rules.advance(fight.combatants, 0, momentOf(1, 0), options, fight.dice);
  fight.combatants = started.combatants;
  for (const e of started.events) if (e.kind === "roundStarted") fight.log?.push({ round: 1, kind: "round", order: e.order });
  const ordered = [...fight.combatants].sort((a, b) => (a.slot ?? 0) - (b.slot ?? 0));
  const ids = both((side) => ordered[side]?.id ?? "");
  const duelist = (side: Side): Rk["combatant"] => find(fight, ids[side]);

  fight.at = momentOf(1, 0);
  const ratings = both((side) => duelistRatings(duelist(side), options));
  const insight = both((side) => rules.derive(duelist(side), options).insightRank);
  const rolls = both((side) => assessmentRoll(ratings[side], insight[other(side)], 0, options, fight.dice));
  const assessed = assessment(rolls);
  for (const side of [0, 1] as const) fight.log?.push({ round: 1, kind: "assessment", actor: ids[side], total: rolls[side].total, tn: assessmentTn(insight[other(side)]), facts: assessed[side].facts, focusBonus: assessed[side].focusBonus !== null });
  const totals = asFileProblem("duel", () => both((side) => focusRoll(ratings[side], [assessed[side].focusBonus, duelRollBonus("focus", { voidRing: ratings[side].voidRing, dazed: duelist(side).conditions.dazed !== null }, options)], options, fight.dice)));
  const focused = focus(totals);
  fight.log?.push({ round: 1, kind: "focus", totals: { [ids[0]]: totals[0], [ids[1]]: totals[1] }, firstStriker: focused.firstStriker === null ? null : ids[focused.firstStriker], freeRaises: focused.freeRaises });

  fight.at = momentOf(1, 1);
  const hit: [boolean, boolean] = [false, false];
  for (const group of strikeOrder(focused)) {
    const flows = group.flatMap((side) => {
      if (!upright(fight, duelist(side))) return [];
      const declared = asFileProblem("duel", () => declareDuelStrike(duelist(side), focused.firstStriker === side ? focused.freeRaises : 0, fight.at, options));
      return [asFileProblem("duel", () => strike(fight, declared, ids[other(side)], fight.dice))];
    });
    for (const o of settleStrikes(fight, flows, false)) hit[o.attackerId === ids[0] ? 0 : 1] = o.hit;
  }
  const dead = both((side) => woundState(rules.derive(duelist(side), options)) === "dead");
  const outcome = duelOutcome(stakes, focused, { hit, dead });
  const winner = outcome.result === "winner" ? ids[outcome.winner] : null;
  fight.log?.push({ round: 1, kind: "duel", stakes, result: outcome.result, winner });
  return { outcome, winner };
}
