import { seededDice, type DiceSource } from "../../rules/dice";
import { copyOf, stateOf } from "../../rules/degrees/port/fighter";
import { RULESET_EXTRAS, type RulesetTypesOf } from "../../rules/registry";
import { rules, SEVERAL_SIDES, standingSide, type Fight } from "./fight";
import type { MountKind } from "../../rules/degrees/mounts";
import type { FighterEntry } from "./fighters";
import type { DegreesLogEntry } from "./log";
import { playRounds } from "./rounds";
import type { DegreesScenario, DegreesTurn } from "./scenario";

type Dg = RulesetTypesOf<"degrees">;

/** One fighter at the end of a fight. */
export interface DegreesSummary {
  id: string;
  name: string;
  side: string;
  hp: number;
  nonLethal: number;
  /** Where its HP leave it (M41): active, disabled, unconscious, dying, stable, dead. */
  state: string;
  chakra: number;
  conditions: string[];
}

export interface DegreesResult {
  name: string;
  ruleset: "degrees";
  /** The last round played (0: the surprise round). */
  round: number;
  /** The side left standing alone; null for none. */
  winner: string | null;
  initiative: Record<string, number>;
  log: DegreesLogEntry[];
  combatants: DegreesSummary[];
}

/**
 * Initiative for everyone, through the port (M5, M6): given in the file or rolled, a group rolled
 * for once (M8), a partner never (M86; `rollInitiativeFor`), then placed, ties by the accuracy and
 * a roll-off. A file's partner is not in the fight as it starts: its owner calls it in its first
 * turn (M85, rounds.ts), so only the others are placed. The rolls, by id.
 */
export function placeInitiative(entries: readonly FighterEntry[], options: Dg["options"], dice: DiceSource): { fighters: Dg["combatant"][]; rolls: Record<string, number> } {
  // Indexed loops: every duel places, the first duels of a run before this code is optimised, and a for…of makes an iterator and a result per element until it is.
  const all: Dg["combatant"][] = [];
  // Made only for a file that fixes someone's initiative: most duels roll.
  let given: Record<string, number> | undefined;
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i] as FighterEntry;
    all.push(e.fighter);
    if (e.initiative !== undefined) (given ??= Object.create(null) as Record<string, number>)[e.id] = e.initiative;
  }
  const rolls = RULESET_EXTRAS.degrees.rollInitiativeFor(all, given ? { given, underWay: false } : STARTING, options, dice) ?? {};
  const rolled: Dg["combatant"][] = [];
  for (let i = 0; i < all.length; i++) if (Object.hasOwn(rolls, (all[i] as Dg["combatant"]).id)) rolled.push(all[i] as Dg["combatant"]);
  const placements = rules.initiative.place(rolls, { current: 0, underWay: false }, { combatants: rolled, options, dice });
  // Every fighter copied, placed or not, in the entries' order (the fight finds each one's entry by its place): the fight changes its own in place (fight.ts). Plain loops, no closures: every duel places once.
  const placedFighters: Dg["combatant"][] = [];
  for (let i = 0; i < entries.length; i++) {
    const placed = copyOf((entries[i] as FighterEntry).fighter);
    for (let j = 0; j < placements.length; j++) {
      const p = placements[j] as (typeof placements)[number];
      if (p.id !== placed.id) continue;
      placed.initiative = p.initiative;
      placed.tieOrder = p.tieOrder;
      break;
    }
    placedFighters.push(placed);
  }
  return { fighters: placedFighters, rolls };
}

const STARTING = { underWay: false } as const;

/** Each fighter's scripted turns, in order: a fresh map of fresh lists (a fight shifts them), shared and empty for a fight with none (a duel). */
function queuesOf(turns: readonly DegreesTurn[]): ReadonlyMap<string, DegreesTurn[]> {
  if (turns.length === 0) return NO_QUEUES;
  const queues = new Map<string, DegreesTurn[]>();
  for (const t of turns) queues.set(t.actor, [...(queues.get(t.actor) ?? []), t]);
  return queues;
}

const NO_QUEUES: ReadonlyMap<string, DegreesTurn[]> = new Map();

/**
 * A fight ready to play: everyone placed, at the start sequence (moment 0), where common mounts
 * take fright (M91, the port's `scareMountsAtStart`, as at the table's start), each check logged.
 */
export function newFight(entries: readonly FighterEntry[], turns: readonly DegreesTurn[], options: Dg["options"], rounds: number, seed: number, keepLog: boolean): { fight: Fight; rolls: Record<string, number> } {
  const dice = seededDice(seed);
  const placed = placeInitiative(entries, options, dice);
  const { rolls } = placed;
  const kindOf = (id: string): MountKind | null => entries.find((e) => e.id === id)?.mount ?? null;
  const scared = RULESET_EXTRAS.degrees.scareMountsAtStart(placed.fighters, kindOf, options, dice);
  // The fight changes its fighters in place (fight.ts): its own list, in the entries' order.
  const fighters = scared.fighters === placed.fighters ? placed.fighters : scared.fighters.slice();
  const log: DegreesLogEntry[] | null = keepLog ? [] : null;
  for (const r of scared.rolled) log?.push({ round: 0, kind: "scared", actor: r.rider, mount: r.mountId, total: r.total, dc: r.dc, kept: r.inControl });
  const fight: Fight = { options, rounds, fighters, at: 0, dice, log, entries, queues: queuesOf(turns), cursors: new Array<number>(fighters.length).fill(0) };
  return { fight, rolls };
}

/** The side left standing alone, or null. */
export function winnerOf(fight: Fight): string | null {
  const side = standingSide(fight);
  return side === SEVERAL_SIDES ? null : side;
}

/**
 * Plays a degrees scenario through the port: initiative, then the surprise round if some but not
 * all are aware, then rounds until one side alone is standing or the last round is played.
 * `keepLog` false builds no log (a run of many).
 */
export function runDegreesScenario(scenario: DegreesScenario, seed = 1, keepLog = true): DegreesResult {
  const { fight, rolls } = newFight(scenario.entries, scenario.turns, scenario.options, scenario.rounds, seed, keepLog);
  playRounds(fight);
  const combatants = fight.fighters.map((f) => ({ id: f.id, name: f.name, side: f.side, hp: f.hp.hp, nonLethal: f.hp.nonLethal, state: stateOf(f, fight.options), chakra: f.chakra, conditions: f.conditions.map((c) => c.id) }));
  return { name: scenario.name, ruleset: "degrees", round: rules.roundOf(fight.at), winner: winnerOf(fight), initiative: rolls, log: fight.log ?? [], combatants };
}
