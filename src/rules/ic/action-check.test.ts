import { describe, expect, it } from "vitest";
import { checkAction } from "./action-check";
import type { IcAction } from "./action";

describe("checkAction's record", () => {
  it("holds what a declaration reads, each absent field with its default", () => {
    const punch: IcAction = { name: "Punch", kind: "taijutsu", role: "attack", speed: 6 };
    expect(checkAction(punch)).toMatchObject({ stamina: 0, chakra: 0, upkeep: 0, delay: 0, sealSpeed: 0, variable: false, interrupt: false, resting: false });
    expect(checkAction(punch).profile).toEqual({ base: 6, interrupt: false, variable: false, fixedSpeed: false, delay: 0, multiThrow: false });
  });

  it("holds the action's own numbers and flags when it has them", () => {
    const jutsu: IcAction = { name: "Fire", kind: "ninjutsu", speed: 10, sealSpeed: 12, stamina: 5, chakra: 15, upkeep: 2, delay: 3, interrupt: true };
    expect(checkAction(jutsu)).toMatchObject({ stamina: 5, chakra: 15, upkeep: 2, delay: 3, sealSpeed: 12, interrupt: true, variable: false });
    const rest: IcAction = { name: "Rest", kind: "utility", role: "rest", speed: 10, fixedSpeed: true };
    expect(checkAction(rest)).toMatchObject({ resting: true });
    expect(checkAction(rest).profile.fixedSpeed).toBe(true);
  });
});
