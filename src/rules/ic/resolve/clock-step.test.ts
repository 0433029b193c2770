import { describe, expect, it } from "vitest";
import { seededDice, type DiceSource } from "../../dice";
import { cloneCombatant, newCombatant, type IcCombatant } from "../combatant";
import { DEFAULT_IC_OPTIONS as OPTIONS } from "../options";
import type { StatusInstance } from "../status/types";
import { advanceCombatants } from "./clock-step";

const stats = { str: 30, dex: 30, agi: 30, res: 30, cha: 30, xp: 0 };

/** Dice that note every face they give. */
function noting(seed: number): DiceSource & { faces: number[] } {
  const dice = seededDice(seed);
  const faces: number[] = [];
  return { faces, roll: (sides) => (faces.push(dice.roll(sides)), faces[faces.length - 1] as number) };
}

function burning(id: string, severity: number): IcCombatant {
  const statuses: StatusInstance[] = [
    { kind: "ignite", severity, source: "Fire", appliedIc: 0, duration: null },
    { kind: "bleed", severity: 2, source: "Wire", appliedIc: 0, duration: null },
  ];
  return newCombatant({ id, name: id, stats, vitality: { value: 20, max: 300 }, hp: { value: 100, max: 100 }, statuses });
}

describe("the clock step over many combatants", () => {
  const fighters = [burning("a", 30), newCombatant({ id: "b", name: "b", stats }), burning("c", 12)];

  it("wounds by Ignite's ticks, and lists each combatant's events together", () => {
    const { combatants, events } = advanceCombatants(fighters, 0, 20, OPTIONS, noting(3));
    expect(combatants[0]?.wounds.length).toBeGreaterThan(0);
    expect(events.map((e) => e.combatantId)).toEqual([...events.map((e) => e.combatantId)].sort());
    expect(events.some((e) => e.combatantId === "b" && e.type === "apGrant")).toBe(true);
  });

  it("without detail lists no events but leaves everyone as it would, drawing the same dice", () => {
    const withDice = noting(3);
    const withoutDice = noting(3);
    const kept = advanceCombatants(fighters, 0, 20, OPTIONS, withDice);
    const unkept = advanceCombatants(fighters, 0, 20, OPTIONS, withoutDice, false);
    expect(unkept.events).toEqual([]);
    expect(unkept.combatants).toEqual(kept.combatants);
    expect(withoutDice.faces.length).toBeGreaterThan(0);
    expect(withoutDice.faces).toEqual(withDice.faces);
  });

  it("hands back a combatant nothing happened to as it was, with or without detail", () => {
    const still = newCombatant({ id: "s", name: "s", stats });
    for (const detail of [true, false]) expect(advanceCombatants([still], 1, 3, OPTIONS, noting(1), detail).combatants[0]).toBe(still);
  });

  it("clocks the caller's own combatants in place as it would copy them: AP banked only by those still fighting", () => {
    // One down but burning (it gains no AP though the clock grants it), one fighting, one untouched till the grant.
    const down: IcCombatant = { ...burning("d", 20), condition: "incapacitated", ap: 2 };
    const start = [down, burning("a", 30), newCombatant({ id: "b", name: "b", stats })];
    for (const to of [19, 20, 45]) {
      const copied = advanceCombatants(start, 3, to, OPTIONS, seededDice(9));
      const own = start.map(cloneCombatant);
      const owned = advanceCombatants(own, 3, to, OPTIONS, seededDice(9), true, true);
      expect(owned.combatants).toBe(own);
      expect(owned.combatants).toEqual(copied.combatants);
      expect(owned.events).toEqual(copied.events);
      expect(owned.combatants[0]?.ap).toBe(2);
    }
    expect(start[0]).toEqual({ ...burning("d", 20), condition: "incapacitated", ap: 2 });
  });
});
