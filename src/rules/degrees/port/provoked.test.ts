import { describe, expect, it } from "vitest";
import { degreesExtras } from "./extras";
import { fighter, O } from "./test-fighters";

describe("who may strike at a flier taking off (M55, M95)", () => {
  const mover = { ...fighter("kiba", 12), side: "friendly" };
  const foe = (id: string, more: object = {}) => ({ ...fighter(id, 8), side: "hostile", ...more });

  it("names the foes in the fight still able to and with this round's opportunity attack; none for a Safe Step", () => {
    const fighters = [
      mover,
      { ...fighter("ally", 9), side: "friendly" },
      foe("bandit"),
      foe("spent", { uses: { opportunityAttack: 1 } }),
      foe("prone", { conditions: [{ id: "prone" }] }),
      foe("stunned", { conditions: [{ id: "stunned" }] }),
      foe("outside", { initiative: null }),
      foe("down", { hp: { hp: -1, nonLethal: 0 } }),
    ];
    expect(degreesExtras.mayStrikeAsItGoes(fighters, mover, { kind: "takeOff" }, O).map((f) => f.id)).toEqual(["bandit"]);
    expect(degreesExtras.mayStrikeAsItGoes(fighters, mover, { kind: "safeStep" }, O)).toEqual([]);
  });
});
