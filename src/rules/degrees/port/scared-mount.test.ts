import { describe, expect, it } from "vitest";
import { fixedDice } from "../../dice";
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

describe("mounts taking fright as the fight starts (M91, the table's and the simulator's one rule)", () => {
  const kinds: Record<string, "common" | "special"> = { horse: "common", toad: "special" };
  const kindOf = (id: string) => kinds[id] ?? null;
  const onToad = { ...rider(4, 1), id: "sage", mountedOn: "toad" };
  const afoot = fighter("walker", 9);

  it("asks only the riders of a common mount, in the fighters' order, each with its check against 12", () => {
    const frights = degreesExtras.frightsAtStart([afoot, onToad, rider(4, 1)], kindOf, O);
    expect(frights.map((f) => [f.rider.id, f.mountId, f.check.key, f.check.bonus, f.dc])).toEqual([["rider", "horse", "animalHandling", 4, 12]]);
  });

  it("rolls each check on 2d8 with the port's dice: a rider who fails is off and Unbalanced, one who meets 12 stays on", () => {
    const fighters = [afoot, rider(4, 1)];
    // 2 + 3 + 4 = 9, short of 12; 4 + 4 + 4 = 12 keeps it.
    const thrown = degreesExtras.scareMountsAtStart(fighters, kindOf, O, fixedDice([2, 3]));
    expect(thrown.rolled).toEqual([{ rider: "rider", mountId: "horse", total: 9, dc: 12, inControl: false }]);
    expect(thrown.fighters[0]).toBe(afoot);
    expect(thrown.fighters[1]).toMatchObject({ id: "rider", mountedOn: undefined, conditions: [{ id: "unbalanced", source: "scaredMount" }] });
    const kept = degreesExtras.scareMountsAtStart(fighters, kindOf, O, fixedDice([4, 4]));
    expect(kept.rolled[0]?.inControl).toBe(true);
    expect(kept.fighters[1]).toBe(fighters[1]);
  });

  it("changes nothing and throws no die when no one rides a common mount", () => {
    const fighters = [afoot, onToad];
    const none = degreesExtras.scareMountsAtStart(fighters, kindOf, O, fixedDice([]));
    expect(none).toEqual({ fighters, rolled: [] });
    expect(none.fighters).toBe(fighters);
  });
});
