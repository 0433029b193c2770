import { beforeEach, describe, expect, it, vi } from "vitest";
import { gmQueue } from "../../src/authority/gm-queue";
import { actAs, bootSystem, writes, type Harness } from "../harness";
import { INO_SOURCE } from "../fixtures/actors";

// What the server lets a player write on their own combatant (initiative, defeated, system) and on
// the combat (round, turn): the GM's client puts a player's change back and says who made it.
let harness: Harness;
const PLAYER = "player0000000000";

interface Combatant {
  id: string;
  initiative: number | null;
  defeated: boolean;
  system: { ap: number; stun: number };
  update(d: object, o?: { diff?: boolean }): Promise<unknown>;
  updateSource(d: object): unknown;
}
interface IcFight {
  round: number;
  turn: number | null;
  combatants: { contents: Combatant[] };
  update(d: object): Promise<unknown>;
  updateSource(d: object): unknown;
}

beforeEach(async () => {
  harness = await bootSystem();
});

/** A fight of Sakura's, the player's, and of a second combatant of theirs when one is given. */
async function fight(second?: { name: string; initiative: number; system: object }): Promise<{ combat: IcFight; mine: Combatant }> {
  const actor = await (Actor as unknown as { create(d: object): Promise<{ id: string }> }).create({ ...INO_SOURCE, name: "Sakura", ownership: { default: 0, [PLAYER]: 3 } });
  const combat = (await (Combat as unknown as { create(d: object): Promise<IcFight> }).create({
    type: "ic",
    system: { currentIc: 10 },
    combatants: [{ type: "ic", actorId: actor.id, name: "Sakura", initiative: 18, system: { ap: 2, stun: 3 } }, ...(second ? [{ type: "ic", actorId: actor.id, ...second }] : [])],
  }))!;
  return { combat, mine: combat.combatants.contents[0]! };
}

/**
 * A change as the GM's client sees another client's write arrive: already in its copy of the
 * document, then its update hook with the author (the harness's own updates are all this client's).
 */
async function arrives(doc: { updateSource(d: object): unknown }, hook: "updateCombat" | "updateCombatant", changes: Record<string, unknown>, author: string, options: object = {}): Promise<void> {
  landsFrom(doc, hook, changes, author, options);
  await gmQueue.run(async () => undefined);
}

/** The same, without waiting for the GM's queue to reach what the hook queued. */
function landsFrom(doc: { updateSource(d: object): unknown }, hook: "updateCombat" | "updateCombatant", changes: Record<string, unknown>, author: string, options: object = {}): void {
  doc.updateSource(changes);
  // Core's copy of a combat takes the combatants' changes inside its update into each combatant's
  // copy; the harness's `updateSource` does not, so each lands here.
  const { combatants } = changes as { combatants?: { _id: string }[] };
  for (const { _id, ...change } of combatants ?? []) (doc as unknown as IcFight).combatants.contents.find((c) => c.id === _id)?.updateSource(change);
  writes.record(hook === "updateCombat" ? "Combat" : "Combatant", "update", 1);
  // The cast: core types each hook's arguments as its documents; the harness's doubles stand in for them.
  (Hooks.callAll as (hook: string, ...args: unknown[]) => unknown)(hook, doc, changes, options, author);
}

/** A GM's task queued now, which starts only once `open` is called. */
function heldInQueue<T>(task: () => Promise<T>): { done: Promise<T>; open: () => void } {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const done = gmQueue.run(async () => {
    await gate;
    return task();
  });
  return { done, open };
}

const lastNotice = (): string | undefined => (globalThis as unknown as { ui: { notifications: { shown: { message: string }[] } } }).ui.notifications.shown.at(-1)?.message;

describe("a player's write to a fight's timeline", () => {
  it("puts back a player's own turn, AP and stun on their combatant, in one write, and tells the GM who did it", async () => {
    const { mine } = await fight();
    writes.reset();
    await arrives(mine, "updateCombatant", { initiative: 10, system: { ap: 10, stun: 0 } }, PLAYER);
    expect([mine.initiative, mine.system.ap, mine.system.stun]).toEqual([18, 2, 3]);
    // The player's write, then the GM's one putting it back.
    expect(writes.entries.map((w) => `${w.documentName}:${w.action}`)).toEqual(["Combatant:update", "Combatant:update"]);
    expect((globalThis as unknown as { ui: { notifications: { shown: { message: string }[] } } }).ui.notifications.shown.at(-1)?.message).toBe("Player changed Sakura's initiative, system in a fight; only the GM's client writes those, so they were put back.");
  });

  it("tells the GM when the put-back's own write fails, and leaves no rejection unhandled", async () => {
    const { mine } = await fight();
    const failed = vi.spyOn(mine, "update").mockRejectedValueOnce(new Error("server gone"));
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await arrives(mine, "updateCombatant", { system: { ap: 10 } }, PLAYER);
    expect(failed).toHaveBeenCalledTimes(1);
    const errors = (ui.notifications as unknown as { shown: { level: string; message: string }[] }).shown.filter((n) => n.level === "error").map((n) => n.message);
    expect(errors).toEqual([expect.stringContaining("server gone")]);
    expect(errors[0]).toContain("put back");
    // The server kept the player's write, so the GM's client's copy holds it again (a later GM's
    // write of 2, diffed against a copy holding 2, would have sent nothing).
    expect(mine.system.ap).toBe(10);
    logged.mockRestore();
  });

  it("when the put-back's write fails, gives the GM's copy what the server holds: the player's values, save those a GM's write since changed", async () => {
    const { mine } = await fight();
    const update = mine.update.bind(mine);
    // Only the put-back's write (sent whole) fails; the GM's own step, diffed, lands.
    vi.spyOn(mine, "update").mockImplementation((d, o) => (o?.diff === false ? Promise.reject(new Error("server gone")) : update(d, o)));
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const step = heldInQueue(async () => {
      const seen = [mine.initiative, mine.system.ap, mine.system.stun];
      await mine.update({ "system.stun": 1 });
      return seen;
    });
    landsFrom(mine, "updateCombatant", { initiative: 10, system: { ap: 10, stun: 0 } }, PLAYER);
    step.open();
    expect(await step.done).toEqual([18, 2, 3]);
    await gmQueue.run(async () => undefined);
    expect([mine.initiative, mine.system.ap, mine.system.stun]).toEqual([10, 10, 1]);
    expect((ui.notifications as unknown as { shown: { level: string; message: string }[] }).shown.filter((n) => n.level === "error").map((n) => n.message)).toEqual([expect.stringContaining("server gone")]);
    logged.mockRestore();
  });

  it("keeps what the GM's client writes, and puts back to that", async () => {
    const { mine } = await fight();
    await arrives(mine, "updateCombatant", { system: { ap: 7 } }, "gm00000000000000");
    await arrives(mine, "updateCombatant", { defeated: true, "system.ap": 20 }, PLAYER);
    // The harness's combatant keeps no defeated field of its own: put back, it is not true.
    expect([mine.defeated === true, mine.system.ap]).toEqual([false, 7]);
  });

  it("leaves a player's other changes alone (a flag of a module's)", async () => {
    const { mine } = await fight();
    writes.reset();
    await arrives(mine, "updateCombatant", { flags: { world: { note: "ready" } } }, PLAYER);
    expect(writes.calls()).toBe(1);
    expect(mine.initiative).toBe(18);
  });

  it("puts back a player's change to the combat's round or turn", async () => {
    const { combat } = await fight();
    const before = [combat.round, combat.turn];
    await arrives(combat, "updateCombat", { round: 9, turn: 0 }, PLAYER);
    expect([combat.round, combat.turn]).toEqual(before);
  });

  it("gives a combatant a player added the fresh timeline of its type, whatever it was made with", async () => {
    const { combat } = await fight();
    const { joinedFight } = await import("../../src/authority/fight-guard");
    const actor = await (Actor as unknown as { create(d: object): Promise<{ id: string }> }).create({ ...INO_SOURCE, name: "Naruto", ownership: { default: 0, [PLAYER]: 3 } });
    const [joined] = (await (combat as unknown as { createEmbeddedDocuments(n: string, d: object[]): Promise<Combatant[]> }).createEmbeddedDocuments("Combatant", [{ type: "ic", actorId: actor.id, name: "Naruto", initiative: 10, system: { ap: 99, stun: 0 } }]))!;
    await joinedFight(joined as never, PLAYER);
    expect([joined!.initiative, joined!.defeated === true, joined!.system.ap, joined!.system.stun]).toEqual([null, false, 0, 0]);
    // Remembered as reset: a later write of the player's is put back to it.
    await arrives(joined!, "updateCombatant", { "system.ap": 50 }, PLAYER);
    expect(joined!.system.ap).toBe(0);
  });

  it("puts back, with its id and last remembered timeline, a combatant a player took out of a fight under way", async () => {
    const { combat, mine } = await fight();
    const { leftFight } = await import("../../src/authority/fight-guard");
    const id = mine.id;
    const gone = mine as unknown as { toObject(): Record<string, unknown> };
    await (combat as unknown as { deleteEmbeddedDocuments(n: string, ids: string[]): Promise<unknown> }).deleteEmbeddedDocuments("Combatant", [id]);
    expect(combat.combatants.contents.map((c) => c.id)).toEqual([]);
    expect(await leftFight(gone as never, combat as never, PLAYER)).toBe(true);
    const back = combat.combatants.contents.find((c) => c.id === id)!;
    expect([back.initiative, back.system.ap, back.system.stun]).toEqual([18, 2, 3]);
    expect((globalThis as unknown as { ui: { notifications: { shown: { message: string }[] } } }).ui.notifications.shown.at(-1)?.message).toBe("Player took Sakura out of a fight under way; only the GM does that, so it was put back.");
    // The GM may.
    expect(await leftFight(gone as never, combat as never, "gm00000000000000")).toBe(false);
  });

  it("puts back a player's write that carries the option the guard once marked its own writes with", async () => {
    const { combat, mine } = await fight();
    await arrives(mine, "updateCombatant", { initiative: 10, "system.ap": 10 }, PLAYER, { shinobi: { restored: true } });
    expect([mine.initiative, mine.system.ap]).toEqual([18, 2]);
    const before = [combat.round, combat.turn];
    await arrives(combat, "updateCombat", { round: 9, turn: 0 }, PLAYER, { shinobi: { restored: true } });
    expect([combat.round, combat.turn]).toEqual(before);
    // And it is not remembered: the GM's next put-back is still to the GM's values.
    await arrives(mine, "updateCombatant", { "system.ap": 30 }, PLAYER);
    expect(mine.system.ap).toBe(2);
  });

  it("gives a task already waiting in the GM's queue the GM's values, not the player's write", async () => {
    const { mine } = await fight();
    // A GM's step queued before the player's write lands reads the combatant after it has landed.
    const seen = heldInQueue(async () => [mine.initiative, mine.system.ap]);
    landsFrom(mine, "updateCombatant", { initiative: 10, "system.ap": 10 }, PLAYER);
    seen.open();
    expect(await seen.done).toEqual([18, 2]);
    await gmQueue.run(async () => undefined);
    expect([mine.initiative, mine.system.ap]).toEqual([18, 2]);
  });

  it("sends the put-back from what the GM's client knows when the queue reaches it, so a GM's step queued before it stands", async () => {
    const { mine } = await fight();
    const step = heldInQueue(async () => mine.update({ "system.ap": 1 }));
    landsFrom(mine, "updateCombatant", { initiative: 10 }, PLAYER);
    step.open();
    await step.done;
    await gmQueue.run(async () => undefined);
    expect([mine.initiative, mine.system.ap]).toEqual([18, 1]);
  });

  it("puts back a player's write to their combatant sent inside the combat's update, and tells the GM", async () => {
    const { combat, mine } = await fight();
    writes.reset();
    await arrives(combat, "updateCombat", { combatants: [{ _id: mine.id, initiative: 10, system: { ap: 10 } }] }, PLAYER);
    expect([mine.initiative, mine.system.ap]).toEqual([18, 2]);
    // The player's write, then the GM's, the combatant's fields inside the combat's.
    expect(writes.entries.map((w) => `${w.documentName}:${w.action}`)).toEqual(["Combat:update", "Combat:update"]);
    expect(lastNotice()).toBe("Player changed Sakura's initiative, system in a fight; only the GM's client writes those, so they were put back.");
  });

  it("puts back the combat's round and every combatant one update of the player's touched in one write", async () => {
    const { combat, mine } = await fight({ name: "Naruto", initiative: 12, system: { ap: 4, stun: 0 } });
    const other = combat.combatants.contents[1];
    const before = [combat.round, combat.turn];
    writes.reset();
    await arrives(combat, "updateCombat", { round: 9, combatants: [{ _id: mine.id, initiative: 10 }, { _id: other!.id, system: { ap: 40 } }] }, PLAYER);
    expect([combat.round, combat.turn, mine.initiative, other!.system.ap]).toEqual([...before, 18, 4]);
    expect(writes.entries.map((w) => `${w.documentName}:${w.action}`)).toEqual(["Combat:update", "Combat:update"]);
    // Remembered from the GM's write: a later player's write is put back to the same values.
    await arrives(other!, "updateCombatant", { "system.ap": 30 }, PLAYER);
    expect(other!.system.ap).toBe(4);
  });

  it("remembers what the GM writes through the combat's update, and puts a player's later write back to that", async () => {
    const { combat, mine } = await fight();
    // The GM's own step writing the combatants inside the combat's update (no combatant hook runs).
    await (combat as unknown as { update(d: object): Promise<unknown> }).update({ combatants: [{ _id: mine.id, initiative: 12, system: { ap: 6 } }] });
    await arrives(mine, "updateCombatant", { initiative: 30, "system.ap": 30 }, PLAYER);
    expect([mine.initiative, mine.system.ap]).toEqual([12, 6]);
  });

  it("does nothing on a player's own client (only the GM client that keeps the fights acts)", async () => {
    const { mine } = await fight();
    actAs(harness, "player");
    await arrives(mine, "updateCombatant", { initiative: 10 }, PLAYER);
    expect(mine.initiative).toBe(10);
  });
});
