import { describe, expect, it } from "vitest";
import { refusalOf, worded } from "../../../tests/fixtures/refusals";
import { mountRefusal, mountUp, rideMove, scaredMount } from "./mounts";
import { DEFAULT_DEGREES_OPTIONS as O } from "./options";
import { FRESH_ROUND } from "./turn-actions";

describe("mounts (M90–M92)", () => {
  it("ask Animal Handling 2 of a common mount's rider, and Large or more of a special mount", () => {
    expect(worded(refusalOf(() => { throw mountRefusal(1, { kind: "common", size: "grand" }); }))).toBe("Riding a common mount takes Animal Handling 2 (you have 1).");
    expect(mountRefusal(2, { kind: "common", size: "grand" })).toBeNull();
    expect(mountRefusal(0, { kind: "special", size: "standard" })?.data).toEqual({ size: "standard" });
    expect(mountRefusal(0, { kind: "special", size: "grand" })).toBeNull();
  });

  it("make mounting a movement action that is no move, and riding the move of rider and mount", () => {
    expect(mountUp(FRESH_ROUND)).toEqual({ ...FRESH_ROUND, movement: false });
    const both = rideMove(FRESH_ROUND, FRESH_ROUND);
    expect(both.rider.moved && both.mount?.moved).toBe(true);
    expect(rideMove(FRESH_ROUND, null).mount).toBeNull();
    expect(refusalOf(() => rideMove(FRESH_ROUND, both.mount)).code).toBe("degrees.alreadyMoved");
  });

  it("throw a rider who fails DC 12 off a scared common mount, Unbalanced and unhurt", () => {
    expect(scaredMount(12, O)).toEqual({ inControl: true, riderGains: [] });
    expect(scaredMount(11, O)).toEqual({ inControl: false, riderGains: [{ id: "unbalanced", source: "scaredMount" }] });
  });
});
