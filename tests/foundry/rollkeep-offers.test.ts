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
