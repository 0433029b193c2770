import { beforeEach, describe, expect, it } from "vitest";
import { gmQueue } from "../../src/authority/gm-queue";
import { asPlayer, writes, type ActorDouble, type Harness } from "../harness";
import { shown } from "../fixtures/status-writes";
import { bootDegreesFight, dgActor, dgFight } from "./degrees-combat-helpers";
import type { DgCombat } from "../../src/rulesets/degrees/combat";

/*
 * What a degrees fight's every step reads from the actor (attributes, accuracies, skills, HP,
 * chakra, body hardness, training and feats, the Disarm's mark, a minion flag) is the GM's in a
 * begun fight: a player's own client refuses its change naming the field, the GM's client puts back
 * one sent anyway, and the GM's writes and any write outside a begun fight go through.
 */
const GM = "gm00000000000000";
const PLAYER = "player0000000000";

interface Sys {
  attributes: Record<string, number>;
  accuracies: Record<string, number>;
  skills: Record<string, number>;
  hp: { value: number };
  chakra: { value: number };
  bodyHardness: number;
  feats: Record<string, boolean>;
}
type Doc = ActorDouble & { system: Sys; update(changes: object): Promise<unknown>; updateSource(changes: object): unknown };

let harness: Harness;
let aiko: Doc;
let combat: DgCombat;

const errors = () => shown().filter((n) => n.level === "error").map((n) => n.message);
const warnings = () => shown().filter((n) => n.level === "warn").map((n) => n.message);
const facts = (a: Doc) => ({ dexterity: a.system.attributes.dexterity, melee: a.system.accuracies.melee, notice: a.system.skills.notice, hp: a.system.hp.value, chakra: a.system.chakra.value, hardness: a.system.bodyHardness, sensor: a.system.feats.sensor });
const START = { dexterity: 3, melee: 3, notice: 2, hp: 29, chakra: 19, hardness: 0, sensor: false };

/** A write another client made, arriving at this (the GM's) client: already in its copy of the actor, then the update hook with its author; the GM's queue drained. */
async function arrives(actor: Doc, changes: Record<string, unknown>, author: string): Promise<void> {
  actor.updateSource(changes);
  // The cast: core types each hook's arguments as its documents; the harness's doubles stand in for them.
  (Hooks.callAll as (hook: string, ...args: unknown[]) => unknown)("updateActor", actor, changes, {}, author);
  await gmQueue.run(async () => undefined);
}

beforeEach(async () => {
  harness = await bootDegreesFight();
  aiko = (await dgActor({ name: "Aiko", owner: PLAYER })) as Doc;
  const foe = await dgActor({ name: "Foe" });
  combat = await dgFight([aiko, foe], (i) => ({ initiative: i === 0 ? 12 : 8 }));
  (harness.game as unknown as { combat: unknown }).combat = combat;
  await combat.startCombat();
});

describe("a player's own write of a degrees fight's facts in a begun fight", () => {
  it("is refused on their client before it is sent, naming the field", async () => {
    writes.reset();
    const tries: [object, RegExp][] = [
      [{ "system.attributes.dexterity": 9 }, /Aiko .*attributes\.dexterity/],
      [{ system: { accuracies: { melee: 8 } } }, /Aiko .*accuracies\.melee/],
      [{ "system.skills.notice": 7 }, /Aiko .*skills\.notice/],
      [{ system: { hp: { value: 40 } } }, /Aiko .*hp\.value/],
      [{ "system.hp.stable": true }, /Aiko .*hp\.stable/],
      [{ "system.disarmed": true }, /Aiko .*disarmed/],
      [{ "system.chakra.value": 30 }, /Aiko .*chakra\.value/],
      [{ "system.chakra.value": 10 }, /Aiko .*chakra\.value/],
      [{ "system.bodyHardness": 5 }, /Aiko .*bodyHardness/],
      [{ "system.feats.sensor": true }, /Aiko .*its feats.*: only the GM changes that until the fight ends\. Its rolls/],
      [{ "system.campaignLevel": 9 }, /Aiko .*campaignLevel/],
      [{ "system.size": "large" }, /Aiko .*size/],
      [{ "system.proficiencies.special": true }, /Aiko .*proficiencies/],
    ];
    for (const [changes, message] of tries) {
      await asPlayer(harness, () => aiko.update(changes));
      expect(errors().at(-1)).toMatch(message);
    }
    expect(errors()).toHaveLength(tries.length);
    expect(writes.calls()).toBe(0);
    expect(facts(aiko)).toEqual(START);
  });

  it("goes ahead for what the fight does not read (the notes, the initiative group), and when the facts come unchanged as a whole form does", async () => {
    writes.reset();
    await asPlayer(harness, () => aiko.update({ system: { notes: "<p>mine</p>", attributes: { ...aiko.system.attributes }, hp: { value: aiko.system.hp.value } } }));
    expect(writes.calls()).toBe(1);
    expect(errors()).toEqual([]);
  });

  it("goes ahead outside a begun fight, and for the GM", async () => {
    const loner = (await dgActor({ name: "Loner", owner: PLAYER })) as Doc;
    await asPlayer(harness, () => loner.update({ system: { attributes: { dexterity: 5 }, hp: { value: 12 } } }));
    expect([loner.system.attributes.dexterity, loner.system.hp.value]).toEqual([5, 12]);
    await aiko.update({ system: { attributes: { dexterity: 6 }, chakra: { value: 4 } } });
    expect(facts(aiko)).toMatchObject({ dexterity: 6, chakra: 4 });
    expect(errors()).toEqual([]);
  });
});

describe("a player's raw write of a degrees fight's facts, on the GM's client", () => {
  it("is put back to what the GM's client last wrote or saw, naming the player and a field", async () => {
    writes.reset();
    await arrives(aiko, { system: { attributes: { dexterity: 9 }, hp: { value: 50 }, chakra: { value: 40 }, feats: { sensor: true } } }, PLAYER);
    expect(facts(aiko)).toEqual(START);
    expect(writes.entries.map((w) => `${w.documentName}:${w.action}`)).toEqual(["Actor:update"]);
    expect(warnings().at(-1)).toMatch(/^Player changed Aiko's .*system\.attributes.* in a fight; only the GM's client writes those, so they were put back\.$/);
  });

  it("leaves the GM's own writes alone, and puts a later player's write back to the GM's values", async () => {
    writes.reset();
    await arrives(aiko, { system: { hp: { value: 7 }, skills: { notice: 5 } } }, GM);
    expect(facts(aiko)).toMatchObject({ hp: 7, notice: 5 });
    expect(writes.calls()).toBe(0);
    await arrives(aiko, { system: { hp: { value: 30 } } }, PLAYER);
    expect(facts(aiko)).toMatchObject({ hp: 7, notice: 5 });
  });

  it("puts nothing back outside a begun fight", async () => {
    const kenji = (await dgActor({ name: "Kenji", owner: PLAYER })) as Doc;
    await dgFight([kenji]);
    await arrives(kenji, { system: { hp: { value: 3 } } }, PLAYER);
    expect(kenji.system.hp.value).toBe(3);
    expect(warnings()).toEqual([]);
  });
});

describe("the degrees sheet in a begun fight", () => {
  const html = async (asUser: "gm" | "player"): Promise<string> => {
    const { DgCharacterSheet } = await import("../../src/rulesets/degrees/sheets");
    const render = async () => {
      const sheet = new DgCharacterSheet({ document: aiko } as never) as unknown as { render(): Promise<unknown>; parts: Record<string, string> };
      await sheet.render();
      return Object.values(sheet.parts).join("\n");
    };
    return asUser === "player" ? asPlayer(harness, render) : render();
  };
  const factInputs = (page: string) => page.match(/<(?:input|select)[^>]*name="system\.(?:attributes|accuracies|skills|hp|chakra|bodyHardness|campaignLevel|size|permanentSize)[^"]*"[^>]*>/g) ?? [];

  it("shows a player the scores, HP, chakra and hardness read-only and the feats' fieldset disabled, the roll buttons still live; the GM may change them", async () => {
    const player = await html("player");
    const locked = factInputs(player);
    expect(locked.length).toBeGreaterThan(15);
    for (const input of locked) expect(input).toMatch(/ disabled data-tooltip=/);
    expect(player).toMatch(/<fieldset class="dg-feats" disabled/);
    expect(player).toMatch(/<button type="button" class="roll" data-action="rollCheck"(?![^>]*disabled)/);
    const gm = await html("gm");
    for (const input of factInputs(gm)) expect(input).not.toContain("disabled");
    expect(gm).toMatch(/<fieldset class="dg-feats">/);
  });
});
