import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { seededDice } from "../../src/rules/dice";
import { RULESETS } from "../../src/rules/registry";
import { bootSystem, diceBox } from "../harness";
import { inoAndSakuraInAFight } from "../fixtures/ic-fight";
import { chromiumForFile, horizontalOverflow, openInWindow, screenshot } from "./chromium";

/*
 * A delayed attack's chat card in each state End IC and an Abort write it in: waiting for its IC,
 * due with its defence, the attacker fallen before it resolved, called off, and refused as it
 * resolved. Each is the card the GM's client wrote (the real card view over the port's attack),
 * laid out in a chat-width column in headless Chromium.
 */
const harness = await bootSystem();
const browserOf = chromiumForFile();

interface Doc {
  id: string;
  items: { find(fn: (i: { name: string }) => boolean): { id: string } | undefined };
  useTechnique(id: string, options?: object): Promise<unknown>;
  createEmbeddedDocuments(name: string, data: object[]): Promise<unknown>;
  update(d: object): Promise<unknown>;
}
interface FightCombat {
  combatants: { contents: { id: string; actorId: string; update(d: object): Promise<unknown> }[] };
  endIc(): Promise<number | null>;
  declareAction(combatantId: string, action: object): Promise<unknown>;
}

/** Ino (IC 0) and Sakura (IC 3) fighting, each with a Speed 8, Delay 4 strike and a Delay 5 coup de grace; Ino's `item` at Sakura: its card's message. */
async function delayedAttack(item: "Slow Palm" | "Final Blow") {
  diceBox.source = seededDice(5);
  const { combat, ino, sakura } = await inoAndSakuraInAFight<Doc, FightCombat>(harness);
  for (const actor of [ino, sakura]) {
    await actor.createEmbeddedDocuments("Item", [
      { name: "Slow Palm", type: "technique", system: { kind: "taijutsu", speed: 8, delay: 4, damage: { dice: "2d4", stat: "str", type: "blunt" } } },
      { name: "Final Blow", type: "technique", system: { kind: "taijutsu", role: "coupDeGrace", speed: 10, delay: 5, damage: { dice: "2d4", stat: "str", type: "blunt" } } },
    ]);
  }
  await ino.useTechnique(ino.items.find((i) => i.name === item)!.id, { targetActorId: sakura.id });
  const message = [...(game.messages as unknown as Iterable<{ content: string }>)].at(-1)!;
  const inoCombatant = combat.combatants.contents.find((c) => c.actorId === ino.id)!;
  return { combat, ino, inoCombatant, message };
}

/** The card as a chat column 300 px wide shows it. */
const open = (content: string): Promise<Page> => openInWindow(browserOf(), content, { width: 300, height: 340, classes: "chat-log" });

const texts = (page: Page, selector: string) => page.locator(selector).allTextContents();

/** Nothing in the card spills sideways, its state lines included. */
const overflow = (page: Page) => horizontalOverflow(page, ".technique-card, .card-facts li, .card-defense p, .defense-buttons");

describe("a delayed attack's card in Chromium", () => {
  it("waits for its IC with no defence offered, then shows the attack due with the five defences once End IC reaches it", async () => {
    const { combat, message } = await delayedAttack("Slow Palm");
    let page = await open(message.content);
    expect(await texts(page, ".card-waiting")).toEqual(["Delayed: the attack resolves on IC 4, and is answered then."]);
    expect(await page.locator(".card-waiting").isVisible()).toBe(true);
    expect(await page.locator(".card-defense button").count()).toBe(0);
    expect(await page.locator(".card-due, .card-closed, .card-warning").count()).toBe(0);
    expect(await overflow(page)).toEqual([]);
    await screenshot(page, "ic-delayed-card-waiting");
    await page.close();

    expect(await combat.endIc()).toBe(3);
    expect(await combat.endIc()).toBe(4);
    page = await open(message.content);
    expect(await texts(page, ".card-due")).toEqual(["IC 4 has come: the delayed attack resolves now."]);
    expect(await page.locator(".card-waiting").count()).toBe(0);
    const defences = page.locator(".defense-buttons button");
    expect(await defences.allTextContents()).toEqual(["Dodge", "Parry", "Block", "Take the Hit", "No defence"]);
    for (const button of await defences.all()) expect(await button.isVisible()).toBe(true);
    // Offered as on any card the rules open: Sakura has declared no block, so that one is shown refused with the reason.
    expect(await page.locator(".defense-buttons button:enabled").allTextContents()).toEqual(["Dodge", "Parry", "Take the Hit", "No defence"]);
    expect(await page.locator(".defense-buttons button.refused").getAttribute("title")).toBe("Sakura cannot defend that way: not blocking.");
    expect(await overflow(page)).toEqual([]);
    await screenshot(page, "ic-delayed-card-due");
    await page.close();
  });

  it("says the attacker fell before it resolved, and offers the defence all the same", async () => {
    const { combat, ino, inoCombatant, message } = await delayedAttack("Slow Palm");
    expect(await combat.endIc()).toBe(3);
    await ino.update({ "system.hp.value": 0 });
    await inoCombatant.update({ defeated: true });
    expect(await combat.endIc()).toBe(4);
    const page = await open(message.content);
    expect(await texts(page, ".card-due")).toEqual(["IC 4 has come: the delayed attack resolves now."]);
    expect(await texts(page, ".card-warning")).toEqual(["Yamanaka Ino fell before the attack resolved; it resolves all the same."]);
    expect(await page.locator(".defense-buttons button").count()).toBe(5);
    expect(await overflow(page)).toEqual([]);
    await screenshot(page, "ic-delayed-card-attacker-fell");
    await page.close();
  });

  it("closes with no buttons when its user calls it off, and stays closed when its IC comes", async () => {
    const { combat, inoCombatant, message } = await delayedAttack("Slow Palm");
    expect(await combat.endIc()).toBe(3);
    await combat.declareAction(inoCombatant.id, RULESETS.ic.basicActions.Abort!);
    expect(await combat.endIc()).toBe(4);
    const page = await open(message.content);
    expect(await texts(page, ".card-closed")).toEqual(["Called off before it resolved: nothing happens."]);
    expect(await page.locator(".card-defense button, .card-defense select").count()).toBe(0);
    expect(await page.locator(".card-waiting, .card-due").count()).toBe(0);
    expect(await overflow(page)).toEqual([]);
    await screenshot(page, "ic-delayed-card-called-off");
    await page.close();
  });

  it("closes with the rules' reason and no buttons when it is refused as it resolves (a coup de grace at someone standing)", async () => {
    const { combat, message } = await delayedAttack("Final Blow");
    expect(await combat.endIc()).toBe(3);
    expect(await combat.endIc()).toBe(5);
    const page = await open(message.content);
    const [closed] = await texts(page, ".card-closed");
    expect(closed).toMatch(/^Refused as it resolved: Sakura is not helpless/);
    expect(await page.locator(".card-defense button, .card-defense select").count()).toBe(0);
    expect(await page.locator(".card-waiting, .card-due").count()).toBe(0);
    expect(await overflow(page)).toEqual([]);
    await screenshot(page, "ic-delayed-card-refused");
    await page.close();
  });
});
