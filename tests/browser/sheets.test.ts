import { describe, expect, it } from "vitest";
import { fixedDice } from "../../src/rules/dice";
import { ActorDouble, bootSystem, diceBox } from "../harness";
import { INO_SOURCE } from "../fixtures/actors";
import { chromiumForFile, horizontalOverflow, openInWindow, screenshot, type RenderedApp } from "./chromium";
import { has, lookedUp } from "../harness/i18n";

// Sheets rendered through their real classes and templates, then laid out in headless Chromium.
await bootSystem();
const { ShinobiActorSheet, ShinobiItemSheet, ShinobiNpcSheet } = await import("../../src/rulesets/ic/sheets");
const { IcCombatTracker, IcTurnDialog } = await import("../../src/rulesets/ic/combat");

const browserOf = chromiumForFile();

describe("character sheet in Chromium", () => {
  it("shows the header, tabs and every stat and derived value without overflowing", async () => {
    const actor = new ActorDouble(INO_SOURCE);
    const sheet = new ShinobiActorSheet({ document: actor } as never) as unknown as RenderedApp;
    await sheet.render();
    const page = await openInWindow(browserOf(), sheet.html, { width: 720, height: 760, classes: "shinobi sheet actor" });
    expect(await page.isVisible(".portrait")).toBe(true);
    expect(await page.inputValue(".actor-name")).toBe("Yamanaka Ino");
    expect(await page.locator("input[name='system.stats.dex']").inputValue()).toBe("40");
    // DEX 40 → Accuracy 10 + 4, minus 1 for Fatigue level 1 (the default level effect).
    expect(await page.locator(".derived-value[data-key='accuracy'] .value").textContent()).toBe("13");
    expect(await page.locator(".derived-value").count()).toBe(13);
    // A roll button for every check (initiative, Accuracy, defences, exhaustion, genjutsu) and every skill.
    expect(await page.locator(".checks button[data-action=rollCheck]").evaluateAll((els) => els.map((e) => e.getAttribute("data-check")))).toEqual([
      "initiative", "accuracy", "dodge", "parry", "stamina", "chakra", "genjutsuOffense", "genjutsuDefense",
    ]);
    expect(await page.locator(".skill button[data-action=rollCheck]").count()).toBe(5);
    expect(await page.isVisible("section.tab.stats")).toBe(true);
    expect(await page.isVisible("section.tab.techniques")).toBe(false);
    expect(await horizontalOverflow(page, ".window-content, fieldset, .shinobi-header, .derived-value")).toEqual([]);
    await screenshot(page, "character-sheet");
    await page.close();
  });

  it("lists techniques grouped by kind with Speed and costs", async () => {
    const actor = new ActorDouble(INO_SOURCE);
    const sheet = new ShinobiActorSheet({ document: actor } as never) as unknown as RenderedApp;
    sheet.tabGroups.primary = "techniques";
    await sheet.render();
    const page = await openInWindow(browserOf(), sheet.html, { width: 720, height: 760, classes: "shinobi sheet actor" });
    expect(await page.isVisible("section.tab.techniques")).toBe(true);
    expect(await page.locator(".technique-group").evaluateAll((els) => els.map((e) => e.getAttribute("data-kind")))).toEqual(["taijutsu", "genjutsu", "defensive"]);
    const genjutsu = page.locator(".technique-group[data-kind='genjutsu'] .technique-row");
    expect(await genjutsu.locator(".speed").textContent()).toBe("6");
    expect(await genjutsu.locator(".costs").textContent()).toBe("CK 15 · SS 10");
    expect(await horizontalOverflow(page, ".technique-row")).toEqual([]);
    await screenshot(page, "character-sheet-techniques");
    await page.close();
  });
});

describe("compact NPC sheet in Chromium", () => {
  it("shows pools, stats, combat values and techniques on one page without overflowing", async () => {
    const npc = new ActorDouble({ ...INO_SOURCE, name: "Sound Ninja", type: "npc" });
    const sheet = new ShinobiNpcSheet({ document: npc } as never) as unknown as RenderedApp;
    await sheet.render();
    const page = await openInWindow(browserOf(), sheet.html, { width: 560, height: 620, classes: "shinobi sheet actor npc" });
    expect(await page.locator(".npc-stat").count()).toBe(5);
    expect(await page.locator(".derived-value").count()).toBe(13);
    expect(await page.locator(".technique-row").count()).toBe(3);
    expect(await page.locator("nav.tabs").count()).toBe(0);
    expect(await horizontalOverflow(page, ".window-content, .npc-stats, .technique-row, .derived-value")).toEqual([]);
    await screenshot(page, "npc-sheet");
    await page.close();
  });
});

describe("item sheet in Chromium", () => {
  it("renders a technique's fields with its values selected", async () => {
    const actor = new ActorDouble(INO_SOURCE);
    const technique = actor.items.find((i) => i.name === "Mind Body Switch")!;
    const sheet = new ShinobiItemSheet({ document: technique } as never) as unknown as RenderedApp;
    await sheet.render();
    const page = await openInWindow(browserOf(), sheet.html, { width: 560, height: 640, classes: "shinobi sheet item" });
    expect(await page.locator("select[name='system.kind']").inputValue()).toBe("genjutsu");
    expect(await page.locator("input[name='system.sealSpeed']").inputValue()).toBe("10");
    expect(await page.isVisible("prose-mirror[name='system.description']")).toBe(true);
    await screenshot(page, "technique-sheet");
    expect(await horizontalOverflow(page, ".window-content, .grid, fieldset")).toEqual([]);
    await page.close();
  });
});

/** A small coloured token face, so screenshots show portraits instead of broken images. */
const face = (color: string) => `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="15" fill="${color}"/></svg>`)}`;

describe("combat tracker timeline in Chromium", () => {
  it("shows a slot per coming IC, groups combatants that share one and marks what is due", async () => {
    const actor = await (Actor as unknown as { create(d: object): Promise<{ id: string }> }).create({
      name: "Choji",
      type: "character",
      effects: [{ name: "Bleed", type: "status", system: { kind: "bleed", severity: 3, source: "kunai", appliedIc: 2, duration: null } }],
    });
    const combat = await (Combat as unknown as { create(d: object): Promise<unknown> }).create({
      type: "ic",
      system: { currentIc: 4 },
      combatants: [
        { name: "Shikamaru", type: "ic", img: face("#3a6b35"), initiative: 8, system: { ap: 5, delayed: { action: "Shadow bind", resolvesOn: 6 } } },
        { name: "Ino", type: "ic", img: face("#8e44ad"), initiative: 4, system: { ap: 0 } },
        { name: "Choji", type: "ic", img: face("#c0392b"), actorId: actor.id, initiative: 8, system: { ap: 5, tieOrder: 1 } },
      ],
    });
    const tracker = new IcCombatTracker() as unknown as RenderedApp & { viewed: unknown };
    tracker.viewed = combat;
    await tracker.render();
    const page = await openInWindow(browserOf(), tracker.html, { width: 300, height: 400, classes: "sidebar-tab" });
    expect(await page.locator(".ic-slot.occupied").evaluateAll((els) => els.map((e) => e.getAttribute("data-ic")))).toEqual(["4", "8"]);
    expect(await page.locator(".ic-slot[data-ic='8'] .ic-combatant").count()).toBe(2);
    expect(await page.locator(".ic-slot.current").getAttribute("data-ic")).toBe("4");
    expect(await page.locator(".ic-slot[data-ic='6'] .ic-marker.delayed").count()).toBe(1);
    // Bleed applied on IC 2 ticks on 7 and 12 within the strip.
    expect(await page.locator(".ic-marker.status").evaluateAll((els) => els.map((e) => e.closest("[data-ic]")?.getAttribute("data-ic")))).toEqual(["7", "12"]);
    expect(await page.isVisible("button.end-ic")).toBe(true);
    expect(await page.isVisible("button.undo-ic")).toBe(true);
    const box = await page.locator("button.undo-ic").boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(300 + 8);
    expect(await page.locator(".ic-combatant[draggable='true']").count()).toBe(3);
    expect(await horizontalOverflow(page, ".timeline-header")).toEqual([]);
    await screenshot(page, "tracker-timeline");
    await page.close();
  });
});

describe("turn dialog in Chromium", () => {
  it("previews the Speed, its floor and the next IC before confirming, then writes the turn", async () => {
    const actor = await (Actor as unknown as { create(d: object): Promise<{ id: string }> }).create(INO_SOURCE);
    const combat = (await (Combat as unknown as { create(d: object): Promise<unknown> }).create({
      type: "ic",
      system: { currentIc: 20 },
      combatants: [{ name: "Ino", type: "ic", actorId: actor.id, initiative: 20, system: { ap: 10 } }],
    })) as { combatants: { contents: { id: string; initiative: number | null }[] } };
    const combatantId = combat.combatants.contents[0]!.id;
    const dialog = new IcTurnDialog({ combat: combat as never, combatantId }) as unknown as RenderedApp & { choice: { key: string; apSpent: number; length: number; freeSpeed: number } };
    dialog.choice = { key: "Basic Unarmed", apSpent: 3, length: 5, freeSpeed: 5 };
    await dialog.render();
    const page = await openInWindow(browserOf(), dialog.html, { width: 380, height: 320, classes: "shinobi turn-dialog" });
    expect(await page.locator(".preview-speed").textContent()).toBe("5");
    expect(await page.locator(".preview-floor").textContent()).toBe("4");
    expect(await page.locator(".preview-next").textContent()).toBe("25");
    // The actor's own techniques are offered first, then the basic actions.
    const options = await page.locator("select[name='action'] option").allTextContents();
    expect(options[0]).toBe("Basic Unarmed (8)");
    expect(options).toContain("Mind Body Switch (6)");
    expect(await page.isEnabled("button[type='submit']")).toBe(true);
    expect(await horizontalOverflow(page, ".turn-form, label, .turn-preview")).toEqual([]);
    await screenshot(page, "turn-dialog");
    await page.close();

    dialog.choice = { key: "Basic Unarmed", apSpent: 11, length: 5, freeSpeed: 5 };
    await dialog.render();
    expect(dialog.html).toContain("Yamanaka Ino has only 10 AP, not 11.");
    expect(dialog.html).toMatch(/<button type="submit" disabled/);

    dialog.choice = { key: "Block", apSpent: 0, length: 12, freeSpeed: 5 };
    await dialog.render();
    expect(dialog.html).toContain('name="length" value="12"');
    // Confirming runs the form handler, which asks the GM's client (here, this one) to write the turn.
    const { handler } = (dialog as unknown as { options: { form: { handler: (this: unknown) => Promise<void> } } }).options.form;
    await handler.call(dialog);
    expect(combat.combatants.contents[0]!.initiative).toBe(32);
  });
});

describe("turn dialog when interrupting", () => {
  it("offers only interrupts fast enough for the declared action, and pushes the scheduled IC", async () => {
    const actor = await (Actor as unknown as { create(d: object): Promise<{ id: string }> }).create({ name: "Choji", type: "character" });
    const attacker = await (Actor as unknown as { create(d: object): Promise<{ id: string }> }).create({ name: "Shikamaru", type: "character" });
    const combat = (await (Combat as unknown as { create(d: object): Promise<unknown> }).create({
      type: "ic",
      combatants: [
        { name: "Shikamaru", type: "ic", actorId: attacker.id, initiative: 0 },
        { name: "Choji", type: "ic", actorId: actor.id, initiative: 10 },
      ],
    })) as { combatants: { contents: { id: string; initiative: number | null }[] }; declareAction(id: string, a: object): Promise<unknown> };
    const [shikamaru, choji] = combat.combatants.contents as [{ id: string; initiative: number | null }, { id: string; initiative: number | null }];
    await combat.declareAction(shikamaru.id, { name: "Quick jab", kind: "taijutsu", role: "attack", speed: 5, damage: { dice: "1d4", stat: "str", type: "blunt" } });
    const dialog = new IcTurnDialog({ combat: combat as never, combatantId: choji.id }) as unknown as RenderedApp & { choice: { key: string } };
    await dialog.render();
    const page = await openInWindow(browserOf(), dialog.html, { width: 380, height: 320, classes: "shinobi turn-dialog" });
    expect(await page.locator("select[name='against'] option").allTextContents()).toEqual(["Shikamaru: Quick jab (5)"]);
    expect(await page.locator("select[name='action'] option").allTextContents()).toEqual(["Dodge (2)"]);
    expect(await page.locator(".preview-next").textContent()).toBe("12");
    await page.close();
    const { handler } = (dialog as unknown as { options: { form: { handler: (this: unknown) => Promise<void> } } }).options.form;
    await handler.call(dialog);
    expect(choji.initiative).toBe(12);
  });
});

describe("attack chat card in Chromium", () => {
  type Doc = { id: string; items: { find(fn: (i: { name: string }) => boolean): { id: string } | undefined }; useTechnique(id: string, o?: object): Promise<unknown>; createEmbeddedDocuments(n: string, d: object[]): Promise<unknown> };
  const create = (d: object) => (Actor as unknown as { create(d: object): Promise<Doc> }).create(d);
  const lastMessage = () => [...(game.messages as unknown as Iterable<{ id: string; content: string }>)].pop()!;

  it("shows Speed, Accuracy, damage, the cost roll, the defences and a defensive technique pick in a chat-width column", async () => {
    const ino = await create(INO_SOURCE);
    const sakura = await create({ ...INO_SOURCE, name: "Haruno Sakura" });
    await sakura.createEmbeddedDocuments("Item", [{ name: "Earth Wall", type: "technique", system: { kind: "defensive", defense: "block", speed: 2, sealSpeed: 4, chakra: 12, interrupt: true, damage: { dice: "", stat: "none", type: "none" } } }]);
    await ino.useTechnique(ino.items.find((i) => i.name === "Basic Unarmed")!.id, { targetActorId: sakura.id });
    const page = await openInWindow(browserOf(), lastMessage().content, { width: 300, height: 300, classes: "chat-log" });
    expect(await page.locator(".card-facts li").count()).toBe(4);
    const defences = page.locator(".defense-buttons button");
    expect(await defences.evaluateAll((els) => els.map((e) => e.textContent))).toEqual(["Dodge", "Parry", "Block", "Take the Hit", "No defence"]);
    for (const button of await defences.all()) expect(await button.isVisible()).toBe(true);
    expect(await page.locator("[data-shinobi-technique] option").allTextContents()).toEqual(["Earth Wall (Speed 2)"]);
    expect(await horizontalOverflow(page, ".technique-card, .card-facts li, .defense-buttons, .defense-technique")).toEqual([]);
    await screenshot(page, "technique-card");
    await page.close();
  });

  it("shows the defence, the Willpower choices, then the damage with each mitigation step and Apply", async () => {
    const ino = await create(INO_SOURCE);
    const sakura = await create({ ...INO_SOURCE, name: "Haruno Sakura" });
    await ino.useTechnique(ino.items.find((i) => i.name === "Basic Unarmed")!.id, { targetActorId: sakura.id });
    const { icCardStep: requestCardStep } = await import("../../src/rulesets/ic/attack/card-steps");
    const message = lastMessage();
    // A dodge of 10 + 2 = 12 against 13: 20% gets through; then 2d4 showing 3 and 4.
    const face = (value: number, sides: number) => Math.round(((value - 0.5) / sides) * 1_000_000);
    diceBox.source = fixedDice([face(10, 20), face(3, 4), face(4, 4)]);
    await requestCardStep(message.id, { step: "defend", choice: "dodge" });
    let page = await openInWindow(browserOf(), message.content, { width: 300, height: 320, classes: "chat-log" });
    expect(await page.locator(".defense-line").textContent()).toBe("Haruno Sakura: Dodge 12 vs 13 — partial hit (20%)");
    expect(await page.locator(".willpower-buttons button").count()).toBe(2);
    await page.close();
    await requestCardStep(message.id, { step: "damage" });
    page = await openInWindow(browserOf(), message.content, { width: 300, height: 360, classes: "chat-log" });
    expect(await page.locator(".damage-total").textContent()).toBe("4");
    expect(await page.locator(".mitigation li").allTextContents()).toEqual(["Partial success: 23 → 4.6"]);
    expect(await page.locator("button[data-shinobi-step=apply]").isVisible()).toBe(true);
    expect(await horizontalOverflow(page, ".technique-card, .card-hit, .mitigation li")).toEqual([]);
    await screenshot(page, "attack-card-damage");
    await page.close();
  });
});

describe("localisation while rendering", () => {
  it("found every key the templates looked up", () => {
    expect(lookedUp.size).toBeGreaterThan(40);
    expect([...lookedUp].filter((k) => !has(k))).toEqual([]);
  });
});
