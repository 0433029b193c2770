import { describe, expect, it } from "vitest";
import { fixedDice } from "../../src/rules/dice";
import { ActorDouble, diceBox, face } from "../harness";
import { bootDegreesAttackWorld, KIBA_SOURCE } from "../fixtures/degrees-attack";
import { chromiumForFile, horizontalOverflow, openInWindow, screenshot, type RenderedApp } from "./chromium";

// Attacking objects at the degrees table (M117, M118, M121, M123): the dialog a target holding
// objects opens, and the object card before and after Apply, through the real templates in headless Chromium.
await bootDegreesAttackWorld();
const { useItem, degreesCardStep } = await import("../../src/rulesets/degrees/attack");
const { ObjectAttackDialog } = await import("../../src/rulesets/degrees/attack/object-dialog");

const browserOf = chromiumForFile();
const GATE = { name: "Gate", type: "dgNpc", system: {}, items: [{ name: "Iron door", type: "dgObject", system: { hardness: 8 } }] };

describe("objects at the degrees table in Chromium", () => {
  it("asks the creature or one of its objects, moving, split and explosion, without overflowing", async () => {
    const dialog = new ObjectAttackDialog("Katana", "Gate", [{ actorId: "a", itemId: "b", name: "Iron door", gas: false }, { actorId: "a", itemId: "c", name: "Smoke", gas: true }]) as unknown as RenderedApp;
    await dialog.render();
    const page = await openInWindow(browserOf(), dialog.html, { width: 360, height: 360, classes: "shinobi degrees dg-object-dialog" });
    expect(await page.locator("select[name='object'] option").allTextContents()).toEqual(["Gate itself", "Iron door", "Smoke"]);
    expect(await page.locator("input[name='parts']").inputValue()).toBe("1");
    expect(await page.locator("input[name='moving']").isChecked()).toBe(false);
    expect(await horizontalOverflow(page, ".dg-object-choice, label")).toEqual([]);
    await screenshot(page, "degrees-object-dialog");
    await page.close();
  });

  it("shows the check against the door's difficulty and the hardness test, then what Apply wrote", async () => {
    const kiba = (await ActorDouble.create(KIBA_SOURCE as never)) as ActorDouble;
    const gate = (await ActorDouble.create(GATE as never)) as ActorDouble;
    const door = gate.items.find((i) => i.name === "Iron door")!;
    diceBox.source = fixedDice([4, 4].map((f) => face(f, 8)));
    await useItem(kiba as never, kiba.items.find((i) => i.name === "Katana")!.id, { object: { at: { actorId: gate.id, itemId: door.id }, aim: { moving: false, parts: 1, explosion: false } } });
    const message = [...(game.messages as unknown as Iterable<{ id: string; content: string }>)].pop()!;
    const open = await openInWindow(browserOf(), message.content, { width: 320, height: 420, classes: "chat-log" });
    expect(await open.locator(".dg-object-check").textContent()).toBe("Dice 4 + 4, accuracy 5, modifiers —: 13 against difficulty 5, hit.");
    expect(await open.locator(".dg-object-steps li").textContent()).toBe("Iron door holds: hardness 8 → 6.");
    expect(await open.locator("button.dg-apply").textContent()).toBe("Apply to the object");
    expect(await horizontalOverflow(open, ".dg-object-card, .dg-object-card p, .dg-apply")).toEqual([]);
    await screenshot(open, "degrees-object-card");
    await open.close();

    await degreesCardStep(message.id, { step: "applyObject" });
    const applied = await openInWindow(browserOf(), message.content, { width: 320, height: 420, classes: "chat-log" });
    expect(await applied.locator(".dg-object-applied").textContent()).toBe("Written: Iron door holds: hardness 8 → 6.");
    expect(await applied.locator("button.dg-apply").count()).toBe(0);
    await screenshot(applied, "degrees-object-card-applied");
    await applied.close();
  });

  it("asks scenery only which of its objects, with no creature to pick", async () => {
    const dialog = new ObjectAttackDialog("Katana", "Gatehouse", [{ actorId: "a", itemId: "b", name: "Wooden door", gas: false }, { actorId: "a", itemId: "c", name: "Iron door", gas: false }], false) as unknown as RenderedApp;
    await dialog.render();
    const page = await openInWindow(browserOf(), dialog.html, { width: 360, height: 360, classes: "shinobi degrees dg-object-dialog" });
    expect(await page.locator("select[name='object'] option").allTextContents()).toEqual(["Wooden door", "Iron door"]);
    expect(await page.locator(".dg-heading").textContent()).toBe("Katana: at which of Gatehouse’s objects?");
    await page.close();
  });

  it("shows a construction's absorption step, and destroyed at 0, without overflowing (M125)", async () => {
    const kiba = (await ActorDouble.create(KIBA_SOURCE as never)) as ActorDouble;
    const wall = (await ActorDouble.create({ name: "Wall", type: "dgNpc", system: {}, items: [{ name: "Stone wall", type: "dgObject", system: { hardness: 3, absorption: { value: 4, max: 20 } } }] } as never)) as ActorDouble;
    diceBox.source = fixedDice([5, 5].map((f) => face(f, 8)));
    await useItem(kiba as never, kiba.items.find((i) => i.name === "Katana")!.id, { object: { at: { actorId: wall.id, itemId: wall.items.contents[0]!.id }, aim: { moving: false, parts: 1, explosion: false } } });
    const message = [...(game.messages as unknown as Iterable<{ id: string; content: string }>)].pop()!;
    const open = await openInWindow(browserOf(), message.content, { width: 320, height: 420, classes: "chat-log" });
    // Katana base 5 past hardness 3: 2 × degree 2 (natural 10) = 4, all the wall had left.
    expect(await open.locator(".dg-object-steps li").allTextContents()).toEqual(["Stone wall’s hardness: 3 → 0.", "Past it: 2 base × degree 2 + 0 fixed makes 4 off its absorption: 4 → 0.", "Stone wall is destroyed: it no longer stands or works."]);
    expect(await horizontalOverflow(open, ".dg-object-card, .dg-object-card li, .dg-apply")).toEqual([]);
    await screenshot(open, "degrees-object-card-construction");
    await open.close();
  });
});
