import { beforeEach, describe, expect, it } from "vitest";
import { actAs, asPlayer, bootSystem, writes, type ActorDouble, type Harness } from "../harness";
import { INO_SOURCE } from "../fixtures/actors";
import { arrives, shown } from "../fixtures/status-writes";

/**
 * Core lets an actor's owner create, change and delete its embedded effects. An IC status effect of
 * an actor in a fight under way is the GM's client's alone: a player's own client refuses the write
 * naming the status (and the field, for a change), and if a raw write is sent anyway the GM's
 * client that keeps the fights puts it back and names the player. Effects holding no rules status
 * are the player's own, whatever they are called.
 */
const GM = "gm00000000000000";
const PLAYER = "player0000000000";
let harness: Harness;

beforeEach(async () => {
  harness = await bootSystem();
});

interface Effect {
  id: string;
  name: string;
  type: string;
  statuses: Set<string>;
  system: { severity?: number; kind?: string };
  update(changes: object): Promise<unknown>;
  updateSource(changes: object): unknown;
  toObject(): Record<string, unknown>;
}
type Fighter = ActorDouble & { id: string };
const effectsOf = (actor: ActorDouble) => actor.effects.contents as unknown as Effect[];
const BLEED = { name: "Bleed", img: "icons/svg/blood.svg", type: "status", statuses: ["bleed"], system: { kind: "bleed", severity: 3, source: "GM", appliedIc: 4, duration: null } };
const COSMETIC = { name: "Bleed", img: "icons/svg/aura.svg", statuses: [] };

/** Sakura (the player's) with a Bleed the GM put on, in a fight begun at IC 10 (or not begun, with `round` 0). */
async function fighter(round = 1): Promise<{ actor: Fighter; bleed: Effect }> {
  const actor = (await (Actor as unknown as { create(d: object): Promise<Fighter> }).create({ ...INO_SOURCE, name: "Sakura", ownership: { default: 0, [PLAYER]: 3 } }))!;
  await actor.createEmbeddedDocuments("ActiveEffect", [BLEED]);
  await (Combat as unknown as { create(d: object): Promise<unknown> }).create({ type: "ic", round, system: { currentIc: 10 }, combatants: [{ type: "ic", actorId: actor.id, name: "Sakura", initiative: 14 }] });
  return { actor, bleed: effectsOf(actor)[0]! };
}

describe("a player's own write of a status effect in a fight under way", () => {
  it("is refused on their client before it is sent, naming the status, and the field of a change", async () => {
    const { actor, bleed } = await fighter();
    writes.reset();
    await asPlayer(harness, () => actor.createEmbeddedDocuments("ActiveEffect", [{ ...BLEED, name: "Poison", statuses: ["poison"], system: { ...BLEED.system, kind: "poison" } }]));
    expect(shown().at(-1)).toEqual({ level: "error", message: "Sakura is in a fight under way, where only the GM's client puts a status (Poison) on or takes one off. Use the token HUD, which asks the GM, or ask the GM." });
    await asPlayer(harness, () => bleed.update({ "system.severity": 1 }));
    expect(shown().at(-1)?.message).toBe("Sakura is in a fight under way: a player cannot change the system of its status (Bleed), which only the GM's client writes there. Ask the GM.");
    await asPlayer(harness, () => bleed.update({ disabled: true }));
    expect(shown().at(-1)?.message).toMatch(/cannot change the disabled of its status/);
    await asPlayer(harness, () => actor.deleteEmbeddedDocuments("ActiveEffect", [bleed.id]));
    expect(writes.calls()).toBe(0);
    expect(effectsOf(actor).map((e) => [e.id, e.system.severity])).toEqual([[bleed.id, 3]]);
    expect(shown().filter((n) => n.level === "error")).toHaveLength(4);
  });

  it("refuses making a player's own effect into a rules status (by its status ids), and leaves cosmetic effects and names alone", async () => {
    const { actor, bleed } = await fighter();
    writes.reset();
    // A cosmetic effect is no status, even named after one.
    const [own] = (await asPlayer(harness, () => actor.createEmbeddedDocuments("ActiveEffect", [COSMETIC]))) as unknown as Effect[];
    expect(own?.name).toBe("Bleed");
    await asPlayer(harness, () => own!.update({ img: "icons/svg/light.svg", statuses: ["glowing"] }));
    await asPlayer(harness, () => own!.update({ statuses: ["unconscious"] }));
    expect(shown().at(-1)?.message).toMatch(/cannot change the statuses of its status/);
    // The status's name and icon are for show.
    await asPlayer(harness, () => bleed.update({ name: "Nosebleed" }));
    await asPlayer(harness, () => actor.deleteEmbeddedDocuments("ActiveEffect", [own!.id]));
    expect(writes.entries.map((w) => `${w.documentName}:${w.action}`)).toEqual(["ActiveEffect:create", "ActiveEffect:update", "ActiveEffect:update", "ActiveEffect:delete"]);
    expect(effectsOf(actor).map((e) => e.name)).toEqual(["Nosebleed"]);
  });

  it("goes ahead outside a fight under way, and for the GM", async () => {
    const { actor, bleed } = await fighter(0);
    await asPlayer(harness, () => bleed.update({ "system.severity": 1 }));
    expect(bleed.system.severity).toBe(1);
    const begun = await fighter();
    await begun.bleed.update({ "system.severity": 5 });
    expect(begun.bleed.system.severity).toBe(5);
    await asPlayer(harness, () => actor.deleteEmbeddedDocuments("ActiveEffect", [bleed.id]));
    expect(effectsOf(actor)).toEqual([]);
    expect(shown().filter((n) => n.level === "error")).toEqual([]);
  });
});

describe("a player's raw write of a status effect in a fight under way, on the GM's client", () => {
  it("takes a status a player made off again, and names the player", async () => {
    const { actor } = await fighter();
    const [made] = (await actor.createEmbeddedDocuments("ActiveEffect", [{ ...BLEED, name: "Poison", statuses: ["poison"], system: { ...BLEED.system, kind: "poison" } }])) as unknown as Effect[];
    writes.reset();
    await arrives("createActiveEffect", made!, PLAYER);
    expect(effectsOf(actor).map((e) => e.system.kind)).toEqual(["bleed"]);
    expect(writes.entries.map((w) => `${w.documentName}:${w.action}`)).toEqual(["ActiveEffect:delete"]);
    expect(shown().at(-1)).toEqual({ level: "warn", message: "Player put a status (Poison) on Sakura during a fight under way; only the GM's client does that, so it was taken off." });
  });

  it("puts a changed status back as the GM's client last wrote or saw it, in one write", async () => {
    const { bleed } = await fighter();
    // The GM's own change is kept, and is what a player's is put back to.
    bleed.updateSource({ system: { severity: 6 } });
    await arrives("updateActiveEffect", bleed, GM, { system: { severity: 6 } });
    bleed.updateSource({ system: { severity: 1 }, disabled: true });
    writes.reset();
    await arrives("updateActiveEffect", bleed, PLAYER, { system: { severity: 1 }, disabled: true });
    expect([bleed.system.severity, bleed.toObject().disabled ?? false]).toEqual([6, false]);
    expect(writes.calls()).toBe(1);
    expect(shown().at(-1)?.message).toBe("Player changed the system, disabled of Sakura's status (Bleed) during a fight under way; only the GM's client writes those, so they were put back.");
  });

  it("makes a deleted status again with its id, and leaves a cosmetic effect's writes and a GM's alone", async () => {
    const { actor, bleed } = await fighter();
    const id = bleed.id;
    await actor.deleteEmbeddedDocuments("ActiveEffect", [id]);
    writes.reset();
    await arrives("deleteActiveEffect", bleed, PLAYER);
    expect(effectsOf(actor).map((e) => [e.id, e.system.kind, e.system.severity])).toEqual([[id, "bleed", 3]]);
    expect(writes.entries.map((w) => `${w.documentName}:${w.action}`)).toEqual(["ActiveEffect:create"]);
    expect(shown().at(-1)?.message).toBe("Player took a status (Bleed) off Sakura during a fight under way; only the GM's client does that, so it was put back.");
    const [own] = (await actor.createEmbeddedDocuments("ActiveEffect", [COSMETIC])) as unknown as Effect[];
    writes.reset();
    await arrives("createActiveEffect", own!, PLAYER);
    await arrives("deleteActiveEffect", effectsOf(actor)[0]!, GM);
    expect(writes.calls()).toBe(0);
  });

  it("is left to the GM client that keeps the fights: a player's own client puts nothing back", async () => {
    const { bleed } = await fighter();
    actAs(harness, "player");
    bleed.updateSource({ system: { severity: 1 } });
    await arrives("updateActiveEffect", bleed, PLAYER, { system: { severity: 1 } });
    expect(bleed.system.severity).toBe(1);
  });
});
