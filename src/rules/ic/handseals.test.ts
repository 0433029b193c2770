import { describe, expect, it } from "vitest";
import type { IcAction } from "./action";
import { newCombatant } from "./combatant";
import { sealsToMake } from "./handseals";

const STATS = { str: 40, dex: 40, agi: 40, res: 40, cha: 40, xp: 0 };

describe("sealsToMake", () => {
  const jutsu: IcAction = { name: "Fire", kind: "ninjutsu", speed: 10, sealSpeed: 12 };

  it("asks for the modified Seal Speed unless handseals are running", () => {
    const caster = newCombatant({ id: "c", name: "Caster", stats: STATS });
    expect(sealsToMake(caster, jutsu)).toBe(8);
    expect(sealsToMake({ ...caster, ongoing: { name: "Perform Handseals", role: "handseals", startedIc: 0, untilIc: 8 } }, jutsu)).toBe(0);
    expect(sealsToMake({ ...caster, ongoing: { name: "Block", role: "block", startedIc: 0, untilIc: 8 } }, jutsu)).toBe(8);
  });
});
