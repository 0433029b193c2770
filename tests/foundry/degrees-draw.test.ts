import { beforeEach, describe, expect, it } from "vitest";
import type { ActorDouble } from "../harness";
import { writes, type Harness } from "../harness";
import type { DgCombat } from "../../src/rulesets/degrees/combat";
import type * as DrawChoice from "../../src/rulesets/degrees/roll/draw-choice";
import type * as DrawDialog from "../../src/rulesets/degrees/roll/draw-dialog";
import { bootDegreesFight, combatantIdOf, dgActor, dgFight } from "./degrees-combat-helpers";

/**
 * The maneuvers pack's Draw used in a fight (M70, E14): the request says what it readies, the GM's
 * client declares the port's Draw through the fight, and the cost follows (two weapons take two
 * partial actions, one with Ambidexterity read from the sheet). A forged `readying` is refused
 * naming the field, and writes nothing.
 */
const GM = "gm00000000000000";
const PLAYER = "player0000000000";
let harness: Harness;
let drawChoice: typeof DrawChoice;
let drawDialog: typeof DrawDialog;
let count = 0;

const DRAW = { name: "Draw a Weapon or Object", type: "dgTechnique", flags: { shinobi: { ruleset: "degrees", maneuver: "drawWeapon" } }, system: { action: "partial", range: { type: "personal", metres: 0 } } };
const HEALING = { name: "Healing Palm", type: "dgTechnique", system: { action: "standard", chakraCost: 3, damage: { source: "none", base: 0, fixed: 0 }, range: { type: "touch", metres: 1 } } };
const trail = () => writes.entries.map((w) => `${w.documentName}:${w.action}`);

beforeEach(async () => {
  harness = await bootDegreesFight();
  drawChoice = await import("../../src/rulesets/degrees/roll/draw-choice");
  drawDialog = await import("../../src/rulesets/degrees/roll/draw-dialog");
});

/** Aiko (the player's, with the Draw) acting now, Chief after her. */
async function world(ambidexterity = false): Promise<{ combat: DgCombat; aiko: ActorDouble }> {
  const aiko = await dgActor({ name: "Aiko", owner: PLAYER, system: { feats: { quickDraw: false, twoWeaponFighting: false, ambidexterity } } });
  const chief = await dgActor({ name: "Chief", type: "dgNpc" });
  await aiko.createEmbeddedDocuments("Item", [DRAW, HEALING] as never);
  const combat = await dgFight([aiko, chief], (i) => ({ initiative: [12, 8][i] }));
  await combat.startCombat();
  (harness.game as unknown as { combat: unknown }).combat = combat;
  return { combat, aiko };
}

const itemId = (actor: ActorDouble, name = DRAW.name) => actor.items.find((i) => i.name === name)!.id;
const actionsOf = (combat: DgCombat, actor: ActorDouble) => combat.fighterOf(combat.combatants.get(combatantIdOf(combat, actor))!)!.state.actions;

async function send(payload: unknown): Promise<{ ok: boolean; error?: string } | undefined> {
  const id = `dgdraw${(count += 1)}`;
  await harness.game.socket.sendAs(PLAYER, "system.shinobi", { type: "request", id, gm: GM, name: "dgUse", payload });
  return harness.game.socket.answersTo(PLAYER).find((a) => a.id === id);
}

describe("the Draw in a fight (M70)", () => {
  it("takes one partial action for one weapon, as before", async () => {
    const w = await world();
    writes.reset();
    const answer = await send({ actor: w.aiko.id, itemId: itemId(w.aiko) });
    expect(answer?.ok, answer?.error).toBe(true);
    expect(trail()).toEqual(["Combatant:update", "ChatMessage:create"]);
    expect(actionsOf(w.combat, w.aiko)).toMatchObject({ partial: false, movement: true, standard: true });
  });

  it("takes two for two weapons without Ambidexterity, one with it, read from the sheet", async () => {
    const w = await world();
    expect((await send({ actor: w.aiko.id, itemId: itemId(w.aiko), readying: { kind: "weapon", count: 2 } }))?.ok).toBe(true);
    expect(actionsOf(w.combat, w.aiko)).toMatchObject({ partial: false, movement: false, standard: true });
    const ambidextrous = await world(true);
    expect((await send({ actor: ambidextrous.aiko.id, itemId: itemId(ambidextrous.aiko), readying: { kind: "weapon", count: 2 } }))?.ok).toBe(true);
    expect(actionsOf(ambidextrous.combat, ambidextrous.aiko)).toMatchObject({ partial: false, movement: true, standard: true });
  });

  it("readies ammunition free with its weapon drawn this turn, and refuses more thrown weapons than two hands hold", async () => {
    const w = await world();
    expect((await send({ actor: w.aiko.id, itemId: itemId(w.aiko), readying: { kind: "ammunition", weaponDrawnThisTurn: true } }))?.ok).toBe(true);
    expect(actionsOf(w.combat, w.aiko)).toMatchObject({ partial: true, movement: true, standard: true });
    writes.reset();
    const answer = await send({ actor: w.aiko.id, itemId: itemId(w.aiko), readying: { kind: "thrown", count: 7 } });
    expect(answer?.ok).toBe(false);
    expect(answer?.error).toMatch(/Two hands hold 6 thrown weapons, not 7/);
    expect(writes.calls()).toBe(0);
  });

  it("picks up a weapon a Disarm knocked away for a partial action, arming the character again in the same writes (M82)", async () => {
    const w = await world();
    await w.aiko.update({ system: { disarmed: true } });
    writes.reset();
    const answer = await send({ actor: w.aiko.id, itemId: itemId(w.aiko), readying: { kind: "disarmed" } });
    expect(answer?.ok, answer?.error).toBe(true);
    expect(trail()).toEqual(["Combatant:update", "Actor:update", "ChatMessage:create"]);
    expect((w.aiko.system as { disarmed: boolean }).disarmed).toBe(false);
    expect(actionsOf(w.combat, w.aiko)).toMatchObject({ partial: false, movement: true, standard: true });
    // Nothing left on the ground: nothing to pick up, and nothing written.
    writes.reset();
    const again = await send({ actor: w.aiko.id, itemId: itemId(w.aiko), readying: { kind: "disarmed" } });
    expect(again?.error).toMatch(/Nothing of this character's was knocked away to pick up/);
    expect(writes.calls()).toBe(0);
  });

  it.each([
    ["a count past two weapons", { kind: "weapon", count: 3 }, DRAW.name, /readying\.count is not valid/],
    ["a kind of its own", { kind: "sword" }, DRAW.name, /readying\.kind is not valid/],
    ["ammunition with no flag", { kind: "ammunition", weaponDrawnThisTurn: "yes" }, DRAW.name, /readying\.weaponDrawnThisTurn is not valid/],
    ["a readying for an item that is no Draw", { kind: "weapon", count: 1 }, HEALING.name, /readying is not valid/],
  ])("refuses %s, naming the field, writing nothing", async (_what, readying, item, reason) => {
    const w = await world();
    writes.reset();
    const answer = await send({ actor: w.aiko.id, itemId: itemId(w.aiko, item), readying });
    expect(answer?.ok).toBe(false);
    expect(answer?.error).toMatch(reason);
    expect(writes.calls()).toBe(0);
  });
});

describe("the Draw dialog", () => {
  it("reads each choice into what the port readies, checked as a request", () => {
    expect(drawChoice.readyingFromForm({ readying: "weapon", count: 3 })).toEqual({ kind: "weapon", count: 1 });
    expect(drawChoice.readyingFromForm({ readying: "twoWeapons" })).toEqual({ kind: "weapon", count: 2 });
    expect(drawChoice.readyingFromForm({ readying: "thrown", count: 6 })).toEqual({ kind: "thrown", count: 6 });
    expect(drawChoice.readyingFromForm({ readying: "ammunitionWithWeapon" })).toEqual({ kind: "ammunition", weaponDrawnThisTurn: true });
    expect(drawChoice.readyingFromForm({ readying: "handOver" })).toEqual({ kind: "handOver" });
    expect(() => drawChoice.readyingFromForm({ readying: "thrown", count: 0 })).toThrow("readying.count is not valid");
  });

  it("renders every choice worded in the world's language", async () => {
    const app = new drawDialog.DrawDialog();
    await app.render({ force: true } as never);
    const html = Object.values((app as unknown as { parts: Record<string, string> }).parts).join("");
    for (const r of drawChoice.READYINGS) expect(html).toContain(`value="${r}"`);
    expect(html).toContain('name="count"');
    expect(html).not.toMatch(/SHINOBI\./);
  });
});
