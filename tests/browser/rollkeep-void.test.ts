import { describe, expect, it } from "vitest";
import { fixedDice } from "../../src/rules/dice";
import { RULESETS } from "../../src/rules/registry";
import { ActorDouble, bootSystem, diceBox, face } from "../harness";
import { AYAME_SOURCE } from "../fixtures/rollkeep-actors";
import type { RkCombatDoc } from "../foundry/rollkeep-combat-helpers";
import { chromiumForFile, horizontalOverflow, openInWindow, screenshot, type RenderedApp } from "./chromium";

// The Void Point and stance choices at the table (docs/rollkeep-play.md): the attack dialog's
// Center/Void bonus, Extra Attack and damage modifier, the card's damage with a Void Point, the
// tracker's round-start Void Point with its dialog, and a Down fighter's turn, laid out in Chromium.
const harness = await bootSystem({ ruleset: "rollkeep" });
const browserOf = chromiumForFile();
const d10 = (...faces: number[]) => fixedDice(faces.map((f) => face(f, 10)));
const none = { rolled: 0, kept: 0, flat: 0 };

const fighter = async (name: string, system: object = {}) => (await ActorDouble.create({ ...AYAME_SOURCE, name, system: { ...AYAME_SOURCE.system, wounds: 0, ...system } })) as ActorDouble;

/** A 4e fight: Ayame took Center in round 1 and it is her turn in round 2. */
async function roundTwo(ayameSystem: object = { stance: "center" }) {
  const ayame = await fighter("Kakita Ayame", ayameSystem);
  const goro = await fighter("Goro", { traits: { ...AYAME_SOURCE.system.traits, reflexes: 2 } });
  const combat = (await (Combat as unknown as { create(d: object): Promise<RkCombatDoc> }).create({
    type: "rk",
    combatants: [ayame, goro].map((a, i) => ({ type: "rk", actorId: a.id, name: a.name, initiative: [30, 20][i] })),
  }))!;
  Object.assign(game, { combat });
  await combat.startCombat();
  const ids = [ayame, goro].map((a) => combat.combatants.contents.find((c) => c.actorId === a.id)!.id);
  return { ayame, goro, combat, ids };
}

describe("the attack dialog's Void and stance choices in Chromium", () => {
  it("offers the Center bonus it earned, the attack an Extra Attack granted, and the table's damage modifier", async () => {
    const { ayame, goro, combat, ids } = await roundTwo();
    await combat.nextRound();
    // Ayame leaves Center as her round-2 turn begins; an earlier cut of hers granted an Extra Attack.
    await combat.declareAction(ids[0]!, RULESETS.rollkeep.basicActions.pass!, { stance: "attack" });
    await (combat.combatants.get(ids[0]!) as unknown as { update(d: object): Promise<unknown> }).update({ "system.turn.extraAttacks": 1 });
    const { useRollkeepItem } = await import("../../src/rulesets/rollkeep/roll");
    const dialog = (await useRollkeepItem(ayame as never, "katana0000000000", { targetActorId: goro.id })) as unknown as RenderedApp & { call: object; render(): Promise<unknown> };
    dialog.call = { ...dialog.call, focus: true, damageModifier: { rolled: 1, kept: 0, flat: 2 } };
    await dialog.render();
    const page = await openInWindow(browserOf(), dialog.html, { width: 480, height: 900, classes: "shinobi rollkeep roll-dialog attack-dialog" });
    expect(await page.isChecked("input[name='focus']")).toBe(true);
    expect(await page.isChecked("input[name='extraAttack']")).toBe(true);
    expect(await page.locator("input[name='dmgRolled']").inputValue()).toBe("1");
    // Kenjutsu 3 + Agility 3, Strike First's +1k0, the Center bonus of +1k1 and Void 2.
    expect(await page.locator(".rk-odds .pool").textContent()).toBe("8k4 + 2");
    expect(await page.locator(".rk-parts li").allTextContents()).toContain("Center/Void bonus1k1+2");
    expect(await page.isEnabled("button[type='submit']")).toBe(true);
    expect(await horizontalOverflow(page, ".rk-roll-form, label, fieldset, .rk-odds")).toEqual([]);
    await screenshot(page, "rollkeep-attack-dialog-void");
    await page.close();
  });
});

describe("the attack card's damage with a Void Point in Chromium", () => {
  it("offers the damage plainly or with a Void Point where the world allows it, and shows the point's +1k1 once rolled", async () => {
    await harness.game.settings.set("shinobi", "rkVoidOnDamage", true);
    const ayame = await fighter("Kakita Ayame");
    const goro = await fighter("Goro");
    const { requestAttack, rkCardStep } = await import("../../src/rulesets/rollkeep/attack");
    const call = { raisesCalled: 0, freeRaises: 0, freeRaisesOnTn: 0, tacticsRaises: 0, voidBoost: false, maneuvers: [], circumstances: { offHand: false, secondWeaponHeld: false, foeInMelee: false, advantagedPosition: false }, modifier: none, extraAttack: false, focus: false, damageModifier: none };
    diceBox.source = d10(9, 9, 9, 1, 1, 1, 1);
    const messageId = await requestAttack({ actor: ayame as never, itemId: "katana0000000000", target: goro as never, call: call as never });
    const message = () => game.messages?.get(messageId) as unknown as { content: string };
    const offered = await openInWindow(browserOf(), message().content, { width: 300, height: 420, classes: "chat-log" });
    expect(await offered.locator(".rk-damage-choices button").allTextContents()).toEqual([" Roll the damage", " Roll it with a Void Point (+1k1)"]);
    expect(await horizontalOverflow(offered, ".rk-attack-card, .rk-damage-choices button")).toEqual([]);
    await screenshot(offered, "rollkeep-attack-card-void");
    await offered.close();
    diceBox.source = d10(5, 5, 5, 5, 5, 5, 5);
    await rkCardStep(messageId, { step: "damage", choice: "voidPoint" });
    const rolled = await openInWindow(browserOf(), message().content, { width: 300, height: 520, classes: "chat-log" });
    expect(await rolled.locator(".rk-damage-steps li").last().textContent()).toBe("+ techniques and Void 7k3");
    expect(await rolled.locator(".rk-damage-choices").count()).toBe(0);
    await rolled.close();
  });
});

describe("the tracker's round-start Void Point and a Down fighter's turn in Chromium", () => {
  it("shows the Void Point button while the round has not begun, the spend dialog, and a Down fighter's paid Free Action", async () => {
    // Ayame is Down (Earth 2 in 4e: 31 to 34 wounds).
    const { combat, ids } = await roundTwo({ wounds: 32 });
    const { RkCombatTracker, RkRoundVoidDialog, RkTurnDialog } = await import("../../src/rulesets/rollkeep/combat");
    const tracker = new RkCombatTracker() as unknown as RenderedApp & { viewed: unknown };
    tracker.viewed = combat;
    await tracker.render();
    const page = await openInWindow(browserOf(), tracker.html, { width: 300, height: 320, classes: "sidebar-tab combat-sidebar" });
    expect(await page.locator("button.rk-round-void").count()).toBe(2);
    expect(await horizontalOverflow(page, ".rk-fighter, .rk-fighter-controls")).toEqual([]);
    await screenshot(page, "rollkeep-tracker-round-void");
    await page.close();

    const dialog = new RkRoundVoidDialog({ combat: combat as never, combatantId: ids[1]! }) as unknown as RenderedApp & { pick: { kind: string; partnerId: string } };
    dialog.pick = { kind: "swapInitiative", partnerId: ids[0]! };
    await dialog.render();
    const spend = await openInWindow(browserOf(), dialog.html, { width: 360, height: 260, classes: "shinobi rollkeep rk-round-void-dialog" });
    expect(await spend.locator("select[name='kind'] option").allTextContents()).toEqual(["+10 Armor TN until the round ends", "+10 initiative for the rest of the fight", "Trade places in the order with a willing fighter"]);
    expect(await spend.locator("select[name='partnerId'] option:checked").textContent()).toBe("Kakita Ayame");
    expect(await spend.locator("button[type=submit]").isDisabled()).toBe(false);
    expect(await horizontalOverflow(spend, ".rk-round-void label")).toEqual([]);
    await screenshot(spend, "rollkeep-round-void-dialog");
    await spend.close();

    const turn = new RkTurnDialog({ combat: combat as never, combatantId: ids[0]! }) as unknown as RenderedApp & { choice: { action: string; stance: string; paidWithVoid: boolean } };
    turn.choice = { action: "speakShort", stance: "", paidWithVoid: true };
    await turn.render();
    const down = await openInWindow(browserOf(), turn.html, { width: 360, height: 220, classes: "shinobi rollkeep rk-turn-dialog" });
    expect(await down.isChecked("input[name='paidWithVoid']")).toBe(true);
    expect(await down.locator(".rk-turn-preview").textContent()).toBe("A Free Action · Simple Actions left: 2");
    expect(await down.locator(".rk-refused").count()).toBe(0);
    expect(await horizontalOverflow(down, ".rk-turn label")).toEqual([]);
    await screenshot(down, "rollkeep-turn-down");
    await down.close();
  });
});
