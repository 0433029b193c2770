import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_ROLLKEEP_OPTIONS, type RollkeepOptions } from "../options";
import { takeWounds } from "../attack/take-wounds";
import { checkedCharacter } from "./character";
import { deriveCharacter } from "./derive";
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
  const penalties = fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 6, maxLength: 6 });
  const anyOptions = fc.record({
    variant: fc.constantFrom("4e" as const, "house" as const),
    woundRankMultiplier: fc.integer({ min: 1, max: 10 }),
    healthyEarthMultiple: fc.integer({ min: 1, max: 10 }),
    woundPenalties4e: penalties,
    woundPenaltiesHouse: penalties,
    mookEarthMultiples: fc.array(fc.integer({ min: 1, max: 10 }), { minLength: 4, maxLength: 4 }),
  });

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

describe("a character's own wound track (U4)", () => {
  const FOUR_E = fourth;

  it("widens every rank, Healthy included, and lowers every penalty, never below 0", () => {
    // Earth 2, 4e: Healthy holds 10, each rank 4; three more wounds per rank put Nicked at 14, Grazed at 21.
    const track = woundTrack(2, false, FOUR_E, { penaltyReduction: 5, extraWoundsPerRank: 3 });
    expect(track.map((s) => [s.rank, s.from, s.penalty])).toEqual([
      ["healthy", 0, 0],
      ["nicked", 14, 0],
      ["grazed", 21, 0],
      ["hurt", 28, 5],
      ["injured", 35, 10],
      ["crippled", 42, 15],
      ["down", 49, 35],
      ["out", 56, 0],
      ["dead", 63, 0],
    ]);
    expect(woundRank(13, track).rank).toBe("healthy");
    expect(woundRank(14, track).rank).toBe("nicked");
  });

  it("changes nothing without adjustments, and reaches the wounds a blow leaves", () => {
    expect(woundTrack(3, false, FOUR_E, { penaltyReduction: 0, extraWoundsPerRank: 0 })).toEqual(woundTrack(3, false, FOUR_E));
    const eased = takeWounds({ wounds: 0, earth: 2, mook: false, adjustments: { penaltyReduction: 0, extraWoundsPerRank: 3 } }, 12, { voidPoint: false, reduction: 0 }, FOUR_E);
    expect(eased.after.rank).toBe("healthy");
    expect(takeWounds({ wounds: 0, earth: 2, mook: false }, 12, { voidPoint: false, reduction: 0 }, FOUR_E).after.rank).toBe("nicked");
  });

  it("is read from the character, checked, and refused out of range with the field named", () => {
    const base = { traits: { stamina: 2, willpower: 2, reflexes: 2, awareness: 2, strength: 2, perception: 2, agility: 2, intelligence: 2 }, void: 2, insightRank: 1 };
    const character = checkedCharacter({ ...base, woundAdjustments: { penaltyReduction: 5 } });
    expect(character.woundAdjustments).toEqual({ penaltyReduction: 5, extraWoundsPerRank: 0 });
    // 20 wounds at Earth 2 is Hurt (from 19), a penalty of 10 eased to 5.
    expect(deriveCharacter({ ...character, wounds: 20 }, DEFAULT_ROLLKEEP_OPTIONS).woundRank.penalty).toBe(5);
    expect(() => checkedCharacter({ ...base, woundAdjustments: { extraWoundsPerRank: -1 } })).toThrow(/woundAdjustments\.extraWoundsPerRank/);
    expect(() => checkedCharacter({ ...base, woundAdjustments: { penaltyReduction: 101 } })).toThrow(/woundAdjustments\.penaltyReduction/);
  });
});

describe("the wound tables a GM edits (O2)", () => {
  it("lay the track out from the edited Healthy width, penalties and mook multiples", () => {
    const harsher: RollkeepOptions = { ...fourth, healthyEarthMultiple: 3, woundPenalties4e: [5, 10, 15, 20, 30, 50] };
    // Earth 2: Healthy holds 6, each rank 4.
    expect(woundTrack(2, false, harsher).map((s) => [s.rank, s.from, s.penalty])).toEqual([
      ["healthy", 0, 0], ["nicked", 7, 5], ["grazed", 11, 10], ["hurt", 15, 15], ["injured", 19, 20], ["crippled", 23, 30], ["down", 27, 50], ["out", 31, 0], ["dead", 35, 0],
    ]);
    const mooks: RollkeepOptions = { ...house, mookEarthMultiples: [2, 3, 3, 1], woundPenaltiesHouse: [1, 2, 3, 4, 5, 6] };
    // Earth 2: Hurt at 5, Bloodied 6 later, Out 6 later, Dead 2 later; Hurt and Bloodied keep the house table's penalties.
    expect(woundTrack(2, true, mooks).map((s) => [s.rank, s.from, s.penalty])).toEqual([["healthy", 0, 0], ["hurt", 5, 3], ["bloodied", 11, 5], ["out", 17, 0], ["dead", 19, 0]]);
  });

  it("are refused, naming the option, when a list is the wrong length or holds a bad number", async () => {
    const { rollkeepOptionsFrom } = await import("../options");
    expect(() => rollkeepOptionsFrom({ woundPenalties4e: [3, 5, 10] })).toThrow("options.woundPenalties4e: must list 6 whole numbers");
    expect(() => rollkeepOptionsFrom({ woundPenaltiesHouse: [3, 5, 10, 15, 20, 101] })).toThrow("options.woundPenaltiesHouse: entry 6 must be a whole number from 0 to 100");
    expect(() => rollkeepOptionsFrom({ mookEarthMultiples: [4, 0, 4, 2] })).toThrow("options.mookEarthMultiples: entry 2 must be a whole number from 1 to 10");
    expect(() => rollkeepOptionsFrom({ healthyEarthMultiple: 0 })).toThrow("options.healthyEarthMultiple");
    expect(rollkeepOptionsFrom({ woundPenalties4e: [1, 2, 3, 4, 5, 6] }).woundPenalties4e).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
