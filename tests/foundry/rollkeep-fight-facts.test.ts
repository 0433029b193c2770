import { beforeEach, describe, expect, it } from "vitest";
import { actAs, asPlayer, writes, type Harness } from "../harness";
import { shown, updateArrives } from "../fixtures/status-writes";
import { rkFight, rollkeepWorld, samurai, type RkCombatDoc } from "./rollkeep-combat-helpers";

/*
 * The Void Points left, the wounds and the ratings (traits, the Void Ring) are read from the actor
 * at every step of a roll-and-keep fight, and its owner may write the actor. In a begun fight they
 * are the GM's: a player's own client refuses its change of them, naming the field; the GM's client
 * puts back one sent anyway; the owner's own rolls still spend Void Points (the points go down).
 */
const GM = "gm00000000000000";
const PLAYER = "player0000000000";
const mine = { ownership: { default: 0, [PLAYER]: 3 } };

interface ActorDoc {
  id: string;
  name: string;
  system: { voidPoints: { value: number }; wounds: number; traits: Record<string, number>; void: number; skills: { rank: number }[] };
  update(changes: object): Promise<unknown>;
  updateSource(changes: object): unknown;
}

let harness: Harness;
let combat: RkCombatDoc;
let hana: ActorDoc;

const errors = () => shown().filter((n) => n.level === "error").map((n) => n.message);
const warnings = () => shown().filter((n) => n.level === "warn").map((n) => n.message);
const facts = (a: ActorDoc) => ({ points: a.system.voidPoints.value, wounds: a.system.wounds, agility: a.system.traits.agility, void: a.system.void });

/** A write another client made, arriving at this (the GM's) client. */
const arrives = (changes: Record<string, unknown>, author: string) => updateArrives(hana, "updateActor", changes, author);

beforeEach(async () => {
  harness = await rollkeepWorld();
  // Hana (the player's): 2 Void Points of a Void Ring 2, no wounds, Agility 2.
  const fight = await rkFight(harness, [samurai("Hana", {}, mine), samurai("Foe")], [20, 10]);
  combat = fight.combat;
  hana = fight.actors[0] as unknown as ActorDoc;
  await combat.startCombat();
});

describe("a player's own write of the fight's facts in a begun fight", () => {
  it("is refused on their client before it is sent, naming the field: Void Points up, wounds either way, a trait, the Void Ring", async () => {
    await hana.update({ "system.wounds": 4 });
    writes.reset();
    const tries: [object, RegExp][] = [
      [{ "system.voidPoints.value": 3 }, /Hana .*voidPoints\.value/],
      [{ system: { wounds: 0 } }, /Hana .*wounds/],
      [{ system: { wounds: 9 } }, /Hana .*wounds/],
      [{ system: { traits: { agility: 5 } } }, /Hana .*traits\.agility/],
      [{ "system.void": 3 }, /Hana .*its void: only the GM/],
    ];
    for (const [changes, message] of tries) {
      await asPlayer(harness, () => hana.update(changes));
      expect(errors().at(-1)).toMatch(message);
    }
    expect(errors()).toHaveLength(tries.length);
    expect(writes.calls()).toBe(0);
    expect(facts(hana)).toEqual({ points: 2, wounds: 4, agility: 2, void: 2 });
  });

  it("is refused the same for what else a step reads: a skill's rank, a ring or trait penalty, the wound track's adjustments", async () => {
    await hana.update({ "system.skills": [{ key: "kenjutsu", rank: 2, emphases: [] }] });
    writes.reset();
    const tries: [object, RegExp][] = [
      [{ "system.skills": [{ key: "kenjutsu", rank: 5, emphases: [] }] }, /Hana .*skills/],
      [{ "system.penalties.traits.agility": 0 }, /Hana .*penalties\.traits\.agility/],
      [{ "system.woundAdjustments.penaltyReduction": 5 }, /Hana .*woundAdjustments/],
      [{ "system.woundAdjustments.extraWoundsPerRank": 3 }, /Hana .*woundAdjustments/],
    ];
    await hana.update({ "system.penalties.traits.agility": 2 });
    writes.reset();
    for (const [changes, message] of tries) {
      await asPlayer(harness, () => hana.update(changes));
      expect(errors().at(-1)).toMatch(message);
    }
    expect(errors()).toHaveLength(tries.length);
    expect(writes.calls()).toBe(0);
    expect(hana.system.skills.map((k) => k.rank)).toEqual([2]);
  });

  it("goes ahead when it spends a Void Point (its own rolls' share) or carries the facts unchanged, as a whole sheet's form does", async () => {
    writes.reset();
    await asPlayer(harness, () => hana.update({ "system.voidPoints.value": 1 }));
    await asPlayer(harness, () => hana.update({ name: "Hana", system: { wounds: 0, void: 2, traits: { ...hana.system.traits }, voidPoints: { value: 1 } } }));
    expect(writes.calls()).toBe(2);
    expect(errors()).toEqual([]);
    expect(facts(hana)).toEqual({ points: 1, wounds: 0, agility: 2, void: 2 });
  });

  it("goes ahead outside a begun fight, and for the GM", async () => {
    const loner = (await (await import("../harness")).ActorDouble.create(samurai("Loner", {}, mine))) as unknown as ActorDoc;
    await asPlayer(harness, () => loner.update({ system: { wounds: 3, traits: { agility: 3 } } }));
    expect([loner.system.wounds, loner.system.traits.agility]).toEqual([3, 3]);
    await hana.update({ system: { wounds: 6, voidPoints: { value: 0 } } });
    expect(facts(hana)).toMatchObject({ wounds: 6, points: 0 });
    expect(errors()).toEqual([]);
  });
});

describe("a player's raw write of the fight's facts, on the GM's client", () => {
  it("is put back to what the GM's client last wrote or saw, in one write, naming the player and the fields", async () => {
    await hana.update({ "system.wounds": 4 });
    writes.reset();
    await arrives({ system: { wounds: 0, traits: { agility: 6 }, void: 5, voidPoints: { value: 5 } } }, PLAYER);
    expect(facts(hana)).toEqual({ points: 2, wounds: 4, agility: 2, void: 2 });
    expect(writes.entries.map((w) => `${w.documentName}:${w.action}`)).toEqual(["Actor:update"]);
    expect(warnings().at(-1)).toMatch(/^Player changed Hana's .*system\.wounds.* in a fight; only the GM's client writes those, so they were put back\.$/);
    // The fight reads the facts put back.
    expect(combat.fighterOf(combat.combatants.contents[0]!)!.state.character.wounds).toBe(4);
  });

  it("keeps a Void Point the owner spent (its roll's write), and puts back a raise above what is left", async () => {
    await arrives({ system: { voidPoints: { value: 1 } } }, PLAYER);
    expect(hana.system.voidPoints.value).toBe(1);
    expect(warnings()).toEqual([]);
    await arrives({ system: { voidPoints: { value: 2 } } }, PLAYER);
    expect(hana.system.voidPoints.value).toBe(1);
    expect(warnings()).toHaveLength(1);
  });

  it("leaves the GM's own writes alone", async () => {
    writes.reset();
    await arrives({ system: { wounds: 7, traits: { agility: 3 } } }, GM);
    expect(facts(hana)).toMatchObject({ wounds: 7, agility: 3 });
    expect(writes.calls()).toBe(0);
    // And puts a player's later write back to the GM's values, not older ones.
    await arrives({ system: { wounds: 0 } }, PLAYER);
    expect(facts(hana)).toMatchObject({ wounds: 7, agility: 3 });
  });

  it("puts nothing back outside a begun fight, nor on a player's own client", async () => {
    const fresh = await rkFight(harness, [samurai("Kenji", {}, mine)], [10]);
    hana = fresh.actors[0] as unknown as ActorDoc;
    await arrives({ system: { wounds: 5 } }, PLAYER);
    expect(hana.system.wounds).toBe(5);
    await fresh.combat.startCombat();
    actAs(harness, "player");
    await arrives({ system: { wounds: 0 } }, PLAYER);
    actAs(harness, "gm");
    expect(hana.system.wounds).toBe(0);
    expect(warnings()).toEqual([]);
  });
});

describe("the sheet in a begun fight", () => {
  const inputs = async (asUser: "gm" | "player"): Promise<string[]> => {
    const { RkSamuraiSheet } = await import("../../src/rulesets/rollkeep/sheets");
    const render = async () => {
      const sheet = new RkSamuraiSheet({ document: hana } as never) as unknown as { render(): Promise<unknown>; parts: Record<string, string> };
      await sheet.render();
      return Object.values(sheet.parts).join("\n");
    };
    const html = asUser === "player" ? await asPlayer(harness, render) : await render();
    return html.match(/<input[^>]*name="system\.(?:traits\.\w+|void|voidPoints\.value|wounds)"[^>]*>/g) ?? [];
  };

  it("locks a player's penalties and adjustments (their fieldset) and skills, and offers no adding or deleting of skills; the GM keeps them", async () => {
    const { RkSamuraiSheet } = await import("../../src/rulesets/rollkeep/sheets");
    const html = async () => {
      const sheet = new RkSamuraiSheet({ document: hana } as never) as unknown as { render(): Promise<unknown>; parts: Record<string, string> };
      await sheet.render();
      return Object.values(sheet.parts).join("\n");
    };
    const player = await asPlayer(harness, html);
    expect(player).toMatch(/<fieldset class="rk-adjustments" disabled/);
    expect(player).not.toContain('data-action="addSkill"');
    const gm = await html();
    expect(gm).toMatch(/<fieldset class="rk-adjustments">/);
    expect(gm).toContain('data-action="addSkill"');
  });

  it("shows a player the Void Points left, wounds, traits and Void Ring read-only; the GM may still change them", async () => {
    const mineShown = await inputs("player");
    expect(mineShown).toHaveLength(11);
    for (const input of mineShown) expect(input).toContain(" disabled ");
    for (const input of await inputs("gm")) expect(input).not.toContain("disabled");
  });
});
