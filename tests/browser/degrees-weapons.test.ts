import { describe, expect, it } from "vitest";
import { bootSystem } from "../harness";
import { chromiumForFile, horizontalOverflow, openInWindow, screenshot, type RenderedApp } from "./chromium";

// The degrees attack dialog's weapon fields (M32, M62, M64) and the Draw dialog (M70), rendered
// through their real classes and templates in a degrees world, laid out in headless Chromium.
await bootSystem({ ruleset: "degrees" });
const { AttackChoiceDialog } = await import("../../src/rulesets/degrees/attack/choice-dialog");
const { DrawDialog } = await import("../../src/rulesets/degrees/roll/draw-dialog");

const browserOf = chromiumForFile();

describe("the degrees weapon dialogs in Chromium", () => {
  it("shows a melee attack's reach and the weapon fields (base damage + or −, both hands, two weapons), without overflowing", async () => {
    const dialog = new AttackChoiceDialog("Yari", "Bandit", 2) as unknown as RenderedApp;
    await dialog.render();
    const page = await openInWindow(browserOf(), dialog.html, { width: 400, height: 860, classes: "shinobi degrees dg-attack-choice-dialog" });
    expect(await page.locator(".dg-reach").textContent()).toBe("Reach 2 m: only a target this close can be struck.");
    expect(await page.locator("input[name='damageAdjustment']").inputValue()).toBe("0");
    expect(await page.locator("input[name='damageAdjustment']").getAttribute("min")).toBe("-20");
    expect(await page.locator("input[name='bothHands']").isChecked()).toBe(false);
    expect(await page.locator("input[name='twoWeapons']").isChecked()).toBe(false);
    expect(await page.locator(".dg-weapon legend").textContent()).toBe("The weapon");
    expect(await horizontalOverflow(page, ".dg-attack-choice, fieldset, label")).toEqual([]);
    await screenshot(page, "degrees-attack-choice-weapon");
    await page.close();
  });

  it("asks what a Draw readies, one weapon by default, with the thrown count, without overflowing", async () => {
    const dialog = new DrawDialog() as unknown as RenderedApp;
    await dialog.render();
    const page = await openInWindow(browserOf(), dialog.html, { width: 340, height: 260, classes: "shinobi degrees dg-draw-dialog" });
    expect(await page.locator("select[name='readying']").inputValue()).toBe("weapon");
    expect(await page.locator("select[name='readying'] option").count()).toBe(8);
    expect(await page.locator("input[name='count']").inputValue()).toBe("3");
    expect(await page.locator("button[type='submit']").textContent()).toContain("Ready it");
    expect(await horizontalOverflow(page, ".dg-draw, label, select, button")).toEqual([]);
    await screenshot(page, "degrees-draw-dialog");
    await page.close();
  });
});
