import { describe, expect, it } from "vitest";
import { fixedDice } from "../../src/rules/dice";
import { ActorDouble, diceBox, face } from "../harness";
import { BANDIT_SOURCE, bootDegreesAttackWorld, KIBA_SOURCE, SHINO_SOURCE } from "../fixtures/degrees-attack";
import { chromiumForFile, horizontalOverflow, openInWindow, screenshot } from "./chromium";

// A Grab on the degrees attack card (M79), through its real template with the system's styles in
// headless Chromium: a miss on a held victim sent on to its grabber, and the Break free (reaction)
// a hurt grabber's victim is offered.
await bootDegreesAttackWorld();
const { useItem, degreesCardStep } = await import("../../src/rulesets/degrees/attack");

const browserOf = chromiumForFile();
const d8 = (...faces: number[]) => (diceBox.source = fixedDice(faces.map((f) => face(f, 8))));
const lastMessage = () => [...(game.messages as unknown as Iterable<{ id: string; content: string }>)].pop()!;
const holdEffect = (id: string, source: string) => ({ name: id, statuses: [id], flags: { shinobi: { condition: { id, source, ...(id === "grabbed" ? { removal: { check: "escape", dc: 10 } } : {}) } } } });

/** `grabber` holding `victim`, each side's part of the hold on its effects. */
async function hold(grabber: ActorDouble, victim: ActorDouble): Promise<void> {
  const source = `grab:${grabber.id}:${victim.id}`;
  await grabber.createEmbeddedDocuments("ActiveEffect", [holdEffect("slow", source)] as never);
  await victim.createEmbeddedDocuments("ActiveEffect", [holdEffect("grabbed", source)] as never);
}

describe("a Grab on the degrees attack card in Chromium (M79)", () => {
  it("shows the die that sends a miss on the victim to its grabber, with the grabber's defences to choose", async () => {
    const kiba = (await ActorDouble.create(KIBA_SOURCE as never)) as ActorDouble;
    const bandit = (await ActorDouble.create(BANDIT_SOURCE as never)) as ActorDouble;
    const brute = (await ActorDouble.create({ ...BANDIT_SOURCE, name: "Brute" } as never)) as ActorDouble;
    await hold(brute, bandit);
    d8(2, 2);
    await useItem(kiba as never, kiba.items.find((i) => i.name === "Fire Bolt")!.id, { targetActorId: bandit.id, choice: {} });
    const message = lastMessage();
    d8(3);
    await degreesCardStep(message.id, { step: "defend", choice: "dodge" });
    const page = await openInWindow(browserOf(), message.content, { width: 320, height: 520, classes: "chat-log" });
    expect(await page.locator(".dg-redirect").textContent()).toBe("The attack missed Bandit, held by Brute: the die shows 3 (4 or less), so it goes to Brute with the same check, and Brute defends as Restrained.");
    expect(await page.locator(".dg-heading").textContent()).toContain("Brute");
    expect(await page.locator("button[data-shinobi-step='defend']").count()).toBeGreaterThan(0);
    expect(await horizontalOverflow(page, ".dg-attack-card, .dg-redirect, .defense-buttons button")).toEqual([]);
    await screenshot(page, "degrees-grab-redirect");
    await page.close();
  });

  it("offers the victim Break free (reaction) once Apply hurt its grabber", async () => {
    const kiba = (await ActorDouble.create(KIBA_SOURCE as never)) as ActorDouble;
    const bandit = (await ActorDouble.create(BANDIT_SOURCE as never)) as ActorDouble;
    const shino = (await ActorDouble.create(SHINO_SOURCE as never)) as ActorDouble;
    await hold(bandit, shino);
    d8(6, 5);
    await useItem(kiba as never, kiba.items.find((i) => i.name === "Katana")!.id, { targetActorId: bandit.id, choice: {} });
    const message = lastMessage();
    await degreesCardStep(message.id, { step: "defend", choice: "dodge" });
    await degreesCardStep(message.id, { step: "apply" });
    const page = await openInWindow(browserOf(), message.content, { width: 320, height: 600, classes: "chat-log" });
    const button = page.locator("button[data-shinobi-step='breakFree']");
    expect(await button.textContent()).toBe("Shino: Break free (reaction)");
    expect(await button.isDisabled()).toBe(false);
    expect(await horizontalOverflow(page, ".dg-attack-card, .dg-break-free button, .dg-landed p")).toEqual([]);
    await screenshot(page, "degrees-grab-break-free");
    await page.close();
  });
});
