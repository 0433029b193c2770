import { beforeEach, describe, expect, it } from "vitest";
import { fixedDice } from "../../src/rules/dice";
import { RULESETS } from "../../src/rules/registry";
import { diceBox, face, writes, type ActorDouble, type Harness } from "../harness";
import { rkFight, rollkeepWorld, samurai, type RkCombatDoc } from "./rollkeep-combat-helpers";

/*
 * The roll-and-keep fight on documents (docs/rules-rollkeep.md, "The round tracker"): initiative
 * thrown through the XkY term and placed by the port, rounds of turns with stances and actions
 * counted, Delay, the end of the round with its recovery rolls, the house Readying Phase and
 * opening stances, and what each step costs in writes.
 */

const rules = RULESETS.rollkeep;
const action = (key: string) => rules.basicActions[key]!;
const d10 = (...faces: number[]) => fixedDice(faces.map((f) => face(f, 10)));
const trail = () => writes.entries.map((w) => `${w.documentName}:${w.action}`);
const messages = (harness: Harness) => [...harness.game.messages.values()] as unknown as { content?: string; rolls: { formula: string; total: number }[] }[];

let harness: Harness;

describe("initiative", () => {
  beforeEach(async () => {
    harness = await rollkeepWorld();
  });

  it("throws (Insight Rank + Reflexes) k Reflexes as an XkY roll, the port's score, ties by Reflexes (S5), in one combatant batch and one message", async () => {
    // B (Insight Rank 1, Reflexes 2: 3k2) is listed first; A (Insight Rank 1, Reflexes 3: 4k3).
    const { combat, ids } = await rkFight(harness, [samurai("B"), samurai("A", { reflexes: 3 })]);
    // B: 9, 6, 1 → 15. A: 5, 5, 5, 1 → 15. One more face for the port's shuffle of the tie.
    diceBox.source = d10(9, 6, 1, 5, 5, 5, 1, 2);
    writes.reset();
    await combat.rollInitiative(ids);
    expect(trail()).toEqual(["Combatant:update", "ChatMessage:create"]);
    const [b, a] = ids.map((id) => combat.combatants.get(id)!);
    expect([a!.initiative, b!.initiative]).toEqual([15, 15]);
    // The higher Reflexes goes first among equals, whatever the shuffle.
    expect([a!.system.tieOrder, b!.system.tieOrder]).toEqual([0, 1]);
    expect(messages(harness).at(-1)!.rolls.map((r) => [r.formula, r.total])).toEqual([["3k2", 15], ["4k3", 15]]);
    expect(combat.turns.map((t) => t.name)).toEqual(["A", "B"]);
  });

  it("lines a joiner up behind everyone already on its score (C8, S7)", async () => {
    const { combat, ids } = await rkFight(harness, [samurai("A"), samurai("B"), samurai("C")], [12, 12, null], [{ tieOrder: 0 }, { tieOrder: 1 }]);
    // C: 3k2 of 8, 4, 1 → 12, the score both others hold.
    diceBox.source = d10(8, 4, 1);
    writes.reset();
    await combat.rollInitiative(ids[2]!);
    expect(trail()).toEqual(["Combatant:update", "ChatMessage:create"]);
    expect(combat.combatants.get(ids[2]!)!.initiative).toBe(12);
    expect(combat.combatants.get(ids[2]!)!.system.tieOrder).toBe(2);
    expect(combat.turns.map((t) => t.name)).toEqual(["A", "B", "C"]);
  });

  it("puts a score that changes onto a tie behind those already on it: Center's +10 the round after (ST7, S6/S7)", async () => {
    // A holds Center from the opening (4e: taken in round 1), so round 2 sees it at 15 + 10 = 25, B's score.
    const { combat, actors } = await rkFight(harness, [samurai("A", {}, {}), samurai("B"), samurai("C")], [15, 25, 20]);
    await actors[0]!.update({ "system.stance": "center" });
    await combat.startCombat();
    expect(combat.turns.map((t) => t.name)).toEqual(["B", "C", "A"]);
    diceBox.source = d10(5);
    await combat.nextRound();
    expect(combat.round).toBe(2);
    expect(combat.turns.map((t) => t.name)).toEqual(["B", "A", "C"]);
  });
});

/** Starts a 4e fight of three with set scores: A 30, B 20, C 10. */
async function threeFighters(sources = [samurai("A"), samurai("B"), samurai("C")]): Promise<{ combat: RkCombatDoc; ids: string[]; actors: ActorDouble[] }> {
  const fight = await rkFight(harness, sources, [30, 20, 10]);
  await fight.combat.startCombat();
  return fight;
}

describe("a 4e round", () => {
  beforeEach(async () => {
    harness = await rollkeepWorld();
  });

  it("starts round 1 in one combat write: the order fixed, each slot stored, the first turn due", async () => {
    const { combat, ids } = await rkFight(harness, [samurai("C"), samurai("A"), samurai("B")], [10, 30, 20]);
    writes.reset();
    await combat.startCombat();
    expect(trail()).toEqual(["Combat:update", "ChatMessage:create"]);
    expect(combat.round).toBe(1);
    expect(ids.map((id) => combat.combatants.get(id)!.system.slot)).toEqual([2, 0, 1]);
    expect(combat.dueCombatant()?.id).toBe(ids[1]);
    expect(messages(harness).at(-1)!.content).toContain("Round 1: A, B, C");
  });

  it("leaves out a combatant the GM marks defeated: no slot in the round, no turn (as in the other rulesets)", async () => {
    const { combat, ids } = await rkFight(harness, [samurai("A"), samurai("B"), samurai("C")], [30, 20, 10]);
    await (combat.combatants.get(ids[1]!) as unknown as { update(d: object): Promise<unknown> }).update({ defeated: true });
    await combat.startCombat();
    expect(combat.dueCombatant()?.id).toBe(ids[0]);
    await combat.declareAction(ids[0]!, action("moveSimple"));
    await combat.nextTurn();
    expect(combat.dueCombatant()?.id).toBe(ids[2]);
    expect(messages(harness).some((m) => (m.content ?? "").includes("Round 1: A, C"))).toBe(true);
  });

  it("counts the turn's actions: two Simple Actions, then a third refused with the reason and nothing written (A1)", async () => {
    const { combat, ids } = await threeFighters();
    writes.reset();
    const first = await combat.declareAction(ids[0]!, action("moveSimple"));
    expect(first.startedTurn).toBe(true);
    expect(trail()).toEqual(["Combatant:update"]);
    expect(combat.combatants.get(ids[0]!)!.system.turn).toMatchObject({ simple: 1, complex: 0 });
    await combat.declareAction(ids[0]!, action("guard"), { target: ids[1] });
    expect(combat.combatants.get(ids[0]!)!.system.turn.simple).toBe(0);
    writes.reset();
    await expect(combat.declareAction(ids[0]!, action("stand"))).rejects.toThrow(/stand/i);
    expect(writes.calls()).toBe(0);
    // Not B's turn yet.
    await expect(combat.declareAction(ids[1]!, action("moveSimple"))).rejects.toThrow(/not this character's turn|turn/i);
  });

  it("moves to the next turn in one combat write, and to round 2 through Reactions; the stance changes only as a round-2 turn begins (S3, ST10)", async () => {
    const { combat, ids } = await threeFighters();
    await expect(combat.declareAction(ids[0]!, action("pass"), { stance: "defense" })).rejects.toThrow(/first round/i);
    await combat.declareAction(ids[0]!, action("moveSimple"));
    writes.reset();
    await combat.nextTurn();
    expect(trail()).toEqual(["Combat:update"]);
    expect(combat.dueCombatant()?.id).toBe(ids[1]);
    writes.reset();
    // B's and C's turns go by unused; the round ends; round 2 begins with A due.
    await combat.nextRound();
    expect(trail()).toEqual(["Combat:update", "ChatMessage:create"]);
    expect(combat.round).toBe(2);
    expect(combat.dueCombatant()?.id).toBe(ids[0]);
    const summary = messages(harness).at(-1)!.content!;
    expect(summary).toContain("Round 1 ends: Reactions");
    expect(summary).toContain("Passed without an action: B, C");
    writes.reset();
    await combat.declareAction(ids[0]!, action("pass"), { stance: "defense" });
    // The stance goes to the actor, the turn to the combatant: one batch each.
    expect(trail()).toEqual(["Actor:update", "Combatant:update"]);
    expect(combat.fighterOf(combat.combatants.get(ids[0]!))!.state.stance).toBe("defense");
    expect(combat.combatants.get(ids[0]!)!.system.turn.simple).toBe(2);
  });

  it("rolls Full Defense as such a turn begins, the bonus on the combatant until its next turn (ST5), with one message carrying the roll", async () => {
    const { combat, ids } = await threeFighters([samurai("A", {}, {}), samurai("B"), samurai("C")]);
    await combat.nextRound();
    diceBox.source = d10(1);
    await combat.nextRound();
    // Round 3: A takes Full Defense; Defense 1 / Reflexes 2 → 3k2 of 8, 6, 1 = 14 → +7.
    diceBox.source = d10(8, 6, 1);
    writes.reset();
    await combat.declareAction(ids[0]!, action("pass"), { stance: "fullDefense" });
    expect(trail()).toEqual(["Actor:update", "Combatant:update", "ChatMessage:create"]);
    expect(combat.fighterOf(combat.combatants.get(ids[0]!))!.state.fullDefenseBonus).toBe(7);
  });
});

describe("Delay (4e)", () => {
  beforeEach(async () => {
    harness = await rollkeepWorld();
  });

  it("passes the turn on, lets the delayer step in once the others have acted, and keeps the last one from delaying (S2)", async () => {
    const { combat, ids } = await threeFighters();
    writes.reset();
    await combat.declareAction(ids[0]!, action("delay"));
    expect(trail()).toEqual(["Combatant:update"]);
    expect(combat.combatants.get(ids[0]!)!.system.delayed).toBe(true);
    await combat.nextTurn();
    expect(combat.dueCombatant()?.id).toBe(ids[1]);
    await combat.declareAction(ids[1]!, action("moveSimple"));
    await combat.nextTurn();
    expect(combat.dueCombatant()?.id).toBe(ids[2]);
    // C is the last one who has not delayed: it must act.
    writes.reset();
    await expect(combat.declareAction(ids[2]!, action("delay"))).rejects.toThrow(/no one is left to pass the turn to/);
    expect(writes.calls()).toBe(0);
    await combat.declareAction(ids[2]!, action("moveSimple"));
    await combat.nextTurn();
    // Every regular turn is taken: A steps in.
    expect(combat.round).toBe(1);
    expect(combat.dueCombatant()?.id).toBe(ids[0]);
    await combat.declareAction(ids[0]!, action("guard"), { target: ids[1] });
    expect(combat.combatants.get(ids[0]!)!.system.delayed).toBe(false);
    await combat.nextTurn();
    expect(combat.round).toBe(2);
    expect(combat.turns.map((t) => t.name)).toEqual(["A", "B", "C"]);
  });

  it("is refused in the house rules (S12)", async () => {
    harness.game.settings.store("shinobi", "rkVariant", "house");
    const { combat, ids } = await rkFight(harness, [samurai("A", {}, {}), samurai("B")].map((s) => ({ ...s, system: { ...(s.system as object), stance: "water" } })), [30, 20]);
    await combat.startCombat();
    await expect(combat.declareAction(ids[0]!, action("delay"))).rejects.toThrow(/Delay/);
  });
});

describe("the end of the round", () => {
  beforeEach(async () => {
    harness = await rollkeepWorld();
  });

  it("rolls Earth for a Dazed fighter at Reactions (CO2): a failure lowers the next TN by 5, a success takes the effect off, in one batch each", async () => {
    const dazed = samurai("A", {}, { effects: [{ name: "Dazed", statuses: ["dazed"] }] });
    const { combat, ids, actors } = await threeFighters([dazed, samurai("B"), samurai("C")]);
    // Earth 2: 2k2 of 3 and 4 = 7 against 20.
    diceBox.source = d10(3, 4);
    writes.reset();
    await combat.nextRound();
    expect(trail()).toEqual(["Combat:update", "ChatMessage:create"]);
    expect(combat.combatants.get(ids[0]!)!.system.recovery.dazed.failures).toBe(1);
    const failed = messages(harness).at(-1)!;
    expect(failed.content).toContain("Earth 7 against TN 20");
    expect(failed.rolls).toHaveLength(1);
    // Round 2: 9 and 8 = 17 against 15: shaken off.
    diceBox.source = d10(9, 8);
    writes.reset();
    await combat.nextRound();
    expect(trail()).toEqual(["ActiveEffect:delete", "Combat:update", "ChatMessage:create"]);
    expect([...actors[0]!.effects.values()]).toHaveLength(0);
    expect(messages(harness).at(-1)!.content).toContain("Earth 17 against TN 15");
    expect(combat.combatants.get(ids[0]!)!.system.recovery.dazed.failures).toBe(0);
  });

  it("ends Stunned at the end of the round after a failed roll, with no roll then (CO3)", async () => {
    const stunned = samurai("A", {}, { effects: [{ name: "Stunned", statuses: ["stunned"] }] });
    const { combat, actors } = await threeFighters([stunned, samurai("B"), samurai("C")]);
    diceBox.source = d10(2, 2);
    await combat.nextRound();
    expect([...actors[0]!.effects.values()]).toHaveLength(1);
    writes.reset();
    diceBox.source = d10();
    await combat.nextRound();
    expect(messages(harness).at(-1)!.content).toContain("no roll");
    expect([...actors[0]!.effects.values()]).toHaveLength(0);
    expect(trail()).toEqual(["ActiveEffect:delete", "Combat:update", "ChatMessage:create"]);
  });
});

describe("the house rules", () => {
  beforeEach(async () => {
    harness = await rollkeepWorld("house");
  });

  const house = (name: string, extra: Record<string, unknown> = {}) => {
    const s = samurai(name, {}, extra);
    return { ...s, system: { ...(s.system as object), stance: "water" } };
  };

  it("takes opening stances in reverse initiative order, once each, locked through round 1 (S8)", async () => {
    const { combat, ids } = await rkFight(harness, [house("A"), house("B"), house("C")], [30, 20, 10], [{}, {}, {}]);
    await expect(combat.chooseOpeningStance(ids[0]!, "fire")).rejects.toThrow(/C chooses an opening stance first/);
    writes.reset();
    await combat.chooseOpeningStance(ids[2]!, "earth");
    expect(trail()).toEqual(["Actor:update", "Combatant:update"]);
    await expect(combat.chooseOpeningStance(ids[2]!, "air")).rejects.toThrow(/already chosen/);
    await expect(combat.chooseOpeningStance(ids[1]!, "attack")).rejects.toThrow();
    await combat.chooseOpeningStance(ids[1]!, "air");
    await combat.chooseOpeningStance(ids[0]!, "fire");
    await combat.startCombat();
    await expect(combat.declareAction(ids[0]!, action("pass"), { stance: "water" })).rejects.toThrow(/first round/i);
    expect(combat.fighterOf(combat.combatants.get(ids[0]!))!.state.stance).toBe("fire");
  });

  it("wears a 1-round effect off in the second Readying Phase it sees (W15): one effect write, named in the summary, shown on the tracker until then", async () => {
    const { trackerContext } = await import("../../src/rulesets/rollkeep/combat/rk-combat-tracker");
    // Made in round 1 (core stamps the round an effect is made in during a fight), lasting 1 round.
    const blessed = { effects: [{ name: "Blessing of the Kami", duration: { rounds: 1, startRound: 1 } }, { name: "Ward", duration: { rounds: 5, startRound: 1 } }] };
    const { combat, actors } = await rkFight(harness, [house("A", blessed), house("B")], [30, 20]);
    await combat.startCombat();
    const row = () => (trackerContext(combat as unknown as Parameters<typeof trackerContext>[0]).rows as { timed: { name: string; ends: string }[] }[])[0]!;
    expect(row().timed).toEqual([{ name: "Blessing of the Kami", ends: "ends after round 2" }, { name: "Ward", ends: "ends after round 6" }]);
    writes.reset();
    await combat.nextRound();
    expect(actors[0]!.effects.size).toBe(2);
    expect(messages(harness).at(-1)!.content).not.toContain("wears off");
    writes.reset();
    await combat.nextRound();
    // Round 2's Readying Phase: the blessing goes in one deletion; the combat and its combatants in one update; one message.
    expect(trail()).toEqual(["ActiveEffect:delete", "Combat:update", "ChatMessage:create"]);
    expect([...actors[0]!.effects.values()].map((e) => e.name)).toEqual(["Ward"]);
    expect(messages(harness).at(-1)!.content).toContain("<strong>A</strong> · Blessing of the Kami wears off");
    expect(row().timed.map((t) => t.name)).toEqual(["Ward"]);
  });

  it("lists the techniques acting as each round begins in the summary, ordered by the tie rule (S9)", async () => {
    const technique = (name: string, trigger: string) => ({ name, type: "rkTechnique", system: { kind: "kiho", ring: "none", modifiers: [], trigger } });
    const katana = (samurai("x").items as object[])[0]!;
    const { combat } = await rkFight(harness, [house("A", { items: [katana, technique("Iron Skin", "last")] }), house("B", { items: [katana, technique("Wind Step", "first"), technique("Quiet Mind", "none")] })], [30, 20]);
    writes.reset();
    await combat.nextRound();
    expect(messages(harness).at(-1)!.content).toContain("Acting as the round begins: Wind Step (B), Iron Skin (A)");
  });

  it("runs the Readying Phase in reverse order: Stun's TN drops by 10 after a failure (CO2), the summary names the phase (S11)", async () => {
    const stun = { effects: [{ name: "Stun", statuses: ["dazed"] }] };
    const { combat } = await rkFight(harness, [house("A", stun), house("B", stun)], [30, 20]);
    await combat.startCombat();
    // Reverse order: B rolls first (1, 1 = 2), then A (3, 3 = 6); both fail against 20.
    diceBox.source = d10(1, 1, 3, 3);
    await combat.nextRound();
    const summary = messages(harness).at(-1)!.content!;
    expect(summary).toContain("Round 1 ends: Readying Phase");
    expect(summary.indexOf("<strong>B</strong>")).toBeLessThan(summary.indexOf("<strong>A</strong>"));
    diceBox.source = d10(5, 5, 5, 5);
    await combat.nextRound();
    expect(messages(harness).at(-1)!.content).toContain("Earth 10 against TN 10");
  });
});

describe("an iaijutsu duel driven from the tracker", () => {
  beforeEach(async () => {
    harness = await rollkeepWorld();
  });

  it("goes Assessment, Focus, Strike through the port: both in Center, one write and one message per stage, the outcome stored", async () => {
    // A (Reflexes 3) is faster than B; both Iaijutsu 3, Awareness 2, Void 2, Insight Rank 1.
    const { combat, ids, actors } = await rkFight(harness, [samurai("B"), samurai("A", { reflexes: 3 })], [12, 20]);
    writes.reset();
    await combat.startDuel(ids[0]!, ids[1]!, "firstBlood");
    expect(trail()).toEqual(["Actor:update", "Combat:update", "ChatMessage:create"]);
    expect(actors.map((a) => (a.system as { stance: string }).stance)).toEqual(["center", "center"]);
    expect(combat.system.duel.stage).toBe("assessment");
    // Assessment, Iaijutsu/Awareness 5k2 against 10 + 5 × 1 = 15: A 10+9, 9, 1, 1, 1 → 28; B 2, 2, 1, 1, 1 → 4.
    diceBox.source = d10(10, 9, 9, 1, 1, 1, 2, 2, 1, 1, 1);
    writes.reset();
    await combat.nextDuelStage();
    expect(trail()).toEqual(["Combat:update", "ChatMessage:create"]);
    expect(combat.system.duel.assessed.map((a) => a.total)).toEqual([28, 4]);
    // A beat B by 10 or more: +1k1 on Focus.
    expect(combat.system.duel.assessed[0]!.focusBonus).not.toBeNull();
    expect(combat.system.duel.assessed[1]!.focusBonus).toBeNull();
    // Focus, Iaijutsu/Void 5k2 + 1k1 (Assessment) + 1k1 and Void 2 (Center, DU5): A 7k4 of 9s → 36 + 2; B 6k3 of 1s → 3 + 2.
    diceBox.source = d10(9, 9, 9, 9, 9, 9, 9, 1, 1, 1, 1, 1, 1);
    writes.reset();
    await combat.nextDuelStage();
    expect(trail()).toEqual(["Combat:update", "ChatMessage:create"]);
    expect(combat.system.duel.firstStriker).toBe(0);
    // Strike: A's Iaijutsu/Reflexes with the Center bonus against B's Armor TN; katana damage 5k2 (Strength 2 + 3k2).
    diceBox.source = d10(...Array(30).fill(9));
    writes.reset();
    const over = await combat.nextDuelStage();
    expect(trail()).toEqual(["Actor:update", "Combat:update", "ChatMessage:create"]);
    expect(over).toMatchObject({ stage: "over", result: "winner" });
    expect(combat.system.duel.winner).toBe(ids[1]);
    expect((actors[0]!.system as { wounds: number }).wounds).toBeGreaterThan(0);
    await expect(combat.nextDuelStage()).rejects.toThrow(/No duel/);
  });

  it("refuses a dazed duelist (DU5, ST9) with nothing written", async () => {
    const { combat, ids } = await rkFight(harness, [samurai("A", {}, { effects: [{ name: "Dazed", statuses: ["dazed"] }] }), samurai("B")], [20, 12]);
    writes.reset();
    await expect(combat.startDuel(ids[0]!, ids[1]!, "death")).rejects.toThrow(/dazed/);
    expect(writes.calls()).toBe(0);
  });
});

describe("a duel picked on the round tracker", () => {
  beforeEach(async () => {
    harness = await rollkeepWorld();
  });

  it("offers Duel to the GM while no duel is under way, rolls the missing initiative and starts the Assessment", async () => {
    const { trackerContext } = await import("../../src/rulesets/rollkeep/combat/rk-combat-tracker");
    const { duelWithin } = await import("../../src/rulesets/rollkeep/combat/duel-dialog");
    // A rolled 20 already; B has no initiative yet.
    const { combat, ids } = await rkFight(harness, [samurai("A", { reflexes: 3 }), samurai("B")], [20, null]);
    // The tracker's functions take the RkCombat the harness made from the configured class.
    const rk = combat as unknown as Parameters<typeof duelWithin>[0];
    expect(trackerContext(rk)).toMatchObject({ canDuel: true, duelStage: "" });
    writes.reset();
    await expect(duelWithin(rk, { challenger: ids[0]!, opponent: ids[0]!, stakes: "death" })).rejects.toThrow("A duel needs two different fighters.");
    await expect(duelWithin(rk, { challenger: ids[0]!, opponent: "nobody", stakes: "death" })).rejects.toThrow("Pick two fighters of this combat.");
    expect(writes.calls()).toBe(0);
    // B's 3k2: 6, 4, 1 → 10.
    diceBox.source = d10(6, 4, 1);
    await duelWithin(rk, { challenger: ids[1]!, opponent: ids[0]!, stakes: "death" });
    expect(combat.combatants.get(ids[1]!)!.initiative).toBe(10);
    expect(combat.system.duel.stage).toBe("assessment");
    // The faster duelist strikes in the stored order whoever challenged.
    expect((combat.system.duel as unknown as { duelists: string[]; stakes: string })).toMatchObject({ duelists: [ids[0], ids[1]], stakes: "death" });
    expect(trackerContext(rk)).toMatchObject({ canDuel: false, duelStage: "Assessment" });
  });

  it("reads the dialog's form, keeping the last stakes when the form sends others", async () => {
    const { readPick } = await import("../../src/rulesets/rollkeep/combat/duel-dialog");
    const form = new FormData();
    form.set("challenger", "x");
    form.set("opponent", "y");
    form.set("stakes", "tea");
    expect(readPick(form, { challenger: "a", opponent: "b", stakes: "death" })).toEqual({ challenger: "x", opponent: "y", stakes: "death" });
    form.set("stakes", "firstBlood");
    expect(readPick(form, { challenger: "a", opponent: "b", stakes: "death" }).stakes).toBe("firstBlood");
  });
});

describe("the tracker's rows", () => {
  beforeEach(async () => {
    harness = await rollkeepWorld();
  });

  it("show the Downs and Kills a fighter's blows are credited with (C14), nothing before the first", async () => {
    const { trackerContext } = await import("../../src/rulesets/rollkeep/combat/rk-combat-tracker");
    const { combat } = await rkFight(harness, [samurai("A"), samurai("B")], [20, 10], [{ credits: { downs: 1, kills: 2 } }, {}]);
    const rows = trackerContext(combat as unknown as Parameters<typeof trackerContext>[0]).rows as { name: string; credits: string }[];
    expect(rows.map((r) => [r.name, r.credits])).toEqual([["A", "Downs 1 · Kills 2"], ["B", ""]]);
  });
});
