import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { bootSystem } from "../harness";
import { INO_SOURCE } from "../fixtures/actors";
import { chromiumForFile, horizontalOverflow, openSheetAs, screenshot } from "./chromium";

/*
 * The IC character sheet of a fighter in a begun fight, rendered through its class and templates
 * and laid out in headless Chromium, as its player and as the GM see it: the stats, XP, skills,
 * pools and Fatigue are the GM's in the fight (read-only for the player, `factsKeptByFight`), the
 * roll buttons stay offered.
 */
const harness = await bootSystem();
const { ShinobiActorSheet } = await import("../../src/rulesets/ic/sheets");
const browserOf = chromiumForFile();

const PLAYER = "player0000000000";
/** Why the player cannot change them (lang/en.json). */
const FACTS_TIP = "In a fight under way only the GM changes this; the rules spend the pools as you act.";
const FACTS = "input[name^='system.stats.'], input[name='system.xp'], input[name^='system.skills.'], input[name^='system.vitality.'], input[name^='system.hp.'], input[name^='system.willpower.'], input[name^='system.fatigue.']";

/** Ino, her player's, in a fight begun at IC 10. */
async function inoInFight() {
  const ino = (await (Actor as unknown as { create(d: object): Promise<{ id: string }> }).create({ ...INO_SOURCE, ownership: { default: 0, [PLAYER]: 3 } }))!;
  await (Combat as unknown as { create(d: object): Promise<unknown> }).create({ type: "ic", round: 1, system: { currentIc: 10 }, combatants: [{ type: "ic", actorId: ino.id, name: "Ino", initiative: 14, system: { ap: 2 } }] });
  return ino;
}

/** The sheet as the GM or the player sees it. The cast: core's sheet classes take typed options; the check hands the document alone. */
const sheetAs = (who: "gm" | "player", actor: unknown): Promise<Page> => openSheetAs(harness, who, ShinobiActorSheet as never, actor, browserOf(), { width: 720, height: 760, classes: "shinobi sheet actor" });

/** Whether each fact's input is disabled, on its own or by its fieldset (the `disabled` property tells only the former). */
const states = (page: Page) => page.$$eval(FACTS, (els) => els.map((el) => el.matches(":disabled")));

describe("the IC character sheet in a begun fight in Chromium", () => {
  it("shows its player the fight's facts read-only in the sheet's own colours, the rolls still offered; the GM may change them", async () => {
    const ino = await inoInFight();
    let page = await sheetAs("player", ino);
    const locked = await states(page);
    // 5 stats, XP, 5 skills, 3 pools of value and maximum, 3 Fatigue numbers.
    expect(locked).toHaveLength(20);
    expect(locked.every(Boolean)).toBe(true);
    expect(await page.locator("input[name='system.stats.dex']").inputValue()).toBe("40");
    expect(await page.locator(".stat-block").getAttribute("data-tooltip")).toBe(FACTS_TIP);
    // Drawn full-strength with a dashed frame, not core's faded grey: the pools are what the player watches.
    const style = (selector: string) => page.locator(selector).first().evaluate((el) => ({ fill: getComputedStyle(el).webkitTextFillColor, border: getComputedStyle(el).borderTopStyle, opacity: getComputedStyle(el).opacity }));
    expect(await style("input[name='system.vitality.value']")).toMatchObject({ border: "dashed", opacity: "1" });
    expect(await style("input[name='system.stats.str']")).toMatchObject({ border: "dashed", opacity: "1" });
    expect((await style("input[name='system.vitality.value']")).fill).toBe(await page.locator(".pool.vitality > span").first().evaluate((el) => getComputedStyle(el).color));
    expect(await page.locator("input[name='name']").isEnabled()).toBe(true);
    expect(await page.locator("button[data-action='rollCheck']:enabled").count()).toBe(13);
    expect(await horizontalOverflow(page, ".window-content, fieldset, .shinobi-header")).toEqual([]);
    await screenshot(page, "ic-fight-sheet-player");
    await page.close();

    page = await sheetAs("gm", ino);
    const open = await states(page);
    expect(open).toHaveLength(20);
    expect(open.some(Boolean)).toBe(false);
    expect(await page.locator(`[data-tooltip="${FACTS_TIP}"]`).count()).toBe(0);
    await screenshot(page, "ic-fight-sheet-gm");
    await page.close();
  });
});
