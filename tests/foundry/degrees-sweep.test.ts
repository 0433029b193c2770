import { describe, expect, it } from "vitest";
import { actAs, SceneDouble, writes, type ActorDouble } from "../harness";
import { createDgActor, d8, degreesAttackWorld, itemIdOf, type DgCard } from "../fixtures/degrees-card";
import { BANDIT_SOURCE, KIBA_SOURCE, PLAYER } from "../fixtures/degrees-attack";
import { expectAllRefused } from "../fixtures/requests";

/**
 * An Immense creature's sweep at the table (M107): with two or more foes targeted, the attack
 * dialog offers it; the GM's client declares the attack once and opens one card a foe, every card
 * with the same check, each foe answering with its own defence. Refused for a foe not three sizes
 * smaller, a single foe, the same foe twice, a special maneuver; a forged request is refused by
 * field and writes nothing.
 */
const world = degreesAttackWorld();
const cards = () => [...(world.harness.game.messages as unknown as Iterable<DgCard>)];
const trail = () => writes.entries.map((w) => `${w.documentName}:${w.action}`);

/** Gamaru, a Vast toad of the player's, with a tongue lash; two Standard bandits; and a Grand ogre. */
async function field() {
  const toad = await createDgActor(KIBA_SOURCE, { name: "Gamaru", system: { size: "vast" } });
  const one = await createDgActor(BANDIT_SOURCE, { name: "Bandit One" });
  const two = await createDgActor(BANDIT_SOURCE, { name: "Bandit Two" });
  const ogre = await createDgActor(BANDIT_SOURCE, { name: "Ogre", system: { size: "grand" } });
  return { toad, one, two, ogre };
}

async function sweep(toad: ActorDouble, targets: ActorDouble[], choice: object = { sweep: true }): Promise<void> {
  actAs(world.harness, "player");
  try {
    expect(await world.attack.useItem(toad as never, itemIdOf(toad, "Katana"), { targetActorIds: targets.map((t) => t.id), choice: choice as never })).toEqual({ opened: true });
  } finally {
    actAs(world.harness, "gm");
  }
}

describe("an Immense creature's sweep (M107)", () => {
  it("opens one card a foe with one check (an attacker out of a fight has nothing stored to write), each foe defending on its own", async () => {
    const { toad, one, two } = await field();
    writes.reset();
    d8(6, 2);
    await sweep(toad, [one, two]);
    expect(trail()).toEqual(["ChatMessage:create", "ChatMessage:create"]);
    const [first, second] = cards().slice(-2) as [DgCard, DgCard];
    expect([first.flags.shinobi.degreesCard.flow.targetId, second.flags.shinobi.degreesCard.flow.targetId]).toEqual([one.id, two.id]);
    expect(second.flags.shinobi.degreesCard.flow.roll).toEqual(first.flags.shinobi.degreesCard.flow.roll);
    expect(first.content).toContain("Bandit One");
    expect(second.content).toContain("Bandit Two");
    await world.attack.degreesCardStep(first.id, { step: "defend", choice: "dodge" } as never);
    expect(cards().find((c) => c.id === first.id)!.flags.shinobi.degreesCard.flow.answer).toBe("dodge");
    expect(cards().find((c) => c.id === second.id)!.flags.shinobi.degreesCard.flow.answer).toBeNull();
  });

  it("offers the sweep in the dialog only to a creature large enough with two or more foes targeted", async () => {
    const { choiceDialogContext } = await import("../../src/rulesets/degrees/attack/choice-dialog");
    expect(choiceDialogContext("Katana", "Bandit One", 4, 2).sweep).toBe("Sweep all 2 targeted foes with one check");
    expect(choiceDialogContext("Katana", "Bandit One", 4, 0).sweep).toBeNull();
  });

  it("refuses a foe not three sizes smaller by name, and a sweep as a special maneuver, writing nothing", async () => {
    const { toad, one, ogre } = await field();
    writes.reset();
    actAs(world.harness, "player");
    try {
      await expect(world.attack.useItem(toad as never, itemIdOf(toad, "Katana"), { targetActorIds: [one.id, ogre.id], choice: { sweep: true } })).rejects.toThrow("Ogre is not three size categories smaller: no sweep.");
      await expect(world.attack.useItem(toad as never, itemIdOf(toad, "Katana"), { targetActorIds: [one.id, one.id], choice: { sweep: true } })).rejects.toThrow(/targets is not valid/);
    } finally {
      actAs(world.harness, "gm");
    }
    expect(writes.calls()).toBe(0);
  });

  it("reads the board when the foes stand on the fight's scene: none on the sweeper's side, each within its 4 m reach", async () => {
    const { toad, one, two } = await field();
    const place = async (twoAt: number, twoDisposition: number) => {
      const token = (actor: ActorDouble, x: number, disposition: number) => ({ actorId: actor.id, actorLink: true, x, y: 0, width: actor === toad ? 4 : 1, height: actor === toad ? 4 : 1, disposition });
      world.harness.game.scenes.viewed = (await SceneDouble.create({ name: "Swamp", grid: { size: 100, distance: 1 }, tokens: [token(toad, 0, 1), token(one, 400, -1), token(two, twoAt, twoDisposition)] } as never)) as SceneDouble;
    };
    await place(700, -1);
    d8(6, 2);
    await sweep(toad, [one, two]);
    await place(800, -1);
    await expect(sweep(toad, [one, two])).rejects.toThrow("Bandit Two is out of reach: no sweep.");
    await place(500, 1);
    await expect(sweep(toad, [one, two])).rejects.toThrow("Bandit Two fights on the sweeper's side: no sweep.");
  });

  it("refuses forged sweeps by field", async () => {
    const { toad, one, two } = await field();
    const base = { actor: toad.id, itemId: itemIdOf(toad, "Katana"), rollMode: "publicroll" };
    await expectAllRefused(world.harness, PLAYER, "dgAttack", [
      [{ ...base, targets: [one.id], choice: { sweep: true } }, /targets is not valid/],
      [{ ...base, target: one.id, targets: [one.id, two.id], choice: { sweep: true } }, /target is not valid/],
      [{ ...base, target: one.id, targets: [one.id, two.id], choice: {} }, /targets is not valid/],
      [{ ...base, targets: [one.id, toad.id], choice: { sweep: true } }, /targets is not valid/],
      [{ ...base, targets: "everyone", choice: { sweep: true } }, /targets is not valid/],
      [{ ...base, targets: [one.id, two.id], choice: { sweep: "yes" } }, /choice\.sweep is not valid/],
      [{ ...base, targets: [one.id, two.id], choice: { sweep: true, maneuver: "disarm" } }, /A sweep cannot be a special maneuver/],
    ]);
  });
});
