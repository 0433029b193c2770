import { describe, expect, it } from "vitest";
import { indexedCopy, positionOf } from "./roster";

const roster = (ids: readonly string[]) => ids.map((id) => ({ id }));
const many = roster(Array.from({ length: 20 }, (_, i) => `c${i}`));

describe("finding combatants by id", () => {
  it("finds each in a long list, the first of two sharing an id, and nobody who is not there", () => {
    const list = [...many, { id: "c3" }];
    expect(positionOf(list, "c17")).toBe(17);
    expect(positionOf(list, "c3")).toBe(3);
    expect(positionOf(list, "ghost")).toBe(-1);
  });

  it("finds everyone in a copy that keeps their places, and someone moved since the copy was made", () => {
    const copy = indexedCopy(many);
    expect(copy).toEqual(many);
    expect(copy).not.toBe(many);
    for (let i = 0; i < many.length; i++) expect(positionOf(copy, `c${i}`)).toBe(i);
    // The copy is the caller's to change: a place that changes is caught on the look-up.
    copy.reverse();
    expect(positionOf(copy, "c0")).toBe(many.length - 1);
    expect(positionOf(many, "c0")).toBe(0);
  });

  it("copies a short list too, which is simply scanned", () => {
    const pair = roster(["a", "b"]);
    const copy = indexedCopy(pair);
    copy[1] = { id: "z" };
    expect(positionOf(copy, "z")).toBe(1);
    expect(positionOf(pair, "b")).toBe(1);
  });
});
