import { describe, expect, it } from "vitest";
import { ActorDouble, bootSystem } from "../harness";
import { AKANE_SOURCE } from "../fixtures/degrees";
import { chromiumForFile, horizontalOverflow, openInWindow, picture, screenshot, type RenderedApp } from "./chromium";

// The degrees sheets, rendered through their real classes and templates in a degrees world, laid out in headless Chromium.
await bootSystem({ ruleset: "degrees" });
const { DgCharacterSheet, DgNpcSheet } = await import("../../src/rulesets/degrees/sheets");

const browserOf = chromiumForFile();

const AKANE = {
  ...AKANE_SOURCE,
  img: picture("#5b2a86", "A"),
  // Hurt and short of chakra, so the sheet shows a track that is not full.
  system: { ...AKANE_SOURCE.system, hp: { value: 21, nonLethal: 4, stable: false }, chakra: { value: 12, pills: 2, pillProof: false } },
  items: AKANE_SOURCE.items.map((item) => ({ ...item, img: picture(item.type === "dgWeapon" ? "#444" : item.type === "dgArmour" ? "#6b5a2e" : "#2e5b6b", item.name.charAt(0)) })),
};

describe("the degrees character sheet in Chromium", () => {
  it("shows the scores with their checks, the derived numbers, HP with its state and chakra, without overflowing", async () => {
    const sheet = new DgCharacterSheet({ document: await ActorDouble.create(AKANE) } as never) as unknown as RenderedApp;
    await sheet.render();
    const page = await openInWindow(browserOf(), sheet.html, { width: 760, height: 720, classes: "shinobi sheet actor degrees" });
    expect(await page.locator(".dg-attributes .dg-score").count()).toBe(5);
    expect(await page.locator(".dg-accuracies .dg-score").count()).toBe(4);
    expect(await page.locator(".dg-skills .dg-score").count()).toBe(9);
    // Every skill rolls too (F3): the nine skill rows each carry a button, Notice one for sight and one for hearing (M130 9, 26).
    expect(await page.locator("button[data-action='rollCheck']").count()).toBe(17);
    expect(await page.locator(".dg-skills button[data-action='rollCheck']").count()).toBe(10);
    expect(await page.locator("[data-check='notice'] button[data-sense]").evaluateAll((buttons) => buttons.map((b) => b.getAttribute("aria-label")))).toEqual(["Notice (Sight) 2d8 +3", "Notice (Hearing) 2d8 +3"]);
    expect(await page.locator("[data-check='search'] button[data-sense='sight'] i.fa-eye").count()).toBe(1);
    expect(await page.locator("input[name='system.attributes.vigor']").inputValue()).toBe("6");
    expect(await page.locator(".dg-derived dd.dodgeDc").textContent()).toBe("12");
    expect(await page.locator(".dg-derived dd.hpMax").textContent()).toBe("43");
    expect(await page.locator("input[name='system.hp.nonLethal']").inputValue()).toBe("4");
    expect(await page.locator(".dg-header .dg-badge.hp-state").textContent()).toBe("Active");
    expect(await page.locator(".dg-header .dg-badge.chakra").textContent()).toBe("Chakra 12/22");
    expect(await page.isVisible("button[data-action='rest']")).toBe(true);
    // M51: the soldier pills eaten since the last rest, and the button to take more.
    expect(await page.locator("input[name='system.chakra.pills']").inputValue()).toBe("2");
    expect(await page.locator("button[data-action='takePills']").textContent()).toContain("Take soldier pills");
    expect(await page.isVisible("section.tab.character")).toBe(true);
    expect(await page.isVisible("section.tab.items")).toBe(false);
    expect(await horizontalOverflow(page, ".window-content, fieldset, .shinobi-header, .dg-summary, .dg-score, .dg-score .label")).toEqual([]);
    await screenshot(page, "degrees-character-sheet");
    await page.close();
  });

  it("shows the gear tab's weapons, techniques and armour, each with its use", async () => {
    const sheet = new DgCharacterSheet({ document: await ActorDouble.create(AKANE) } as never) as unknown as RenderedApp;
    sheet.tabGroups.primary = "items";
    await sheet.render();
    const page = await openInWindow(browserOf(), sheet.html, { width: 760, height: 720, classes: "shinobi sheet actor degrees" });
    expect(await page.locator(".dg-weapons .dg-item-row").count()).toBe(2);
    expect(await page.locator(".dg-techniques .dg-item-row button[data-action='useItem']").count()).toBe(1);
    expect(await page.locator(".dg-armour .dg-toggle.on").count()).toBe(1);
    expect(await horizontalOverflow(page, ".window-content, fieldset, .dg-item-row")).toEqual([]);
    await screenshot(page, "degrees-character-gear");
    await page.close();
  });
});

describe("the degrees sheet's conditions and uses a scene in Chromium", () => {
  it("lists each condition held with its turns left, its removal rule and a removal button, the HP table's Dying without one (M128)", async () => {
    const condition = (id: string, more: object = {}) => ({ name: id, img: `icons/svg/${id}.svg`, statuses: [id], flags: { shinobi: { condition: { id, source: "GM", ...more } } } });
    const actor = await ActorDouble.create({
      ...AKANE,
      system: { ...AKANE.system, hp: { value: -15, nonLethal: 0, stable: false } },
      effects: [condition("stunned", { removal: { check: "vigor", dc: 15 }, duration: { ends: "turnEnd", remaining: 2 } }), condition("bleeding"), condition("bleeding"), { name: "Dying", statuses: ["dying"], flags: { shinobi: { condition: { id: "dying" } } } }],
    });
    const sheet = new DgCharacterSheet({ document: actor } as never) as unknown as RenderedApp;
    await sheet.render();
    const page = await openInWindow(browserOf(), sheet.html, { width: 760, height: 900, classes: "shinobi sheet actor degrees" });
    expect(await page.locator(".dg-conditions .dg-condition-row").count()).toBe(4);
    expect(await page.locator(".dg-conditions button[data-action='removeCondition']").count()).toBe(3);
    expect(await page.locator(".dg-conditions .dg-removal-rule").textContent()).toBe("Vigor 15");
    expect(await page.locator(".dg-conditions .dg-condition-row").first().textContent()).toContain("2 turn(s)");
    expect(await horizontalOverflow(page, ".window-content, fieldset, .dg-condition-row")).toEqual([]);
    await page.locator(".dg-conditions").scrollIntoViewIfNeeded();
    await screenshot(page, "degrees-character-conditions");
    await page.close();
  });

  it("shows a technique limited a scene with the uses left (M4)", async () => {
    const gate = { name: "Inner Gate", type: "dgTechnique", img: picture("#8a2e2e", "G"), system: { action: "free", chakraCost: 2, range: { type: "personal", metres: 0 }, perScene: { times: 2, key: "inner-gate", shared: false } } };
    const sheet = new DgCharacterSheet({ document: await ActorDouble.create({ ...AKANE, items: [...AKANE.items, gate] }) } as never) as unknown as RenderedApp;
    sheet.tabGroups.primary = "items";
    await sheet.render();
    const page = await openInWindow(browserOf(), sheet.html, { width: 760, height: 720, classes: "shinobi sheet actor degrees" });
    expect(await page.locator(".dg-techniques .dg-scene-uses").count()).toBe(1);
    expect(await page.locator(".dg-techniques .dg-scene-uses").textContent()).toBe("2/2");
    expect(await page.locator(".dg-techniques .dg-scene-uses").getAttribute("data-tooltip")).toBe("2 of 2 left this scene");
    expect(await horizontalOverflow(page, ".window-content, fieldset, .dg-item-row")).toEqual([]);
    await screenshot(page, "degrees-scene-uses");
    await page.close();
  });

  it("asks the check and difficulty of a removal its cause set no rule for", async () => {
    const { RemovalDialog } = await import("../../src/rulesets/degrees/conditions/remove-condition");
    const dialog = new RemovalDialog("frightened") as unknown as RenderedApp;
    await dialog.render();
    const page = await openInWindow(browserOf(), dialog.html, { width: 340, height: 300, classes: "shinobi degrees dg-removal-dialog" });
    expect(await page.locator(".dg-removal-condition").textContent()).toBe("Frightened");
    expect(await page.locator("select[name='check'] option").count()).toBe(16);
    expect(await page.locator("select[name='check']").inputValue()).toBe("vigor");
    expect(await page.locator("input[name='dc']").inputValue()).toBe("12");
    expect(await horizontalOverflow(page, ".dg-removal, label, button")).toEqual([]);
    await screenshot(page, "degrees-removal-dialog");
    await page.close();
  });
});

describe("the degrees condition details dialog in Chromium", () => {
  it("asks a debilitation's amount and scope, and a flank's favoured attacker, without overflowing (M130 1, 17)", async () => {
    const { ConditionDetailsDialog } = await import("../../src/rulesets/degrees/conditions/details-dialog");
    const debilitated = new ConditionDetailsDialog("debilitated", []) as unknown as RenderedApp;
    await debilitated.render();
    let page = await openInWindow(browserOf(), debilitated.html, { width: 340, height: 300, classes: "shinobi degrees dg-condition-details" });
    expect(await page.locator("input[name='amount']").inputValue()).toBe("1");
    expect(await page.locator("select[name='scope'] option").count()).toBe(6);
    expect(await horizontalOverflow(page, ".dg-condition-details, label, button")).toEqual([]);
    await screenshot(page, "degrees-condition-details");
    await page.close();
    const flanked = new ConditionDetailsDialog("flanked", [{ ref: "chief00000000000", name: "Chief of the Bandits" }]) as unknown as RenderedApp;
    await flanked.render();
    page = await openInWindow(browserOf(), flanked.html, { width: 340, height: 260, classes: "shinobi degrees dg-condition-details" });
    expect(await page.locator("select[name='favours'] option").allTextContents()).toEqual(["Every attacker", "Chief of the Bandits"]);
    expect(await page.isChecked("input[name='meleeOnly']")).toBe(true);
    expect(await horizontalOverflow(page, ".dg-condition-details, label, button")).toEqual([]);
    await screenshot(page, "degrees-condition-details-flanked");
    await page.close();
  });
});

describe("the compact degrees NPC sheet in Chromium", () => {
  it("shows everything on one page, without tabs", async () => {
    const npc = await ActorDouble.create({ name: "Bandit", type: "dgNpc", img: picture("#3d3d3d", "B"), system: { minion: true, attributes: { strength: 3, dexterity: 2, vigor: 3, spirit: 1, intelligence: 1 } } });
    const sheet = new DgNpcSheet({ document: npc } as never) as unknown as RenderedApp;
    await sheet.render();
    const page = await openInWindow(browserOf(), sheet.html, { width: 620, height: 720, classes: "shinobi sheet actor degrees npc" });
    expect(await page.locator("nav.tabs").count()).toBe(0);
    expect(await page.isChecked("input[name='system.minion']")).toBe(true);
    expect(await horizontalOverflow(page, ".window-content, fieldset, .dg-score, .dg-score .label")).toEqual([]);
    await screenshot(page, "degrees-npc-sheet");
    await page.close();
  });
});

describe("the degrees rest dialog in Chromium", () => {
  it("asks the hours slept (a full night by default) and whether the sleep was broken, without overflowing", async () => {
    const { RestDialog } = await import("../../src/rulesets/degrees/sheets/rest-dialog");
    const dialog = new RestDialog() as unknown as RenderedApp;
    await dialog.render();
    const page = await openInWindow(browserOf(), dialog.html, { width: 320, height: 240, classes: "shinobi degrees dg-rest-dialog" });
    expect(await page.locator("input[name='hours']").inputValue()).toBe("8");
    expect(await page.locator("input[name='interrupted']").isChecked()).toBe(false);
    expect(await page.locator("button[type='submit']").textContent()).toContain("Rest");
    expect(await horizontalOverflow(page, ".dg-rest, label, button")).toEqual([]);
    await screenshot(page, "degrees-rest-dialog");
    await page.close();
  });
});

describe("the degrees soldier pills dialog in Chromium", () => {
  it("asks how many pills (one by default, four at most) and shows the count since the last rest, without overflowing", async () => {
    const { PillsDialog } = await import("../../src/rulesets/degrees/sheets/pills-dialog");
    const dialog = new PillsDialog(2) as unknown as RenderedApp;
    await dialog.render();
    const page = await openInWindow(browserOf(), dialog.html, { width: 320, height: 260, classes: "shinobi degrees dg-rest-dialog" });
    expect(await page.locator("input[name='count']").inputValue()).toBe("1");
    expect(await page.locator("input[name='count']").getAttribute("max")).toBe("4");
    expect(await page.locator(".dg-pills strong").textContent()).toBe("2");
    expect(await horizontalOverflow(page, ".dg-rest, label, button")).toEqual([]);
    await screenshot(page, "degrees-pills-dialog");
    await page.close();
  });
});
