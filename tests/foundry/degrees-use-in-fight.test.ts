import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ActorDouble} from "../harness";
import { actAs, writes, type Harness } from "../harness";
import type { DgCombat } from "../../src/rulesets/degrees/combat";
import { bootDegreesFight, combatantIdOf, dgActor, dgFight } from "./degrees-combat-helpers";
import { sendAs } from "../fixtures/requests";

/**
 * A technique that attacks no one, used in a fight (M15, M18, M70): the GM's client declares it
 * through the fight, so it waits for the user's turn and spends its action and chakra; outside a
 * fight it is the owner's own use, as before. A forged request is refused and writes nothing.
 */
const PLAYER = "player0000000000";
let harness: Harness;

const HEALING = { name: "Healing Palm", type: "dgTechnique", system: { action: "standard", chakraCost: 3, powerLevel: 1, accuracy: "melee", damage: { source: "none", base: 0, fixed: 0 }, range: { type: "touch", metres: 1 } } };
const trail = () => writes.entries.map((w) => `${w.documentName}:${w.action}`);

beforeEach(async () => {
  harness = await bootDegreesFight();
});

/** Aiko (the player's, with the technique) acting now, Chief (the GM's, with it too) after her. */
async function world(): Promise<{ combat: DgCombat; aiko: ActorDouble; chief: ActorDouble }> {
  const aiko = await dgActor({ name: "Aiko", owner: PLAYER });
  const chief = await dgActor({ name: "Chief", type: "dgNpc" });
  for (const actor of [aiko, chief]) await actor.createEmbeddedDocuments("Item", [HEALING] as never);
  const combat = await dgFight([aiko, chief], (i) => ({ initiative: [12, 8][i] }));
  await combat.startCombat();
  // The fight being shown, as core's game.combat names it.
  (harness.game as unknown as { combat: unknown }).combat = combat;
  return { combat, aiko, chief };
}

const itemId = (actor: ActorDouble) => actor.items.find((i) => i.name === HEALING.name)!.id;
const fighter = (combat: DgCombat, actor: ActorDouble) => combat.fighterOf(combat.combatants.get(combatantIdOf(combat, actor))!)!.state;

const send = (payload: unknown, from = PLAYER) => sendAs(harness, from, "dgUse", payload);

describe("a technique that attacks no one, in a fight", () => {
  it("spends the user's standard action and the chakra on its turn, through the GM's client, and posts its card", async () => {
    const w = await world();
    writes.reset();
    const answer = await send({ actor: w.aiko.id, itemId: itemId(w.aiko) });
    expect(answer?.ok, answer?.error).toBe(true);
    expect(trail()).toEqual(["Combatant:update", "Actor:update", "ChatMessage:create"]);
    expect(fighter(w.combat, w.aiko)).toMatchObject({ chakra: 16, actions: { standard: false } });
    // A second standard action is more than the round gives (M15).
    writes.reset();
    const again = await send({ actor: w.aiko.id, itemId: itemId(w.aiko) });
    expect(again?.ok).toBe(false);
    expect(writes.calls()).toBe(0);
  });

  it("records the step on the fight before the actor: should the actor's write fail, the GM is told, and the step is not taken twice", async () => {
    const w = await world();
    const { ActorDouble } = await import("../harness");
    const batch = ActorDouble.updateDocuments;
    ActorDouble.updateDocuments = () => Promise.reject(new Error("the server dropped the write"));
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    writes.reset();
    let answer: Awaited<ReturnType<typeof send>>;
    try {
      answer = await send({ actor: w.aiko.id, itemId: itemId(w.aiko) });
    } finally {
      ActorDouble.updateDocuments = batch;
    }
    logged.mockRestore();
    expect(answer?.ok).toBe(false);
    expect(answer?.error).toBe("The fight records this step, but writing Aiko failed (the server dropped the write). The step will not be taken again: put the character right by hand.");
    const notices = (globalThis as unknown as { ui: { notifications: { shown: { level: string; message: string }[] } } }).ui.notifications.shown;
    expect(notices.at(-1)).toMatchObject({ level: "error", message: answer?.error });
    // The fight spent the action; the chakra was not written, and asking again spends nothing twice.
    expect(trail()).toEqual(["Combatant:update"]);
    expect(fighter(w.combat, w.aiko)).toMatchObject({ chakra: 19, actions: { standard: false } });
    writes.reset();
    expect((await send({ actor: w.aiko.id, itemId: itemId(w.aiko) }))?.ok).toBe(false);
    expect(writes.calls()).toBe(0);
  });

  it("is refused off the user's turn, and for an actor or an item the sender does not hold, writing nothing", async () => {
    const w = await world();
    await w.combat.nextTurn();
    for (const [payload, from, reason] of [
      // Chief's turn now: Aiko's is over.
      [{ actor: w.aiko.id, itemId: itemId(w.aiko) }, PLAYER, /turn/i],
      [{ actor: w.chief.id, itemId: itemId(w.chief) }, PLAYER, /own/],
      [{ actor: w.aiko.id, itemId: "nothing000000000" }, PLAYER, /action/i],
      [{ actor: w.aiko.id }, PLAYER, /itemId/],
    ] as const) {
      writes.reset();
      const answer = await send(payload, from);
      expect(answer?.ok, JSON.stringify(payload)).toBe(false);
      expect(answer?.error).toMatch(reason);
      expect(writes.calls()).toBe(0);
    }
  });

  it("goes through the GM's client when the player uses it from the sheet in the fight", async () => {
    const w = await world();
    const { useDegreesItem } = await import("../../src/rulesets/degrees/roll/sheet-rolls");
    actAs(harness, "player");
    try {
      await useDegreesItem(w.aiko as never, itemId(w.aiko));
    } finally {
      actAs(harness, "gm");
    }
    expect(fighter(w.combat, w.aiko)).toMatchObject({ chakra: 16, actions: { standard: false } });
  });
});

describe("techniques limited a scene, used in a fight (M4)", () => {
  const GATE = { name: "Inner Gate", type: "dgTechnique", system: { action: "free", chakraCost: 2, range: { type: "personal", metres: 0 }, perScene: { times: 1, key: "gate", shared: true } } };
  const STEP = { name: "Shadow Step", type: "dgTechnique", system: { action: "movement", chakraCost: 1, range: { type: "personal", metres: 0 }, perScene: { times: 1, key: "step", shared: true } } };
  const TWIN = { ...STEP, name: "Shadow Twin", system: { ...STEP.system, action: "partial" } };
  const scene = () => harness.game.settings.get("shinobi", "dgScene") as { uses: Record<string, number> };
  const idOf = (actor: ActorDouble, name: string) => actor.items.find((i) => i.name === name)!.id;

  /** Requests sent together, each write slow on its way to the server, as two clicks reaching the GM at once. */
  async function together(payloads: object[]): Promise<(boolean | undefined)[]> {
    writes.latencyMs = 4;
    try {
      return (await Promise.all(payloads.map((p) => send(p)))).map((a) => a?.ok);
    } finally {
      writes.latencyMs = 0;
    }
  }

  it("counts two uses of one limit sent together one after the other: the second is refused, its action and chakra unspent", async () => {
    const w = await world();
    await w.aiko.createEmbeddedDocuments("Item", [STEP, TWIN] as never);
    expect(await together([{ actor: w.aiko.id, itemId: idOf(w.aiko, "Shadow Step") }, { actor: w.aiko.id, itemId: idOf(w.aiko, "Shadow Twin") }])).toEqual([true, false]);
    expect(scene().uses).toEqual({ [`${w.aiko.id}:step`]: 1 });
    expect(fighter(w.combat, w.aiko)).toMatchObject({ chakra: 18, actions: { movement: false, partial: true } });
  });

  it("keeps every count when two limited techniques are used together: neither store writes over the other's", async () => {
    const w = await world();
    await w.aiko.createEmbeddedDocuments("Item", [GATE, STEP] as never);
    expect(await together([{ actor: w.aiko.id, itemId: idOf(w.aiko, "Inner Gate") }, { actor: w.aiko.id, itemId: idOf(w.aiko, "Shadow Step") }])).toEqual([true, true]);
    expect(scene().uses).toEqual({ [`${w.aiko.id}:gate`]: 1, [`${w.aiko.id}:step`]: 1 });
  });
});
