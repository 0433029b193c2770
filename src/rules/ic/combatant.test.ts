import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { combatValues, exhaustionBonus, newCombatant, steadyValues, withChanges } from "./combatant";
import { deriveCombatValues, type CombatValues } from "./derived";
import { DEFAULT_IC_OPTIONS } from "./options";

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

  it("notices a new status list on an otherwise unchanged combatant", () => {
    const c = newCombatant({ id: "a", name: "A", stats: { str: 40, dex: 40, agi: 40, res: 40, cha: 40, xp: 0 } });
    const before = combatValues(c, DEFAULT_IC_OPTIONS);
    const blinded = withChanges(c, { statuses: [{ kind: "visibility", severity: 4, source: "smoke", appliedIc: 0, duration: null }] });
    expect(combatValues(blinded, DEFAULT_IC_OPTIONS).accuracy).toBeLessThan(before.accuracy);
    expect(combatValues(c, DEFAULT_IC_OPTIONS)).toEqual(before);
  });
});
