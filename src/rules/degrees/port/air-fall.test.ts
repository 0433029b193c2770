import { describe, expect, it } from "vitest";
import { deriveCharacter } from "../character/derived";
import { CHARACTER, fighter, O, rules } from "./test-fighters";

describe("a flier grounded by a condition put on it (M103)", () => {
  const vigor = deriveCharacter(CHARACTER).vigor;
  const flier = () => fighter("hawk", null, { conditions: [{ id: "winged" }] });

  it.each(["paralyzed", "unconscious", "grabbed"] as const)("falls when %s is put on it: its Vigor in damage, Prone, no longer Winged", (condition) => {
    const before = flier();
    const after = rules.impose(before, { condition }, 0, O);
    expect(after.hp.hp).toBe(before.hp.hp - vigor);
    const ids = after.conditions.map((c) => c.id);
    expect(ids).toContain("prone");
    expect(ids).not.toContain("winged");
    expect(ids).toContain(condition);
  });

  it("stays up under a condition that does not ground it, and one on the ground takes no fall", () => {
    const stunned = rules.impose(flier(), { condition: "stunned" }, 0, O);
    expect(stunned.hp.hp).toBe(flier().hp.hp);
    expect(stunned.conditions.map((c) => c.id)).toEqual(["winged", "stunned"]);
    const walker = fighter("wolf", null);
    expect(rules.impose(walker, { condition: "paralyzed" }, 0, O).hp.hp).toBe(walker.hp.hp);
  });
});
