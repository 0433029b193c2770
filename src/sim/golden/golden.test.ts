import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { degreesGoldenOutcomes, type DegreesGoldenOutcomes } from "./degrees-outcomes";
import { goldenOutcomes, type GoldenOutcomes } from "./outcomes";

// The engine is made fast in place; this is the proof that no result changed with it.
// The cast: JSON.parse knows no types, and the file is write.ts's own output.
const recorded = JSON.parse(readFileSync(join(import.meta.dirname, "outcomes.json"), "utf8")) as GoldenOutcomes;
const now = goldenOutcomes(join(import.meta.dirname, "..", "..", ".."));

describe("the engine's results are the recorded ones (golden outcomes)", () => {
  it("plays every duel to the same winner, IC, pools, final state and log, with and without a log", () => {
    expect(now.duels.length).toBe(300);
    for (let i = 0; i < recorded.duels.length; i++) expect(now.duels[i], `duel seed ${recorded.duels[i]?.seed}`).toEqual(recorded.duels[i]);
  });

  it("plays the bundled scenario to the same --json output", () => {
    expect(now.scenarios).toEqual(recorded.scenarios);
  });

  it("plays the fuzz harness's random fights to the same end", () => {
    for (let i = 0; i < recorded.fights.length; i++) expect(now.fights[i], `fight ${i}`).toEqual(recorded.fights[i]);
  });
});

// The cast: JSON.parse knows no types, and the file is write.ts's own output.
const degreesRecorded = JSON.parse(readFileSync(join(import.meta.dirname, "degrees-outcomes.json"), "utf8")) as DegreesGoldenOutcomes;
const degreesNow = degreesGoldenOutcomes(join(import.meta.dirname, "..", "..", ".."));

describe("the degrees engine's results are the recorded ones (golden outcomes)", () => {
  it("plays every degrees duel to the same winner, round, pools, final state and log, with and without a log", () => {
    expect(degreesNow.duels.length).toBe(300);
    for (let i = 0; i < degreesRecorded.duels.length; i++) expect(degreesNow.duels[i], `duel seed ${degreesRecorded.duels[i]?.seed}`).toEqual(degreesRecorded.duels[i]);
  });

  it("plays every degrees scenario to the same --json output", () => {
    expect(degreesNow.scenarios).toEqual(degreesRecorded.scenarios);
  });
});
