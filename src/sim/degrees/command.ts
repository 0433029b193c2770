import { ScenarioError } from "../validate";
import { readDegreesDuellist, runDegreesDuels } from "./duel";
import { formatDegreesResult } from "./format";
import { runDegreesScenario } from "./run";
import { parseDegreesScenario } from "./scenario";

/** What `npm run sim -- <scenario>` prints for a degrees scenario: the round-by-round account, or its JSON. */
export function degreesScenarioOutput(doc: Record<string, unknown>, path: string, seed: number, json: boolean): string {
  const played = runDegreesScenario(parseDegreesScenario(doc, path), seed);
  const { name: _name, ...shown } = played;
  return json ? JSON.stringify(shown, null, 2) : formatDegreesResult(played);
}

/** What `npm run sim -- duel a b` prints for two degrees duellists: win rates and the mean round to victory, or their JSON. */
export function degreesDuelOutput(files: readonly { text: string; path: string; ruleset: string | null }[], runs: number, seed: number, json: boolean): string {
  const other = files.find((f) => f.ruleset !== "degrees");
  if (other) throw new ScenarioError(`${other.path}: ruleset: a duel is fought under one ruleset; name \`ruleset: degrees\` in both duellists`);
  const [a, b] = files.map((f) => readDegreesDuellist(f.text, f.path));
  if (!a || !b) throw new ScenarioError("duel: two duellist files");
  const started = performance.now();
  const summary = runDegreesDuels(a, b, runs, seed);
  const seconds = (performance.now() - started) / 1000;
  if (json) return JSON.stringify({ ruleset: "degrees", ...summary, seconds });
  const lines = [`${runs} degrees duels in ${seconds.toFixed(2)}s`];
  for (const [id, wins] of Object.entries(summary.wins)) lines.push(`  ${id}: ${((100 * wins) / runs).toFixed(1)}% wins`);
  lines.push(`  draws: ${summary.draws}; mean round to victory: ${summary.meanRoundsToVictory.toFixed(1)}`);
  return lines.join("\n");
}
