import { describe, expect, it } from "vitest";
import { refusalOf } from "../../../../tests/fixtures/refusals";
import { fixedDice } from "../../dice";
import { DEFAULT_DEGREES_OPTIONS as O } from "../options";
import { FRESH_ROUND, SURPRISE_ROUND } from "../turn-actions";
import { advanceTurn, beginCombat } from "./clock";
import { dismissPartner, summonPartner } from "./summon";

const fight = beginCombat([{ id: "naruto", members: ["naruto"], bonus: 5, conditions: [], aware: true }, { id: "zabuza", members: ["zabuza"], bonus: 2, conditions: [], aware: true }], O, fixedDice([4, 4]));

describe("partners in the round (M84–M86)", () => {
  it("join the owner's turn with fresh actions at once, and act in it every round", () => {
    const { clock, events } = summonPartner(fight.clock, "naruto", "clone");
    expect(events).toEqual([{ kind: "actionsGranted", members: ["clone"], budget: FRESH_ROUND }]);
    expect(clock.slots.find((s) => s.id === "naruto")?.members).toEqual(["naruto", "clone"]);
    const round2 = advanceTurn(advanceTurn(clock, O, fixedDice([])).clock, O, fixedDice([]));
    expect(round2.events).toContainEqual({ kind: "turnStarted", slot: "naruto", members: ["naruto", "clone"] });
    expect(round2.events).toContainEqual({ kind: "actionsGranted", members: ["naruto", "clone", "zabuza"], budget: FRESH_ROUND });
  });

  it("get the surprise round's one action when summoned in it", () => {
    const surprise = beginCombat([{ id: "naruto", members: ["naruto"], bonus: 5, conditions: [], aware: true }, { id: "zabuza", members: ["zabuza"], bonus: 2, conditions: [], aware: false }], O, fixedDice([4]));
    expect(summonPartner(surprise.clock, "naruto", "clone").events[0]).toMatchObject({ budget: SURPRISE_ROUND });
  });

  it("need an owner in the fight and a partner not yet in it, and leave when dismissed", () => {
    expect(refusalOf(() => summonPartner(fight.clock, "kakashi", "dog")).code).toBe("degrees.notInFight");
    const { clock } = summonPartner(fight.clock, "naruto", "clone");
    expect(refusalOf(() => summonPartner(clock, "zabuza", "clone")).code).toBe("degrees.alreadyFighting");
    expect(dismissPartner(clock, "clone").slots.find((s) => s.id === "naruto")?.members).toEqual(["naruto"]);
    expect(dismissPartner(clock, "zabuza")).toEqual(clock);
  });
});
