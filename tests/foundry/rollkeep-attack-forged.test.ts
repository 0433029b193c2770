import { beforeEach, describe, expect, it } from "vitest";
import { fixedDice } from "../../src/rules/dice";
import { actAs, ActorDouble, bootSystem, diceBox, face, writes, type Harness } from "../harness";
import { AYAME_SOURCE } from "../fixtures/rollkeep-actors";

/**
 * Roll-and-keep attack requests as a player's browser can send them, whatever they say, straight
 * onto the system socket (the server stamps the sender). This process is the GM's client. Each
 * forged or replayed request is refused with a message naming what is wrong, and writes nothing.
 */
let harness: Harness;
const GM = "gm00000000000000";
const PLAYER = "player0000000000";
const OTHER_PLAYER = "player2000000000";
const SOCKET = "system.shinobi";
let requestCount = 0;

beforeEach(async () => {
  harness = await bootSystem({ ruleset: "rollkeep" });
  harness.game.users.set(OTHER_PLAYER, { id: OTHER_PLAYER, isGM: false, active: true, name: "Other player" });
});

interface Doc {
  id: string;
  system: { wounds: number; voidPoints: { value: number } };
}
interface Message {
  id: string;
  flags: { shinobi: { rkCard: object } };
}

const CALL = { raisesCalled: 0, freeRaises: 0, freeRaisesOnTn: 0, tacticsRaises: 0, voidBoost: false, maneuvers: [], circumstances: { offHand: false, secondWeaponHeld: false, foeInMelee: false, advantagedPosition: false }, modifier: { rolled: 0, kept: 0, flat: 0 } };
const messages = () => [...(harness.game.messages as unknown as Iterable<Message>)];

/** Ayame (the player's) and Goro (the GM's), both unhurt. */
async function world(): Promise<{ ayame: Doc; goro: Doc }> {
  const ayame = (await ActorDouble.create({ ...AYAME_SOURCE, ownership: { default: 0, [PLAYER]: 3 }, system: { ...AYAME_SOURCE.system, wounds: 0 } })) as unknown as Doc;
  const goro = (await ActorDouble.create({ ...AYAME_SOURCE, name: "Goro", system: { ...AYAME_SOURCE.system, wounds: 0 } })) as unknown as Doc;
  return { ayame, goro };
}

async function forge(name: string, payload: unknown, from = PLAYER): Promise<{ ok: boolean; result?: unknown; error?: string } | undefined> {
  const id = `forged${(requestCount += 1)}`;
  await harness.game.socket.sendAs(from, SOCKET, { type: "request", id, gm: GM, name, payload });
  return harness.game.socket.answersTo(from).find((a) => a.id === id);
}

async function refused(name: string, payload: unknown, reason: RegExp, from = PLAYER): Promise<void> {
  writes.reset();
  const before = messages().length;
  const answer = await forge(name, payload, from);
  expect(answer?.ok).toBe(false);
  expect(answer?.error).toMatch(reason);
  expect(writes.calls()).toBe(0);
  expect(messages()).toHaveLength(before);
}

const attackOf = (w: { ayame: Doc; goro: Doc }, more: object = {}) => ({ actor: w.ayame.id, itemId: "katana0000000000", target: w.goro.id, call: CALL, rollMode: "publicroll", ...more });

/** A genuine card: Ayame hits Goro (9, 9, 9 against 25), its damage rolled; Goro's answer is open. */
async function openCard(w: { ayame: Doc; goro: Doc }): Promise<Message> {
  diceBox.source = fixedDice([9, 9, 9, 1, 1, 1, 1].map((v) => face(v, 10)));
  expect((await forge("rkAttack", attackOf(w)))?.ok).toBe(true);
  const card = messages().at(-1)!;
  diceBox.source = fixedDice([9, 9, 1, 1, 1, 1].map((v) => face(v, 10)));
  expect((await forge("rkCardStep", { messageId: card.id, step: { step: "damage" } }))?.ok).toBe(true);
  return card;
}

describe("forged attack requests", () => {
  it("refuses attacking with an actor the player does not own", async () => {
    const w = await world();
    await refused("rkAttack", attackOf(w, { actor: w.goro.id, target: w.ayame.id }), /only act for combatants you own/);
    await refused("rkAttack", attackOf(w), /only act for combatants you own/, OTHER_PLAYER);
  });

  it("refuses a weapon that is not the attacker's, and an attack on oneself", async () => {
    const w = await world();
    await refused("rkAttack", attackOf(w, { itemId: "lightarmor000000" }), /not one of the attacker's own/);
    await refused("rkAttack", attackOf(w, { target: w.ayame.id }), /someone else to aim at/);
  });

  it.each([
    ["an unknown maneuver", { maneuvers: [{ kind: "instantKill" }] }, /call\.maneuvers\.0\.kind is not valid/],
    ["a Called Shot at nowhere", { maneuvers: [{ kind: "calledShot", target: "soul" }] }, /call\.maneuvers\.0\.target is not valid/],
    ["a fractional raise", { raisesCalled: 1.5 }, /call\.raisesCalled is not valid/],
    ["a negative free raise", { freeRaises: -3 }, /call\.freeRaises is not valid/],
    ["a Void Point as text", { voidBoost: "yes" }, /call\.voidBoost is not valid/],
    ["an enormous modifier", { modifier: { rolled: 1e9, kept: 0, flat: 0 } }, /call\.modifier\.rolled is not valid/],
    ["a missing circumstance", { circumstances: {} }, /call\.circumstances\.offHand is not valid/],
    ["an Extra Attack as text", { extraAttack: "yes" }, /call\.extraAttack is not valid/],
    ["a Center bonus as a number", { focus: 1 }, /call\.focus is not valid/],
    ["a fractional damage modifier", { damageModifier: { rolled: 0.5, kept: 0, flat: 0 } }, /call\.damageModifier\.rolled is not valid/],
    ["a wind not in the texts", { wind: "tornado" }, /call\.wind is not valid/],
    ["a weather as a number", { weather: 3 }, /call\.weather is not valid/],
    ["ground the texts do not name", { difficultTerrain: 7 }, /call\.difficultTerrain is not valid/],
  ])("refuses %s, naming the field", async (_label, change, reason) => {
    const w = await world();
    await refused("rkAttack", attackOf(w, { call: { ...CALL, ...change } }), reason);
  });

  it("refuses what the rules refuse: more raises than the Void Ring, raises the maneuvers lack, a pool overdrawn", async () => {
    const w = await world();
    await refused("rkAttack", attackOf(w, { call: { ...CALL, raisesCalled: 3 } }), /3 raises are more than a Void Ring of 2/);
    await refused("rkAttack", attackOf(w, { call: { ...CALL, maneuvers: [{ kind: "extraAttack" }] } }), /The maneuvers need 5 raises; the roll counts 0/);
    await refused("rkAttack", attackOf(w, { call: { ...CALL, tacticsRaises: 1 } }), /Tactics Pool holds 0 free raises/);
    // Outside a fight no Extra Attack is granted, and no Center/Void bonus is earned.
    await refused("rkAttack", attackOf(w, { call: { ...CALL, extraAttack: true } }), /no Extra Attack was granted/);
    await refused("rkAttack", attackOf(w, { call: { ...CALL, focus: true } }), /Center or Void bonus is spent in a round of a fight/);
  });
});

describe("forged and replayed card clicks", () => {
  it("refuses answering for a target the player does not own, and the damage for an attacker they do not own", async () => {
    const w = await world();
    const card = await openCard(w);
    await refused("rkCardStep", { messageId: card.id, step: { step: "answer", choice: "voidPoint" } }, /only act for combatants you own/);
    await refused("rkCardStep", { messageId: card.id, step: { step: "damage" } }, /only act for combatants you own/, OTHER_PLAYER);
    await refused("rkCardStep", { messageId: card.id, step: { step: "damage", choice: "everything" } }, /step\.choice is not valid/);
    // A choice that is not text at all is refused by name too, never read as no choice.
    await refused("rkCardStep", { messageId: card.id, step: { step: "damage", choice: 5 } }, /step\.choice is not valid/);
    await refused("rkCardStep", { messageId: card.id, step: { step: ["damage"] } }, /step\.step is not valid/);
    expect(w.goro.system.wounds).toBe(0);
  });

  it("refuses a replayed damage click: the step is closed", async () => {
    const w = await world();
    const card = await openCard(w);
    await refused("rkCardStep", { messageId: card.id, step: { step: "damage" } }, /not open on this card/);
  });

  it("refuses a card the player posted with a GM card's flags, and a step the card has not", async () => {
    const w = await world();
    const genuine = await openCard(w);
    actAs(harness, "player");
    const copy = (await (ChatMessage as unknown as { create(d: object): Promise<Message> }).create({ content: "<p>a card</p>", flags: { shinobi: { rkCard: structuredClone(genuine.flags.shinobi.rkCard) } } }))!;
    actAs(harness, "gm");
    await refused("rkCardStep", { messageId: copy.id, step: { step: "damage" } }, /not posted by the GM's client/);
    await refused("rkCardStep", { messageId: genuine.id, step: { step: "explode" } }, /step\.step is not valid/);
    await refused("rkCardStep", { messageId: genuine.id, step: { step: "answer", choice: "dodge" } }, /step\.choice is not valid/);
    await refused("rkCardStep", { messageId: "../etc", step: { step: "damage" } }, /messageId is not valid/);
  });
});
