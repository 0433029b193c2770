import { beforeEach, describe, expect, it } from "vitest";
import { fixedDice } from "../../src/rules/dice";
import { actAs, ActorDouble, diceBox, face, writes, type Harness } from "../harness";
import { BANDIT_SOURCE, bootDegreesAttackWorld, KIBA_SOURCE, PLAYER } from "../fixtures/degrees-attack";
import { expectAllRefused, sendAs } from "../fixtures/requests";
import type { DegreesCardState } from "../../src/rulesets/degrees/attack/card-state";

/*
 * The search after a sneak attack (M54) on the degrees attack card: once the attack is answered,
 * the target's Notice against the attacker's Stealth, rolled on the GM's client (this process) for
 * whoever commands the target, through the sense its button names; requests as a browser sends them.
 */
let harness: Harness;
beforeEach(async () => {
  harness = await bootDegreesAttackWorld();
});

interface Message {
  id: string;
  content: string;
  flags: { shinobi?: { degreesCard?: DegreesCardState } };
}
const messages = () => [...(harness.game.messages as unknown as Iterable<Message>)];
/** A card's words as a player reads them (Handlebars escapes the apostrophe and the equals sign). */
const shown = (card: Message) => card.content.replace(/&#x27;/g, "'").replace(/&#x3D;/g, "=");
const d8 = (...faces: number[]) => (diceBox.source = fixedDice(faces.map((f) => face(f, 8))));
const held = (id: string) => [{ name: id, statuses: [id], flags: { shinobi: { condition: { id } } } }];

/** Kiba (Stealth 3) sneak-attacks a bandit with Notice 1 (the player's own when `playerOwned`): Stealth 4 + 4 = 11, the katana 6 + 5. */
async function sneakCard(bandit: object = {}, sneak = true): Promise<{ card: Message; kiba: ActorDouble; bandit: ActorDouble }> {
  const kiba = (await ActorDouble.create({ ...KIBA_SOURCE, system: { ...KIBA_SOURCE.system, skills: { ...KIBA_SOURCE.system.skills, stealth: 3 } } } as never)) as ActorDouble;
  const target = (await ActorDouble.create({ ...BANDIT_SOURCE, ownership: { default: 0, [PLAYER]: 3 }, ...bandit } as never)) as ActorDouble;
  d8(...(sneak ? [4, 4, 6, 5] : [6, 5]));
  const katana = kiba.items.find((i) => i.name === "Katana")!.id;
  const answer = await sendAs(harness, PLAYER, "dgAttack", { actor: kiba.id, itemId: katana, target: target.id, choice: sneak ? { sneak: true } : {}, rollMode: "publicroll" });
  expect(answer?.ok).toBe(true);
  return { card: messages().at(-1)!, kiba, bandit: target };
}

const search = (card: Message, choice: string) => sendAs(harness, PLAYER, "dgCardStep", { messageId: card.id, step: { step: "search", choice } });
const dodge = async (card: Message) => expect((await sendAs(harness, PLAYER, "dgCardStep", { messageId: card.id, step: { step: "defend", choice: "dodge" } }))?.ok).toBe(true);

describe("the search after a sneak attack (M54)", () => {
  it("says the Stealth caught the target unaware, then offers its search once answered: its Notice by the sense named, on the card, the card alone written", async () => {
    const { card } = await sneakCard();
    expect(shown(card)).toContain("Sneak attack: Stealth 11 against Bandit's Notice: caught Unaware for this attack.");
    expect(card.content).not.toContain('data-shinobi-step="search"');
    await dodge(card);
    expect(card.content.match(/data-shinobi-step="search"/g)).toHaveLength(2);
    expect(shown(card)).toContain("Bandit searches (Sight)");
    expect(shown(card)).toContain("Bandit searches (Hearing)");
    // Notice 1: 6 + 4 + 1 = 11 meets the Stealth 11.
    d8(6, 4);
    writes.reset();
    expect((await search(card, "hearing"))?.ok).toBe(true);
    expect(writes.entries).toEqual([{ documentName: "ChatMessage", action: "update", count: 1 }]);
    expect(card.flags.shinobi?.degreesCard?.search).toMatchObject({ sense: "hearing", stealth: 11, located: true, roll: { total: 11 } });
    expect(shown(card)).toContain("End-of-turn search: Bandit's Notice by Hearing 11 against Stealth 11: the attacker is located.");
    expect(card.content).not.toContain('data-shinobi-step="search"');
  });

  it("offers no search after a sneak attack whose Stealth was beaten: the attacker was seen", async () => {
    const kiba = (await ActorDouble.create(KIBA_SOURCE as never)) as ActorDouble;
    // A watchful bandit: Stealth 0 + 2 + 2 = 4 falls short of its Notice 20, so it sees the attacker.
    const target = (await ActorDouble.create({ ...BANDIT_SOURCE, ownership: { default: 0, [PLAYER]: 3 }, system: { ...BANDIT_SOURCE.system, skills: { notice: 20 } } } as never)) as ActorDouble;
    d8(2, 2, 6, 5);
    const katana = kiba.items.find((i) => i.name === "Katana")!.id;
    expect((await sendAs(harness, PLAYER, "dgAttack", { actor: kiba.id, itemId: katana, target: target.id, choice: { sneak: true }, rollMode: "publicroll" }))?.ok).toBe(true);
    const card = messages().at(-1)!;
    expect(card.flags.shinobi?.degreesCard?.flow.sneak?.sneaks).toBe(false);
    await dodge(card);
    expect(card.content).not.toContain('data-shinobi-step="search"');
    expect((await search(card, "sight"))?.ok).toBe(false);
  });

  it("tells a search that falls short, and counts the target's conditions: Blinded's −1 by sight", async () => {
    const { card } = await sneakCard({ effects: held("blinded") });
    await dodge(card);
    d8(5, 5);
    expect((await search(card, "sight"))?.ok).toBe(true);
    // 10 + 1 − 1 = 10 against 11.
    expect(shown(card)).toContain("End-of-turn search: Bandit's Notice by Sight 10 against Stealth 11: the attacker stays hidden.");
  });

  it("greys out the sense a Blind target lacks, with why, and refuses it if asked anyway", async () => {
    const { card } = await sneakCard({ effects: held("blind") });
    await dodge(card);
    expect(shown(card)).toMatch(/data-choice="sight" class="refused" disabled title="Blind: a check that needs sight cannot be made\."/);
    expect(shown(card)).toContain('<p class="dg-refused-reason">Blind: a check that needs sight cannot be made.</p>');
    await expectAllRefused(harness, PLAYER, "dgCardStep", [[{ messageId: card.id, step: { step: "search", choice: "sight" } }, /^Blind: a check that needs sight cannot be made\.$/]]);
  });

  it("refuses a forged search: a sense out of the list, before the answer, twice, for a target the sender does not command, after no sneak attack", async () => {
    const { card } = await sneakCard();
    await expectAllRefused(harness, PLAYER, "dgCardStep", [
      [{ messageId: card.id, step: { step: "search", choice: "smell" } }, /step\.choice is not valid/],
      [{ messageId: card.id, step: { step: "search" } }, /step\.choice is not valid/],
      [{ messageId: card.id, step: { step: "search", choice: 3 } }, /step\.choice is not valid/],
      [{ messageId: card.id, step: { step: "search", choice: "sight" } }, /not open on this attack card/],
    ]);
    await dodge(card);
    d8(1, 1);
    expect((await search(card, "sight"))?.ok).toBe(true);
    await expectAllRefused(harness, PLAYER, "dgCardStep", [[{ messageId: card.id, step: { step: "search", choice: "hearing" } }, /not open on this attack card/]]);

    // The GM's own bandit: Kiba's player commands only the attacker.
    const gms = await sneakCard({ ownership: { default: 0 } });
    const { degreesCardStep } = await import("../../src/rulesets/degrees/attack");
    actAs(harness, "gm");
    await degreesCardStep(gms.card.id, { step: "defend", choice: "dodge" });
    await expectAllRefused(harness, PLAYER, "dgCardStep", [[{ messageId: gms.card.id, step: { step: "search", choice: "sight" } }, /only act for combatants you own/]]);
    // The GM searches for its own bandit from the card.
    d8(6, 6);
    await degreesCardStep(gms.card.id, { step: "search", choice: "sight" });
    expect(gms.card.flags.shinobi?.degreesCard?.search?.located).toBe(true);

    const plain = await sneakCard({}, false);
    await dodge(plain.card);
    expect(plain.card.content).not.toContain("dg-search");
    await expectAllRefused(harness, PLAYER, "dgCardStep", [[{ messageId: plain.card.id, step: { step: "search", choice: "sight" } }, /Only a sneak attack leaves someone to search for\./]]);
  });
});
