import { describe, expect, it } from "vitest";
import { ActorDouble, actAs, writes } from "../harness";
import { rkFight, rollkeepWorld, samurai } from "./rollkeep-combat-helpers";

// An effect whose rounds or days the port refuses would stop every step of a roll-and-keep fight
// (each step reads every fighter's effects); it is refused where it is written, naming the field.

const errors = () => (ui.notifications as unknown as { shown: { level: string; message: string }[] }).shown.filter((n) => n.level === "error").map((n) => n.message);

describe("roll-and-keep effects' timed numbers", () => {
  it("refuses an effect created with too many rounds or days, naming the field, with nothing written", async () => {
    const harness = await rollkeepWorld();
    const actor = (await ActorDouble.create({ ...samurai("Kakita"), ownership: { default: 0, player0000000000: 3 } })) as ActorDouble;
    actAs(harness, "player");
    writes.reset();
    await actor.createEmbeddedDocuments("ActiveEffect", [{ name: "Long", duration: { rounds: 1001 } }]);
    await actor.createEmbeddedDocuments("ActiveEffect", [{ name: "Starved", statuses: ["fasting"], flags: { shinobi: { days: 101 } } }]);
    await actor.createEmbeddedDocuments("ActiveEffect", [{ name: "Half", duration: { rounds: 2.5 } }]);
    expect(writes.calls()).toBe(0);
    expect(actor.effects.size).toBe(0);
    expect(errors()).toHaveLength(3);
    expect(errors()[0]).toContain("duration.rounds");
    expect(errors()[0]).toContain("1001");
    expect(errors()[1]).toContain("flags.shinobi.days");
    await actor.createEmbeddedDocuments("ActiveEffect", [{ name: "Fine", duration: { rounds: 1000 } }]);
    expect(actor.effects.size).toBe(1);
  });

  it("refuses an update past the bound, and the fight goes on stepping", async () => {
    const harness = await rollkeepWorld();
    const { combat, actors } = await rkFight(harness, [samurai("Kakita"), samurai("Hida")], [20, 10]);
    const [effect] = (await actors[0]!.createEmbeddedDocuments("ActiveEffect", [{ name: "Starved", statuses: ["fasting"], flags: { shinobi: { days: 2 } }, duration: { rounds: 3 } }])) as { id: string }[];
    writes.reset();
    await actors[0]!.updateEmbeddedDocuments("ActiveEffect", [{ _id: effect!.id, "duration.rounds": 5000 }]);
    await actors[0]!.updateEmbeddedDocuments("ActiveEffect", [{ _id: effect!.id, "flags.shinobi.days": 1e9 }]);
    expect(writes.calls()).toBe(0);
    expect(errors()).toHaveLength(2);
    await combat.startCombat();
    await combat.nextTurn();
    expect(combat.round).toBeGreaterThanOrEqual(1);
  });
});
