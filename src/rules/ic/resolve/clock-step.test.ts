import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { seededDice, type DiceSource } from "../../dice";
import { cloneCombatant, newCombatant, type IcCombatant } from "../combatant";
import { DEFAULT_IC_OPTIONS as OPTIONS } from "../options";
import type { StatusInstance } from "../status/types";
import { advanceClock } from "../status/clock";
import { advanceCombatants, advanceOwned, clockIdle } from "./clock-step";

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

describe("the clock with nothing due but AP", () => {
  // A Stun that ends long after any step below: a status in force, none of it due.
  const lasting: StatusInstance = { kind: "stun", severity: 2, source: "Heel", appliedIc: 0, duration: 1000 };

  it("grants the AP and lists the grants as the whole clock does", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 90 }), fc.boolean(), fc.integer({ min: -1, max: 300 }), fc.integer({ min: 1, max: 120 }), (ap, agi, withStatus, from, span) => {
        const c: IcCombatant = { ...newCombatant({ id: "g", name: "g", stats: { ...stats, agi } }), ap, statuses: withStatus ? [lasting] : [] };
        const stepped = advanceCombatants([c], from, from + span, OPTIONS, seededDice(1));
        const whole = advanceClock([{ id: c.id, res: c.stats.res, ap, apCap: Math.floor(agi / 2), vitality: c.vitality, hp: c.hp, statuses: c.statuses }], from, from + span);
        expect(stepped.events).toEqual(whole.events);
        expect(stepped.combatants[0]?.ap).toBe(whole.combatants[0]?.ap);
        expect(stepped.combatants[0]?.statuses).toBe(c.statuses);
      }),
    );
  });
});

describe("whether the clock has anything to do", () => {
  const quiet = newCombatant({ id: "q", name: "q", stats });

  it("says idle only of steps that would hand back the same combatants and no events", () => {
    const fighters = [quiet, burning("a", 30)];
    fc.assert(
      fc.property(fc.integer({ min: -1, max: 200 }), fc.integer({ min: 1, max: 30 }), (from, span) => {
        const idle = clockIdle(fighters, from, from + span, OPTIONS);
        const stepped = advanceCombatants(fighters, from, from + span, OPTIONS, seededDice(2));
        if (idle) {
          expect(stepped.combatants).toBe(fighters);
          expect(stepped.events).toEqual([]);
        } else expect(stepped.events.length).toBeGreaterThan(0);
      }),
    );
  });

  it("is not idle across an AP grant, nor with a status due, and is between them", () => {
    expect(clockIdle([quiet], 3, 19, OPTIONS)).toBe(true);
    expect(clockIdle([quiet], 3, 20, OPTIONS)).toBe(false);
    expect(clockIdle([quiet, burning("a", 30)], 1, 4, OPTIONS)).toBe(true);
    expect(clockIdle([quiet, burning("a", 30)], 1, 5, OPTIONS)).toBe(false);
  });
});

describe("the clock on combatants the caller owns, with nothing handed back", () => {
  it("leaves them as the copying clock would and draws the same dice, idle steps and all", () => {
    const down: IcCombatant = { ...burning("d", 20), condition: "incapacitated", ap: 2 };
    const start = [down, burning("a", 30), newCombatant({ id: "b", name: "b", stats })];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 0, max: 45 }), (from, span) => {
        const copyingDice = noting(4);
        const owningDice = noting(4);
        const copied = advanceCombatants(start, from, from + span, OPTIONS, copyingDice, false);
        const own = start.map(cloneCombatant);
        const list = own.slice();
        advanceOwned(own, from, from + span, OPTIONS, owningDice);
        // The same combatants in the list, each now as the copying clock left its copy.
        for (let i = 0; i < own.length; i++) expect(own[i]).toBe(list[i]);
        expect(own).toEqual(copied.combatants);
        expect(owningDice.faces).toEqual(copyingDice.faces);
      }),
    );
  });
});
