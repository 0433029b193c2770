import { beforeEach, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { actAs, type Harness } from "../harness";
import type { DgCombat } from "../../src/rulesets/degrees/combat";
import { bootDegreesFight, combatantIdOf, dgActor, dgFight } from "../foundry/degrees-combat-helpers";
import { chromiumForFile, horizontalOverflow, openInWindow, picture, screenshot } from "./chromium";

// The degrees round tracker rendered through its class and real Handlebars in a degrees world, laid
// out in headless Chromium: what the GM and a player see before the fight, in the surprise round
// and in a normal round.

const PLAYER = "player0000000000";
const browserOf = chromiumForFile();
let harness: Harness;

beforeEach(async () => {
  harness = await bootDegreesFight();
});

interface Rendered {
  viewed: unknown;
  render(): Promise<unknown>;
  html: string;
}

/** The tracker rendered and opened in a sidebar-sized window. */
async function render(combat: DgCombat): Promise<Page> {
  const { DgCombatTracker } = await import("../../src/rulesets/degrees/combat");
  const tracker = new DgCombatTracker() as unknown as Rendered;
  tracker.viewed = combat;
  await tracker.render();
  return openInWindow(browserOf(), tracker.html, { width: 300, height: 560, classes: "sidebar-tab combat-sidebar" });
}

const texts = async (page: Page, selector: string) => (await page.locator(selector).allTextContents()).map((t) => t.replace(/\s+/g, " ").trim());
const count = (page: Page, selector: string) => page.locator(selector).count();

async function world(): Promise<{ combat: DgCombat; ids: string[] }> {
  const actors = [
    await dgActor({ name: "Aiko", owner: PLAYER, img: picture("#7a1f2b", "A") }),
    await dgActor({ name: "Botan", owner: PLAYER, img: picture("#2e5b6b", "B") }),
    await dgActor({ name: "Chief", type: "dgNpc", system: { initiativeGroup: "Bandits" }, img: picture("#3d3d3d", "C") }),
  ];
  const combat = await dgFight(actors, (i) => ({ initiative: [14, 11, 9][i] }));
  return { combat, ids: actors.map((a) => combatantIdOf(combat, a)) };
}

describe("the degrees round tracker", () => {
  it("before the fight: the GM marks each fighter and each side aware or caught, and may start with a surprise round once the marks differ", async () => {
    const { combat } = await world();
    let page = await render(combat);
    expect(await texts(page, ".dg-round")).toEqual(["Not begun"]);
    expect(await texts(page, ".dg-side-name")).toEqual(["Friendly", "Hostile"]);
    expect(await texts(page, ".dg-begin")).toEqual(["Begin"]);
    await combat.markSide("hostile", false);
    await page.close();
    page = await render(combat);
    expect(await texts(page, ".dg-begin")).toEqual(["Start with a surprise round"]);
    expect(await texts(page, ".dg-fighter.unaware .token-name")).toEqual(["Chief"]);
    expect(await texts(page, ".dg-aware-toggle")).toEqual(["Aware", "Aware", "Caught"]);
    expect(await count(page, ".dg-side.side-hostile .dg-side-caught.active")).toBe(1);
    await page.close();
  });

  it("in the surprise round: who acts with the one action left, the caught Flat-footed and Unaware, the group named", async () => {
    const { combat, ids } = await world();
    await combat.markSide("hostile", false);
    await combat.startCombat();
    await combat.declareAction(ids[0]!, (await import("../../src/rules/registry")).RULESETS.degrees.basicActions.move!);
    // Indoors under 6 m (M94, M97): nobody is offered Take off.
    await combat.setCeiling(6);
    const page = await render(combat);
    expect(await page.$eval(".dg-ceiling-input", (input) => (input as HTMLInputElement).value)).toBe("6");
    expect(await count(page, ".act-move")).toBeGreaterThan(0);
    expect(await count(page, ".act-takeOff")).toBe(0);
    expect(await texts(page, ".dg-round")).toEqual(["Surprise round"]);
    expect(await texts(page, ".dg-fighter .token-name")).toEqual(["Aiko", "Botan", "Chief"]);
    expect(await texts(page, ".dg-phase")).toEqual(["Acting now", "Still to act", "Acts next round"]);
    // Aiko moved: her movement and standard are spent (the surprise round's one action), the partial was never hers.
    expect(await count(page, ".dg-fighter.acting .dg-pip.spent")).toBe(3);
    expect(await texts(page, ".dg-fighter.acting .dg-one-only")).toEqual(["one action"]);
    expect(await texts(page, ".dg-fighter.later .dg-condition")).toEqual(["Flat-footed", "Unaware"]);
    expect(await texts(page, ".dg-fighter.later .dg-group")).toEqual(["Bandits"]);
    expect(await texts(page, ".dg-next-turn")).toEqual(["Next turn"]);
    expect(await texts(page, ".dg-end-scene")).toEqual(["End Scene"]);
    // The awareness marks are gone once the fight has begun.
    expect(await count(page, ".dg-sides, .dg-aware-toggle")).toBe(0);
    expect(await horizontalOverflow(page, ".dg-round-header, .dg-fighter, .dg-fighter-line, .dg-gm-controls")).toEqual([]);
    await screenshot(page, "degrees-tracker-surprise");
    await page.close();
  });

  it("shows a player the basic actions on the own fighter whose turn it is, and no GM controls", async () => {
    const { combat, ids } = await world();
    await combat.startCombat();
    await combat.impose(ids[1]!, { condition: "blinded", turns: 2 });
    actAs(harness, "player");
    const page = await render(combat);
    expect(await count(page, ".dg-gm-controls")).toBe(0);
    expect(await texts(page, ".dg-fighter.acting .dg-act")).toEqual(["Move", "Safe Step", "Retreat", "Stand up", "Total Defence", "Delay", "Hold", "Prepare", "Take off"]);
    expect(await page.locator(".dg-fighter.acting select.dg-keep option").allTextContents()).toEqual(["Standard", "Movement", "Partial"]);
    expect(await count(page, ".dg-fighter:not(.acting) .dg-act")).toBe(0);
    // Botan's Blinded was put on off his turn: his two coming turns count (M3).
    expect(await texts(page, ".dg-fighter.coming .dg-condition")).toEqual(["Blinded (2 to turn end)"]);
    await page.close();
  });

  it("lists a partner just under its owner, with no initiative of its own, acting in its turn; a held action shown on its fighter (M86, M17)", async () => {
    const { combat, ids } = await world();
    const hound = await dgActor({ name: "Hound", type: "dgNpc", img: picture("#6b5a2e", "H") });
    await combat.createEmbeddedDocuments("Combatant", [{ type: "dg", actorId: hound.id, name: hound.name, img: hound.img, initiative: null }] as never);
    await combat.linkFighter(combatantIdOf(combat, hound), { partnerOf: ids[1]! });
    await combat.startCombat();
    await combat.nextTurn();
    actAs(harness, "player");
    const { requestAct } = await import("../../src/rulesets/degrees/combat");
    await requestAct(combat, ids[1]!, "hold", { keep: "standard" });
    const page = await render(combat);
    expect(await texts(page, ".dg-fighter .token-name")).toEqual(["Aiko", "Botan", "Hound", "Chief"]);
    expect(await texts(page, ".dg-fighter.partner .dg-partner-of")).toEqual(["In Botan's turn"]);
    expect(await count(page, ".dg-fighter.partner .dg-initiative")).toBe(0);
    expect(await texts(page, ".dg-fighter.acting .token-name")).toEqual(["Botan", "Hound"]);
    // The player owns Botan, so commands the hound: both rows have the turn's buttons, the hound's without a Delay,
    // and, in an owner's group, the announced skip of the standard action that takes it out of the divisor (M87).
    expect(await texts(page, ".dg-fighter.partner .dg-act")).toEqual(["Move", "Safe Step", "Retreat", "Stand up", "Total Defence", "Hold", "Prepare", "Take off", "Skip standard action"]);
    expect(await count(page, ".dg-fighter.partner .dg-group, .dg-fighter.partner .dg-delay-to")).toBe(0);
    // Botan holds its standard action (Hold): spent, it can no longer be announced skipped, so no button for it.
    expect(await count(page, ".dg-fighter:not(.partner) [data-act='skipStandard']")).toBe(0);
    expect(await texts(page, ".dg-kept")).toEqual(["Held: Standard"]);
    expect(await horizontalOverflow(page, ".dg-round-header, .dg-fighter, .dg-fighter-line, .dg-acts")).toEqual([]);
    await screenshot(page, "degrees-tracker-partner");
    await page.close();
  });
});
