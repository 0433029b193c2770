/**
 * Golden outcomes of the degrees engine: what it makes today of a fixed, seeded set of degrees
 * fights, so a change meant only to make it faster can prove it changed no result. `write.ts`
 * records them into `degrees-outcomes.json` beside the IC ones; `golden.test.ts` plays them again.
 *
 * Duels between the two `scenarios/degrees/duel` fighters (each played twice, with and without a
 * log, since the log-free path must roll the same dice) and every degrees scenario's `--json` output.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { DegreesFighter } from "../../rules/degrees/port/fighter";
import { readScenarioFile } from "../ruleset-of";
import { fightDegreesDuel, readDegreesDuellist, type DegreesDuellist } from "../degrees/duel";
import { runDegreesScenario } from "../degrees/run";
import { parseDegreesScenario } from "../degrees/scenario";
import { hashOf } from "./outcomes";

const DUELLISTS = ["scenarios/degrees/duel/kenjutsu.yaml", "scenarios/degrees/duel/ninjutsu.yaml"] as const;
const SCENARIOS = "scenarios/degrees";

/** 300 duels: three runs of 100 consecutive seeds, far apart. */
const DUEL_SEEDS = [1, 10_001, 777_777].flatMap((first) => Array.from({ length: 100 }, (_, i) => first + i));
const SCENARIO_SEEDS = [1, 2, 3, 42];

/** A fighter's running numbers as a fight left them; a tuple, so 300 duels stay a small file. */
export type DegreesGoldenPools = [id: string, hp: number, nonLethal: number, chakra: number, absorption: number, conditions: string];

export interface DegreesGoldenDuel {
  seed: number;
  winner: string | null;
  round: number;
  pools: DegreesGoldenPools[];
  /** Hashes of the whole final state of both duellists and of the full log. */
  state: string;
  log: string;
}

export interface DegreesGoldenScenario {
  file: string;
  seed: number;
  winner: string | null;
  round: number;
  /** Hash of the scenario's whole `--json` output. */
  json: string;
}

export interface DegreesGoldenOutcomes {
  duels: DegreesGoldenDuel[];
  scenarios: DegreesGoldenScenario[];
}

function poolsOf(fighters: readonly DegreesFighter[]): DegreesGoldenPools[] {
  return fighters.map((f) => [f.id, f.hp.hp, f.hp.nonLethal, f.chakra, f.absorption, f.conditions.map((c) => c.id).join(",")]);
}

/** One duel, played with a log; throws if the same seed without a log ends differently. */
function duel(a: DegreesDuellist, b: DegreesDuellist, seed: number): DegreesGoldenDuel {
  const logged = fightDegreesDuel(a, b, seed, undefined, true);
  const quiet = fightDegreesDuel(a, b, seed);
  const state = hashOf(logged.fighters);
  if (quiet.winner !== logged.winner || quiet.round !== logged.round || hashOf(quiet.fighters) !== state) throw new Error(`degrees duel ${seed}: without a log it ends differently`);
  return { seed, winner: logged.winner, round: logged.round, pools: poolsOf(logged.fighters), state, log: hashOf(logged.log) };
}

function scenario(root: string, file: string, seed: number): DegreesGoldenScenario {
  const path = join(SCENARIOS, file);
  const played = runDegreesScenario(parseDegreesScenario(readScenarioFile(readFileSync(join(root, path), "utf8"), path).doc, path), seed);
  // Exactly what `npm run sim -- <file> --json` prints.
  const { name: _name, ...shown } = played;
  return { file, seed, winner: played.winner, round: played.round, json: hashOf(shown) };
}

/** Plays every degrees golden fight with the engine as it is now, reading the files under `root` (the project's). */
export function degreesGoldenOutcomes(root: string): DegreesGoldenOutcomes {
  const [a, b] = DUELLISTS.map((path) => readDegreesDuellist(readFileSync(join(root, path), "utf8"), path)) as [DegreesDuellist, DegreesDuellist];
  const files = readdirSync(join(root, SCENARIOS)).filter((f) => f.endsWith(".yaml")).sort();
  return {
    duels: DUEL_SEEDS.map((seed) => duel(a, b, seed)),
    scenarios: files.flatMap((file) => SCENARIO_SEEDS.map((seed) => scenario(root, file, seed))),
  };
}
