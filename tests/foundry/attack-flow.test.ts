import { beforeEach, describe, expect, it } from "vitest";
import { fixedDice } from "../../src/rules/dice";
import { actAs, bootSystem, diceBox, writes, type Harness, face } from "../harness";
import { INO_SOURCE } from "../fixtures/actors";
import { failNextUpdates } from "../fixtures/failing-writes";

let harness: Harness;
beforeEach(async () => {
  harness = await bootSystem();
});


interface Doc {
  id: string;
  name: string;
  system: { vitality: { value: number }; hp: { value: number }; willpower: { value: number }; fatigue: { level: number; staminaPenalty: number } };
  items: Iterable<{ id: string; name: string; type: string; system: Record<string, unknown> }> & { find(fn: (i: { name: string }) => boolean): { id: string } | undefined };
  effects: Iterable<{ name: string }>;
  useTechnique(id: string, options?: object): Promise<unknown>;
  createEmbeddedDocuments(name: string, data: object[]): Promise<{ id: string }[]>;
}

interface Card {
  id: string;
  content: string;
  flags: { shinobi: { card: { attack: { ic: number; defense: { result: { outcome: string; failedBy: number }; defenseRoll: number | null; takeTheHit: { protectorFraction: number } | null } | null; hits: { combatantId: string; damage: { damage: number; damageRolled: number } }[] | null }; landed: string } } };
  update(d: object): Promise<unknown>;
}

const create = (d: object) => (Actor as unknown as { create(d: object): Promise<Doc> }).create(d);
const PLAYER = "player0000000000";

/** Ino (the GM's) and Sakura (the player's), both from the fixture. */
async function twoShinobi(): Promise<[Doc, Doc]> {
  return [await create(INO_SOURCE), await create({ ...INO_SOURCE, name: "Sakura", ownership: { default: 0, [PLAYER]: 3 } })];
}

function lastCard(): Card {
  const messages = [...(harness.game.messages as unknown as Iterable<Card>)];
  return messages[messages.length - 1]!;
}

/** Ino attacks `target` with Basic Unarmed as the GM (Stamina roll 15: passed). */
async function attack(ino: Doc, target: Doc): Promise<Card> {
  actAs(harness, "gm");
  diceBox.source = fixedDice([face(15, 20)]);
  await ino.useTechnique(ino.items.find((i) => i.name === "Basic Unarmed")!.id, { targetActorId: target.id });
  return lastCard();
}

async function step(card: Card, request: object, who: "gm" | "player" = "gm"): Promise<void> {
  const { icCardStep: requestCardStep } = await import("../../src/rulesets/ic/attack/card-steps");
  actAs(harness, who);
  await requestCardStep(card.id, request as never);
}

const state = (card: Card) => card.flags.shinobi.card.attack;
const landed = (card: Card) => card.flags.shinobi.card.landed;

describe("an attack card, from defence to damage", () => {
  it("refuses a coup de grace on someone still standing before anything is written: no Fatigue, no card", async () => {
    const [ino, sakura] = await twoShinobi();
    const [coup] = await ino.createEmbeddedDocuments("Item", [{ name: "Coup de Grace", type: "technique", system: { kind: "taijutsu", role: "coupDeGrace", speed: 8, stamina: 5, damage: { dice: "2d4", stat: "str", type: "blunt" } } }]);
    actAs(harness, "gm");
    // A failed Stamina roll: declaring would raise Ino's Fatigue.
    diceBox.source = fixedDice([face(1, 20)]);
    const before = harness.game.messages.size;
    writes.reset();
    await expect(ino.useTechnique(coup!.id, { targetActorId: sakura.id })).rejects.toThrow(/not helpless/);
    expect(writes.calls()).toBe(0);
    expect(harness.game.messages.size).toBe(before);
  });

  it("offers the target Dodge, Parry, Block, Take the Hit or no defence, and remembers the attack", async () => {
    const [ino, sakura] = await twoShinobi();
    const card = await attack(ino, sakura);
    for (const choice of ["dodge", "parry", "block", "takeTheHit", "none"]) expect(card.content).toContain(`data-choice="${choice}"`);
    expect(card.flags.shinobi.card).toMatchObject({ attack: { attackerId: ino.id, targetId: sakura.id, speed: { speed: 8 }, defense: null, hits: null }, landed: "" });
  });

  it("runs the whole flow for a player defending: a partial dodge, damage with its steps, applied to Vitality", async () => {
    const [ino, sakura] = await twoShinobi();
    const card = await attack(ino, sakura);
    // Dodge: a 9 + AGI 35/10 (3) - 1 (Fatigue 1) = 11 against Accuracy 13: short by 2, 40% of the damage.
    diceBox.source = fixedDice([face(9, 20)]);
    await step(card, { step: "defend", choice: "dodge" }, "player");
    expect(state(card).defense?.result).toMatchObject({ outcome: "partial", failedBy: 2 });
    expect(card.content).toContain("Sakura: Dodge 11 vs 13");
    expect(card.content).toContain('data-shinobi-step="damage"');
    expect(sakura.system.vitality.value).toBe(400);

    // The player does not own Ino, so cannot roll Ino's damage.
    await expect(step(card, { step: "damage" }, "player")).rejects.toThrow(/only act for combatants you own/);
    // 2d4 (4 + 4) + STR 30/15 (2) × 8 = 24; 40% is 9.6, rounded down to 9.
    diceBox.source = fixedDice([face(4, 4), face(4, 4)]);
    await step(card, { step: "damage" });
    expect(state(card).hits?.[0]?.damage).toMatchObject({ damageRolled: 24, damage: 9 });
    expect(card.content).toMatch(/Partial success: 24 → 9.6/);
    expect(card.content).toContain('data-shinobi-step="apply"');

    writes.reset();
    diceBox.source = fixedDice([]);
    await step(card, { step: "apply" }, "player");
    expect(sakura.system.vitality.value).toBe(400 - 9);
    expect(landed(card)).toBe("applied");
    expect(card.content).not.toContain('data-shinobi-step="apply"');
    // Applying one attack: the card itself, then one actor batch.
    expect(writes.entries.map((w) => `${w.documentName}:${w.action}`)).toEqual(["ChatMessage:update", "Actor:update"]);
    await expect(step(card, { step: "apply" })).rejects.toThrow(/not open/);
  });

  it("ends on a miss with no damage button", async () => {
    const [ino, sakura] = await twoShinobi();
    const card = await attack(ino, sakura);
    diceBox.source = fixedDice([face(18, 20)]);
    await step(card, { step: "defend", choice: "dodge" }, "player");
    expect(state(card).defense?.result.outcome).toBe("miss");
    expect(card.content).not.toContain('data-shinobi-step="damage"');
    await expect(step(card, { step: "damage" })).rejects.toThrow(/not open/);
  });

  it("makes no attack of a technique pushed past unconsciousness: no defence offered, and a forged defend, damage or apply is refused", async () => {
    const [ino, sakura] = await twoShinobi();
    // Fatigue 5 with a Stamina penalty that sinks the roll 15 below the cost: two categories past 5, so the technique fails.
    await (ino as unknown as { update(d: object): Promise<unknown> }).update({ "system.fatigue": { level: 5, staminaPenalty: 40, chakraPenalty: 0 } });
    actAs(harness, "gm");
    diceBox.source = fixedDice([face(1, 20)]);
    await ino.useTechnique(ino.items.find((i) => i.name === "Basic Unarmed")!.id, { targetActorId: sakura.id });
    const card = lastCard();
    expect(card.content).toContain(game.i18n!.localize("SHINOBI.Card.fails"));
    expect(card.content).not.toContain('data-shinobi-step="defend"');
    expect(state(card)).toMatchObject({ defense: null, hits: null, settled: true });
    diceBox.source = fixedDice([face(1, 20), face(4, 4), face(4, 4)]);
    await expect(step(card, { step: "defend", choice: "none" }, "player")).rejects.toThrow(/Basic Unarmed failed/);
    await expect(step(card, { step: "damage" })).rejects.toThrow(/not open/);
    await expect(step(card, { step: "apply" })).rejects.toThrow(/not open/);
    expect(state(card)).toMatchObject({ defense: null, hits: null });
    expect(sakura.system.vitality.value).toBe(400);
  });

  it("lets the defender spend Willpower once on a failed dodge, before damage", async () => {
    const [ino, sakura] = await twoShinobi();
    const card = await attack(ino, sakura);
    diceBox.source = fixedDice([face(2, 20)]);
    await step(card, { step: "defend", choice: "dodge" }, "player");
    expect(state(card).defense?.result.outcome).toBe("hit");
    expect(card.content).toContain('data-side="defender"');
    // The reroll shows 5: under 11, so 15; + 2 = 17 beats 13.
    diceBox.source = fixedDice([face(5, 20)]);
    await step(card, { step: "willpower", side: "defender" }, "player");
    expect(state(card).defense).toMatchObject({ defenseRoll: 17, result: { outcome: "miss" } });
    expect(sakura.system.willpower.value).toBe(2);
    expect(card.content).not.toContain('data-side="defender"');
    await expect(step(card, { step: "willpower", side: "defender" }, "player")).rejects.toThrow(/already been spent/);
  });

  it("lets the attacker answer with an Accuracy roll bought with Willpower", async () => {
    const [ino, sakura] = await twoShinobi();
    const card = await attack(ino, sakura);
    diceBox.source = fixedDice([face(14, 20)]);
    await step(card, { step: "defend", choice: "dodge" }, "player");
    expect(state(card).defense?.result.outcome).toBe("miss");
    // d20 8 → 18, + DEX 40/10 (4) - 1 (Fatigue) = 21 against the dodge of 16: a hit.
    diceBox.source = fixedDice([face(8, 20)]);
    await step(card, { step: "willpower", side: "attacker" });
    expect(state(card).defense?.result.outcome).toBe("hit");
    expect(ino.system.willpower.value).toBe(2);
    await expect(step(card, { step: "willpower", side: "attacker" })).rejects.toThrow(/already been spent/);
  });

  it("offers no Willpower when there was no defence roll to contest", async () => {
    const [ino, sakura] = await twoShinobi();
    const card = await attack(ino, sakura);
    await step(card, { step: "defend", choice: "none" }, "player");
    expect(card.content).not.toContain('data-shinobi-step="willpower"');
    await expect(step(card, { step: "willpower", side: "attacker" })).rejects.toThrow(/not open/);
    expect(ino.system.willpower.value).toBe(3);
  });

  it("refuses Willpower to an actor who has none left", async () => {
    const [ino, sakura] = await twoShinobi();
    await (sakura as unknown as { update(d: object): Promise<unknown> }).update({ "system.willpower.value": 0 });
    const card = await attack(ino, sakura);
    diceBox.source = fixedDice([face(2, 20)]);
    await step(card, { step: "defend", choice: "dodge" }, "player");
    await expect(step(card, { step: "willpower", side: "defender" }, "player")).rejects.toThrow(/no Willpower left/);
  });

  it("lets an ally take the hit: the damage splits by how far the roll fell short", async () => {
    const [ino, sakura] = await twoShinobi();
    const naruto = await create({ ...INO_SOURCE, name: "Naruto", ownership: { default: 0, [PLAYER]: 3 } });
    const slow = (await ino.createEmbeddedDocuments("Item", [{ name: "Axe Kick", type: "technique", system: { kind: "taijutsu", speed: 14, stamina: 0, damage: { dice: "2d6", stat: "str", type: "blunt" } } }]))[0]!;
    actAs(harness, "gm");
    diceBox.source = fixedDice([]);
    await ino.useTechnique(slow.id, { targetActorId: sakura.id });
    const card = lastCard();
    // Take the Hit: 4 + 2 (Dodge) + 5 = 11 against 13, short by 2: Naruto 60%, Sakura 40%.
    diceBox.source = fixedDice([face(4, 20)]);
    await step(card, { step: "defend", choice: "takeTheHit", protectorActorId: naruto.id }, "player");
    expect(state(card).defense?.takeTheHit?.protectorFraction).toBeCloseTo(0.6);
    // 2d6 (6 + 6) + 2 × 14 = 40: Naruto 24, Sakura 16.
    diceBox.source = fixedDice([face(6, 6), face(6, 6)]);
    await step(card, { step: "damage" });
    expect(state(card).hits?.map((h) => [h.combatantId, h.damage.damage])).toEqual([[naruto.id, 24], [sakura.id, 16]]);
    await step(card, { step: "apply" }, "player");
    expect([naruto.system.vitality.value, sakura.system.vitality.value]).toEqual([400 - 24, 400 - 16]);
  });

  it("refuses Take the Hit without a protector, and for an actor the player does not own", async () => {
    const [ino, sakura] = await twoShinobi();
    const card = await attack(ino, sakura);
    await expect(step(card, { step: "defend", choice: "takeTheHit" }, "player")).rejects.toThrow(/takes the hit/);
    await expect(step(card, { step: "defend", choice: "takeTheHit", protectorActorId: ino.id }, "player")).rejects.toThrow(/only act for combatants you own/);
    expect(state(card).defense).toBeNull();
  });

  it("offers the target's defensive techniques; Earth Wall blocks half and costs its Chakra", async () => {
    const [ino, sakura] = await twoShinobi();
    const wall = (await sakura.createEmbeddedDocuments("Item", [
      { name: "Earth Wall", type: "technique", system: { kind: "defensive", defense: "block", speed: 2, sealSpeed: 4, chakra: 12, interrupt: true, damage: { dice: "", stat: "none", type: "none" } } },
    ]))[0]!;
    const card = await attack(ino, sakura);
    expect(card.content).toContain(`<option value="${wall.id}">Earth Wall`);
    expect(card.content).not.toMatch(/<option value="[^"]+">Dodge/);
    // Chakra roll 2 + 5 (CHA) + 5 (Fatigue 1) - 3 (penalty) = 9 against 12: failed, Fatigue goes up.
    diceBox.source = fixedDice([face(2, 20)]);
    await step(card, { step: "defend", choice: "technique", techniqueId: wall.id }, "player");
    expect(state(card).defense).toMatchObject({ technique: "Earth Wall", defenseRoll: null });
    expect(sakura.system.fatigue.level).toBe(2);
    diceBox.source = fixedDice([face(4, 4), face(4, 4)]);
    await step(card, { step: "damage" });
    expect(state(card).hits?.[0]?.damage).toMatchObject({ damageRolled: 24, damage: 12 });
  });

  it("refuses a defence the rules do not allow here, says why, and leaves the choice open", async () => {
    const [ino, sakura] = await twoShinobi();
    const slowWall = (await sakura.createEmbeddedDocuments("Item", [
      { name: "Slow Wall", type: "technique", system: { kind: "defensive", defense: "block", speed: 6, chakra: 12, interrupt: true, damage: { dice: "", stat: "none", type: "none" } } },
    ]))[0]!;
    const card = await attack(ino, sakura);
    // The card already shows Block as refused, with the reason; asked for anyway, it is refused where it runs.
    expect(card.content).toMatch(/data-choice="block"[^>]*class="refused" disabled title="Sakura cannot defend that way: not blocking."/);
    expect(card.content).not.toMatch(/data-choice="dodge"[^>]*refused/);
    writes.reset();
    await expect(step(card, { step: "defend", choice: "block" }, "player")).rejects.toThrow(/Sakura cannot defend that way: not blocking/);
    // Speed 6 is more than half of the attack's 8: too slow, and its Chakra is not spent.
    diceBox.source = fixedDice([face(1, 20)]);
    await expect(step(card, { step: "defend", choice: "technique", techniqueId: slowWall.id }, "player")).rejects.toThrow(/too slow/);
    expect(writes.entries).toEqual([]);
    expect(sakura.system.fatigue.level).toBe(1);
    diceBox.source = fixedDice([face(18, 20)]);
    await step(card, { step: "defend", choice: "dodge" }, "player");
    expect(state(card).defense?.result.outcome).toBe("miss");
  });

  it("refuses a player defending an actor they do not own, and writes nothing", async () => {
    const [ino] = await twoShinobi();
    const card = await attack(ino, ino);
    writes.reset();
    await expect(step(card, { step: "defend", choice: "dodge" }, "player")).rejects.toThrow(/only act for combatants you own/);
    expect(writes.entries).toEqual([]);
  });

  it("tells a player no GM is online and writes nothing, when the step needs the GM", async () => {
    const [ino, sakura] = await twoShinobi();
    const card = await attack(ino, sakura);
    (harness.game.users.get("gm00000000000000") as { active: boolean }).active = false;
    writes.reset();
    await expect(step(card, { step: "defend", choice: "dodge" }, "player")).rejects.toThrow(/No GM/);
    expect(writes.entries).toEqual([]);
  });
});

describe("the whole flow on two actors", () => {
  it("ends with the attacker's Fatigue rolled, the target's Vitality emptied into HP, and its wounds", async () => {
    const [ino, sakura] = await twoShinobi();
    await (sakura as unknown as { update(d: object): Promise<unknown> }).update({ "system.vitality.value": 30 });
    const heel = (await ino.createEmbeddedDocuments("Item", [{ name: "Falling Heel", type: "technique", system: { kind: "taijutsu", speed: 20, stamina: 15, damage: { dice: "4d8", stat: "str", type: "blunt" } } }]))[0]!;
    actAs(harness, "gm");
    // Stamina 15: d20 3 + RES 30/10 (3) + 5 (Fatigue 1) - 2 (penalty) = 9, failed: Fatigue 1 → 2, and the running penalties start again.
    diceBox.source = fixedDice([face(3, 20)]);
    await ino.useTechnique(heel.id, { targetActorId: sakura.id });
    expect(ino.system.fatigue).toMatchObject({ level: 2, staminaPenalty: 0 });
    const card = lastCard();
    await step(card, { step: "defend", choice: "none" }, "player");
    // 4d8 all 8s (32) + 2 × 20 = 72: 30 empties Vitality, 42 goes to HP (150 → 108).
    diceBox.source = fixedDice(Array(4).fill(face(8, 8)));
    await step(card, { step: "damage" });
    expect(state(card).hits?.[0]?.damage.damage).toBe(72);
    // 42 HP of 150 is 28% (Minor from 20% of HP, Major from 50%); the 30 Vitality, 7.5%, wounds nothing. d100 12 → torso.
    diceBox.source = fixedDice([face(12, 100)]);
    await step(card, { step: "apply" }, "player");
    expect([sakura.system.vitality.value, sakura.system.hp.value]).toEqual([0, 108]);
    const wounds = [...sakura.items].filter((i) => i.type === "wound").map((w) => [w.system.severity, w.system.location]);
    expect(wounds).toEqual([["minor", "torso"]]);
  });
});

describe("an attack card during a fight", () => {
  async function fight(ino: Doc, inoIc: number, sakura: Doc) {
    const combat = (await (Combat as unknown as { create(d: object): Promise<unknown> }).create({
      type: "ic",
      combatants: [
        { actorId: ino.id, initiative: inoIc },
        { actorId: sakura.id, initiative: 6 },
      ],
    })) as { combatants: Iterable<{ actorId: string; initiative: number }> };
    (harness.game as unknown as { combat: unknown }).combat = combat;
    return combat;
  }

  it("puts a technique used from the sheet on the timeline as well: Ino's next IC is 0 + Speed 8", async () => {
    const [ino, sakura] = await twoShinobi();
    const combat = await fight(ino, 0, sakura);
    const card = await attack(ino, sakura);
    expect([...combat.combatants].find((c) => c.actorId === ino.id)?.initiative).toBe(8);
    expect(state(card).ic).toBe(0);
  });

  it("lets a combatant with a Block running block: half the unarmed damage", async () => {
    const [ino, sakura] = await twoShinobi();
    const combat = await fight(ino, 0, sakura);
    const sakuraCombatant = [...(combat.combatants as Iterable<{ actorId: string; update(d: object): Promise<unknown> }>)].find((c) => c.actorId === sakura.id)!;
    await sakuraCombatant.update({ "system.variable": { action: "Block", role: "block", startedOn: 0, untilIc: 10 } });
    const card = await attack(ino, sakura);
    await step(card, { step: "defend", choice: "block" }, "player");
    diceBox.source = fixedDice([face(4, 4), face(4, 4)]);
    await step(card, { step: "damage" });
    expect(state(card).hits?.[0]?.damage).toMatchObject({ damageRolled: 24, damage: 12 });
  });

  it("refuses a technique off the combatant's IC before rolling or posting anything", async () => {
    const [ino, sakura] = await twoShinobi();
    await fight(ino, 5, sakura);
    const messages = harness.game.messages.size;
    actAs(harness, "gm");
    diceBox.source = fixedDice([face(1, 20)]);
    await expect(ino.useTechnique(ino.items.find((i) => i.name === "Basic Unarmed")!.id, { targetActorId: sakura.id })).rejects.toThrow(/does not act on IC 0/);
    expect(ino.system.fatigue.level).toBe(1);
    expect(harness.game.messages.size).toBe(messages);
  });

  it("queues the effect for the end of the IC and pushes the dodger's next action by the Dodge", async () => {
    const [ino, sakura] = await twoShinobi();
    const combat = (await (Combat as unknown as { create(d: object): Promise<unknown> }).create({
      type: "ic",
      combatants: [{ actorId: sakura.id, initiative: 6 }],
    })) as { system: { queued: { damage: number; defenderId: string }[] }; combatants: Iterable<{ initiative: number }> };
    (harness.game as unknown as { combat: unknown }).combat = combat;
    const card = await attack(ino, sakura);
    diceBox.source = fixedDice([face(1, 20)]);
    await step(card, { step: "defend", choice: "dodge" }, "player");
    expect([...combat.combatants][0]?.initiative).toBe(8);
    diceBox.source = fixedDice([face(2, 4), face(2, 4)]);
    await step(card, { step: "damage" });
    writes.reset();
    await step(card, { step: "apply" }, "player");
    expect(writes.entries.map((w) => `${w.documentName}:${w.action}`)).toEqual(["Combat:update", "ChatMessage:update"]);
    expect(sakura.system.vitality.value).toBe(400);
    expect(combat.system.queued).toEqual([expect.objectContaining({ defenderId: sakura.id, damage: 20 })]);
    expect(landed(card)).toBe("queued");
  });

  it("queues a card's hits once when its Apply is tried again after the card's own write failed", async () => {
    const [ino, sakura] = await twoShinobi();
    const combat = (await (Combat as unknown as { create(d: object): Promise<unknown> }).create({
      type: "ic",
      combatants: [{ actorId: sakura.id, initiative: 6 }],
    })) as { system: { queued: { damage: number; defenderId: string; fromCard?: string }[] } };
    (harness.game as unknown as { combat: unknown }).combat = combat;
    const card = await attack(ino, sakura);
    diceBox.source = fixedDice([face(1, 20)]);
    await step(card, { step: "defend", choice: "dodge" }, "player");
    diceBox.source = fixedDice([face(2, 4), face(2, 4)]);
    await step(card, { step: "damage" });
    // The queue is written, then the card's write fails (the server refused it, the connection dropped).
    const cardUpdate = card.update.bind(card);
    let failures = 1;
    card.update = (d: object) => (failures-- > 0 ? Promise.reject(new Error("the server dropped the write")) : cardUpdate(d));
    await expect(step(card, { step: "apply" }, "player")).rejects.toThrow(/dropped/);
    expect(combat.system.queued).toHaveLength(1);
    expect(landed(card)).not.toBe("queued");
    // Applied again: the hit is in the queue once, and the card now says so.
    await step(card, { step: "apply" }, "player");
    expect(combat.system.queued).toEqual([expect.objectContaining({ defenderId: sakura.id, damage: 20, fromCard: card.id })]);
    expect(landed(card)).toBe("queued");
  });
});

/**
 * Ino's Crushing Heel (6d8, all 8s: 48 + 2 × 20 = 88 damage) at `target`, undefended by `who`, its
 * damage rolled: the card waits for Apply, whose die places the wound.
 */
async function heavyHitRolled(ino: Doc, target: Doc, who: "gm" | "player"): Promise<Card> {
  const heavy = (await ino.createEmbeddedDocuments("Item", [{ name: "Crushing Heel", type: "technique", system: { kind: "taijutsu", speed: 20, stamina: 0, damage: { dice: "6d8", stat: "str", type: "blunt" } } }]))[0]!;
  actAs(harness, "gm");
  diceBox.source = fixedDice([]);
  await ino.useTechnique(heavy.id, { targetActorId: target.id });
  const card = lastCard();
  await step(card, { step: "defend", choice: "none" }, who);
  diceBox.source = fixedDice(Array(6).fill(face(8, 8)));
  await step(card, { step: "damage" });
  return card;
}

describe("wounds from a hit", () => {
  it("places the wound by a roll on the GM's own wound table and copies its effect", async () => {
    const [ino, sakura] = await twoShinobi();
    await (harness.game.tables as unknown as { set(id: string, t: unknown): void }).set(
      "tbl",
      new (globalThis as unknown as { RollTable: new (d: object) => unknown }).RollTable({
        _id: "tbl",
        name: "Our blunt minors",
        formula: "1d10",
        flags: { shinobi: { wound: { type: "blunt", severity: "minor" } } },
        results: [
          { _id: "r1", name: "Nose", description: "<p>Broken nose: -1 Awareness.</p>", range: [1, 5] },
          { _id: "r2", name: "Left hand", description: "<p>Bruised knuckles.</p>", range: [6, 10] },
        ],
      }),
    );
    // 6d8 all 8s (48) + 2 × 20 = 88 damage: 22% of 400 Vitality is a Minor wound; the d10 shows 3 → nose.
    const card = await heavyHitRolled(ino, sakura, "player");
    diceBox.source = fixedDice([face(3, 10)]);
    await step(card, { step: "apply" });
    const wounds = [...sakura.items].filter((i) => i.type === "wound");
    expect(wounds.map((w) => [w.system.severity, w.system.location, w.system.description])).toEqual([["minor", "nose", "<p>Broken nose: -1 Awareness.</p>"]]);
  });

  it("places the wound at the spot a translated table's result is flagged with, so the rules' arm is still the arm", async () => {
    const [ino, sakura] = await twoShinobi();
    await (harness.game.tables as unknown as { set(id: string, t: unknown): void }).set(
      "tbl",
      new (globalThis as unknown as { RollTable: new (d: object) => unknown }).RollTable({
        _id: "tbl",
        name: "Ferimentos leves (contundentes)",
        formula: "1d10",
        flags: { shinobi: { wound: { type: "blunt", severity: "minor" } } },
        results: [
          { _id: "r1", name: "Cabeça", description: "<p>Galo.</p>", range: [1, 5], flags: { shinobi: { location: "head" } } },
          { _id: "r2", name: "Braço", description: "<p>Hematoma.</p>", range: [6, 10], flags: { shinobi: { location: "arm", limb: true } } },
        ],
      }),
    );
    const card = await heavyHitRolled(ino, sakura, "gm");
    // The d10 shows 7: the result named "Braço", flagged as the arm; odd, so the right one.
    diceBox.source = fixedDice([face(7, 10)]);
    await step(card, { step: "apply" });
    const wounds = [...sakura.items].filter((i) => i.type === "wound");
    expect(wounds.map((w) => [w.system.location, w.system.side, w.system.description])).toEqual([["arm", "right", "<p>Hematoma.</p>"]]);
    expect(wounds[0]!.name).toBe("Minor blunt — right arm");
  });

  it("falls back to the built-in location table when no wound table is found", async () => {
    const [ino, sakura] = await twoShinobi();
    const card = await heavyHitRolled(ino, sakura, "gm");
    diceBox.source = fixedDice([face(47, 100)]);
    await step(card, { step: "apply" });
    expect([...sakura.items].filter((i) => i.type === "wound").map((w) => [w.system.location, w.system.side])).toEqual([["arm", "right"]]);
  });
});

describe("an IC card step tried again after the card's write failed", () => {
  it("pays a defensive technique's cost once: the card is written before the defender", async () => {
    const [ino, sakura] = await twoShinobi();
    const wall = (await sakura.createEmbeddedDocuments("Item", [
      { name: "Earth Wall", type: "technique", system: { kind: "defensive", defense: "block", speed: 2, sealSpeed: 4, chakra: 12, interrupt: true, damage: { dice: "", stat: "none", type: "none" } } },
    ]))[0]!;
    const card = await attack(ino, sakura);
    failNextUpdates(card);
    writes.reset();
    // A failed Chakra roll raises Fatigue from 1 to 2, once.
    diceBox.source = fixedDice([face(2, 20)]);
    await expect(step(card, { step: "defend", choice: "technique", techniqueId: wall.id }, "player")).rejects.toThrow(/dropped/);
    expect(writes.calls()).toBe(0);
    expect(sakura.system.fatigue.level).toBe(1);
    diceBox.source = fixedDice([face(2, 20)]);
    await step(card, { step: "defend", choice: "technique", techniqueId: wall.id }, "player");
    expect(sakura.system.fatigue.level).toBe(2);
    await expect(step(card, { step: "defend", choice: "dodge" }, "player")).rejects.toThrow(/already been answered/);
    expect(sakura.system.fatigue.level).toBe(2);
  });

  it("spends Willpower once, and lands an Apply outside a fight once", async () => {
    const [ino, sakura] = await twoShinobi();
    const rerolled = await attack(ino, sakura);
    diceBox.source = fixedDice([face(2, 20)]);
    await step(rerolled, { step: "defend", choice: "dodge" }, "player");
    failNextUpdates(rerolled);
    diceBox.source = fixedDice([face(5, 20)]);
    await expect(step(rerolled, { step: "willpower", side: "defender" }, "player")).rejects.toThrow(/dropped/);
    expect(sakura.system.willpower.value).toBe(3);
    diceBox.source = fixedDice([face(5, 20)]);
    await step(rerolled, { step: "willpower", side: "defender" }, "player");
    expect(sakura.system.willpower.value).toBe(2);

    // The partial dodge of the whole flow above: 9 of damage.
    const card = await attack(ino, sakura);
    diceBox.source = fixedDice([face(9, 20)]);
    await step(card, { step: "defend", choice: "dodge" }, "player");
    diceBox.source = fixedDice([face(4, 4), face(4, 4)]);
    await step(card, { step: "damage" });
    failNextUpdates(card);
    diceBox.source = fixedDice([]);
    await expect(step(card, { step: "apply" }, "player")).rejects.toThrow(/dropped/);
    expect(sakura.system.vitality.value).toBe(400);
    await step(card, { step: "apply" }, "player");
    expect(sakura.system.vitality.value).toBe(400 - 9);
    await expect(step(card, { step: "apply" })).rejects.toThrow(/not open/);
    expect(sakura.system.vitality.value).toBe(400 - 9);
  });
});
