import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { combatValues, exhaustionBonus, newCombatant, steadyValues, withChanges } from "./combatant";
import { deriveCombatValues, type CombatValues } from "./derived";
import type { Modifier } from "./modifiers";
import { DEFAULT_IC_OPTIONS } from "./options";
import type { StatusInstance } from "./status/types";

const stat = fc.integer({ min: 1, max: 100 });
const statsArb = fc.record({ str: stat, dex: stat, agi: stat, res: stat, cha: stat, xp: fc.integer({ min: 0, max: 3000 }) });

describe("combatValues (remembered derived values)", () => {
  it("always equals a fresh derivation, even when more combatants pass through than it remembers", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(statsArb, fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 9 })), { minLength: 20, maxLength: 40 }), (rows) => {
        const combatants = rows.map(([stats, level, penalty], i) =>
          newCombatant({ id: `c${i}`, name: `C${i}`, stats, fatigue: { level, staminaPenalty: penalty, chakraPenalty: 0 } }),
        );
        // Two passes: the second finds some entries remembered and others evicted.
        for (const c of [...combatants, ...combatants]) {
          expect(combatValues(c, DEFAULT_IC_OPTIONS)).toEqual(deriveCombatValues(c.stats, { fatigue: c.fatigue, upkeep: c.upkeep, statuses: c.statuses, modifiers: c.modifiers }));
        }
      }),
      { numRuns: 30 },
    );
  });

  it("gives the same steady values and exhaustion bonuses as combatValues, whatever the running penalties", () => {
    fc.assert(
      fc.property(statsArb, fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 6 }), (stats, level, stamina, chakra, upkeep) => {
        const c = newCombatant({ id: "s", name: "S", stats, upkeep, fatigue: { level, staminaPenalty: stamina, chakraPenalty: chakra } });
        const { staminaBonus, chakraBonus, ...penalisedRest } = combatValues(c, DEFAULT_IC_OPTIONS);
        expect(exhaustionBonus(c, "stamina", DEFAULT_IC_OPTIONS)).toBe(staminaBonus);
        expect(exhaustionBonus(c, "chakra", DEFAULT_IC_OPTIONS)).toBe(chakraBonus);
        // The steady values are the remembered ones whole; their two exhaustion bonuses (before the penalties) are not compared.
        const steadyRest: Partial<CombatValues> = { ...steadyValues(c, DEFAULT_IC_OPTIONS) };
        delete steadyRest.staminaBonus;
        delete steadyRest.chakraBonus;
        expect(steadyRest).toEqual(penalisedRest);
      }),
      { numRuns: 50 },
    );
  });

  it("always equals a fresh derivation for one fighter walked back and forth through more states than it remembers", () => {
    const stats = { str: 45, dex: 52, agi: 38, res: 61, cha: 47, xp: 900 };
    // Two lists of modifiers kept whole, as a fighter's are; a new list of statuses at every step, as the clock makes them.
    const modifierLists: Modifier[][] = [[], [{ target: "accuracy", value: -2, source: "wound" }]];
    const burning = (severity: number): StatusInstance[] => (severity ? [{ kind: "burn", severity, source: "ember", appliedIc: 0, duration: 20 }] : []);
    const step = fc.tuple(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 1 }));
    fc.assert(
      fc.property(fc.array(step, { minLength: 30, maxLength: 90 }), (steps) => {
        const fighter = newCombatant({ id: "f", name: "F", stats });
        for (const [level, burn, mods] of steps) {
          const c = withChanges(fighter, { fatigue: { level, staminaPenalty: 0, chakraPenalty: 0 }, statuses: burning(burn), modifiers: modifierLists[mods] as Modifier[] });
          // Asked twice, as an attack asks: the second time finds the fighter's entry as it left it.
          for (let i = 0; i < 2; i++) expect(combatValues(c, DEFAULT_IC_OPTIONS)).toEqual(deriveCombatValues(stats, { fatigue: c.fatigue, upkeep: 0, statuses: c.statuses, modifiers: c.modifiers }));
        }
      }),
      { numRuns: 40 },
    );
  });

  it("answers right for a Fatigue level outside the rules' 0 to 5, which no hint is kept for, moving to and from it", () => {
    const fighter = newCombatant({ id: "o", name: "O", stats: { str: 30, dex: 60, agi: 50, res: 70, cha: 20, xp: 400 } });
    for (const level of [0, 7, 2, 7, -1, 2, 0]) {
      const c = withChanges(fighter, { fatigue: { level, staminaPenalty: 0, chakraPenalty: 0 } });
      expect(combatValues(c, DEFAULT_IC_OPTIONS)).toEqual(deriveCombatValues(c.stats, { fatigue: c.fatigue, upkeep: 0, statuses: c.statuses, modifiers: c.modifiers }));
    }
  });

  it("answers right as a fighter's statuses go from doing something to doing nothing (a fresh empty list each time) and back", () => {
    const fighter = newCombatant({ id: "e", name: "E", stats: { str: 35, dex: 45, agi: 55, res: 65, cha: 25, xp: 200 } });
    const poisoned: StatusInstance[] = [{ kind: "poison", severity: 3, source: "needle", appliedIc: 0, duration: 10 }];
    const burnt: StatusInstance[] = [{ kind: "burn", severity: 4, source: "ember", appliedIc: 0, duration: 10 }];
    // Burnt first: its entry is the first a fresh empty list is compared with, and must not serve it.
    for (const statuses of [burnt, [], poisoned, [], burnt, [], poisoned]) {
      const c = withChanges(fighter, { statuses: statuses.slice() });
      expect(combatValues(c, DEFAULT_IC_OPTIONS)).toEqual(deriveCombatValues(c.stats, { fatigue: c.fatigue, upkeep: 0, statuses: c.statuses, modifiers: c.modifiers }));
    }
  });

  it("notices a new status list on an otherwise unchanged combatant", () => {
    const c = newCombatant({ id: "a", name: "A", stats: { str: 40, dex: 40, agi: 40, res: 40, cha: 40, xp: 0 } });
    const before = combatValues(c, DEFAULT_IC_OPTIONS);
    const blinded = withChanges(c, { statuses: [{ kind: "visibility", severity: 4, source: "smoke", appliedIc: 0, duration: null }] });
    expect(combatValues(blinded, DEFAULT_IC_OPTIONS).accuracy).toBeLessThan(before.accuracy);
    expect(combatValues(c, DEFAULT_IC_OPTIONS)).toEqual(before);
  });
});
