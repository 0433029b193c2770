import { beforeEach, describe, expect, it, vi } from "vitest";
import { fixedDice, seededDice } from "../../src/rules/dice";
import { RULESETS } from "../../src/rules/registry";
import { bootSystem, diceBox, face, writes, type Harness } from "../harness";
import { inoAndSakuraInAFight } from "../fixtures/ic-fight";

/**
 * A delayed attack's card at the table, as the simulator plays the attack: it waits for its IC,
 * then offers its defence (End IC writes it, in one batch); an Abort closes it and the GM's
 * client takes no step on it after; a coup de grace meets its target check as it resolves; an
 * attacker fallen before then does not stop it, and the card says so.
 */
let harness: Harness;
const GM = "gm00000000000000";
const PLAYER = "player0000000000";

interface Doc {
  id: string;
  name: string;
  system: { vitality: { value: number }; hp: { value: number; max: number } };
  items: { find(fn: (i: { name: string }) => boolean): { id: string } | undefined };
  useTechnique(id: string, options?: object): Promise<unknown>;
  createEmbeddedDocuments(name: string, data: object[]): Promise<unknown>;
  update(d: object): Promise<unknown>;
}
interface CardFlags {
  atIc?: number;
  landed: string;
  landsOn?: number;
  closed?: { why: string; code?: string } | null;
  attackerFell?: boolean;
  attack: { defense: { answer: string } | null; settled: boolean };
}
interface Message {
  id: string;
  content: string;
  flags: { shinobi?: { card?: CardFlags } };
}
interface FightCombat {
  currentIc: number;
  system: { queued: unknown[] };
  combatants: { contents: { id: string; actorId: string; update(d: object): Promise<unknown>; system: { delayed: { action: string; resolvesOn: number | null } } }[] };
  endIc(): Promise<number | null>;
  undoIc(): Promise<boolean>;
  declareAction(combatantId: string, action: object): Promise<unknown>;
}

const itemId = (actor: Doc, name: string) => actor.items.find((i) => i.name === name)!.id;
const lastMessage = () => [...(harness.game.messages as unknown as Iterable<Message>)].at(-1)!;
const cardOf = (m: Message) => m.flags.shinobi!.card!;
const combatantOf = (combat: FightCombat, actor: Doc) => combat.combatants.contents.find((c) => c.actorId === actor.id)!;

/** Ino on IC 0, Sakura (her player's) on IC 3, each with a Speed 8, Delay 4 strike and a Delay 5 coup de grace. */
async function fight(): Promise<{ combat: FightCombat; ino: Doc; sakura: Doc }> {
  const { combat, ino, sakura } = await inoAndSakuraInAFight<Doc, FightCombat>(harness, { ownership: { default: 0, [PLAYER]: 3 } });
  for (const actor of [ino, sakura]) {
    await actor.createEmbeddedDocuments("Item", [
      { name: "Slow Palm", type: "technique", system: { kind: "taijutsu", speed: 8, delay: 4, damage: { dice: "2d4", stat: "str", type: "blunt" } } },
      { name: "Final Blow", type: "technique", system: { kind: "taijutsu", role: "coupDeGrace", speed: 10, delay: 5, damage: { dice: "2d4", stat: "str", type: "blunt" } } },
    ]);
  }
  return { combat, ino, sakura };
}

/** Ino's `item` at Sakura on IC 0: its card. */
async function declareAt(ino: Doc, sakura: Doc, item: string): Promise<Message> {
  await ino.useTechnique(itemId(ino, item), { targetActorId: sakura.id });
  return lastMessage();
}

const step = async (messageId: string, s: object) => {
  const { icCardStep } = await import("../../src/rulesets/ic/attack/card-steps");
  return icCardStep(messageId, s as never);
};

let requests = 0;
/** A card step as a player's browser may send it, straight to the GM's socket: what the GM's client answered. */
async function playerStep(messageId: string, s: object): Promise<{ ok: boolean; error?: string } | undefined> {
  const id = `delayed${(requests += 1)}`;
  const socket = harness.game.socket as unknown as { sendAs(from: string, channel: string, data: object): Promise<void>; answersTo(user: string): { id: string; ok: boolean; error?: string }[] };
  await socket.sendAs(PLAYER, "system.shinobi", { type: "request", id, gm: GM, name: "cardStep", payload: { messageId, step: s } });
  return socket.answersTo(PLAYER).find((a) => a.id === id);
}

const defenceButtons = (m: Message) => m.content.includes('data-shinobi-step="defend"');

beforeEach(async () => {
  harness = await bootSystem();
  diceBox.source = seededDice(5);
});

describe("a delayed attack's card as the count moves", () => {
  it("waits, saying when it resolves, then shows the attack due with its defence once End IC reaches that IC, in one batch", async () => {
    const { combat, ino, sakura } = await fight();
    const card = await declareAt(ino, sakura, "Slow Palm");
    expect(cardOf(card)).toMatchObject({ atIc: 0 });
    expect(card.content).toContain("Delayed: the attack resolves on IC 4, and is answered then.");
    expect(defenceButtons(card)).toBe(false);
    // IC 3 is not the attack's: the card is not written.
    writes.reset();
    expect(await combat.endIc()).toBe(3);
    expect(writes.entries.filter((e) => e.documentName === "ChatMessage" && e.action === "update")).toHaveLength(0);
    expect(defenceButtons(card)).toBe(false);
    writes.reset();
    expect(await combat.endIc()).toBe(4);
    expect(writes.entries.filter((e) => e.documentName === "ChatMessage" && e.action === "update")).toEqual([{ documentName: "ChatMessage", action: "update", count: 1 }]);
    expect(cardOf(card)).toMatchObject({ atIc: 4, closed: null, attackerFell: false });
    expect(card.content).toContain("IC 4 has come: the delayed attack resolves now.");
    expect(card.content).not.toContain("Delayed:");
    for (const choice of ["dodge", "parry", "block", "takeTheHit", "none"]) expect(card.content).toContain(`data-choice="${choice}"`);
    // Undone back to IC 3, it waits again.
    expect(await combat.undoIc()).toBe(true);
    expect(card.content).toContain("Delayed: the attack resolves on IC 4");
    expect(defenceButtons(card)).toBe(false);
  });

  it("refreshes every card due on the IC in the same one batch", async () => {
    const { combat, ino, sakura } = await fight();
    const first = await declareAt(ino, sakura, "Slow Palm");
    expect(await combat.endIc()).toBe(3);
    // Sakura's own Slow Palm on IC 3 resolves on IC 7; a second card of Ino's is posted by hand as a copy of the first.
    await sakura.useTechnique(itemId(sakura, "Slow Palm"), { targetActorId: ino.id });
    const second = lastMessage();
    const copy = (await (ChatMessage as unknown as { create(d: object): Promise<Message> }).create({ content: first.content, flags: { shinobi: { card: cardOf(first) } } }))!;
    writes.reset();
    expect(await combat.endIc()).toBe(4);
    expect(writes.entries.filter((e) => e.documentName === "ChatMessage" && e.action === "update")).toEqual([{ documentName: "ChatMessage", action: "update", count: 2 }]);
    expect(defenceButtons(first) && defenceButtons(copy)).toBe(true);
    expect(defenceButtons(second)).toBe(false);
  });
});

describe("a card that could not be written", () => {
  it("does not make End IC look failed: the GM is warned, and the next End IC brings the card up to date", async () => {
    const { combat, ino, sakura } = await fight();
    const card = await declareAt(ino, sakura, "Slow Palm");
    expect(await combat.endIc()).toBe(3);
    const Messages = (ChatMessage as unknown as { implementation: { updateDocuments(u: object[]): Promise<unknown> } }).implementation;
    const dropped = vi.spyOn(Messages, "updateDocuments").mockRejectedValueOnce(new Error("the server dropped the write"));
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      expect(await combat.endIc()).toBe(4);
    } finally {
      dropped.mockRestore();
      logged.mockRestore();
    }
    const shown = (globalThis as unknown as { ui: { notifications: { shown: { level: string; message: string }[] } } }).ui.notifications.shown;
    expect(shown.at(-1)).toEqual({ level: "warn", message: "The cards of delayed attacks could not be brought up to date (the server dropped the write); the next End IC will try again." });
    expect(defenceButtons(card)).toBe(false);
    expect(await combat.endIc()).toBe(8);
    expect(cardOf(card).atIc).toBe(8);
    expect(defenceButtons(card)).toBe(true);
  });
});

describe("a delayed attack called off", () => {
  it("closes its card when its user aborts, and the GM's client refuses every later step, a player's forged one too", async () => {
    const { combat, ino, sakura } = await fight();
    const card = await declareAt(ino, sakura, "Slow Palm");
    expect(await combat.endIc()).toBe(3);
    writes.reset();
    await combat.declareAction(combatantOf(combat, ino).id, RULESETS.ic.basicActions.Abort!);
    // The combatant's write, then the card's: one batch.
    expect(writes.entries.filter((e) => e.documentName === "ChatMessage")).toEqual([{ documentName: "ChatMessage", action: "update", count: 1 }]);
    expect(cardOf(card).closed).toEqual({ why: "aborted" });
    expect(card.content).toContain("Called off before it resolved: nothing happens.");
    expect(card.content).not.toContain("Delayed:");
    expect(await combat.endIc()).toBe(4);
    // Its IC has come, but the card stays closed: no defence offered, none taken.
    expect(defenceButtons(card)).toBe(false);
    const content = card.content;
    writes.reset();
    await expect(step(card.id, { step: "defend", choice: "none" })).rejects.toThrow("This attack never resolved (called off, or refused when its IC came): its card takes no more steps.");
    const forged = await playerStep(card.id, { step: "defend", choice: "dodge" });
    expect(forged?.ok).toBe(false);
    expect(forged?.error).toMatch(/never resolved/);
    expect(writes.calls()).toBe(0);
    expect(card.content).toBe(content);
    expect(cardOf(card).attack.defense).toBeNull();
    expect(combat.system.queued).toHaveLength(0);
  });

  it("is closed when its IC comes, from the combatant's own record, when the Abort's card write was lost", async () => {
    const { combat, ino, sakura } = await fight();
    const card = await declareAt(ino, sakura, "Slow Palm");
    expect(await combat.endIc()).toBe(3);
    // What the Abort writes to Ino's combatant (acting again on IC 4, nothing delayed), with no card written.
    await combatantOf(combat, ino).update({ initiative: 4, "system.delayed": { action: "", resolvesOn: null } });
    expect(await combat.endIc()).toBe(4);
    expect(cardOf(card).closed).toEqual({ why: "aborted" });
    expect(card.content).toContain("Called off before it resolved");
    expect(defenceButtons(card)).toBe(false);
  });

  it("is closed at the defence, from the combatant's own record, when its card was never closed (a card write lost)", async () => {
    const { combat, ino, sakura } = await fight();
    const card = await declareAt(ino, sakura, "Slow Palm");
    expect(await combat.endIc()).toBe(3);
    expect(await combat.endIc()).toBe(4);
    // The delayed action is gone from Ino's combatant on the IC it resolves on: only an Abort drops it.
    await combatantOf(combat, ino).update({ "system.delayed": { action: "", resolvesOn: null } });
    writes.reset();
    await playerStep(card.id, { step: "defend", choice: "dodge" });
    // The card alone is written, closed as End IC would have closed it; no defence is taken.
    expect(writes.entries).toEqual([{ documentName: "ChatMessage", action: "update", count: 1 }]);
    expect(cardOf(card).closed).toEqual({ why: "aborted" });
    expect(cardOf(card).attack.defense).toBeNull();
    expect(card.content).toContain("Called off before it resolved");
    const forged = await playerStep(card.id, { step: "defend", choice: "dodge" });
    expect(forged?.ok).toBe(false);
    expect(forged?.error).toMatch(/never resolved/);
  });
});

describe("a delayed coup de grace", () => {
  it("may be declared at someone standing, and is refused on its IC, on the card, if they still stand", async () => {
    const { combat, ino, sakura } = await fight();
    const card = await declareAt(ino, sakura, "Final Blow");
    expect(card.content).toContain("Delayed: the attack resolves on IC 5");
    expect(await combat.endIc()).toBe(3);
    expect(await combat.endIc()).toBe(5);
    expect(cardOf(card).closed).toMatchObject({ why: "refused", code: "coupDeGrace" });
    expect(card.content).toContain("Refused as it resolved: Sakura is not helpless");
    expect(defenceButtons(card)).toBe(false);
    await expect(step(card.id, { step: "defend", choice: "none" })).rejects.toThrow(/never resolved/);
  });

  it("kills a target who fell before it resolved, checked as they are on its IC", async () => {
    const { combat, ino, sakura } = await fight();
    const card = await declareAt(ino, sakura, "Final Blow");
    expect(await combat.endIc()).toBe(3);
    await sakura.update({ "system.hp.value": 0 });
    expect(await combat.endIc()).toBe(5);
    expect(cardOf(card).closed).toBeNull();
    expect(defenceButtons(card)).toBe(true);
    await step(card.id, { step: "defend", choice: "none" });
    await step(card.id, { step: "damage" });
    await step(card.id, { step: "apply" });
    expect(cardOf(card)).toMatchObject({ landed: "queued", landsOn: 5 });
    await combat.endIc();
    const effects = (sakura as unknown as { effects: Iterable<{ statuses: Set<string> | string[] }> }).effects;
    expect([...effects].some((e) => [...e.statuses].includes("dead"))).toBe(true);
  });

  it("is refused at the defence on its IC when its card was not brought up to date, and the card says why", async () => {
    const { combat, ino, sakura } = await fight();
    const card = await declareAt(ino, sakura, "Final Blow");
    await sakura.update({ "system.hp.value": 0 });
    // Sakura, helpless, acts no more: the count goes straight to the blow's IC.
    expect(await combat.endIc()).toBe(5);
    expect(defenceButtons(card)).toBe(true);
    // Sakura is healed by hand during IC 5, before anyone answers: the blow meets her standing.
    await sakura.update({ "system.hp.value": sakura.system.hp.max });
    await step(card.id, { step: "defend", choice: "none" });
    expect(cardOf(card).closed).toMatchObject({ why: "refused", code: "coupDeGrace" });
    expect(card.content).toContain("Refused as it resolved");
    await expect(step(card.id, { step: "apply" })).rejects.toThrow(/never resolved/);
  });
});

describe("an attacker who falls before its delayed attack resolves", () => {
  it("does not stop it (the simulator's and the rules' reading): the count stops on its IC even when marked defeated, and the card says the attacker fell", async () => {
    const { combat, ino, sakura } = await fight();
    const card = await declareAt(ino, sakura, "Slow Palm");
    expect(await combat.endIc()).toBe(3);
    await ino.update({ "system.hp.value": 0 });
    await combatantOf(combat, ino).update({ defeated: true });
    expect(await combat.endIc()).toBe(4);
    expect(cardOf(card).attackerFell).toBe(true);
    expect(card.content).toContain("Ino fell before the attack resolved; it resolves all the same.");
    diceBox.source = fixedDice([face(1, 20)]);
    await step(card.id, { step: "defend", choice: "dodge" });
    diceBox.source = seededDice(5);
    await step(card.id, { step: "damage" });
    await step(card.id, { step: "apply" });
    const vitality = sakura.system.vitality.value;
    await combat.endIc();
    expect(sakura.system.vitality.value).toBeLessThan(vitality);
    expect(card.content).toContain("Ino fell before the attack resolved");
  });
});
