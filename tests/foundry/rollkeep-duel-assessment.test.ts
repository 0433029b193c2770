import { beforeEach, describe, expect, it } from "vitest";
import { fixedDice } from "../../src/rules/dice";
import { diceBox, face, writes, type Harness } from "../harness";
import { forgedRequests, GM_ID, PLAYER_ID } from "../fixtures/forged-requests";
import { rkFight, rollkeepWorld, samurai, type RkCombatDoc } from "./rollkeep-combat-helpers";

/*
 * The duel's Assessment at the table (DU2, docs/rollkeep-play.md, "Duels"): each duelist's owner
 * calls the raises of their Assessment, may concede before Focus, and picks the facts it earned,
 * which the GM's client reads from the opponent and whispers to them. Every move goes through the
 * GM's client; a forged one is refused naming why, with nothing written.
 */

const GM = GM_ID;
const PLAYER = PLAYER_ID;
const d10 = (...faces: number[]) => fixedDice(faces.map((f) => face(f, 10)));
const trail = () => writes.entries.map((w) => `${w.documentName}:${w.action}`);
let harness: Harness;
let combat: RkCombatDoc & { system: { duel: { calls: number[]; told: boolean[] } } };
let ids: string[];

type Move = { kind: "call"; raises: number } | { kind: "concede" } | { kind: "learn"; facts: string[] };
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
