import { beforeEach, describe, expect, it } from "vitest";
import { fixedDice } from "../../src/rules/dice";
import { actAs, ActorDouble, bootSystem, diceBox, writes, type Harness } from "../harness";
import { AKANE_SOURCE } from "../fixtures/degrees";

/*
 * Size at the degrees table (M109, M132): the sheet's Intimidate made against the targeted token's
 * size, and a fear check the GM calls, its difficulty moved by the source's size against the
 * resister's, rolled from the sheet on the GM's client.
 */
let harness: Harness;
beforeEach(async () => {
  harness = await bootSystem({ ruleset: "degrees" });
});

type Fear = (actor: unknown, choice: object) => Promise<boolean>;
const resistFear: Fear = (actor, choice) => (harness.game.shinobi as unknown as { degrees: { resistFear: Fear } }).degrees.resistFear(actor, choice);
const sized = async (size: string, name = "Akane") => (await ActorDouble.create({ ...AKANE_SOURCE, name, system: { ...AKANE_SOURCE.system, size } } as typeof AKANE_SOURCE)) as ActorDouble;
/** The last card's words as a player reads them (Handlebars escapes the apostrophe). */
const lastCard = () => [...(harness.game.messages as unknown as Iterable<{ content: string }>)].at(-1)!.content.replace(/&#x27;/g, "'");
const total = () => Number(/<strong class="total">(-?\d+)<\/strong>/.exec(lastCard())?.[1]);
const target = (actor: ActorDouble | null) => ((harness.game.user as unknown as { targets: Set<{ actor: ActorDouble }> }).targets = new Set(actor ? [{ actor }] : []));

describe("Intimidate against the targeted token's size (M109)", () => {
  it("adds the roller's size modifier less the target's, naming the target and its size on the card", async () => {
    const { rollCheck } = await import("../../src/rulesets/degrees/roll/sheet-rolls");
    const akane = await sized("standard");
    // Intimidate 1, natural 8.
    diceBox.source = fixedDice([4, 4]);
    target(await sized("vast", "Oni"));
    await rollCheck(akane as never, "intimidate");
    // Standard 0 against Vast +2: −2.
    expect(total()).toBe(8 + 1 - 2);
    expect(lastCard()).toMatch(/<span>Against<\/span><strong>Oni \(Vast \(immense\)\)<\/strong>/);
    diceBox.source = fixedDice([4, 4]);
    target(await sized("standard", "Ino"));
    await rollCheck(akane as never, "intimidate");
    expect(total()).toBe(9);
    // With nobody targeted it is as against a Standard one, and says no target.
    const grand = await sized("grand");
    diceBox.source = fixedDice([4, 4]);
    target(null);
    await rollCheck(grand as never, "intimidate");
    expect(total()).toBe(10);
    expect(lastCard()).not.toContain("Against");
  });

  it("leaves every other check alone when a token is targeted", async () => {
    const { rollCheck } = await import("../../src/rulesets/degrees/roll/sheet-rolls");
    target(await sized("vast", "Oni"));
    diceBox.source = fixedDice([4, 4]);
    await rollCheck((await sized("standard")) as never, "stealth");
    expect(lastCard()).not.toContain("Against");
  });
});

describe("a fear check the GM calls (M132)", () => {
  it("rolls the named check from the resister's sheet against the difficulty as the source's size moves it, the card alone written", async () => {
    const akane = await sized("standard");
    writes.reset();
    // Spirit 4, natural 9: 13 against 12 + 2 (a Vast source against a Standard resister) = 14.
    diceBox.source = fixedDice([4, 5]);
    expect(await resistFear(akane, { dc: 12, check: "spirit", source: "vast" })).toBe(false);
    expect(writes.entries).toEqual([{ documentName: "ChatMessage", action: "create", count: 1 }]);
    const card = lastCard();
    expect(card).toContain("Resisting fear: Spirit");
    expect(card).toMatch(/<span>Size of the fear's source<\/span><strong>Vast \(immense\)<\/strong>/);
    expect(card).toMatch(/<span>Difficulty<\/span><strong>14 \(12\)<\/strong>/);
    expect(card).toMatch(/<span>Outcome<\/span><strong>Not resisted: the GM puts on the fear<\/strong>/);
    // A Petite source: 12 − 2 = 10, resisted.
    diceBox.source = fixedDice([4, 5]);
    expect(await resistFear(akane, { dc: 12, check: "spirit", source: "petite" })).toBe(true);
    expect(lastCard()).toMatch(/<span>Difficulty<\/span><strong>10 \(12\)<\/strong>/);
    expect(lastCard()).toMatch(/<strong>Resisted<\/strong>/);
  });

  it("refuses a bad difficulty, check or size by name, and is the GM's alone, writing nothing", async () => {
    const akane = await sized("standard");
    writes.reset();
    await expect(resistFear(akane, { dc: 0, check: "spirit", source: "vast" })).rejects.toThrow(/\bdc\b/);
    await expect(resistFear(akane, { dc: 12, check: "initiative", source: "vast" })).rejects.toThrow(/\bcheck\b/);
    await expect(resistFear(akane, { dc: 12, check: "spirit", source: "huge" })).rejects.toThrow(/\bsource\b/);
    actAs(harness, "player");
    try {
      await expect(resistFear(akane, { dc: 12, check: "spirit", source: "vast" })).rejects.toThrow("Only the GM can call for a fear check.");
    } finally {
      actAs(harness, "gm");
    }
    expect(writes.calls()).toBe(0);
  });
});
