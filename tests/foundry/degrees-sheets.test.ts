import { beforeEach, describe, expect, it } from "vitest";
import { fixedDice } from "../../src/rules/dice";
import { ActorDouble, bootSystem, diceBox, writes, type Harness } from "../harness";
import { AKANE_SOURCE } from "../fixtures/degrees";
import type * as SheetsModule from "../../src/rulesets/degrees/sheets";

/*
 * The degrees sheets: what they show of a character is the port's, rendered through the real
 * templates; their rolls, uses and rest go through the port. Actors are created in a degrees world,
 * so they carry its ruleset's stamp.
 */

let harness: Harness;
beforeEach(async () => {
  harness = await bootSystem({ ruleset: "degrees" });
});

interface Rendered {
  render(): Promise<unknown>;
  html: string;
  parts: Record<string, string>;
}
type Sheets = typeof SheetsModule;
const sheets = (): Promise<Sheets> => import("../../src/rulesets/degrees/sheets");
const akane = async (source: object = AKANE_SOURCE) => (await ActorDouble.create(source as typeof AKANE_SOURCE)) as ActorDouble;
const system = (actor: ActorDouble) => actor.system as { hp: { value: number }; chakra: { value: number } };
const messages = () => [...(harness.game.messages as unknown as Iterable<{ content: string }>)];
const itemId = (actor: ActorDouble, name: string) => actor.items.find((i) => i.name === name)!.id!;
async function rendered(Sheet: Sheets["DgCharacterSheet"] | Sheets["DgNpcSheet"], actor: ActorDouble): Promise<Rendered> {
  const sheet = new Sheet({ document: actor } as never) as unknown as Rendered;
  await sheet.render();
  return sheet;
}

describe("the character sheet", () => {
  it("draws the scores with a check each where the port offers one, the derived numbers and HP with its state", async () => {
    const { DgCharacterSheet } = await sheets();
    const sheet = await rendered(DgCharacterSheet, await akane());
    expect(Object.keys(sheet.parts)).toEqual(["header", "tabs", "character", "items", "biography"]);
    // Strength, Dexterity, Vigor, Spirit; Melee, Ranged, Anticipate; the eight skills (F3), Notice by sight and by hearing. Dodge is a difficulty, Intelligence no check.
    expect(sheet.html.match(/data-action="rollCheck"/g)).toHaveLength(17);
    expect(sheet.parts.character).toMatch(/data-check="notice">\s*<span class="dg-sense-rolls"><button[^>]*data-sense="sight"[^>]*>.*data-sense="hearing"/);
    expect(sheet.parts.character?.match(/data-sense="/g)).toHaveLength(3);
    expect(sheet.parts.character).toContain('data-tooltip="2d8 +5"');
    expect(sheet.parts.character).toMatch(/<dd class="dodgeDc">12<\/dd>/);
    expect(sheet.parts.character).toMatch(/<dd class="initiative">1d8 \+8<\/dd>/);
    expect(sheet.parts.character).toMatch(/<dd class="movement">13 m<\/dd>/);
    expect(sheet.parts.character).toMatch(/<dd class="armourAbsorption">8<\/dd>/);
    expect(sheet.parts.header).toContain("HP 43/43");
    expect(sheet.parts.header).toContain('class="dg-badge hp-state active"');
    expect(sheet.parts.header).toContain('<option value="standard" selected>');
    expect(sheet.parts.character).not.toContain('data-action="stabilise"');
  });

  it("shows the threshold state the HP leave (dying at −15) and offers the stabilising check then", async () => {
    const { DgCharacterSheet } = await sheets();
    const sheet = await rendered(DgCharacterSheet, await akane({ ...AKANE_SOURCE, system: { ...AKANE_SOURCE.system, hp: { value: -15, nonLethal: 0, stable: false } } }));
    expect(sheet.parts.header).toContain('class="dg-badge hp-state dying"');
    expect(sheet.parts.character).toContain('data-action="stabilise"');
  });

  it("lists the weapons, techniques and armour with their uses; a defensive technique answers attacks and has none", async () => {
    const { DgCharacterSheet } = await sheets();
    const actor = await akane({ ...AKANE_SOURCE, items: [...AKANE_SOURCE.items, { name: "Kawarimi", type: "dgTechnique", system: { action: "movement", chakraCost: 4, defensive: true } }] });
    const sheet = await rendered(DgCharacterSheet, actor);
    expect(sheet.parts.items?.match(/data-action="useItem"/g)).toHaveLength(3);
    expect(sheet.parts.items).toContain("Kawarimi");
    expect(sheet.parts.items).toMatch(/data-action="toggleWorn" aria-pressed="true"/);
  });

  it("refuses a bad number with a message naming the field, and writes nothing", async () => {
    const actor = await akane();
    writes.reset();
    await expect(actor.update({ "system.attributes.vigor": 99 })).rejects.toThrow(/attributes\.vigor/);
    await expect(actor.update({ "system.size": "huge" })).rejects.toThrow(/size/);
    expect(writes.calls()).toBe(0);
  });

  it("opens another ruleset's character read-only, with the notice and nothing to roll", async () => {
    const { DgCharacterSheet } = await sheets();
    const sheet = (await rendered(DgCharacterSheet, new ActorDouble({ ...AKANE_SOURCE, flags: { shinobi: { ruleset: "ic" } } }))) as Rendered & { isEditable: boolean };
    expect(Object.keys(sheet.parts)[0]).toBe("notice");
    expect(sheet.html).not.toMatch(/data-action="(rollCheck|useItem|rest)"/);
    expect(sheet.isEditable).toBe(false);
  });
});

describe("the compact NPC sheet and the item sheet", () => {
  it("draws the NPC on one page with the minion flag and its group", async () => {
    const { DgNpcSheet } = await sheets();
    const sheet = await rendered(DgNpcSheet, (await ActorDouble.create({ name: "Bandit", type: "dgNpc", system: { minion: true, initiativeGroup: "bandits" } })) as ActorDouble);
    expect(Object.keys(sheet.parts)).toEqual(["header", "npc"]);
    expect(sheet.html).toContain('name="system.minion" checked');
    expect(sheet.html).toContain('name="system.initiativeGroup" value="bandits"');
    expect(sheet.html.match(/data-action="rollCheck"/g)).toHaveLength(17);
  });

  it("draws each item type's own fields", async () => {
    const { DgItemSheet } = await sheets();
    const actor = await akane();
    const render = async (name: string) => {
      const sheet = new DgItemSheet({ document: actor.items.get(itemId(actor, name))! } as never) as unknown as Rendered;
      await sheet.render();
      return sheet.html;
    };
    expect(await render("Scimitar")).toContain('name="system.critMin" value="14"');
    expect(await render("Scimitar")).toContain('<option value="martial" selected>Martial</option>');
    expect(await render("Fang over Fang")).toContain('<option value="melee" selected>Strength (melee)</option>');
    expect(await render("Chain shirt")).toContain('name="system.absorption.value" value="6"');
  });
});

describe("rolls and uses from the sheet", () => {
  it("roll a check as 2d8 + the accuracy, the natural kept apart, its degree on the card", async () => {
    const { rollCheck } = await import("../../src/rulesets/degrees/roll/sheet-rolls");
    diceBox.source = fixedDice([7, 6]);
    await rollCheck((await akane()) as never, "melee");
    const card = messages().at(-1)!.content;
    // Melee 5: natural 13 (degree 3, M34), total 18.
    expect(card).toMatch(/<strong class="natural">13<\/strong>/);
    expect(card).toMatch(/<strong class="total">18<\/strong>/);
    expect(card).toMatch(/<strong class="degree">3<\/strong>/);
  });

  it("roll Notice through the sense the button names, the sense on the card; Blinded's −1 by sight only (M130 9, 23)", async () => {
    const { rollCheck } = await import("../../src/rulesets/degrees/roll/sheet-rolls");
    const actor = await akane({ ...AKANE_SOURCE, effects: [{ name: "Blinded", statuses: ["blinded"], flags: { shinobi: { condition: { id: "blinded" } } } }] });
    diceBox.source = fixedDice([4, 4, 4, 4]);
    await rollCheck(actor as never, "notice", "hearing");
    const byHearing = messages().at(-1)!.content;
    expect(byHearing).toMatch(/<span>Sense<\/span><strong>Hearing<\/strong>/);
    await rollCheck(actor as never, "notice", "sight");
    const bySight = messages().at(-1)!.content;
    expect(bySight).toMatch(/<span>Sense<\/span><strong>Sight<\/strong>/);
    const total = (card: string) => Number(/<strong class="total">(\d+)<\/strong>/.exec(card)?.[1]);
    // Notice 3, natural 8: 11 by hearing, one less by sight.
    expect(total(byHearing)).toBe(11);
    expect(total(bySight)).toBe(10);
  });

  it("refuse a Blind roller Notice and Search by sight and a Deafened one by hearing, naming why, and post nothing (M130 9, 26)", async () => {
    const { rollCheck } = await import("../../src/rulesets/degrees/roll/sheet-rolls");
    const held = (id: string) => ({ ...AKANE_SOURCE, effects: [{ name: id, statuses: [id], flags: { shinobi: { condition: { id } } } }] });
    const blind = await akane(held("blind"));
    const deaf = await akane(held("deafened"));
    diceBox.source = fixedDice([4, 4]);
    writes.reset();
    await expect(rollCheck(blind as never, "notice", "sight")).rejects.toThrow("Blind: a check that needs sight cannot be made.");
    await expect(rollCheck(blind as never, "search", "sight")).rejects.toThrow(/^Blind/);
    await expect(rollCheck(deaf as never, "notice", "hearing")).rejects.toThrow("Deafened: a check that needs hearing cannot be made.");
    await expect(rollCheck(deaf as never, "notice")).rejects.toThrow("Choose the sense Notice is made through.");
    await expect(rollCheck(deaf as never, "search", "hearing")).rejects.toThrow("Search is not made through Hearing.");
    await expect(rollCheck(deaf as never, "notice", "smell")).rejects.toThrow('Unknown sense "smell".');
    expect(writes.calls()).toBe(0);
    // The other sense is still there: the Blind hear, the Deafened see.
    await rollCheck(blind as never, "notice", "hearing");
    expect(writes.entries).toEqual([{ documentName: "ChatMessage", action: "create", count: 1 }]);
  });

  it("call a natural 2 or 3 a critical failure, whatever the total (M26)", async () => {
    const { rollCheck } = await import("../../src/rulesets/degrees/roll/sheet-rolls");
    diceBox.source = fixedDice([1, 2]);
    await rollCheck((await akane()) as never, "melee");
    expect(messages().at(-1)!.content).toContain("Critical failure");
    expect(messages().at(-1)!.content).not.toContain('class="degree"');
  });

  it("use a technique through the port: its chakra spent in one write, its check rolled; refused when short, nothing written (F20)", async () => {
    const { useDegreesItem } = await import("../../src/rulesets/degrees/roll/sheet-rolls");
    const actor = await akane();
    diceBox.source = fixedDice([4, 4]);
    writes.reset();
    await useDegreesItem(actor as never, itemId(actor, "Fang over Fang"));
    expect(writes.entries).toEqual([
      { documentName: "Actor", action: "update", count: 1 },
      { documentName: "ChatMessage", action: "create", count: 1 },
    ]);
    expect(system(actor).chakra.value).toBe(17);
    expect(messages().at(-1)!.content).toContain("5 (17)");
    await actor.update({ "system.chakra.value": 3 });
    writes.reset();
    await expect(useDegreesItem(actor as never, itemId(actor, "Fang over Fang"))).rejects.toThrow(/Fang over Fang costs 5 chakra/);
    expect(writes.calls()).toBe(0);
  });
});

describe("the weapon in hand", () => {
  it("is the weapon marked In hand, else the best carried melee weapon; it lends its damage to a melee or ranged technique (M23, M28, M29)", async () => {
    const { readCharacter, degreesRules } = await import("../../src/rulesets/degrees/state");
    const actor = await akane();
    // Nothing marked: the scimitar (medium) over the kunai (light); a melee weapon lends nothing to a ranged technique.
    expect(readCharacter(actor as never).state.wielding).toEqual({ weight: "medium", lends: { melee: 2, ranged: 0 } });
    const kunai = actor.items.find((i) => i.name === "Kunai")!;
    await actor.updateEmbeddedDocuments("Item", [{ _id: kunai.id, "system.wielded": true }]);
    // Marked: the kunai, thrown, lends its 1 to both kinds.
    const read = readCharacter(actor as never).state;
    expect(read.wielding).toEqual({ weight: "light", lends: { melee: 1, ranged: 1 } });
    // Fang over Fang (melee, no damage of its own): half Strength plus the kunai's 1.
    const fang = degreesRules.actionFromItem({ name: "Fang", type: "dgTechnique", system: actor.items.find((i) => i.name === "Fang over Fang")!.system })!;
    const half = Math.ceil(degreesRules.derive(read, degreesRules.options.defaults).strength / 2);
    expect(degreesRules.declare(degreesRules.outsideCombat(read), fang, { at: 0 }, degreesRules.options.defaults, fixedDice([])).attack?.base).toBe(half + 1);
  });
});
