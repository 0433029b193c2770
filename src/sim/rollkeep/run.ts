import { seededDice } from "../../rules/dice";
import { conditionsOn } from "../../rules/rollkeep/port/conditions";
import { roundOf } from "../../rules/rollkeep/port/moments";
import { woundState } from "../../rules/rollkeep/port/readings";
import { rules, sidesStanding, type Fight } from "./fight";
import { playDuel } from "./duel";
import type { RollkeepLogEntry } from "./log";
import type { RollkeepScenario } from "./scenario";
import { playRounds } from "./skirmish";

/** One combatant at the end of a fight. */
export interface RollkeepSummary {
  id: string;
  name: string;
  side: string;
  wounds: number;
  rank: string;
  /** What the wound rank leaves it able to do: active, slowed, down, out, dead (C11, C13). */
  state: string;
  stance: string;
  voidPoints: number;
  conditions: string[];
  weapon: string;
  downs: number;
  kills: number;
}

export interface RollkeepResult {
  name: string;
  ruleset: "rollkeep";
  variant: string;
  /** The last round played. */
  round: number;
  /** The side left standing alone (or the duel's winner's side); null for none. */
  winner: string | null;
  initiative: Record<string, number>;
  log: RollkeepLogEntry[];
  combatants: RollkeepSummary[];
}

function summary(fight: Fight): RollkeepSummary[] {
  const options = fight.scenario.options;
  return fight.combatants.map((c) => {
    const derived = rules.derive(c, options);
    return { id: c.id, name: c.name, side: c.side, wounds: c.character.wounds, rank: derived.woundRank.rank, state: woundState(derived), stance: c.stance, voidPoints: c.voidPoints.points, conditions: conditionsOn(c), weapon: c.weapon.name, downs: c.credits.downs, kills: c.credits.kills };
  });
}

/**
 * Plays a rollkeep scenario through the port: initiative (given or rolled, ties placed once for
 * the fight), an iaijutsu duel if the file asks for one, then rounds until one side is left
 * standing or the last round is played. `keepLog` false builds no log (a run of many).
 */
export function runRollkeepScenario(scenario: RollkeepScenario, seed = 1, keepLog = true): RollkeepResult {
  const options = scenario.options;
  const dice = seededDice(seed);
  const entries = new Map(scenario.fighters.map((f) => [f.id, f]));
  const initiative = Object.create(null) as Record<string, number>;
  for (const c of scenario.combatants) initiative[c.id] = entries.get(c.id)?.initiative ?? rules.initiative.roll(c, options, dice);
  const placed = new Map(rules.initiative.place(initiative, { current: 0, underWay: false }, { combatants: scenario.combatants, options, dice }).map((p) => [p.id, p]));
  const fight: Fight = {
    scenario,
    combatants: scenario.combatants.map((c) => ({ ...c, initiative: placed.get(c.id)?.initiative ?? null, tieOrder: placed.get(c.id)?.tieOrder ?? 0 })),
    at: 0,
    dice,
    log: keepLog ? [] : null,
    queues: new Map(scenario.fighters.map((f) => [f.id, scenario.turns.filter((t) => t.actor === f.id)])),
    entries,
  };
  const duel = scenario.duel ? playDuel(fight, scenario.duel.stakes) : null;
  if (duel === null || duel.outcome.result === "skirmish") playRounds(fight);
  const standing = [...sidesStanding(fight)];
  const duelSide = duel?.winner ? (fight.combatants.find((c) => c.id === duel.winner)?.side ?? null) : null;
  const winner = duel !== null && duel.outcome.result !== "skirmish" ? duelSide : standing.length === 1 ? (standing[0] ?? null) : null;
  return { name: scenario.name, ruleset: "rollkeep", variant: scenario.variant, round: roundOf(fight.at), winner, initiative, log: fight.log ?? [], combatants: summary(fight) };
}
