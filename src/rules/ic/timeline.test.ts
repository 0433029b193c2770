import { describe, expect, it } from "vitest";
import { newCombatant } from "./combatant";
import { actingOn, actsOn, nextIcOfFight, nextOccupiedIc } from "./timeline";

const stats = { str: 30, dex: 30, agi: 30, res: 30, cha: 30, xp: 0 };

describe("who acts on an IC", () => {
  it("is everyone able to act whose next IC it is, in the order listed", () => {
    const due = { ...newCombatant({ id: "a", name: "A", stats }), nextIc: 5 };
    const later = { ...newCombatant({ id: "b", name: "B", stats }), nextIc: 9 };
    const down = { ...newCombatant({ id: "c", name: "C", stats }), nextIc: 5, condition: "unconscious" as const };
    const also = { ...newCombatant({ id: "d", name: "D", stats }), nextIc: 5 };
    expect(actingOn([due, later, down, also], 5)).toEqual(["a", "d"]);
  });

  it("asked of one combatant, is whether it is able to act and the IC is its next", () => {
    const due = { ...newCombatant({ id: "a", name: "A", stats }), nextIc: 5 };
    expect(actsOn(due, 5)).toBe(true);
    expect(actsOn(due, 4)).toBe(false);
    expect(actsOn({ ...due, condition: "incapacitated" }, 5)).toBe(false);
  });
});

describe("the next IC of a fight with some out of it", () => {
  const at = (id: string, nextIc: number, delayed: number | null = null, condition: "active" | "incapacitated" = "active") => ({ ...newCombatant({ id, name: id, stats }), nextIc, condition, delayed: delayed === null ? null : { name: "Slow Palm", resolvesOn: delayed } });

  it("is the earliest turn or delayed action after the IC among those in it, and none when nothing comes", () => {
    expect(nextOccupiedIc([at("a", 12), at("b", 8, 10)], 5)).toBe(8);
    expect(nextOccupiedIc([at("a", 12), at("b", 15, 7, "incapacitated")], 5)).toBe(7);
    expect(nextOccupiedIc([at("a", 5), at("b", 9, null, "incapacitated")], 5)).toBe(null);
    expect(nextOccupiedIc([], 0)).toBe(null);
  });

  it("stops on the delayed IC of someone out of the fight, though their own turns no longer count", () => {
    expect(nextIcOfFight([at("a", 12)], [at("b", 6, 9)], 5)).toBe(9);
    expect(nextIcOfFight([at("a", 12)], [at("b", 6)], 5)).toBe(12);
  });

  it("stops on a fallen fighter's delayed IC, as nextOccupiedIc does, and never on one already past", () => {
    expect(nextIcOfFight([at("a", 12), at("b", 6, 8, "incapacitated")], [], 5)).toBe(8);
    expect(nextIcOfFight([at("a", 12)], [at("b", 6, 4)], 5)).toBe(12);
    expect(nextIcOfFight([], [at("b", 6, 4)], 5)).toBeNull();
  });
});
