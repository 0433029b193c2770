import { describe, expect, it } from "vitest";
import { RULESET_EXTRAS } from "../../registry";
import { fighter, O } from "./test-fighters";

const extras = RULESET_EXTRAS.degrees;
const WINGED = [{ id: "winged" as const, source: "GM" }];

describe("range from the ground at a flier (M98)", () => {
  it("halves the range from the ground at a flier, and only then", () => {
    const ground = fighter("a", 12);
    const flier = fighter("b", 6, { conditions: WINGED });
    expect(extras.rangeFromGroundRefusal(ground, flier, 20, 10, O)).toBeNull();
    expect(extras.rangeFromGroundRefusal(ground, flier, 20, 11, O)?.code).toBe("degrees.outOfRangeFromGround");
    expect(extras.rangeFromGroundRefusal(ground, flier, 20, 11, O)?.data).toEqual({ distance: 11, range: 10 });
    // From the air, or at a target on the ground, the range is the table's to judge.
    expect(extras.rangeFromGroundRefusal(fighter("c", 4, { conditions: WINGED }), flier, 20, 15, O)).toBeNull();
    expect(extras.rangeFromGroundRefusal(ground, fighter("d", 2), 20, 15, O)).toBeNull();
    // An odd range is halved as every fraction is (up by default).
    expect(extras.rangeFromGroundRefusal(ground, flier, 15, 8, O)).toBeNull();
  });

  it("counts cells as a grid counts a move", () => {
    expect(extras.cellsApart({ x: 0, y: 0, size: 1 }, { x: 1, y: 1, size: 1 })).toBe(1);
    expect(extras.cellsApart({ x: 0, y: 0, size: 1 }, { x: 5, y: 2, size: 1 })).toBe(5);
    expect(extras.cellsApart({ x: 0, y: 0, size: 4 }, { x: 6, y: 0, size: 1 })).toBe(3);
  });
});
