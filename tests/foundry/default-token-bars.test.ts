import { describe, expect, it } from "vitest";
import { bootSystem } from "../harness";

// A new actor's token shows its own ruleset's bars: core fills every new actor's bars from
// system.json (IC's Vitality and HP), which a roll-and-keep or degrees actor does not have.

type Bars = { bar1: { attribute: string | null }; bar2: { attribute: string | null } };
const create = (d: object) => (Actor as unknown as { create(d: object): Promise<{ prototypeToken: Bars }> }).create(d);
const barsOf = async (d: object) => {
  const { prototypeToken } = await create(d);
  return [prototypeToken.bar1.attribute, prototypeToken.bar2.attribute];
};

describe("default token bars", () => {
  it("gives roll-and-keep samurai and NPCs the wounds taken, then the Void Points", async () => {
    await bootSystem({ ruleset: "rollkeep" });
    expect(await barsOf({ name: "Ayame", type: "rkSamurai" })).toEqual(["woundsBar", "voidPointsBar"]);
    expect(await barsOf({ name: "Bandit", type: "rkNpc" })).toEqual(["woundsBar", "voidPointsBar"]);
  });

  it("gives degrees characters and NPCs HP, then chakra", async () => {
    await bootSystem({ ruleset: "degrees" });
    expect(await barsOf({ name: "Kiba", type: "dgCharacter" })).toEqual(["hpBar", "chakraBar"]);
    expect(await barsOf({ name: "Bandit", type: "dgNpc" })).toEqual(["hpBar", "chakraBar"]);
  });

  it("keeps IC's Vitality and HP", async () => {
    await bootSystem();
    expect(await barsOf({ name: "Ino", type: "character" })).toEqual(["vitality", "hp"]);
    expect(await barsOf({ name: "Bandit", type: "npc" })).toEqual(["vitality", "hp"]);
  });

  it("keeps a bar the creator chose that the actor tracks, and a bar set to none", async () => {
    await bootSystem({ ruleset: "rollkeep" });
    expect(await barsOf({ name: "Ayame", type: "rkSamurai", prototypeToken: { bar1: { attribute: "insightRank" }, bar2: { attribute: null } } })).toEqual(["insightRank", null]);
  });

  it("replaces IC's bars on an actor copied with them (a pack's, made before the defaults), bar by bar", async () => {
    await bootSystem({ ruleset: "degrees" });
    expect(await barsOf({ name: "Kiba", type: "dgCharacter", prototypeToken: { bar1: { attribute: "vitality" }, bar2: { attribute: "chakraBar" } } })).toEqual(["hpBar", "chakraBar"]);
  });
});
