import { describe, expect, it } from "vitest";
import { DEFAULT_ROLLKEEP_OPTIONS, woundTrack, type RollkeepVariant } from "../../src/rules/rollkeep";
import { RATING_MAX, WOUNDS_MAX } from "../../src/rulesets/rollkeep/data/bounds";
import { rkFlag, rkPack } from "./rollkeep-pack-sources";

/*
 * The wound-rank tables are editable copies of the engine's tracks (C9–C12, MK3): each table is one
 * track at one Earth Ring, each result one rank over the wounds that put a character in it. They
 * must say what src/rules/rollkeep/character/wound-ranks.ts says.
 */

interface TrackFlag {
  variant: RollkeepVariant;
  mook: boolean;
  earth: number;
  multiplier?: number;
}

const tables = rkPack("rollkeep-wound-tables");
const trackOf = (t: (typeof tables)[number]) => rkFlag<TrackFlag>(t, "woundTrack");

describe("the roll-and-keep wound-rank tables", () => {
  it("hold the 4e ranks, the house thresholds and the house mook track for every Earth Ring a character may have", () => {
    const held = tables.map((t) => `${trackOf(t).variant}${trackOf(t).mook ? " mook" : ""} ${trackOf(t).earth}`).sort();
    const earths = Array.from({ length: RATING_MAX }, (_, i) => i + 1);
    expect(held).toEqual(["4e", "house", "house mook"].flatMap((track) => earths.map((e) => `${track} ${e}`)).sort());
  });

  it.each(tables.map((t) => [t.name, t] as const))("%s is the engine's track, rank for rank", (_name, table) => {
    const { variant, mook, earth, multiplier } = trackOf(table);
    const steps = woundTrack(earth, mook, { ...DEFAULT_ROLLKEEP_OPTIONS, variant, woundRankMultiplier: multiplier ?? DEFAULT_ROLLKEEP_OPTIONS.woundRankMultiplier });
    const results = [...(table.results ?? [])].sort((a, b) => a.range[0] - b.range[0]);
    expect(results.map((r) => ({ ...rkFlag<object>(r, "woundRank"), from: r.range[0] }))).toEqual(steps.map((s) => ({ rank: s.rank, penalty: s.penalty, state: s.state, from: s.from })));
    expect(results.map((r) => r.name.toLowerCase())).toEqual(steps.map((s) => s.rank));
    // No gap, no overlap, from no wounds to as many as a character may store.
    results.forEach((r, i) => expect(r.range[1], r.name).toBe(i + 1 < results.length ? results[i + 1]!.range[0] - 1 : WOUNDS_MAX));
    expect(results[0]?.range[0]).toBe(0);
  });

  it("use the default 4e multiplier and say that it is one", () => {
    for (const t of tables.filter((t) => trackOf(t).variant === "4e")) {
      expect(trackOf(t).multiplier, t.name).toBe(DEFAULT_ROLLKEEP_OPTIONS.woundRankMultiplier);
      expect(t.description, t.name).toMatch(/<strong>Default\.<\/strong>/);
    }
  });

  it("give the house thresholds of the text's own table (W13) and mook example (W14)", () => {
    const starts = (variant: string, mook: boolean, earth: number) =>
      tables.find((t) => trackOf(t).variant === variant && trackOf(t).mook === mook && trackOf(t).earth === earth)!.results!.slice(1).map((r) => r.range[0]);
    expect(starts("house", false, 2)).toEqual([11, 15, 19, 23, 27, 31, 35, 39]);
    expect(starts("house", false, 3)).toEqual([16, 22, 28, 34, 40, 46, 52, 58]);
    expect(starts("house", false, 4)).toEqual([21, 29, 37, 45, 53, 61, 69, 77]);
    expect(starts("house", true, 2)).toEqual([9, 17, 25, 29]);
  });
});
