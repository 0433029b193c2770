import { beforeEach, describe, expect, it } from "vitest";
import { fixedDice } from "../../src/rules/dice";
import { actAs, ActorDouble, asPlayer, diceBox, face, writes, type Harness } from "../harness";
import { BANDIT_SOURCE, bootDegreesAttackWorld, GM, KIBA_SOURCE, PLAYER } from "../fixtures/degrees-attack";
import type { DegreesCardState } from "../../src/rulesets/degrees/attack/card-state";

/**
 * Requests for the degrees attack card as a player's browser can send them, whatever they say:
 * straight onto the system socket, where the server stamps the sender's id. This process is the
 * GM's client. Every forged or replayed request is refused with a message naming what is wrong,
 * and writes nothing.
 */
let harness: Harness;
const SOCKET = "system.shinobi";
let requestCount = 0;

interface Message {
  id: string;
  flags: { shinobi?: { degreesCard?: DegreesCardState } };
}
interface World {
  kiba: ActorDouble;
  bandit: ActorDouble;
  katana: string;
}

beforeEach(async () => {
  harness = await bootDegreesAttackWorld();
});

const messages = () => [...(harness.game.messages as unknown as Iterable<Message>)];

async function world(): Promise<World> {
  const kiba = (await ActorDouble.create(KIBA_SOURCE as never)) as ActorDouble;
  const bandit = (await ActorDouble.create(BANDIT_SOURCE as never)) as ActorDouble;
  return { kiba, bandit, katana: kiba.items.find((i) => i.name === "Katana")!.id };
}

async function forge(name: string, payload: unknown, from = PLAYER): Promise<{ ok: boolean; error?: string } | undefined> {
  const id = `forged${(requestCount += 1)}`;
  await harness.game.socket.sendAs(from, SOCKET, { type: "request", id, gm: GM, name, payload });
  return harness.game.socket.answersTo(from).find((a) => a.id === id);
}

/** The request is refused with a message matching `reason`, and nothing is written or posted. */
async function refused(name: string, payload: unknown, reason: RegExp): Promise<void> {
  const posted = harness.game.messages.size;
  writes.reset();
  const answer = await forge(name, payload);
  expect(answer?.ok).toBe(false);
  expect(answer?.error).toMatch(reason);
  expect(writes.calls()).toBe(0);
  expect(harness.game.messages.size).toBe(posted);
}

/** Kiba's katana at the bandit, asked for by the player as the card's own client asks. */
async function openCard(w: World, faces = [6, 5]): Promise<Message> {
  diceBox.source = fixedDice(faces.map((f) => face(f, 8)));
  const answer = await forge("dgAttack", { actor: w.kiba.id, itemId: w.katana, target: w.bandit.id, choice: {}, rollMode: "publicroll" });
  expect(answer?.ok).toBe(true);
  return messages().at(-1)!;
}

describe("forged attacks", () => {
  it("opens the attack the player asked for with their own character: the card is the GM's", async () => {
    const w = await world();
    const card = await openCard(w);
    expect(card.flags.shinobi?.degreesCard?.flow).toMatchObject({ attackerId: w.kiba.id, targetId: w.bandit.id, roll: { natural: 11, total: 16 } });
    expect((card as unknown as { author: { isGM: boolean } }).author.isGM).toBe(true);
  });

  it("refuses attacking with the GM's bandit, or with an item the player's character does not hold", async () => {
    const w = await world();
    await refused("dgAttack", { actor: w.bandit.id, itemId: w.katana, target: w.kiba.id, choice: {}, rollMode: "publicroll" }, /only act for combatants you own/);
    const wall = w.bandit.items.find((i) => i.name === "Earth Wall")!.id;
    await refused("dgAttack", { actor: w.kiba.id, itemId: wall, target: w.bandit.id, choice: {}, rollMode: "publicroll" }, /not available to this combatant/);
  });

  it.each([
    ["the actor", { actor: "../../etc" }, /actor is not valid/],
    ["the item id", { itemId: "x" }, /itemId is not valid/],
    ["a target nobody is", { target: "AAAAAAAAAAAAAAAA" }, /target is not valid/],
    ["the stance", { choice: { stance: "berserk" } }, /choice\.stance is not valid/],
    ["a Charge's run", { choice: { charge: { runMetres: -5 } } }, /choice\.charge\.runMetres is not valid/],
    ["a circumstance", { choice: { circumstance: { blessed: true } } }, /choice\.circumstance is not valid/],
    ["a circumstance's value", { choice: { circumstance: { untrained: "yes" } } }, /choice\.circumstance\.untrained is not valid/],
    ["the cover", { choice: { around: { cover: "fortress" } } }, /choice\.around\.cover is not valid/],
    ["camouflage dice past the limit", { choice: { around: { camouflage: ["total", "total", "total", "total", "total"] } } }, /choice\.around\.camouflage is not valid/],
    ["a camouflage source", { choice: { around: { camouflage: ["smoke"] } } }, /choice\.around\.camouflage\.0 is not valid/],
    ["a barrier's hardness", { choice: { around: { barrierHardness: 1e9 } } }, /choice\.around\.barrierHardness is not valid/],
    ["the partners' actions", { choice: { partnerActions: 11 } }, /choice\.partnerActions is not valid/],
    ["a way up to a flier", { choice: { reachesUp: "ladder" } }, /choice\.reachesUp is not valid/],
    ["an area covering camouflage", { choice: { around: { areaCoversCamouflage: 1 } } }, /choice\.around\.areaCoversCamouflage is not valid/],
    ["the roll mode", { rollMode: "loud" }, /rollMode is not valid/],
  ])("refuses %s out of its list or range, naming the field", async (_label, change, reason) => {
    const w = await world();
    await refused("dgAttack", { actor: w.kiba.id, itemId: w.katana, target: w.bandit.id, choice: {}, rollMode: "publicroll", ...change }, reason);
  });

  it("rolls a sneak attack with the Stealth on the attacker's sheet, and refuses a Stealth the request claims (M54)", async () => {
    const kiba = (await ActorDouble.create({ ...KIBA_SOURCE, system: { ...KIBA_SOURCE.system, skills: { ...KIBA_SOURCE.system.skills, stealth: 7 } } } as never)) as ActorDouble;
    const bandit = (await ActorDouble.create(BANDIT_SOURCE as never)) as ActorDouble;
    const katana = kiba.items.find((i) => i.name === "Katana")!.id;
    await refused("dgAttack", { actor: kiba.id, itemId: katana, target: bandit.id, choice: { sneak: { stealth: 100 } }, rollMode: "publicroll" }, /choice\.sneak is not valid/);
    diceBox.source = fixedDice([4, 4, 6, 5].map((f) => face(f, 8)));
    expect((await forge("dgAttack", { actor: kiba.id, itemId: katana, target: bandit.id, choice: { sneak: true }, rollMode: "publicroll" }))?.ok).toBe(true);
    const sneak = messages().at(-1)!.flags.shinobi?.degreesCard?.flow.sneak as { roll: { natural: number; total: number } } | null;
    expect(sneak?.roll.total).toBe(sneak!.roll.natural + 7);
  });

  it("refuses a target hidden in the attacker's fight, or not in it at all: the card would show its name and defences", async () => {
    const w = await world();
    const lookout = (await ActorDouble.create({ ...(BANDIT_SOURCE as object), name: "Lookout" } as never)) as ActorDouble;
    const combat = (await (Combat as unknown as { create(d: object): Promise<{ startCombat(): Promise<unknown> }> }).create({
      type: "dg",
      combatants: [
        { type: "dg", actorId: w.kiba.id, name: "Kiba", initiative: 12 },
        { type: "dg", actorId: w.bandit.id, name: "Bandit", initiative: 8, hidden: true },
      ],
    }))!;
    actAs(harness, "gm");
    await combat.startCombat();
    const at = (target: ActorDouble) => ({ actor: w.kiba.id, itemId: w.katana, target: target.id, choice: {}, rollMode: "publicroll" });
    await refused("dgAttack", at(w.bandit), /target names no one your character can reach/);
    await refused("dgAttack", at(lookout), /target names no one your character can reach/);
  });

  it("keeps a raise of the base damage the GM's (M32) unless the world lets players state it; a lowering is the attacker's own", async () => {
    const w = await world();
    const ask = (damageAdjustment: number) => ({ actor: w.kiba.id, itemId: w.katana, target: w.bandit.id, choice: { damageAdjustment }, rollMode: "publicroll" });
    await refused("dgAttack", ask(5), /its choice\.damageAdjustment raises the attack's base damage, which at this table only the GM grants/);
    diceBox.source = fixedDice([face(6, 8), face(5, 8)]);
    expect((await forge("dgAttack", ask(-2)))?.ok).toBe(true);
    expect(messages().at(-1)?.flags.shinobi?.degreesCard?.flow).toMatchObject({ attackerId: w.kiba.id });
    await harness.game.settings.set("shinobi", "dgTableGrants", "players");
    diceBox.source = fixedDice([face(6, 8), face(5, 8)]);
    expect((await forge("dgAttack", ask(5)))?.ok).toBe(true);
  });

  it("offers a player's attack dialog only a lowering of the base damage while the world keeps raises the GM's", async () => {
    const { choiceDialogContext } = await import("../../src/rulesets/degrees/attack/choice-dialog");
    expect(choiceDialogContext("Katana", "Bandit").damageUpMax).toBe(20);
    const upMax = () => asPlayer(harness, async () => choiceDialogContext("Katana", "Bandit").damageUpMax);
    expect(await upMax()).toBe(0);
    await harness.game.settings.set("shinobi", "dgTableGrants", "players");
    expect(await upMax()).toBe(20);
  });

  it("refuses an attack at oneself", async () => {
    const w = await world();
    await refused("dgAttack", { actor: w.kiba.id, itemId: w.katana, target: w.kiba.id, choice: {}, rollMode: "publicroll" }, /target is not valid/);
  });
});

describe("forged and replayed card clicks", () => {
  it.each([
    ["a payload that is no object", "click", /payload is not valid/],
    ["the message id", { messageId: "nope", step: { step: "apply" } }, /messageId is not valid/],
    ["the step", { step: { step: "explode" } }, /step\.step is not valid/],
    ["the defence", { step: { step: "defend", choice: "parry" } }, /step\.choice is not valid/],
    ["a defence that is no text", { step: { step: "defend", choice: 3 } }, /step\.choice is not valid/],
    ["a technique's id", { step: { step: "defend", choice: "technique", techniqueId: "../x" } }, /step\.techniqueId is not valid/],
    ["an aid out of its list", { step: { step: "aid", choice: "pray", protectorActorId: "AAAAAAAAAAAAAAAA" } }, /step\.choice is not valid/],
    ["a helper that is no actor reference", { step: { step: "aid", choice: "takeHit", protectorActorId: "../../x" } }, /step\.protectorActorId is not valid/],
    ["a helper's move that is no flag", { step: { step: "aid", choice: "takeHit", protectorActorId: "AAAAAAAAAAAAAAAA", move: "yes" } }, /step\.move is not valid/],
    ["a deflection run to the ally", { step: { step: "aid", choice: "deflect", protectorActorId: "AAAAAAAAAAAAAAAA", move: true } }, /step\.move is not valid/],
  ])("refuses %s, naming the field", async (_label, payload, reason) => {
    const w = await world();
    const card = await openCard(w);
    await refused("dgCardStep", typeof payload === "string" ? payload : { messageId: card.id, ...payload }, reason);
  });

  it("refuses a defence for the GM's bandit from the player, and a Block the rules refuse", async () => {
    const w = await world();
    const card = await openCard(w);
    await refused("dgCardStep", { messageId: card.id, step: { step: "defend", choice: "dodge" } }, /only act for combatants you own/);
    await w.bandit.update({ ownership: { default: 0, [PLAYER]: 3 } });
    await refused("dgCardStep", { messageId: card.id, step: { step: "defend", choice: "block" } }, /Blocking needs something in hand/);
  });

  it("refuses stepping in for the target with the GM's bandit, or by the player's character for itself", async () => {
    const w = await world();
    const card = await openCard(w);
    await refused("dgCardStep", { messageId: card.id, step: { step: "aid", choice: "takeHit", protectorActorId: w.bandit.id } }, /only act for combatants you own/);
    await refused("dgCardStep", { messageId: card.id, step: { step: "aid", choice: "takeHit", protectorActorId: w.kiba.id } }, /Only the target, or someone on its side/);
  });

  it("refuses a card a player posted with the card's flags: only the GM's client writes cards", async () => {
    const w = await world();
    const real = await openCard(w);
    const card = structuredClone(real.flags.shinobi!.degreesCard!);
    actAs(harness, "player");
    const forgedMessage = (await (ChatMessage as unknown as { create(d: object): Promise<Message> }).create({ content: "<p>legit</p>", flags: { shinobi: { degreesCard: card } } }))!;
    actAs(harness, "gm");
    await refused("dgCardStep", { messageId: forgedMessage.id, step: { step: "apply" } }, /not posted by the GM's client/);
  });

  it("refuses a replayed defence and a replayed Apply, writing nothing the second time", async () => {
    const w = await world();
    const card = await openCard(w);
    await w.bandit.update({ ownership: { default: 0, [PLAYER]: 3 } });
    expect((await forge("dgCardStep", { messageId: card.id, step: { step: "defend", choice: "dodge" } }))?.ok).toBe(true);
    await refused("dgCardStep", { messageId: card.id, step: { step: "defend", choice: "dodge" } }, /not open on this attack card/);
    expect((await forge("dgCardStep", { messageId: card.id, step: { step: "apply" } }))?.ok).toBe(true);
    expect((w.bandit.system as { hp: { value: number } }).hp.value).toBe(13 - 6);
    await refused("dgCardStep", { messageId: card.id, step: { step: "apply" } }, /not open on this attack card/);
    expect((w.bandit.system as { hp: { value: number } }).hp.value).toBe(13 - 6);
  });
});
