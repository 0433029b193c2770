import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_ROLLKEEP_OPTIONS, type RollkeepOptions } from "../options";
import { woundRank, woundTrack, type WoundRankName } from "./wound-ranks";

const fourth = DEFAULT_ROLLKEEP_OPTIONS;
const house: RollkeepOptions = { ...DEFAULT_ROLLKEEP_OPTIONS, variant: "house" };
const starts = (earth: number, mook: boolean, options: RollkeepOptions) => woundTrack(earth, mook, options).slice(1).map((s) => s.from);
const rankAt = (wounds: number, earth: number, options: RollkeepOptions, mook = false): WoundRankName => woundRank(wounds, woundTrack(earth, mook, options)).rank;

describe("4e wound ranks", () => {
  it("holds Earth × 5 wounds in Healthy and Earth × 2 in every rank after it (C9)", () => {
    expect(starts(2, false, fourth)).toEqual([11, 15, 19, 23, 27, 31, 35, 39]);
    expect(woundTrack(2, false, fourth).map((s) => s.rank)).toEqual(["healthy", "nicked", "grazed", "hurt", "injured", "crippled", "down", "out", "dead"]);
  });

  it("puts a character in a rank from the first wound that starts filling it (C9)", () => {
    expect(rankAt(10, 2, fourth)).toBe("healthy");
    expect(rankAt(11, 2, fourth)).toBe("nicked");
    expect(rankAt(38, 2, fourth)).toBe("out");
  });

  it("kills with the first wound past a full Out (C9)", () => {
    expect(rankAt(39, 2, fourth)).toBe("dead");
  });

  it("widens the ranks after Healthy by the campaign multiplier, Healthy staying Earth × 5 (C10)", () => {
    expect(starts(2, false, { ...fourth, woundRankMultiplier: 3 })).toEqual([11, 17, 23, 29, 35, 41, 47, 53]);
  });

  it("adds +3, +5, +10, +15, +20, +40 to TNs, with Crippled slowing moves and Down allowing Free Actions only (C11)", () => {
    const track = woundTrack(3, false, fourth);
    expect(track.map((s) => s.penalty)).toEqual([0, 3, 5, 10, 15, 20, 40, 0, 0]);
    expect(track.map((s) => s.state)).toEqual(["active", "active", "active", "active", "active", "slowed", "down", "out", "dead"]);
  });

  it("ignores the mook flag: mooks are a house rule (MK3)", () => {
    expect(starts(2, true, fourth)).toEqual(starts(2, false, fourth));
  });
});

describe("house wound thresholds", () => {
  it("threshold table for Earth 2, 3 and 4 (W13)", () => {
    expect(starts(2, false, house)).toEqual([11, 15, 19, 23, 27, 31, 35, 39]);
    expect(starts(3, false, house)).toEqual([16, 22, 28, 34, 40, 46, 52, 58]);
    expect(starts(4, false, house)).toEqual([21, 29, 37, 45, 53, 61, 69, 77]);
  });

  it("Earth 2 with 25 wounds is Injured; 27 are needed for Bloodied (W12)", () => {
    expect(rankAt(25, 2, house)).toBe("injured");
    expect(rankAt(26, 2, house)).toBe("injured");
    expect(rankAt(27, 2, house)).toBe("bloodied");
  });

  it("names Nicked … Dead with penalties −3 … −40, and ignores the 4e multiplier (C12)", () => {
    const track = woundTrack(2, false, { ...house, woundRankMultiplier: 4 });
    expect(track.map((s) => [s.rank, s.penalty])).toEqual([["healthy", 0], ["nicked", 3], ["grazed", 5], ["hurt", 10], ["injured", 15], ["bloodied", 20], ["crippled", 40], ["out", 0], ["dead", 0]]);
  });

  it("mook with Earth 2: Hurt at 10 wounds, Out at 25, Dead 4 later (W14)", () => {
    expect(starts(2, true, house)).toEqual([9, 17, 25, 29]);
    expect(rankAt(10, 2, house, true)).toBe("hurt");
    expect(rankAt(25, 2, house, true)).toBe("out");
    expect(rankAt(29, 2, house, true)).toBe("dead");
    expect(woundTrack(2, true, house).map((s) => s.penalty)).toEqual([0, 10, 20, 0, 0]);
  });
});

describe("wound rank properties", () => {
  const anyOptions = fc.record({ variant: fc.constantFrom("4e" as const, "house" as const), woundRankMultiplier: fc.integer({ min: 1, max: 10 }) });

  it("never gets better as wounds grow", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), fc.boolean(), anyOptions, fc.integer({ min: 0, max: 200 }), fc.integer({ min: 0, max: 50 }), (earth, mook, options, wounds, more) => {
        const track = woundTrack(earth, mook, options);
        const index = (w: number) => track.indexOf(woundRank(w, track));
        expect(index(wounds + more)).toBeGreaterThanOrEqual(index(wounds));
      }),
    );
  });

  it("starts every threshold after the one before, and never gets easier with more Earth", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), fc.boolean(), anyOptions, (earth, mook, options) => {
        const track = woundTrack(earth, mook, options);
        for (let i = 1; i < track.length; i++) expect(track[i]!.from).toBeGreaterThan(track[i - 1]!.from);
        const tougher = woundTrack(earth + 1, mook, options);
        track.forEach((step, i) => expect(tougher[i]!.from).toBeGreaterThanOrEqual(step.from));
      }),
    );
  });
});
