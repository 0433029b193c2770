import { beforeEach, describe, expect, it, vi } from "vitest";
import type { DgCombat } from "../../src/rulesets/degrees/combat";
import { writes, type ActorDouble, type Harness } from "../harness";
import { bootDegreesFight, combatantIdOf, dgActor, dgFight } from "./degrees-combat-helpers";
import { expectAllRefused, sendAs } from "../fixtures/requests";

/**
 * Soldier pills at the table (M51, F20): the player asks the GM's client, which reads the actor
 * from its document, gives back half Spirit a pill, counts the pills since the last rest, puts on
 * what takes hold at once, writes the actor in one update and posts a card. In a fight the pills
 * are a partial action declared through the fight. A forged request is refused and writes nothing.
 */
const PLAYER = "player0000000000";
let harness: Harness;

const PILL_ITEM = { name: "Pílulas", type: "dgTechnique", system: { action: "partial", chakraCost: 0 }, flags: { shinobi: { ruleset: "degrees", maneuver: "soldierPill" } } };
const trail = () => writes.entries.map((w) => `${w.documentName}:${w.action}`);
const chakra = (actor: ActorDouble) => (actor.system as { chakra: { value: number; pills: number } }).chakra;
const lastCard = () => [...(harness.game.messages as unknown as Iterable<{ content: string }>)].at(-1)!.content;
const statuses = (actor: ActorDouble) => [...actor.effects].flatMap((e) => [...(e as unknown as { statuses: Set<string> }).statuses]);

beforeEach(async () => {
  harness = await bootDegreesFight();
});

const send = (payload: unknown, from = PLAYER) => sendAs(harness, from, "dgPills", payload);

/** Aiko, the player's: Spirit 3 (2 chakra a pill), 19 chakra at most, `left` of it now. */
const aiko = (left = 5, more: object = {}) => dgActor({ name: "Aiko", owner: PLAYER, system: { chakra: { value: left, pills: 0, pillProof: false, ...more } } });

describe("soldier pills outside a fight (M51)", () => {
  it("gives back half Spirit a pill and counts them, in one actor update, then posts a card", async () => {
    const actor = await aiko();
    writes.reset();
    const answer = await send({ actor: actor.id, count: 2 });
    expect(answer?.ok, answer?.error).toBe(true);
    expect(trail()).toEqual(["Actor:update", "ChatMessage:create"]);
    expect(chakra(actor)).toMatchObject({ value: 9, pills: 2 });
    expect(lastCard()).toContain("Aiko takes 2 soldier pill(s)");
    // Two pills: Exhausted an hour later by default, so nothing is put on now.
    expect(lastCard()).toContain("In an hour: Exhausted");
    expect(statuses(actor)).toEqual([]);
  });

  it("puts an overdose's Unconscious and 20 days of Exhaustion on at once, the chakra untouched past the third pill", async () => {
    const actor = await aiko(5, { pills: 3 });
    writes.reset();
    await send({ actor: actor.id, count: 1 });
    expect(trail()).toEqual(["Actor:update", "ActiveEffect:create", "ChatMessage:create"]);
    expect(chakra(actor)).toMatchObject({ value: 5, pills: 4 });
    expect(statuses(actor)).toEqual(expect.arrayContaining(["unconscious", "exhausted"]));
    expect(lastCard()).toContain("Overdose");
  });

  it("does nothing for a clone or a non-human creature but post the card", async () => {
    const actor = await aiko(5, { pillProof: true });
    writes.reset();
    await send({ actor: actor.id, count: 1 });
    expect(trail()).toEqual(["ChatMessage:create"]);
    expect(chakra(actor)).toMatchObject({ value: 5, pills: 0 });
    expect(lastCard()).toContain("No effect");
  });

  it("counts from 0 again after the sheet's rest", async () => {
    const actor = await aiko(5, { pills: 2 });
    const { restActor } = await import("../../src/rulesets/degrees/roll/sheet-rolls");
    await restActor(actor as never, { hours: 8, interrupted: false });
    expect(chakra(actor).pills).toBe(0);
  });

  it("refuses an actor the sender does not command, a bad count or no degrees actor, naming the field and writing nothing", async () => {
    const actor = await aiko();
    const other = await dgActor({ name: "Other" });
    await expectAllRefused(harness, PLAYER, "dgPills", [
      [{ actor: other.id, count: 1 }, /own/],
      [{ actor: actor.id, count: 0 }, /count/],
      [{ actor: actor.id, count: 5 }, /count/],
      [{ actor: actor.id, count: 1.5 }, /count/],
      [{ actor: actor.id, count: "2" }, /count/],
      [{ actor: actor.id }, /count/],
      [{ actor: "nobody0000000000", count: 1 }, /actor/],
    ] as const);
  });

  it("is what the pack's pill item does when used from the sheet, known by its flag and not its name", async () => {
    const actor = await aiko();
    await actor.createEmbeddedDocuments("Item", [PILL_ITEM] as never);
    const item = actor.items.find((i) => i.name === PILL_ITEM.name)!;
    const pills = await import("../../src/rulesets/degrees/roll/pills");
    expect(pills.isPillItem(item as never)).toBe(true);
    expect(pills.pillsSinceRest(actor as never)).toBe(0);
  });
});

describe("soldier pills in a fight (M51)", () => {
  async function fight(): Promise<{ combat: DgCombat; actor: ActorDouble; chief: ActorDouble }> {
    const actor = await aiko();
    const chief = await dgActor({ name: "Chief", type: "dgNpc" });
    const combat = await dgFight([actor, chief], (i) => ({ initiative: [12, 8][i] }));
    await combat.startCombat();
    (harness.game as unknown as { combat: unknown }).combat = combat;
    return { combat, actor, chief };
  }
  const fighterOf = (combat: DgCombat, actor: ActorDouble) => combat.fighterOf(combat.combatants.get(combatantIdOf(combat, actor))!)!.state;

  it("spends the partial action through the fight's declaration, then writes the actor once", async () => {
    const w = await fight();
    writes.reset();
    const answer = await send({ actor: w.actor.id, count: 1 });
    expect(answer?.ok, answer?.error).toBe(true);
    expect(trail()).toEqual(["Combatant:update", "Actor:update", "ChatMessage:create"]);
    expect(fighterOf(w.combat, w.actor)).toMatchObject({ chakra: 7, pillsSinceRest: 1, actions: { partial: false, standard: true } });
    // The partial action is gone: a second swallow takes a larger action in its place (M14).
    const first = fighterOf(w.combat, w.actor).actions;
    await send({ actor: w.actor.id, count: 1 });
    const second = fighterOf(w.combat, w.actor);
    expect(second).toMatchObject({ chakra: 9, pillsSinceRest: 2 });
    expect(second.actions).not.toEqual(first);
  });

  it("spends the action and takes the pills in one task of the GM's queue: a task queued as the fight writes the action reads the pills taken", async () => {
    const w = await fight();
    const { gmQueue } = await import("../../src/authority/gm-queue");
    // Another request reaching the GM's queue as the fight's combatant is written reads the actor when its turn comes.
    const readMeanwhile: number[] = [];
    const fightWrites = w.combat as unknown as { updateEmbeddedDocuments(...args: unknown[]): Promise<unknown> };
    const write = fightWrites.updateEmbeddedDocuments.bind(fightWrites);
    vi.spyOn(fightWrites, "updateEmbeddedDocuments").mockImplementation(async (...args: unknown[]) => {
      const written = await write(...args);
      void gmQueue.run(async () => void readMeanwhile.push(chakra(w.actor).pills));
      return written;
    });
    expect((await send({ actor: w.actor.id, count: 1 }))?.ok).toBe(true);
    await gmQueue.run(async () => undefined);
    expect(readMeanwhile).toEqual([1]);
  });

  it("is refused off the taker's turn, writing nothing", async () => {
    const w = await fight();
    await w.combat.nextTurn();
    writes.reset();
    const answer = await send({ actor: w.actor.id, count: 1 });
    expect(answer?.ok).toBe(false);
    expect(answer?.error).toMatch(/turn/i);
    expect(writes.calls()).toBe(0);
    expect(chakra(w.actor)).toMatchObject({ value: 5, pills: 0 });
  });
});
