import { describe, expect, it } from "vitest";
import { fixedDice } from "../../src/rules/dice";
import { ActorDouble, diceBox, face } from "../harness";
import { BANDIT_SOURCE, bootDegreesAttackWorld, KIBA_SOURCE } from "../fixtures/degrees-attack";
import { chromiumForFile, horizontalOverflow, openInWindow, screenshot, type RenderedApp } from "./chromium";

// What is hidden at the degrees table: the attack dialog's "the target cannot see you" and the card
// of an attack its target cannot see (M111), rendered through the real templates in headless Chromium.
await bootDegreesAttackWorld();
const { useItem } = await import("../../src/rulesets/degrees/attack");
const { AttackChoiceDialog } = await import("../../src/rulesets/degrees/attack/choice-dialog");

const browserOf = chromiumForFile();
const d8 = (...faces: number[]) => (diceBox.source = fixedDice(faces.map((f) => face(f, 8))));

describe("hidden attackers in Chromium", () => {
  it("offers “the target cannot see you” beside the camouflage fields, unticked, without overflowing", async () => {
    const dialog = new AttackChoiceDialog("Katana", "Bandit", 1) as unknown as RenderedApp;
    await dialog.render();
    const page = await openInWindow(browserOf(), dialog.html, { width: 400, height: 900, classes: "shinobi degrees dg-attack-choice-dialog" });
    const unseen = page.locator(".dg-around input[name='unseen']");
    expect(await unseen.isChecked()).toBe(false);
    expect(await page.locator(".dg-around label:has(input[name='unseen'])").textContent()).toContain("The target cannot see you");
    expect(await horizontalOverflow(page, ".dg-attack-choice, fieldset, label")).toEqual([]);
    await screenshot(page, "degrees-attack-choice-unseen");
    await page.close();
  });

  it("says on the card that the target meets an attacker it cannot see Unprepared (M111)", async () => {
    const kiba = (await ActorDouble.create(KIBA_SOURCE as never)) as ActorDouble;
    const bandit = (await ActorDouble.create(BANDIT_SOURCE as never)) as ActorDouble;
    d8(6, 5);
    await useItem(kiba as never, kiba.items.find((i) => i.name === "Katana")!.id, { targetActorId: bandit.id, choice: { around: { unseen: true } } });
    const message = [...(game.messages as unknown as Iterable<{ content: string }>)].pop()!;
    const page = await openInWindow(browserOf(), message.content, { width: 320, height: 460, classes: "chat-log" });
    expect(await page.locator(".dg-unseen").textContent()).toBe("Bandit cannot see the attacker: Unprepared (as Unaware) against this attack.");
    expect(await horizontalOverflow(page, ".dg-attack-card, .card-facts li, .dg-unseen, .defense-buttons button")).toEqual([]);
    await screenshot(page, "degrees-attack-card-unseen");
    await page.close();
  });
});
