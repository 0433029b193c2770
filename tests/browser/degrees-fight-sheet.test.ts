import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { ActorDouble, bootSystem } from "../harness";
import { AKANE_SOURCE } from "../fixtures/degrees";
import { dgActor, dgFight } from "../foundry/degrees-combat-helpers";
import { chromiumForFile, horizontalOverflow, openSheetAs, picture, screenshot } from "./chromium";

/*
 * The degrees character sheet of a fighter in a begun fight, rendered through its class and
 * templates and laid out in headless Chromium, as its player and as the GM see it: the scores, HP,
 * chakra, body hardness and feats the fight reads are the GM's there (read-only for the player,
 * `factsKeptByFight`), while every roll button and the sheet's actions stay offered.
 */
const harness = await bootSystem({ ruleset: "degrees" });
const { DgCharacterSheet } = await import("../../src/rulesets/degrees/sheets");
const browserOf = chromiumForFile();

const PLAYER = "player0000000000";
/** Why the player cannot change them (lang/en.json). */
const FACTS_TIP = "In a fight under way only the GM changes this; your rolls and uses still go through the GM.";
const FACTS = "input[name^='system.attributes.'], input[name^='system.accuracies.'], input[name^='system.skills.'], input[name^='system.hp.'], input[name^='system.chakra.'], input[name='system.bodyHardness'], input[name='system.campaignLevel'], select[name='system.size'], input[name='system.permanentSize'], .dg-feats input";

/** Akane (her player's, hurt, short of chakra) and a foe in a begun fight. */
async function akaneFighting() {
  // The cast: the harness's create hands back its generic double, an ActorDouble for an Actor.
  const akane = (await ActorDouble.create({
    ...AKANE_SOURCE,
    img: picture("#5b2a86", "A"),
    ownership: { default: 0, [PLAYER]: 3 },
    system: { ...AKANE_SOURCE.system, hp: { value: 21, nonLethal: 4, stable: false }, chakra: { value: 12, pills: 2, pillProof: false } },
  })) as ActorDouble;
  const combat = await dgFight([akane, await dgActor({ name: "Foe" })], (i) => ({ initiative: i === 0 ? 12 : 8 }));
  (harness.game as unknown as { combat: unknown }).combat = combat;
  await combat.startCombat();
  return akane;
}

/** The sheet as the GM or the player sees it. The cast: core's sheet classes take typed options; the check hands the document alone. */
const sheetAs = (who: "gm" | "player", actor: unknown): Promise<Page> => openSheetAs(harness, who, DgCharacterSheet as never, actor, browserOf(), { width: 760, height: 720, classes: "shinobi sheet actor degrees" });

/** Each fact's field and whether it is locked, by its own attribute or its fieldset's. */
const factStates = (page: Page) => page.$$eval(FACTS, (els) => els.map((el) => ({ name: el.getAttribute("name"), disabled: el.matches(":disabled") })));

describe("the degrees character sheet in a begun fight in Chromium", () => {
  it("shows its player the scores, HP, chakra, hardness and feats read-only, legible, with every roll still offered", async () => {
    const akane = await akaneFighting();
    const page = await sheetAs("player", akane);
    const facts = await factStates(page);
    expect(facts.length).toBeGreaterThan(25);
    expect(facts.filter((f) => !f.disabled)).toEqual([]);
    expect(await page.locator("input[name='system.hp.value']").inputValue()).toBe("21");
    expect(await page.locator("input[name='system.attributes.vigor']").getAttribute("data-tooltip")).toBe(FACTS_TIP);
    // Drawn in the sheet's own text colour with the dashed frame of a locked field, not a faded grey.
    const style = (selector: string) => page.locator(selector).first().evaluate((el) => ({ fill: getComputedStyle(el).webkitTextFillColor, border: getComputedStyle(el).borderTopStyle }));
    expect(await style("input[name='system.hp.value']")).toEqual({ fill: await page.locator(".dg-hp .dg-field > span").first().evaluate((el) => getComputedStyle(el).color), border: "dashed" });
    expect((await style("input[name='system.attributes.vigor']")).border).toBe("dashed");
    // What the player still does: the name, every roll, the rest, pills and treatment buttons (each asked of the GM in a fight).
    expect(await page.locator("input[name='name']").isEnabled()).toBe(true);
    expect(await page.locator("button[data-action='rollCheck']:enabled").count()).toBe(17);
    expect(await page.locator("button[data-action='takePills']").isEnabled()).toBe(true);
    expect(await horizontalOverflow(page, ".window-content, fieldset, .shinobi-header, .dg-summary, .dg-score, .dg-score .label")).toEqual([]);
    await screenshot(page, "degrees-fight-sheet-player");
    await page.close();
  });

  it("leaves them all editable for the GM", async () => {
    const akane = await akaneFighting();
    const page = await sheetAs("gm", akane);
    const facts = await factStates(page);
    expect(facts.length).toBeGreaterThan(25);
    expect(facts.filter((f) => f.disabled)).toEqual([]);
    expect(await page.locator(`[data-tooltip="${FACTS_TIP}"]`).count()).toBe(0);
    await screenshot(page, "degrees-fight-sheet-gm");
    await page.close();
  });
});
