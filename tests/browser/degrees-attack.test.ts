import { describe, expect, it } from "vitest";
import { fixedDice } from "../../src/rules/dice";
import { ActorDouble, diceBox, face } from "../harness";
import { BANDIT_SOURCE, bootDegreesAttackWorld, FIRE_JET, KIBA_SOURCE, SHINO_SOURCE } from "../fixtures/degrees-attack";
import { chromiumForFile, horizontalOverflow, openInWindow, picture, screenshot } from "./chromium";

// The degrees attack card in a degrees world, rendered through its real template with the system's
// styles in headless Chromium: as the target chooses, and after the defence, with every damage step.
await bootDegreesAttackWorld();
const { useItem, degreesCardStep } = await import("../../src/rulesets/degrees/attack");

const browserOf = chromiumForFile();

const d8 = (...faces: number[]) => (diceBox.source = fixedDice(faces.map((f) => face(f, 8))));

describe("the degrees attack card in Chromium", () => {
  it("offers the defences with a refused Block and its reason, then shows the defence, every damage step and Apply", async () => {
    const kiba = (await ActorDouble.create({ ...KIBA_SOURCE, items: KIBA_SOURCE.items.map((i) => ({ ...i, img: picture("#444", i.name.charAt(0)) })) } as never)) as ActorDouble;
    const bandit = (await ActorDouble.create(BANDIT_SOURCE as never)) as ActorDouble;
    d8(6, 5);
    await useItem(kiba as never, kiba.items.find((i) => i.name === "Katana")!.id, { targetActorId: bandit.id, choice: { stance: "fightDefensively", around: { cover: "partial" } } });
    const message = [...(game.messages as unknown as Iterable<{ id: string; content: string }>)].pop()!;

    const choosing = await openInWindow(browserOf(), message.content, { width: 320, height: 420, classes: "chat-log" });
    expect(await choosing.locator(".dg-check .natural").textContent()).toBe("11");
    expect(await choosing.locator(".dg-check .total").textContent()).toBe("13");
    expect(await choosing.locator("button[data-shinobi-step='defend']").count()).toBe(5);
    expect(await choosing.locator("button[data-choice='evade']").textContent()).toContain("Evade");
    expect(await choosing.isDisabled("button[data-choice='block']")).toBe(true);
    expect(await choosing.locator(".dg-refused-reason").textContent()).toBe("Block: Blocking needs something in hand.");
    expect(await horizontalOverflow(choosing, ".dg-attack-card, .card-facts li, .defense-buttons button")).toEqual([]);
    await screenshot(choosing, "degrees-attack-card-choosing");
    await choosing.close();

    await degreesCardStep(message.id, { step: "defend", choice: "dodge" });
    const after = await openInWindow(browserOf(), message.content, { width: 320, height: 560, classes: "chat-log" });
    // 13 against 9 + Dodge 2 + cover 3 = 14: the attack misses, so a natural 12 instead lands it.
    expect(await after.locator(".dg-steps li").first().textContent()).toBe("Dodge: attack 13 against difficulty 14 (9, Dodge + 2, Cover + 3): miss");
    expect(await after.locator("button[data-shinobi-step='defend']").count()).toBe(0);
    await after.close();

    d8(6, 6);
    await useItem(kiba as never, kiba.items.find((i) => i.name === "Katana")!.id, { targetActorId: bandit.id, choice: { around: { cover: "partial" } } });
    const hit = [...(game.messages as unknown as Iterable<{ id: string; content: string }>)].pop()!;
    await degreesCardStep(hit.id, { step: "defend", choice: "dodge" });
    const page = await openInWindow(browserOf(), hit.content, { width: 320, height: 560, classes: "chat-log" });
    expect(await page.locator(".dg-steps li").allTextContents()).toEqual(["Dodge: attack 17 against difficulty 14 (9, Dodge + 2, Cover + 3): hit", "Degree 3 from the natural 12."]);
    expect(await page.locator(".mitigation li").allTextContents()).toEqual(["Base damage 5, fixed damage 0", "Body hardness 1: base 4, fixed 0", "× degree 3 = 12", "Armour absorbs 2 (0 absorption left): 10 reach the target"]);
    expect(await page.locator(".damage-total").textContent()).toBe("10");
    expect(await page.locator("button.dg-apply").textContent()).toBe("Apply 10 lethal damage");
    expect(await horizontalOverflow(page, ".dg-attack-card, .card-facts li, .mitigation li, .dg-steps li, button")).toEqual([]);
    await screenshot(page, "degrees-attack-card");
    await page.close();
  });

  it("names a Takedown made with the katana and, once it lands, says the target goes Prone (M81)", async () => {
    const kiba = (await ActorDouble.create(KIBA_SOURCE as never)) as ActorDouble;
    const bandit = (await ActorDouble.create(BANDIT_SOURCE as never)) as ActorDouble;
    d8(7, 7);
    await useItem(kiba as never, kiba.items.find((i) => i.name === "Katana")!.id, { targetActorId: bandit.id, choice: { maneuver: "takedown" } });
    const message = [...(game.messages as unknown as Iterable<{ id: string; content: string }>)].pop()!;
    await degreesCardStep(message.id, { step: "defend", choice: "dodge" });
    const page = await openInWindow(browserOf(), message.content, { width: 320, height: 420, classes: "chat-log" });
    expect(await page.locator(".card-header h3").textContent()).toBe("Takedown");
    expect(await page.locator(".dg-maneuver li").allTextContents()).toEqual(["Bandit gains Prone."]);
    expect(await horizontalOverflow(page, ".dg-attack-card, .card-facts li, .dg-steps li, .dg-maneuver li, button")).toEqual([]);
    await screenshot(page, "degrees-attack-card-maneuver");
    await page.close();
  });

  it("shows a mercy strike's failed Vigor with the attacker's Kill and Knock out once Apply landed it (M61)", async () => {
    const kiba = (await ActorDouble.create(KIBA_SOURCE as never)) as ActorDouble;
    const bandit = (await ActorDouble.create({ ...BANDIT_SOURCE, effects: [{ name: "Paralyzed", statuses: ["paralyzed"], flags: { shinobi: { condition: { id: "paralyzed", source: "genjutsu" } } } }] } as never)) as ActorDouble;
    d8(4, 4, 1, 1);
    await useItem(kiba as never, kiba.items.find((i) => i.name === "Katana")!.id, { targetActorId: bandit.id, choice: { mercyStrike: true } });
    const id = [...(game.messages as unknown as Iterable<{ id: string }>)].pop()!.id;
    d8(4, 4, 4, 4);
    await degreesCardStep(id, { step: "apply" });
    const message = [...(game.messages as unknown as Iterable<{ id: string; content: string }>)].find((m) => m.id === id)!;
    const page = await openInWindow(browserOf(), message.content, { width: 320, height: 560, classes: "chat-log" });
    expect(await page.locator(".dg-aftermath li").first().textContent()).toMatch(/^Bandit's Vigor \d+ against 10: it fails, and the attacker decides its fate\.$/);
    expect(await page.locator(".dg-fates button").allTextContents()).toEqual(["Kill", "Knock out"]);
    expect(await horizontalOverflow(page, ".dg-attack-card, .dg-aftermath li, button")).toEqual([]);
    await screenshot(page, "degrees-attack-card-mercy");
    await page.close();
  });

  it("lists who may step in for the target, each refused aid greyed with its reason, and says how it went (M65, M77)", async () => {
    const kiba = (await ActorDouble.create(KIBA_SOURCE as never)) as ActorDouble;
    const hound = (await ActorDouble.create({ ...BANDIT_SOURCE, name: "Akamaru", items: [] } as never)) as ActorDouble;
    const bandit = (await ActorDouble.create({ ...BANDIT_SOURCE, items: [{ name: "Club", type: "dgWeapon", system: { damage: 2, weight: "heavy", accuracy: "melee" } }] } as never)) as ActorDouble;
    const { dgFight, combatantIdOf } = await import("../foundry/degrees-combat-helpers");
    const combat = await dgFight([kiba, hound, bandit], (i) => ({ initiative: [null, null, 5][i] }));
    (game as unknown as { combat: unknown }).combat = combat;
    await combat.linkFighter(combatantIdOf(combat, hound), { partnerOf: combatantIdOf(combat, kiba) });
    d8(2);
    await combat.startCombat();
    // The bandit strikes after Kiba's turn, when the hound holds this round's actions (they come with its owner's turn, M86).
    await combat.nextTurn();
    d8(4, 5);
    await useItem(bandit as never, bandit.items.find((i) => i.name === "Club")!.id, { targetActorId: kiba.id, choice: {} });
    const message = [...(game.messages as unknown as Iterable<{ id: string; content: string }>)].pop()!;
    const choosing = await openInWindow(browserOf(), message.content, { width: 320, height: 520, classes: "chat-log" });
    // Kiba could only deflect, and a club is no projectile: only the hound is listed.
    expect(await choosing.locator(".dg-aid-name").allTextContents()).toEqual(["Akamaru"]);
    expect(await choosing.locator(".dg-aid button").allTextContents()).toEqual(["Deflect the projectiles", "Take the hit", "Catch it"]);
    expect(await choosing.isDisabled(".dg-aid button[data-choice='deflect']")).toBe(true);
    expect(await choosing.getAttribute(".dg-aid button[data-choice='catch']", "title")).toBe("This attack can knock no one down, off a mount or out of the air.");
    expect(await choosing.isDisabled(".dg-aid button[data-choice='takeHit']")).toBe(false);
    expect(await horizontalOverflow(choosing, ".dg-attack-card, .dg-aid, .dg-aid button, .defense-buttons button")).toEqual([]);
    await screenshot(choosing, "degrees-attack-card-aid");
    await choosing.close();
    d8(8, 8);
    await degreesCardStep(message.id, { step: "aid", choice: "takeHit", protectorActorId: hound.id });
    const after = await openInWindow(browserOf(), message.content, { width: 320, height: 520, classes: "chat-log" });
    expect(await after.locator(".dg-aid-line").textContent()).toBe("Akamaru steps in for Kiba (Take the hit): 17 against the attack's 12, done.");
    expect(await after.locator(".dg-aids").count()).toBe(0);
    await after.close();
  });

  it("offers an ally's technique for the target, then Overcome to the one who nullified, a refused technique greyed with its reason (M71, M75)", async () => {
    const kiba = (await ActorDouble.create(KIBA_SOURCE as never)) as ActorDouble;
    const shino = (await ActorDouble.create(SHINO_SOURCE as never)) as ActorDouble;
    const bandit = (await ActorDouble.create({ ...BANDIT_SOURCE, items: [...BANDIT_SOURCE.items, FIRE_JET] } as never)) as ActorDouble;
    const { dgFight } = await import("../foundry/degrees-combat-helpers");
    const combat = await dgFight([kiba, shino, bandit], (i) => ({ initiative: [6, 5, 20][i] }));
    (game as unknown as { combat: unknown }).combat = combat;
    await combat.startCombat();
    d8(3, 3);
    await useItem(bandit as never, bandit.items.find((i) => i.name === "Fire Jet")!.id, { targetActorId: kiba.id, choice: {} });
    const message = [...(game.messages as unknown as Iterable<{ id: string; content: string }>)].pop()!;
    const choosing = await openInWindow(browserOf(), message.content, { width: 320, height: 560, classes: "chat-log" });
    expect(await choosing.locator(".dg-aid-name").allTextContents()).toEqual(["Shino"]);
    expect(await choosing.locator(".dg-aid button").allTextContents()).toEqual(["Deflect the projectiles", "Take the hit", "Catch it", "Defend with Water Wall"]);
    expect(await choosing.isDisabled(".dg-aid button[data-choice='technique']")).toBe(false);
    expect(await horizontalOverflow(choosing, ".dg-attack-card, .dg-aid, .dg-aid button, .defense-buttons button")).toEqual([]);
    await screenshot(choosing, "degrees-attack-card-ally-technique");
    await choosing.close();
    d8(8, 8);
    await degreesCardStep(message.id, { step: "aid", choice: "technique", protectorActorId: shino.id, techniqueId: shino.items.find((i) => i.name === "Water Wall")!.id });
    const after = await openInWindow(browserOf(), message.content, { width: 320, height: 520, classes: "chat-log" });
    expect(await after.locator(".dg-aid-line").textContent()).toBe("Shino steps in for Kiba (Water Wall): 20 against the attack's 8, done.");
    expect(await after.locator(".dg-overcome button").allTextContents()).toEqual(["Overcome with Water Jet (base 4)", "Water Fist"]);
    expect(await after.isDisabled(".dg-overcome button:nth-of-type(1)")).toBe(false);
    expect(await after.isDisabled(".dg-overcome button:nth-of-type(2)")).toBe(true);
    expect(await after.locator(".dg-overcome .dg-refused-reason").textContent()).toBe("Water Fist: Overcoming needs two techniques of the same range type.");
    expect(await horizontalOverflow(after, ".dg-attack-card, .dg-overcome, .dg-overcome button, .dg-refused-reason")).toEqual([]);
    await screenshot(after, "degrees-attack-card-overcome");
    await after.close();
  });
});
