import { beforeEach, describe, expect, it } from "vitest";
import { fixedDice } from "../../src/rules/dice";
import { diceBox, face, writes, type Harness } from "../harness";
import { forgedRequests, GM_ID, PLAYER_ID } from "../fixtures/forged-requests";
import { rkFight, rollkeepWorld, samurai, type RkCombatDoc } from "./rollkeep-combat-helpers";

/*
 * The duelists' moves at the table (DU2, DU4, docs/rollkeep-play.md, "Duels"): each duelist's owner
 * calls the raises of their Assessment, may concede before Focus, picks the facts it earned, which
 * the GM's client reads from the opponent and whispers to them, and says whether their duelist
 * spends a Void Point against a strike's wounds (V6), which the Strike plays as the port's duel
 * does. Every move goes through the GM's client; a forged one is refused naming why, with nothing
 * written.
 */

const GM = GM_ID;
const PLAYER = PLAYER_ID;
const d10 = (...faces: number[]) => fixedDice(faces.map((f) => face(f, 10)));
const trail = () => writes.entries.map((w) => `${w.documentName}:${w.action}`);
let harness: Harness;
let combat: RkCombatDoc & { system: { duel: { calls: number[]; told: boolean[] } } };
let ids: string[];

type Move = { kind: "call"; raises: number } | { kind: "concede" } | { kind: "learn"; facts: string[] } | { kind: "voidOnWounds"; spend: boolean };
const messages = () => [...harness.game.messages.values()] as unknown as { content: string; whisper: string[] }[];

async function move(combatantId: string, m: Move): Promise<void> {
  const { requestDuelMove } = await import("../../src/rulesets/rollkeep/combat/duel-assessment");
  await requestDuelMove(combat as never, combatantId, m as never);
}

beforeEach(async () => {
  harness = await rollkeepWorld();
  // A (the player's, Reflexes 3) is faster than B (the GM's); both Iaijutsu 3, Awareness 2, Void 2, Insight Rank 1.
  const fight = await rkFight(harness, [samurai("A", { reflexes: 3 }, { ownership: { default: 0, [PLAYER]: 3 } }), samurai("B")], [20, 12]);
  combat = fight.combat as typeof combat;
  ids = fight.ids;
  await combat.startDuel(ids[0]!, ids[1]!, "firstBlood");
});

describe("calling the Assessment's raises (DU2, R8)", () => {
  it("stores each duelist's call in one write, and the Assessment rolls with it: one more fact a raise", async () => {
    writes.reset();
    await move(ids[0]!, { kind: "call", raises: 1 });
    expect(trail()).toEqual(["Combat:update"]);
    expect(combat.system.duel.calls).toEqual([1, 0]);
    // A: 5k2 against 15 + 5: 10+9, 9 → 28, a success with its raise; B: 2, 2 → 4.
    diceBox.source = d10(10, 9, 9, 1, 1, 1, 2, 2, 1, 1, 1);
    await combat.nextDuelStage();
    // RkCombatData's duel stores each Assessment whole, the facts it earned among them.
    expect((combat.system.duel.assessed as unknown as { facts: number }[]).map((a) => a.facts)).toEqual([2, 0]);
    expect(messages().at(-1)!.content).toContain("A: 28 against TN 15, 2 fact(s) learned");
  });

  it("refuses more raises than the Void Ring, and a call once the Assessment is rolled, writing nothing", async () => {
    writes.reset();
    await expect(move(ids[0]!, { kind: "call", raises: 3 })).rejects.toThrow(/3 raises are more than a Void Ring of 2 allows/);
    diceBox.source = d10(...Array(12).fill(5));
    await combat.nextDuelStage();
    writes.reset();
    await expect(move(ids[0]!, { kind: "call", raises: 1 })).rejects.toThrow("Raises are called before the Assessment is rolled.");
    expect(writes.calls()).toBe(0);
  });
});

describe("the facts an Assessment earned (DU2)", () => {
  beforeEach(async () => {
    await move(ids[0]!, { kind: "call", raises: 1 });
    diceBox.source = d10(10, 9, 9, 1, 1, 1, 2, 2, 1, 1, 1);
    await combat.nextDuelStage();
  });

  it("reads the chosen facts from the opponent now and whispers them to the duelist's owners, once", async () => {
    writes.reset();
    await move(ids[0]!, { kind: "learn", facts: ["void", "woundRank"] });
    expect(trail()).toEqual(["Combat:update", "ChatMessage:create"]);
    const told = messages().at(-1)!;
    expect(told.content).toContain("A reads B:");
    expect(told.content).toContain("Void Ring: <strong>2</strong>");
    expect(told.content).toContain("Wound rank: <strong>Healthy</strong>");
    expect(told.whisper.sort()).toEqual([GM, PLAYER].sort());
    expect(combat.system.duel.told).toEqual([true, false]);
    await expect(move(ids[0]!, { kind: "learn", facts: ["reflexes"] })).rejects.toThrow("This duelist has already learned what the Assessment earned.");
  });

  it("refuses more facts than earned, a fact twice, and a duelist who earned none", async () => {
    writes.reset();
    await expect(move(ids[0]!, { kind: "learn", facts: ["void", "reflexes", "iaijutsu"] })).rejects.toThrow(/earned 2 fact\(s\), not 3/);
    await expect(move(ids[0]!, { kind: "learn", facts: ["void", "void"] })).rejects.toThrow(/a fact is learned once/);
    await expect(move(ids[1]!, { kind: "learn", facts: ["void"] })).rejects.toThrow(/earned 0 fact\(s\), not 1/);
    expect(writes.calls()).toBe(0);
  });
});

describe("conceding (DU2)", () => {
  it("ends the duel before Focus with the other the winner, in one write and one message", async () => {
    diceBox.source = d10(...Array(12).fill(5));
    await combat.nextDuelStage();
    writes.reset();
    await move(ids[1]!, { kind: "concede" });
    expect(trail()).toEqual(["Combat:update", "ChatMessage:create"]);
    expect(combat.system.duel).toMatchObject({ stage: "over", result: "conceded", winner: ids[0] });
    expect(messages().at(-1)!.content).toContain("B concedes: A wins the duel without a blow.");
  });

  it("is too late once Focus is rolled", async () => {
    diceBox.source = d10(...Array(30).fill(5));
    await combat.nextDuelStage();
    await combat.nextDuelStage();
    await expect(move(ids[0]!, { kind: "concede" })).rejects.toThrow(/a duel is conceded before Focus is rolled/);
  });
});

describe("duel moves sent by a player", () => {
  it("carries the owner's own call, and refuses another's duelist and every malformed field", async () => {
    const { send, refused } = forgedRequests(harness, "rkDuel");
    expect(await send({ combatId: combat.id, combatantId: ids[0], move: { kind: "call", raises: 2 } })).toMatchObject({ ok: true });
    expect(combat.system.duel.calls).toEqual([2, 0]);
    await refused({ combatId: combat.id, combatantId: ids[1], move: { kind: "concede" } }, /own/);
    await refused({ combatId: combat.id, combatantId: ids[0], move: { kind: "call", raises: "all" } }, /move\.raises/);
    await refused({ combatId: combat.id, combatantId: ids[0], move: { kind: "flee" } }, /move\.kind/);
    await refused({ combatId: combat.id, combatantId: ids[0], move: { kind: "learn", facts: ["secrets"] } }, /move\.facts\.0/);
    await refused({ combatId: combat.id, combatantId: ids[0], move: { kind: "learn", facts: "void" } }, /move\.facts/);
    await refused({ combatId: "nope", combatantId: ids[0], move: { kind: "concede" } }, /combatId/);
  });
});

describe("the duel panel", () => {
  interface Panel {
    render(): Promise<unknown>;
    html: string;
  }

  it("offers a duelist's owner the call and the concession, then the facts once assessed; the GM the next stage", async () => {
    const { RkDuelPanel } = await import("../../src/rulesets/rollkeep/combat/duel-panel");
    const { actAs } = await import("../harness");
    actAs(harness, "player");
    const panel = new RkDuelPanel({ combat: combat as never }) as unknown as Panel;
    await panel.render();
    expect(panel.html.match(/data-action="dkCall"/g)).toHaveLength(1);
    expect(panel.html.match(/data-action="dkConcede"/g)).toHaveLength(1);
    expect(panel.html).not.toContain('data-action="dkNext"');
    actAs(harness, "gm");
    await move(ids[0]!, { kind: "call", raises: 1 });
    diceBox.source = d10(10, 9, 9, 1, 1, 1, 2, 2, 1, 1, 1);
    await combat.nextDuelStage();
    actAs(harness, "player");
    await panel.render();
    expect(panel.html).toMatch(/<strong class="rk-facts-earned">2<\/strong>/);
    expect(panel.html.match(/name="fact"/g)).toHaveLength(6);
    expect(panel.html).toContain('data-action="dkLearn"');
  });
});

describe("a Void Point against a strike's wounds (DU4, V6)", () => {
  type Voids = { system: { duel: { voidOnWounds: boolean[] } } };
  const voidsOf = () => (combat as unknown as Voids).system.duel.voidOnWounds;

  it("stores the owner's choice in one write, open until the Strike and refused once the duel is over", async () => {
    writes.reset();
    await move(ids[0]!, { kind: "voidOnWounds", spend: true });
    expect(trail()).toEqual(["Combat:update"]);
    expect(voidsOf()).toEqual([true, false]);
    diceBox.source = d10(...Array(40).fill(5));
    await combat.nextDuelStage();
    await combat.nextDuelStage();
    await move(ids[0]!, { kind: "voidOnWounds", spend: false });
    expect(voidsOf()).toEqual([false, false]);
    await combat.nextDuelStage();
    writes.reset();
    await expect(move(ids[0]!, { kind: "voidOnWounds", spend: true })).rejects.toThrow("No duel is under way in this fight.");
    expect(writes.calls()).toBe(0);
  });

  it("refuses a choice for another's duelist and one that is not true or false, naming the field", async () => {
    const { refused } = forgedRequests(harness, "rkDuel");
    await refused({ combatId: combat.id, combatantId: ids[1], move: { kind: "voidOnWounds", spend: true } }, /own/);
    await refused({ combatId: combat.id, combatantId: ids[0], move: { kind: "voidOnWounds", spend: "yes" } }, /move\.spend/);
    await refused({ combatId: combat.id, combatantId: ids[0], move: { kind: "voidOnWounds" } }, /move\.spend/);
    expect(voidsOf()).toEqual([false, false]);
  });

  it("offers the choice on the panel to the duelist's owner alone, with its Void Points left", async () => {
    const { RkDuelPanel } = await import("../../src/rulesets/rollkeep/combat/duel-panel");
    const { actAs } = await import("../harness");
    actAs(harness, "player");
    const panel = new RkDuelPanel({ combat: combat as never }) as unknown as { render(): Promise<unknown>; html: string };
    await panel.render();
    expect(panel.html.match(/name="voidOnWounds"/g)).toHaveLength(1);
    expect(panel.html).toContain("(Void Points left: 2)");
    actAs(harness, "gm");
    await panel.render();
    expect(panel.html.match(/name="voidOnWounds"/g)).toHaveLength(2);
  });

  it("plays the Strike as the port's duel does with the same dice and choices: the same wounds and Void Points, the point named in the message", async () => {
    const { seededDice } = await import("../../src/rules/dice");
    const { RULESET_EXTRAS, RULESETS } = await import("../../src/rules/registry");
    const duel = RULESET_EXTRAS.rollkeep.duel;
    const options = RULESETS.rollkeep.options.defaults;
    type State = Parameters<typeof duel.strikes>[0][number];
    const stateOf = (id: string) => (combat.fighterOf(combat.combatants.get(id)) as unknown as { state: State }).state;
    let spent = 0;
    for (let seed = 1; seed <= 30; seed++) {
      harness = await rollkeepWorld();
      const fight = await rkFight(harness, [samurai("A", { reflexes: 3 }, { ownership: { default: 0, [PLAYER]: 3 } }), samurai("B")], [20, 12]);
      combat = fight.combat as typeof combat;
      ids = fight.ids;
      await combat.startDuel(ids[0]!, ids[1]!, "death");
      const voids: [boolean, boolean] = [seed % 3 !== 1, seed % 3 !== 2];
      for (const [side, spend] of voids.entries()) await move(ids[side]!, { kind: "voidOnWounds", spend });
      const start = [stateOf(ids[0]!), stateOf(ids[1]!)] as const;
      const at = combat.moment;

      // The port alone, on the faces the harness's generator gives Foundry's dice (recorded-dice.ts).
      const stream = seededDice(seed);
      const dice = { roll: (faces: number) => Math.min(faces, 1 + Math.floor(((stream.roll(1_000_000) - 0.5) / 1_000_000) * faces)) };
      const assessed = duel.assessment(start, [0, 0], options, dice);
      const focused = duel.focus(start, assessed, options, dice);
      const played = duel.strikes(start, [start[0].id, start[1].id], focused, voids, at, options, dice);

      // The table: the GM's three stages.
      diceBox.source = seededDice(seed);
      for (let stage = 0; stage < 3; stage++) await combat.nextDuelStage();
      const after = [stateOf(ids[0]!), stateOf(ids[1]!)];
      expect(after.map((s) => [s.character.wounds, s.voidPoints.points]), `seed ${seed}`).toEqual(played.combatants.map((c) => [c.character.wounds, c.voidPoints.points]));
      const strike = messages().at(-1)!.content;
      for (const o of played.outcomes) {
        const name = o.targetId === start[0].id ? "A" : "B";
        expect(strike.includes(`${name} spends a Void Point against the wounds.`), `seed ${seed}: ${name}'s point`).toBe(o.voidOnWounds);
        if (o.voidOnWounds) {
          spent++;
          expect(voids[name === "A" ? 0 : 1]).toBe(true);
        }
      }
    }
    expect(spent).toBeGreaterThan(3);
  });
});
