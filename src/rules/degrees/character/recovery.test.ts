import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_DEGREES_OPTIONS as O } from "../options";
import { sleepChakra, sleepHealing, wakeFromSleep } from "./recovery";
import { stabiliseAttempt } from "./stabilising";

const hourly = { ...O, hourlyHealing: true };

describe("sleep (M45, M50)", () => {
  it("heals a night's worth only after 8 hours, unless the hourly option shares it out", () => {
    expect([sleepHealing(6, 8, false, O), sleepHealing(6, 4, false, O), sleepHealing(6, 10, true, O)]).toEqual([22, 0, 0]);
    expect([sleepHealing(6, 4, false, hourly), sleepHealing(6, 3, false, hourly), sleepHealing(6, 4, true, hourly)]).toEqual([11, 8, 0]);
  });

  it("gives chakra back only for a full night", () => {
    expect([sleepChakra(4, 8, false), sleepChakra(4, 7, false), sleepChakra(4, 9, true)]).toEqual([13, 0, 0]);
  });

  it("never heals more than a night, and more sleep never heals less (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 12 }), fc.boolean(), (vigor, hours, option) => {
        const options = { ...O, hourlyHealing: option };
        expect(sleepHealing(vigor, hours, false, options)).toBeLessThanOrEqual(10 + 2 * vigor);
        expect(sleepHealing(vigor, hours + 1, false, options)).toBeGreaterThanOrEqual(sleepHealing(vigor, hours, false, options));
      }),
    );
  });

  it("sleeps off Fatigued and Exhausted, but not those with a fixed time", () => {
    const overdose = { id: "exhausted" as const, lastsDays: 20 };
    const timed = { id: "fatigued" as const, duration: { ends: "turnEnd" as const, remaining: 2 } };
    expect(wakeFromSleep([{ id: "fatigued" }, { id: "exhausted" }, overdose, timed, { id: "prone" }])).toEqual([overdose, timed, { id: "prone" }]);
  });
});

describe("stabilising (M42, M130 24)", () => {
  const dying = { hp: { hp: -15, nonLethal: 0, stable: false }, conditions: [{ id: "bleeding" as const }, { id: "bleeding" as const }] };

  it("makes a dying character Stable on Vigor 18 or Medicine 16, its bleeding stopped", () => {
    expect(stabiliseAttempt(dying, "vigor", 17, O).stopped).toBe(false);
    expect(stabiliseAttempt(dying, "vigor", 18, O)).toEqual({ hp: { hp: -15, nonLethal: 0, stable: true }, conditions: [], stopped: true });
    expect(stabiliseAttempt(dying, "medicine", 16, O).hp.stable).toBe(true);
  });

  it("stops one Bleeding stack a check on a character not dying", () => {
    const bleeding = { ...dying, hp: { hp: 5, nonLethal: 0, stable: false } };
    expect(stabiliseAttempt(bleeding, "medicine", 16, O).conditions).toEqual([{ id: "bleeding" }]);
    expect(stabiliseAttempt({ ...bleeding, conditions: [] }, "medicine", 20, O).stopped).toBe(false);
  });
});
