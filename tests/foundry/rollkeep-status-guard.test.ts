import { beforeEach, describe, expect, it } from "vitest";
import { actAs, asPlayer, writes, type ActorDouble, type Harness } from "../harness";
import { rkFight, rollkeepWorld, samurai, sendAs } from "./rollkeep-combat-helpers";
import { arrives, shown } from "../fixtures/status-writes";
import { gmQueue } from "../../src/authority/gm-queue";

/**
 * A roll-and-keep condition is an effect whose statuses name one of the port's (state.ts reads
 * them; a Fasting or Fatigued one's days from `flags.shinobi.days`, a timer from its rounds). In a
 * begun roll-and-keep fight holding the actor, only the GM's client writes one: a player cannot
 * shake off Dazed or Stunned (and their recovery, CO2, CO3) by deleting or disabling the effect, nor
 * change its days; a raw write is put back by the GM's client; the GM's paths go on.
 */
const GM = "gm00000000000000";
const PLAYER = "player0000000000";
let harness: Harness;
beforeEach(async () => {
  harness = await rollkeepWorld();
});

interface Effect {
  id: string;
  name: string;
  statuses: Set<string>;
  flags: { shinobi?: { days?: number } };
  update(changes: object): Promise<unknown>;
  updateSource(changes: object): unknown;
  toObject(): Record<string, unknown>;
}
type Toggling = ActorDouble & { toggleStatusEffect(id: string, options?: { active?: boolean }): Promise<unknown> };
const effectsOf = (actor: ActorDouble) => actor.effects.contents as unknown as Effect[];
const held = (actor: ActorDouble) => effectsOf(actor).flatMap((e) => [...e.statuses]).sort();
const errors = () => shown().filter((n) => n.level === "error");
const writeLog = () => writes.entries.map((w) => `${w.documentName}:${w.action}`);
const DAZED = { name: "Dazed", statuses: ["dazed"] };
const FATIGUED = { name: "Fatigued", statuses: ["fatigued"], flags: { shinobi: { days: 3 } } };

/** Hana (the player's), Dazed and Fatigued for 3 days, in a roll-and-keep fight begun (or not). */
async function fighter(begun = true): Promise<{ hana: Toggling; dazed: Effect; fatigued: Effect }> {
  const { combat, actors } = await rkFight(harness, [samurai("Hana", {}, { ownership: { default: 0, [PLAYER]: 3 }, effects: [DAZED, FATIGUED] }), samurai("Foe")], [20, 10]);
  if (begun) await combat.startCombat();
  const hana = actors[0] as Toggling;
  return { hana, dazed: effectsOf(hana).find((e) => e.statuses.has("dazed"))!, fatigued: effectsOf(hana).find((e) => e.statuses.has("fatigued"))! };
}

describe("a player's own write of a roll-and-keep condition in a fight under way", () => {
  it("is refused on their client before it is sent, naming the condition and the field", async () => {
    const { hana, dazed, fatigued } = await fighter();
    writes.reset();
    await asPlayer(harness, () => hana.deleteEmbeddedDocuments("ActiveEffect", [dazed.id]));
    // Taking one off is the GM's alone: the HUD would not ask for it.
    expect(shown().at(-1)).toEqual({ level: "error", message: "Hana is in a fight under way, where only the GM's client puts a status (Dazed) on or takes one off: ask the GM." });
    await asPlayer(harness, () => dazed.update({ disabled: true }));
    expect(shown().at(-1)?.message).toBe("Hana is in a fight under way: a player cannot change the disabled of its status (Dazed), which only the GM's client writes there. Ask the GM.");
    await asPlayer(harness, () => fatigued.update({ "flags.shinobi.days": 1 }));
    expect(shown().at(-1)?.message).toMatch(/cannot change the flags\.shinobi of its status \(Fatigued \/ Exhaustion\)/);
    await asPlayer(harness, () => dazed.update({ "duration.rounds": 1 }));
    expect(shown().at(-1)?.message).toMatch(/cannot change the duration of its status \(Dazed\)/);
    await asPlayer(harness, () => hana.createEmbeddedDocuments("ActiveEffect", [{ name: "Dizzy", statuses: ["stunned"] }] as never));
    // Putting one on: the token HUD asks the GM for it.
    expect(shown().at(-1)?.message).toBe("Hana is in a fight under way, where only the GM's client puts a status (Stunned) on or takes one off. Use the token HUD, which asks the GM, or ask the GM.");
    expect(writes.calls()).toBe(0);
    expect(errors()).toHaveLength(5);
    expect(held(hana)).toEqual(["dazed", "fatigued"]);
    expect(fatigued.flags.shinobi?.days).toBe(3);
  });

  it("goes ahead outside a fight under way, for a cosmetic effect, and for the GM", async () => {
    const { hana, dazed } = await fighter(false);
    await asPlayer(harness, () => hana.deleteEmbeddedDocuments("ActiveEffect", [dazed.id]));
    expect(held(hana)).toEqual(["fatigued"]);
    const begun = await fighter();
    await asPlayer(harness, () => begun.hana.createEmbeddedDocuments("ActiveEffect", [{ name: "Dazed", statuses: ["glowing"] }] as never));
    await begun.fatigued.update({ "flags.shinobi.days": 2 });
    expect(begun.fatigued.flags.shinobi?.days).toBe(2);
    expect(errors()).toEqual([]);
  });

  it("leaves the GM's client to put a player's asked-for condition on, from a request or the token HUD", async () => {
    const { hana } = await fighter();
    const answer = await sendAs(harness, PLAYER, "rkApplyCondition", { actor: hana.id, condition: "prone" });
    expect(answer?.ok, answer?.error).toBe(true);
    await asPlayer(harness, () => hana.toggleStatusEffect("entangled"));
    await gmQueue.run(async () => undefined);
    expect(held(hana)).toEqual(["dazed", "entangled", "fatigued", "prone"]);
    expect(errors()).toEqual([]);
    expect(shown().filter((n) => n.level === "warn")).toEqual([]);
  });

  it("sends Dead from the token HUD to no one: the wounds set it, so the player is told to ask the GM", async () => {
    const { hana } = await fighter();
    writes.reset();
    await asPlayer(harness, () => hana.toggleStatusEffect("dead"));
    await gmQueue.run(async () => undefined);
    expect(writes.calls()).toBe(0);
    expect(held(hana)).toEqual(["dazed", "fatigued"]);
    expect(errors().map((n) => n.message)).toEqual(["Hana is in a fight under way, where only the GM's client puts a status (Dead) on or takes one off: ask the GM."]);
  });
});

describe("a player's raw write of a roll-and-keep condition in a fight under way, on the GM's client", () => {
  it("takes a condition a player made off again, naming the player and the condition", async () => {
    const { hana } = await fighter();
    const [made] = (await hana.createEmbeddedDocuments("ActiveEffect", [{ name: "Whatever", statuses: ["stunned"] }] as never)) as unknown as Effect[];
    writes.reset();
    await arrives("createActiveEffect", made!, PLAYER);
    expect(held(hana)).toEqual(["dazed", "fatigued"]);
    expect(writeLog()).toEqual(["ActiveEffect:delete"]);
    expect(shown().at(-1)).toEqual({ level: "warn", message: "Player put a status (Stunned) on Hana during a fight under way; only the GM's client does that, so it was taken off." });
  });

  it("puts changed days and a disabled condition back, in one write", async () => {
    const { fatigued } = await fighter();
    fatigued.updateSource({ flags: { shinobi: { days: 1 } }, disabled: true });
    writes.reset();
    await arrives("updateActiveEffect", fatigued, PLAYER, { flags: { shinobi: { days: 1 } }, disabled: true });
    expect([fatigued.flags.shinobi?.days, fatigued.toObject().disabled ?? false]).toEqual([3, false]);
    expect(writes.calls()).toBe(1);
    expect(shown().at(-1)?.message).toBe("Player changed the flags.shinobi, disabled of Hana's status (Fatigued / Exhaustion) during a fight under way; only the GM's client writes those, so they were put back.");
  });

  it("makes a deleted condition again with its id, and leaves a GM's deletion alone", async () => {
    const { hana, dazed, fatigued } = await fighter();
    await hana.deleteEmbeddedDocuments("ActiveEffect", [dazed.id]);
    writes.reset();
    await arrives("deleteActiveEffect", dazed, PLAYER);
    expect(effectsOf(hana).map((e) => e.id)).toContain(dazed.id);
    expect(writeLog()).toEqual(["ActiveEffect:create"]);
    expect(shown().at(-1)?.message).toBe("Player took a status (Dazed) off Hana during a fight under way; only the GM's client does that, so it was put back.");
    await hana.deleteEmbeddedDocuments("ActiveEffect", [fatigued.id]);
    writes.reset();
    await arrives("deleteActiveEffect", fatigued, GM);
    expect(writes.calls()).toBe(0);
    expect(held(hana)).toEqual(["dazed"]);
  });

  it("is left to the GM client that keeps the fights: a player's own client puts nothing back", async () => {
    const { dazed } = await fighter();
    actAs(harness, "player");
    dazed.updateSource({ disabled: true });
    await arrives("updateActiveEffect", dazed, PLAYER, { disabled: true });
    expect(dazed.toObject().disabled).toBe(true);
  });
});
