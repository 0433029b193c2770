import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { adjacent, flanks, oppositeSides, type BoardSpace } from "./flanking";

const at = (x: number, y: number, size = 1): BoardSpace => ({ x, y, size });
const TARGET = at(5, 5);
/** The eight cells around a Standard-sized target at (5, 5). */
const RING = [at(4, 4), at(5, 4), at(6, 4), at(6, 5), at(6, 6), at(5, 6), at(4, 6), at(4, 5)];

describe("flanking on the board (M60)", () => {
  it("flanks a Standard-sized target from each of the four opposite pairs of cells, and from no other pair", () => {
    const pairs: string[] = [];
    for (let i = 0; i < RING.length; i++) for (let j = i + 1; j < RING.length; j++) if (flanks(RING[i]!, TARGET, RING[j]!)) pairs.push(`${i}-${j}`);
    expect(pairs).toEqual(["0-4", "1-5", "2-6", "3-7"]);
  });

  it("reads a larger target by its sides: across a Large target's width, but not from one side to the next", () => {
    const large = at(5, 5, 2);
    expect(flanks(at(4, 5), large, at(7, 6))).toBe(true);
    expect(flanks(at(5, 4), large, at(6, 7))).toBe(true);
    expect(flanks(at(4, 4), large, at(7, 7))).toBe(true);
    expect(flanks(at(4, 5), large, at(6, 7))).toBe(false);
  });

  it("needs both next to the target: an ally two cells away does not flank", () => {
    expect(oppositeSides(at(4, 5), TARGET, at(7, 5))).toBe(true);
    expect(flanks(at(4, 5), TARGET, at(7, 5))).toBe(false);
    expect(adjacent(at(7, 5), TARGET)).toBe(false);
    expect(adjacent(at(5, 5), TARGET)).toBe(false);
  });

  it("is the same both ways and anywhere on the board", () => {
    const cell = fc.integer({ min: -20, max: 20 });
    const space = fc.record({ x: cell, y: cell, size: fc.integer({ min: 1, max: 4 }) });
    fc.assert(
      fc.property(space, space, space, fc.integer({ min: -50, max: 50 }), fc.integer({ min: -50, max: 50 }), (a, t, b, sx, sy) => {
        const moved = (s: BoardSpace) => ({ x: s.x + sx, y: s.y + sy, size: s.size });
        const result = flanks(a, t, b);
        expect(flanks(b, t, a)).toBe(result);
        expect(flanks(moved(a), moved(t), moved(b))).toBe(result);
        // Flanking needs the two on different sides: an attacker never flanks with itself.
        expect(flanks(a, t, a)).toBe(false);
      }),
    );
  });
});
