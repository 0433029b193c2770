import { beforeEach, describe, expect, it } from "vitest";
import { fixedDice } from "../../src/rules/dice";
import { actAs, ActorDouble, bootSystem, diceBox, writes, type Harness } from "../harness";
import { AKANE_SOURCE } from "../fixtures/degrees";
import { expectAllRefused, sendAs } from "../fixtures/requests";

/**
 * Removal checks at the table (M128): the sheet lists every condition instance held (a stacked
 * Bleeding twice), with the removal rule its cause set; a removal check rolls that rule (or the one
 * the GM names) with the instance's own penalty left out, says on its card whether it came off,
 * and on a success deletes that one instance's effect in one write (Exhausted steps down to
 * Fatigued). The HP table's conditions follow the HP and offer no removal.
 */
let harness: Harness;
beforeEach(async () => {
  harness = await bootSystem({ ruleset: "degrees" });
});

type Effect = { id: string; statuses: Set<string>; flags: { shinobi?: { condition?: Record<string, unknown> } } };
type Akane = Omit<ActorDouble, "effects"> & { effects: { contents: Effect[] }; update(changes: object): Promise<unknown> };
const akane = async (source: object = AKANE_SOURCE) => (await ActorDouble.create(source as typeof AKANE_SOURCE)) as unknown as Akane;
const api = () => (harness.game.shinobi as unknown as { degrees: { applyCondition(actor: unknown, request: object): Promise<void>; removeCondition(actor: unknown, effectId: string, chosen?: object): Promise<boolean | null> } }).degrees;
const effectOf = (actor: Akane, id: string) => actor.effects.contents.find((e) => e.statuses.has(id))!;
const held = (actor: Akane) => actor.effects.contents.map((e) => [...e.statuses][0]).sort();
const lastCard = () => [...(harness.game.messages as unknown as Iterable<{ content: string }>)].at(-1)!.content;
const writeLog = () => writes.entries.map((w) => `${w.documentName}:${w.action}`);

async function sheetHtml(actor: Akane): Promise<string> {
  const { DgCharacterSheet } = await import("../../src/rulesets/degrees/sheets");
  const sheet = new DgCharacterSheet({ document: actor } as never) as unknown as { render(): Promise<unknown>; html: string };
  await sheet.render();
  return sheet.html;
}

describe("a removal check from the sheet", () => {
  it("lists each instance held with its cause's removal rule and a removal button; the HP table's Dying has none", async () => {
    // Dying as the HP table sets it: sourceless, on a character below the dying line.
    const actor = await akane({ ...AKANE_SOURCE, system: { ...AKANE_SOURCE.system, hp: { value: -15, nonLethal: 0, stable: false } }, effects: [{ name: "Dying", statuses: ["dying"], flags: { shinobi: { condition: { id: "dying" } } } }] });
    await api().applyCondition(actor, { condition: "stunned", removal: { check: "vigor", dc: 15 } });
    await api().applyCondition(actor, { condition: "bleeding" });
    await api().applyCondition(actor, { condition: "bleeding" });
    const html = await sheetHtml(actor);
    const rows = [...html.matchAll(/<li class="dg-item-row dg-condition-row" data-effect-id="(\w+)">([\s\S]*?)<\/li>/g)].map((m) => m[2]!);
    expect(rows.length).toBe(4);
    const row = (label: string) => rows.filter((r) => r.includes(`<span class="name">${label}</span>`));
    expect(row("Bleeding").length).toBe(2);
    expect(row("Stunned")[0]).toContain('<span class="dg-cell dg-removal-rule">Vigor 15</span>');
    expect(row("Stunned")[0]).toContain('data-action="removeCondition"');
    expect(row("Dying")[0]).not.toContain('data-action="removeCondition"');
  });

  it("rolls the cause's check and difficulty, leaving the condition's own penalty out: a success deletes that effect in one write", async () => {
    const actor = await akane();
    // Afraid takes −1 from every check, its removal included were it not left out; Debilitated's −2 counts.
    await api().applyCondition(actor, { condition: "afraid", removal: { check: "vigor", dc: 15 } });
    await api().applyCondition(actor, { condition: "debilitated", amount: 2 });
    writes.reset();
    // Vigor 6 − 2 (Debilitated) + 5 + 5 = 14: short of 15.
    diceBox.source = fixedDice([5, 5]);
    expect(await api().removeCondition(actor, effectOf(actor, "afraid").id)).toBe(false);
    expect(writeLog()).toEqual(["ChatMessage:create"]);
    expect(lastCard()).toContain("Shaking off Afraid (Vigor)");
    expect(lastCard()).toContain("Still held");
    writes.reset();
    diceBox.source = fixedDice([6, 5]);
    expect(await api().removeCondition(actor, effectOf(actor, "afraid").id)).toBe(true);
    expect(writeLog()).toEqual(["ChatMessage:create", "ActiveEffect:delete"]);
    expect(lastCard()).toContain("Shaken off");
    expect(held(actor)).toEqual(["debilitated"]);
  });

  it("uses the check the GM names when the cause set none, refusing a bad one by field; Exhausted steps down to Fatigued", async () => {
    const actor = await akane();
    await api().applyCondition(actor, { condition: "exhausted" });
    await expect(api().removeCondition(actor, effectOf(actor, "exhausted").id, { check: "initiative", dc: 10 })).rejects.toThrow(/removal\.check/);
    await expect(api().removeCondition(actor, effectOf(actor, "exhausted").id, { check: "vigor", dc: 1 })).rejects.toThrow(/removal\.dc/);
    diceBox.source = fixedDice([6, 6]);
    expect(await api().removeCondition(actor, effectOf(actor, "exhausted").id, { check: "vigor", dc: 10 })).toBe(true);
    expect(held(actor)).toEqual(["fatigued"]);
  });

  it("is refused for an effect holding no condition of the actor's, and for a user who does not own the actor", async () => {
    const actor = await akane();
    await api().applyCondition(actor, { condition: "stunned", removal: { check: "vigor", dc: 15 } });
    await expect(api().removeCondition(actor, "nothing000000000")).rejects.toThrow("That condition is no longer held; nothing was rolled.");
    writes.reset();
    actAs(harness, "player");
    try {
      await expect(api().removeCondition(actor, effectOf(actor, "stunned").id)).rejects.toThrow(/own/);
    } finally {
      actAs(harness, "gm");
    }
    expect(writes.calls()).toBe(0);
  });

  it("keeps a removal rule given with a condition on its effect, and refuses a bad one naming the field", async () => {
    const actor = await akane();
    await api().applyCondition(actor, { condition: "grabbed", removal: { check: "escape", dc: 13 } });
    expect(effectOf(actor, "grabbed").flags.shinobi?.condition).toMatchObject({ id: "grabbed", removal: { check: "escape", dc: 13 } });
    await expect(api().applyCondition(actor, { condition: "prone", removal: { check: "luck", dc: 13 } })).rejects.toThrow(/removal\.check/);
  });
});

describe("a fall on the ground from the GM's API (M127)", () => {
  type Faller = Akane & { system: { hp: { value: number }; attributes: { vigor: number } } };
  const fallApi = () => (harness.game.shinobi as unknown as { degrees: { fall(actor: unknown, choice: object): Promise<number> } }).degrees.fall;

  it("rolls the faller's Acrobatics on a card that says the damage, and writes the HP in one update", async () => {
    const actor = (await akane()) as unknown as Faller;
    const before = actor.system.hp.value;
    writes.reset();
    // Acrobatics 2 + 6 + 5 = 13: 4 points above 9 are 2 m off a 5 m fall.
    diceBox.source = fixedDice([6, 5]);
    expect(await fallApi()(actor, { metres: 5, softening: "acrobatics" })).toBe(3);
    expect(actor.system.hp.value).toBe(before - 3);
    expect(writeLog()).toEqual(["ChatMessage:create", "Actor:update"]);
    expect(lastCard()).toContain("A fall of 5 m: Acrobatics");
    expect(lastCard()).toContain("Damage (fixed, lethal)");
  });

  it("caps a long fall at twice Vigor, refuses a bad height by name, and is the GM's alone", async () => {
    const actor = (await akane()) as unknown as Faller;
    expect(await fallApi()(actor, { metres: 200, softening: "none" })).toBe(2 * 6);
    await expect(fallApi()(actor, { metres: -3, softening: "none" })).rejects.toThrow(/metres/);
    await expect(fallApi()(actor, { metres: 3, softening: "luck" })).rejects.toThrow(/softening/);
    actAs(harness, "player");
    try {
      await expect(fallApi()(actor, { metres: 3, softening: "none" })).rejects.toThrow("Only the GM can make a character fall.");
    } finally {
      actAs(harness, "gm");
    }
  });
});

describe("breaking free of a Grab, and forged removal requests (M79, E24)", () => {
  const PLAYER = "player0000000000";
  const send = (payload: unknown, from = PLAYER) => sendAs(harness, from, "dgRemove", payload);
  const holdEffect = (id: string, source: string, removal?: object) => ({ name: id, statuses: [id], flags: { shinobi: { condition: { id, source, ...(removal ? { removal } : {}) } } } });

  it("ends the hold on both sides when the victim's Escape beats the grabber's difficulty: two effect deletions, one a side", async () => {
    const grabber = await akane({ ...AKANE_SOURCE, name: "Grabber" });
    const victim = await akane({ ...AKANE_SOURCE, name: "Victim", ownership: { default: 0, [PLAYER]: 3 } });
    const source = `grab:${grabber.id}:${victim.id}`;
    await grabber.createEmbeddedDocuments("ActiveEffect", [holdEffect("slow", source)] as never);
    await victim.createEmbeddedDocuments("ActiveEffect", [holdEffect("grabbed", source, { check: "escape", dc: 10 })] as never);
    writes.reset();
    // Escape 0 + 5 + 5 = 10 against the hold's 10: free. The request's easier rule is ignored for the hold's own.
    diceBox.source = fixedDice([5, 5]);
    const answer = await send({ actor: victim.id, effectId: effectOf(victim, "grabbed").id, removal: { check: "vigor", dc: 2 } });
    expect(answer?.ok, answer?.error).toBe(true);
    expect(answer?.result).toBe(true);
    expect(lastCard()).toContain("Shaking off Grabbed (Escape)");
    expect(writeLog()).toEqual(["ChatMessage:create", "ActiveEffect:delete", "ActiveEffect:delete"]);
    expect(held(victim)).toEqual([]);
    expect(held(grabber)).toEqual([]);
  });

  it("refuses an actor the sender does not command, an effect holding none of its conditions, and a bad or missing rule, writing nothing", async () => {
    const mine = await akane({ ...AKANE_SOURCE, ownership: { default: 0, [PLAYER]: 3 } });
    const theirs = await akane();
    await api().applyCondition(mine, { condition: "stunned" });
    await api().applyCondition(theirs, { condition: "stunned" });
    await expectAllRefused(harness, PLAYER, "dgRemove", [
      [{ actor: theirs.id, effectId: effectOf(theirs, "stunned").id, removal: { check: "vigor", dc: 12 } }, /own/],
      [{ actor: mine.id, effectId: "nothing000000000", removal: { check: "vigor", dc: 12 } }, /no longer held/],
      [{ actor: mine.id, effectId: effectOf(mine, "stunned").id }, /its removal is the GM's to name/],
      // The cause set no rule: a player's own check and difficulty are not taken (the GM names them).
      [{ actor: mine.id, effectId: effectOf(mine, "stunned").id, removal: { check: "vigor", dc: 2 } }, /its removal is the GM's to name/],
      [{ actor: mine.id, effectId: effectOf(mine, "stunned").id, removal: { check: "vigor", dc: 9999 } }, /removal\.dc is not valid/],
    ] as const);
  });
});

describe("letting go of a Grab (M79)", () => {
  it("shows the grabber's part of the hold with Let go, not a removal check, and ends the hold on both without a roll", async () => {
    const grabber = await akane({ ...AKANE_SOURCE, name: "Grabber" });
    const victim = await akane({ ...AKANE_SOURCE, name: "Victim" });
    const source = `grab:${grabber.id}:${victim.id}`;
    await grabber.createEmbeddedDocuments("ActiveEffect", [{ name: "slow", statuses: ["slow"], flags: { shinobi: { condition: { id: "slow", source } } } }] as never);
    await victim.createEmbeddedDocuments("ActiveEffect", [{ name: "grabbed", statuses: ["grabbed"], flags: { shinobi: { condition: { id: "grabbed", source, removal: { check: "escape", dc: 10 } } } } }] as never);
    const html = await sheetHtml(grabber);
    expect(html).toContain('data-action="letGo"');
    expect(html).not.toContain('data-action="removeCondition"');
    const { letGo } = await import("../../src/rulesets/degrees/conditions/remove-condition");
    writes.reset();
    await letGo(grabber as never, effectOf(grabber, "slow").id);
    expect(writeLog()).toEqual(["ActiveEffect:delete", "ActiveEffect:delete"]);
    expect(held(grabber)).toEqual([]);
    expect(held(victim)).toEqual([]);
    // The victim's Grabbed is its to break free from, not to let go of.
    await victim.createEmbeddedDocuments("ActiveEffect", [{ name: "grabbed", statuses: ["grabbed"], flags: { shinobi: { condition: { id: "grabbed", source } } } }] as never);
    await expect(letGo(victim as never, effectOf(victim, "grabbed").id)).rejects.toThrow("That is not a hold this character keeps on someone.");
  });
});
