import { beforeEach, describe, expect, it, vi } from "vitest";
import { gmQueue } from "../../src/authority/gm-queue";
import { asPlayer, bootSystem, storedDocument, writes, type Harness, type SceneDouble } from "../harness";

// The end of an IC battle (its combat deleted after it started): the rules reset the running
// Stamina and Chakra penalties of everyone who fought, and the GM's client writes that once.
let harness: Harness;
beforeEach(async () => {
  harness = await bootSystem();
});

type Fatigue = { level: number; staminaPenalty: number; chakraPenalty: number };
interface Doc {
  id: string;
  system: { fatigue: Fatigue };
}
interface TestCombat {
  delete(): Promise<unknown>;
}

const SCENE = "bridgeScene00000";
const BANDIT = "banditActor00000";
const TOKEN = "banditToken00001";
const STATS = { str: 30, dex: 40, agi: 30, res: 40, cha: 40 };

const create = (name: string, fatigue: Fatigue, id?: string) =>
  (Actor as unknown as { create(d: object): Promise<Doc> }).create({ ...(id ? { _id: id } : {}), name, type: "character", system: { stats: STATS, fatigue } });
const log = () => writes.entries.map((w) => `${w.documentName}:${w.action}:${w.count}`);
/** Everything the GM's queue was given has run. */
const drained = () => gmQueue.run(async () => undefined);

/** Three world actors (one already rested) and an unlinked bandit token, in a combat on `round`. */
async function battle(round: number): Promise<{ combat: TestCombat; actors: Doc[]; token: Doc }> {
  const actors = [
    await create("Kiba", { level: 2, staminaPenalty: 3, chakraPenalty: 1 }),
    await create("Hinata", { level: 0, staminaPenalty: 0, chakraPenalty: 4 }),
    await create("Shino", { level: 1, staminaPenalty: 0, chakraPenalty: 0 }),
  ];
  await create("Bandit", { level: 0, staminaPenalty: 0, chakraPenalty: 0 }, BANDIT);
  const scene = storedDocument("Scene", {
    _id: SCENE,
    name: "Bridge",
    tokens: [{ _id: TOKEN, name: "Bandit", actorId: BANDIT, actorLink: false, delta: { _id: TOKEN, system: { fatigue: { level: 1, staminaPenalty: 2, chakraPenalty: 2 } } } }],
  }) as SceneDouble;
  const token = (scene.tokens.get(TOKEN) as unknown as { actor: Doc }).actor;
  const combat = (await (Combat as unknown as { create(d: object): Promise<TestCombat> }).create({
    type: "ic",
    round,
    system: { currentIc: round },
    combatants: [
      ...actors.map((a) => ({ type: "ic", actorId: a.id, name: "Fighter", initiative: 5 })),
      { type: "ic", actorId: BANDIT, sceneId: SCENE, tokenId: TOKEN, name: "Bandit", initiative: 5 },
    ],
  }))!;
  return { combat, actors, token };
}

const fatigueOf = (doc: Doc) => ({ ...doc.system.fatigue });

describe("ending an IC battle", () => {
  it("resets every fighter's running penalties, keeps the Fatigue level, in one actor batch and the token's own write", async () => {
    const { combat, actors, token } = await battle(12);
    writes.reset();
    await combat.delete();
    await drained();
    expect(actors.map(fatigueOf)).toEqual([
      { level: 2, staminaPenalty: 0, chakraPenalty: 0 },
      { level: 0, staminaPenalty: 0, chakraPenalty: 0 },
      { level: 1, staminaPenalty: 0, chakraPenalty: 0 },
    ]);
    expect(fatigueOf(token)).toEqual({ level: 1, staminaPenalty: 0, chakraPenalty: 0 });
    // Shino had nothing to reset and is not written; the bandit token's actor is written by itself.
    expect(log()).toEqual(["Combat:delete:1", "Actor:update:2", "Actor:update:1"]);
    expect((harness.game.actors.get(BANDIT) as unknown as Doc).system.fatigue).toEqual({ level: 0, staminaPenalty: 0, chakraPenalty: 0 });
  });

  it("writes nothing to the actors for a combat deleted before it started (no battle was fought)", async () => {
    const { combat, actors } = await battle(0);
    writes.reset();
    await combat.delete();
    await drained();
    expect(log()).toEqual(["Combat:delete:1"]);
    expect(fatigueOf(actors[0]!)).toEqual({ level: 2, staminaPenalty: 3, chakraPenalty: 1 });
  });

  it("tells the GM, and rejects nothing unhandled, when the actors' write fails", async () => {
    const { combat, actors } = await battle(12);
    const failed = vi.spyOn(Actor as unknown as { updateDocuments(...args: unknown[]): Promise<unknown> }, "updateDocuments").mockRejectedValueOnce(new Error("server gone"));
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await combat.delete();
    await drained();
    expect(failed).toHaveBeenCalledTimes(1);
    const shown = (ui.notifications as unknown as { shown: { level: string; message: string }[] }).shown.filter((n) => n.level === "error").map((n) => n.message);
    expect(shown).toEqual([expect.stringContaining("server gone")]);
    expect(shown[0]).toContain("running penalties cleared as the battle ended");
    expect(logged).toHaveBeenCalled();
    expect(fatigueOf(actors[0]!)).toEqual({ level: 2, staminaPenalty: 3, chakraPenalty: 1 });
    logged.mockRestore();
    failed.mockRestore();
  });

  it("leaves the writing to the GM's client: a player's client that sees the deletion writes nothing", async () => {
    const { combat, actors } = await battle(12);
    writes.reset();
    await asPlayer(harness, async () => {
      await combat.delete();
      await drained();
    });
    expect(log()).toEqual(["Combat:delete:1"]);
    expect(fatigueOf(actors[1]!)).toEqual({ level: 0, staminaPenalty: 0, chakraPenalty: 4 });
  });
});
