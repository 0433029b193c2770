import { describe, expect, it, vi } from "vitest";
import { actAs, ActorDouble, writes } from "../harness";
import { BANDIT_SOURCE, KIBA_SOURCE, PLAYER } from "../fixtures/degrees-attack";
import { createDgActor, d8, degreesAttackWorld, itemIdOf, lastCardIn, type DgCard } from "../fixtures/degrees-card";
import { sendAs } from "../fixtures/requests";
import { clickAsPlayer, fireJet } from "./degrees-fire-jet";
import type { DgCombat } from "../../src/rulesets/degrees/combat";

// A card step whose writes fail half way, tried again: the card is written before the documents
// the step changes, so a step tried again after the card's write failed writes everything once,
// and one whose documents' write failed after the card tells the GM and is not done twice.

const world = degreesAttackWorld();

interface Writable {
  update(changes: object): Promise<unknown>;
}

const written = () => writes.entries.map((w) => `${w.documentName}:${w.action}`);
const hp = (actor: ActorDouble) => (actor.system as { hp: { value: number } }).hp.value;
const message = (card: DgCard) => world.harness.game.messages.get(card.id) as unknown as DgCard & Writable;
const shown = () => (globalThis as unknown as { ui: { notifications: { shown: { level: string; message: string }[] } } }).ui.notifications.shown;

/** The next `times` writes of `doc` fail as a dropped connection would, before anything is stored. */
function failing(doc: Writable, times = 1): void {
  const update = doc.update.bind(doc);
  let left = times;
  doc.update = (changes: object) => (left-- > 0 ? Promise.reject(new Error("the server dropped the write")) : update(changes));
}

/** Kiba's katana at the bandit (HP 20), dodged and hit for 6: the card waits for Apply. */
async function hitWaiting(): Promise<{ kiba: ActorDouble; bandit: ActorDouble; card: DgCard }> {
  const kiba = await createDgActor(KIBA_SOURCE);
  const bandit = await createDgActor(BANDIT_SOURCE, { system: { hp: { value: 20 } } });
  actAs(world.harness, "player");
  d8(6, 5);
  expect(await world.attack.useItem(kiba as never, itemIdOf(kiba, "Katana"), { targetActorId: bandit.id, choice: {} })).toEqual({ opened: true });
  const card = lastCardIn(world.harness);
  // The bandit is the GM's to answer for.
  actAs(world.harness, "gm");
  await world.attack.degreesCardStep(card.id, { step: "defend", choice: "dodge" });
  expect(card.content).toContain("Apply 6 lethal damage");
  return { kiba, bandit, card };
}

describe("Apply tried again", () => {
  it("after the card's write failed, lands the hit once: nothing was written before the card", async () => {
    const { bandit, card } = await hitWaiting();
    failing(message(card));
    writes.reset();
    await expect(clickAsPlayer(world, card, { step: "apply" })).rejects.toThrow(/dropped/);
    expect(writes.calls()).toBe(0);
    expect(hp(bandit)).toBe(20);
    expect(message(card).flags.shinobi.degreesCard.landed).toBeNull();
    await clickAsPlayer(world, card, { step: "apply" });
    expect(written()).toEqual(["ChatMessage:update", "Actor:update"]);
    expect(hp(bandit)).toBe(14);
    // Two clicks reaching the GM together: the second finds the card landed.
    writes.reset();
    await expect(Promise.all([clickAsPlayer(world, card, { step: "apply" }), clickAsPlayer(world, card, { step: "apply" })])).rejects.toThrow("That step is not open on this attack card now.");
    expect(writes.calls()).toBe(0);
    expect(hp(bandit)).toBe(14);
  });

  it("after the target's write failed, tells the GM what was not written and never lands it twice", async () => {
    const { bandit, card } = await hitWaiting();
    const batch = ActorDouble.updateDocuments;
    ActorDouble.updateDocuments = () => Promise.reject(new Error("the server dropped the write"));
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    writes.reset();
    try {
      await expect(clickAsPlayer(world, card, { step: "apply" })).rejects.toThrow(/writing Bandit, Kiba failed \(the server dropped the write\)/);
    } finally {
      ActorDouble.updateDocuments = batch;
    }
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();
    expect(written()).toEqual(["ChatMessage:update"]);
    expect(hp(bandit)).toBe(20);
    // The GM's own screen says so, and stays.
    expect(shown()).toContainEqual({ level: "error", message: expect.stringMatching(/^This card shows its step done, but writing Bandit, Kiba failed/) as unknown as string });
    expect(message(card).flags.shinobi.degreesCard.landed).toMatchObject({ hp: 14 });
    writes.reset();
    await expect(clickAsPlayer(world, card, { step: "apply" })).rejects.toThrow("That step is not open on this attack card now.");
    expect(writes.calls()).toBe(0);
  });
});

describe("Overcome tried again", () => {
  it("after the card's write failed, pays Shino's movement action once and opens one follow-up card", async () => {
    const { combat, shino, card } = await fireJet(world);
    d8(8, 8);
    await clickAsPlayer(world, card, { step: "aid", choice: "technique", protectorActorId: shino.id, techniqueId: itemIdOf(shino, "Water Wall") });
    const jet = itemIdOf(shino, "Water Jet");
    const cards = world.harness.game.messages.size;
    failing(message(card));
    writes.reset();
    d8(6, 6);
    await expect(clickAsPlayer(world, card, { step: "overcome", choice: "technique", techniqueId: jet })).rejects.toThrow(/dropped/);
    expect(writes.calls()).toBe(0);
    expect(actionsOf(combat, shino)).toMatchObject({ movement: true });
    d8(6, 6);
    await clickAsPlayer(world, card, { step: "overcome", choice: "technique", techniqueId: jet });
    expect(written()).toEqual(["ChatMessage:update", "Combatant:update", "ChatMessage:create"]);
    expect(actionsOf(combat, shino)).toMatchObject({ movement: false });
    expect(world.harness.game.messages.size).toBe(cards + 1);
    writes.reset();
    await expect(clickAsPlayer(world, card, { step: "overcome", choice: "technique", techniqueId: jet })).rejects.toThrow("This technique has already been overcome.");
    expect(writes.calls()).toBe(0);
  });
});

const actionsOf = (combat: DgCombat, actor: ActorDouble) => (combat.combatants.contents.find((c) => c.actorId === actor.id)!.system as unknown as { actions: { movement: boolean } }).actions;

describe("Apply on an object card tried again", () => {
  it("after the card's write failed, wears the door's hardness once", async () => {
    const kiba = await createDgActor(KIBA_SOURCE);
    const gate = await createDgActor({ name: "Gate", type: "dgNpc", system: { hp: { value: 13, nonLethal: 0, stable: false } }, items: [{ name: "Iron door", type: "dgObject", system: { hardness: 8 } }] });
    const door = gate.items.find((i) => i.name === "Iron door")!;
    d8(4, 4);
    const opened = await sendAs(world.harness, PLAYER, "dgObjectAttack", { actor: kiba.id, itemId: itemIdOf(kiba, "Katana"), object: { actorId: gate.id, itemId: door.id }, moving: false, parts: 1, explosion: false, rollMode: "publicroll" });
    expect(opened?.ok).toBe(true);
    const card = lastCardIn(world.harness);
    const hardness = () => (door.system as { hardness: number }).hardness;
    failing(message(card));
    writes.reset();
    const apply = () => sendAs(world.harness, PLAYER, "dgCardStep", { messageId: card.id, step: { step: "applyObject" } });
    expect((await apply())?.error).toMatch(/dropped/);
    expect(writes.calls()).toBe(0);
    expect(hardness()).toBe(8);
    expect((await apply())?.ok).toBe(true);
    expect(written()).toEqual(["ChatMessage:update", "Item:update"]);
    expect(hardness()).toBe(6);
    writes.reset();
    expect((await apply())?.ok).toBe(false);
    expect(writes.calls()).toBe(0);
    expect(hardness()).toBe(6);
  });
});
