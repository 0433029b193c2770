import { beforeEach, describe, expect, it } from "vitest";
import { bootSystem, writes, type Harness } from "../harness";
import { crowdFight } from "../fixtures/crowd";

// What ending an IC costs with a crowd: round trips (the harness counts every write) and the summary's size.
let harness: Harness;
beforeEach(async () => {
  harness = await bootSystem();
});

interface EffectDoc {
  id: string;
  system: { kind: string; severity: number };
}
interface ActorDoc {
  system: { vitality: { value: number } };
  effects: { contents: EffectDoc[] };
}

const actor = (id: string) => harness.game.actors.get(id) as unknown as ActorDoc;
const severities = (id: string) => Object.fromEntries(actor(id).effects.contents.map((e) => [e.system.kind, e.system.severity]));
const log = () => writes.entries.map((w) => `${w.documentName}:${w.action}:${w.count}`);
const lastMessage = () => harness.game.messages.contents.at(-1) as unknown as { content: string };
const bytes = (text: string) => new TextEncoder().encode(text).length;

describe("End IC with 200 combatants under five ticking statuses", () => {
  it("writes one actor batch, one combat update carrying the combatants, and one message when statuses only weaken", async () => {
    const { combat, actorIds } = await crowdFight(200);
    writes.reset();
    expect(await combat.endIc()).toBe(20);
    // The weakened severities ride in the actor batch; the AP granted on IC 20 rides in the combat's update.
    expect(log()).toEqual(["Combat:update:1", "Actor:update:200", "ChatMessage:create:1"]);
    expect(severities(actorIds[199]!)).toEqual({ bleed: 1, poison: 3, ignite: 1, immobility: 2, suffocation: 1 });
    expect((combat as unknown as { combatants: { contents: { system: { ap: number } }[] } }).combatants.contents.map((c) => c.system.ap)).toEqual(Array(200).fill(5));
  });

  it("adds one effect write per actor when a status ends beside the weakened ones", async () => {
    const { combat, actorIds } = await crowdFight(200, { expiring: true });
    writes.reset();
    await combat.endIc();
    const effectWrites = writes.entries.filter((w) => w.documentName === "ActiveEffect");
    // Each actor's ended Poison is one deletion; the other four statuses' new severities went with the actor batch.
    expect(effectWrites).toHaveLength(200);
    expect(effectWrites.every((w) => w.action === "delete" && w.count === 1)).toBe(true);
    expect(writes.calls()).toBe(203);
    expect(severities(actorIds[0]!)).toEqual({ bleed: 1, ignite: 1, immobility: 2, suffocation: 1 });
  });

  it("posts a summary under 4 KB that names every actor and says what happened to them", async () => {
    const { combat, actorIds } = await crowdFight(200, { expiring: true });
    await combat.endIc();
    const { content } = lastMessage();
    expect(bytes(content)).toBeLessThan(4096);
    for (let i = 0; i < 200; i++) expect(content).toMatch(new RegExp(`Ninja ${i}[,<]`));
    expect(actor(actorIds[0]!).system.vitality.value).toBe(445);
    expect(content).toContain("Vitality 500 → 445; AP 0 → 5; Ignite 1; Immobility 2; Suffocation 1; Poison ends; Bleed 1");
    // The clock's moments are folded under the line, each with the ICs it happened on.
    expect(content).toMatch(/<details><summary>.*<\/summary>IC 11, 12, 13, 14, 15: takes 3 from Poison<br>/);
  });
});

describe("End IC writes only what changed", () => {
  it("writes no effect when the clock changes nothing stored (a Poison tick)", async () => {
    const { combat } = await crowdFight(3);
    const doc = combat as unknown as { combatants: { contents: { id: string }[] } };
    await combat.updateEmbeddedDocuments("Combatant", doc.combatants.contents.map((c) => ({ _id: c.id, initiative: 16 })));
    await combat.update({ round: 15, "system.currentIc": 15 });
    writes.reset();
    expect(await combat.endIc()).toBe(16);
    expect(log()).toEqual(["Combat:update:1", "Actor:update:3", "ChatMessage:create:1"]);
  });

  it("hands an ended status's effect to a status that begins on the same IC: one update, nothing deleted or created", async () => {
    const { combat, actorIds } = await crowdFight(2, { expiring: true });
    const poison = actor(actorIds[1]!).effects.contents.find((e) => e.system.kind === "poison")!;
    const hit = {
      attackerId: actorIds[0], defenderId: actorIds[1], action: "Shadow Shuriken", accuracy: 10, defense: "none", defenseRefused: null, defenseRoll: null,
      result: { outcome: "hit", failedBy: 0, damageFraction: 1 }, defenderDelay: 0, damageRolled: 0, damageFormula: "", damage: 0,
      mitigation: [], knockback: 0, statuses: [{ kind: "shock", severity: 2, duration: 30, roll: "none", tn: 0 }], damageType: "piercing", calledShot: null, multiThrow: false, blocked: false,
    };
    await (combat as unknown as { queueOutcomes(...o: object[]): Promise<void> }).queueOutcomes(hit);
    writes.reset();
    await combat.endIc();
    // The first actor's Poison ends with nothing to take its place: that deletion is the only effect write.
    expect(log().filter((w) => w.startsWith("ActiveEffect"))).toEqual(["ActiveEffect:delete:1"]);
    const shock = actor(actorIds[1]!).effects.contents.find((e) => e.system.kind === "shock");
    expect(shock?.id).toBe(poison.id);
    expect(severities(actorIds[1]!)).toMatchObject({ shock: 2 });
    expect(severities(actorIds[1]!)).not.toHaveProperty("poison");
  });

  it("gives actors whose steps differ lines of their own", async () => {
    const { combat, actorIds } = await crowdFight(2);
    await (harness.game.actors.get(actorIds[1]!) as unknown as { update(d: object): Promise<unknown> }).update({ "system.vitality.value": 400 });
    await combat.endIc();
    const { content } = lastMessage();
    expect(content).toContain("<strong>Ninja 0</strong>: Vitality 500 → 430");
    expect(content).toContain("<strong>Ninja 1</strong>: Vitality 400 → 335");
  });
});
