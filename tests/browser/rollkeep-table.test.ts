import { describe, expect, it } from "vitest";
import { fixedDice, seededDice } from "../../src/rules/dice";
import { actAs, ActorDouble, bootSystem, diceBox, face } from "../harness";
import { AYAME_SOURCE } from "../fixtures/rollkeep-actors";
import type { RkCombatDoc } from "../foundry/rollkeep-combat-helpers";
import { chromiumForFile, horizontalOverflow, openInWindow, screenshot, type RenderedApp } from "./chromium";

// What the roll-and-keep table adds for moves, rolls made together, the duel's Assessment and penalties, laid out in headless Chromium.
const harness = await bootSystem({ ruleset: "rollkeep" });
const browserOf = chromiumForFile();
const d10 = (...faces: number[]) => fixedDice(faces.map((f) => face(f, 10)));

const skills = [...AYAME_SOURCE.system.skills, { key: "stealth", rank: 2, emphases: [] }, { key: "iaijutsu", rank: 3, emphases: [] }];
const character = async (name: string, more: Record<string, unknown> = {}) => (await ActorDouble.create({ ...AYAME_SOURCE, name, system: { ...AYAME_SOURCE.system, wounds: 0, skills }, ...more })) as ActorDouble;
const ayame = await character("Kakita Ayame");
const guard = await character("Hida Guard");
const kenji = await character("Isawa Kenji");

async function fight(): Promise<{ combat: RkCombatDoc; ids: string[] }> {
  diceBox.source = seededDice(7);
  const combat = (await (Combat as unknown as { create(d: object): Promise<RkCombatDoc> }).create({
    type: "rk",
    combatants: [ayame, guard].map((a, i) => ({ type: "rk", actorId: a.id, name: a.name, initiative: [25, 15][i] })),
  }))!;
  Object.assign(game, { combat });
  await combat.startCombat();
  return { combat, ids: [ayame, guard].map((a) => combat.combatants.contents.find((c) => c.actorId === a.id)!.id) };
}

describe("the turn dialog's move in Chromium", () => {
  it("asks how far, which way and over what ground, and shows the allowance", async () => {
    const { combat, ids } = await fight();
    const { RkTurnDialog } = await import("../../src/rulesets/rollkeep/combat/turn-dialog");
    const dialog = new RkTurnDialog({ combat: combat as never, combatantId: ids[0]! }) as unknown as RenderedApp & { choice: Record<string, unknown> };
    dialog.choice = { ...dialog.choice, action: "moveSimple", feet: 15, direction: "toward", terrain: "moderate" };
    await dialog.render();
    const page = await openInWindow(browserOf(), dialog.html, { width: 380, height: 360, classes: "shinobi rollkeep rk-turn-dialog" });
    expect(await page.locator("input[name='feet']").inputValue()).toBe("15");
    expect(await page.locator("select[name='terrain'] option:checked").textContent()).toBe("Moderate (Water −1)");
    // Water 2 less 1 for moderate ground: 10 ft a Simple move.
    expect(await page.locator(".rk-refused").textContent()).toBe("This move cannot be made: a Simple Action move covers at most 10 ft here.");
    expect(await horizontalOverflow(page, ".rk-turn, .rk-move label")).toEqual([]);
    await page.close();
    dialog.choice = { ...dialog.choice, feet: 10 };
    await dialog.render();
    const fine = await openInWindow(browserOf(), dialog.html, { width: 380, height: 360, classes: "shinobi rollkeep rk-turn-dialog" });
    expect(await fine.locator(".rk-move-allowance").textContent()).toBe("This move covers up to 10 ft; 0 of 40 ft moved this round.");
    expect(await fine.isEnabled("button[type='submit']")).toBe(true);
    await screenshot(fine, "rollkeep-turn-move");
    await fine.close();
  });
});

describe("Guard from the turn dialog to the tracker in Chromium (M5)", () => {
  it("asks whom to guard with the At select, then shows the guard and the ward on the tracker with their Armor TNs", async () => {
    const { combat, ids } = await fight();
    const { RkTurnDialog, RkCombatTracker } = await import("../../src/rulesets/rollkeep/combat");
    const dialog = new RkTurnDialog({ combat: combat as never, combatantId: ids[0]! }) as unknown as RenderedApp & { choice: Record<string, unknown> };
    dialog.choice = { ...dialog.choice, action: "guard" };
    await dialog.render();
    const asking = await openInWindow(browserOf(), dialog.html, { width: 380, height: 260, classes: "shinobi rollkeep rk-turn-dialog" });
    expect(await asking.locator("select[name='target'] option").allTextContents()).toEqual(["(choose whom to guard)", "Hida Guard"]);
    expect(await asking.locator(".rk-refused").textContent()).toBe("Guard cannot be taken: a Guard names the one it protects.");
    await asking.close();
    dialog.choice = { ...dialog.choice, target: ids[1] };
    await dialog.render();
    const page = await openInWindow(browserOf(), dialog.html, { width: 380, height: 260, classes: "shinobi rollkeep rk-turn-dialog" });
    expect(await page.isEnabled("button[type='submit']")).toBe(true);
    expect(await horizontalOverflow(page, ".rk-turn label")).toEqual([]);
    await screenshot(page, "rollkeep-turn-guard");
    await page.close();
    await combat.declareAction(ids[0]!, { key: "guard", name: "guard" }, { target: ids[1] });
    const tracker = new RkCombatTracker() as unknown as RenderedApp & { viewed: unknown };
    tracker.viewed = combat;
    await tracker.render();
    const shown = await openInWindow(browserOf(), tracker.html, { width: 300, height: 320, classes: "sidebar-tab combat-sidebar" });
    expect(await shown.locator(".rk-condition.rk-guarding").textContent()).toBe("guarding Hida Guard");
    expect(await shown.locator(".rk-condition.rk-guarded").textContent()).toBe("guarded by Kakita Ayame");
    expect(await horizontalOverflow(shown, ".rk-fighter, .rk-conditions")).toEqual([]);
    await screenshot(shown, "rollkeep-tracker-guard");
    await shown.close();
  });
});

describe("the attack dialog's ground, wind and weather in Chromium (R15, R17, O4)", () => {
  it("asks a ranged attack the wind, the weather and the ground, and shows the TN and total they make", async () => {
    const archer = await character("Toku Archer", { items: [...AYAME_SOURCE.items, { _id: "yumi000000000000", name: "Yumi", type: "rkWeapon", system: { damage: { rolled: 2, kept: 2 }, size: "large", skill: "kyujutsu", reach: "aimed", wielded: false } }] });
    const { useRollkeepItem } = await import("../../src/rulesets/rollkeep/roll");
    const dialog = (await useRollkeepItem(archer as never, "yumi000000000000", { targetActorId: kenji.id })) as unknown as RenderedApp & { call: object; render(): Promise<unknown> };
    dialog.call = { ...dialog.call, wind: "gusts", weather: "storm", difficultTerrain: 5 };
    await dialog.render();
    const page = await openInWindow(browserOf(), dialog.html, { width: 480, height: 1000, classes: "shinobi rollkeep roll-dialog attack-dialog" });
    expect(await page.locator("select[name='weather'] option:checked").textContent()).toBe("Storm (+10)");
    expect(await page.locator("select[name='difficultTerrain'] option:checked").textContent()).toMatch(/5/);
    expect(await page.locator("input[name='retries']").count()).toBe(0);
    expect(await page.isEnabled("button[type='submit']")).toBe(true);
    expect(await horizontalOverflow(page, ".rk-surroundings label, fieldset, .rk-odds")).toEqual([]);
    await screenshot(page, "rollkeep-attack-dialog-weather");
    await page.close();
    // The later checks count the world's characters.
    await archer.delete();
  });
});

describe("a sumai bout's card in Chromium (G6, O4)", () => {
  it("lists the stare-down, each exchange and the winner", async () => {
    actAs(harness, "gm");
    diceBox.source = d10(9, 9, 2, 1, 7, 6, 1, 1, 1, 6, 5, 1, 1, 1, 9, 9, 1, 1, 1, 5, 4, 1, 1, 1);
    const api = (game as unknown as { shinobi: { rollkeep: { sumaiBout(a: unknown, b: unknown, how: object): Promise<unknown> } } }).shinobi.rollkeep;
    await api.sumaiBout(guard, kenji, { stareDown: true, larger: "first" });
    const content = ([...game.messages!.values()].at(-1) as unknown as { content: string }).content;
    const page = await openInWindow(browserOf(), content, { width: 300, height: 360, classes: "chat-log" });
    expect(await page.locator(".rk-sumai-exchange").count()).toBe(2);
    expect(await page.locator(".rk-sumai-verdict").textContent()).toBe("Hida Guard wins the bout.");
    expect(await horizontalOverflow(page, ".rk-sumai-card, .rk-sumai-exchange")).toEqual([]);
    await screenshot(page, "rollkeep-sumai-card");
    await page.close();
  });
});

describe("rolling together in Chromium", () => {
  it("shows retries, ground, weather, the contest and the helpers in the roll dialog", async () => {
    const { RollkeepRollDialog } = await import("../../src/rulesets/rollkeep/roll");
    const dialog = new RollkeepRollDialog({ actor: ayame as never, rolled: { kind: "skill", skill: "stealth", trait: "agility" } as never, heading: { label: "Stealth", img: null } }) as unknown as RenderedApp & { choice: Record<string, unknown>; company: { helpers: string[]; contest: string } };
    dialog.choice = { ...dialog.choice, retries: 1, difficultTerrain: 5 };
    dialog.company = { helpers: [kenji.id], contest: "" };
    await dialog.render();
    const page = await openInWindow(browserOf(), dialog.html, { width: 440, height: 900, classes: "shinobi rollkeep roll-dialog" });
    expect(await page.locator(".rk-odds .tn").textContent()).toBe("25");
    expect(await page.locator("select[name='contest'] option").count()).toBe(3);
    expect(await page.locator("input[name='helpers']:checked").count()).toBe(1);
    expect(await horizontalOverflow(page, ".rk-roll-form, label, fieldset, .rk-odds")).toEqual([]);
    await screenshot(page, "rollkeep-roll-together");
    await page.close();
  });

  it("shows a settled contest on one card, and a group's roll", async () => {
    const { requestContest } = await import("../../src/rulesets/rollkeep/roll/contest");
    const { initialChoice } = await import("../../src/rulesets/rollkeep/roll/roll-choice");
    const rolled = { kind: "skill", skill: "stealth", trait: "agility" } as never;
    diceBox.source = d10(9, 9, 8, 1, 1, 1);
    await requestContest({ actor: ayame as never, rolled, choice: { ...initialChoice(rolled), raisesCalled: 1 }, label: "Stealth", helpers: [], ask: { against: guard.id } });
    const id = [...game.messages!.values()].at(-1)!.id!;
    // Blind by default (R2): until the answer the card names the first side and hides its total, raises and dice.
    const sealed = await openInWindow(browserOf(), (game.messages!.get(id) as unknown as { content: string }).content, { width: 300, height: 320, classes: "chat-log" });
    expect(await sealed.locator(".rk-contest-side .name").allTextContents()).toEqual(["Kakita Ayame"]);
    expect(await sealed.locator(".rk-contest-side .total").allTextContents()).toEqual(["rolled, hidden until the answer"]);
    expect(await sealed.locator(".dice-roll").count()).toBe(0);
    expect(await sealed.locator(".rk-contest-card").textContent()).not.toContain("26");
    expect(await horizontalOverflow(sealed, ".rk-contest-card, .rk-contest-side")).toEqual([]);
    await screenshot(sealed, "rollkeep-contest-sealed");
    await sealed.close();
    // The Guard's Awareness 3: 3k3 of 9, 6, 3 → 18; Ayame's 26 beats it by 8, enough for her raise.
    diceBox.source = d10(9, 6, 3);
    await requestContest({ actor: guard as never, rolled: { kind: "trait", trait: "awareness" } as never, choice: initialChoice(rolled), label: "Awareness", helpers: [], ask: { answer: id } });
    const contest = await openInWindow(browserOf(), (game.messages!.get(id) as unknown as { content: string }).content, { width: 300, height: 420, classes: "chat-log" });
    expect(await contest.locator(".rk-contest-side .total").allTextContents()).toEqual(["26", "18"]);
    expect(await contest.locator(".rk-contest-side.won .name").textContent()).toBe("Kakita Ayame");
    expect(await horizontalOverflow(contest, ".rk-contest-card, .rk-contest-side")).toEqual([]);
    await screenshot(contest, "rollkeep-contest-card");
    await contest.close();

    const { startEffort } = await import("../../src/rulesets/rollkeep/roll");
    await startEffort({ kind: "cumulative", members: [ayame, kenji] as never, rolled, label: "Stealth", tn: 60, terms: { minimumPerRoll: 15, setback: 5 } });
    const effortId = [...game.messages!.values()].at(-1)!.id!;
    const { effortStep } = await import("../../src/rulesets/rollkeep/roll");
    diceBox.source = d10(9, 9, 8, 1, 1, 1);
    await effortStep(effortId, { step: "effortRoll", side: ayame.id });
    const effort = await openInWindow(browserOf(), (game.messages!.get(effortId) as unknown as { content: string }).content, { width: 300, height: 420, classes: "chat-log" });
    expect(await effort.locator(".rk-effort-progress .progress").textContent()).toBe("26");
    expect(await effort.locator(".rk-effort-buttons button").count()).toBe(2);
    expect(await horizontalOverflow(effort, ".rk-effort-card, .rk-effort-entry, .rk-effort-buttons")).toEqual([]);
    await screenshot(effort, "rollkeep-effort-card");
    await effort.close();
  });
});

describe("the duel's Assessment in Chromium", () => {
  it("offers the owner the raises, the concession, a Void Point against the wounds and, once assessed, the facts to learn", async () => {
    const { combat, ids } = await fight();
    await combat.startDuel(ids[0]!, ids[1]!, "firstBlood");
    const { requestDuelMove } = await import("../../src/rulesets/rollkeep/combat/duel-assessment");
    await requestDuelMove(combat as never, ids[0]!, { kind: "call", raises: 1 });
    // Iaijutsu 3 / Awareness 3, 6k3 each: A 10+9, 9, 2 → 30 against 20 + 5 for the raise; B 2, 2, 2 → 6.
    diceBox.source = d10(10, 9, 9, 1, 1, 1, 2, 2, 2, 2, 1, 1, 1, 1);
    await combat.nextDuelStage();
    const { RkDuelPanel } = await import("../../src/rulesets/rollkeep/combat/duel-panel");
    actAs(harness, "gm");
    const panel = new RkDuelPanel({ combat: combat as never }) as unknown as RenderedApp;
    await panel.render();
    const page = await openInWindow(browserOf(), panel.html, { width: 400, height: 640, classes: "shinobi rollkeep rk-duel-panel" });
    expect(await page.locator(".rk-duelist").count()).toBe(2);
    expect(await page.locator(".rk-duelist").first().locator(".rk-facts-earned").textContent()).toBe("2");
    expect(await page.locator(".rk-duelist").first().locator("input[name='fact']").count()).toBe(6);
    expect(await page.locator("button.rk-concede").count()).toBe(2);
    // DU4, V6: the GM owns both duelists, so both choices of a Void Point against the wounds show.
    expect(await page.locator(".rk-duel-void input[name='voidOnWounds']").count()).toBe(2);
    expect(await horizontalOverflow(page, ".rk-duel-panel-body, .rk-duelist, .rk-duel-facts label, .rk-duel-void")).toEqual([]);
    await screenshot(page, "rollkeep-duel-panel");
    await page.close();
  });
});

describe("penalties on the sheet in Chromium", () => {
  it("shows each ring's and trait's penalty and the wound-track adjustments on the combat tab", async () => {
    const { RkSamuraiSheet } = await import("../../src/rulesets/rollkeep/sheets");
    await ayame.update({ "system.penalties.rings.water": 1, "system.woundAdjustments.penaltyReduction": 3 });
    const sheet = new RkSamuraiSheet({ document: ayame } as never) as unknown as RenderedApp;
    sheet.tabGroups.primary = "combat";
    await sheet.render();
    const page = await openInWindow(browserOf(), sheet.html, { width: 760, height: 900, classes: "shinobi sheet actor rollkeep" });
    expect(await page.locator(".rk-penalties tbody tr").count()).toBe(5);
    expect(await page.locator("input[name='system.penalties.rings.water']").inputValue()).toBe("1");
    expect(await horizontalOverflow(page, ".rk-adjustments, .rk-penalties td, .rk-adjustments .rk-field")).toEqual([]);
    await screenshot(page, "rollkeep-samurai-penalties");
    await page.close();
  });
});
