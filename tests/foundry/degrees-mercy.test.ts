import { beforeEach, describe, expect, it } from "vitest";
import { fixedDice } from "../../src/rules/dice";
import { actAs, ActorDouble, diceBox, face, writes, type Harness } from "../harness";
import { BANDIT_SOURCE, bootDegreesAttackWorld, KIBA_SOURCE } from "../fixtures/degrees-attack";
import type { DegreesCardState } from "../../src/rulesets/degrees/attack/card-state";
import type * as AttackModule from "../../src/rulesets/degrees/attack";

/**
 * A mercy strike's aftermath on the card (M61): the victim's Vigor against 10 is shown; when it
 * fails, the attacker (and only whoever commands it) chooses on the card to kill or knock out, once,
 * in one write of the victim.
 */
let harness: Harness;
let attack: typeof AttackModule;

beforeEach(async () => {
  harness = await bootDegreesAttackWorld();
  attack = await import("../../src/rulesets/degrees/attack");
});

interface Card {
  id: string;
  content: string;
  flags: { shinobi: { degreesCard: DegreesCardState } };
}
const PARALYZED = [{ name: "Paralyzed", statuses: ["paralyzed"], flags: { shinobi: { condition: { id: "paralyzed", source: "genjutsu" } } } }];
const itemId = (actor: ActorDouble, name: string) => actor.items.find((i) => i.name === name)!.id;
const lastCard = (): Card => [...(harness.game.messages as unknown as Iterable<Card>)].at(-1)!;
const shown = (card: Card) => card.content.replace(/&#x27;/g, "'");
const d8 = (...faces: number[]) => (diceBox.source = fixedDice(faces.map((f) => face(f, 8))));
const state = (actor: ActorDouble) => (actor.system as { derived: { state: string } }).derived.state;

async function strike(attackerChanges: object = {}): Promise<{ kiba: ActorDouble; bandit: ActorDouble; card: Card }> {
  const kiba = (await ActorDouble.create({ ...KIBA_SOURCE, ...attackerChanges } as never)) as ActorDouble;
  const bandit = (await ActorDouble.create({ ...BANDIT_SOURCE, effects: PARALYZED } as never)) as ActorDouble;
  // The attack's 2d8 (a mercy strike is a critical anyway), then the victim's Vigor: 1 + 1 fails against 10.
  d8(4, 4, 1, 1);
  actAs(harness, "gm");
  await attack.useItem(kiba as never, itemId(kiba, "Katana"), { targetActorId: bandit.id, choice: { mercyStrike: true } });
  actAs(harness, "gm");
  const card = lastCard();
  d8(4, 4, 4, 4);
  await attack.degreesCardStep(card.id, { step: "apply" });
  return { kiba, bandit, card: lastCard() };
}

describe("a mercy strike's fate on the card (M61)", () => {
  it("shows the failed Vigor and the attacker's two choices; Kill takes the victim to the death line, once", async () => {
    const { bandit, card } = await strike();
    expect(shown(card)).toMatch(/Bandit's Vigor \d+ against 10: it fails, and the attacker decides its fate\./);
    expect(card.content).toContain('data-shinobi-step="fate" data-choice="kill"');
    expect(card.content).toContain('data-shinobi-step="fate" data-choice="knockOut"');
    writes.reset();
    actAs(harness, "player");
    await attack.degreesCardStep(card.id, { step: "fate", choice: "kill" });
    actAs(harness, "gm");
    expect(state(bandit)).toBe("dead");
    expect(writes.entries.map((w) => `${w.documentName}:${w.action}`)[0]).toBe("Actor:update");
    const after = lastCard();
    expect(after.flags.shinobi.degreesCard.fate).toBe("kill");
    expect(after.content).toContain("Bandit is killed.");
    expect(after.content).not.toContain('data-shinobi-step="fate"');
    await expect(attack.degreesCardStep(card.id, { step: "fate", choice: "knockOut" })).rejects.toThrow();
  });

  it("knocks out instead when the attacker says so, and refuses a fate from a user who does not command the attacker, or one it does not know", async () => {
    // The GM's own attacker: the player may not choose its victim's fate.
    const { bandit, card } = await strike({ ownership: { default: 0 } });
    await expect(attack.degreesCardStep(card.id, { step: "fate", choice: "maim" })).rejects.toThrow(/step\.choice/);
    writes.reset();
    actAs(harness, "player");
    try {
      await expect(attack.degreesCardStep(card.id, { step: "fate", choice: "kill" })).rejects.toThrow(/own/);
    } finally {
      actAs(harness, "gm");
    }
    expect(writes.calls()).toBe(0);
    await attack.degreesCardStep(card.id, { step: "fate", choice: "knockOut" });
    expect(state(bandit)).not.toBe("dead");
    const effects = [...(bandit.effects as unknown as Iterable<{ statuses: Set<string> }>)].map((e) => [...e.statuses][0]);
    expect(effects).toContain("unconscious");
    expect(lastCard().content).toContain("Bandit is knocked out.");
  });
});
