import type { RulesetTypesOf } from "../../rules/registry";
import { posture, STANCES } from "../../rules/rollkeep/combat/stances";
import { assessment, assessmentTn, duelOutcome, duelRollBonus, focus, strikeOrder, type DuelOutcome, type DuelStakes } from "../../rules/rollkeep/duel/duel";
import { assessmentRoll, focusRoll } from "../../rules/rollkeep/duel/duel-rolls";
import { declareDuelStrike, duelistRatings } from "../../rules/rollkeep/port/duel";
import { momentOf } from "../../rules/rollkeep/port/moments";
import { woundState } from "../../rules/rollkeep/port/readings";
import { asFileProblem, find, rules, settleStrikes, strike, upright, type Fight } from "./fight";

type Rk = RulesetTypesOf<"rollkeep">;

/** The duel's outcome, with the winner named. */
export interface PlayedDuel {
  outcome: DuelOutcome;
  winner: string | null;
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
  const center = STANCES[options.variant].find((s) => posture(s) === "center") ?? "center";
  fight.combatants = fight.combatants.map((c) => ({ ...c, stance: center }));
  const started = rules.advance(fight.combatants, 0, momentOf(1, 0), options, fight.dice);
  fight.combatants = started.combatants;
  for (const e of started.events) if (e.kind === "roundStarted") fight.log?.push({ round: 1, kind: "round", order: e.order });
  const ids = [...fight.combatants].sort((a, b) => (a.slot ?? 0) - (b.slot ?? 0)).map((c) => c.id) as [string, string];
  const duelists = () => ids.map((id) => find(fight, id)) as [Rk["combatant"], Rk["combatant"]];
  fight.at = momentOf(1, 0);
  const [fast, slow] = duelists();
  const ratings = [duelistRatings(fast, options), duelistRatings(slow, options)] as const;
  const insight = [rules.derive(fast, options).insightRank, rules.derive(slow, options).insightRank] as const;
  const rolls = [0, 1].map((i) => assessmentRoll(ratings[i] as (typeof ratings)[0], insight[1 - i] as number, 0, options, fight.dice)) as [ReturnType<typeof assessmentRoll>, ReturnType<typeof assessmentRoll>];
  const assessed = assessment(rolls);
  ids.forEach((id, i) => fight.log?.push({ round: 1, kind: "assessment", actor: id, total: rolls[i]?.total ?? 0, tn: assessmentTn(insight[1 - i] as number), facts: assessed[i]?.facts ?? 0, focusBonus: assessed[i]?.focusBonus !== null }));
  const totals = asFileProblem("duel", () => [0, 1].map((i) => focusRoll(ratings[i] as (typeof ratings)[0], [assessed[i]?.focusBonus ?? null, duelRollBonus("focus", { voidRing: ratings[i]?.voidRing ?? 0, dazed: duelists()[i]?.conditions.dazed !== null }, options)], options, fight.dice)) as [number, number]);
  const focused = focus(totals);
  fight.log?.push({ round: 1, kind: "focus", totals: { [ids[0]]: totals[0], [ids[1]]: totals[1] }, firstStriker: focused.firstStriker === null ? null : ids[focused.firstStriker], freeRaises: focused.freeRaises });
  fight.at = momentOf(1, 1);
  const hit: [boolean, boolean] = [false, false];
  for (const group of strikeOrder(focused)) {
    const flows = group.flatMap((i) => {
      const striker = find(fight, ids[i]);
      if (!upright(fight, striker)) return [];
      const declared = asFileProblem("duel", () => declareDuelStrike(striker, focused.firstStriker === i ? focused.freeRaises : 0, fight.at, options));
      return [asFileProblem("duel", () => strike(fight, declared, ids[1 - i] as string, fight.dice))];
    });
    const outcomes = settleStrikes(fight, flows, false);
    for (const o of outcomes) hit[ids.indexOf(o.attackerId)] = o.hit;
  }
  const dead = duelists().map((c) => woundState(rules.derive(c, options)) === "dead") as [boolean, boolean];
  const outcome = duelOutcome(stakes, focused, { hit, dead });
  const winner = outcome.result === "winner" ? ids[outcome.winner] : null;
  fight.log?.push({ round: 1, kind: "duel", stakes, result: outcome.result, winner });
  return { outcome, winner };
}
