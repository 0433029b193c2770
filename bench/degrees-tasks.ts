/** The degrees measurements, each run where it is called (the bench calls each in a fresh worker thread). */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { readDegreesDuellist, runDegreesDuels, type DegreesDuelSummary } from "../src/sim/degrees/duel";

export type DegreesTask = { task: "degreesDuels"; runs: number; seed: number };

/** Seconds for `runs` duels between the two duellists of scenarios/degrees/duel (npm runs the bench from the project root), and how they went. */
export function degreesDuels(runs: number, seed: number): { value: number; degrees: DegreesDuelSummary } {
  const read = (file: string) => readDegreesDuellist(readFileSync(join(process.cwd(), "scenarios/degrees/duel", file), "utf8"), file);
  const a = read("kenjutsu.yaml");
  const b = read("ninjutsu.yaml");
  const started = performance.now();
  const summary = runDegreesDuels(a, b, runs, seed);
  return { value: (performance.now() - started) / 1000, degrees: summary };
}
