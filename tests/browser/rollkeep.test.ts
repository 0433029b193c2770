import { describe, expect, it } from "vitest";
import { fixedDice } from "../../src/rules/dice";
import { RULESETS } from "../../src/rules/registry";
import { ActorDouble, bootSystem, diceBox, face } from "../harness";
import { AYAME_SOURCE, BANDIT_SOURCE } from "../fixtures/rollkeep-actors";
import type { RkCombatDoc } from "../foundry/rollkeep-combat-helpers";
import { chromiumForFile, horizontalOverflow, openInWindow, picture, screenshot, type RenderedApp } from "./chromium";

// The roll-and-keep sheets, roll dialog and roll card, rendered through their real classes and templates in a rollkeep world, laid out in headless Chromium.
await bootSystem({ ruleset: "rollkeep" });
const { RkSamuraiSheet, RkNpcSheet, RkItemSheet } = await import("../../src/rulesets/rollkeep/sheets");
const { RollkeepRollDialog } = await import("../../src/rulesets/rollkeep/roll");

const browserOf = chromiumForFile();

const AYAME = {
  ...AYAME_SOURCE,
  img: picture("#7a1f2b", "A"),
  items: AYAME_SOURCE.items.map((item) => ({ ...item, img: picture(item.type === "rkWeapon" ? "#444" : item.type === "rkArmor" ? "#6b5a2e" : "#2e5b6b", item.name.charAt(0)) })),
};
const samurai = async () => (await ActorDouble.create(AYAME)) as ActorDouble;

describe("the samurai sheet in Chromium", () => {
  it("shows the rings with their traits, the Void Points and the skills, each with its roll, without overflowing", async () => {
    const sheet = new RkSamuraiSheet({ document: await samurai() } as never) as unknown as RenderedApp;
    await sheet.render();
    const page = await openInWindow(browserOf(), sheet.html, { width: 760, height: 700, classes: "shinobi sheet actor rollkeep" });
    expect(await page.locator(".rk-ring").count()).toBe(4);
    expect(await page.locator(".rk-ring[data-ring='air'] .ring-value").textContent()).toBe("3");
    expect(await page.locator(".rk-void-ring input").inputValue()).toBe("2");
    expect(await page.locator("input[name='system.traits.agility']").inputValue()).toBe("3");
    expect(await page.locator("button[data-action='rollTrait']").count()).toBe(8);
    expect(await page.locator(".rk-skill[data-index] button[data-action='rollSkill']").count()).toBe(2);
    expect(await page.locator("input[name='system.skills.0.emphases']").inputValue()).toBe("Katana");
    expect(await page.locator(".rk-badge.wound-rank").textContent()).toBe("Injured (15)");
    expect(await page.locator(".rk-badge.armor-tn").textContent()).toBe("ATN 25");
    expect(await page.isVisible("section.tab.traits")).toBe(true);
    expect(await page.isVisible("section.tab.combat")).toBe(false);
    expect(await horizontalOverflow(page, ".window-content, fieldset, .shinobi-header, .rk-summary, .rk-trait, .rk-skill")).toEqual([]);
    // Every trait's name shows whole.
    expect(await horizontalOverflow(page, ".rk-trait .label")).toEqual([]);
    await screenshot(page, "rollkeep-samurai-sheet");
    await page.close();
  });

  it("shows the wound track with the current rank, the Armor TN in its parts, the stance and the weapons", async () => {
    const sheet = new RkSamuraiSheet({ document: await samurai() } as never) as unknown as RenderedApp;
    sheet.tabGroups.primary = "combat";
    await sheet.render();
    const page = await openInWindow(browserOf(), sheet.html, { width: 760, height: 700, classes: "shinobi sheet actor rollkeep" });
    expect(await page.locator(".rk-wound-track tbody tr").count()).toBe(9);
    expect(await page.locator(".rk-wound-track tr.current td").first().textContent()).toBe("Injured");
    expect(await page.locator(".rk-armor-tn .total").textContent()).toBe("25");
    expect(await page.locator(".rk-armor-parts li").count()).toBe(3);
    expect(await page.locator("select[name='system.stance'] option").allTextContents()).toEqual(["Attack", "Full Attack", "Defense", "Full Defense", "Center"]);
    expect(await page.locator(".rk-weapons .rk-item-row").count()).toBe(2);
    expect(await page.locator(".rk-weapons .rk-toggle.on").count()).toBe(1);
    expect(await horizontalOverflow(page, ".window-content, fieldset, .rk-item-row, .rk-wound-track")).toEqual([]);
    await screenshot(page, "rollkeep-samurai-combat");
    await page.close();
  });
});

describe("the technique sheet in Chromium", () => {
  it("shows the kind, the ring, when it is bought (S9) and the modifiers it adds while held (D9)", async () => {
    const actor = await samurai();
    const strikeFirst = actor.items.find((i) => i.type === "rkTechnique")!;
    await (strikeFirst as unknown as { update(d: object): Promise<unknown> }).update({ system: { trigger: "first", modifiers: [{ target: "attack", rolled: 1, kept: 0, flat: 0 }, { target: "armorTnTechnique", rolled: 0, kept: 0, flat: 5 }] } });
    const sheet = new RkItemSheet({ document: strikeFirst } as never) as unknown as RenderedApp;
    await sheet.render();
    const page = await openInWindow(browserOf(), sheet.html, { width: 540, height: 600, classes: "shinobi sheet item rollkeep" });
    expect(await page.locator("select[name='system.trigger']").inputValue()).toBe("first");
    expect(await page.locator("select[name='system.trigger'] option").allTextContents()).toEqual(["No", "Yes, first", "Yes, last"]);
    expect(await page.locator(".rk-modifier").count()).toBe(2);
    expect(await page.locator("select[name='system.modifiers.1.target']").inputValue()).toBe("armorTnTechnique");
    expect(await page.locator("input[name='system.modifiers.1.flat']").inputValue()).toBe("5");
    expect(await page.locator(".rk-modifiers .hint").textContent()).toContain("Counted while the character holds this technique");
    expect(await horizontalOverflow(page, ".window-content, .grid, fieldset, .rk-modifier, label")).toEqual([]);
    await screenshot(page, "rollkeep-technique-sheet");
    await page.close();
  });
});

describe("the compact roll-and-keep NPC sheet in Chromium", () => {
  it("shows rings, armor, the mook flag, wounds, skills and weapons on one page", async () => {
    const sheet = new RkNpcSheet({ document: await ActorDouble.create({ ...BANDIT_SOURCE, img: picture("#3d3d3d", "B") }) } as never) as unknown as RenderedApp;
    await sheet.render();
    const page = await openInWindow(browserOf(), sheet.html, { width: 600, height: 700, classes: "shinobi sheet actor rollkeep npc" });
    expect(await page.locator("nav.tabs").count()).toBe(0);
    expect(await page.locator(".rk-ring").count()).toBe(4);
    expect(await page.isChecked("input[name='system.mook']")).toBe(true);
    expect(await horizontalOverflow(page, ".window-content, fieldset, .rk-trait, .rk-trait .label, .rk-skill")).toEqual([]);
    await screenshot(page, "rollkeep-npc-sheet");
    await page.close();
  });
});

describe("the roll dialog and its card in Chromium", () => {
  type Dialog = RenderedApp & { choice: Record<string, unknown>; options: { form: { handler(this: unknown): Promise<void> } } };

  it("shows the pool, the raised TN and the exact chance before rolling, then posts the card with its odds", async () => {
    const ayame = await ActorDouble.create({ ...AYAME, system: { ...AYAME.system, wounds: 0 } });
    const dialog = new RollkeepRollDialog({ actor: ayame as never, rolled: { kind: "attack", with: undefined } as never, heading: { label: "Katana", img: picture("#444", "K") } }) as unknown as Dialog;
    dialog.choice = { ...dialog.choice, raisesCalled: 1, emphasis: "Katana" };
    await dialog.render();
    const page = await openInWindow(browserOf(), dialog.html, { width: 440, height: 540, classes: "shinobi rollkeep roll-dialog" });
    // Kenjutsu 3 + Agility 3, and Strike First's +1k0 on attacks (D9).
    expect(await page.locator(".rk-odds .pool").textContent()).toBe("7k3");
    expect(await page.locator(".rk-parts li").allTextContents()).toContain("Techniques and masteries1k0");
    expect(await page.locator(".rk-odds .tn").textContent()).toBe("20");
    expect(await page.locator(".rk-odds .chance").textContent()).toMatch(/^\d+\.\d%$/);
    expect(await page.locator("select[name='emphasis'] option").allTextContents()).toEqual(["None", "Katana"]);
    expect(await page.isEnabled("button[type='submit']")).toBe(true);
    expect(await horizontalOverflow(page, ".rk-roll-form, label, fieldset, .rk-odds")).toEqual([]);
    await screenshot(page, "rollkeep-roll-dialog");
    await page.close();

    diceBox.source = fixedDice([10, 4, 7, 2, 8, 1, 3, 1].map((v) => face(v, 10)));
    await dialog.options.form.handler.call(dialog);
    const message = [...(game.messages as unknown as Iterable<{ content: string }>)].pop()!;
    const card = await openInWindow(browserOf(), message.content, { width: 300, height: 300, classes: "chat-log" });
    expect(await card.locator(".rk-verdict").textContent()).toMatch(/Success · margin \+9/);
    expect(await card.locator(".dice-total").textContent()).toBe("29");
    expect(await horizontalOverflow(card, ".rk-roll-card, .card-facts li")).toEqual([]);
    await screenshot(card, "rollkeep-roll-card");
    await card.close();
  });
});

describe("the round tracker in Chromium", () => {
  it("shows the round's order with each fighter's stance, the turn's action pips, the Full Defense bonus and conditions, and the GM's controls", async () => {
    const { RkCombatTracker } = await import("../../src/rulesets/rollkeep/combat");
    const fighter = async (name: string, color: string, stance: string, traits: Record<string, number>, effects: object[] = []) =>
      (await ActorDouble.create({ ...AYAME, name, img: picture(color, name.charAt(0)), system: { ...AYAME.system, wounds: name === "Kakita Ayame" ? 12 : 0, stance, traits: { ...AYAME.system.traits, ...traits } }, effects })) as ActorDouble;
    const actors = [
      await fighter("Kakita Ayame", "#7a1f2b", "attack", { reflexes: 4 }),
      await fighter("Hida Oroshi", "#6b5a2e", "defense", {}, [{ name: "Prone", statuses: ["prone"] }]),
      await fighter("Isawa Kenji", "#2e5b6b", "center", { reflexes: 2 }, [{ name: "Dazed", statuses: ["dazed"] }]),
      (await ActorDouble.create({ ...BANDIT_SOURCE, name: "Bandit", img: picture("#3d3d3d", "B"), system: { ...BANDIT_SOURCE.system, stance: "fullAttack" } })) as ActorDouble,
    ];
    const combat = (await (Combat as unknown as { create(d: object): Promise<RkCombatDoc> }).create({
      type: "rk",
      combatants: actors.map((a, i) => ({ type: "rk", actorId: a.id, name: a.name, img: a.img, initiative: [31, 24, 17, 12][i] })),
    }))!;
    const idOf = (i: number) => combat.combatants.contents.find((c) => c.actorId === actors[i]!.id)!.id;
    Object.assign(game, { combat });
    await combat.startCombat();
    // Kenji's Dazed recovery at the end of round 1: Earth 2, 2k2 of 3 and 2, a failure.
    diceBox.source = fixedDice([3, 2].map((v) => face(v, 10)));
    await combat.nextRound();
    // Round 2: Ayame begins her turn in Full Defense: Defense 2 / Reflexes 4, 6k4 of 9, 8, 6, 5, 2, 1 = 28 → +14.
    diceBox.source = fixedDice([9, 8, 6, 5, 2, 1].map((v) => face(v, 10)));
    await combat.declareAction(idOf(0), RULESETS.rollkeep.basicActions.pass!, { stance: "fullDefense" });
    const tracker = new RkCombatTracker() as unknown as RenderedApp & { viewed: unknown };
    tracker.viewed = combat;
    await tracker.render();
    const page = await openInWindow(browserOf(), tracker.html, { width: 300, height: 520, classes: "sidebar-tab combat-sidebar" });
    expect(await page.locator(".rk-round strong").textContent()).toBe("2");
    // Kenji's Center gives +10 initiative in round 2 (ST7): 27 puts him before Oroshi's 24.
    expect(await page.locator(".rk-fighter .token-name").allTextContents()).toEqual(["Kakita Ayame", "Isawa Kenji", "Hida Oroshi", "Bandit"]);
    // Each row shows the score it is placed on this round: Kenji's 17 rolled and Center's +10.
    expect(await page.locator(".rk-fighter .rk-initiative").allTextContents()).toEqual(["31", "27", "24", "12"]);
    expect(await page.locator(".rk-fighter").nth(1).locator(".rk-initiative").getAttribute("data-tooltip")).toBe("Initiative: 17 rolled, +10 this round (Center or Void)");
    expect(await page.locator(".rk-fighter .rk-stance").allTextContents()).toEqual([" Full Defense", " Center", " Defense", " Full Attack"]);
    expect(await page.locator(".rk-fighter").first().getAttribute("class")).toContain("acting");
    // Full Defense's roll took the turn's Complex Action: both pips spent, the C marker, +14 to Armor TN.
    expect(await page.locator(".rk-fighter").first().locator(".rk-pip.spent").count()).toBe(2);
    expect(await page.locator(".rk-fighter").first().locator(".rk-complex").count()).toBe(1);
    expect(await page.locator(".rk-fighter").first().locator(".rk-fd-bonus").textContent()).toBe("+14");
    expect(await page.locator(".rk-fighter").nth(1).locator(".rk-condition").textContent()).toBe("Dazed (1)");
    expect(await page.locator(".rk-fighter").nth(2).locator(".rk-condition").textContent()).toBe("Prone");
    expect(await page.isVisible("button.rk-next-turn")).toBe(true);
    expect(await page.isVisible("button.rk-next-round")).toBe(true);
    // No duel under way: the GM may pick two duelists.
    expect(await page.isVisible("button.rk-duel")).toBe(true);
    expect(await horizontalOverflow(page, ".rk-round-header, .rk-fighter, .rk-fighter-line")).toEqual([]);
    await screenshot(page, "rollkeep-tracker");
    await page.close();

    const { RkDuelDialog } = await import("../../src/rulesets/rollkeep/combat");
    // The dialog's combat is the RkCombat the harness made from the configured class.
    const dialog = new RkDuelDialog({ combat: combat as unknown as ConstructorParameters<typeof RkDuelDialog>[0]["combat"] }) as unknown as RenderedApp & { pick: { challenger: string; opponent: string } };
    dialog.pick.opponent = dialog.pick.challenger;
    await dialog.render();
    const refused = await openInWindow(browserOf(), dialog.html, { width: 340, height: 200, classes: "shinobi rollkeep rk-duel-dialog" });
    // The same fighter twice: the reason is shown and Begin is disabled.
    expect(await refused.locator(".rk-refused").textContent()).toBe("A duel needs two different fighters.");
    expect(await refused.locator("button[type=submit]").isDisabled()).toBe(true);
    await refused.close();
    dialog.pick.opponent = idOf(3);
    await dialog.render();
    const picked = await openInWindow(browserOf(), dialog.html, { width: 340, height: 200, classes: "shinobi rollkeep rk-duel-dialog" });
    expect(await picked.locator("select[name=challenger] option:checked").textContent()).toBe("Kakita Ayame");
    expect(await picked.locator("select[name=opponent] option:checked").textContent()).toBe("Bandit");
    expect(await picked.locator("select[name=stakes] option").allTextContents()).toEqual(["To first blood", "To the death"]);
    expect(await picked.locator("button[type=submit]").isDisabled()).toBe(false);
    expect(await horizontalOverflow(picked, ".rk-duel-pick label")).toEqual([]);
    await screenshot(picked, "rollkeep-duel-dialog");
    await picked.close();
  });
});

describe("the attack card in Chromium", () => {
  it("shows the roll against the Armor TN with its maneuver, the damage in its steps, and the wounds that landed", async () => {
    const ayame = await ActorDouble.create({ ...AYAME, system: { ...AYAME.system, wounds: 0 } });
    const goro = await ActorDouble.create({ ...AYAME, name: "Goro", img: picture("#2e5b6b", "G"), system: { ...AYAME.system, wounds: 0 } });
    const { requestAttack, rkCardStep } = await import("../../src/rulesets/rollkeep/attack");
    const none = { rolled: 0, kept: 0, flat: 0 };
    const call = { raisesCalled: 1, freeRaises: 0, freeRaisesOnTn: 0, tacticsRaises: 0, voidBoost: false, maneuvers: [{ kind: "extraDamage", raises: 1 }], circumstances: { offHand: false, secondWeaponHeld: false, foeInMelee: false, advantagedPosition: false }, modifier: none, extraAttack: false, focus: false, damageModifier: none };
    // 7k3 (Strike First's +1k0) at 25 + 5: 10+4 = 14, 9, 8 kept (31); damage 7k2: 10+7 = 17 and 9 kept (26); a Void Point and Reduction 1 leave 15.
    diceBox.source = fixedDice([10, 4, 9, 8, 2, 1, 3, 1].map((v) => face(v, 10)));
    const messageId = await requestAttack({ actor: ayame as never, itemId: "katana0000000000", target: goro as never, call: call as never });
    diceBox.source = fixedDice([10, 7, 9, 3, 2, 1, 1, 1].map((v) => face(v, 10)));
    await rkCardStep(messageId, { step: "damage" });
    await rkCardStep(messageId, { step: "answer", choice: "voidPoint" });
    const message = game.messages?.get(messageId) as unknown as { content: string };
    const card = await openInWindow(browserOf(), message.content, { width: 300, height: 560, classes: "chat-log" });
    expect(await card.locator(".attack-total").textContent()).toBe("31");
    expect(await card.locator(".rk-card-tn .tn").textContent()).toBe("30");
    expect(await card.locator(".damage-total").textContent()).toBe("26");
    expect(await card.locator(".rk-wounds .taken").textContent()).toBe("15");
    expect(await card.locator(".rk-wounds .rank").textContent()).toBe("Grazed");
    expect(await card.locator(".rk-dice li.kept").count()).toBe(5);
    expect(await horizontalOverflow(card, ".rk-attack-card, .card-facts li, .rk-dice, .rk-damage-steps li")).toEqual([]);
    await screenshot(card, "rollkeep-attack-card");
    await card.close();
  });
});
