import { beforeEach, describe, expect, it } from "vitest";
import { fixedDice } from "../../src/rules/dice";
import { RULESETS } from "../../src/rules/registry";
import { diceBox, face, writes, type Harness } from "../harness";
import { BANDIT_SOURCE } from "../fixtures/rollkeep-actors";
import { expectAllRefused } from "../fixtures/requests";
import { PLAYER_ID } from "../fixtures/forged-requests";
import { rkFight, rollkeepWorld, samurai, sendAs, type RkCombatDoc } from "./rollkeep-combat-helpers";

/*
 * Moves at the table (docs/rules-rollkeep.md, "Moving"): the turn dialog asks how far, which way and
 * over what ground, shows what the port allows before the player confirms, and the GM's client
 * counts the feet on the combatant; a blind Simple move rolls first and may leave the mover Prone.
 */

const rules = RULESETS.rollkeep;
const trail = () => writes.entries.map((w) => `${w.documentName}:${w.action}`);
let harness: Harness;
/** A four-legged NPC with Strength and Perception 4: Water 4 (C3). */
const HORSE = { ...BANDIT_SOURCE, name: "Horse", system: { ...BANDIT_SOURCE.system, traits: { ...BANDIT_SOURCE.system.traits, strength: 4, perception: 4 }, mook: false, wounds: 0, fourLegged: true } };
let combat: RkCombatDoc;
let ids: string[];

beforeEach(async () => {
  harness = await rollkeepWorld();
  ({ combat, ids } = await rkFight(harness, [samurai("Runner"), samurai("Other")], [30, 20]));
  await combat.startCombat();
});

interface TurnDialog {
  choice: { action: string; stance: string; feet: number; direction: string; terrain: string; steed: string };
  render(): Promise<unknown>;
  html: string;
  options: { form: { handler(this: unknown): Promise<void> } };
}

async function turnDialog(): Promise<TurnDialog> {
  const { RkTurnDialog } = await import("../../src/rulesets/rollkeep/combat/turn-dialog");
  return new RkTurnDialog({ combat: combat as never, combatantId: ids[0]! }) as unknown as TurnDialog;
}

describe("the turn dialog's move", () => {
  it("asks how far, which way and over what ground only for a move, and shows what the port allows", async () => {
    const dialog = await turnDialog();
    await dialog.render();
    expect(dialog.html).not.toContain('name="feet"');
    dialog.choice = { ...dialog.choice, action: "moveSimple", feet: 15 };
    await dialog.render();
    expect(dialog.html).toContain('name="feet" value="15"');
    expect(dialog.html).toContain('<option value="away">Away from an enemy</option>');
    expect(dialog.html).toContain('<option value="difficult">Difficult (Water −2)</option>');
    // Water 2: a Simple move covers 20 ft, 40 a round.
    expect(dialog.html).toContain("This move covers up to 20 ft; 0 of 40 ft moved this round.");
    expect(dialog.html).not.toContain('name="steed"');
    dialog.choice = { ...dialog.choice, feet: 25 };
    await dialog.render();
    expect(dialog.html).toContain("This move cannot be made: a Simple Action move covers at most 20 ft here.");
    expect(dialog.html).toMatch(/<button type="submit" disabled>/);
  });

  it("declares the move through the GM's client in one write, the feet counted on the combatant", async () => {
    const dialog = await turnDialog();
    dialog.choice = { ...dialog.choice, action: "moveFree", feet: 10, direction: "neither" };
    writes.reset();
    await dialog.options.form.handler.call(dialog);
    expect(trail()).toEqual(["Combatant:update"]);
    expect(combat.combatants.get(ids[0]!)!.system.turn).toMatchObject({ moved: 10, moveCap: 40 });
    dialog.choice = { ...dialog.choice, action: "moveSimple", feet: 20 };
    await dialog.render();
    expect(dialog.html).toContain("This move covers up to 20 ft; 10 of 40 ft moved this round.");
  });

  it("offers a rider the fight's steeds, each with the Water its sheet gives, and moves at the one chosen (CO8)", async () => {
    ({ combat, ids } = await rkFight(harness, [samurai("Runner", {}, { ownership: { default: 0, [PLAYER_ID]: 3 } }), samurai("Other"), HORSE], [30, 20, 10]));
    await combat.startCombat();
    const { applyCondition } = await import("../../src/rulesets/rollkeep/apply-condition");
    await applyCondition(combat.combatants.get(ids[0]!) as never, "mounted");
    const dialog = await turnDialog();
    dialog.choice = { ...dialog.choice, action: "moveSimple", feet: 40, steed: ids[2]! };
    await dialog.render();
    // Only the four-legged NPC is offered; the other samurai is no steed.
    expect(dialog.html).toContain(`<option value="${ids[2]}" selected>Horse (Water 4)</option>`);
    expect(dialog.html).not.toContain(`<option value="${ids[1]}"`);
    expect(dialog.html).toContain("This move covers up to 40 ft; 0 of 80 ft moved this round.");
    const answer = await sendAs(harness, PLAYER_ID, "rkTurn", { combatId: combat.id, combatantId: ids[0], action: "moveSimple", move: { feet: 40, direction: "toward", steed: ids[2] } });
    expect(answer?.ok).toBe(true);
    expect(combat.combatants.get(ids[0]!)!.system.turn).toMatchObject({ moved: 40, moveCap: 80 });
  });

  it("refuses a rider's request that states a Water, or names a steed that is none of the fight's", async () => {
    ({ combat, ids } = await rkFight(harness, [samurai("Runner", {}, { ownership: { default: 0, [PLAYER_ID]: 3 } }), samurai("Other"), HORSE], [30, 20, 10]));
    await combat.startCombat();
    const { applyCondition } = await import("../../src/rulesets/rollkeep/apply-condition");
    await applyCondition(combat.combatants.get(ids[0]!) as never, "mounted");
    const move = (more: object) => ({ combatId: combat.id, combatantId: ids[0], action: "moveSimple", move: { feet: 40, direction: "toward", ...more } });
    await expectAllRefused(harness, PLAYER_ID, "rkTurn", [
      [move({ steedWater: 10 }), /move\.steedWater is not valid/],
      [move({ steed: ids[1] }), /move\.steed is not valid/],
      [move({ steed: ids[0] }), /move\.steed is not valid/],
      [move({ steed: "AAAAAAAAAAAAAAAA" }), /move\.steed is not valid/],
    ]);
  });
});

describe("a blind Simple move at the table (CO1)", () => {
  it("rolls Athletics/Agility on the GM's client, and on a failure writes Prone instead of the move, with one message", async () => {
    const { applyCondition } = await import("../../src/rulesets/rollkeep/apply-condition");
    await applyCondition(combat.combatants.get(ids[0]!) as never, "blinded");
    // No Athletics: Agility 2 unskilled, 2k2 of 3 and 2 = 5 against TN 20.
    diceBox.source = fixedDice([3, 2].map((v) => face(v, 10)));
    writes.reset();
    const declared = await combat.declareAction(ids[0]!, rules.basicActions.moveSimple!, { move: { feet: 0, direction: "toward" } } as never);
    expect((declared as unknown as { blindMove: unknown }).blindMove).toEqual({ total: 5, tn: 20, fell: true });
    expect(trail()).toEqual(["ActiveEffect:create", "Combatant:update", "ChatMessage:create"]);
    const message = [...harness.game.messages.values()].at(-1) as unknown as { content: string; rolls: { formula: string; total: number }[] };
    expect(message.content).toBe("Runner moves blind: Athletics/Agility 5 against TN 20, and falls Prone instead of moving.");
    expect(message.rolls.map((r) => [r.formula, r.total])).toEqual([["2d10", 5]]);
    expect(combat.fighterOf(combat.combatants.get(ids[0]!))!.state.conditions.prone).toBe(true);
  });
});
