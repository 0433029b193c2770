import { beforeEach, describe, expect, it } from "vitest";
import { fixedDice } from "../../src/rules/dice";
import { actAs, bootSystem, diceBox, writes, type Harness } from "../harness";
import { INO_SOURCE } from "../fixtures/actors";

let harness: Harness;
beforeEach(async () => {
  harness = await bootSystem();
});

/** A face of a d-`sides` die through the harness's uniform generator. */
const face = (value: number, sides: number) => Math.round(((value - 0.5) / sides) * 1_000_000);

interface Doc {
  id: string;
  system: { vitality: { value: number }; hp: { value: number } };
  items: { find(fn: (i: { name: string }) => boolean): { id: string } | undefined };
  useTechnique(id: string, options?: object): Promise<unknown>;
}

async function twoShinobi(): Promise<[Doc, Doc]> {
  const create = (d: object) => (Actor as unknown as { create(d: object): Promise<Doc> }).create(d);
  return [await create(INO_SOURCE), await create({ ...INO_SOURCE, name: "Sakura", ownership: { default: 0, player0000000000: 3 } })];
}

let lastCard: { flags: { shinobi?: { attack?: unknown } }; content: string } | null = null;
beforeEach(() => {
  lastCard = null;
  harness.Hooks.on("createChatMessage", (message: unknown) => {
    const m = message as { _source: { flags?: { shinobi?: { attack?: unknown } }; content: string } };
    lastCard = { flags: m._source.flags ?? {}, content: m._source.content };
  });
});

describe("attack → defence → damage", () => {
  it("puts Defend buttons on the card of an attack aimed at someone, and remembers the attack", async () => {
    const [ino, sakura] = await twoShinobi();
    diceBox.source = fixedDice([face(15, 20)]);
    await ino.useTechnique(ino.items.find((i) => i.name === "Basic Unarmed")!.id, { targetActorId: sakura.id });
    expect(lastCard?.content).toMatch(/data-shinobi-defend="dodge"/);
    expect(lastCard?.flags.shinobi?.attack).toMatchObject({ attackerId: ino.id, targetActorId: sakura.id, speed: { speed: 8 } });
  });

  it("lets the defender's owner dodge: a failed dodge lands partial damage on their actor", async () => {
    const [ino, sakura] = await twoShinobi();
    diceBox.source = fixedDice([face(15, 20)]);
    await ino.useTechnique(ino.items.find((i) => i.name === "Basic Unarmed")!.id, { targetActorId: sakura.id });
    const attack = lastCard!.flags.shinobi!.attack;
    const { defendFromCard } = await import("../../src/dice/defend-from-card");
    actAs(harness, "player");
    // Dodge: a 9 + AGI 35/10 (3) - 1 (Fatigue 1) = 11 against Accuracy 13: short by 2, 40% of the damage.
    diceBox.source = fixedDice([face(9, 20), face(4, 4), face(4, 4), face(50, 100)]);
    writes.reset();
    const outcome = await defendFromCard(attack as never, "dodge");
    expect(outcome.result).toMatchObject({ outcome: "partial", failedBy: 2 });
    // 2d4 (4 + 4) + STR 30/15 (2) × 8 = 24; 40% is 9.
    expect(outcome.damageRolled).toBe(24);
    expect(outcome.damage).toBe(9);
    expect(sakura.system.vitality.value).toBe(400 - 9);
    expect(writes.entries.map((w) => `${w.documentName}:${w.action}`)).toEqual(["Actor:update", "ChatMessage:create"]);
  });

  it("refuses someone who does not own the target", async () => {
    const [ino, sakura] = await twoShinobi();
    diceBox.source = fixedDice([face(15, 20)]);
    await ino.useTechnique(ino.items.find((i) => i.name === "Basic Unarmed")!.id, { targetActorId: ino.id });
    const attack = lastCard!.flags.shinobi!.attack;
    const { defendFromCard } = await import("../../src/dice/defend-from-card");
    actAs(harness, "player");
    await expect(defendFromCard(attack as never, "dodge")).rejects.toThrow(/only act for combatants you own/);
    expect(sakura.system.vitality.value).toBe(400);
  });

  it("queues the effect for the end of the IC during a fight (GM's client)", async () => {
    const [ino, sakura] = await twoShinobi();
    const combat = (await (Combat as unknown as { create(d: object): Promise<{ system: { queued: unknown[] } }> }).create({ type: "ic", combatants: [] })) as { system: { queued: { damage: number; targetActorId: string }[] } };
    (harness.game as unknown as { combat: unknown }).combat = combat;
    diceBox.source = fixedDice([face(15, 20)]);
    await ino.useTechnique(ino.items.find((i) => i.name === "Basic Unarmed")!.id, { targetActorId: sakura.id });
    const { defendFromCard } = await import("../../src/dice/defend-from-card");
    diceBox.source = fixedDice([face(1, 20), face(2, 4), face(2, 4), face(50, 100)]);
    const outcome = await defendFromCard(lastCard!.flags.shinobi!.attack as never, "dodge");
    expect(sakura.system.vitality.value).toBe(400);
    expect(combat.system.queued).toEqual([expect.objectContaining({ targetActorId: sakura.id, damage: outcome.damage })]);
    expect(outcome.damage).toBe(20);
  });

  it("lets a player answer during a fight: the GM's client carries it out and queues it", async () => {
    const [ino, sakura] = await twoShinobi();
    const combat = (await (Combat as unknown as { create(d: object): Promise<unknown> }).create({ type: "ic", combatants: [] })) as { system: { queued: { targetActorId: string }[] } };
    (harness.game as unknown as { combat: unknown }).combat = combat;
    diceBox.source = fixedDice([face(15, 20)]);
    await ino.useTechnique(ino.items.find((i) => i.name === "Basic Unarmed")!.id, { targetActorId: sakura.id });
    const { defendFromCard } = await import("../../src/dice/defend-from-card");
    actAs(harness, "player");
    diceBox.source = fixedDice([face(1, 20), face(2, 4), face(2, 4)]);
    await defendFromCard(lastCard!.flags.shinobi!.attack as never, "dodge");
    expect(combat.system.queued).toEqual([expect.objectContaining({ targetActorId: sakura.id })]);
    expect(sakura.system.vitality.value).toBe(400);
  });
});

describe("wounds from a hit", () => {
  it("creates a wound item with a rolled location when one hit deals enough", async () => {
    const [ino, sakura] = await twoShinobi();
    const created = (await (ino as unknown as { createEmbeddedDocuments(n: string, d: object[]): Promise<{ id: string }[]> }).createEmbeddedDocuments("Item", [
      { name: "Crushing Heel", type: "technique", system: { kind: "taijutsu", speed: 20, stamina: 0, damage: { dice: "6d8", stat: "str", type: "blunt" } } },
    ]))[0]!;
    diceBox.source = fixedDice([]);
    await ino.useTechnique(created.id, { targetActorId: sakura.id });
    const { defendFromCard } = await import("../../src/dice/defend-from-card");
    actAs(harness, "player");
    // No defence; 6d8 all 8s (48) + 2 × 20 = 88 damage: 22% of 400 Vitality is a Minor wound; d100 47 → right arm.
    diceBox.source = fixedDice([...Array(6).fill(face(8, 8)), face(47, 100)]);
    const outcome = await defendFromCard(lastCard!.flags.shinobi!.attack as never, "none");
    expect(outcome.damage).toBe(88);
    const wounds = [...(sakura as unknown as { items: Iterable<{ type: string; system: { severity: string; location: string } }> }).items].filter((i) => i.type === "wound");
    expect(wounds.map((w) => [w.system.severity, w.system.location])).toEqual([["minor", "right arm"]]);
  });
});
