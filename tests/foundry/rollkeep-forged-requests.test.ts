import { beforeEach, describe, expect, it } from "vitest";
import { writes, type Harness } from "../harness";
import { rkFight, rollkeepWorld, samurai, type RkCombatDoc } from "./rollkeep-combat-helpers";

/**
 * Roll-and-keep turn and stance requests as a player's browser can send them, straight onto the
 * system socket (the server stamps the sender). This process is the GM's client: a forged or bad
 * request is refused with a message naming why, and writes nothing; a good one is the port's.
 */
const GM = "gm00000000000000";
const PLAYER = "player0000000000";
const OTHER = "player2000000000";
let harness: Harness;
let combat: RkCombatDoc;
let ids: string[];
let count = 0;

beforeEach(async () => {
  harness = await rollkeepWorld();
  harness.game.users.set(OTHER, { id: OTHER, isGM: false, active: true, name: "Other player" });
  ({ combat, ids } = await rkFight(harness, [samurai("Mine", {}, { ownership: { default: 0, [PLAYER]: 3 } }), samurai("Theirs", {}, { ownership: { default: 0, [OTHER]: 3 } })], [30, 20]));
  await combat.startCombat();
});

async function send(name: string, payload: unknown, from = PLAYER): Promise<{ ok: boolean; error?: string } | undefined> {
  const id = `rk${(count += 1)}`;
  await harness.game.socket.sendAs(from, "system.shinobi", { type: "request", id, gm: GM, name, payload });
  return harness.game.socket.answersTo(from).find((a) => a.id === id);
}

async function refused(name: string, payload: unknown, reason: RegExp, from = PLAYER): Promise<void> {
  writes.reset();
  const answer = await send(name, payload, from);
  expect(answer?.ok).toBe(false);
  expect(answer?.error).toMatch(reason);
  expect(writes.calls()).toBe(0);
}

describe("roll-and-keep turn requests", () => {
  it("carries out the owner's own turn through the port", async () => {
    writes.reset();
    const answer = await send("rkTurn", { combatId: combat.id, combatantId: ids[0], action: "moveSimple" });
    expect(answer).toMatchObject({ ok: true });
    expect(combat.combatants.get(ids[0]!)!.system.turn.simple).toBe(1);
    expect(writes.calls()).toBe(1);
  });

  it("refuses another player's combatant, a combatant that is not its turn, and every malformed field", async () => {
    await refused("rkTurn", { combatId: combat.id, combatantId: ids[1], action: "moveSimple" }, /not yours|own/i);
    await refused("rkTurn", { combatId: combat.id, combatantId: ids[1], action: "moveSimple" }, /turn/i, OTHER);
    await refused("rkTurn", { combatId: "nope", combatantId: ids[0], action: "moveSimple" }, /combatId/);
    await refused("rkTurn", { combatId: combat.id, combatantId: ids[0], action: "fly" }, /action/);
    await refused("rkTurn", { combatId: combat.id, combatantId: ids[0], action: "attack" }, /action/);
    await refused("rkTurn", { combatId: combat.id, combatantId: ids[0], action: "pass", stance: "dragon" }, /stance/);
    await refused("rkTurn", { combatId: combat.id, combatantId: ids[0], action: "pass", stance: "defense" }, /first round/i);
    await refused("rkTurn", { combatId: combat.id, combatantId: ids[0], action: { __proto__: "x" } }, /action/);
    await refused("rkTurn", "not an object", /payload/);
  });

  it("carries a move's distance and direction to the port, which counts it on the combatant (C17)", async () => {
    writes.reset();
    const answer = await send("rkTurn", { combatId: combat.id, combatantId: ids[0], action: "moveSimple", move: { feet: 15, direction: "toward", terrain: "basic" } });
    expect(answer).toMatchObject({ ok: true, result: { move: { feet: 15, moved: 15, cap: 40 }, blindMove: null } });
    expect(combat.combatants.get(ids[0]!)!.system.turn).toMatchObject({ simple: 1, moved: 15, moveCap: 40 });
    expect(writes.calls()).toBe(1);
  });

  it("refuses a malformed move, and one the rules forbid, naming why", async () => {
    const turn = (move: unknown) => ({ combatId: combat.id, combatantId: ids[0], action: "moveSimple", move });
    await refused("rkTurn", turn({ feet: "far", direction: "toward" }), /move\.feet/);
    await refused("rkTurn", turn({ feet: 10, direction: "up" }), /move\.direction/);
    await refused("rkTurn", turn({ feet: 10, direction: "toward", terrain: "lava" }), /move\.terrain/);
    // A steed's Water is read from its sheet; a request never states one.
    await refused("rkTurn", turn({ feet: 10, direction: "toward", steedWater: 4 }), /move\.steedWater/);
    await refused("rkTurn", turn("ten feet"), /move/);
    await refused("rkTurn", turn({ feet: 25, direction: "toward" }), /covers at most 20 ft/);
    await refused("rkTurn", turn({ feet: 10, direction: "toward", steed: ids[1] }), /move\.steed is not valid/);
    await refused("rkTurn", { combatId: combat.id, combatantId: ids[0], action: "guard", move: { feet: 5, direction: "toward" } }, /only a move says how far/);
  });

  it("refuses an opening stance once the fight has started, or for someone else's combatant", async () => {
    await refused("rkOpeningStance", { combatId: combat.id, combatantId: ids[0], stance: "defense" }, /started/);
    await refused("rkOpeningStance", { combatId: combat.id, combatantId: ids[1], stance: "defense" }, /not yours|own/i);
    await refused("rkOpeningStance", { combatId: combat.id, combatantId: ids[0], stance: 7 }, /stance/);
  });
});
