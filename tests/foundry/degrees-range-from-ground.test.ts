import { describe, expect, it } from "vitest";
import { actAs, SceneDouble, writes, type ActorDouble } from "../harness";
import { createDgActor, d8, degreesAttackWorld, itemIdOf } from "../fixtures/degrees-card";
import { BANDIT_SOURCE, KIBA_SOURCE } from "../fixtures/degrees-attack";

/**
 * Range from the ground at a flier (M98): the GM's client measures the tokens of the fight's scene
 * (cells times the grid's metres, or the difference in elevation when more) and refuses a ranged
 * technique from the ground beyond half its range, both numbers named, nothing written.
 */
const world = degreesAttackWorld();
const WINGED = [{ name: "Winged", statuses: ["winged"], flags: { shinobi: { condition: { id: "winged" } } } }];

/** Kiba at the left edge of a scene of 1 m cells, the target `cells` to the right at `elevation`. */
async function place(target: ActorDouble, kiba: ActorDouble, cells: number, elevation = 0): Promise<void> {
  const token = (actor: ActorDouble, x: number, z: number) => ({ actorId: actor.id, actorLink: true, x, y: 0, width: 1, height: 1, elevation: z, disposition: actor === kiba ? 1 : -1 });
  world.harness.game.scenes.viewed = (await SceneDouble.create({ name: "Cliffs", grid: { size: 100, distance: 1 }, tokens: [token(kiba, 0, 0), token(target, cells * 100, elevation)] } as never)) as SceneDouble;
}

const bolt = (kiba: ActorDouble, target: ActorDouble) => {
  actAs(world.harness, "gm");
  return world.attack.useItem(kiba as never, itemIdOf(kiba, "Fire Bolt"), { targetActorId: target.id, choice: {} });
};

describe("a ranged technique from the ground at a flier (M98)", () => {
  it("reaches half its 20 m: 10 m away is in range, 11 m is refused with both numbers, nothing written", async () => {
    const kiba = await createDgActor(KIBA_SOURCE);
    const flier = await createDgActor(BANDIT_SOURCE, { effects: WINGED });
    await place(flier, kiba, 10);
    d8(4, 4);
    expect(await bolt(kiba, flier)).toEqual({ opened: true });
    await place(flier, kiba, 11);
    writes.reset();
    await expect(bolt(kiba, flier)).rejects.toThrow("From the ground a flier is at half range: 11 m away is beyond 10 m.");
    expect(writes.calls()).toBe(0);
  });

  it("measures a flier high above by its elevation, and leaves a target on the ground to the table", async () => {
    const kiba = await createDgActor(KIBA_SOURCE);
    const flier = await createDgActor(BANDIT_SOURCE, { effects: WINGED });
    await place(flier, kiba, 3, 12);
    await expect(bolt(kiba, flier)).rejects.toThrow("12 m away is beyond 10 m");
    const walker = await createDgActor(BANDIT_SOURCE);
    await place(walker, kiba, 15);
    d8(4, 4);
    expect(await bolt(kiba, walker)).toEqual({ opened: true });
  });
});
