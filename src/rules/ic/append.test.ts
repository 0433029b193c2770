import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { append, withAdded } from "./append";

describe("withAdded", () => {
  it("gives a new list with the item at its end and leaves the list it was given as it was, whatever its length", () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 30 }), fc.integer(), (list, item) => {
        const before = list.slice();
        const next = withAdded(list, item);
        expect(next).toEqual([...before, item]);
        expect(next).not.toBe(list);
        expect(list).toEqual(before);
      }),
    );
  });

  it("copies a frozen list, which it cannot push into", () => {
    const shared = Object.freeze(["a", "b", "c"]);
    expect(withAdded(shared, "d")).toEqual(["a", "b", "c", "d"]);
    expect(withAdded(Object.freeze(["a", "b", "c", "d", "e"]), "f")).toEqual(["a", "b", "c", "d", "e", "f"]);
  });
});

describe("append", () => {
  it("makes a new list for the first item and pushes after", () => {
    const first = append<number>([], 1);
    expect(first).toEqual([1]);
    expect(append(first, 2)).toBe(first);
    expect(first).toEqual([1, 2]);
  });
});
