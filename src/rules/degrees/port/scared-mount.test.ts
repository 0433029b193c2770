import { describe, expect, it } from "vitest";
import { degreesExtras } from "./extras";
import { CHARACTER, fighter, O } from "./test-fighters";

const rider = (animalHandling: number, acrobatics: number) => fighter("rider", 10, { mountedOn: "horse", acrobatics, character: { ...CHARACTER, skills: { animalHandling } } });

describe("a common mount scared as a fight starts (M91)", () => {
  it("asks the rider's better of Animal Handling and Acrobatics against 12", () => {
    expect(degreesExtras.scaredMountCheck(rider(4, 1), O)).toMatchObject({ check: { key: "animalHandling", bonus: 4 }, dc: 12 });
    expect(degreesExtras.scaredMountCheck(rider(2, 5), O)).toMatchObject({ check: { key: "acrobatics", bonus: 5 }, dc: 12 });
    // Conditions count: Debilitated's −1 lowers the check as it stands.
    const shaken = { ...rider(4, 1), conditions: [{ id: "debilitated" as const, source: "test" }] };
    expect(degreesExtras.scaredMountCheck(shaken, O).check.bonus).toBe(3);
  });

  it("keeps a rider who meets 12 on its mount; one who misses is off it, Unbalanced and unhurt", () => {
    const on = rider(2, 0);
    expect(degreesExtras.afterScaredMount(on, 12, O)).toEqual({ rider: on, inControl: true });
    const off = degreesExtras.afterScaredMount(on, 11, O);
    expect(off.inControl).toBe(false);
    expect(off.rider.mountedOn).toBeUndefined();
    expect(off.rider.conditions).toEqual([{ id: "unbalanced", source: "scaredMount" }]);
    expect(off.rider.hp).toBe(on.hp);
    expect(on.mountedOn).toBe("horse");
  });
});
