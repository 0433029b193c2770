/**
 * Figures of the Foundry layer, measured in the test harness (tests/harness: in-memory documents,
 * the system's real templates through real Handlebars, compiled once as core does at preload):
 *  - an actor sheet with 100 techniques: the actor's data preparation and the sheet's render, the
 *    median of several runs (the target is under 20 ms);
 *  - End IC with 200 combatants under 5 ticking statuses: the writes it costs (statuses that only
 *    weaken, and with one ending per actor) and the size of the summary it posts.
 * `foundryValues()` measures them (once, in the thread it runs in: the harness installs Foundry's
 * globals there); `foundryFigures()` words them for `npm run bench`, which measures them in a
 * worker thread of their own. Run this file alone with `node scripts/run-ts.mjs bench/foundry.bench.ts`.
 */
import { basename } from "node:path";
import { bootSystem, writes, type Harness } from "../tests/harness";
import { crowdFight } from "../tests/fixtures/crowd";
import { figure, reportFigures, type Figure } from "./figure";

const KINDS = ["taijutsu", "ninjutsu", "genjutsu", "weapon", "defensive", "utility"] as const;
const RUNS = 15;
const WARM_UP = 3;

/** A technique of each kind in turn, numbered, as a character's list might hold them. */
function technique(i: number) {
  const kind = KINDS[i % KINDS.length] ?? "taijutsu";
  return { name: `Technique ${i}`, type: "technique", system: { kind, speed: 4 + (i % 9), stamina: i % 7, damage: { dice: "2d6", stat: "str", type: "blunt" } } };
}

interface Prepared {
  prepareData(): void;
  items: Iterable<Prepared>;
}
interface Rendered {
  render(): Promise<unknown>;
  parts: Record<string, string>;
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The median milliseconds of preparing an actor with 100 techniques and rendering its sheet, and the last render's HTML. */
export async function sheetRender(): Promise<{ ms: number; parts: Record<string, string> }> {
  await bootSystem();
  // The harness installs its document doubles as the globals; create is all this needs of them.
  const actor = (await (Actor as unknown as { create(d: object): Promise<Prepared> }).create({
    name: "Hundred Hands",
    type: "character",
    system: { stats: { str: 40, dex: 40, agi: 40, res: 40, cha: 40 } },
    items: Array.from({ length: 100 }, (_, i) => technique(i)),
  }));
  const { ShinobiActorSheet } = await import("../src/rulesets/ic/sheets");
  // The sheet's constructor takes core's options type; the double accepts the document alone.
  const sheet = new ShinobiActorSheet({ document: actor } as never) as unknown as Rendered;
  const times: number[] = [];
  for (let run = 0; run < WARM_UP + RUNS; run++) {
    const started = performance.now();
    // Core's Actor#prepareData prepares the embedded items too; the harness's double does only the actor.
    for (const item of actor.items) item.prepareData();
    actor.prepareData();
    await sheet.render();
    if (run >= WARM_UP) times.push(performance.now() - started);
  }
  return { ms: median(times), parts: sheet.parts };
}

/** End IC in the crowd fight (tests/fixtures/crowd): the writes it cost and the summary's bytes. */
export async function endIcCost(expiring: boolean): Promise<{ writes: number; summaryBytes: number }> {
  const harness: Harness = await bootSystem();
  const { combat } = await crowdFight(200, { expiring });
  writes.reset();
  await combat.endIc();
  // The harness types its messages as plain documents; the summary's text is the ChatMessage double's `content`.
  const message = harness.game.messages.contents.at(-1) as unknown as { content: string } | undefined;
  return { writes: writes.calls(), summaryBytes: new TextEncoder().encode(message?.content ?? "").length };
}

/** The Foundry layer's numbers, by their names in `npm run bench -- --json`. */
export interface FoundryValues {
  sheetRenderMs: number;
  endIcWrites: number;
  endIcWritesExpiring: number;
  endIcSummaryBytes: number;
}

export async function foundryValues(): Promise<FoundryValues> {
  const sheet = await sheetRender();
  const weakening = await endIcCost(false);
  const expiring = await endIcCost(true);
  return { sheetRenderMs: sheet.ms, endIcWrites: weakening.writes, endIcWritesExpiring: expiring.writes, endIcSummaryBytes: expiring.summaryBytes };
}

/** The Foundry figures for the bench, each a line of its own and a key in the JSON; `measured` is asked once for all of them. */
export function foundryFigures(measured: () => Promise<FoundryValues>): Figure[] {
  let values: Promise<FoundryValues> | null = null;
  const value = (key: keyof FoundryValues) => async () => (await (values ??= measured()))[key];
  return [
    figure({ name: "sheetRenderMs", measure: value("sheetRenderMs"), format: (v: number) => `Actor sheet with 100 techniques, prepareData + render (median): ${v.toFixed(2)} ms` }),
    figure({ name: "endIcWrites", measure: value("endIcWrites"), format: (v: number) => `End IC, 200 combatants × 5 statuses weakening: ${v} writes` }),
    figure({ name: "endIcWritesExpiring", measure: value("endIcWritesExpiring"), format: (v: number) => `End IC, 200 combatants × 5 statuses, one ending on each: ${v} writes` }),
    figure({ name: "endIcSummaryBytes", measure: value("endIcSummaryBytes"), format: (v: number) => `End IC chat summary, 200 combatants, one status ending on each: ${v.toLocaleString("en")} bytes` }),
  ];
}

// Run alone (this file is the entry), it prints its figures; imported by a runner or a test, it waits to be asked.
// Without a top-level await: scripts/run-ts.mjs bundles it as CommonJS, which has none.
if (basename(process.argv[1] ?? "").startsWith("foundry.bench.")) {
  reportFigures(foundryFigures(foundryValues), false).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
