import { beforeEach, describe, expect, it } from "vitest";
import { RULESETS } from "../../src/rules/registry";
import type { Harness } from "../harness";
import { rkFight, rollkeepWorld, samurai, sendAs, type RkCombatDoc } from "./rollkeep-combat-helpers";

/*
 * What the round tracker and the turn dialog offer a fighter (docs/rules-rollkeep.md, "The round
 * tracker"): a stance as its turn begins from round 2 (S3, S10), the 4e Delay (S2) and a Void Point
 * bought as the round begins (V2, V8–V10), each shown exactly where the port's step would allow it.
 */

const rules = RULESETS.rollkeep;
const action = (key: string) => rules.basicActions[key]!;
const PLAYER = "player0000000000";
const mine = { ownership: { default: 0, [PLAYER]: 3 } };

interface Row {
  id: string;
  stanceChoice: string | null;
  stances: Record<string, string>;
  canDelay: boolean;
  canBuyVoid: boolean;
}
interface TurnDialog {
  choice: Record<string, unknown>;
  render(): Promise<unknown>;
  html: string;
}

let harness: Harness;
beforeEach(async () => {
  harness = await rollkeepWorld();
});

async function rows(combat: RkCombatDoc): Promise<Row[]> {
  const { trackerContext } = await import("../../src/rulesets/rollkeep/combat/rk-combat-tracker");
  return trackerContext(combat as never).rows as Row[];
}

async function turnDialog(combat: RkCombatDoc, combatantId: string): Promise<TurnDialog> {
  const { RkTurnDialog } = await import("../../src/rulesets/rollkeep/combat/turn-dialog");
  const dialog = new RkTurnDialog({ combat: combat as never, combatantId }) as unknown as TurnDialog;
  await dialog.render();
  return dialog;
}

/** A (30), B (20), C (10), round 1 begun. */
async function threeFighters(): Promise<{ combat: RkCombatDoc; ids: string[] }> {
  const fight = await rkFight(harness, [samurai("A", {}, mine), samurai("B"), samurai("C")], [30, 20, 10]);
  await fight.combat.startCombat();
  return fight;
}

describe("the stance offered as a turn begins (S3, S10)", () => {
  it("is not offered in round 1, is offered to the one due from round 2, and not once its turn is under way", async () => {
    const { combat, ids } = await threeFighters();
    expect((await rows(combat)).map((r) => r.stanceChoice)).toEqual([null, null, null]);
    expect((await turnDialog(combat, ids[0]!)).html).not.toContain('name="stance"');
    await combat.nextRound();
    expect(combat.round).toBe(2);
    expect((await rows(combat)).map((r) => r.stanceChoice)).toEqual(["turnStart", null, null]);
    expect((await turnDialog(combat, ids[0]!)).html).toContain('name="stance"');
    // A's turn begun: a stance is chosen only as a turn begins, so the dialog no longer asks for one.
    await combat.declareAction(ids[0]!, action("moveFree"));
    expect((await turnDialog(combat, ids[0]!)).html).not.toContain('name="stance"');
    expect((await rows(combat)).map((r) => r.stanceChoice)).toEqual([null, null, null]);
  });
});

describe("the stances offered (ST9)", () => {
  const prone = { ...mine, effects: [{ name: "Prone", statuses: ["prone"] }] };
  const stancesOf = async (combat: RkCombatDoc, id: string) => Object.keys((await rows(combat)).find((r) => r.id === id)!.stances);
  const dialogStances = (html: string) => [.../<select name="stance">(.*?)<\/select>/s.exec(html)![1]!.matchAll(/value="([^"]*)"/g)].map((m) => m[1]);

  it("as a turn begins are only those the port lets a prone fighter take, in the tracker and the turn dialog; a forbidden one sent anyway gets the port's reason", async () => {
    const { combat, ids } = await rkFight(harness, [samurai("A", {}, prone), samurai("B")], [30, 20]);
    await combat.startCombat();
    await combat.nextRound();
    expect(await stancesOf(combat, ids[0]!)).toEqual(["attack", "defense"]);
    expect(dialogStances((await turnDialog(combat, ids[0]!)).html)).toEqual(["", "attack", "defense"]);
    const answer = await sendAs(harness, PLAYER, "rkTurn", { combatId: combat.id, combatantId: ids[0], action: "pass", stance: "fullAttack" });
    expect(answer?.ok).toBe(false);
    expect(answer?.error).toMatch(/Full Attack stance cannot be taken: a prone character can only take the plain attack or defense stance/);
    expect(await sendAs(harness, PLAYER, "rkTurn", { combatId: combat.id, combatantId: ids[0], action: "pass", stance: "defense" })).toMatchObject({ ok: true });
  });

  it("as the opening stance are narrowed the same way; a fighter with nothing on it is offered the book's five", async () => {
    const { combat, ids } = await rkFight(harness, [samurai("A", {}, { ...mine, effects: [{ name: "Dazed", statuses: ["dazed"] }] }), samurai("B")]);
    expect((await rows(combat)).map((r) => r.stanceChoice)).toEqual(["opening", "opening"]);
    expect(await stancesOf(combat, ids[0]!)).toEqual(["defense", "fullDefense"]);
    expect(await stancesOf(combat, ids[1]!)).toEqual(["attack", "fullAttack", "defense", "fullDefense", "center"]);
    const refused = await sendAs(harness, PLAYER, "rkOpeningStance", { combatId: combat.id, combatantId: ids[0], stance: "center" });
    expect(refused?.ok).toBe(false);
    expect(refused?.error).toMatch(/Center stance cannot be taken: a dazed character can only defend/);
    expect(await sendAs(harness, PLAYER, "rkOpeningStance", { combatId: combat.id, combatantId: ids[0], stance: "fullDefense" })).toMatchObject({ ok: true });
  });

  it("on the sheet are those of the moment too: the opening ones outside a fight, the held one with those a turn may begin in during one", async () => {
    const { RkSamuraiSheet } = await import("../../src/rulesets/rollkeep/sheets");
    const sheetStances = async (actor: unknown) => {
      const sheet = new RkSamuraiSheet({ document: actor } as never) as unknown as { render(): Promise<unknown>; parts: Record<string, string> };
      await sheet.render();
      return [.../<select name="system\.stance"[^>]*>(.*?)<\/select>/s.exec(sheet.parts.combat ?? "")![1]!.matchAll(/value="([^"]*)"/g)].map((m) => m[1]);
    };
    const { combat, actors } = await rkFight(harness, [samurai("A", {}, { ...prone, system: { ...(samurai("x").system as object), stance: "center" } }), samurai("B")], [30, 20]);
    // Outside a begun fight: the opening stances a prone fighter may take, and the one it holds.
    expect(await sheetStances(actors[0])).toEqual(["attack", "defense", "center"]);
    await combat.startCombat();
    // Round 1 keeps the opening stance (S3).
    expect(await sheetStances(actors[0])).toEqual(["center"]);
    await combat.nextRound();
    expect(await sheetStances(actors[0])).toEqual(["attack", "defense", "center"]);
  });
});

describe("the 4e Delay offered (S2)", () => {
  it("follows the port: shown to the one due while a regular turn is still to come, not to the last one, nor to one stepping in", async () => {
    const { combat, ids } = await threeFighters();
    expect((await rows(combat)).map((r) => r.canDelay)).toEqual([true, false, false]);
    await combat.declareAction(ids[0]!, action("delay"));
    await combat.nextTurn();
    expect((await rows(combat)).map((r) => r.canDelay)).toEqual([false, true, false]);
    await combat.declareAction(ids[1]!, action("moveSimple"));
    await combat.nextTurn();
    // C is the last regular turn: the port refuses its Delay, so the tracker does not offer it.
    expect(combat.dueCombatant()?.id).toBe(ids[2]);
    expect((await rows(combat)).map((r) => r.canDelay)).toEqual([false, false, false]);
    await expect(combat.declareAction(ids[2]!, action("delay"))).rejects.toThrow(/no one is left to pass the turn to/);
    await combat.declareAction(ids[2]!, action("moveSimple"));
    await combat.nextTurn();
    // A steps in: it has delayed once, and may not again.
    expect(combat.dueCombatant()?.id).toBe(ids[0]);
    expect((await rows(combat)).map((r) => r.canDelay)).toEqual([false, false, false]);
  });

  it("is never offered in the house rules", async () => {
    harness.game.settings.store("shinobi", "rkVariant", "house");
    const fight = await rkFight(harness, [samurai("A"), samurai("B")].map((s) => ({ ...s, system: { ...(s.system as object), stance: "water" } })), [30, 20]);
    await fight.combat.startCombat();
    expect((await rows(fight.combat)).map((r) => r.canDelay)).toEqual([false, false]);
  });
});

describe("the Void Point bought as the round begins (V2, V8–V10)", () => {
  const buy = (combat: RkCombatDoc, combatantId: string, kind: string) => sendAs(harness, PLAYER, "rkRoundVoid", { combatId: combat.id, combatantId, kind });

  it("4e: once the buyer has spent its point this round it is offered no other, while the rest still are", async () => {
    const { combat, ids } = await threeFighters();
    expect((await rows(combat)).map((r) => r.canBuyVoid)).toEqual([true, true, true]);
    expect(await buy(combat, ids[0]!, "armorTn")).toMatchObject({ ok: true });
    expect((await rows(combat)).map((r) => r.canBuyVoid)).toEqual([false, true, true]);
    expect(await buy(combat, ids[0]!, "raiseInitiative")).toMatchObject({ ok: false });
  });

  it("house rules with each effect once a round: the buyer is still offered the spends it has not made", async () => {
    harness.game.settings.store("shinobi", "rkVariant", "house");
    harness.game.settings.store("shinobi", "rkHouseVoidLimit", "eachEffectOncePerRound");
    const fight = await rkFight(harness, [samurai("A", {}, mine), samurai("B")].map((s) => ({ ...s, system: { ...(s.system as object), stance: "water" } })), [30, 20]);
    await fight.combat.startCombat();
    expect(await buy(fight.combat, fight.ids[0]!, "armorTn")).toMatchObject({ ok: true });
    expect((await rows(fight.combat)).map((r) => r.canBuyVoid)).toEqual([true, true]);
  });

  it("is not offered to one without a point left", async () => {
    const fight = await rkFight(harness, [samurai("A", {}, { ...mine, system: { ...(samurai("x").system as object), voidPoints: { value: 0, spent: [], round: null } } }), samurai("B")], [30, 20]);
    await fight.combat.startCombat();
    expect((await rows(fight.combat)).map((r) => r.canBuyVoid)).toEqual([false, true]);
  });
});
