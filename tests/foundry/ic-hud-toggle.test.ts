import { beforeEach, describe, expect, it } from "vitest";
import { RULESETS } from "../../src/rules/registry";
import { asPlayer, bootSystem, writes, type ActorDouble, type Harness } from "../harness";
import { INO_SOURCE } from "../fixtures/actors";
import { expectAllRefused, sendAs } from "../fixtures/requests";

/**
 * The IC token HUD's status toggles: whoever clicks, the GM's client writes the status. A player's
 * toggle travels as the `icHudToggle` request; the GM's client checks the requester owns the actor
 * and the status is one the HUD offers, then puts it on through the port's `impose`, at the moment
 * of the fight under way that holds the actor (else outside a fight), or takes it off. A GM's own
 * toggle goes through the same checks on their own client, with nothing sent.
 */
const PLAYER = "player0000000000";
let harness: Harness;

beforeEach(async () => {
  harness = await bootSystem();
});

type Effect = { id: string; type: string; statuses: Set<string>; flags: Record<string, unknown>; system: Record<string, unknown> };
type Toggling = ActorDouble & { id: string; toggleStatusEffect(id: string, options?: { active?: boolean; overlay?: boolean }): Promise<unknown> };
const effectsOf = (actor: ActorDouble) => actor.effects.contents as unknown as Effect[];
const trail = () => writes.entries.map((w) => `${w.documentName}:${w.action}`);
const requestsSent = () => harness.game.socket.sent.filter((s) => (s.message as { type?: string }).type === "request");

async function sakura(owner: string | null = PLAYER): Promise<Toggling> {
  const data = { ...INO_SOURCE, name: "Sakura", ownership: { default: 0, ...(owner ? { [owner]: 3 } : {}) } };
  return (await (Actor as unknown as { create(d: object): Promise<Toggling> }).create(data))!;
}

/** A fight holding the actor: begun (round 1) at IC 10 unless `round` is 0. */
async function fightWith(actor: Toggling, round = 1): Promise<{ combatant: { initiative: number | null; system: Record<string, unknown> } }> {
  const combat = (await (Combat as unknown as { create(d: object): Promise<{ combatants: { contents: { initiative: number | null; system: Record<string, unknown> }[] } }> }).create({
    type: "ic",
    round,
    system: { currentIc: 10 },
    combatants: [{ type: "ic", actorId: actor.id, name: "Sakura", initiative: 14, system: { ap: 2 } }],
  }))!;
  return { combatant: combat.combatants.contents[0]! };
}

/** A toggle request sent straight onto the socket, as a player's browser can send anything; the GM's answer. */
const forge = (payload: unknown) => sendAs(harness, PLAYER, "icHudToggle", payload);

/** What the port makes of the actor's state with the status put on at `ic`, read the way the Foundry layer reads it. */
async function portStatuses(actor: Toggling, kind: string, source: string, ic: number) {
  const { readState } = await import("../../src/rulesets/ic/state");
  const { state } = readState(actor as never);
  return RULESETS.ic.impose(state, { kind: kind as never, severity: 1, duration: null, source }, ic).statuses;
}

describe("a player's token HUD toggle", () => {
  it("reaches the GM's client, which puts the status on through the port at the fight's moment, in one write", async () => {
    const actor = await sakura();
    const { combatant } = await fightWith(actor);
    const expected = await portStatuses(actor, "bleed", "Player", 10);
    writes.reset();
    expect(await asPlayer(harness, () => actor.toggleStatusEffect("bleed"))).toBe(true);
    expect(requestsSent().map((s) => [s.senderId, (s.message as { name: string }).name])).toEqual([[PLAYER, "icHudToggle"]]);
    const [effect] = effectsOf(actor);
    expect(effect?.type).toBe("status");
    expect([...(effect?.statuses ?? [])]).toEqual(["bleed"]);
    // Stamped with the fight's IC, not 0: its schedule counts from now.
    expect(effect?.system).toMatchObject({ kind: "bleed", severity: 1, appliedIc: 10, source: "Player" });
    const { readState } = await import("../../src/rulesets/ic/state");
    expect(readState(actor as never).state.statuses).toEqual(expected.map((status) => expect.objectContaining(status)));
    expect(trail()).toEqual(["ActiveEffect:create"]);
    expect(combatant.initiative).toBe(14);
  });

  it("puts a status on from IC 0 when the fight holding the actor has not begun, and takes it off again through the GM", async () => {
    const actor = await sakura();
    await fightWith(actor, 0);
    await asPlayer(harness, () => actor.toggleStatusEffect("poison"));
    expect(effectsOf(actor).map((e) => e.system)).toEqual([expect.objectContaining({ kind: "poison", appliedIc: 0 })]);
    writes.reset();
    expect(await asPlayer(harness, () => actor.toggleStatusEffect("poison"))).toBe(false);
    expect(effectsOf(actor)).toEqual([]);
    expect(trail()).toEqual(["ActiveEffect:delete"]);
    // Both ways asked of the GM's client, none written by the player's.
    expect(requestsSent().map((s) => [s.senderId, (s.message as { payload: { active: boolean } }).payload.active])).toEqual([[PLAYER, true], [PLAYER, false]]);
  });

  it("may not take a status off in a fight under way (the fight ends it, or the GM), while the GM still may", async () => {
    const actor = await sakura();
    await fightWith(actor);
    await asPlayer(harness, () => actor.toggleStatusEffect("bleed"));
    expect(effectsOf(actor)).toHaveLength(1);
    writes.reset();
    await expect(asPlayer(harness, () => actor.toggleStatusEffect("bleed"))).rejects.toThrow("Sakura is in a fight under way: only the GM takes a status (bleed) off there. Ask the GM.");
    const forged = await forge({ actor: actor.id, status: "bleed", active: false });
    expect(forged?.ok).toBe(false);
    expect(writes.calls()).toBe(0);
    expect(effectsOf(actor)).toHaveLength(1);
    expect(await actor.toggleStatusEffect("bleed")).toBe(false);
    expect(effectsOf(actor)).toEqual([]);
  });

  it("is refused on the GM's client when the player does not own the actor, with nothing written", async () => {
    const actor = await sakura(null);
    await fightWith(actor);
    writes.reset();
    const answer = await forge({ actor: actor.id, status: "bleed", active: true });
    expect(answer?.ok).toBe(false);
    expect(answer?.error).toBe("You can only act for combatants you own.");
    // Nor can it be taken off someone else's actor.
    await actor.toggleStatusEffect("bleed");
    writes.reset();
    expect((await forge({ actor: actor.id, status: "bleed", active: false }))?.ok).toBe(false);
    expect(writes.calls()).toBe(0);
    expect(effectsOf(actor)).toHaveLength(1);
    // The player's own client does not even ask.
    await expect(asPlayer(harness, () => actor.toggleStatusEffect("bleed"))).rejects.toThrow(/only act for combatants you own/);
  });

  it("is refused naming the field when the status is not the rules' (or one the HUD cannot express), or a field is not what it must be", async () => {
    const actor = await sakura();
    await fightWith(actor);
    await expectAllRefused(harness, PLAYER, "icHudToggle", [
      ...["stun", "invisible", "Bleed", "__proto__", 3].map((status) => [{ actor: actor.id, status, active: true }, /its status is not valid/] as const),
      [{ actor: actor.id, status: "bleed" }, /its active is not valid/],
      [{ actor: actor.id, status: "bleed", active: "yes" }, /its active is not valid/],
      [{ actor: actor.id, status: "dead", active: true, overlay: 1 }, /its overlay is not valid/],
      [{ actor: "nobody", status: "bleed", active: true }, /its actor is not valid/],
      [[actor.id, "bleed", true], /its payload is not valid/],
    ]);
    expect(effectsOf(actor)).toEqual([]);
  });
});

describe("a GM's token HUD toggle", () => {
  it("still works at once on the GM's own client, imposed at the fight's moment, with nothing sent", async () => {
    const actor = await sakura();
    await fightWith(actor);
    writes.reset();
    expect(await actor.toggleStatusEffect("burn")).toBe(true);
    expect(requestsSent()).toEqual([]);
    expect(effectsOf(actor).map((e) => e.system)).toEqual([expect.objectContaining({ kind: "burn", severity: 1, appliedIc: 10, source: "Gamemaster" })]);
    expect(trail()).toEqual(["ActiveEffect:create"]);
    // Forced on while held: nothing more is written.
    writes.reset();
    expect(await actor.toggleStatusEffect("burn", { active: true })).toBe(true);
    expect(writes.calls()).toBe(0);
  });

  it("shows a condition as the rules show one, over the token when asked (the tracker's defeated toggle)", async () => {
    const actor = await sakura();
    await fightWith(actor);
    await actor.toggleStatusEffect("dead", { active: true, overlay: true });
    const [dead] = effectsOf(actor);
    expect([...(dead?.statuses ?? [])]).toEqual(["dead"]);
    expect(dead?.flags).toMatchObject({ core: { overlay: true } });
    const { readState } = await import("../../src/rulesets/ic/state");
    expect(readState(actor as never).state.condition).toBe("dead");
  });
});
