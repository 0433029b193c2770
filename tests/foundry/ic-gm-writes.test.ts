import { beforeEach, describe, expect, it } from "vitest";
import { gmQueue } from "../../src/authority/gm-queue";
import { actAs, ActorDouble, bootSystem, writes, type Harness } from "../harness";
import { INO_SOURCE } from "../fixtures/actors";

// The GM's own writes outside the declare/End IC steps still go through the queue, bounded:
// the tracker's drag and drop of a combatant along the IC strip, and a status put on outside a fight.
let harness: Harness;
beforeEach(async () => {
  harness = await bootSystem();
});

interface PlacedCombat {
  currentIc: number;
  combatants: { contents: { id: string; initiative: number | null }[] };
  placeOnIc(id: string, ic: number): Promise<void>;
}

async function fight(): Promise<PlacedCombat> {
  const actor = (await ActorDouble.create({ name: "Ninja", type: "character", system: { stats: { str: 30, dex: 40, agi: 30, res: 40, cha: 40 } } })) as ActorDouble;
  return (await (Combat as unknown as { create(d: object): Promise<PlacedCombat> }).create({ type: "ic", combatants: [{ type: "ic", actorId: actor.id, name: "Ninja", initiative: 2 }] })) as PlacedCombat;
}

/** A task holding the queue until released, so a write behind it can be seen waiting. */
function holdQueue(): () => void {
  let release = () => {};
  void gmQueue.run(() => new Promise<void>((resolve) => (release = resolve)));
  return () => release();
}

describe("the tracker's drag and drop", () => {
  it("places the combatant on the IC dropped on, as one task of the queue", async () => {
    const combat = await fight();
    const id = combat.combatants.contents[0]!.id;
    const release = holdQueue();
    writes.reset();
    const placed = combat.placeOnIc(id, 7);
    await new Promise((r) => setTimeout(r, 0));
    expect(writes.calls()).toBe(0);
    release();
    await placed;
    expect(writes.calls()).toBe(1);
    expect(combat.combatants.contents[0]!.initiative).toBe(7);
  });

  it("refuses an IC before the current one, past the bound or not whole, naming it, with nothing written", async () => {
    const combat = await fight();
    const id = combat.combatants.contents[0]!.id;
    writes.reset();
    for (const ic of [-1, 1_000_001, 2.5, Number.NaN]) await expect(combat.placeOnIc(id, ic)).rejects.toThrow(new RegExp(`IC ${String(ic)}`));
    await expect(combat.placeOnIc("nosuchcombatant0", 3)).rejects.toThrow(/not in this fight/);
    expect(writes.calls()).toBe(0);
    expect(combat.combatants.contents[0]!.initiative).toBe(2);
  });

  it("is the GM's alone", async () => {
    const combat = await fight();
    actAs(harness, "player");
    await expect(combat.placeOnIc(combat.combatants.contents[0]!.id, 3)).rejects.toThrow(/Only the GM/);
  });
});

describe("applyStatus outside a fight", () => {
  it("waits its turn in the queue before reading and writing the actor", async () => {
    const ino = new ActorDouble(INO_SOURCE);
    const api = (harness.game as unknown as { shinobi: { applyStatus(a: unknown, s: object): Promise<void> } }).shinobi;
    const release = holdQueue();
    writes.reset();
    const applied = api.applyStatus(ino, { kind: "visibility", severity: 4 });
    await new Promise((r) => setTimeout(r, 0));
    expect(writes.calls()).toBe(0);
    release();
    await applied;
    expect(writes.calls()).toBe(1);
  });
});
