import { beforeEach, describe, expect, it } from "vitest";
import { fixedDice } from "../../src/rules/dice";
import { actAs, bootSystem, diceBox, face, writes, type Harness } from "../harness";
import { INO_SOURCE } from "../fixtures/actors";

/**
 * Requests as a player's browser can send them, whatever they say: straight onto the system
 * socket, where the server stamps the sender's id. This process is the GM's client. Every forged
 * request must be refused with a message, and write nothing.
 */
let harness: Harness;
const GM = "gm00000000000000";
const PLAYER = "player0000000000";
const OTHER_PLAYER = "player2000000000";
const SOCKET = "system.shinobi";

interface Doc {
  id: string;
  name: string;
  system: { vitality: { value: number }; hp: { value: number }; willpower: { value: number } };
  items: { find(fn: (i: { name: string }) => boolean): { id: string } | undefined };
  useTechnique(id: string, options?: object): Promise<unknown>;
}
interface Message {
  id: string;
  flags: { shinobi?: { card?: { attack: { hits: { damage: { damage: number } }[] | null; settled: boolean } } } };
}
interface World {
  sakura: Doc;
  naruto: Doc;
  ino: Doc;
  combatId: string;
  combatant: Record<"sakura" | "naruto" | "ino", string>;
}

const create = (d: object) => (Actor as unknown as { create(d: object): Promise<Doc> }).create(d);
const itemId = (actor: Doc, name: string) => actor.items.find((i) => i.name === name)!.id;
const messages = () => [...(harness.game.messages as unknown as Iterable<Message>)];
let requestCount = 0;

/** Sakura (the player's) and Naruto (another player's) on IC 0, Ino (the GM's NPC) on IC 5. */
async function world(): Promise<World> {
  harness.game.users.set(OTHER_PLAYER, { id: OTHER_PLAYER, isGM: false, active: true, name: "Other player" });
  const sakura = await create({ ...INO_SOURCE, name: "Sakura", ownership: { default: 0, [PLAYER]: 3 } });
  const naruto = await create({ ...INO_SOURCE, name: "Naruto", ownership: { default: 0, [OTHER_PLAYER]: 3 } });
  const ino = await create(INO_SOURCE);
  const combat = (await (Combat as unknown as { create(d: object): Promise<{ id: string; combatants: { contents: { id: string; actorId: string }[] } }> }).create({
    type: "ic",
    combatants: [sakura, naruto, ino].map((a, i) => ({ type: "ic", actorId: a.id, name: a.name, initiative: [0, 0, 5][i] })),
  }))!;
  const of = (actor: Doc) => combat.combatants.contents.find((c) => c.actorId === actor.id)!.id;
  (harness.game as unknown as { combat: unknown }).combat = combat;
  return { sakura, naruto, ino, combatId: combat.id, combatant: { sakura: of(sakura), naruto: of(naruto), ino: of(ino) } };
}

/** Sends a request as `from` (the server's stamp), naming the active GM; returns the GM's answer, if any. */
async function forge(name: string, payload: unknown, from = PLAYER, gm = GM): Promise<{ ok: boolean; result?: unknown; error?: string } | undefined> {
  const id = `forged${(requestCount += 1)}`;
  await harness.game.socket.sendAs(from, SOCKET, { type: "request", id, gm, name, payload });
  return harness.game.socket.answersTo(from).find((a) => a.id === id);
}

/** The request must be refused with a message matching `reason`, and nothing written. */
async function refused(name: string, payload: unknown, reason: RegExp, from = PLAYER): Promise<void> {
  writes.reset();
  const answer = await forge(name, payload, from);
  expect(answer?.ok).toBe(false);
  expect(answer?.error).toMatch(reason);
  expect(writes.calls()).toBe(0);
}

/** A card the GM's client posted: Ino (the GM's) attacks Sakura, outside the fight (the fight is taken out of the world: the GM's client finds fights from the world's combats, not the one it views). */
async function gmCard(w: World): Promise<Message> {
  (harness.game as unknown as { combat: unknown }).combat = null;
  harness.game.combats.delete(w.combatId);
  diceBox.source = fixedDice([face(15, 20)]);
  await w.ino.useTechnique(itemId(w.ino, "Basic Unarmed"), { targetActorId: w.sakura.id });
  return messages().at(-1)!;
}

/** A chat message the player posts themself, carrying whatever flags they like. */
async function playerMessage(flags: object): Promise<Message> {
  actAs(harness, "player");
  try {
    return (await (ChatMessage as unknown as { create(d: object): Promise<Message> }).create({ content: "<p>totally legit</p>", flags }))!;
  } finally {
    actAs(harness, "gm");
  }
}

beforeEach(async () => {
  harness = await bootSystem();
});

describe("forged declarations", () => {
  it("refuses declaring for the GM's NPC, even with the GM's id in the payload", async () => {
    const w = await world();
    await refused("declare", { combatId: w.combatId, combatantId: w.combatant.ino, action: { basic: "Dodge" }, userId: GM }, /only act for combatants you own/);
  });

  it("refuses declaring for another player's character, whoever the payload says asks", async () => {
    const w = await world();
    await refused("declare", { combatId: w.combatId, combatantId: w.combatant.naruto, action: { basic: "Basic Unarmed" }, userId: OTHER_PLAYER }, /only act for combatants you own/);
  });

  it("refuses an item that is not on the actor (the NPC's technique named for the player's combatant)", async () => {
    const w = await world();
    const inosItem = itemId(w.ino, "Basic Unarmed");
    await refused("declare", { combatId: w.combatId, combatantId: w.combatant.sakura, action: { itemId: inosItem } }, /not available to this combatant/);
  });

  it("refuses an action described in the payload instead of named", async () => {
    const w = await world();
    await refused("declare", { combatId: w.combatId, combatantId: w.combatant.sakura, action: { name: "Fast", speed: -15, interrupt: true } }, /action is not valid/);
  });

  it.each([
    ["a negative Speed", -15],
    ["a string Speed", "5"],
    ["a zero Speed", 0],
    ["a fractional Speed", 2.5],
    ["an enormous Speed", 1e300],
  ])("refuses a free action of %s", async (_label, freeSpeed) => {
    const w = await world();
    await refused("declare", { combatId: w.combatId, combatantId: w.combatant.sakura, action: { freeSpeed } }, /action\.freeSpeed is not valid/);
  });

  it("refuses a zero-length variable action, and negative AP", async () => {
    const w = await world();
    await refused("declare", { combatId: w.combatId, combatantId: w.combatant.sakura, action: { basic: "Block" }, options: { length: 0 } }, /options\.length is not valid/);
    await refused("declare", { combatId: w.combatId, combatantId: w.combatant.sakura, action: { basic: "Basic Unarmed" }, options: { apSpent: -5 } }, /options\.apSpent is not valid/);
  });

  it("uses the item's stored numbers, never numbers sent beside it", async () => {
    const w = await world();
    diceBox.source = fixedDice([face(15, 20)]);
    const answer = await forge("declare", { combatId: w.combatId, combatantId: w.combatant.sakura, action: { itemId: itemId(w.sakura, "Basic Unarmed"), speed: -15 } });
    expect(answer?.ok).toBe(true);
    expect((answer?.result as { declared: { speed: { speed: number } } }).declared.speed.speed).toBe(8);
  });

  it("refuses an action off the combatant's IC, and an interrupt with nothing to answer", async () => {
    const w = await world();
    await (harness.game.combats.get(w.combatId) as unknown as { updateEmbeddedDocuments(n: string, u: object[]): Promise<unknown> }).updateEmbeddedDocuments("Combatant", [{ _id: w.combatant.sakura, initiative: 3 }]);
    await refused("declare", { combatId: w.combatId, combatantId: w.combatant.sakura, action: { basic: "Basic Unarmed" } }, /does not act on IC 0/);
    await refused("declare", { combatId: w.combatId, combatantId: w.combatant.sakura, action: { basic: "Dodge" } }, /nothing declared on this IC to interrupt/);
    await refused("declare", { combatId: w.combatId, combatantId: w.combatant.sakura, action: { basic: "Dodge" }, options: { against: w.combatant.sakura } }, /nothing declared on this IC to interrupt/);
  });

  it("refuses the same declaration sent twice: the second finds the turn taken", async () => {
    const w = await world();
    const request = { combatId: w.combatId, combatantId: w.combatant.sakura, action: { basic: "Basic Unarmed" } };
    diceBox.source = fixedDice([face(15, 20)]);
    expect((await forge("declare", request))?.ok).toBe(true);
    await refused("declare", request, /does not act on IC 0/);
  });
});

describe("forged requests of any kind", () => {
  it.each([["__proto__"], ["constructor"], ["toString"], ["shinobi.combatAction"]])("refuses an unknown request name (%s)", async (name) => {
    await world();
    await refused(name, {}, /name is not valid/);
  });

  it("refuses a payload that is not an object, or too big to be a choice", async () => {
    const w = await world();
    await refused("declare", ["not", "an", "object"], /payload is not valid/);
    await refused("declare", { combatId: w.combatId, combatantId: w.combatant.sakura, action: { basic: "Dodge" }, padding: "x".repeat(20_000) }, /payload is not valid/);
  });

  it("refuses malformed ids before reading anything", async () => {
    await world();
    await refused("declare", { combatId: "../../etc", combatantId: "x", action: { basic: "Dodge" } }, /combatId is not valid/);
    await refused("cardStep", { messageId: { $ne: null }, step: { step: "apply" } }, /messageId is not valid/);
  });

  it("goes unanswered when addressed to a GM who is not this client, and writes nothing", async () => {
    const w = await world();
    writes.reset();
    const id = "forged-elsewhere";
    await harness.game.socket.sendAs(PLAYER, SOCKET, { type: "request", id, gm: "someoneElse00000", name: "declare", payload: { combatId: w.combatId, combatantId: w.combatant.sakura, action: { basic: "Basic Unarmed" } } });
    expect(harness.game.socket.answersTo(PLAYER).find((a) => a.id === id)).toBeUndefined();
    expect(writes.calls()).toBe(0);
  });

  it("refuses using an item of an actor the player does not own", async () => {
    const w = await world();
    await refused("useItem", { actor: w.ino.id, itemId: itemId(w.ino, "Basic Unarmed"), options: { targetActorId: w.sakura.id }, rollMode: "publicroll" }, /only act for combatants you own/);
  });

  it("finds the user's fight from the world's combats: with the GM viewing another fight, an off-turn use in the real one is refused", async () => {
    const w = await world();
    const newCombat = (d: object) => (Combat as unknown as { create(d: object): Promise<{ id: string; combatants: { contents: { id: string; actorId: string }[] } }> }).create(d);
    // Fight A: Ino acts on IC 0, Sakura only on IC 5. The first fight is taken out, so A is Sakura's only one.
    harness.game.combats.delete(w.combatId);
    await newCombat({ type: "ic", combatants: [w.sakura, w.ino].map((a, i) => ({ type: "ic", actorId: a.id, name: a.name, initiative: [5, 0][i] })) });
    // The GM's client views fight B, which Sakura is not in.
    (harness.game as unknown as { combat: unknown }).combat = await newCombat({ type: "ic", combatants: [{ type: "ic", actorId: w.naruto.id, name: w.naruto.name, initiative: 0 }] });
    await refused("useItem", { actor: w.sakura.id, itemId: itemId(w.sakura, "Basic Unarmed"), options: { targetActorId: w.ino.id }, rollMode: "publicroll" }, /does not act on IC 0/);
    expect(messages()).toHaveLength(0);
  });

  it("refuses using an item the actor does not have", async () => {
    const w = await world();
    await refused("useItem", { actor: w.sakura.id, itemId: itemId(w.ino, "Basic Unarmed"), options: {}, rollMode: "publicroll" }, /not available to this combatant/);
  });
});

describe("forged and replayed cards", () => {
  it("refuses a card the player posted with invented hits: nothing is applied", async () => {
    const w = await world();
    const genuine = await gmCard(w);
    const card = structuredClone(genuine.flags.shinobi!.card!);
    const forged = await playerMessage({ shinobi: { card: { ...card, attack: { ...card.attack, hits: [{ combatantId: w.ino.id, damage: { damage: 5000 } }] } } } });
    await refused("cardStep", { messageId: forged.id, step: { step: "apply" } }, /not posted by the GM's client/);
    expect(w.ino.system.hp.value).toBe(150);
  });

  it("refuses a GM card's flags copied into a player's message", async () => {
    const w = await world();
    const genuine = await gmCard(w);
    const copy = await playerMessage({ shinobi: { card: structuredClone(genuine.flags.shinobi!.card!) } });
    await refused("cardStep", { messageId: copy.id, step: { step: "defend", choice: "none" } }, /not posted by the GM's client/);
  });

  it("refuses defending, or spending Willpower, for an actor the player does not own", async () => {
    const w = await world();
    const card = await gmCard(w);
    await refused("cardStep", { messageId: card.id, step: { step: "defend", choice: "dodge" } }, /only act for combatants you own/, OTHER_PLAYER);
    await refused("cardStep", { messageId: card.id, step: { step: "defend", choice: "takeTheHit", protectorActorId: w.ino.id } }, /only act for combatants you own/);
    await refused("cardStep", { messageId: card.id, step: { step: "willpower", side: "attacker" } }, /only act for combatants you own/);
  });

  it("refuses a replayed Apply on a card already applied", async () => {
    const w = await world();
    const card = await gmCard(w);
    diceBox.source = fixedDice([]);
    expect((await forge("cardStep", { messageId: card.id, step: { step: "defend", choice: "none" } }))?.ok).toBe(true);
    diceBox.source = fixedDice([face(2, 4), face(2, 4), face(50, 100)]);
    actAs(harness, "gm");
    const { icCardStep } = await import("../../src/rulesets/ic/attack/card-steps");
    await icCardStep(card.id, { step: "damage" });
    expect((await forge("cardStep", { messageId: card.id, step: { step: "apply" } }))?.ok).toBe(true);
    const hp = w.sakura.system.vitality.value;
    await refused("cardStep", { messageId: card.id, step: { step: "apply" } }, /not open on this attack/);
    expect(w.sakura.system.vitality.value).toBe(hp);
  });

  it("refuses a step the card does not have", async () => {
    const w = await world();
    const card = await gmCard(w);
    await refused("cardStep", { messageId: card.id, step: { step: "explode" } }, /not a step of an attack card/);
    await refused("cardStep", { messageId: card.id, step: { step: "defend", choice: "technique", techniqueId: 42 } }, /step\.techniqueId is not valid/);
  });
});
