import { describe, expect, it } from "vitest";
import { writes, type ActorDouble } from "../harness";
import { PLAYER, SHINO_SOURCE } from "../fixtures/degrees-attack";
import { d8, degreesAttackWorld, itemIdOf, type DgCard } from "../fixtures/degrees-card";
import { expectAllRefused } from "../fixtures/requests";
import { clickAsPlayer, fireJet as fireJetAt } from "./degrees-fire-jet";

// Two defensive techniques of one name on one actor are two techniques: a click answers with the
// one whose item it names, paying that one's chakra, and a request naming an item that is not one
// of the answering actor's own defensive techniques is refused naming the field, nothing written.
// Shino carries two Water Walls: the fixture's (4 chakra) and a dearer one (7 chakra).

const world = degreesAttackWorld();
const DEAR_WALL = { name: "Water Wall", type: "dgTechnique", system: { action: "standard", chakraCost: 7, powerLevel: 2, defensive: true, nullifies: true, accuracy: "anticipate", element: "suiton" } };

const written = () => writes.entries.map((w) => `${w.documentName}:${w.action}`);
const chakra = (actor: ActorDouble) => (actor.system as { chakra: { value: number } }).chakra.value;
/** Shino's two Water Walls' ids, the fixture's (4 chakra) first. */
const walls = (shino: ActorDouble): [string, string] => {
  const ids = shino.items.filter((i) => i.name === "Water Wall").map((i) => i.id);
  expect(ids).toHaveLength(2);
  return [ids[0]!, ids[1]!];
};

const fireJet = (atShino: boolean) => fireJetAt(world, atShino, [...SHINO_SOURCE.items, DEAR_WALL]);
const click = (card: DgCard, step: object) => clickAsPlayer(world, card, step);

describe("two defensive techniques of one name on one actor", () => {
  it("shows a button for each, by its own item", async () => {
    const { shino, card } = await fireJet(true);
    const [cheap, dear] = walls(shino);
    expect(card.content).toContain(`data-technique-id="${cheap}">Water Wall</button>`);
    expect(card.content).toContain(`data-technique-id="${dear}">Water Wall</button>`);
  });

  it.each([
    ["the dearer one", 1, 20 - 7],
    ["the cheaper one", 0, 20 - 4],
  ] as const)("the target defends with %s and pays its chakra, in the writes a defence always makes", async (_label, which, left) => {
    const { shino, card } = await fireJet(true);
    writes.reset();
    d8(8, 8);
    await click(card, { step: "defend", choice: "technique", techniqueId: walls(shino)[which] });
    expect(written()).toEqual(["ChatMessage:update", "Combatant:update", "Actor:update"]);
    expect(chakra(shino)).toBe(left);
    expect(card.flags.shinobi.degreesCard.flow).toMatchObject({ targetId: shino.id, answer: "technique", nullifiedBy: shino.id });
  });

  it("an ally defends with the dearer one and pays its chakra", async () => {
    const { kiba, shino, card } = await fireJet(false);
    const [, dear] = walls(shino);
    writes.reset();
    d8(8, 8);
    await click(card, { step: "aid", choice: "technique", protectorActorId: shino.id, techniqueId: dear });
    expect(written()).toEqual(["ChatMessage:update", "Combatant:update", "Actor:update"]);
    expect(chakra(shino)).toBe(20 - 7);
    expect(card.flags.shinobi.degreesCard.flow).toMatchObject({ nullifiedBy: shino.id, aid: { kind: "technique", technique: "Water Wall", by: shino.id, for: kiba.id, success: true } });
  });

  it("refuses the dearer one it cannot pay for and allows the cheaper, whose name is the same", async () => {
    const { shino, card } = await fireJet(true);
    await shino.update({ "system.chakra.value": 5 } as never);
    const [cheap, dear] = walls(shino);
    writes.reset();
    await expect(click(card, { step: "defend", choice: "technique", techniqueId: dear })).rejects.toThrow("Water Wall costs 7 chakra; only 5 is left.");
    expect(writes.calls()).toBe(0);
    d8(8, 8);
    await click(card, { step: "defend", choice: "technique", techniqueId: cheap });
    expect(chakra(shino)).toBe(1);
  });

  it("refuses another actor's technique, a technique that is no defence and an unknown id, naming the field, writing nothing", async () => {
    const { kiba, shino, bandit, card } = await fireJet(true);
    writes.reset();
    await expectAllRefused(world.harness, PLAYER, "dgCardStep", [
      [{ messageId: card.id, step: { step: "defend", choice: "technique", techniqueId: itemIdOf(bandit, "Earth Wall") } }, /step\.techniqueId: this character has no defensive technique with that id/],
      [{ messageId: card.id, step: { step: "defend", choice: "technique", techniqueId: itemIdOf(shino, "Water Jet") } }, /step\.techniqueId: this character has no defensive technique with that id/],
      [{ messageId: card.id, step: { step: "defend", choice: "technique", techniqueId: "aaaaaaaaaaaaaaaa" } }, /step\.techniqueId: this character has no defensive technique with that id/],
      [{ messageId: card.id, step: { step: "aid", choice: "technique", protectorActorId: kiba.id, techniqueId: walls(shino)[1] } }, /step\.techniqueId: this character has no defensive technique with that id/],
    ]);
    expect(writes.calls()).toBe(0);
    expect(chakra(shino)).toBe(20);
  });
});
