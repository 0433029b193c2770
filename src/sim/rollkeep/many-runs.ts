import { runRollkeepScenario } from "./run";
import type { RollkeepScenario } from "./scenario";

/** A rollkeep scenario played many times, one seed after another: how often each side won. */
export interface RollkeepRunsSummary {
  name: string;
  ruleset: "rollkeep";
  variant: string;
  runs: number;
  /** Wins by side (no prototype, so any side name is just a key), every side of the file listed. */
  wins: Record<string, number>;
  /** Fights no one side won: a kharmic strike's double hit, or the last round played with two sides up. */
  undecided: number;
  /** The mean last round of the fights a side won. */
  meanRoundsToVictory: number;
  seconds: number;
}

/**
 * Plays the scenario `runs` times with the seeds `seed`, `seed + 1`, …, keeping no log: a duel's
 * odds or a skirmish's balance measured, where one seeded run only tells one story.
 */
export function runRollkeepMany(scenario: RollkeepScenario, runs: number, seed: number): RollkeepRunsSummary {
  const wins = Object.create(null) as Record<string, number>;
  for (const c of scenario.combatants) wins[c.side] = 0;
  let undecided = 0;
  let rounds = 0;
  const started = performance.now();
  for (let i = 0; i < runs; i++) {
    const played = runRollkeepScenario(scenario, seed + i, false);
    if (played.winner === null) undecided++;
    else {
      wins[played.winner] = (wins[played.winner] ?? 0) + 1;
      rounds += played.round;
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const decided = runs - undecided;
  return { name: scenario.name, ruleset: "rollkeep", variant: scenario.variant, runs, wins, undecided, meanRoundsToVictory: decided ? rounds / decided : 0, seconds };
}

/** The text form: a line per side with its win rate, then the undecided and the mean round. */
export function formatRollkeepRuns(s: RollkeepRunsSummary): string {
  const lines = [`${s.name} (${s.variant}): ${s.runs} fights in ${s.seconds.toFixed(2)}s`];
  for (const [side, won] of Object.entries(s.wins)) lines.push(`  ${side}: ${((100 * won) / s.runs).toFixed(1)}% wins`);
  lines.push(`  undecided: ${s.undecided}; mean round to victory: ${s.meanRoundsToVictory.toFixed(1)}`);
  return lines.join("\n");
}
