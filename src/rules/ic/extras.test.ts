import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { grantAp } from "./action-points";
import { KUNAI, multiThrow } from "./damage";
import { icExtras } from "./extras";
import { advanceFatigue } from "./fatigue";
import { isRuleRefusal } from "../refusal";
import { fixedDice } from "../dice";
import type { IcAction } from "./action";
import { newCombatant } from "./combatant";
import { DEFAULT_IC_OPTIONS } from "./options";
import { declareOnTimeline } from "./resolve/declare-on-timeline";

describe("IC's reading of HP for the table", () => {
  it("gives dead at −100 % of max HP, helpless at 0 or less, active above", () => {
    expect(icExtras.hpCondition({ value: 1, max: 40 })).toBe("active");
    expect(icExtras.hpCondition({ value: 0, max: 40 })).toBe("incapacitated");
    expect(icExtras.hpCondition({ value: -39, max: 40 })).toBe("incapacitated");
    expect(icExtras.hpCondition({ value: -40, max: 40 })).toBe("dead");
  });

  it("lets HP fall to death's threshold and no lower, and never above 0 for a maximum below 0", () => {
    expect(icExtras.hpFloor(40)).toBe(-40);
    expect(icExtras.hpFloor(-5)).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (max) => {
        expect(icExtras.hpCondition({ value: icExtras.hpFloor(max), max })).toBe("dead");
        expect(icExtras.hpCondition({ value: icExtras.hpFloor(max) + 1, max })).toBe("incapacitated");
      }),
    );
  });
});

describe("the timeline's order for the tracker", () => {
  const order = (places: { ic: number | null; tieOrder: number; id: string }[]) => [...places].sort(icExtras.compareTimelinePlaces).map((p) => p.id);

  it("puts the lower IC first, those without initiative last, then the stored tie order", () => {
    expect(order([{ ic: null, tieOrder: 0, id: "n" }, { ic: 12, tieOrder: 1, id: "b" }, { ic: 12, tieOrder: 0, id: "c" }, { ic: 3, tieOrder: 5, id: "a" }])).toEqual(["a", "c", "b", "n"]);
  });

  it("breaks a full tie by the id's code units, the same on every client whatever its language", () => {
    // localeCompare would list "aZ3" first; by code units "B" (66) comes before "a" (97).
    expect(order([{ ic: 4, tieOrder: 0, id: "aZ3" }, { ic: 4, tieOrder: 0, id: "BQ1" }])).toEqual(["BQ1", "aZ3"]);
  });

  it("is antisymmetric and zero only for one id", () => {
    const place = fc.record({ ic: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }), tieOrder: fc.integer({ min: 0, max: 2 }), id: fc.string({ minLength: 1, maxLength: 3 }) });
    fc.assert(
      fc.property(place, place, (a, b) => {
        expect(Math.sign(icExtras.compareTimelinePlaces(a, b))).toBe(-Math.sign(icExtras.compareTimelinePlaces(b, a)));
        if (a.id !== b.id) expect(icExtras.compareTimelinePlaces(a, b)).not.toBe(0);
      }),
    );
  });
});

describe("the bounds the table takes from the rules", () => {
  it("holds a pool between its floor and its maximum, never above: HP down to death's, the others to 0", () => {
    expect(icExtras.poolRange("hp", 40)).toEqual({ min: -40, max: 40 });
    expect(icExtras.poolRange("vitality", 300)).toEqual({ min: 0, max: 300 });
    expect(icExtras.poolRange("willpower", -2)).toEqual({ min: 0, max: 0 });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (max) => {
        const hp = icExtras.poolRange("hp", max);
        expect(hp.min).toBe(icExtras.hpFloor(max));
        expect(icExtras.hpCondition({ value: hp.max, max })).toBe("active");
        expect(icExtras.hpCondition({ value: hp.min, max })).toBe("dead");
      }),
    );
  });

  it("gives the highest Fatigue level as the one an advance stops at, going past it knocking out", () => {
    expect(icExtras.fatigueMax).toBe(5);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: icExtras.fatigueMax }), fc.integer({ min: 0, max: 10 }), (level, levels) => {
        const advanced = advanceFatigue({ level, staminaPenalty: 0, chakraPenalty: 0 }, levels);
        expect(advanced.fatigue.level).toBe(Math.min(icExtras.fatigueMax, level + levels));
        expect(advanced.unconscious).toBe(level + levels > icExtras.fatigueMax);
      }),
    );
  });

  it("caps the AP banked at AGI/2, as the AP grants do", () => {
    expect(icExtras.apCap(35)).toBe(17);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 0, max: 50 }), (agi, grants) => {
        expect(grantAp(0, grants, icExtras.apCap(agi))).toBeLessThanOrEqual(icExtras.apCap(agi));
        expect(grantAp(0, 1_000, icExtras.apCap(agi))).toBe(icExtras.apCap(agi));
      }),
    );
  });

  it("caps a multi-throw at DEX/10, the most the multi-throw rule accepts", () => {
    expect(icExtras.multiThrowMax(47)).toBe(4);
    fc.assert(
      fc.property(fc.integer({ min: 20, max: 200 }), (dex) => {
        const max = icExtras.multiThrowMax(dex);
        expect(multiThrow(KUNAI, max, dex).count).toBe(max);
        expect(() => multiThrow(KUNAI, max + 1, dex)).toThrow(/at most/);
      }),
    );
  });
});

describe("the seals an action needs first", () => {
  const stats = { str: 30, dex: 40, agi: 30, res: 30, cha: 30, xp: 0 };
  const jutsu: IcAction = { name: "Jutsu", kind: "ninjutsu", role: "attack", speed: 6, sealSpeed: 18, damage: { dice: "1d6", stat: "cha", type: "energy" } };

  it("are the modified Seal Speed, none for an interrupt, with seals made, or for a jutsu DEX/10 fully speeds", () => {
    const caster = newCombatant({ id: "c", name: "C", stats });
    expect(icExtras.sealsToMake(caster, jutsu)).toBe(14);
    expect(icExtras.sealsToMake(caster, { ...jutsu, interrupt: true })).toBe(0);
    expect(icExtras.sealsToMake({ ...caster, ongoing: { name: "Perform Handseals", role: "handseals", startedIc: 0, untilIc: 14 } }, jutsu)).toBe(0);
    expect(icExtras.sealsToMake(caster, { ...jutsu, sealSpeed: 4 })).toBe(0);
  });

  it("are needed exactly when a declaration on the timeline is refused for want of seals", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 30 }), fc.boolean(), fc.boolean(), (dex, sealSpeed, interrupt, sealed) => {
        const caster = { ...newCombatant({ id: "c", name: "C", stats: { ...stats, dex } }), ongoing: sealed ? { name: "Perform Handseals", role: "handseals", startedIc: 0, untilIc: 0 } : null };
        const action = { ...jutsu, sealSpeed, interrupt };
        let refusedForSeals = false;
        try {
          declareOnTimeline(caster, action, { ic: 0 }, DEFAULT_IC_OPTIONS, fixedDice(Array(10).fill(20)));
        } catch (error) {
          if (!isRuleRefusal(error)) throw error;
          refusedForSeals = error.code === "needsHandseals";
        }
        expect(refusedForSeals).toBe(icExtras.sealsToMake(caster, action) > 0);
      }),
    );
  });
});
