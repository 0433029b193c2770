import { beforeEach, describe, expect, it } from "vitest";
import { actAs, asPlayer, writes, type Harness } from "../harness";
import type { DgCombat } from "../../src/rulesets/degrees/combat";
import { expectAllRefused } from "../fixtures/requests";
import { bootDegreesFight, combatantIdOf, dgActor, dgFight } from "./degrees-combat-helpers";

/**
 * The tracker's basic actions as a player's client asks for them, and as a forged one may: straight
 * onto the system socket, where the server stamps the sender's id. This process is the GM's client.
 * A fair request is taken through the port; every forged one is refused with a message naming why,
 * and writes nothing.
 */
const GM = "gm00000000000000";
const PLAYER = "player0000000000";
const SOCKET = "system.shinobi";
let harness: Harness;
let count = 0;

beforeEach(async () => {
  harness = await bootDegreesFight();
});

/** Aiko (the player's) acting now, Chief (the GM's) after her. */
async function world(): Promise<{ combat: DgCombat; aiko: string; chief: string }> {
  const aiko = await dgActor({ name: "Aiko", owner: PLAYER });
  const chief = await dgActor({ name: "Chief", type: "dgNpc" });
  const combat = await dgFight([aiko, chief], (i) => ({ initiative: [12, 8][i] }));
  await combat.startCombat();
  return { combat, aiko: combatantIdOf(combat, aiko), chief: combatantIdOf(combat, chief) };
}

async function forge(payload: unknown, from = PLAYER): Promise<{ ok: boolean; result?: unknown; error?: string } | undefined> {
  const id = `dgforged${(count += 1)}`;
  await harness.game.socket.sendAs(from, SOCKET, { type: "request", id, gm: GM, name: "dgAct", payload });
  return harness.game.socket.answersTo(from).find((a) => a.id === id);
}

async function refused(payload: unknown, reason: RegExp): Promise<void> {
  writes.reset();
  const answer = await forge(payload);
  expect(answer?.ok).toBe(false);
  expect(answer?.error).toMatch(reason);
  expect(writes.calls()).toBe(0);
}

describe("a player's basic action through the GM's client", () => {
  it("gets on a mount the fight holds and off it again (M90–M92): Animal Handling 2 for a common one, a special one Large or bigger, anything else refused", async () => {
    const aiko = await dgActor({ name: "Aiko", owner: PLAYER, system: { skills: { notice: 2, animalHandling: 1 } } });
    // The party's mounts (the player's own), and a foe's summoned serpent.
    const horse = await dgActor({ name: "Horse", type: "dgNpc", owner: PLAYER, system: { mountKind: "common", initiativeGroup: "horse" } });
    const toad = await dgActor({ name: "Toad", type: "dgNpc", owner: PLAYER, system: { mountKind: "special", size: "massive", initiativeGroup: "toad" } });
    const pony = await dgActor({ name: "Pony", type: "dgNpc", owner: PLAYER, system: { mountKind: "special", size: "standard", initiativeGroup: "pony" } });
    const chief = await dgActor({ name: "Chief", type: "dgNpc" });
    const serpent = await dgActor({ name: "Serpent", type: "dgNpc", system: { mountKind: "special", size: "massive", initiativeGroup: "serpent" } });
    const combat = await dgFight([aiko, horse, toad, pony, chief, serpent], (i) => ({ initiative: [12, 9, 8, 7, 5, 4][i] }));
    await combat.startCombat();
    const id = (actor: typeof aiko) => combatantIdOf(combat, actor);
    const { trackerContext } = await import("../../src/rulesets/degrees/combat/tracker-context");
    const row = () => (trackerContext(combat).rows as { id: string; acts: { key: string }[]; mounts: Record<string, string> | null }[]).find((r) => r.id === id(aiko))!;
    // The GM's tracker offers every mount; a player's, only those the player may ride.
    expect(row().mounts).toEqual({ [id(horse)]: "Horse", [id(toad)]: "Toad", [id(pony)]: "Pony", [id(serpent)]: "Serpent" });
    expect(await asPlayer(harness, async () => row().mounts)).toEqual({ [id(horse)]: "Horse", [id(toad)]: "Toad", [id(pony)]: "Pony" });
    expect(row().acts.map((a) => a.key)).toContain("mount");
    expect(row().acts.map((a) => a.key)).not.toContain("dismount");
    await refused({ combatId: combat.id, combatantId: id(aiko), action: "mount", mountId: id(horse) }, /Animal Handling/);
    await refused({ combatId: combat.id, combatantId: id(aiko), action: "mount", mountId: id(pony) }, /Large/);
    await refused({ combatId: combat.id, combatantId: id(aiko), action: "mount", mountId: id(chief) }, /mountId is not valid/);
    await refused({ combatId: combat.id, combatantId: id(aiko), action: "mount", mountId: id(aiko) }, /mountId is not valid/);
    // A foe's mount, whose movement a ride would spend: the GM's to allow.
    await refused({ combatId: combat.id, combatantId: id(aiko), action: "mount", mountId: id(serpent) }, /its mountId names Serpent, a mount on the other side that this player does not command/);
    writes.reset();
    const up = await forge({ combatId: combat.id, combatantId: id(aiko), action: "mount", mountId: id(toad) });
    expect(up?.ok, up?.error).toBe(true);
    expect(writes.entries.map((e) => `${e.documentName}:${e.action}`)).toEqual(["Combatant:update"]);
    const rider = () => combat.fighterOf(combat.combatants.get(id(aiko))!)!.state;
    expect(rider().mountedOn).toBe(toad.id);
    expect(rider().actions.movement).toBe(false);
    expect(row().acts.map((a) => a.key)).toContain("dismount");
    expect(row().mounts).toBeNull();
    // Getting off is a movement action too: this round's is spent, so the standard one stands in for it (M14).
    const down = await forge({ combatId: combat.id, combatantId: id(aiko), action: "dismount" });
    expect(down?.ok, down?.error).toBe(true);
    expect(rider().mountedOn).toBeUndefined();
    expect(rider().actions.standard).toBe(false);
    await refused({ combatId: combat.id, combatantId: id(aiko), action: "mount", mountId: id(toad) }, /action/);
  });

  it("moves a rider on its mount from the tracker's Move (M90): both movement actions spent, the mount's metres; refused with the reason when the mount has none left", async () => {
    const aiko = await dgActor({ name: "Aiko", owner: PLAYER, system: { skills: { notice: 2, animalHandling: 2 } } });
    const toad = await dgActor({ name: "Toad", type: "dgNpc", dexterity: 7, system: { mountKind: "special", size: "massive", initiativeGroup: "toad" } });
    const horse = await dgActor({ name: "Horse", type: "dgNpc", dexterity: 5, system: { mountKind: "common", initiativeGroup: "horse" } });
    const combat = await dgFight([aiko, toad, horse], (i) => ({ initiative: [12, 14, 2][i] }));
    await combat.startCombat();
    const id = (actor: typeof aiko) => combatantIdOf(combat, actor);
    const state = (actor: typeof aiko) => combat.fighterOf(combat.combatants.get(id(actor))!)!.state;
    const move = { combatId: combat.id, combatantId: id(aiko), action: "move", mode: "normal" };
    await combat.linkFighter(id(aiko), { mountedOn: id(toad) });
    // The toad's own turn comes first (14): it walks, then on Aiko's turn (12) riding it is refused.
    const { degreesRules } = await import("../../src/rulesets/degrees/state");
    await combat.declareAction(id(toad), degreesRules.basicActions.move!);
    await combat.nextTurn();
    await refused(move, /Toad has no movement left/);
    await expectAllRefused(harness, PLAYER, "dgAct", [
      [{ ...move, mode: "fly" }, /mode is not valid/],
      [{ ...move, combatantId: id(toad) }, /only act for combatants you/],
    ]);
    // Next round the toad has its movement again: the ride spends both, over the toad's metres.
    await combat.nextRound();
    expect(combat.actingNow().map((c) => c.id)).toEqual([id(toad)]);
    await combat.nextTurn();
    writes.reset();
    const ridden = await forge(move);
    expect(ridden?.ok, ridden?.error).toBe(true);
    expect(writes.entries.map((e) => `${e.documentName}:${e.action}`)).toEqual(["Combatant:update"]);
    const { degreesExtras } = await import("../../src/rulesets/degrees/state");
    const { degreesOptions } = await import("../../src/rulesets/degrees/options");
    const metres = degreesExtras.moveMetres(state(toad), "normal", degreesOptions());
    expect(metres).not.toBe(degreesExtras.moveMetres(state(aiko), "normal", degreesOptions()));
    expect(ridden?.result).toMatchObject({ metres, actions: { movement: false, moved: true } });
    expect(state(aiko).actions).toMatchObject({ movement: false, moved: true });
    expect(state(toad).actions).toMatchObject({ movement: false, moved: true });
    // A common mount has no actions: only the rider's is spent, its own untouched (next round, on the horse).
    await combat.linkFighter(id(aiko), { mountedOn: id(horse) });
    await combat.nextRound();
    await combat.nextTurn();
    const horseBefore = state(horse).actions;
    writes.reset();
    const onHorse = await forge(move);
    expect(onHorse?.ok, onHorse?.error).toBe(true);
    expect(writes.calls()).toBe(1);
    expect(onHorse?.result).toMatchObject({ metres: degreesExtras.moveMetres(state(horse), "normal", degreesOptions()) });
    expect(state(aiko).actions.moved).toBe(true);
    expect(state(horse).actions).toEqual(horseBefore);
  });

  it("lets a character who delayed naming no value step in right after the turn under way (M10), at that turn's value, whatever the request claims", async () => {
    const aiko = await dgActor({ name: "Aiko", owner: PLAYER });
    const chief = await dgActor({ name: "Chief", type: "dgNpc" });
    const scout = await dgActor({ name: "Scout" });
    const combat = await dgFight([aiko, chief, scout], (i) => ({ initiative: [12, 8, 5][i] }));
    await combat.startCombat();
    const ids = { aiko: combatantIdOf(combat, aiko), chief: combatantIdOf(combat, chief), scout: combatantIdOf(combat, scout) };
    const { trackerContext } = await import("../../src/rulesets/degrees/combat/tracker-context");
    const row = (id: string) => (trackerContext(combat).rows as { id: string; waiting: boolean; acts: { key: string }[] }[]).find((r) => r.id === id)!;
    expect(row(ids.aiko).acts.map((a) => a.key)).not.toContain("stepIn");
    // Not waiting yet: stepping in is refused.
    await refused({ combatId: combat.id, combatantId: ids.aiko, action: "stepIn" }, /not waiting to act/);
    expect((await forge({ combatId: combat.id, combatantId: ids.aiko, action: "delay", delayTo: null }))?.ok).toBe(true);
    // The Delay puts Aiko's turn off; the GM's Next turn goes on to Chief.
    await combat.nextTurn();
    expect(combat.actingNow().map((c) => c.id)).toEqual([ids.chief]);
    expect(row(ids.aiko).waiting).toBe(true);
    writes.reset();
    // A forged value is ignored: the GM's client takes the turn under way's (Chief's 8).
    const answer = await forge({ combatId: combat.id, combatantId: ids.aiko, action: "stepIn", delayTo: 1 });
    expect(answer?.ok, answer?.error).toBe(true);
    expect(writes.entries.map((e) => `${e.documentName}:${e.action}`)).toEqual(["Combatant:update"]);
    expect(combat.fighterOf(combat.combatants.get(ids.aiko)!)!.state.delayedTo).toBe(8);
    expect(row(ids.aiko).waiting).toBe(false);
    await combat.nextTurn();
    // Aiko acts after Chief, before the Scout's 5.
    expect(combat.actingNow().map((c) => c.id)).toEqual([ids.aiko]);
  });

  it("takes off and lands from the tracker (M95): Winged with the movement spent, each button offered only where it applies", async () => {
    const w = await world();
    const { trackerContext } = await import("../../src/rulesets/degrees/combat/tracker-context");
    const row = () => (trackerContext(w.combat).rows as { id: string; flying: boolean; acts: { key: string }[] }[]).find((r) => r.id === w.aiko)!;
    const acts = () => row().acts.map((a) => a.key);
    expect(acts()).toContain("takeOff");
    expect(acts()).not.toContain("land");
    expect(row().flying).toBe(false);
    writes.reset();
    const answer = await forge({ combatId: w.combat.id, combatantId: w.aiko, action: "takeOff" });
    expect(answer?.ok, answer?.error).toBe(true);
    const aiko = w.combat.fighterOf(w.combat.combatants.get(w.aiko)!)!.state;
    expect(aiko.conditions.map((c) => c.id)).toContain("winged");
    expect(aiko.actions.movement).toBe(false);
    // Taking off provokes (M95): one line names the foe who may strike as she goes.
    expect(writes.entries.map((e) => `${e.documentName}:${e.action}`)).toEqual(["Combatant:update", "ActiveEffect:create", "ChatMessage:create"]);
    const line = [...(harness.game.messages as unknown as Iterable<{ content: string }>)].at(-1)!.content.replace(/&#x27;/g, "'");
    expect(line).toContain("Aiko takes off. Any of these foes whose reach it leaves may strike as it goes (the attack dialog's Made as: an opportunity attack): Chief.");
    expect(acts()).toContain("land");
    expect(acts()).not.toContain("takeOff");
    // The row reads the port's inTheAir, the buttons follow it.
    expect(row().flying).toBe(true);
    // Up already: the rules refuse a second take-off, naming why.
    await refused({ combatId: w.combat.id, combatantId: w.aiko, action: "takeOff" }, /air/);
  });

  it("offers Take off only in the open or under a ceiling of 10 m or more, the GM's (M94, M97); a forged take-off under a low one is refused", async () => {
    const w = await world();
    const { trackerContext } = await import("../../src/rulesets/degrees/combat/tracker-context");
    const acts = () => (trackerContext(w.combat).rows as { id: string; acts: { key: string }[] }[]).find((r) => r.id === w.aiko)!.acts.map((a) => a.key);
    writes.reset();
    await w.combat.setCeiling(6);
    expect(writes.entries.map((e) => `${e.documentName}:${e.action}`)).toEqual(["Combat:update"]);
    expect(trackerContext(w.combat)).toMatchObject({ ceiling: 6 });
    expect(acts()).not.toContain("takeOff");
    await refused({ combatId: w.combat.id, combatantId: w.aiko, action: "takeOff" }, /ceiling here is 6 m: aerial combat needs 10 m or more/);
    await expect(w.combat.setCeiling(-1)).rejects.toThrow(/ceiling/);
    await expect(w.combat.setCeiling("high")).rejects.toThrow(/ceiling/);
    await w.combat.setCeiling(10);
    expect(acts()).toContain("takeOff");
    await w.combat.setCeiling(null);
    expect(trackerContext(w.combat)).toMatchObject({ ceiling: "" });
    const up = await forge({ combatId: w.combat.id, combatantId: w.aiko, action: "takeOff" });
    expect(up?.ok, up?.error).toBe(true);
  });

  it("takes the owner's move on its own turn through the port, in one combatant write, saying how far it goes by the mode (M57)", async () => {
    const w = await world();
    writes.reset();
    const answer = await forge({ combatId: w.combat.id, combatantId: w.aiko, action: "move", mode: "swim" });
    // Movement 10 + ceil(3 / 2) = 12 m on foot; swimming a quarter of it: 3 m.
    expect(answer).toMatchObject({ ok: true, result: { actions: { movement: false, moved: true, standard: true }, metres: 3 } });
    expect(writes.entries.map((e) => `${e.documentName}:${e.action}`)).toEqual(["Combatant:update"]);
  });

  it("asks from the player's own client and shows the rules' refusal when it is not allowed", async () => {
    const w = await world();
    const { requestAct } = await import("../../src/rulesets/degrees/combat");
    actAs(harness, "player");
    try {
      await expect(requestAct(w.combat, w.chief, "move")).rejects.toThrow("You can only act for combatants you own.");
      await requestAct(w.combat, w.aiko, "move");
      await expect(requestAct(w.combat, w.aiko, "safeStep")).rejects.toThrow("A character moves only once a round.");
    } finally {
      actAs(harness, "gm");
    }
  });
});

describe("forged basic actions", () => {
  it("refuses acting for the GM's NPC", async () => {
    const w = await world();
    await refused({ combatId: w.combat.id, combatantId: w.chief, action: "move" }, /only act for combatants you own/);
  });

  it.each([
    ["an attack, which only the attack card opens", "strike"],
    ["an unknown action", "teleport"],
    ["an action described instead of named", { key: "move", time: "free" }],
  ])("refuses %s, naming the field", async (_what, action) => {
    const w = await world();
    await refused({ combatId: w.combat.id, combatantId: w.aiko, action }, /its action is not valid/);
  });

  it.each([
    ["a fractional Delay", 4.5],
    ["a Delay as text", "4"],
    ["a Delay far out of range", 1e9],
  ])("refuses %s, naming the field", async (_what, delayTo) => {
    const w = await world();
    await refused({ combatId: w.combat.id, combatantId: w.aiko, action: "delay", delayTo }, /its delayTo is not valid/);
  });

  it("refuses a fight or a combatant that is not an id", async () => {
    const w = await world();
    await refused({ combatId: "../../etc", combatantId: w.aiko, action: "move" }, /its combatId is not valid/);
    await refused({ combatId: w.combat.id, combatantId: { $ne: null }, action: "move" }, /its combatantId is not valid/);
  });

  it("refuses a Delay that does not lower initiative, in the rules' words", async () => {
    const w = await world();
    await refused({ combatId: w.combat.id, combatantId: w.aiko, action: "move", mode: "fly" }, /mode is not valid/);
    await refused({ combatId: w.combat.id, combatantId: w.aiko, action: "delay", delayTo: 12 }, /A Delay must lower initiative: 12 is not below 12/);
  });

  it("refuses acting off one's own turn", async () => {
    const w = await world();
    await w.combat.nextTurn();
    await refused({ combatId: w.combat.id, combatantId: w.aiko, action: "totalDefence" }, /own turn/);
  });
});
