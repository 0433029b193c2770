import { beforeEach, describe, expect, it } from "vitest";
import { fixedDice, seededDice } from "../../src/rules/dice";
import { bootSystem, diceBox, face, type Harness } from "../harness";
import { INO_SOURCE } from "../fixtures/actors";
import { inoAndSakuraInAFight } from "../fixtures/ic-fight";

/**
 * Where an attack card's hits land when its Apply comes in a fight: the rules (`hitsLandOn`)
 * decide, the card says it, and End IC lands only what is due.
 */
let harness: Harness;

interface Doc {
  id: string;
  system: { vitality: { value: number } };
  items: { find(fn: (i: { name: string }) => boolean): { id: string } | undefined };
  useTechnique(id: string, options?: object): Promise<unknown>;
  createEmbeddedDocuments(name: string, data: object[]): Promise<unknown>;
}
interface Message {
  id: string;
  content: string;
  flags: { shinobi?: { card?: { landed: string; landsOn?: number; late?: boolean; attack: { ic: number; settled: boolean; defense: { defenseRoll: number | null; result: { outcome: string } } | null } } } };
}
interface FightCombat {
  currentIc: number;
  system: { queued: { landsOn?: number }[] };
  endIc(): Promise<number | null>;
  undoIc(): Promise<boolean>;
}

const create = (d: object) => (Actor as unknown as { create(d: object): Promise<Doc> }).create(d);
const itemId = (actor: Doc, name: string) => actor.items.find((i) => i.name === name)!.id;
const lastMessage = () => [...(harness.game.messages as unknown as Iterable<Message>)].at(-1)!;
const cardOf = (m: Message) => m.flags.shinobi!.card!;

/** Ino and Sakura, Ino on IC 0 and Sakura on IC 3. */
const fight = () => inoAndSakuraInAFight<Doc, FightCombat>(harness);

const step = async (messageId: string, s: object) => {
  const { icCardStep } = await import("../../src/rulesets/ic/attack/card-steps");
  return icCardStep(messageId, s as never);
};

/** The GM's attack with `item`: the card, answered with no defence and its damage rolled. */
async function attack(attacker: Doc, target: Doc, item: string): Promise<Message> {
  await attacker.useTechnique(itemId(attacker, item), { targetActorId: target.id });
  const card = lastMessage();
  await step(card.id, { step: "defend", choice: "none" });
  await step(card.id, { step: "damage" });
  return card;
}

beforeEach(async () => {
  harness = await bootSystem();
  diceBox.source = seededDice(5);
});

describe("a card applied after its IC has ended", () => {
  it("lands at the end of the current IC, and the card says it came late", async () => {
    const { combat, ino, sakura } = await fight();
    const card = await attack(ino, sakura, "Basic Unarmed");
    expect(await combat.endIc()).toBe(3);
    const vitality = sakura.system.vitality.value;
    await step(card.id, { step: "apply" });
    expect(cardOf(card)).toMatchObject({ landed: "queued", landsOn: 3, late: true, attack: { ic: 0 } });
    expect(card.content).toContain("Applied after IC 0 had ended: lands at the end of IC 3.");
    expect(combat.system.queued.map((q) => q.landsOn)).toEqual([3]);
    expect(sakura.system.vitality.value).toBe(vitality);
    await combat.endIc();
    expect(combat.system.queued).toHaveLength(0);
    expect(sakura.system.vitality.value).toBeLessThan(vitality);
  });

  it("lands on its own IC, not marked late, when applied before it ends", async () => {
    const { combat, ino, sakura } = await fight();
    const card = await attack(ino, sakura, "Basic Unarmed");
    await step(card.id, { step: "apply" });
    expect(cardOf(card)).toMatchObject({ landed: "queued", landsOn: 0, late: false });
    expect(card.content).toContain("Lands at the end of IC 0.");
    const vitality = sakura.system.vitality.value;
    await combat.endIc();
    expect(sakura.system.vitality.value).toBeLessThan(vitality);
  });
});

describe("a delayed attack", () => {
  it("is answered only on the IC it resolves on, against the defender as they are then, and lands at that IC's end", async () => {
    const { combat, ino, sakura } = await fight();
    await ino.createEmbeddedDocuments("Item", [{ name: "Slow Palm", type: "technique", system: { kind: "taijutsu", speed: 8, delay: 4, damage: { dice: "2d4", stat: "str", type: "blunt" } } }]);
    await ino.useTechnique(itemId(ino, "Slow Palm"), { targetActorId: sakura.id });
    const card = lastMessage();
    expect(card.content).toContain("Delayed: the attack resolves on IC 4, and is answered then.");
    await expect(step(card.id, { step: "defend", choice: "dodge" })).rejects.toThrow("This attack resolves on IC 4 (the fight is on IC 0): it is answered then.");
    expect(await combat.endIc()).toBe(3);
    await expect(step(card.id, { step: "defend", choice: "none" })).rejects.toThrow(/resolves on IC 4 \(the fight is on IC 3\)/);
    expect(cardOf(card).attack).toMatchObject({ defense: null });
    expect(await combat.endIc()).toBe(4);
    // Sakura tires before the attack resolves: her Dodge is rolled at Fatigue 3 (9 + AGI 3 − 3), not at the 1 she had when it was declared.
    await (sakura as unknown as { update(d: object): Promise<unknown> }).update({ "system.fatigue.level": 3 });
    diceBox.source = fixedDice([face(9, 20)]);
    await step(card.id, { step: "defend", choice: "dodge" });
    // 9 against Ino's Accuracy 13: short by 4, a partial hit.
    expect(cardOf(card).attack).toMatchObject({ defense: { defenseRoll: 9, result: { outcome: "partial" } } });
    expect(card.content).not.toContain("Delayed:");
    diceBox.source = seededDice(5);
    await step(card.id, { step: "damage" });
    await step(card.id, { step: "apply" });
    expect(cardOf(card)).toMatchObject({ landsOn: 4, late: false });
  });

  it("is answered at once outside a fight: there is no count to wait for", async () => {
    const ino = await create(INO_SOURCE);
    const sakura = await create({ ...INO_SOURCE, name: "Sakura" });
    await ino.createEmbeddedDocuments("Item", [{ name: "Slow Palm", type: "technique", system: { kind: "taijutsu", speed: 8, delay: 4, damage: { dice: "2d4", stat: "str", type: "blunt" } } }]);
    await ino.useTechnique(itemId(ino, "Slow Palm"), { targetActorId: sakura.id });
    const card = lastMessage();
    await step(card.id, { step: "defend", choice: "none" });
    expect(cardOf(card).attack).toMatchObject({ defense: { answer: "none" } });
  });
});

describe("a card whose IC was undone", () => {
  it("is refused by name of its IC, and nothing is queued", async () => {
    const { combat, ino, sakura } = await fight();
    expect(await combat.endIc()).toBe(3);
    const card = await attack(sakura, ino, "Basic Unarmed");
    expect(await combat.undoIc()).toBe(true);
    expect(combat.currentIc).toBe(0);
    await expect(step(card.id, { step: "apply" })).rejects.toThrow("This attack belongs to IC 3, which the fight (now on IC 0) has not reached");
    expect(combat.system.queued).toHaveLength(0);
    expect(cardOf(card).landed).toBe("");
  });
});
