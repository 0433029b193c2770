import { beforeEach, describe, expect, it } from "vitest";
import { fixedDice, seededDice } from "../../src/rules/dice";
import { actAs, bootSystem, diceBox, writes, type Harness } from "../harness";

// Harness-only checks of the IC combat document: fixed dice, write counts, users and queries.
let harness: Harness;
const STATS = { str: 30, dex: 40, agi: 30, res: 40, cha: 40 };
const PUNCH = { basic: "Basic Unarmed" };
/** A d20 face through the harness's uniform generator (the engine draws from Foundry's generator). */
const d20 = (face: number) => Math.round(((face - 0.5) / 20) * 1_000_000);

interface TestCombat {
  currentIc: number;
  combatants: { get(id: string): { initiative: number | null; system: { ap: number; tieOrder: number } } | undefined; contents: { id: string; name: string }[] };
  rollInitiative(ids: string[]): Promise<unknown>;
  declareAction(id: string, action: object, options?: object): Promise<{ nextIc: number }>;
  endIc(): Promise<number | null>;
}

async function fight(count: number, extra: (i: number) => object = () => ({})): Promise<{ combat: TestCombat; ids: string[]; actorIds: string[] }> {
  const actorIds: string[] = [];
  for (let i = 0; i < count; i++) {
    const actor = (await (Actor as unknown as { create(d: object): Promise<{ id: string }> }).create({
      name: `Ninja ${i}`,
      type: "character",
      ownership: { default: 0, player0000000000: i === 0 ? 3 : 0 },
      system: { stats: STATS, vitality: { value: 500, max: 500 }, hp: { value: 150, max: 150 } },
      ...extra(i),
    })) as { id: string };
    actorIds.push(actor.id);
  }
  const combat = (await (Combat as unknown as { create(d: object): Promise<TestCombat> }).create({
    type: "ic",
    combatants: actorIds.map((actorId, i) => ({ type: "ic", actorId, name: `Ninja ${i}`, initiative: null })),
  })) as TestCombat;
  return { combat, ids: combat.combatants.contents.map((c) => c.id), actorIds };
}

beforeEach(async () => {
  harness = await bootSystem();
});

/** Puts combatants on given ICs (and optionally moves the count), as a GM correcting the timeline would. */
async function place(combat: TestCombat, ics: Record<string, number>, currentIc?: number): Promise<void> {
  const doc = combat as unknown as { updateEmbeddedDocuments(n: string, u: object[]): Promise<unknown>; update(d: object): Promise<unknown> };
  const updates = Object.entries(ics).map(([_id, initiative]) => ({ _id, initiative }));
  if (updates.length) await doc.updateEmbeddedDocuments("Combatant", updates);
  if (currentIc !== undefined) await doc.update({ round: currentIc, "system.currentIc": currentIc });
}

describe("initiative", () => {
  it("places the first rolls at highest − own, in one write", async () => {
    const { combat, ids } = await fight(3);
    // 1d20 + AGI 30/10: rolls of 3, 13 and 9 make 6, 16 and 12.
    diceBox.source = fixedDice([d20(3), d20(13), d20(9)]);
    writes.reset();
    await combat.rollInitiative(ids);
    expect(ids.map((id) => combat.combatants.get(id)?.initiative)).toEqual([10, 0, 4]);
    // One write places everyone; one message carries the three rolls.
    expect(writes.entries.map((w) => `${w.documentName}:${w.action}`)).toEqual(["Combatant:update", "ChatMessage:create"]);
    // The best roll sorts first among equals.
    expect(combat.combatants.get(ids[1]!)?.system.tieOrder).toBe(0);
  });

  it("rolls through the fight when core's own Combatant#rollInitiative is called (a macro's, a module's), not the world's bare formula", async () => {
    const { combat, ids } = await fight(3);
    diceBox.source = fixedDice([d20(3), d20(13), d20(9)]);
    await combat.rollInitiative([ids[0]!, ids[1]!]);
    // The third one rolls through its own combatant: a 9 + AGI 30/10 = 12 lands it as a joiner would on the current IC, not at 12.
    const combatant = (combat.combatants as unknown as { get(id: string): { rollInitiative(): Promise<unknown> } }).get(ids[2]!);
    writes.reset();
    await combatant?.rollInitiative();
    expect(combat.combatants.get(ids[2]!)?.initiative).toBe(combat.currentIc);
    expect(writes.entries.map((w) => `${w.documentName}:${w.action}`)).toEqual(["Combatant:update", "ChatMessage:create"]);
  });

  it("puts a lone joiner on the current IC and spreads several joiners by their rolls", async () => {
    const { combat, ids } = await fight(5);
    diceBox.source = fixedDice([d20(10), d20(10)]);
    await combat.rollInitiative(ids.slice(0, 2));
    await place(combat, {}, 30);
    diceBox.source = fixedDice([d20(4)]);
    await combat.rollInitiative([ids[2]!]);
    expect(combat.combatants.get(ids[2]!)?.initiative).toBe(30);
    diceBox.source = fixedDice([d20(15), d20(8)]);
    await combat.rollInitiative([ids[3]!, ids[4]!]);
    expect([combat.combatants.get(ids[3]!)?.initiative, combat.combatants.get(ids[4]!)?.initiative]).toEqual([30, 37]);
  });
});

describe("the clock on documents", () => {
  it("ticks a 5-IC Bleed three times across a jump from IC 3 to IC 17", async () => {
    const { combat, ids, actorIds } = await fight(2, (i) => (i === 1 ? { effects: [{ name: "Bleed", type: "status", system: { kind: "bleed", severity: 4, source: "kunai", appliedIc: 0, duration: null } }] } : {}));
    await place(combat, { [ids[0]!]: 17, [ids[1]!]: 17 });
    await place(combat, {}, 3);
    expect(await combat.endIc()).toBe(17);
    const bleeder = harness.game.actors.get(actorIds[1]!) as unknown as { system: { vitality: { value: number } } };
    expect(bleeder.system.vitality.value).toBe(500 - 3 * 8);
  });

  it("costs the same number of writes for 20 combatants as for 2", async () => {
    // IC 15 → 25 with Bleeds applied on IC 12: ticks on 17 and 22, AP on 20, no severity change.
    const costOf = async (count: number) => {
      harness = await bootSystem();
      const { combat, ids } = await fight(count, () => ({ effects: [{ name: "Bleed", type: "status", system: { kind: "bleed", severity: 2, source: "wire", appliedIc: 12, duration: null } }] }));
      await place(combat, Object.fromEntries(ids.map((id) => [id, 25])), 15);
      writes.reset();
      expect(await combat.endIc()).toBe(25);
      return writes.calls();
    };
    const two = await costOf(2);
    const twenty = await costOf(20);
    // One actor batch (bleed ticks), one combat update carrying the combatants (AP at 20), one summary message.
    expect(twenty).toBe(3);
    expect(two).toBe(twenty);
  });
});

describe("authority", () => {
  it("lets a player act for their own combatant on its IC, through the GM", async () => {
    const { combat, ids } = await fight(2);
    await place(combat, { [ids[0]!]: 0, [ids[1]!]: 0 });
    const { requestCombatAction } = await import("../../src/rulesets/ic/combat");
    actAs(harness, "player");
    diceBox.source = fixedDice([d20(15)]);
    const result = await requestCombatAction(combat as never, ids[0]!, PUNCH);
    expect(result.declared.actor.nextIc).toBe(8);
    expect(combat.combatants.get(ids[0]!)?.initiative).toBe(8);
  });

  it("refuses a player acting for a combatant they do not own, or out of turn", async () => {
    const { combat, ids } = await fight(2);
    await place(combat, { [ids[0]!]: 5, [ids[1]!]: 0 });
    const { requestCombatAction } = await import("../../src/rulesets/ic/combat");
    actAs(harness, "player");
    await expect(requestCombatAction(combat as never, ids[1]!, PUNCH)).rejects.toThrow(/only act for combatants you own/);
    await expect(requestCombatAction(combat as never, ids[0]!, PUNCH)).rejects.toThrow(/does not act on IC 0/);
    expect(combat.combatants.get(ids[0]!)?.initiative).toBe(5);
  });

  it("tells the player when no GM is online, and changes nothing", async () => {
    const { combat, ids } = await fight(1);
    await place(combat, { [ids[0]!]: 0 });
    const { requestCombatAction } = await import("../../src/rulesets/ic/combat");
    actAs(harness, "player");
    harness.game.users.get("gm00000000000000")!.active = false;
    writes.reset();
    await expect(requestCombatAction(combat as never, ids[0]!, PUNCH)).rejects.toThrow(/No GM is online/);
    expect(writes.calls()).toBe(0);
  });

  it("keeps the timeline for the GM's client alone", async () => {
    const { combat, ids } = await fight(1);
    actAs(harness, "player");
    await expect(combat.endIc()).rejects.toThrow(/Only the GM/);
    await expect(combat.rollInitiative(ids)).rejects.toThrow(/Only the GM/);
  });
});

describe("undo", () => {
  it("takes back everything an IC step did: the hit's damage, its wound, its status, the fall, and the queue", async () => {
    const { combat, ids, actorIds } = await fight(2);
    await place(combat, { [ids[0]!]: 0, [ids[1]!]: 6 });
    const victim = harness.game.actors.get(actorIds[1]!) as unknown as { system: { vitality: { value: number }; hp: { value: number } }; items: { contents: { type: string }[] }; effects: { contents: { statuses?: Set<string>; _source: { statuses?: string[] } }[] } };
    const hit = {
      attackerId: actorIds[0], defenderId: actorIds[1], action: "Falling Heel", accuracy: 10, defense: "none", defenseRefused: null, defenseRoll: null,
      result: { outcome: "hit", failedBy: 0, damageFraction: 1 }, defenderDelay: 0, damageRolled: 700, damageFormula: "", damage: 700,
      mitigation: [], knockback: 0, statuses: [{ kind: "bleed", severity: 3, duration: 0, roll: "none", tn: 0 }], damageType: "blunt", calledShot: null, multiThrow: false, blocked: false,
    };
    const doc = combat as unknown as { queueOutcomes(...o: object[]): Promise<void>; undoIc(): Promise<boolean>; system: { queued: unknown[] } };
    await doc.queueOutcomes(hit);
    diceBox.source = fixedDice([d20(1), d20(1), d20(1), d20(1)], seededDice(5));
    await combat.endIc();
    // 700 empties 500 Vitality and takes 200 of 150 HP: wounds, a Bleed, and a fall.
    expect(victim.system.hp.value).toBeLessThanOrEqual(0);
    expect(victim.items.contents.filter((i) => i.type === "wound").length).toBeGreaterThan(0);
    expect(victim.effects.contents.length).toBeGreaterThan(0);
    expect(await doc.undoIc()).toBe(true);
    expect([victim.system.vitality.value, victim.system.hp.value]).toEqual([500, 150]);
    expect(victim.items.contents.filter((i) => i.type === "wound")).toEqual([]);
    expect(victim.effects.contents).toEqual([]);
    expect(combat.currentIc).toBe(0);
    expect(doc.system.queued).toEqual([expect.objectContaining({ defenderId: actorIds[1], damage: 700 })]);
  });

  it("loses nothing and lands nothing twice when the actors' write fails after the combat's: Undo puts the hits back in the queue", async () => {
    const { combat, ids, actorIds } = await fight(2);
    await place(combat, { [ids[0]!]: 0, [ids[1]!]: 6 });
    const victim = harness.game.actors.get(actorIds[1]!) as unknown as { system: { vitality: { value: number } } };
    const hit = {
      attackerId: actorIds[0], defenderId: actorIds[1], action: "Basic Unarmed", accuracy: 10, defense: "none", defenseRefused: null, defenseRoll: null,
      result: { outcome: "hit", failedBy: 0, damageFraction: 1 }, defenderDelay: 0, damageRolled: 40, damageFormula: "", damage: 40,
      mitigation: [], knockback: 0, statuses: [], damageType: "blunt", calledShot: null, multiThrow: false, blocked: false,
    };
    const doc = combat as unknown as { queueOutcomes(...o: object[]): Promise<void>; undoIc(): Promise<boolean>; system: { queued: unknown[] } };
    await doc.queueOutcomes(hit);
    // The actors' batch fails once (the server refused it): the combat was written first.
    const ActorClass = Actor as unknown as { updateDocuments(u: object[], o?: object): Promise<unknown> };
    const batch = ActorClass.updateDocuments.bind(ActorClass);
    let failures = 1;
    ActorClass.updateDocuments = (u, o) => (failures-- > 0 ? Promise.reject(new Error("the server refused the batch")) : batch(u, o));
    try {
      await expect(combat.endIc()).rejects.toThrow(/refused the batch/);
    } finally {
      ActorClass.updateDocuments = batch;
    }
    // Nothing landed, and nothing waits to land twice: ending the IC again would not repeat the hit.
    expect(victim.system.vitality.value).toBe(500);
    expect(doc.system.queued).toEqual([]);
    // Undo brings the step's snapshot back, the hit waiting in the queue; ending the IC lands it once.
    expect(await doc.undoIc()).toBe(true);
    expect(doc.system.queued).toEqual([expect.objectContaining({ defenderId: actorIds[1], damage: 40 })]);
    await combat.endIc();
    expect(victim.system.vitality.value).toBe(460);
  });
});
