import { describe, expect, it } from "vitest";
import { checkAction } from "./action-check";
import type { IcAction } from "./action";
import { BASIC_ACTIONS } from "./basic-actions";
import { newCombatant } from "./combatant";
import { DEFAULT_IC_OPTIONS } from "./options";
import { finalSpeed } from "./speed";
import { previewAttack } from "./resolve/attack-flow";

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

describe("whether a checked action attacks", () => {
  const attacker = newCombatant({ id: "a", name: "Aoi", stats: { str: 30, dex: 40, agi: 30, res: 30, cha: 30, xp: 0 } });
  const handMade: IcAction[] = [
    { name: "Glare", kind: "genjutsu", speed: 4, statuses: [{ kind: "shock", severity: 2, duration: 3, roll: "none", tn: 0 }] },
    { name: "Blank", kind: "taijutsu", role: "attack", speed: 5, damage: { dice: "  ", stat: "str", type: "blunt" } },
    { name: "Stare", kind: "utility", speed: 3 },
  ];

  it("says what the attack preview says, for every basic action and hand-made ones", () => {
    for (const action of [...(Object.values(BASIC_ACTIONS) as IcAction[]), ...handMade]) {
      const preview = previewAttack(attacker, { action, speed: finalSpeed(checkAction(action).profile) }, DEFAULT_IC_OPTIONS);
      expect(checkAction(action).attacks, action.name).toBe(preview.attacks);
    }
    expect(handMade.map((a) => checkAction(a).attacks)).toEqual([true, false, false]);
  });
});
