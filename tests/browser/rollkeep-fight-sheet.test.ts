import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { fixedDice } from "../../src/rules/dice";
import { bootSystem, diceBox, face } from "../harness";
import { rkFight, samurai } from "../foundry/rollkeep-combat-helpers";
import { chromiumForFile, horizontalOverflow, openSheetAs, picture, screenshot } from "./chromium";

/*
 * The samurai sheet of a fighter in a begun roll-and-keep fight, rendered through its class and
 * templates and laid out in headless Chromium, as its player and as the GM see it: the Void Points
 * left, the wounds, the traits and the Void Ring are the GM's in the fight (read-only for the
 * player, `factsKeptByFight`), so is the stance (`keptByFight`), and the stance select lists only
 * what the port lets the fighter take as its turn begins (`offers.stancesOpen`).
 */
const harness = await bootSystem({ ruleset: "rollkeep" });
const { RkSamuraiSheet } = await import("../../src/rulesets/rollkeep/sheets");
const browserOf = chromiumForFile();

const PLAYER = "player0000000000";
const FACTS = ["system.voidPoints.value", "system.void", "system.wounds", ...["agility", "intelligence", "reflexes", "awareness", "stamina", "willpower", "strength", "perception"].map((t) => `system.traits.${t}`)];

/** Why the player cannot change them (lang/en.json). */
const FACTS_TIP = "In a fight under way only the GM changes this; spend a Void Point with a roll or the spend button.";

/**
 * Hana (her player's, Dazed, 12 wounds, 1 of 2 Void Points left) and a foe in a fight begun and in
 * its second round: the Dazed recovery at the end of round 1 fails (Earth 2, 2k2 of 3 and 2).
 */
async function hanaInRoundTwo() {
  const hana = samurai("Hana", { agility: 3 }, { img: picture("#7a1f2b", "H"), ownership: { default: 0, [PLAYER]: 3 }, effects: [{ name: "Dazed", statuses: ["dazed"] }] });
  const system = hana.system as Record<string, unknown>;
  Object.assign(system, { wounds: 12, voidPoints: { value: 1, round: null, spent: [] } });
  const { combat, actors } = await rkFight(harness, [hana, samurai("Foe", {}, { img: picture("#3d3d3d", "F") })], [20, 10]);
  await combat.startCombat();
  diceBox.source = fixedDice([3, 2].map((v) => face(v, 10)));
  await combat.nextRound();
  expect(combat.round).toBe(2);
  return actors[0]!;
}

/** The sheet on `tab` as `who` sees it, in a 760 × 700 window. */
/** The sheet on a tab, as the GM or the player sees it. The cast: core's sheet classes take typed options; the check hands the document alone. */
const sheetAs = (who: "gm" | "player", actor: unknown, tab: "traits" | "combat"): Promise<Page> => openSheetAs(harness, who, RkSamuraiSheet as never, actor, browserOf(), { width: 760, height: 700, classes: "shinobi sheet actor rollkeep" }, tab);

/** Each fact's input: its value and whether it is disabled. */
const factInputs = (page: Page) =>
  page.$$eval(FACTS.map((name) => `input[name='${name}']`).join(", "), (els) => els.map((el) => ({ name: el.getAttribute("name"), value: (el as HTMLInputElement).value, disabled: (el as HTMLInputElement).disabled })));

describe("the samurai sheet in a begun fight in Chromium", () => {
  it("shows its player the Void Points left, the wounds, the traits and the Void Ring read-only, and only the stances the port allows", async () => {
    const hana = await hanaInRoundTwo();
    let page = await sheetAs("player", hana, "traits");
    const inputs = await factInputs(page);
    expect(inputs.map((i) => i.name).sort()).toEqual([...FACTS].sort());
    expect(inputs.every((i) => i.disabled)).toBe(true);
    expect(inputs.find((i) => i.name === "system.voidPoints.value")?.value).toBe("1");
    expect(inputs.find((i) => i.name === "system.traits.agility")?.value).toBe("3");
    expect(await page.locator(".rk-void-ring input").getAttribute("data-tooltip")).toBe(FACTS_TIP);
    // Read-only, yet drawn in the sheet's own text colour rather than a faded grey: the points left are what the player watches in a fight.
    const colour = (selector: string) => page.locator(selector).first().evaluate((el) => getComputedStyle(el).webkitTextFillColor);
    expect(await colour("input[name='system.voidPoints.value']")).toBe(await colour(".rk-void-points > span"));
    // What the player still writes: the name, the school, the Insight Rank; and the rolls stay offered.
    expect(await page.locator("input[name='name']").isEnabled()).toBe(true);
    expect(await page.locator("input[name='system.insightRank']").isEnabled()).toBe(true);
    expect(await page.locator("button[data-action='rollTrait']:enabled").count()).toBe(8);
    expect(await page.locator("button[data-action='spendVoid']").isEnabled()).toBe(true);
    // A rest's refill raises the points, which only the GM does in a fight: offered disabled.
    expect(await page.locator("button[data-action='resetVoid']").isDisabled()).toBe(true);
    expect(await horizontalOverflow(page, ".window-content, fieldset, .shinobi-header, .rk-summary, .rk-trait, .rk-pool")).toEqual([]);
    await screenshot(page, "rollkeep-fight-sheet-player");
    await page.close();

    page = await sheetAs("player", hana, "combat");
    expect(await page.locator("input[name='system.wounds']").inputValue()).toBe("12");
    expect(await page.locator("input[name='system.wounds']").isDisabled()).toBe(true);
    // The penalties and the wound track's adjustments are locked with their fieldset, drawn as the other locked facts.
    expect(await page.locator("input[name='system.woundAdjustments.penaltyReduction']").isDisabled()).toBe(true);
    const border = (selector: string) => page.locator(selector).first().evaluate((el) => getComputedStyle(el).borderTopStyle);
    expect(await border("input[name='system.woundAdjustments.penaltyReduction']")).toBe(await border("input[name='system.wounds']"));
    const stance = page.locator("select[name='system.stance']");
    expect(await stance.isDisabled()).toBe(true);
    // Dazed, as its turn begins in round 2: the stance it holds, or a defensive one (ST9, ST10).
    expect(await stance.locator("option").allTextContents()).toEqual(["Attack", "Defense", "Full Defense"]);
    expect(await stance.inputValue()).toBe("attack");
    expect(await horizontalOverflow(page, ".window-content, fieldset, .rk-item-row, .rk-wound-track, .rk-field")).toEqual([]);
    await screenshot(page, "rollkeep-fight-sheet-player-combat");
    await page.close();
  });

  it("leaves them all editable for the GM, with the same stances the port allows", async () => {
    const hana = await hanaInRoundTwo();
    let page = await sheetAs("gm", hana, "traits");
    const inputs = await factInputs(page);
    expect(inputs).toHaveLength(FACTS.length);
    expect(inputs.filter((i) => i.disabled)).toEqual([]);
    expect(await page.locator("button[data-action='resetVoid']").isEnabled()).toBe(true);
    expect(await page.locator(`[data-tooltip="${FACTS_TIP}"]`).count()).toBe(0);
    expect(await horizontalOverflow(page, ".window-content, fieldset, .shinobi-header, .rk-summary, .rk-trait, .rk-pool")).toEqual([]);
    await screenshot(page, "rollkeep-fight-sheet-gm");
    await page.close();

    page = await sheetAs("gm", hana, "combat");
    expect(await page.locator("input[name='system.wounds']").isEnabled()).toBe(true);
    const stance = page.locator("select[name='system.stance']");
    expect(await stance.isEnabled()).toBe(true);
    expect(await stance.locator("option").allTextContents()).toEqual(["Attack", "Defense", "Full Defense"]);
    expect(await horizontalOverflow(page, ".window-content, fieldset, .rk-item-row, .rk-wound-track, .rk-field")).toEqual([]);
    await screenshot(page, "rollkeep-fight-sheet-gm-combat");
    await page.close();
  });
});
