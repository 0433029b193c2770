import { beforeEach, describe, expect, it } from "vitest";
import { RULESET_EXTRAS, RULESETS } from "../../src/rules/registry";
import { ActorDouble, bootSystem, writes } from "../harness";
import { AYAME_SOURCE, BANDIT_SOURCE } from "../fixtures/rollkeep-actors";

/*
 * The roll-and-keep sheets: what they show of a samurai is the port's, rendered through the real
 * templates. Actors are created in the world, so they carry its ruleset's stamp.
 */

beforeEach(async () => {
  await bootSystem({ ruleset: "rollkeep" });
});

interface Rendered {
  render(): Promise<unknown>;
  html: string;
  parts: Record<string, string>;
  tabGroups: Record<string, string>;
}
const sheets = () => import("../../src/rulesets/rollkeep/sheets");
const contextOf = async (actor: ActorDouble) => {
  const { rollkeepSheetContext } = await sheets();
  const { readState } = await import("../../src/rulesets/rollkeep/state");
  const options = RULESETS.rollkeep.options.defaults;
  return rollkeepSheetContext(actor as never, RULESETS.rollkeep.checks(readState(actor as never).state, options), options.variant, RULESET_EXTRAS.rollkeep.stances[options.variant]);
};

describe("the samurai sheet's numbers", () => {
  it("are the rules': rings the lower of their traits (C1), Void Points out of the Void Ring (V1), Insight Rank, initiative (C8)", async () => {
    const sheet = await contextOf(new ActorDouble(AYAME_SOURCE));
    expect(sheet.rings.elemental.map((r) => [r.ring, r.value, r.formula])).toEqual([["air", 3, "3k3"], ["earth", 2, "2k2"], ["fire", 2, "2k2"], ["water", 2, "2k2"]]);
    expect(sheet.rings.elemental[2]!.traits.map((t) => [t.key, t.value, t.formula])).toEqual([["intelligence", 2, "2k2"], ["agility", 3, "3k3"]]);
    expect(sheet.rings.void).toEqual({ value: 2, ring: 2, formula: "2k2" });
    expect(sheet.voidPoints).toEqual({ value: 2, max: 2, spent: [] });
    expect(sheet.insightRank).toBe(2);
    expect(sheet.initiative).toBe("5k3");
    expect(sheet.movement).toMatchObject({ free: 10, simple: 20, cap: 40 });
  });

  it("show the 4e wound track of Earth 2 (C9, C10): 25 wounds is Injured, +15 on TNs, Crippled from 27", async () => {
    const { wounds } = await contextOf(new ActorDouble(AYAME_SOURCE));
    expect(wounds).toMatchObject({ taken: 25, rank: "SHINOBI.RollKeep.WoundRank.injured", penalty: 15, penaltyNote: "SHINOBI.RollKeep.Wounds.onTn", nextRankAt: 27 });
    expect(wounds.track.map((s) => [s.label.split(".").pop(), s.from, s.penalty])).toEqual([
      ["healthy", 0, 0], ["nicked", 11, 3], ["grazed", 15, 5], ["hurt", 19, 10], ["injured", 23, 15], ["crippled", 27, 20], ["down", 31, 40], ["out", 35, 0], ["dead", 39, 0],
    ]);
    expect(wounds.track.filter((s) => s.current).map((s) => s.from)).toEqual([23]);
  });

  it("show the Armor TN in its parts (C5, C6): 5, Reflexes 3 × 5, the worn light armor's 5", async () => {
    const { armorTn } = await contextOf(new ActorDouble(AYAME_SOURCE));
    expect(armorTn).toEqual({ total: 25, againstMelee: null, parts: [{ label: "SHINOBI.RollKeep.ArmorTn.base", value: 5 }, { label: "SHINOBI.RollKeep.ArmorTn.attribute", value: 15 }, { label: "SHINOBI.RollKeep.ArmorTn.armor", value: 5 }] });
    const fullAttack = await contextOf(new ActorDouble({ ...AYAME_SOURCE, system: { ...AYAME_SOURCE.system, stance: "fullAttack" } }));
    expect(fullAttack.armorTn).toMatchObject({ total: 15, parts: expect.arrayContaining([{ label: "SHINOBI.RollKeep.ArmorTn.maluses", value: -10 }]) });
  });

  it("list the weapons, armor and techniques with what each rolls, and the world's book's stances", async () => {
    const sheet = await contextOf(new ActorDouble(AYAME_SOURCE));
    expect(sheet.weapons.map((w) => [w.name, w.damage, w.skill, w.wielded])).toEqual([["Katana", "3k2", "kenjutsu", true], ["Tonfa", "0k3", "jiujutsu", false]]);
    expect(sheet.armor.map((a) => [a.name, a.bonus, a.worn])).toEqual([["Light armor", 5, true], ["Heavy armor", 10, false]]);
    expect(sheet.techniques).toMatchObject([{ name: "Strike First", rolls: false }]);
    expect(sheet.skills).toEqual([{ index: 0, key: "kenjutsu", rank: 3, emphases: "Katana" }, { index: 1, key: "defense", rank: 2, emphases: "" }]);
    expect(Object.keys(sheet.stances)).toEqual(["attack", "fullAttack", "defense", "fullDefense", "center"]);
  });
});

describe("the sheets rendered", () => {
  it("draw the samurai's rings, traits and skills with a roll each, and the header's Void Points and rank", async () => {
    const { RkSamuraiSheet } = await sheets();
    const sheet = new RkSamuraiSheet({ document: await ActorDouble.create(AYAME_SOURCE) } as never) as unknown as Rendered;
    await sheet.render();
    expect(Object.keys(sheet.parts)).toEqual(["header", "tabs", "traits", "combat", "gear", "biography"]);
    expect(sheet.parts.traits).toMatch(/class="tab traits active"/);
    expect(sheet.html.match(/data-action="rollTrait"/g)).toHaveLength(8);
    expect(sheet.html.match(/data-action="rollRing"/g)).toHaveLength(5);
    expect(sheet.html.match(/data-action="rollSkill"/g)).toHaveLength(2);
    expect(sheet.parts.header).toContain('name="system.voidPoints.value" value="2" min="0" max="2"');
    expect(sheet.parts.header).toContain("Injured (15)");
    expect(sheet.parts.combat).toMatch(/<tr class="current"><td>Injured<\/td><td class="from">23<\/td>/);
    expect(sheet.parts.combat).toContain('<option value="attack" selected>Attack</option>');
  });

  it("draw the penalties and wound-track adjustments as fields, and a ring fallen to 0 as a warning (C3, U4)", async () => {
    const { RkSamuraiSheet, RkNpcSheet } = await sheets();
    const ayame = (await ActorDouble.create(AYAME_SOURCE)) as ActorDouble;
    await ayame.update({ "system.penalties.rings.fire": 1, "system.woundAdjustments.extraWoundsPerRank": 1 });
    const sheet = new RkSamuraiSheet({ document: ayame } as never) as unknown as Rendered;
    await sheet.render();
    expect(sheet.parts.combat).toContain('name="system.penalties.rings.fire" value="1"');
    expect(sheet.parts.combat).toContain('name="system.penalties.traits.agility" value="0"');
    expect(sheet.parts.combat).toContain('name="system.woundAdjustments.extraWoundsPerRank" value="1"');
    // Fire 2 less 1; the track one wound wider each rank: Injured from 27.
    expect(sheet.parts.traits).toMatch(/data-ring="fire"[^]*?<strong class="ring-value">1<\/strong>/);
    expect(sheet.parts.combat).toMatch(/<tr class="current"><td>Hurt<\/td><td class="from">22<\/td>/);
    expect(sheet.parts.combat).not.toContain("rk-collapse");
    await ayame.update({ "system.penalties.rings.air": 3 });
    const npc = new RkNpcSheet({ document: ayame } as never) as unknown as Rendered;
    await npc.render();
    expect(npc.html).toContain('<p class="rk-refused rk-collapse">A ring has fallen to 0: the GM rules what the character can still do.</p>');
  });

  it("rest to a full pool of Void Points in one write, and refuse it while fasting, saying why (V1, CO5)", async () => {
    const { RkSamuraiSheet } = await sheets();
    const ayame = (await ActorDouble.create({ ...AYAME_SOURCE, system: { ...AYAME_SOURCE.system, voidPoints: { value: 0, round: 3, spent: ["boost"] } } })) as ActorDouble & { system: { voidPoints: { value: number; round: number | null; spent: string[] } } };
    const sheet = new RkSamuraiSheet({ document: ayame } as never) as unknown as Rendered & { options: { actions: Record<string, (this: unknown) => Promise<void>> } };
    writes.reset();
    await sheet.options.actions.resetVoid!.call(sheet);
    expect(writes.calls("update")).toBe(1);
    expect(ayame.system.voidPoints).toEqual({ value: 2, round: null, spent: [] });
    await ayame.update({ "system.voidPoints.value": 0 });
    await ayame.createEmbeddedDocuments("ActiveEffect", [{ name: "Fasting", statuses: ["fasting"], flags: { shinobi: { days: 2 } } }]);
    writes.reset();
    await sheet.options.actions.resetVoid!.call(sheet);
    expect(writes.calls()).toBe(0);
    expect(ayame.system.voidPoints.value).toBe(0);
    const shown = (globalThis as unknown as { ui: { notifications: { shown: { level: string; message: string }[] } } }).ui.notifications.shown;
    expect(shown.at(-1)).toEqual({ level: "warn", message: "No Void Points come back: a day without food brings no Void Points back from rest." });
  });

  it("draw the NPC's compact sheet with its typed-in armor and the mook flag", async () => {
    const { RkNpcSheet } = await sheets();
    const sheet = new RkNpcSheet({ document: await ActorDouble.create(BANDIT_SOURCE) } as never) as unknown as Rendered;
    await sheet.render();
    expect(Object.keys(sheet.parts)).toEqual(["header", "npc"]);
    expect(sheet.html).toContain('name="system.mook" checked');
    expect(sheet.html).toContain('name="system.armor.bonus" value="5"');
    // 5 + 5 × Reflexes 2 + the stat block's 5.
    expect(sheet.html).toMatch(/<strong class="total">20<\/strong>/);
    expect(sheet.html).not.toContain('name="system.school.name"');
  });

  it("draw each item type's own fields", async () => {
    const { RkItemSheet } = await sheets();
    const ayame = (await ActorDouble.create(AYAME_SOURCE)) as ActorDouble;
    const render = async (id: string) => {
      const sheet = new RkItemSheet({ document: ayame.items.get(id)! } as never) as unknown as Rendered;
      await sheet.render();
      return sheet.html;
    };
    expect(await render("katana0000000000")).toContain('<option value="medium" selected>Medium</option>');
    expect(await render("lightarmor000000")).toContain('name="system.reduction" value="1"');
    expect(await render("strikefirst00000")).toContain('name="system.modifiers.0.rolled" value="1"');
  });

  it("open another ruleset's samurai read-only, with the notice and nothing to roll", async () => {
    const { RkSamuraiSheet } = await sheets();
    const sheet = new RkSamuraiSheet({ document: new ActorDouble({ ...AYAME_SOURCE, flags: { shinobi: { ruleset: "ic" } } }) } as never) as unknown as Rendered & { isEditable: boolean };
    await sheet.render();
    expect(Object.keys(sheet.parts)[0]).toBe("notice");
    expect(sheet.html).not.toMatch(/data-action="roll(Trait|Ring|Skill)"/);
    expect(sheet.isEditable).toBe(false);
  });
});

describe("the skills' form", () => {
  it("stores each row's emphases, typed on one line, as names of their own (D8)", async () => {
    const { skillsFromForm } = await import("../../src/rulesets/rollkeep/sheets/skill-form");
    const form = { name: "Ayame", system: { skills: { 1: { key: "defense", rank: 2, emphases: "" }, 0: { key: "kenjutsu", rank: 3, emphases: "Katana,  Naginata ," } } } };
    expect(skillsFromForm(form)).toEqual({ name: "Ayame", system: { skills: [{ key: "kenjutsu", rank: 3, emphases: ["Katana", "Naginata"] }, { key: "defense", rank: 2, emphases: [] }] } });
    expect(skillsFromForm({ name: "No skills here" })).toEqual({ name: "No skills here" });
  });
});

describe("the Void Points in the header", () => {
  it("spend one at a time through the port, refused with none left, and refill to the Void Ring after rest, clearing this round's spends (V1, V2, V11)", async () => {
    const { RkSamuraiSheet } = await sheets();
    const actor = (await ActorDouble.create({ ...AYAME_SOURCE, system: { ...AYAME_SOURCE.system, voidPoints: { value: 2, round: 3, spent: ["boost"] } } })) as ActorDouble;
    const sheet = new RkSamuraiSheet({ document: actor } as never) as unknown as Rendered & { options: { actions: Record<string, (this: unknown) => Promise<void>> } };
    await sheet.options.actions.spendVoid!.call(sheet);
    await sheet.options.actions.spendVoid!.call(sheet);
    // Outside a fight only the points change: the last round's record stays as it was.
    expect((actor.system as { voidPoints: unknown }).voidPoints).toEqual({ value: 0, round: 3, spent: ["boost"] });
    // V11: with none left the port refuses, the sheet says so, and nothing is written.
    const shown = (globalThis as unknown as { ui: { notifications: { shown: { level: string; message: string }[] } } }).ui.notifications.shown;
    writes.reset();
    await sheet.options.actions.spendVoid!.call(sheet);
    expect(writes.calls()).toBe(0);
    expect(shown.at(-1)).toEqual({ level: "warn", message: "No Void Point was spent (Fuel a technique): no Void Points are left." });
    await sheet.options.actions.resetVoid!.call(sheet);
    // AYAME's Void Ring is 2.
    expect((actor.system as { voidPoints: unknown }).voidPoints).toEqual({ value: 2, round: null, spent: [] });
  });
});
