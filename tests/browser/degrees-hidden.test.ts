import { describe, expect, it } from "vitest";
import { fixedDice } from "../../src/rules/dice";
import { ActorDouble, diceBox, face } from "../harness";
import { BANDIT_SOURCE, bootDegreesAttackWorld, KIBA_SOURCE } from "../fixtures/degrees-attack";
import { chromiumForFile, horizontalOverflow, openInWindow, screenshot, type RenderedApp } from "./chromium";

// What is hidden at the degrees table: the attack dialog's "the target cannot see you", the card of
// an attack its target cannot see (M111) and a sneak attack's search (M54), rendered through the
// real templates in headless Chromium.
await bootDegreesAttackWorld();
const { useItem, degreesCardStep } = await import("../../src/rulesets/degrees/attack");
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

  it("shows a sneak attack's Stealth, then the target's search a sense, one it lacks greyed with why, then what it found (M54)", async () => {
    const kiba = (await ActorDouble.create({ ...KIBA_SOURCE, system: { ...KIBA_SOURCE.system, skills: { ...KIBA_SOURCE.system.skills, stealth: 3 } } } as never)) as ActorDouble;
    const bandit = (await ActorDouble.create({ ...BANDIT_SOURCE, effects: [{ name: "Blind", statuses: ["blind"], flags: { shinobi: { condition: { id: "blind" } } } }] } as never)) as ActorDouble;
    d8(4, 4, 6, 5);
    await useItem(kiba as never, kiba.items.find((i) => i.name === "Katana")!.id, { targetActorId: bandit.id, choice: { sneak: true } });
    const message = [...(game.messages as unknown as Iterable<{ id: string; content: string }>)].pop()!;
    await degreesCardStep(message.id, { step: "defend", choice: "dodge" });
    const offered = await openInWindow(browserOf(), message.content, { width: 320, height: 640, classes: "chat-log" });
    expect(await offered.locator(".dg-sneak").textContent()).toBe("Sneak attack: Stealth 11 against Bandit's Notice: caught Unaware for this attack.");
    expect(await offered.isDisabled(".dg-search button[data-choice='sight']")).toBe(true);
    expect(await offered.isDisabled(".dg-search button[data-choice='hearing']")).toBe(false);
    expect(await offered.locator(".dg-search .dg-refused-reason").textContent()).toBe("Blind: a check that needs sight cannot be made.");
    expect(await horizontalOverflow(offered, ".dg-attack-card, .dg-sneak, .dg-search button, .dg-search p")).toEqual([]);
    await screenshot(offered, "degrees-attack-card-sneak-search");
    await offered.close();

    d8(6, 4);
    await degreesCardStep(message.id, { step: "search", choice: "hearing" });
    const found = await openInWindow(browserOf(), message.content, { width: 320, height: 640, classes: "chat-log" });
    expect(await found.locator(".dg-search-line").textContent()).toBe("End-of-turn search: Bandit's Notice by Hearing 11 against Stealth 11: the attacker is located.");
    expect(await found.locator(".dg-search button").count()).toBe(0);
    await screenshot(found, "degrees-attack-card-sneak-found");
    await found.close();
  });
});
