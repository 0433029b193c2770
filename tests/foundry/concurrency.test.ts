import { beforeEach, describe, expect, it } from "vitest";
import { seededDice } from "../../src/rules/dice";
import { bootSystem, diceBox, writes, type Harness } from "../harness";
import { INO_SOURCE } from "../fixtures/actors";

/**
 * Requests arriving together at the GM's client while every write takes time on its way to the
 * server (the harness holds each write back for a few milliseconds, so anything that reads,
 * waits and writes would read stale data). Nothing may be lost, nothing spent twice.
 */
let harness: Harness;
const GM = "gm00000000000000";
const PLAYER = "player0000000000";
const SOCKET = "system.shinobi";
const LATENCY_MS = 4;

interface Doc {
  id: string;
  name: string;
  system: { vitality: { value: number } };
  items: { find(fn: (i: { name: string }) => boolean): { id: string } | undefined };
  useTechnique(id: string, options?: object): Promise<unknown>;
}
interface Message {
  id: string;
  flags: { shinobi?: { card?: { landed: string; landsOn?: number; attack: { settled: boolean } } } };
}
interface FightCombat {
  id: string;
  currentIc: number;
  system: { queued: unknown[] };
  combatants: { get(id: string): { initiative: number | null; system: { ap: number } } | undefined; contents: { id: string; actorId: string }[] };
  endIc(): Promise<number | null>;
  declareAction(id: string, action: object, options?: object): Promise<unknown>;
}
interface Fight {
  combat: FightCombat;
  sakura: Doc;
  ino: Doc;
  choji: Doc;
  of(actor: Doc): string;
}

const create = (d: object) => (Actor as unknown as { create(d: object): Promise<Doc> }).create(d);
const itemId = (actor: Doc, name: string) => actor.items.find((i) => i.name === name)!.id;
const messages = () => [...(harness.game.messages as unknown as Iterable<Message>)];
let requestCount = 0;

/** Ino and Choji (the GM's) on IC 0, Sakura (the player's, 10 AP) on IC 0 or where asked. */
async function fight(sakuraIc = 0): Promise<Fight> {
  const sakura = await create({ ...INO_SOURCE, name: "Sakura", ownership: { default: 0, [PLAYER]: 3 } });
  const ino = await create(INO_SOURCE);
  const choji = await create({ ...INO_SOURCE, name: "Choji" });
  const combat = (await (Combat as unknown as { create(d: object): Promise<FightCombat> }).create({
    type: "ic",
    combatants: [sakura, ino, choji].map((a, i) => ({ type: "ic", actorId: a.id, name: a.name, initiative: [sakuraIc, 0, 0][i], system: { ap: 10 } })),
  }))!;
  (harness.game as unknown as { combat: unknown }).combat = combat;
  return { combat, sakura, ino, choji, of: (actor) => combat.combatants.contents.find((c) => c.actorId === actor.id)!.id };
}

/** A player's request as it arrives on the GM's client; resolves to the GM's answer once sent. */
async function ask(name: string, payload: unknown): Promise<{ ok: boolean; result?: unknown; error?: string }> {
  const id = `request${(requestCount += 1)}`;
  await harness.game.socket.sendAs(PLAYER, SOCKET, { type: "request", id, gm: GM, name, payload });
  return harness.game.socket.answersTo(PLAYER).find((a) => a.id === id)!;
}

/** The GM's NPC attacks Sakura: the card the GM's client posts, answered with no defence and its damage rolled. */
async function landedAttack(attacker: Doc, target: Doc): Promise<Message> {
  await attacker.useTechnique(itemId(attacker, "Basic Unarmed"), { targetActorId: target.id });
  const card = messages().at(-1)!;
  expect((await ask("cardStep", { messageId: card.id, step: { step: "defend", choice: "none" } })).ok).toBe(true);
  const { icCardStep } = await import("../../src/rulesets/ic/attack/card-steps");
  await icCardStep(card.id, { step: "damage" });
  return card;
}

const after = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeEach(async () => {
  harness = await bootSystem();
  diceBox.source = seededDice(11);
  writes.latencyMs = LATENCY_MS;
  harness.game.socket.latencyMs = 1;
});

describe("simultaneous declarations", () => {
  it("declares the same turn once when it is sent twice at once, and spends its AP once", async () => {
    const f = await fight();
    const request = { combatId: f.combat.id, combatantId: f.of(f.sakura), action: { itemId: itemId(f.sakura, "Basic Unarmed") }, options: { apSpent: 2 } };
    const answers = await Promise.all([ask("declare", request), ask("declare", request)]);
    const accepted = answers.filter((a) => a.ok);
    expect(accepted).toHaveLength(1);
    expect(answers.find((a) => !a.ok)?.error).toMatch(/does not act on IC 0/);
    const apUsed = (accepted[0]!.result as { declared: { speed: { apUsed: number } } }).declared.speed.apUsed;
    expect(apUsed).toBeGreaterThan(0);
    expect(f.combat.combatants.get(f.of(f.sakura))?.system.ap).toBe(10 - apUsed);
  });

  it("lands every combatant's declaration when several arrive together with the GM's own", async () => {
    const f = await fight();
    const [sakuraAnswer] = await Promise.all([
      ask("declare", { combatId: f.combat.id, combatantId: f.of(f.sakura), action: { basic: "Basic Unarmed" } }),
      f.combat.declareAction(f.of(f.ino), { name: "Punch", kind: "taijutsu", role: "attack", speed: 7, damage: { dice: "1d4", stat: "str", type: "blunt" } }),
      f.combat.declareAction(f.of(f.choji), { name: "Wait", kind: "utility", role: "other", speed: 5 }),
    ]);
    expect(sakuraAnswer.ok).toBe(true);
    expect([f.sakura, f.ino, f.choji].map((a) => f.combat.combatants.get(f.of(a))?.initiative)).toEqual([8, 7, 5]);
  });
});

describe("a use at someone while the target's own declaration is queued", () => {
  it("opens the attack against the target as the queue leaves it: a Block declared just before counts on the card", async () => {
    const f = await fight();
    const { RULESETS } = await import("../../src/rules/registry");
    // The GM's Block for Ino reaches the queue first; Sakura's punch at Ino arrives while it is being written.
    const block = f.combat.declareAction(f.of(f.ino), RULESETS.ic.basicActions.Block!, { length: 5 });
    const use = ask("useItem", { actor: f.sakura.id, itemId: itemId(f.sakura, "Basic Unarmed"), options: { targetActorId: f.ino.id }, rollMode: "publicroll" });
    await block;
    expect((await use).ok).toBe(true);
    const card = [...(harness.game.messages as unknown as Iterable<Message & { content: string }>)].at(-1)!;
    expect(card.flags.shinobi?.card).toBeDefined();
    expect(card.content).not.toContain("not blocking");
  });
});

describe("simultaneous Apply clicks", () => {
  it("queues both of two attacks applied at once in the same IC", async () => {
    const f = await fight(3);
    const [first, second] = [await landedAttack(f.ino, f.sakura), await landedAttack(f.choji, f.sakura)];
    const answers = await Promise.all([ask("cardStep", { messageId: first.id, step: { step: "apply" } }), ask("cardStep", { messageId: second.id, step: { step: "apply" } })]);
    expect(answers.map((a) => a.ok)).toEqual([true, true]);
    expect(f.combat.system.queued).toHaveLength(2);
    expect([first, second].map((m) => m.flags.shinobi?.card?.landed)).toEqual(["queued", "queued"]);
  });

  it("applies one card once when Apply is clicked twice at once", async () => {
    const f = await fight(3);
    const card = await landedAttack(f.ino, f.sakura);
    const answers = await Promise.all([ask("cardStep", { messageId: card.id, step: { step: "apply" } }), ask("cardStep", { messageId: card.id, step: { step: "apply" } })]);
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    expect(answers.find((a) => !a.ok)?.error).toMatch(/not open on this attack/);
    expect(f.combat.system.queued).toHaveLength(1);
  });
});

describe("Apply and End IC arriving together", () => {
  it("lands the hit at this IC's end when the Apply arrived first, and the card says so", async () => {
    const f = await fight(3);
    const card = await landedAttack(f.ino, f.sakura);
    const vitality = f.sakura.system.vitality.value;
    const applying = ask("cardStep", { messageId: card.id, step: { step: "apply" } });
    await after(3);
    const [answer, next] = await Promise.all([applying, f.combat.endIc()]);
    expect(answer.ok).toBe(true);
    expect(next).toBe(3);
    expect(card.flags.shinobi?.card?.landsOn).toBe(0);
    expect(f.combat.system.queued).toHaveLength(0);
    expect(f.sakura.system.vitality.value).toBeLessThan(vitality);
  });

  it("keeps the hit for the next IC's end when End IC came first, and the card names that IC", async () => {
    const f = await fight(3);
    const card = await landedAttack(f.ino, f.sakura);
    const vitality = f.sakura.system.vitality.value;
    const ending = f.combat.endIc();
    const [next, answer] = await Promise.all([ending, ask("cardStep", { messageId: card.id, step: { step: "apply" } })]);
    expect(next).toBe(3);
    expect(answer.ok).toBe(true);
    expect(card.flags.shinobi?.card?.landsOn).toBe(3);
    expect(f.combat.system.queued).toHaveLength(1);
    expect(f.sakura.system.vitality.value).toBe(vitality);
    await f.combat.endIc();
    expect(f.combat.system.queued).toHaveLength(0);
    expect(f.sakura.system.vitality.value).toBeLessThan(vitality);
  });
});

describe("answers on the socket", () => {
  it("counts an answer only from the GM asked, for the user who asked", async () => {
    const f = await fight();
    const { requestCombatAction } = await import("../../src/rulesets/ic/combat");
    harness.game.socket.latencyMs = 20;
    const { actAs } = await import("../harness");
    actAs(harness, "player");
    const asking = requestCombatAction(f.combat as never, f.of(f.sakura), { basic: "Basic Unarmed" });
    const request = harness.game.socket.sent.at(-1)!.message as { id: string };
    // A forged answer from another player, and one addressed to someone else, are ignored.
    await harness.game.socket.sendAs("player2000000000", SOCKET, { type: "answer", id: request.id, to: PLAYER, ok: true, result: { declared: "forged" } });
    harness.game.users.set("player2000000000", { id: "player2000000000", isGM: false, active: true, name: "Other" });
    await harness.game.socket.sendAs("player2000000000", SOCKET, { type: "answer", id: request.id, to: PLAYER, ok: true, result: { declared: "forged" } });
    const report = (await asking) as { declared: { actor: { nextIc: number } } };
    expect(report.declared.actor.nextIc).toBe(8);
    actAs(harness, "gm");
  });
});
