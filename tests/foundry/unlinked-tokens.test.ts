import { beforeEach, describe, expect, it } from "vitest";
import { fixedDice } from "../../src/rules/dice";
import { bootSystem, diceBox, face, storedDocument, type Harness, type SceneDouble } from "../harness";
import { INO_SOURCE } from "../fixtures/actors";

/**
 * Two goblins dropped from one world actor are two fighters: the fight, the card and the queued
 * hit name each by its own actor (the token's UUID), and a hit on one never touches the other
 * or the world actor they were both made from.
 */
let harness: Harness;
beforeEach(async () => {
  harness = await bootSystem();
});

interface Doc {
  id: string;
  uuid: string;
  isToken: boolean;
  system: { vitality: { value: number } };
  items: { find(fn: (i: { name: string }) => boolean): { id: string } | undefined };
  useTechnique(id: string, options?: object): Promise<unknown>;
}
interface FightCombat {
  id: string;
  system: { queued: unknown[] };
  combatants: { contents: { id: string; actor: Doc | null }[] };
  endIc(): Promise<number | null>;
}
interface Message {
  id: string;
  flags: { shinobi: { card: { attack: { targetId: string }; landed: string } } };
}

const create = (d: object) => (Actor as unknown as { create(d: object): Promise<Doc> }).create(d);
const SCENE = "forestScene00000";
const GOBLIN = "goblinActor00000";
const TOKENS = ["goblinToken00001", "goblinToken00002"] as const;

/** Ino (a world actor) against two unlinked goblin tokens of one world actor, all on IC 0. */
async function ambush(): Promise<{ combat: FightCombat; ino: Doc; goblin: Doc; first: Doc; second: Doc }> {
  const ino = await create(INO_SOURCE);
  const goblin = await create({ ...INO_SOURCE, _id: GOBLIN, name: "Goblin" });
  const scene = storedDocument("Scene", {
    _id: SCENE,
    name: "Forest",
    tokens: TOKENS.map((id) => ({ _id: id, name: "Goblin", actorId: GOBLIN, actorLink: false, delta: { _id: id } })),
  }) as SceneDouble;
  const [first, second] = TOKENS.map((id) => (scene.tokens.get(id) as unknown as { actor: Doc }).actor) as [Doc, Doc];
  const combat = (await (Combat as unknown as { create(d: object): Promise<FightCombat> }).create({
    type: "ic",
    combatants: [
      { type: "ic", actorId: ino.id, name: "Ino", initiative: 0, system: { ap: 10 } },
      ...TOKENS.map((tokenId) => ({ type: "ic", actorId: GOBLIN, sceneId: SCENE, tokenId, name: "Goblin", initiative: 0, system: { ap: 10 } })),
    ],
  }))!;
  (harness.game as unknown as { combat: unknown }).combat = combat;
  return { combat, ino, goblin, first, second };
}

describe("unlinked tokens of one world actor in a fight", () => {
  it("are separate combatants, each fighting as its own token's actor", async () => {
    const { combat, first, second } = await ambush();
    const actors = combat.combatants.contents.map((c) => c.actor);
    expect(actors[1]).toBe(first);
    expect(actors[2]).toBe(second);
    expect([first.isToken, second.isToken]).toEqual([true, true]);
    expect(first.uuid).toBe(`Scene.${SCENE}.Token.${TOKENS[0]}.Actor.${GOBLIN}`);
    expect(second.uuid).not.toBe(first.uuid);
  });

  it("lands a hit on the second goblin alone: the first goblin and the world actor keep their Vitality", async () => {
    const { combat, ino, goblin, first, second } = await ambush();
    const before = goblin.system.vitality.value;
    // Ino's Stamina roll, then the attack on the second goblin by its own reference.
    diceBox.source = fixedDice([face(15, 20)]);
    await ino.useTechnique(ino.items.find((i) => i.name === "Basic Unarmed")!.id, { targetActorId: second.uuid });
    const messages = [...(harness.game.messages as unknown as Iterable<Message>)];
    const card = messages[messages.length - 1]!;
    expect(card.flags.shinobi.card.attack.targetId).toBe(second.uuid);

    const { icCardStep } = await import("../../src/rulesets/ic/attack/card-steps");
    await icCardStep(card.id, { step: "defend", choice: "none" });
    diceBox.source = fixedDice([face(4, 4), face(4, 4)]);
    await icCardStep(card.id, { step: "damage" });
    await icCardStep(card.id, { step: "apply" });
    expect(card.flags.shinobi.card.landed).toBe("queued");
    expect(combat.system.queued).toHaveLength(1);

    diceBox.source = fixedDice([]);
    await combat.endIc();
    expect(combat.system.queued).toHaveLength(0);
    expect(second.system.vitality.value).toBeLessThan(before);
    expect(first.system.vitality.value).toBe(before);
    expect(goblin.system.vitality.value).toBe(before);
  });
});
