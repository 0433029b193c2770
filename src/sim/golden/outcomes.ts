/**
 * Golden outcomes: what today's engine makes of a fixed, seeded set of fights, so that a change
 * meant only to make the engine faster can prove it changed no result. `write.ts` records them
 * into `outcomes.json`; `golden.test.ts` plays them again and compares every one.
 *
 * Three kinds of fight, to reach most of the rules: duels between the two `scenarios/duel`
 * fighters (each played twice, with and without a log, since the log-free path must roll the
 * same dice), the bundled scenario as its `--json` output, and the fuzz harness's random fights
 * (statuses of every kind, Take the Hit, Willpower, interrupts, Delays, odd options).
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { IcCombatant } from "../../rules/ic/combatant";
import { fightDuel, parseDuellist, type Duellist } from "../duel";
import { emptyFightReport, playFight } from "../fuzz/fights";
import type { BattleLogEntry } from "../play-ic";
import { runScenario, type CombatantSummary } from "../run";
import { parseScenario } from "../scenario";

/** Where the fights come from, relative to the project root. */
const DUELLISTS = ["scenarios/duel/brawler.yaml", "scenarios/duel/ninjutsu.yaml"] as const;
const SCENARIO = "scenarios/valley-of-the-end.yaml";

/** 300 duels: three runs of 100 consecutive seeds, far apart. */
const DUEL_SEEDS = [1, 10_001, 777_777].flatMap((first) => Array.from({ length: 100 }, (_, i) => first + i));
const SCENARIO_SEEDS = [1, 2, 3, 42];
/** Random fights: the harness's seed and how many fights, each played for up to this many moments. */
const FIGHTS = { seed: 20_240_601, count: 150, moments: 80 };

/** A combatant's pools and running numbers as a fight left them; a tuple, so 300 duels stay a small file. */
export type GoldenPools = [id: string, vitality: number, hp: number, willpower: number, fatigue: number, ap: number, nextIc: number, condition: string];

export interface GoldenDuel {
  seed: number;
  winner: string | null;
  ic: number;
  pools: GoldenPools[];
  /** Hashes of the whole final state of both duellists and of the full log. */
  state: string;
  log: string;
}

export interface GoldenScenario {
  seed: number;
  ic: number;
  combatants: CombatantSummary[];
  /** Hash of the scenario's whole `--json` output. */
  json: string;
}

export interface GoldenFight {
  n: number;
  pools: GoldenPools[];
  state: string;
}

export interface GoldenOutcomes {
  duels: GoldenDuel[];
  scenarios: GoldenScenario[];
  fights: GoldenFight[];
}

/** A short, stable fingerprint of plain data. */
export function hashOf(data: unknown): string {
  return createHash("sha256").update(JSON.stringify(data)).digest("hex").slice(0, 16);
}

function poolsOf(combatants: readonly IcCombatant[]): GoldenPools[] {
  return combatants.map((c) => [c.id, c.vitality.value, c.hp.value, c.willpower.value, c.fatigue.level, c.ap, c.nextIc, c.condition]);
}

/** One duel, played with a log; throws if the same seed without a log ends differently. */
function duel(a: Duellist, b: Duellist, seed: number): GoldenDuel {
  const log: BattleLogEntry[] = [];
  const logged = fightDuel(a, b, seed, undefined, log);
  const quiet = fightDuel(a, b, seed);
  const state = hashOf(logged.combatants);
  if (quiet.winner !== logged.winner || quiet.ic !== logged.ic || hashOf(quiet.combatants) !== state) throw new Error(`duel ${seed}: without a log it ends differently`);
  return { seed, winner: logged.winner, ic: logged.ic, pools: poolsOf(logged.combatants), state, log: hashOf(log) };
}

function scenario(text: string, seed: number): GoldenScenario {
  const result = runScenario(parseScenario(text, SCENARIO), seed);
  // Exactly what `npm run sim -- <file> --json` prints.
  const json = { ic: result.ic, initiative: result.initiative, log: result.log, combatants: result.combatants };
  return { seed, ic: result.ic, combatants: result.combatants, json: hashOf(json) };
}

function fight(n: number): GoldenFight {
  const combatants = playFight(FIGHTS.seed, n, FIGHTS.moments, emptyFightReport());
  return { n, pools: poolsOf(combatants), state: hashOf(combatants) };
}

/** Plays every golden fight with the engine as it is now, reading the scenario files under `root` (the project's). */
export function goldenOutcomes(root: string): GoldenOutcomes {
  const read = (path: string) => readFileSync(join(root, path), "utf8");
  const [a, b] = DUELLISTS.map((path) => parseDuellist(read(path), path)) as [Duellist, Duellist];
  const text = read(SCENARIO);
  return {
    duels: DUEL_SEEDS.map((seed) => duel(a, b, seed)),
    scenarios: SCENARIO_SEEDS.map((seed) => scenario(text, seed)),
    fights: Array.from({ length: FIGHTS.count }, (_, n) => fight(n)),
  };
}
