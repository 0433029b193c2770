import { beforeEach, describe, expect, it, vi } from "vitest";
import type { DgCombat } from "../../src/rulesets/degrees/combat";
import type { ActorDouble } from "../harness";
import { bootDegreesFight, dgActor, dgFight } from "./degrees-combat-helpers";

// An open sheet draws what a begun fight keeps read-only as it renders: a fight beginning or
// ending draws the open sheets of its fighters again, and nothing else does.
beforeEach(async () => {
  await bootDegreesFight();
});

/** An open sheet of the actor, counting its renders (core's `actor.sheet`; the harness's actors have none of their own). */
function openSheet(actor: ActorDouble): ReturnType<typeof vi.fn> {
  const render = vi.fn(async () => undefined);
  Object.defineProperty(actor, "sheet", { value: { rendered: true, render }, configurable: true });
  return render;
}

describe("the open sheets of a fight's fighters", () => {
  it("are drawn again as the fight begins and as it ends, not at each turn", async () => {
    const [aiko, chief] = [await dgActor({ name: "Aiko" }), await dgActor({ name: "Chief" })];
    const combat: DgCombat = await dgFight([aiko, chief], (i) => ({ initiative: [12, 8][i] }));
    const [aikoRenders, chiefRenders] = [openSheet(aiko), openSheet(chief)];
    await combat.startCombat();
    expect([aikoRenders.mock.calls.length, chiefRenders.mock.calls.length]).toEqual([1, 1]);
    await combat.nextTurn();
    expect(aikoRenders).toHaveBeenCalledTimes(1);
    await (combat as unknown as { delete(): Promise<unknown> }).delete();
    expect([aikoRenders.mock.calls.length, chiefRenders.mock.calls.length]).toEqual([2, 2]);
  });

  it("leaves a closed sheet closed", async () => {
    const aiko = await dgActor({ name: "Aiko" });
    const combat = await dgFight([aiko, await dgActor({ name: "Chief" })], (i) => ({ initiative: [12, 8][i] }));
    const render = vi.fn(async () => undefined);
    Object.defineProperty(aiko, "sheet", { value: { rendered: false, render }, configurable: true });
    await combat.startCombat();
    expect(render).not.toHaveBeenCalled();
  });
});
