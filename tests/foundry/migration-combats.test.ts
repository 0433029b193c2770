import { beforeEach, describe, expect, it } from "vitest";
import { combatantChanges, SCHEMA_VERSION } from "../../src/migrations/upgrades";
import { bootSystem, storedDocument, writes, type Harness } from "../harness";

/*
 * Version 4: a roll-and-keep combatant's copy of its actor's fields (`system.held`) stored whether it
 * was taken; its stance now says so, and the stored flag goes. The world's combats are a place of
 * their own, written in one batch, each judged by the version its combat recorded.
 */
let harness: Harness;
beforeEach(async () => {
  harness = await bootSystem({ ruleset: "rollkeep" });
  await migrate(); // the run the ready hook started on the empty world
  await harness.game.settings.set("shinobi", "schemaVersion", 3);
});

async function migrate() {
  const { migrateWorld } = await import("../../src/migrations/runner");
  return migrateWorld();
}

type Source = Record<string, unknown> & { flags?: { shinobi?: { schema?: number } }; combatants?: (Record<string, unknown> & { _id: string; system: { held?: Record<string, unknown> } })[] };
const TAKEN = { taken: true, stance: "defense", voidRound: 2, voidSpent: ["boost"], inHand: ["katana0000000000"] };
const NOT_TAKEN = { taken: false, stance: "", voidRound: null, voidSpent: [], inHand: [] };

/** A roll-and-keep fight as version 3 stored it: one combatant whose copy was taken, one whose was not, one of core's base type. */
const OLD_FIGHT = {
  _id: "oldFight00000000",
  type: "rk",
  round: 2,
  combatants: [
    { _id: "taken00000000000", type: "rk", name: "Ayame", initiative: 25, system: { held: TAKEN } },
    { _id: "waiting000000000", type: "rk", name: "Goro", initiative: 12, system: { held: NOT_TAKEN } },
    { _id: "plain00000000000", type: "base", name: "Crowd", initiative: null, system: {} },
  ],
};

const heldOf = (combat: Source, id: string) => combat.combatants?.find((c) => c._id === id)?.system.held;

describe("the world's combats (version 4)", () => {
  it("lose each roll-and-keep combatant's stored `held.taken` in one Combat write, keeping the rest of the copy, and record the version", async () => {
    const combat = storedDocument("Combat", OLD_FIGHT);
    writes.reset();
    expect(await migrate()).toMatchObject({ from: 3, to: SCHEMA_VERSION, failed: [] });
    expect(writes.entries.map((w) => `${w.documentName}:${w.action}:${w.count}`)).toEqual(["Combat:update:1"]);
    const now = combat.toObject() as Source;
    const { taken: _was, ...kept } = TAKEN;
    expect(heldOf(now, "taken00000000000")).toEqual(kept);
    expect(heldOf(now, "waiting000000000")).toEqual({ stance: "", voidRound: null, voidSpent: [], inHand: [] });
    expect(now.flags?.shinobi?.schema).toBe(SCHEMA_VERSION);
    expect(harness.game.settings.get("shinobi", "schemaVersion")).toBe(SCHEMA_VERSION);
  });

  it("leave a combat with nothing to change unwritten (a fight under way is left alone)", async () => {
    const fresh = storedDocument("Combat", { ...OLD_FIGHT, _id: "freshFight000000", combatants: [{ _id: "fresh00000000000", type: "rk", name: "Ayame", initiative: 25, system: { held: { stance: "defense", voidRound: null, voidSpent: [], inHand: [] } } }] });
    writes.reset();
    expect(await migrate()).toMatchObject({ upgraded: 0, failed: [] });
    expect(writes.calls()).toBe(0);
    expect((fresh.toObject() as Source).flags?.shinobi?.schema).toBeUndefined();
    expect(harness.game.settings.get("shinobi", "schemaVersion")).toBe(SCHEMA_VERSION);
  });

  it("pass by a combat that recorded the version already, and write nothing the second time", async () => {
    const current = storedDocument("Combat", { ...OLD_FIGHT, _id: "newFight00000000", flags: { shinobi: { schema: SCHEMA_VERSION } } });
    writes.reset();
    await migrate();
    expect(writes.calls()).toBe(0);
    expect(heldOf(current.toObject() as Source, "taken00000000000")).toMatchObject({ taken: true });
  });

  it("change only roll-and-keep combatants, and only one that stored the flag", () => {
    expect(combatantChanges({ type: "rk", system: { held: TAKEN } }, 3)).toEqual({ "system.held.-=taken": null });
    expect(combatantChanges({ type: "rk", system: { held: { stance: "attack" } } }, 3)).toEqual({});
    expect(combatantChanges({ type: "ic", system: { held: TAKEN } }, 3)).toEqual({});
    expect(combatantChanges({ type: "rk", system: { held: TAKEN } }, 4)).toEqual({});
  });
});
