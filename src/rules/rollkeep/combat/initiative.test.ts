import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { refusalOf } from "../../../../tests/fixtures/refusals";
import { fixedDice, seededDice } from "../../dice";
import { DEFAULT_ROLLKEEP_OPTIONS, type RollkeepOptions } from "../options";
import { changeInitiative, placeInitiative, rollInitiative, swapInitiative, turnOrder } from "./initiative";
import { initiativePool } from "./initiative-pool";
import { tiedTriggerOrder } from "./trigger-order";

const fourth = DEFAULT_ROLLKEEP_OPTIONS;
const house: RollkeepOptions = { ...DEFAULT_ROLLKEEP_OPTIONS, variant: "house" };

describe("initiative", () => {
  it("Insight Rank 2, Reflexes 3 rolls 5k3 (W9)", () => {
    const roll = rollInitiative({ id: "a", insightRank: 2, reflexes: 3 }, house, fixedDice([9, 2, 7, 4, 3]));
    expect(roll.summed).toEqual({ rolled: 5, kept: 3, flat: 0 });
    expect(roll.total).toBe(20);
  });

  it("keeps Reflexes dice and rolls Insight Rank more (C8, property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 10 }), (ir, ref) => {
        const pool = initiativePool(ir, ref);
        expect(pool.kept).toBe(ref);
        expect(pool.rolled - pool.kept).toBe(ir);
      }),
    );
  });

  it("refuses an initiative number out of range", () => {
    const refusal = refusalOf(() => rollInitiative({ id: "a", insightRank: -1, reflexes: 3 }, fourth, seededDice(1)));
    expect(refusal.data).toMatchObject({ subject: "initiative", field: "insightRank" });
  });

  it("orders highest first, breaking 4e ties by Reflexes and then at random, stored for the fight (S2, S5)", () => {
    const placed = placeInitiative(
      [
        { id: "slow", initiative: 12, reflexes: 2 },
        { id: "quick", initiative: 20, reflexes: 2 },
        { id: "sharp", initiative: 12, reflexes: 4 },
      ],
      fourth,
      fixedDice([1]),
    );
    expect(placed).toEqual([
      { id: "quick", initiative: 20, tieOrder: 0 },
      { id: "sharp", initiative: 12, tieOrder: 0 },
      { id: "slow", initiative: 12, tieOrder: 1 },
    ]);
  });

  it("settles house ties at random only (S7)", () => {
    const scores = [
      { id: "a", initiative: 12, reflexes: 2 },
      { id: "b", initiative: 12, reflexes: 4 },
    ];
    expect(turnOrder(placeInitiative(scores, house, fixedDice([1])))).toEqual(["b", "a"]);
    expect(turnOrder(placeInitiative(scores, house, fixedDice([2])))).toEqual(["a", "b"]);
  });

  it("sends a score that changes onto a held value behind everyone on it, and places joiners the same way (S7, C8)", () => {
    const placed = [
      { id: "a", initiative: 20, tieOrder: 0 },
      { id: "b", initiative: 15, tieOrder: 0 },
      { id: "c", initiative: 10, tieOrder: 0 },
    ];
    const moved = changeInitiative(placed, "c", 20);
    expect(turnOrder(moved)).toEqual(["a", "c", "b"]);
    const joined = changeInitiative(moved, "d", 20);
    expect(joined.find((p) => p.id === "d")).toEqual({ id: "d", initiative: 20, tieOrder: 2 });
    expect(turnOrder(joined)).toEqual(["a", "c", "d", "b"]);
  });

  it("swaps two places for the rest of the fight (V9)", () => {
    const placed = [
      { id: "a", initiative: 20, tieOrder: 0 },
      { id: "b", initiative: 15, tieOrder: 0 },
    ];
    expect(turnOrder(swapInitiative(placed, "a", "b"))).toEqual(["b", "a"]);
  });
});

describe("start-of-round effects on a tie", () => {
  it("lets the higher initiative pick first or last, then the next among the places left (S9)", () => {
    const picks: Record<string, "first" | "last"> = { a: "last", b: "first", c: "last", d: "first" };
    expect(tiedTriggerOrder(["a", "b", "c", "d"], (id) => picks[id]!)).toEqual(["b", "d", "c", "a"]);
  });
});
