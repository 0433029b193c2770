import { describe, expect, it } from "vitest";
import { fixedDice } from "../../src/rules/dice";
import { actAs, diceBox, writes, type ActorDouble } from "../harness";
import { createDgActor, d8, degreesAttackWorld, itemIdOf, lastCardIn, type DgCard } from "../fixtures/degrees-card";
import { BANDIT_SOURCE, KIBA_SOURCE, PLAYER, SHINO_SOURCE } from "../fixtures/degrees-attack";
import { expectAllRefused, sendAs } from "../fixtures/requests";

/**
 * A Grab on the attack card (M79): damage Applied to a grabber holding someone offers its victim a
 * Break free (reaction) button, rolled on the GM's client with no action spent, once per hit.
 */
const world = degreesAttackWorld();
type Effect = { id: string; statuses: Set<string> };
const held = (actor: ActorDouble) => [...(actor.effects as Iterable<Effect>)].map((e) => [...e.statuses][0]).sort();
const writeLog = () => writes.entries.map((w) => `${w.documentName}:${w.action}`);
const holdEffect = (id: string, source: string, removal?: object) => ({ name: id, statuses: [id], flags: { shinobi: { condition: { id, source, ...(removal ? { removal } : {}) } } } });
const messages = () => [...(world.harness.game.messages as unknown as Iterable<DgCard>)];

/** `grabber` holding `victim`: its Slow and the victim's Grabbed (Escape difficulty 10), tagged with the hold. */
async function hold(grabber: ActorDouble, victim: ActorDouble): Promise<void> {
  const source = `grab:${grabber.id}:${victim.id}`;
  await grabber.createEmbeddedDocuments("ActiveEffect", [holdEffect("slow", source)] as never);
  await victim.createEmbeddedDocuments("ActiveEffect", [holdEffect("grabbed", source, { check: "escape", dc: 10 })] as never);
}

/** Kiba (the player's) opens an attack with `item` at `target`, the attack check showing `faces`: the card, with the GM acting next. */
async function attackAt(kiba: ActorDouble, item: string, target: ActorDouble, ...faces: number[]): Promise<DgCard> {
  actAs(world.harness, "player");
  d8(...faces);
  await world.attack.useItem(kiba as never, itemIdOf(kiba, item), { targetActorId: target.id, choice: {} });
  actAs(world.harness, "gm");
  return lastCardIn(world.harness);
}

/** The bandit holding Shino (the player's), Escape difficulty 10; Kiba (the player's) hits the bandit with its katana and it is Applied. */
async function hurtGrabber(shinoChanges: object = {}): Promise<{ bandit: ActorDouble; shino: ActorDouble; card: DgCard }> {
  const kiba = await createDgActor(KIBA_SOURCE);
  const bandit = await createDgActor(BANDIT_SOURCE);
  const shino = await createDgActor(SHINO_SOURCE, shinoChanges);
  await hold(bandit, shino);
  const card = await attackAt(kiba, "Katana", bandit, 6, 5);
  await world.attack.degreesCardStep(card.id, { step: "defend", choice: "dodge" } as never);
  expect(card.content).not.toContain("Break free");
  await world.attack.degreesCardStep(card.id, { step: "apply" } as never);
  return { bandit, shino, card };
}

describe("breaking free as the grabber is hurt (M79)", () => {
  it("offers the victim Break free (reaction) once Apply hurt its grabber; a success ends the hold on both, no action spent", async () => {
    const { bandit, shino, card } = await hurtGrabber();
    expect(card.flags.shinobi.degreesCard.breakFree).toEqual([{ victim: shino.id, freed: null }]);
    expect(card.content).toContain(`data-actor="${shino.id}" data-shinobi-step="breakFree" data-choice="0">Shino: Break free (reaction)</button>`);
    writes.reset();
    // Escape 0 + 5 + 5 = 10 against 10.
    diceBox.source = fixedDice([5, 5]);
    // The player's own click, as its client asks the GM's.
    actAs(world.harness, "player");
    await world.attack.degreesCardStep(card.id, { step: "breakFree", choice: "0" });
    actAs(world.harness, "gm");
    // The attack card first (the step closed), then the check's own card and each side's part of the hold deleted.
    expect(writeLog()).toEqual(["ChatMessage:update", "ChatMessage:create", "ActiveEffect:delete", "ActiveEffect:delete"]);
    expect(messages().at(-1)!.content).toContain("Shaking off Grabbed (Escape)");
    expect(held(shino)).toEqual([]);
    expect(held(bandit)).toEqual([]);
    expect(card.content).toContain("Shino breaks free as the grabber is hurt.");
    expect(card.content).not.toContain('data-shinobi-step="breakFree"');
  });

  it("says so when the victim stays held, and refuses a second try and a victim not on the card, writing nothing", async () => {
    const { shino, card } = await hurtGrabber();
    const send = (choice: unknown) => ({ messageId: card.id, step: { step: "breakFree", choice } });
    await expectAllRefused(world.harness, PLAYER, "dgCardStep", [
      [send("1"), /not open/i],
      [send("-1"), /step\.choice/],
      [send("x"), /step\.choice/],
      [send("100"), /step\.choice/],
    ] as const);
    diceBox.source = fixedDice([2, 2]);
    const tried = await sendAs(world.harness, PLAYER, "dgCardStep", send("0"));
    expect(tried?.ok, tried?.error).toBe(true);
    expect(held(shino)).toEqual(["grabbed"]);
    expect(card.content).toContain("Shino tries to break free as the grabber is hurt, and stays held.");
    await expectAllRefused(world.harness, PLAYER, "dgCardStep", [[send("0"), /not open/i]] as const);
  });
});

describe("breaking free tried again (M79)", () => {
  it("after the attack card's write failed, rolls and writes nothing twice: nothing was written before the card", async () => {
    const { bandit, shino, card } = await hurtGrabber();
    const doc = world.harness.game.messages.get(card.id) as unknown as { update(changes: object): Promise<unknown> };
    const update = doc.update.bind(doc);
    let failures = 1;
    doc.update = (changes: object) => (failures-- > 0 ? Promise.reject(new Error("the server dropped the write")) : update(changes));
    const posted = world.harness.game.messages.size;
    writes.reset();
    diceBox.source = fixedDice([5, 5]);
    await expect(world.attack.degreesCardStep(card.id, { step: "breakFree", choice: "0" })).rejects.toThrow(/dropped/);
    expect(writes.calls()).toBe(0);
    expect(world.harness.game.messages.size).toBe(posted);
    expect(held(shino)).toEqual(["grabbed"]);
    // Tried again: one check card, the hold ended once.
    diceBox.source = fixedDice([5, 5]);
    await world.attack.degreesCardStep(card.id, { step: "breakFree", choice: "0" });
    expect(writeLog()).toEqual(["ChatMessage:update", "ChatMessage:create", "ActiveEffect:delete", "ActiveEffect:delete"]);
    expect(world.harness.game.messages.size).toBe(posted + 1);
    expect(held(shino)).toEqual([]);
    expect(held(bandit)).toEqual([]);
    await expect(world.attack.degreesCardStep(card.id, { step: "breakFree", choice: "0" })).rejects.toThrow(/not open/i);
  });
});

describe("breaking free as the grabber is hurt: who may click (M79)", () => {
  it("refuses a user who does not command the victim, and a victim no longer held by the hurt grabber, writing nothing", async () => {
    const { shino, card } = await hurtGrabber({ ownership: { [PLAYER]: 0 } });
    expect(card.flags.shinobi.degreesCard.breakFree).toEqual([{ victim: shino.id, freed: null }]);
    const step = { messageId: card.id, step: { step: "breakFree", choice: "0" } };
    await expectAllRefused(world.harness, PLAYER, "dgCardStep", [[step, /own/]] as const);
    const grabbed = [...(shino.effects as Iterable<Effect>)].find((e) => e.statuses.has("grabbed"))!;
    await shino.deleteEmbeddedDocuments("ActiveEffect", [grabbed.id]);
    writes.reset();
    actAs(world.harness, "gm");
    await expect(world.attack.degreesCardStep(card.id, step.step)).rejects.toThrow(/no longer held/);
    expect(writes.calls()).toBe(0);
  });
});

describe("a miss on a grabbed victim, on the card (M79)", () => {
  /** Kiba's Fire Bolt (Ranged 4) at a bandit held by a brute: 2 + 2 + 4 = 8 against the Grabbed bandit's Dodge of 9 (Impeded, no Dodge bonus), a miss. */
  async function missTheVictim(die: number): Promise<{ brute: ActorDouble; bandit: ActorDouble; card: DgCard }> {
    const kiba = await createDgActor(KIBA_SOURCE);
    const bandit = await createDgActor(BANDIT_SOURCE);
    const brute = await createDgActor(BANDIT_SOURCE, { name: "Brute" });
    await hold(brute, bandit);
    const card = await attackAt(kiba, "Fire Bolt", bandit, 2, 2);
    d8(die);
    writes.reset();
    await world.attack.degreesCardStep(card.id, { step: "defend", choice: "dodge" });
    return { brute, bandit, card };
  }

  it("rolls the die, and on 4 or less sends the same check to the grabber, whose owner defends as Restrained (difficulty 9, not 11)", async () => {
    const { brute, card } = await missTheVictim(4);
    expect(writeLog()).toEqual(["ChatMessage:update"]);
    const flow = card.flags.shinobi.degreesCard.flow;
    expect(flow).toMatchObject({ targetId: brute.id, step: "answer", roll: { total: 8 }, redirect: { grabber: brute.id, face: 4, hitsGrabber: true } });
    expect(card.content).toContain("the die shows 4 (4 or less), so it goes to Brute with the same check, and Brute defends as Restrained.");
    expect(card.content).toContain(`data-target="${brute.id}" data-actor="${brute.id}"`);
    // The brute is the GM's: the player may not answer for it.
    await expectAllRefused(world.harness, PLAYER, "dgCardStep", [[{ messageId: card.id, step: { step: "defend", choice: "dodge" } }, /own/]] as const);
    await world.attack.degreesCardStep(card.id, { step: "defend", choice: "dodge" });
    expect(card.content).toContain("Dodge: attack 8 against difficulty 9");
    expect(card.flags.shinobi.degreesCard.flow).toMatchObject({ targetId: brute.id, step: "done", result: { hit: false } });
    // Sent on once: the miss on the grabber rolls no second die.
    expect(card.content).toContain("the die shows 4");
  });

  it("keeps the miss on a die over 4, the die on the card, and sends nothing on", async () => {
    const { bandit, card } = await missTheVictim(5);
    expect(card.flags.shinobi.degreesCard.flow).toMatchObject({ targetId: bandit.id, step: "done", redirect: { face: 5, hitsGrabber: false } });
    expect(card.content).toContain("The attack missed Bandit, held by Brute: the die shows 5 (over 4), so the miss stands.");
    expect(card.content).not.toContain('data-shinobi-step="defend"');
  });
});
