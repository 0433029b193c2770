/**
 * Records the golden outcomes (see outcomes.ts, degrees-outcomes.ts) into outcomes.json and
 * degrees-outcomes.json, one fight a line so a
 * difference reads plainly in a diff. Run it only when a change is meant to change results:
 * `node scripts/run-ts.mjs src/sim/golden/write.ts`.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { degreesGoldenOutcomes } from "./degrees-outcomes";
import { goldenOutcomes } from "./outcomes";

// npm and the run-ts bundle run from the project root; the bundle's own folder is elsewhere.
const root = process.cwd();
const golden = goldenOutcomes(root);
const lines = (list: readonly unknown[]) => list.map((entry) => `    ${JSON.stringify(entry)}`).join(",\n");
const text = `{\n  "duels": [\n${lines(golden.duels)}\n  ],\n  "scenarios": [\n${lines(golden.scenarios)}\n  ],\n  "fights": [\n${lines(golden.fights)}\n  ]\n}\n`;
writeFileSync(join(root, "src/sim/golden/outcomes.json"), text);
const degrees = degreesGoldenOutcomes(root);
writeFileSync(join(root, "src/sim/golden/degrees-outcomes.json"), `{\n  "duels": [\n${lines(degrees.duels)}\n  ],\n  "scenarios": [\n${lines(degrees.scenarios)}\n  ]\n}\n`);
console.log(`Recorded ${golden.duels.length} duels, ${golden.scenarios.length} scenario runs and ${golden.fights.length} random fights; degrees: ${degrees.duels.length} duels and ${degrees.scenarios.length} scenario runs.`);
