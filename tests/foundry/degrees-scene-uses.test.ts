import { describe, expect, it } from "vitest";
import { actAs, type ActorDouble, writes } from "../harness";
import { BANDIT_SOURCE, KIBA_SOURCE, PLAYER } from "../fixtures/degrees-attack";
import { createDgActor, d8, degreesAttackWorld, itemIdOf, lastCardIn, type DgCard } from "../fixtures/degrees-card";
import { sendAs } from "../fixtures/requests";

/**
 * Uses a scene at the table (M4, M88): a technique's `perScene` is counted on the GM's client in
 * the world's scene setting, whichever way it is used (its plain use, an attack, a defence on the
 * card), shared by an owner and its partners unless the item says not, refused once used up with
 * nothing written, shown on the sheet, and given back by the GM's End Scene.
 */
const world = degreesAttackWorld();

type Card = DgCard;

const KAWARIMI = { name: "Kawarimi", type: "dgTechnique", system: { action: "partial", chakraCost: 3, defensive: true, accuracy: "anticipate", range: { type: "personal", metres: 0 }, perScene: { times: 1, key: "kawarimi", shared: true } } };
const GATE = { name: "Inner Gate", type: "dgTechnique", system: { action: "free", chakraCost: 2, range: { type: "personal", metres: 0 }, perScene: { times: 1, key: "", shared: false } } };
const STEP = { name: "Shadow Step", type: "dgTechnique", system: { action: "movement", chakraCost: 1, range: { type: "personal", metres: 0 }, perScene: { times: 1, key: "shadow-step", shared: true } } };
const BOLT = { name: "Thunder Bolt", type: "dgTechnique", system: { action: "standard", chakraCost: 2, powerLevel: 2, accuracy: "ranged", damage: { source: "ninpou", base: 0, fixed: 0 }, range: { type: "ranged", metres: 20 }, perScene: { times: 1, key: "", shared: true } } };

const create = createDgActor;
const itemId = itemIdOf;
const chakra = (actor: ActorDouble) => (actor.system as { chakra: { value: number } }).chakra.value;
const scene = () => world.harness.game.settings.get("shinobi", "dgScene") as { number: number; uses: Record<string, number> };
const writeLog = () => writes.entries.map((w) => `${w.documentName}:${w.action}`);
const lastCard = (): Card => lastCardIn(world.harness);

async function withItems(source: object, items: object[], changes: object = {}): Promise<ActorDouble> {
  const actor = await create(source, changes);
  await actor.createEmbeddedDocuments("Item", items as never);
  return actor;
}

const send = (payload: unknown, from = PLAYER) => sendAs(world.harness, from, "dgUse", payload);

async function useFromSheet(actor: ActorDouble, item: string): Promise<void> {
  const { useDegreesItem } = await import("../../src/rulesets/degrees/roll/sheet-rolls");
  actAs(world.harness, "player");
  try {
    await useDegreesItem(actor as never, itemId(actor, item));
  } finally {
    actAs(world.harness, "gm");
  }
}

describe("a technique used a limited number of times a scene, outside a fight", () => {
  it("goes through the GM's client, which counts it, writes the actor once and posts the card; the next use is refused with nothing written", async () => {
    const kiba = await withItems(KIBA_SOURCE, [GATE]);
    const before = chakra(kiba);
    writes.reset();
    await useFromSheet(kiba, "Inner Gate");
    expect(writeLog()).toEqual(["Actor:update", "ChatMessage:create"]);
    expect(chakra(kiba)).toBe(before - 2);
    expect(scene().uses).toEqual({ [`${kiba.id}:${itemId(kiba, "Inner Gate")}`]: 1 });
    writes.reset();
    const again = await send({ actor: kiba.id, itemId: itemId(kiba, "Inner Gate") });
    expect(again?.ok).toBe(false);
    expect(again?.error).toBe("Inner Gate can be used 1 time(s) per scene, and that is used up.");
    expect(writes.calls()).toBe(0);
    expect(chakra(kiba)).toBe(before - 2);
  });

  it("counts two uses sent together one after the other: the second is refused, the chakra paid once", async () => {
    const kiba = await withItems(KIBA_SOURCE, [GATE]);
    const before = chakra(kiba);
    // Every write takes time on its way to the server, so a use reading before the other wrote would read the old count.
    writes.latencyMs = 4;
    try {
      const answers = await Promise.all([send({ actor: kiba.id, itemId: itemId(kiba, "Inner Gate") }), send({ actor: kiba.id, itemId: itemId(kiba, "Inner Gate") })]);
      expect(answers.map((a) => a?.ok)).toEqual([true, false]);
    } finally {
      writes.latencyMs = 0;
    }
    expect(chakra(kiba)).toBe(before - 2);
    expect(scene().uses).toEqual({ [`${kiba.id}:${itemId(kiba, "Inner Gate")}`]: 1 });
  });

  it("is given back by the GM's End Scene, the scene's number moving on", async () => {
    const kiba = await withItems(KIBA_SOURCE, [GATE]);
    await useFromSheet(kiba, "Inner Gate");
    const { endScene } = await import("../../src/rulesets/degrees/conditions/end-scene");
    await endScene();
    expect(scene()).toEqual({ number: 2, uses: {} });
    const answer = await send({ actor: kiba.id, itemId: itemId(kiba, "Inner Gate") });
    expect(answer?.ok, answer?.error).toBe(true);
  });

  it("shares a shared limit with the owner's partners, keyed alike on both sheets, and counts an unshared one for each alone (M88)", async () => {
    const kiba = await withItems(KIBA_SOURCE, [STEP, GATE]);
    const clone = await withItems(KIBA_SOURCE, [STEP, GATE], { name: "Kiba's clone", system: { partnerOf: kiba.id } });
    const cloned = await send({ actor: clone.id, itemId: itemId(clone, "Shadow Step") });
    expect(cloned?.ok, cloned?.error).toBe(true);
    expect(scene().uses).toEqual({ [`${kiba.id}:shadow-step`]: 1 });
    const owner = await send({ actor: kiba.id, itemId: itemId(kiba, "Shadow Step") });
    expect(owner?.ok).toBe(false);
    expect(owner?.error).toBe("Shadow Step can be used 1 time(s) per scene, and that is used up.");
    expect((await send({ actor: clone.id, itemId: itemId(clone, "Inner Gate") }))?.ok).toBe(true);
    expect((await send({ actor: kiba.id, itemId: itemId(kiba, "Inner Gate") }))?.ok).toBe(true);
  });

  it("shows the uses left on the sheet, drawn again when the count changes", async () => {
    const kiba = await withItems(KIBA_SOURCE, [GATE]);
    const { DgCharacterSheet } = await import("../../src/rulesets/degrees/sheets");
    const sheet = new DgCharacterSheet({ document: kiba } as never) as unknown as { render(): Promise<unknown>; html: string; renders: number };
    await sheet.render();
    expect(sheet.html).toContain('class="dg-cell dg-scene-uses"');
    expect(sheet.html).toContain(">1/1<");
    const drawn = sheet.renders;
    await useFromSheet(kiba, "Inner Gate");
    // The setting's change draws every open degrees sheet again; this one now shows the use spent.
    await Promise.resolve();
    expect(sheet.renders).toBeGreaterThan(drawn);
    expect(sheet.html).toContain('class="dg-cell dg-scene-uses used-up"');
    expect(sheet.html).toContain(">0/1<");
  });
});

describe("a limited technique on the attack card", () => {
  it("counts an attack technique as the attack opens; the second attack that scene is refused before anything is rolled or written", async () => {
    const kiba = await withItems(KIBA_SOURCE, [BOLT]);
    const bandit = await create(BANDIT_SOURCE);
    d8(4, 4);
    actAs(world.harness, "player");
    expect(await world.attack.useItem(kiba as never, itemId(kiba, "Thunder Bolt"), { targetActorId: bandit.id, choice: {} })).toEqual({ opened: true });
    expect(Object.values(scene().uses)).toEqual([1]);
    writes.reset();
    await expect(world.attack.useItem(kiba as never, itemId(kiba, "Thunder Bolt"), { targetActorId: bandit.id, choice: {} })).rejects.toThrow("Thunder Bolt can be used 1 time(s) per scene, and that is used up.");
    expect(writes.calls()).toBe(0);
  });

  it("counts a defensive technique answered on the card, shared with a partner (E17): used up, it shows disabled with the reason on either's card", async () => {
    const kiba = await create(KIBA_SOURCE);
    const bandit = await withItems(BANDIT_SOURCE, [KAWARIMI]);
    const clone = await withItems(BANDIT_SOURCE, [KAWARIMI], { name: "Bandit's clone", system: { partnerOf: bandit.id } });
    d8(4, 4);
    actAs(world.harness, "player");
    await world.attack.useItem(kiba as never, itemId(kiba, "Katana"), { targetActorId: clone.id, choice: {} });
    const first = lastCard();
    d8(8, 7);
    writes.reset();
    actAs(world.harness, "gm");
    await world.attack.degreesCardStep(first.id, { step: "defend", choice: "technique", techniqueId: itemId(clone, "Kawarimi") });
    expect(writeLog()).toEqual(["ChatMessage:update", "Actor:update"]);
    expect(scene().uses).toEqual({ [`${bandit.id}:kawarimi`]: 1 });
    d8(4, 4);
    actAs(world.harness, "player");
    await world.attack.useItem(kiba as never, itemId(kiba, "Katana"), { targetActorId: bandit.id, choice: {} });
    const second = lastCard();
    // The owner's card offers it disabled, with why; a click anyway is refused and writes nothing.
    expect(second.content).toContain("Kawarimi can be used 1 time(s) per scene, and that is used up.");
    writes.reset();
    actAs(world.harness, "gm");
    await expect(world.attack.degreesCardStep(second.id, { step: "defend", choice: "technique", techniqueId: itemId(bandit, "Kawarimi") })).rejects.toThrow(/Kawarimi can be used 1 time/);
    expect(writes.calls()).toBe(0);
  });
});

describe("the technique's limit fields", () => {
  it("are bounded and refused naming the field: times over 99, a key with spaces", async () => {
    const kiba = await create(KIBA_SOURCE);
    await expect(kiba.createEmbeddedDocuments("Item", [{ ...GATE, system: { ...GATE.system, perScene: { times: 100, key: "", shared: true } } }] as never)).rejects.toThrow(/perScene\.times/);
    await expect(kiba.createEmbeddedDocuments("Item", [{ ...GATE, system: { ...GATE.system, perScene: { times: 1, key: "inner gate", shared: true } } }] as never)).rejects.toThrow(/perScene\.key/);
  });
});
