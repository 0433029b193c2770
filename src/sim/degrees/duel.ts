import { copyOf } from "../../rules/degrees/port/fighter";
import type { RulesetTypesOf } from "../../rules/registry";
import { readYaml, ScenarioError, ScenarioErrors } from "../validate";
import { parseFighters, type FighterEntry } from "./fighters";
import type { DegreesLogEntry } from "./log";
import type { DegreesTurn } from "./scenario";
import { newFight, winnerOf } from "./run";
import { rules } from "./fight";
import { playRounds } from "./rounds";

type Dg = RulesetTypesOf<"degrees">;

/** A duellist: one fighter entry and its tactics (what it attacks with, in turn, and how it defends). */
export interface DegreesDuellist {
  entry: FighterEntry;
  source: string;
}

export interface DegreesDuelSummary {
  runs: number;
  /** Wins by duellist id (no prototype, so any id is just a key). */
  wins: Record<string, number>;
  draws: number;
  /** Mean round in which the winner stood alone, over decided duels. */
  meanRoundsToVictory: number;
}

/** A duel still undecided after this many rounds is a draw (two guards can Dodge for ever). */
export const MAX_DUEL_ROUNDS = 100;

/** A duellist file's data (already read as YAML): a degrees combatant entry with its tactics; throws a ScenarioError naming every problem's field. */
export function parseDegreesDuellist(doc: Record<string, unknown>, source: string): DegreesDuellist {
  const errors = new ScenarioErrors();
  const [entry] = parseFighters(errors, doc, "duellist", rules.options.defaults, ["ruleset"]);
  if (doc.count !== undefined) errors.add("duellist.count", "a duellist fights alone");
  errors.throwIfAny(`duellist ${source}`);
  // parseFighters made exactly one entry: a duellist has no count, checked above.
  return { entry: entry as FighterEntry, source };
}

/** A duellist file's text read, for tests and the bench. */
export function readDegreesDuellist(text: string, source: string): DegreesDuellist {
  const errors = new ScenarioErrors();
  const raw = readYaml(text, errors);
  errors.throwIfAny(`duellist ${source}`);
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) throw new ScenarioError(`Invalid duellist ${source}:\n  line 1: a duellist is a mapping of a combatant's fields and tactics`);
  // A mapping, checked just above.
  return parseDegreesDuellist(raw as Record<string, unknown>, source);
}

/**
 * The two duellists as one fight's entries, each on a side of its own: made once for any number
 * of duels. Each fighter is a copy (`copyOf`, not a spread), so the fighters placed from it have
 * the one shape every state of the fight has.
 */
function duelEntries(a: DegreesDuellist, b: DegreesDuellist): readonly FighterEntry[] {
  const entries: FighterEntry[] = [];
  for (const { entry } of [a, b]) {
    const fighter = copyOf(entry.fighter);
    fighter.side = entry.id;
    entries.push({ ...entry, fighter });
  }
  return entries;
}

function playDuel(entries: readonly FighterEntry[], seed: number, options: Dg["options"], keepLog: boolean): { winner: string | null; round: number; fighters: readonly Dg["combatant"][]; log: DegreesLogEntry[] | null } {
  const { fight } = newFight(entries, NO_TURNS, options, MAX_DUEL_ROUNDS, seed, keepLog);
  playRounds(fight);
  return { winner: winnerOf(fight), round: rules.roundOf(fight.at), fighters: fight.fighters, log: fight.log };
}

const NO_TURNS: readonly DegreesTurn[] = [];

/** One duel, seeded: the winner's id (null for a draw), the round it ended in, the duellists as it left them and, kept, its log. */
export function fightDegreesDuel(a: DegreesDuellist, b: DegreesDuellist, seed: number, options: Dg["options"] = rules.options.defaults, keepLog = false): { winner: string | null; round: number; fighters: readonly Dg["combatant"][]; log: DegreesLogEntry[] | null } {
  return playDuel(duelEntries(a, b), seed, options, keepLog);
}

/** The most duels one command may play. */
export const MAX_DEGREES_DUEL_RUNS = 1_000_000;

/** Many duels with consecutive seeds: win rates and the mean round to victory. */
export function runDegreesDuels(a: DegreesDuellist, b: DegreesDuellist, runs: number, seed = 1, options: Dg["options"] = rules.options.defaults): DegreesDuelSummary {
  if (a.entry.id === b.entry.id) throw new ScenarioError(`${b.source}: duellist.id: ${JSON.stringify(b.entry.id)} is the other duellist's id too; give each its own`);
  const wins = Object.create(null) as Record<string, number>;
  wins[a.entry.id] = 0;
  wins[b.entry.id] = 0;
  let draws = 0;
  let rounds = 0;
  const entries = duelEntries(a, b);
  for (let i = 0; i < runs; i++) {
    const { winner, round } = playDuel(entries, seed + i, options, false);
    if (winner === null) draws++;
    else {
      wins[winner] = (wins[winner] ?? 0) + 1;
      rounds += round;
    }
  }
  const decided = runs - draws;
  return { runs, wins, draws, meanRoundsToVictory: decided ? rounds / decided : 0 };
}
