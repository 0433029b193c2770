import { beforeEach, describe, expect, it } from "vitest";
import { actAs, asPlayer, bootSystem, writes, type Harness } from "../harness";
import { INO_SOURCE } from "../fixtures/actors";
import { shown, updateArrives } from "../fixtures/status-writes";

/*
 * What every step of a begun IC fight reads from the actor (its stats and XP, skills, pools with
 * their maxima, Fatigue and upkeep) its owner may write. In a begun fight they are the GM's: a
 * player's own client refuses its change of them, naming the field; the GM's client puts back one
 * sent anyway; the GM's writes, and everyone's outside a begun fight, go through.
 */
const GM = "gm00000000000000";
const PLAYER = "player0000000000";

interface ActorDoc {
  id: string;
  name: string;
  system: { stats: Record<string, number>; xp: number; skills: Record<string, number>; vitality: { value: number; max: number }; hp: { value: number; max: number }; fatigue: { level: number }; upkeep: number; stealth: { level: number } };
  update(changes: object): Promise<unknown>;
  updateSource(changes: object): unknown;
}

let harness: Harness;
let sakura: ActorDoc;

const errors = () => shown().filter((n) => n.level === "error").map((n) => n.message);
const warnings = () => shown().filter((n) => n.level === "warn").map((n) => n.message);
const facts = (a: ActorDoc) => ({ str: a.system.stats.str, xp: a.system.xp, athletics: a.system.skills.athletics, vitality: a.system.vitality.value, hpMax: a.system.hp.max, fatigue: a.system.fatigue.level, upkeep: a.system.upkeep });

async function actor(name: string): Promise<ActorDoc> {
  const data = { ...INO_SOURCE, name, ownership: { default: 0, [PLAYER]: 3 } };
  return (await (Actor as unknown as { create(d: object): Promise<ActorDoc> }).create(data))!;
}

/** A fight holding the actor: begun (round 1) unless `round` is 0. */
async function fightWith(who: ActorDoc, round = 1): Promise<void> {
  await (Combat as unknown as { create(d: object): Promise<unknown> }).create({ type: "ic", round, system: { currentIc: 10 }, combatants: [{ type: "ic", actorId: who.id, name: who.name, initiative: 14, system: { ap: 2 } }] });
}

/** A write another client made, arriving at this (the GM's) client. */
const arrives = (changes: Record<string, unknown>, author: string) => updateArrives(sakura, "updateActor", changes, author);

beforeEach(async () => {
  harness = await bootSystem();
  sakura = await actor("Sakura");
  await sakura.update({ system: { stats: { str: 3 }, xp: 10, skills: { athletics: 2 }, vitality: { value: 200, max: 300 }, fatigue: { level: 1 }, upkeep: 0 } });
  await fightWith(sakura);
});

const before = { str: 3, xp: 10, athletics: 2, vitality: 200, hpMax: 150, fatigue: 1, upkeep: 0 };

describe("a player's own write of an IC fight's facts in a begun fight", () => {
  it("is refused on their client before it is sent, naming the field", async () => {
    expect(facts(sakura)).toEqual(before);
    writes.reset();
    const tries: [object, RegExp][] = [
      [{ "system.stats.str": 9 }, /Sakura .*stats\.str/],
      [{ system: { xp: 50 } }, /Sakura .*\bxp\b/],
      [{ system: { skills: { athletics: 5 } } }, /Sakura .*skills\.athletics/],
      [{ "system.vitality.value": 300 }, /Sakura .*vitality\.value/],
      [{ "system.hp.max": 180 }, /Sakura .*hp\.max/],
      [{ system: { fatigue: { level: 0 } } }, /Sakura .*fatigue\.level/],
      [{ "system.upkeep": 2 }, /Sakura .*upkeep/],
    ];
    for (const [changes, message] of tries) {
      await asPlayer(harness, () => sakura.update(changes));
      expect(errors().at(-1)).toMatch(message);
    }
    expect(errors()).toHaveLength(tries.length);
    expect(writes.calls()).toBe(0);
    expect(facts(sakura)).toEqual(before);
  });

  it("goes ahead for what the fight does not read (the stealth level), and for a whole sheet's form carrying the facts unchanged", async () => {
    writes.reset();
    await asPlayer(harness, () => sakura.update({ system: { stealth: { level: 1 }, stats: { ...sakura.system.stats }, skills: { ...sakura.system.skills } } }));
    expect(writes.calls()).toBe(1);
    expect(errors()).toEqual([]);
    expect(sakura.system.stealth.level).toBe(1);
  });

  it("goes ahead for the GM, and for a player outside a begun fight (a fight not yet begun, or none)", async () => {
    await sakura.update({ system: { stats: { str: 5 }, vitality: { value: 250 } } });
    expect(facts(sakura)).toMatchObject({ str: 5, vitality: 250 });
    const waiting = await actor("Ino");
    await fightWith(waiting, 0);
    const loner = await actor("Loner");
    for (const who of [waiting, loner]) await asPlayer(harness, () => who.update({ system: { stats: { str: 4 }, skills: { athletics: 3 } } }));
    expect([waiting, loner].map((who) => [who.system.stats.str, who.system.skills.athletics])).toEqual([[4, 3], [4, 3]]);
    expect(errors()).toEqual([]);
  });
});

describe("a player's raw write of an IC fight's facts, on the GM's client", () => {
  it("is put back to what the GM's client last wrote or saw, in one write, naming the player and the fields", async () => {
    writes.reset();
    await arrives({ system: { stats: { str: 9 }, skills: { athletics: 6 }, vitality: { value: 300 }, upkeep: 3 } }, PLAYER);
    expect(facts(sakura)).toEqual(before);
    expect(writes.entries.map((w) => `${w.documentName}:${w.action}`)).toEqual(["Actor:update"]);
    expect(warnings().at(-1)).toMatch(/^Player changed Sakura's .*system\.stats.* in a fight; only the GM's client writes those, so they were put back\.$/);
  });

  it("leaves the GM's own writes alone, and puts a later player's write back to them", async () => {
    writes.reset();
    await arrives({ system: { stats: { str: 4 }, hp: { value: 60 } } }, GM);
    expect(writes.calls()).toBe(0);
    await arrives({ system: { stats: { str: 8 } } }, PLAYER);
    expect(sakura.system.stats.str).toBe(4);
  });

  it("puts nothing back outside a begun fight, nor on a player's own client", async () => {
    sakura = await actor("Kenji");
    await fightWith(sakura, 0);
    await arrives({ system: { stats: { str: 7 } } }, PLAYER);
    expect(sakura.system.stats.str).toBe(7);
    actAs(harness, "player");
    await arrives({ system: { stats: { str: 1 } } }, PLAYER);
    actAs(harness, "gm");
    expect(sakura.system.stats.str).toBe(1);
    expect(warnings()).toEqual([]);
  });
});

describe("the IC sheet in a begun fight", () => {
  const html = async (asUser: "gm" | "player"): Promise<string> => {
    const { ShinobiActorSheet } = await import("../../src/rulesets/ic/sheets");
    const render = async () => {
      const sheet = new ShinobiActorSheet({ document: sakura } as never) as unknown as { render(): Promise<unknown>; parts: Record<string, string> };
      await sheet.render();
      return Object.values(sheet.parts).join("\n");
    };
    return asUser === "player" ? asPlayer(harness, render) : render();
  };

  it("shows a player the stats and Fatigue (their fieldsets), skills and pools read-only, the roll buttons usable; the GM may change them", async () => {
    const player = await html("player");
    expect(player).toMatch(/<fieldset class="stat-block" disabled/);
    expect(player).toMatch(/<fieldset class="fatigue-block" disabled/);
    const locked = player.match(/<input[^>]*name="system\.(?:skills\.\w+|vitality\.\w+|hp\.\w+|willpower\.\w+)"[^>]*>/g) ?? [];
    expect(locked).toHaveLength(11);
    for (const input of locked) expect(input).toContain(" disabled ");
    expect(player.match(/<button[^>]*data-action="rollCheck"[^>]*>/g)?.every((b) => !b.includes("disabled"))).toBe(true);
    const gm = await html("gm");
    expect(gm).toMatch(/<fieldset class="stat-block">/);
    expect(gm).not.toMatch(/<input[^>]*name="system\.[^"]*"[^>]*disabled/);
  });
});
