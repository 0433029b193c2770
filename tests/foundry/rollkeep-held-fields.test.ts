import { beforeEach, describe, expect, it } from "vitest";
import { gmQueue } from "../../src/authority/gm-queue";
import { asPlayer, writes, type Harness } from "../harness";
import { updateArrives } from "../fixtures/status-writes";
import { rkFight, rollkeepWorld, samurai, sendAs, type RkCombatDoc } from "./rollkeep-combat-helpers";

/*
 * A player's browser may write anything its own actor and items allow. In a begun roll-and-keep
 * fight the rules read the stance, the round's Void spends and the weapon in hand from the fight's
 * own copy on the combatant (GM-only), so a direct write to the actor or its items changes none of
 * them; the tracker's requests still do, and outside a fight the sheet's writes are the facts.
 */
const PLAYER = "player0000000000";
const mine = { ownership: { default: 0, [PLAYER]: 3 } };

interface Sourced {
  updateSource(changes: object): unknown;
}
interface ActorDoc extends Sourced {
  id: string;
  system: { stance: string; voidPoints: { value: number; round: number | null; spent: string[] } };
  items: { contents: ({ id: string; name: string; system: { wielded: boolean }; update(changes: object): Promise<unknown> } & Sourced)[] };
  update(changes: object): Promise<unknown>;
  updateEmbeddedDocuments(name: "Item", updates: object[]): Promise<unknown>;
}
type State = { stance: string; weapon: { name: string }; dualWielding: boolean; voidPoints: { round: number | null; spent: string[] } };
type Row = { id: string; armorTn: number; stance: { key: string } };

/** A bo staff beside the katana, not in hand. */
const withStaff = (name: string) => samurai(name, {}, { ...mine, items: [...(samurai("x").items as object[]), { name: "Bo", type: "rkWeapon", system: { damage: { rolled: 2, kept: 2 }, size: "large", skill: "staves", wielded: false } }] });

let harness: Harness;
let combat: RkCombatDoc;
let ids: string[];
let actors: ActorDoc[];

const stateOf = (i: number) => combat.fighterOf(combat.combatants.get(ids[i]!)!)!.state as unknown as State;
async function rows(): Promise<Row[]> {
  const { trackerContext } = await import("../../src/rulesets/rollkeep/combat/rk-combat-tracker");
  return trackerContext(combat as never).rows as Row[];
}
/**
 * A player's write as the GM's client sees it arrive from a browser that skips its own hooks:
 * already in its copy of the document, then the update hook with the player as its author.
 */
const arrives = (doc: Sourced, hook: "updateActor" | "updateItem", changes: Record<string, unknown>) => updateArrives(doc, hook, changes, PLAYER);
const rowOf = async (i: number) => (await rows()).find((r) => r.id === ids[i])!;

beforeEach(async () => {
  harness = await rollkeepWorld();
  // Mine (the player's, 20) acts after Theirs (30) each round.
  const fight = await rkFight(harness, [withStaff("Mine"), samurai("Theirs")], [20, 30]);
  ({ combat, ids } = fight);
  actors = fight.actors as unknown as ActorDoc[];
  await combat.startCombat();
});

describe("the stance in a begun fight (S3, S10)", () => {
  it("is the one the turn took through the tracker; the actor's stance rewritten by its owner changes nothing", async () => {
    await combat.nextRound();
    await combat.nextTurn();
    expect(combat.dueCombatant()?.id).toBe(ids[0]);
    expect(await sendAs(harness, PLAYER, "rkTurn", { combatId: combat.id, combatantId: ids[0], action: "pass", stance: "fullAttack" })).toMatchObject({ ok: true });
    expect(stateOf(0).stance).toBe("fullAttack");
    expect(actors[0]!.system.stance).toBe("fullAttack");
    const armorTn = (await rowOf(0)).armorTn;
    // Full Defense before the enemies swing, written straight to the actor.
    await arrives(actors[0]!, "updateActor", { system: { stance: "fullDefense" } });
    expect(actors[0]!.system.stance).toBe("fullDefense");
    expect(stateOf(0).stance).toBe("fullAttack");
    expect(await rowOf(0)).toMatchObject({ armorTn, stance: { key: "fullAttack" } });
    // The next round still starts from the stance the fight holds.
    await combat.nextRound();
    expect(stateOf(0).stance).toBe("fullAttack");
  });
});

describe("the one Void Point a round (V2) in a begun fight", () => {
  const buy = (kind: string) => sendAs(harness, PLAYER, "rkRoundVoid", { combatId: combat.id, combatantId: ids[0], kind });

  it("holds after the owner wipes or rewrites the actor's record of the round's spends", async () => {
    expect(await buy("armorTn")).toMatchObject({ ok: true });
    expect(actors[0]!.system.voidPoints).toMatchObject({ value: 1, round: 1, spent: ["armorTn"] });
    for (const forged of [{ round: null, spent: [] }, { round: 1, spent: [] }, { round: 99, spent: [] }, { round: 0, spent: ["boost"] }]) {
      await arrives(actors[0]!, "updateActor", { system: { voidPoints: forged } });
      expect(stateOf(0).voidPoints).toMatchObject({ round: 1, spent: ["armorTn"] });
      const answer = await buy("raiseInitiative");
      expect(answer?.ok).toBe(false);
      expect(answer?.error).toMatch(/already spent this round/);
    }
    expect(actors[0]!.system.voidPoints.value).toBe(1);
  });

  it("holds for the attack card too: a point bought as the round began leaves none for the attack on the fighter's turn", async () => {
    expect(await buy("armorTn")).toMatchObject({ ok: true });
    await arrives(actors[0]!, "updateActor", { system: { voidPoints: { round: null, spent: [] } } });
    await combat.nextTurn();
    expect(combat.dueCombatant()?.id).toBe(ids[0]);
    const call = { raisesCalled: 0, freeRaises: 0, freeRaisesOnTn: 0, tacticsRaises: 0, voidBoost: true, maneuvers: [], circumstances: { offHand: false, secondWeaponHeld: false, foeInMelee: false, advantagedPosition: false }, modifier: { rolled: 0, kept: 0, flat: 0 } };
    const attack = { actor: actors[0]!.id, itemId: actors[0]!.items.contents[0]!.id, target: actors[1]!.id, call, rollMode: "publicroll" };
    writes.reset();
    const answer = await sendAs(harness, PLAYER, "rkAttack", attack);
    expect(answer?.ok).toBe(false);
    expect(answer?.error).toMatch(/already spent this round/);
    expect(writes.calls()).toBe(0);
    // The same attack without the Void Point goes ahead.
    expect(await sendAs(harness, PLAYER, "rkAttack", { ...attack, call: { ...call, voidBoost: false } })).toMatchObject({ ok: true });
  });

  it("still counts the owner's own spend recorded on the actor this round (a technique's, V11)", async () => {
    await asPlayer(harness, () => actors[0]!.update({ "system.voidPoints.value": 1, "system.voidPoints.round": 1, "system.voidPoints.spent": ["boost"] }));
    expect(actors[0]!.system.voidPoints.spent).toEqual(["boost"]);
    expect(stateOf(0).voidPoints).toMatchObject({ round: 1, spent: ["boost"] });
    const answer = await buy("armorTn");
    expect(answer?.ok).toBe(false);
    expect(answer?.error).toMatch(/already spent this round/);
  });
});

describe("the weapon in hand in a begun fight (AT6, AT8)", () => {
  it("is the one the fight last set: the owner's wielded flags, swapped or doubled, change nothing", async () => {
    const [katana, bo] = actors[0]!.items.contents;
    const armorTn = (await rowOf(0)).armorTn;
    await arrives(katana!, "updateItem", { system: { wielded: false } });
    await arrives(bo!, "updateItem", { system: { wielded: true } });
    expect(bo!.system.wielded).toBe(true);
    expect(stateOf(0)).toMatchObject({ weapon: { name: "Katana" }, dualWielding: false });
    await arrives(katana!, "updateItem", { system: { wielded: true } });
    expect(stateOf(0)).toMatchObject({ weapon: { name: "Katana" }, dualWielding: false });
    expect((await rowOf(0)).armorTn).toBe(armorTn);
  });
});

describe("the stance and weapons on the sheet in a begun fight", () => {
  it("are refused on the player's own client, naming the field, with nothing written", async () => {
    const [katana] = actors[0]!.items.contents;
    writes.reset();
    await asPlayer(harness, async () => {
      await actors[0]!.update({ "system.stance": "fullDefense" });
      await katana!.update({ system: { wielded: false } });
    });
    expect(writes.calls()).toBe(0);
    // The sheet's whole form carries the stance as it is: any other edit goes ahead.
    await asPlayer(harness, () => actors[0]!.update({ system: { stance: "attack", school: { name: "Kakita" } } }));
    expect(writes.calls()).toBe(1);
    expect([actors[0]!.system.stance, katana!.system.wielded]).toEqual(["attack", true]);
    const shown = (globalThis as unknown as { ui: { notifications: { shown: { level: string; message: string }[] } } }).ui.notifications.shown;
    const errors = shown.filter((n) => n.level === "error").map((n) => n.message);
    expect(errors.slice(-2)).toEqual([expect.stringMatching(/Mine.*stance/), expect.stringMatching(/Mine.*wielded/)]);
  });

  it("are the GM's to change: the GM's own edit is taken into the fight's copy (a weapon taken up again, a stance set)", async () => {
    const [katana, bo] = actors[0]!.items.contents;
    await katana!.update({ system: { wielded: false } });
    await bo!.update({ system: { wielded: true } });
    await actors[0]!.update({ "system.stance": "defense" });
    await gmQueue.run(async () => undefined);
    expect(stateOf(0)).toMatchObject({ weapon: { name: "Bo" }, dualWielding: false, stance: "defense" });
    await katana!.update({ system: { wielded: true } });
    await gmQueue.run(async () => undefined);
    expect(stateOf(0)).toMatchObject({ weapon: { name: "Katana" }, dualWielding: true });
  });

  it("a rules step's own writes take nothing more: a round-start Void Point is one actor write and one combat write", async () => {
    writes.reset();
    expect(await sendAs(harness, PLAYER, "rkRoundVoid", { combatId: combat.id, combatantId: ids[0], kind: "armorTn" })).toMatchObject({ ok: true });
    await gmQueue.run(async () => undefined);
    expect(writes.entries.map((w) => `${w.documentName}:${w.action}`)).toEqual(["Actor:update", "Combat:update", "ChatMessage:create"]);
  });
});

describe("outside a fight", () => {
  it("the sheet's stance, Void record and wielded flags are what the rules read", async () => {
    const { readFighter } = await import("../../src/rulesets/rollkeep/combat/fighter");
    const loner = (await (await import("../harness")).ActorDouble.create(withStaff("Loner"))) as unknown as ActorDoc;
    const [katana, bo] = loner.items.contents;
    await asPlayer(harness, async () => {
      await loner.update({ "system.stance": "fullDefense", "system.voidPoints.round": 3, "system.voidPoints.spent": ["boost"] });
      await loner.updateEmbeddedDocuments("Item", [{ _id: katana!.id, "system.wielded": false }, { _id: bo!.id, "system.wielded": true }]);
    });
    expect(readFighter(loner as never, null).state).toMatchObject({ stance: "fullDefense", weapon: { name: "Bo" }, voidPoints: { round: 3, spent: ["boost"] } });
  });
});

describe("the sheet in a begun fight", () => {
  interface Rendered {
    parts: Record<string, string>;
    render(): Promise<unknown>;
  }
  const rendered = async (i: number): Promise<Rendered> => {
    const { RkSamuraiSheet } = await import("../../src/rulesets/rollkeep/sheets");
    const sheet = new RkSamuraiSheet({ document: actors[i] } as never) as unknown as Rendered;
    await sheet.render();
    return sheet;
  };
  const stanceSelect = (sheet: Rendered) => /<select name="system\.stance"[^>]*>/.exec(sheet.parts.combat ?? "")?.[0] ?? "";
  const wieldToggles = (sheet: Rendered) => (sheet.parts.combat ?? "").match(/<button[^>]*data-action="toggleWielded"[^>]*>/g) ?? [];

  it("shows a player the stance and the weapons in hand read-only, as the fight keeps them; the GM may still change them", async () => {
    const asMine = await asPlayer(harness, () => rendered(0));
    expect(stanceSelect(asMine)).toContain(" disabled ");
    expect(wieldToggles(asMine).length).toBeGreaterThan(0);
    for (const toggle of wieldToggles(asMine)) expect(toggle).toContain(" disabled ");
    const asGm = await rendered(0);
    expect(stanceSelect(asGm)).not.toContain("disabled");
    for (const toggle of wieldToggles(asGm)) expect(toggle).not.toContain("disabled");
  });

  it("leaves them a player's own outside a fight", async () => {
    const free = (await (Actor as unknown as { create(d: object): Promise<ActorDoc> }).create(samurai("Free", {}, mine))) as ActorDoc;
    actors.push(free);
    const asFree = await asPlayer(harness, () => rendered(actors.length - 1));
    expect(stanceSelect(asFree)).not.toContain("disabled");
  });
});
