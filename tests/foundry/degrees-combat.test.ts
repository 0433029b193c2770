import { beforeEach, describe, expect, it, vi } from "vitest";
import { fixedDice } from "../../src/rules/dice";
import { RULESETS } from "../../src/rules/registry";
import { ActorDouble, diceBox, face, writes, type Harness } from "../harness";
import type { DgCombat } from "../../src/rulesets/degrees/combat";
import { bootDegreesFight, combatantIdOf, dgActor, dgFight } from "./degrees-combat-helpers";

// The degrees fight on documents: initiative and its ties, the surprise round, the round's actions,
// durations counted in each fighter's own turns, the start-of-turn ticks, joiners and the End Scene,
// each with what it writes.

const PLAYER = "player0000000000";
const rules = RULESETS.degrees;
const d8 = (...faces: number[]) => fixedDice(faces.map((f) => face(f, 8)));
let harness: Harness;

beforeEach(async () => {
  harness = await bootDegreesFight();
});

const written = () => writes.entries.map((w) => `${w.documentName}:${w.action}`);
const fight = (combat: DgCombat) => combat as unknown as { combatants: { get(id: string): { initiative: number | null; system: Record<string, unknown> } } };
const stored = (combat: DgCombat, id: string) => fight(combat).combatants.get(id)!;
const acting = (combat: DgCombat) => combat.actingNow().map((c) => c.name);
const statuses = (actor: ActorDouble) => actor.effects.contents.flatMap((e) => [...(e as unknown as { statuses: Set<string> }).statuses]).sort();
const lastMessage = () => harness.game.messages.contents.at(-1) as unknown as { content: string; rolls: { formula: string; total: number; options: { flavor?: string } }[] };
const basic = (key: string) => rules.basicActions[key]!;

/** Two friendly shinobi (a player's) and two hostile NPCs, with initiative given, as the GM rolled it. */
async function skirmish(): Promise<{ combat: DgCombat; ids: Record<"aiko" | "botan" | "chief" | "dog", string>; actors: Record<"aiko" | "botan" | "chief" | "dog", ActorDouble> }> {
  const actors = {
    aiko: await dgActor({ name: "Aiko", owner: PLAYER, dexterity: 4 }),
    botan: await dgActor({ name: "Botan", owner: PLAYER }),
    chief: await dgActor({ name: "Chief", type: "dgNpc", system: { initiativeGroup: "" } }),
    dog: await dgActor({ name: "Dog", type: "dgNpc", system: { initiativeGroup: "" } }),
  };
  const combat = await dgFight(Object.values(actors), (i) => ({ initiative: [14, 11, 9, 9][i] }));
  const ids = { aiko: combatantIdOf(combat, actors.aiko), botan: combatantIdOf(combat, actors.botan), chief: combatantIdOf(combat, actors.chief), dog: combatantIdOf(combat, actors.dog) };
  return { combat, ids, actors };
}

describe("initiative (M5, M6, M8)", () => {
  it("rolls 1d8 + Dexterity + Notice, breaks a tie on accuracy then on a roll-off it stores, in one combatant write and one message", async () => {
    // Bonuses: Aiko 3 + 2 = 5, Botan 4 + 1 = 5, Chika 2 + 2 = 4. Dice 4, 4 and 5: all three on 9.
    const a = await dgActor({ name: "Aiko" });
    const b = await dgActor({ name: "Botan", dexterity: 4, notice: 1 });
    const c = await dgActor({ name: "Chika", dexterity: 2 });
    const combat = await dgFight([a, b, c]);
    const [ia, ib, ic] = [a, b, c].map((x) => combatantIdOf(combat, x)) as [string, string, string];
    // Chika has the lower accuracy (4); Aiko and Botan tie on 5 and roll off: 2 against 7.
    diceBox.source = d8(4, 4, 5, 2, 7);
    writes.reset();
    await combat.rollInitiative([ia, ib, ic]);
    expect(written()).toEqual(["Combatant:update", "ChatMessage:create"]);
    expect([ia, ib, ic].map((id) => stored(combat, id).initiative)).toEqual([9, 9, 9]);
    expect([ia, ib, ic].map((id) => stored(combat, id).system.tieOrder)).toEqual([1, 0, 2]);
    expect(combat.turns.map((t) => t.name)).toEqual(["Botan", "Aiko", "Chika"]);
    // Every die is a Roll on the message: three initiatives (1d8 each) and the roll-off's two dice.
    const rolls = lastMessage().rolls;
    expect(rolls.map((r) => [r.options.flavor, r.total])).toEqual([["Initiative: Aiko", 4], ["Initiative: Botan", 4], ["Initiative: Chika", 5], ["Roll-off for a tie", 9]]);
  });

  it("gives a group one roll and one turn (M8): NPCs of a blank group act as their whole side", async () => {
    const hero = await dgActor({ name: "Hero", owner: PLAYER });
    const grunts = [await dgActor({ name: "Grunt 1", type: "dgNpc" }), await dgActor({ name: "Grunt 2", type: "dgNpc", dexterity: 5 })];
    const combat = await dgFight([hero, ...grunts]);
    diceBox.source = d8(3, 6);
    await combat.rollInitiative(combat.combatants.contents.map((c) => c.id ?? ""));
    // The second grunt takes the group's 6 + 5 = 11 rolled by the first: one die for two.
    expect(grunts.map((g) => stored(combat, combatantIdOf(combat, g)).initiative)).toEqual([11, 11]);
    await combat.startCombat();
    expect(acting(combat)).toEqual(["Grunt 1", "Grunt 2"]);
    await combat.nextTurn();
    expect(acting(combat)).toEqual(["Hero"]);
  });

  it("re-sorts the order when a condition changes it, without a re-roll (M7), and lets a joiner act from the next round (M9)", async () => {
    const { combat, ids } = await skirmish();
    await combat.markSide("hostile", true);
    await combat.startCombat();
    expect(acting(combat)).toEqual(["Aiko"]);
    // Chief hastened (+2) on his group's 9 makes 11, Botan's value, with the higher accuracy (5 + 2 to 5): Chief's group now comes first.
    expect(combat.turns.map((t) => t.name)).toEqual(["Aiko", "Botan", "Chief", "Dog"]);
    await combat.impose(ids.chief, { condition: "haste" });
    expect(combat.turns.map((t) => t.name)).toEqual(["Aiko", "Chief", "Botan", "Dog"]);
    await combat.nextTurn();
    expect(acting(combat)).toEqual(["Chief", "Dog"]);
    expect(stored(combat, ids.chief).initiative).toBe(9);
    const late = await dgActor({ name: "Late", dexterity: 6 });
    await (combat as unknown as { createEmbeddedDocuments(n: string, d: object[]): Promise<unknown> }).createEmbeddedDocuments("Combatant", [{ type: "dg", actorId: late.id, name: "Late", initiative: null }]);
    const lateId = combatantIdOf(combat, late);
    diceBox.source = d8(8);
    await combat.rollInitiative(lateId);
    // 8 + 6 + 2 = 16, the highest, but it joined in round 1: it waits for round 2.
    expect(stored(combat, lateId).initiative).toBe(16);
    expect(combat.turns.at(-1)?.name).toBe("Late");
    await combat.nextTurn();
    expect(acting(combat)).toEqual(["Botan"]);
    await combat.nextTurn();
    expect(rules.roundOf(combat.moment)).toBe(2);
    expect(acting(combat)).toEqual(["Late"]);
  });
});

describe("the surprise round (M2, M11, M12)", () => {
  it("offers and plays it by the port's count (surpriseAtStart): a defeated combatant caught counts for nothing, and the GM is told there is none", async () => {
    const { combat, ids } = await skirmish();
    const { trackerContext } = await import("../../src/rulesets/degrees/combat/tracker-context");
    await combat.markAware({ [ids.chief]: false });
    expect(trackerContext(combat).surprisePossible).toBe(true);
    // The only one caught is marked defeated: every fighter the clock plays is aware.
    await (combat.combatants.get(ids.chief) as unknown as { update(d: object): Promise<unknown> }).update({ defeated: true });
    expect(trackerContext(combat).surprisePossible).toBe(false);
    await combat.startSurprise([ids.aiko, ids.botan, ids.dog]);
    const shown = (globalThis as unknown as { ui: { notifications: { shown: { level: string; message: string }[] } } }).ui.notifications.shown;
    expect(shown.at(-1)).toEqual({ level: "info", message: "Everyone or no one is aware: there is no surprise round, and the fight starts at round 1." });
    expect(rules.roundOf(combat.moment)).toBe(1);
  });

  it("marks a whole side caught in one click; only the aware act, one standard or movement action each; the caught are Flat-footed and Unaware until round 1", async () => {
    const { combat, ids, actors } = await skirmish();
    writes.reset();
    await combat.markSide("hostile", false);
    expect(written()).toEqual(["Combatant:update"]);
    expect(combat.sides()).toEqual([{ side: "friendly", aware: true }, { side: "hostile", aware: false }]);
    writes.reset();
    await combat.startCombat();
    // One combat write with the combatants first; one actor batch would be empty (no HP moved); the caught get their two effects each, and the summary.
    expect(written()).toEqual(["Combat:update", "ActiveEffect:create", "ActiveEffect:create", "ChatMessage:create"]);
    expect([combat.round, combat.roundLabel(), acting(combat)]).toEqual([0, "Surprise round", ["Aiko"]]);
    expect(statuses(actors.chief)).toEqual(["flatFooted", "unaware"]);
    expect(statuses(actors.dog)).toEqual(["flatFooted", "unaware"]);
    expect(lastMessage().content).toContain("Chief is caught by surprise: Flat-footed and Unaware.");
    // Aiko moves; the surprise round allows nothing more: her standard action is refused with the rules' words.
    await combat.declareAction(ids.aiko, basic("move"));
    writes.reset();
    await expect(combat.declareAction(ids.aiko, basic("totalDefence"))).rejects.toThrow("No Standard action is left this round.");
    expect(writes.calls()).toBe(0);
    await combat.nextTurn();
    expect(acting(combat)).toEqual(["Botan"]);
    // The caught took no turn in round 0; round 1 starts and ends exactly what the surprise put on.
    await combat.nextTurn();
    expect([combat.round, acting(combat)]).toEqual([1, ["Aiko"]]);
    expect(statuses(actors.chief)).toEqual([]);
    expect(stored(combat, ids.chief).system.grantedRound).toBe(1);
  });

  it("is skipped when everyone is aware, and startSurprise names the aware by combatant", async () => {
    const { combat, ids } = await skirmish();
    const api = (harness.game.shinobi as { degrees: { startSurprise(c: DgCombat, o: { aware: string[] }): Promise<DgCombat> } }).degrees;
    await api.startSurprise(combat, { aware: [ids.aiko, ids.botan, ids.chief, ids.dog] });
    expect(combat.round).toBe(1);
    expect(harness.game.messages.contents.length).toBeGreaterThan(0);
  });

  it("startSurprise: the named aware act in round 0, and no awareness is changed once the fight has begun", async () => {
    const { combat, ids, actors } = await skirmish();
    const api = (harness.game.shinobi as { degrees: { startSurprise(c: DgCombat, o: { aware: string[] }): Promise<DgCombat> } }).degrees;
    await api.startSurprise(combat, { aware: [ids.chief, ids.dog] });
    expect([combat.round, acting(combat)]).toEqual([0, ["Chief", "Dog"]]);
    expect(statuses(actors.aiko)).toEqual(["flatFooted", "unaware"]);
    await expect(combat.markAware({ [ids.aiko]: true })).rejects.toThrow("Who is aware is marked before the fight begins.");
  });
});

describe("the round's actions (M13–M16, M19)", () => {
  it("spends the round's actions through the port, a downgrade included, and refuses a second move", async () => {
    const { combat, ids } = await skirmish();
    await combat.startCombat();
    writes.reset();
    await combat.declareAction(ids.aiko, basic("move"));
    expect(written()).toEqual(["Combatant:update"]);
    expect(stored(combat, ids.aiko).system.actions).toMatchObject({ standard: true, movement: false, partial: true, moved: true });
    // A Safe Step would be a second move, even paid with the standard action (M16, M19).
    await expect(combat.declareAction(ids.aiko, basic("safeStep"))).rejects.toThrow("A character moves only once a round.");
    // Not her turn: Botan may not act now (M15).
    await expect(combat.declareAction(ids.botan, basic("totalDefence"))).rejects.toThrow();
  });

  it("puts a turn off with a Delay and brings it back at its value, after the others on it (M10)", async () => {
    const { combat, ids } = await skirmish();
    await combat.startCombat();
    await combat.declareAction(ids.aiko, basic("delay"), { delayTo: 9 });
    await combat.nextTurn();
    expect(acting(combat)).toEqual(["Botan"]);
    await combat.nextTurn();
    expect(acting(combat)).toEqual(["Chief", "Dog"]);
    await combat.nextTurn();
    expect(acting(combat)).toEqual(["Aiko"]);
  });

  it("refuses stepping back", async () => {
    const { combat } = await skirmish();
    await combat.startCombat();
    await expect(combat.previousTurn()).rejects.toThrow("Turns are not stepped back");
  });
});

describe("durations counted in the affected character's own turns (M3, F10)", () => {
  it("ends a condition put on during its holder's own turn at the end of that turn, and one put on off its turn at the end of its next", async () => {
    const { combat, ids, actors } = await skirmish();
    await combat.startCombat();
    // Aiko's turn: Aiko Blinded for 1 turn (this one counts), Botan Blinded for 1 (his coming turn counts).
    await combat.impose(ids.aiko, { condition: "blinded", turns: 1 });
    await combat.impose(ids.botan, { condition: "blinded", turns: 1 });
    writes.reset();
    await combat.nextTurn();
    // Aiko's turn ended: hers is gone (one effect deleted), Botan's stays through his own turn.
    expect(written()).toEqual(["Combat:update", "ActiveEffect:delete", "ChatMessage:create"]);
    expect([statuses(actors.aiko), statuses(actors.botan)]).toEqual([[], ["blinded"]]);
    expect(lastMessage().content).toContain("Aiko: Blinded ends.");
    await combat.nextTurn();
    expect(statuses(actors.botan)).toEqual([]);
  });

  it("puts a condition on from the GM's API or a HUD in a fight at the fight's moment, on the fighter's combatant, as the tracker does", async () => {
    const { combat, ids, actors } = await skirmish();
    await combat.startCombat();
    const { applyCondition } = await import("../../src/rulesets/degrees/conditions/apply-condition");
    // Aiko's turn: put on her through the API, Blinded for 1 turn counts this one, so it ends with it.
    await applyCondition(actors.aiko as never, { condition: "blinded", turns: 1 });
    await applyCondition(actors.botan as never, { condition: "blinded", turns: 1 });
    // Dizzy put on mid-turn takes the movement action the fighter still had, on its combatant.
    const actions = () => (stored(combat, ids.aiko).system as { actions: { movement: boolean } }).actions.movement;
    expect(actions()).toBe(true);
    await applyCondition(actors.aiko as never, { condition: "dizzy", turns: 1 });
    expect(actions()).toBe(false);
    await combat.nextTurn();
    expect([statuses(actors.aiko), statuses(actors.botan)]).toEqual([[], ["blinded"]]);
  });

  it("ends one that lasts until the start of its holder's next turn at that start, whoever's turns came between", async () => {
    const { combat, ids, actors } = await skirmish();
    await combat.startCombat();
    await combat.impose(ids.chief, { condition: "prone", turns: 1, ends: "turnStart" });
    await combat.nextTurn();
    expect(statuses(actors.chief)).toEqual(["prone"]);
    await combat.nextTurn();
    expect(acting(combat)).toEqual(["Chief", "Dog"]);
    expect(statuses(actors.chief)).toEqual([]);
  });
});

describe("start-of-turn ticks (F11)", () => {
  it("takes Bleeding's HP at the start of the bleeder's own turn, in one actor batch, and says so", async () => {
    const { combat, actors } = await skirmish();
    await actors.botan.createEmbeddedDocuments("ActiveEffect", [{ name: "Bleeding", statuses: ["bleeding"] }]);
    await combat.startCombat();
    expect((actors.botan.system as { hp: { value: number } }).hp.value).toBe(29);
    writes.reset();
    await combat.nextTurn();
    // The combat first: a failing actor batch after it finds the fight where it can be put back.
    expect(written()).toEqual(["Combat:update", "Actor:update", "ChatMessage:create"]);
    expect((actors.botan.system as { hp: { value: number } }).hp.value).toBe(27);
    expect(lastMessage().content).toContain("Botan loses 2 HP (bleeding).");
  });

  it("writes no actor when the combat's own write fails: taken again, Bleeding takes its HP once", async () => {
    const { combat, actors } = await skirmish();
    await actors.botan.createEmbeddedDocuments("ActiveEffect", [{ name: "Bleeding", statuses: ["bleeding"] }]);
    await combat.startCombat();
    const hp = () => (actors.botan.system as { hp: { value: number } }).hp.value;
    const update = combat.update.bind(combat);
    let failures = 1;
    (combat as unknown as { update(d: object): Promise<unknown> }).update = (d: object) => (failures-- > 0 ? Promise.reject(new Error("the server dropped the write")) : update(d as never));
    writes.reset();
    await expect(combat.nextTurn()).rejects.toThrow("the server dropped the write");
    expect(writes.calls()).toBe(0);
    expect(hp()).toBe(29);
    await combat.nextTurn();
    expect(hp()).toBe(27);
    expect(acting(combat)).toEqual(["Botan"]);
  });

  it("puts the step back whole when the actors' batch fails after the combat's write, tells the GM, and takes it once when taken again", async () => {
    const { combat, actors, ids } = await skirmish();
    await actors.botan.createEmbeddedDocuments("ActiveEffect", [{ name: "Bleeding", statuses: ["bleeding"] }]);
    await combat.startCombat();
    const hp = () => (actors.botan.system as { hp: { value: number } }).hp.value;
    const before = { moment: combat.moment, round: combat.round, turn: combat.turn, botan: structuredClone(stored(combat, ids.botan).system) };
    const messages = harness.game.messages.size;
    const batch = ActorDouble.updateDocuments;
    ActorDouble.updateDocuments = () => Promise.reject(new Error("the server dropped the write"));
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    writes.reset();
    try {
      await expect(combat.nextTurn()).rejects.toThrow("Writing the fighters failed (the server dropped the write): the fight is put back where it stood before this step. Take the step again.");
    } finally {
      ActorDouble.updateDocuments = batch;
    }
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();
    // The combat's step, the failed actor batch (not stored), then the combat put back; no summary.
    expect(written()).toEqual(["Combat:update", "Combat:update"]);
    expect({ moment: combat.moment, round: combat.round, turn: combat.turn, botan: stored(combat, ids.botan).system }).toEqual(before);
    expect(hp()).toBe(29);
    expect(harness.game.messages.size).toBe(messages);
    const shown = (globalThis as unknown as { ui: { notifications: { shown: { level: string; message: string }[] } } }).ui.notifications.shown;
    expect(shown.at(-1)).toEqual({ level: "error", message: expect.stringContaining("the fight is put back") as unknown as string });
    // Taken again, the clock runs once: Bleeding takes its 2 HP once.
    writes.reset();
    await combat.nextTurn();
    expect(written()).toEqual(["Combat:update", "Actor:update", "ChatMessage:create"]);
    expect(hp()).toBe(27);
    expect(acting(combat)).toEqual(["Botan"]);
  });
});

describe("the End Scene (M4)", () => {
  it("ends every condition lasting until the scene's end and counts the next scene", async () => {
    const { combat, actors } = await skirmish();
    await actors.dog.createEmbeddedDocuments("ActiveEffect", [{ name: "Winged", statuses: ["winged"], flags: { shinobi: { condition: { id: "winged", untilSceneEnds: true } } } }, { name: "Prone", statuses: ["prone"] }]);
    await combat.startCombat();
    const { endScene } = await import("../../src/rulesets/degrees/conditions/end-scene");
    writes.reset();
    await endScene();
    expect(written()).toEqual(["ActiveEffect:delete"]);
    expect(statuses(actors.dog)).toEqual(["prone"]);
    expect((harness.game.settings.get("shinobi", "dgScene") as { number: number }).number).toBe(2);
  });
});

describe("the fight's pieces in a degrees world", () => {
  it("are the ruleset's combat, combatant and tracker, with the dg models, the tracker's template preloaded and startSurprise for the macros", async () => {
    const { DEGREES_COMBAT } = await import("../../src/rulesets/degrees/combat");
    const { preloaded } = await import("../harness");
    expect([harness.CONFIG.Combat.documentClass, harness.CONFIG.Combatant.documentClass, harness.CONFIG.ui.combat]).toEqual([DEGREES_COMBAT.combat.document, DEGREES_COMBAT.combat.combatant, DEGREES_COMBAT.combat.tracker]);
    expect([harness.CONFIG.Combat.dataModels.dg, harness.CONFIG.Combatant.dataModels.dg]).toEqual([...DEGREES_COMBAT.models]);
    expect(preloaded).toContain("systems/shinobi/templates/degrees/combat/tracker.hbs");
    expect(typeof (harness.game.shinobi as { degrees: { startSurprise: unknown } }).degrees.startSurprise).toBe("function");
  });

  it("refuses a combatant's fight data out of its ranges, naming the field", async () => {
    const { combat, ids } = await skirmish();
    const update = (changes: object) => (combat as unknown as { updateEmbeddedDocuments(n: string, u: object[]): Promise<unknown> }).updateEmbeddedDocuments("Combatant", [{ _id: ids.aiko, ...changes }]);
    await expect(update({ "system.group": "x".repeat(41) })).rejects.toThrow(/group/);
    await expect(update({ "system.uses": { feint: -1 } })).rejects.toThrow(/uses\.feint/);
    await expect(update({ "system.stance": "berserk" })).rejects.toThrow(/stance/);
    await expect(update({ "system.tieOrder": 1.5 })).rejects.toThrow(/tieOrder/);
  });
});

describe("the GM's links on the tracker", () => {
  it("offers each fighter a mount and an owner among the others, the current links selected", async () => {
    const rider = await dgActor({ name: "Rider" });
    const toad = await dgActor({ name: "Toad" });
    const combat = await dgFight([rider, toad]);
    await combat.linkFighter(combatantIdOf(combat, rider), { mountedOn: combatantIdOf(combat, toad) });
    const { trackerContext } = await import("../../src/rulesets/degrees/combat/tracker-context");
    const rows = trackerContext(combat).rows as { id: string; links: { field: string; options: Record<string, string>; selected: string }[] | null }[];
    const riderRow = rows.find((r) => r.id === combatantIdOf(combat, rider))!;
    expect(riderRow.links?.map((l) => [l.field, l.selected])).toEqual([["mountedOn", combatantIdOf(combat, toad)], ["partnerOf", ""]]);
    // A fighter is never offered itself.
    expect(Object.keys(riderRow.links![0]!.options)).toEqual(["", combatantIdOf(combat, toad)]);
  });
});
