import { beforeEach, describe, expect, it } from "vitest";
import { fixedDice } from "../../src/rules/dice";
import { actAs, ActorDouble, bootSystem, diceBox, face, writes, type Harness } from "../harness";
import { AYAME_SOURCE } from "../fixtures/rollkeep-actors";

/*
 * The attack card's damage with a Void Point (V3, world setting rkVoidOnDamage) and a mastery's
 * damage modifier (D9, AT7), at the table: the house damage example W10 played from the dialog's
 * call to the card's damage steps (docs/rules-rollkeep.md, "The attack card").
 */

let harness: Harness;
beforeEach(async () => {
  harness = await bootSystem({ ruleset: "rollkeep" });
});

const PLAYER = "player0000000000";

interface Fighter {
  id: string;
  system: { voidPoints: { value: number } };
}
interface CardMessage {
  id: string;
  content: string;
  flags: { shinobi: { rkCard: { flow: { attack: { attackRoll: { total: number; margin: number } | null; damage: { steps: { pool: object }[]; roll: { total: number; summed: object } } | null } } } } };
}

const NO_CALL = { raisesCalled: 0, freeRaises: 0, freeRaisesOnTn: 0, tacticsRaises: 0, voidBoost: false, maneuvers: [] as object[], circumstances: { offHand: false, secondWeaponHeld: false, foeInMelee: false, advantagedPosition: false }, modifier: { rolled: 0, kept: 0, flat: 0 } };
const d10 = (...values: number[]) => fixedDice(values.map((v) => face(v, 10)));
const lastCard = () => [...(harness.game.messages as unknown as Iterable<CardMessage>)].at(-1)!;
const flow = (m: CardMessage) => m.flags.shinobi.rkCard.flow;
const damageButtons = (html: string) => [...html.matchAll(/<button type="button" data-shinobi-step="damage" data-choice="(\w+)"([^>]*)>/g)].map((m) => `${m[1]}${m[2]?.includes("disabled") ? " (refused)" : ""}`);

/** Ayame, the player's, with her mastery items; Void Points as given. */
const ayame = (voidPoints = 2, items: object[] = AYAME_SOURCE.items) =>
  ActorDouble.create({ ...AYAME_SOURCE, items, ownership: { default: 0, [PLAYER]: 3 }, system: { ...AYAME_SOURCE.system, wounds: 0, voidPoints: { value: voidPoints, round: null, spent: [] } } }) as unknown as Promise<Fighter>;
/** A target of Armor TN 15 (Reflexes 2, nothing worn), the GM's. */
const target = () =>
  ActorDouble.create({ ...AYAME_SOURCE, name: "Goro", items: [], system: { ...AYAME_SOURCE.system, traits: { ...AYAME_SOURCE.system.traits, reflexes: 2 }, wounds: 0 } }) as unknown as Promise<Fighter>;

async function attack(attacker: Fighter, at: Fighter, call: Partial<typeof NO_CALL>): Promise<CardMessage> {
  const { requestAttack } = await import("../../src/rulesets/rollkeep/attack");
  actAs(harness, "player");
  await requestAttack({ actor: attacker as never, itemId: "katana0000000000", target: at as never, call: { ...NO_CALL, ...call } as never });
  return lastCard();
}

async function rollDamage(message: CardMessage, choice?: string): Promise<void> {
  const { rkCardStep } = await import("../../src/rulesets/rollkeep/attack");
  actAs(harness, "player");
  await rkCardStep(message.id, { step: "damage", ...(choice ? { choice } : {}) });
}

describe("a Void Point on the damage at the table (V3, rkVoidOnDamage)", () => {
  it("is not offered while the world's option is off, and a forged click for one is refused by the rules, writing nothing", async () => {
    const [a, g] = [await ayame(), await target()];
    diceBox.source = d10(9, 9, 9, 1, 1, 1, 1);
    const message = await attack(a, g, {});
    expect(damageButtons(message.content)).toEqual(["none"]);
    writes.reset();
    await expect(rollDamage(message, "voidPoint")).rejects.toThrow(/voidOnDamage/);
    expect(writes.calls()).toBe(0);
    expect(a.system.voidPoints.value).toBe(2);
  });

  it("with the option on, pays the attacker's point for +1k1 on the damage, in one actor update beside the card's", async () => {
    await harness.game.settings.set("shinobi", "rkVoidOnDamage", true);
    const [a, g] = [await ayame(), await target()];
    diceBox.source = d10(9, 9, 9, 1, 1, 1, 1);
    const message = await attack(a, g, {});
    expect(damageButtons(message.content)).toEqual(["none", "voidPoint"]);
    diceBox.source = d10(5, 5, 5, 5, 5, 5, 5);
    writes.reset();
    await rollDamage(message, "voidPoint");
    expect(writes.entries.map((w) => `${w.documentName}:${w.action}`)).toEqual(["ChatMessage:update", "Actor:update"]);
    expect(a.system.voidPoints.value).toBe(1);
    // Katana 3k2 + Strength 3, and the Void Point's 1k1: 7k3.
    expect(flow(message).attack.damage?.roll.summed).toEqual({ rolled: 7, kept: 3, flat: 0 });
    expect(message.content).toMatch(/\+ techniques and Void<\/span> <strong>7k3<\/strong>/);
    // A second click finds the damage rolled.
    await expect(rollDamage(message, "voidPoint")).rejects.toThrow(/not open/);
  });

  it("shows the Void Point refused, with the reason, when the attacker has none left", async () => {
    await harness.game.settings.set("shinobi", "rkVoidOnDamage", true);
    const [a, g] = [await ayame(1), await target()];
    diceBox.source = d10(9, 9, 9, 1, 1, 1, 1, 1);
    const message = await attack(a, g, { voidBoost: true });
    expect(a.system.voidPoints.value).toBe(0);
    expect(damageButtons(message.content)).toEqual(["none", "voidPoint (refused)"]);
    expect(message.content).toContain("No Void Point can be spent on this now");
  });
});

describe("the house damage example W10 at the table (D9, M4, V3, AT7)", () => {
  it("Samurai 5, katana, Strength 3, a +1k0 mastery, Feint beating the raised TN by 13 and a Void Point: 3k2 → 6k2 → 7k2+6 → 8k3+6", async () => {
    harness.game.settings.store("shinobi", "rkVariant", "house");
    await harness.game.settings.set("shinobi", "rkVoidOnDamage", true);
    const mastery = { _id: "mastery000000000", name: "Kenjutsu mastery", type: "rkTechnique", system: { kind: "mastery", modifiers: [{ target: "damage", rolled: 1, kept: 0, flat: 0 }] } };
    const samurai = await ActorDouble.create({
      ...AYAME_SOURCE,
      ownership: { default: 0, [PLAYER]: 3 },
      items: [AYAME_SOURCE.items[0], mastery],
      system: { ...AYAME_SOURCE.system, wounds: 0, stance: "water", skills: [{ key: "kenjutsu", rank: 5, emphases: [] }] },
    }) as unknown as Fighter;
    const goro = await target();
    // Kenjutsu 5 + Agility 3: 8k3 at 15 + 10 for the Feint's two raises; 18, 11 and 9 kept: 38, 13 over.
    diceBox.source = d10(10, 8, 10, 1, 9, 1, 1, 1, 1, 1);
    const message = await attack(samurai, goro, { raisesCalled: 2, maneuvers: [{ kind: "feint" }] });
    expect(flow(message).attack.attackRoll).toMatchObject({ total: 38, margin: 13 });
    diceBox.source = d10(5, 5, 5, 5, 5, 5, 5, 5);
    await rollDamage(message, "voidPoint");
    expect(flow(message).attack.damage?.steps.map((s) => s.pool)).toEqual([
      { rolled: 3, kept: 2, flat: 0 },
      { rolled: 6, kept: 2, flat: 0 },
      { rolled: 7, kept: 2, flat: 6 },
      { rolled: 8, kept: 3, flat: 6 },
    ]);
    expect(flow(message).attack.damage?.roll.total).toBe(21);
    expect(message.content).toMatch(/<strong>3k2<\/strong>.*<strong>6k2<\/strong>.*<strong>7k2\+6<\/strong>.*<strong>8k3\+6<\/strong>/s);
    expect(samurai.system.voidPoints.value).toBe(1);
  });
});
