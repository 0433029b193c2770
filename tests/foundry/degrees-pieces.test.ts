import { beforeEach, describe, expect, it } from "vitest";
import { RULESET_EXTRAS, RULESETS } from "../../src/rules/registry";
import { fixedDice } from "../../src/rules/dice";
import { ActorDouble, bootSystem, diceBox, preloaded, sheetRegistry, storedDocument, writes, type Harness, type SceneDouble } from "../harness";
import { AKANE_SOURCE } from "../fixtures/degrees";

/* A world set to play degrees: what its pieces register, its rule settings, its conditions, the scene's end, rest and its token pieces. */

let harness: Harness;
beforeEach(async () => {
  harness = await bootSystem({ ruleset: "degrees" });
});

const rules = RULESETS.degrees;
const GM = "gm00000000000000";
const PLAYER = "player0000000000";
const settings = () => harness.game.settings as unknown as { settings: Map<string, Record<string, unknown>>; set(n: string, k: string, v: unknown): Promise<unknown>; get(n: string, k: string): unknown };
type Effect = { id: string; statuses: Set<string>; flags: { shinobi?: { condition?: Record<string, unknown> } } };
type Akane = Omit<ActorDouble, "effects" | "system"> & { effects: { contents: Effect[] }; system: { hp: { value: number; nonLethal: number; stable: boolean }; chakra: { value: number }; hpBar: { value: number; max: number }; chakraBar: { value: number; max: number }; derived: { state: string } } };
const akane = async (source: object = AKANE_SOURCE) => (await ActorDouble.create(source as typeof AKANE_SOURCE)) as unknown as Akane;
const api = () => (harness.game.shinobi as unknown as { degrees: { applyCondition(actor: unknown, request: object): Promise<void>; endScene(): Promise<void> } }).degrees;
const conditionsOf = async (actor: Akane) => (await import("../../src/rulesets/degrees/state")).readCharacter(actor as never).state.conditions;

describe("a degrees world", () => {
  it("is offered beside IC and roll-and-keep by the world's ruleset setting", async () => {
    expect(settings().settings.get("shinobi.ruleset")?.choices).toEqual({ ic: "SHINOBI.Ruleset.ic", rollkeep: "SHINOBI.Ruleset.rollkeep", degrees: "SHINOBI.Ruleset.degrees" });
    const { activeRulesetId } = await import("../../src/rulesets");
    expect(activeRulesetId()).toBe("degrees");
  });

  it("registers only the degrees data models, with the character, compact NPC and item sheets", () => {
    expect(Object.keys(harness.CONFIG.Actor.dataModels).sort()).toEqual(["dgCharacter", "dgNpc"]);
    expect(Object.keys(harness.CONFIG.Item.dataModels).sort()).toEqual(["dgArmour", "dgObject", "dgTechnique", "dgWeapon"]);
    const sheets = sheetRegistry.map((s) => [(s.sheetClass as { name: string }).name, s.options.types]);
    expect(sheets).toEqual([["DgCharacterSheet", ["dgCharacter"]], ["DgNpcSheet", ["dgNpc"]], ["DgItemSheet", ["dgWeapon", "dgTechnique", "dgArmour", "dgObject"]]]);
  });

  it("fights on its own Combat, Combatant and round tracker, and gives sheets Dexterity + Notice as the roll data's initiative (M5)", async () => {
    const { DgCombat, DgCombatant, DgCombatTracker } = await import("../../src/rulesets/degrees/combat");
    expect(harness.CONFIG.Combat.documentClass).toBe(DgCombat);
    expect(harness.CONFIG.Combatant.documentClass).toBe(DgCombatant);
    expect(harness.CONFIG.ui.combat).toBe(DgCombatTracker);
    // Akane: Dexterity 5 + Notice 3.
    const actor = (await akane()) as unknown as { getRollData(): Record<string, unknown> };
    expect(actor.getRollData()).toMatchObject({ initiative: 8, hpMax: 43, dodgeDc: 12 });
  });

  it("puts every status of the port on the token HUD, each with a core icon, and HP and chakra on token bars", () => {
    expect(harness.CONFIG.statusEffects.map((s) => s.id)).toEqual(rules.statuses.map((s) => s.id));
    expect(harness.CONFIG.statusEffects).toHaveLength(38);
    for (const s of harness.CONFIG.statusEffects) {
      expect(s.img, s.id).toMatch(/^icons\/svg\/[a-z-]+\.svg$/);
      expect(harness.game.i18n.has(s.name), s.name).toBe(true);
    }
    const trackable = { bar: ["hpBar", "chakraBar"], value: ["hp.nonLethal"] };
    expect((harness.CONFIG.Actor as unknown as { trackableAttributes: unknown }).trackableAttributes).toEqual({ dgCharacter: trackable, dgNpc: trackable });
  });

  it("preloads its templates and gives macros applyCondition, endScene, fall, resistFear and startSurprise", () => {
    expect(preloaded).toContain("systems/shinobi/templates/degrees/actor/vitals.hbs");
    expect(preloaded).toContain("systems/shinobi/templates/degrees/chat/check-card.hbs");
    expect(preloaded).toContain("systems/shinobi/templates/degrees/combat/tracker.hbs");
    expect(Object.keys(api()).sort()).toEqual(["applyCondition", "endScene", "fall", "removeCondition", "resistFear", "startSurprise"]);
  });
});

describe("its rule settings", () => {
  const defaults = rules.options.defaults;
  const options = async () => (await import("../../src/rulesets/degrees/options")).degreesOptions();

  it("register every rule option as a GM's world setting, dg<Option>, named and explained, at the port's default", async () => {
    const { OPTION_SETTINGS } = await import("../../src/rulesets/degrees/settings");
    const { optionSettingKey } = await import("../../src/rulesets/settings/rule-options");
    expect(Object.keys(OPTION_SETTINGS).sort()).toEqual(Object.keys(defaults).sort());
    for (const option of Object.keys(defaults)) {
      const setting = settings().settings.get(`shinobi.${optionSettingKey("dg", option)}`) as { scope: string; config: boolean; name: string; hint: string; choices?: Record<string, string> } | undefined;
      expect(setting, option).toMatchObject({ scope: "world", config: true });
      expect(harness.game.i18n.has(setting!.name), setting!.name).toBe(true);
      expect(harness.game.i18n.has(setting!.hint), setting!.hint).toBe(true);
      for (const label of Object.values(setting!.choices ?? {})) expect(harness.game.i18n.has(label), label).toBe(true);
    }
    expect(settings().settings.get("shinobi.dgDcTie")).toMatchObject({ type: String, default: "meet", choices: { meet: "SHINOBI.Setting.dg.dcTie.meet", beat: "SHINOBI.Setting.dg.dcTie.beat" } });
    expect(settings().settings.get("shinobi.dgDegreeFloors")).toMatchObject({ type: String, default: "4, 9, 12, 15" });
    expect(settings().settings.get("shinobi.dgThresholds")).toMatchObject({ type: String, default: "-1, -11, -21", requiresReload: true });
    expect(await options()).toEqual(defaults);
  });

  it("offer only what the port accepts: every choice, and each range's ends, one past them refused", async () => {
    const { OPTION_SETTINGS } = await import("../../src/rulesets/degrees/settings");
    for (const [option, { setting }] of Object.entries(OPTION_SETTINGS)) {
      if (setting.kind === "choice") for (const value of setting.choices) expect(() => rules.options.resolve({ [option]: value }), `${option}: ${value}`).not.toThrow();
      if (setting.kind === "number") {
        for (const value of [setting.min, setting.max]) expect(() => rules.options.resolve({ [option]: value }), `${option}: ${value}`).not.toThrow();
        for (const value of [setting.min - 1, setting.max + 1]) expect(() => rules.options.resolve({ [option]: value }), `${option}: ${value}`).toThrow();
      }
    }
  });

  it("reach the rules when the GM changes them, lines of numbers included", async () => {
    await settings().set("shinobi", "dgDcTie", "beat");
    await settings().set("shinobi", "dgThresholds", "-5, -15, -30");
    await settings().set("shinobi", "dgDegreeFloors", "3, 8, 12, 15");
    expect(await options()).toMatchObject({ dcTie: "beat", thresholds: { unconscious: -5, dying: -15, dead: -30 }, degreeFloors: [3, 8, 12, 15] });
  });

  it("take the GM's size table (F2): a character's movement and reach follow its size's edited row, the book's elsewhere", async () => {
    const { readCharacter, degreesExtras } = await import("../../src/rulesets/degrees/state");
    const grand = (await ActorDouble.create({ ...AKANE_SOURCE, system: { ...AKANE_SOURCE.system, size: "grand" } } as typeof AKANE_SOURCE)) as ActorDouble;
    const moveOf = () => degreesExtras.moveMetres(readCharacter(grand as never).state, "normal", RULESETS.degrees.options.defaults);
    const before = moveOf();
    await settings().set("shinobi", "dgSizeMovement", "-12, -9, -6, -3, 0, 5, 6, 9, 12, 15");
    await settings().set("shinobi", "dgSizeReach", "1, 1, 1, 1, 1, 3, 3, 4, 5, 6");
    expect(moveOf()).toBe(before + 2);
    const katana = RULESETS.degrees.actionFromItem({ name: "Katana", type: "dgWeapon", system: { accuracy: "melee", damage: 2 } })!;
    expect(degreesExtras.strikeReach(readCharacter(grand as never).state, katana)).toBe(3);
    expect((await options()).sizeMovement).toMatchObject({ grand: 5, vast: 9 });
    await settings().set("shinobi", "dgSizeReach", "1, 1, 1, 1, 1, 0, 3, 4, 5, 6");
    await expect(options()).rejects.toThrow(/“Size table: melee reach” \(shinobi\.dgSizeReach\) holds "1, 1, 1, 1, 1, 0, 3, 4, 5, 6".*a whole number from 1 to 100/);
  });

  it("refuse a stored value the rules refuse, naming the setting, and before it is written", async () => {
    await settings().set("shinobi", "dgThresholds", "-5, -1, -30");
    await expect(options()).rejects.toThrow(/“HP thresholds” \(shinobi\.dgThresholds\) holds "-5, -1, -30".*must be below the unconscious threshold, -5/);
    const shown = (globalThis as unknown as { ui: { notifications: { shown: { level: string; message: string }[] } } }).ui.notifications.shown;
    expect(harness.Hooks.call("preUpdateSetting", { key: "shinobi.dgPenaltyCap", value: "3" }, { value: "5000" })).toBe(false);
    expect(shown.at(-1)).toMatchObject({ level: "error", message: expect.stringContaining("(shinobi.dgPenaltyCap) holds 5000") });
    expect(harness.Hooks.call("preUpdateSetting", { key: "shinobi.dgPenaltyCap", value: "3" }, { value: "4" })).toBe(true);
  });
});

describe("conditions", () => {
  it("puts a condition on with what it implies in one effect, in one write (Terrified ⇒ Stunned)", async () => {
    const actor = await akane();
    writes.reset();
    await api().applyCondition(actor, { condition: "terrified", turns: 2 });
    expect(writes.entries).toEqual([{ documentName: "ActiveEffect", action: "create", count: 1 }]);
    const [effect] = actor.effects.contents;
    expect([...effect!.statuses]).toEqual(["terrified", "stunned"]);
    expect(effect!.flags.shinobi?.condition).toMatchObject({ id: "terrified", duration: { ends: "turnEnd", remaining: 2 } });
    // The rules read Terrified back, and Stunned as implied: Akane cannot act.
    expect((await conditionsOf(actor)).map((c) => c.id)).toEqual(["terrified"]);
  });

  it("carries a condition's details: Debilitated by 2 on attacks only, Feinted favouring one attacker in melee (M130 1, 16; M59, M60)", async () => {
    const actor = await akane();
    const foe = await akane({ ...AKANE_SOURCE, name: "Foe" });
    await api().applyCondition(actor, { condition: "debilitated", amount: 2, scope: "attack" });
    await api().applyCondition(actor, { condition: "feinted", favours: foe.id, meleeOnly: true });
    expect(await conditionsOf(actor)).toEqual(expect.arrayContaining([expect.objectContaining({ id: "debilitated", amount: 2, scope: "attack" }), expect.objectContaining({ id: "feinted", favours: foe.id, meleeOnly: true })]));
    // Melee: −2 from Debilitated; Dodge and Anticipate untouched by it.
    const checks = Object.fromEntries(RULESETS.degrees.checks((await import("../../src/rulesets/degrees/state")).readCharacter(actor as never).state, RULESETS.degrees.options.defaults).map((c) => [c.key, c.bonus]));
    expect([checks.melee, checks.anticipate]).toEqual([5 - 2, 2]);
  });

  it("refuses a detail on a condition that has none, and one out of its list or range, naming the field, writing nothing", async () => {
    const actor = await akane();
    writes.reset();
    for (const [request, field] of [
      [{ condition: "fatigued", amount: 2 }, "amount"],
      [{ condition: "debilitated", favours: actor.id }, "favours"],
      [{ condition: "debilitated", scope: "everything" }, "scope"],
      [{ condition: "debilitated", amount: 50 }, "amount"],
      [{ condition: "flanked", favours: "nobody0000000000" }, "favours"],
    ] as const) await expect(api().applyCondition(actor, request), field).rejects.toThrow(`${field} is not valid`);
    expect(writes.calls()).toBe(0);
  });

  it("stacks under the rules: Fatigued twice is Exhausted (its effect replaces the first, one delete and one create)", async () => {
    const actor = await akane();
    await api().applyCondition(actor, { condition: "fatigued" });
    writes.reset();
    await api().applyCondition(actor, { condition: "fatigued" });
    expect(writes.entries).toEqual([
      { documentName: "ActiveEffect", action: "delete", count: 1 },
      { documentName: "ActiveEffect", action: "create", count: 1 },
    ]);
    expect(actor.effects.contents.map((e) => [...e.statuses])).toEqual([["exhausted", "slow"]]);
  });

  it("refuses a bad request naming the field, and writes nothing", async () => {
    const actor = await akane();
    writes.reset();
    await expect(api().applyCondition(actor, { condition: "sleepy" })).rejects.toThrow(/condition/);
    await expect(api().applyCondition(actor, { condition: "prone", turns: 0 })).rejects.toThrow(/turns/);
    await expect(api().applyCondition(actor, { condition: "prone", ends: "whenever" })).rejects.toThrow(/ends/);
    expect(writes.calls()).toBe(0);
  });

  it("answers a player's request for an actor the player owns over the socket, and refuses one for another's", async () => {
    const mine = await akane({ ...AKANE_SOURCE, ownership: { default: 0, [PLAYER]: 3 } });
    const theirs = await akane({ ...AKANE_SOURCE, name: "Other" });
    const send = async (actor: string, request: object) => {
      const id = foundry.utils.randomID();
      await harness.game.socket.sendAs(PLAYER, "system.shinobi", { type: "request", id, gm: GM, name: "degreesApplyCondition", payload: { actor, request } });
      return harness.game.socket.answersTo(PLAYER).find((a) => a.id === id);
    };
    expect(await send(mine.id!, { condition: "prone" })).toMatchObject({ ok: true });
    expect([...mine.effects.contents[0]!.statuses]).toEqual(["prone"]);
    writes.reset();
    expect(await send(theirs.id!, { condition: "prone" })).toMatchObject({ ok: false });
    expect(await send(mine.id!, { condition: "prone", turns: "many" })).toMatchObject({ ok: false, error: expect.stringContaining("turns") });
    expect(writes.calls()).toBe(0);
  });

  it("switched on from the token HUD, is the same effect, lasting until removed (Grabbed ⇒ Impeded)", async () => {
    const { activePieces } = await import("../../src/rulesets");
    expect(activePieces().hudStatusData?.("grabbed", { name: "Grabbed" })).toMatchObject({ statuses: ["grabbed", "impeded"], flags: { shinobi: { condition: { id: "grabbed" } } } });
    expect(activePieces().hudStatusData?.("dead", { name: "Dead" })).toEqual({ name: "Dead" });
  });

  it("end with the scene when they last until it ends; the scene count moves on, other conditions stay", async () => {
    const first = await akane();
    const second = await akane({ ...AKANE_SOURCE, name: "Hana" });
    const bandit = await ActorDouble.create({ _id: "banditActor00000", name: "Bandit", type: "dgNpc" });
    const scene = storedDocument("Scene", { _id: "valleyScene00000", name: "Valley", tokens: [{ _id: "banditToken00001", name: "Bandit", actorId: bandit!.id, actorLink: false, delta: { _id: "banditToken00001" } }] }) as SceneDouble;
    const token = (scene.tokens.get("banditToken00001") as unknown as { actor: Akane }).actor;
    await api().applyCondition(first, { condition: "blinded", untilSceneEnds: true });
    await api().applyCondition(first, { condition: "prone" });
    await api().applyCondition(token, { condition: "deafened", untilSceneEnds: true });
    await api().applyCondition(second, { condition: "prone" });
    writes.reset();
    await api().endScene();
    // One delete for each of the two actors whose scene-long condition ends; the rest untouched.
    expect(writes.entries).toEqual([
      { documentName: "ActiveEffect", action: "delete", count: 1 },
      { documentName: "ActiveEffect", action: "delete", count: 1 },
    ]);
    expect([first, second, token].map((a) => a.effects.contents.map((e) => [...e.statuses][0]))).toEqual([["prone"], ["prone"], []]);
    expect(settings().get("shinobi", "dgScene")).toEqual({ number: 2, uses: {} });
  });
});

describe("rest, recovery and token bars", () => {
  it("rests a night through the port in one write: Vigor 6 heals 22, Spirit 4 brings back 13 chakra, fatigue slept off (E8, E9, M45)", async () => {
    const actor = await akane();
    await actor.update({ "system.hp.value": 10, "system.chakra.value": 2 });
    await api().applyCondition(actor, { condition: "fatigued" });
    const { restActor } = await import("../../src/rulesets/degrees/roll/sheet-rolls");
    writes.reset();
    await restActor(actor as never);
    expect(writes.entries).toEqual([
      { documentName: "Actor", action: "update", count: 1 },
      { documentName: "ActiveEffect", action: "delete", count: 1 },
    ]);
    expect([actor.system.hp.value, actor.system.chakra.value, actor.effects.contents.length]).toEqual([32, 15, 0]);
  });

  it("refuses a night's rest in a fight under way, writing nothing", async () => {
    const actor = await akane();
    await actor.update({ "system.hp.value": 10 });
    const combat = (await (Combat as unknown as { create(d: object): Promise<{ startCombat(): Promise<unknown> }> }).create({ type: "dg", combatants: [{ type: "dg", actorId: actor.id, name: actor.name, initiative: 10 }] }))!;
    await combat.startCombat();
    const { restActor } = await import("../../src/rulesets/degrees/roll/sheet-rolls");
    writes.reset();
    await expect(restActor(actor as never)).rejects.toThrow("No one sleeps in the middle of a fight: rest once it is over.");
    expect(writes.calls()).toBe(0);
    expect(actor.system.hp.value).toBe(10);
  });

  it("rests as long as the dialog says (M45, M50): 4 hours heal nothing by default and half the night under the hourly option; a broken night brings back neither HP nor chakra", async () => {
    const actor = await akane();
    const { restActor } = await import("../../src/rulesets/degrees/roll/sheet-rolls");
    await actor.update({ "system.hp.value": 10, "system.chakra.value": 2 });
    await restActor(actor as never, { hours: 4, interrupted: false });
    expect([actor.system.hp.value, actor.system.chakra.value]).toEqual([10, 2]);
    await harness.game.settings.set("shinobi", "dgHourlyHealing", true);
    await restActor(actor as never, { hours: 4, interrupted: false });
    // Half of the night's 22, and no chakra before a full night.
    expect([actor.system.hp.value, actor.system.chakra.value]).toEqual([21, 2]);
    await actor.update({ "system.hp.value": 10 });
    await restActor(actor as never, { hours: 8, interrupted: true });
    expect([actor.system.hp.value, actor.system.chakra.value]).toEqual([10, 2]);
  });

  it("asks the rest in a dialog: whole hours within the rules' bound and whether it was broken, a bad field refused by name", async () => {
    const { restFromForm, RestDialog } = await import("../../src/rulesets/degrees/sheets/rest-dialog");
    expect(restFromForm({ hours: 6, interrupted: true })).toEqual({ hours: 6, interrupted: true });
    expect(restFromForm({ hours: 8 })).toEqual({ hours: 8, interrupted: false });
    expect(() => restFromForm({ hours: 25 })).toThrow("rest.hours is not valid");
    expect(() => restFromForm({ hours: 2.5 })).toThrow("rest.hours is not valid");
    const app = new RestDialog();
    await app.render({ force: true } as never);
    const html = Object.values((app as unknown as { parts: Record<string, string> }).parts).join("");
    expect(html).toContain('name="hours" min="0" max="24" step="1" value="8"');
    expect(html).toContain('name="interrupted"');
    expect(html).not.toMatch(/SHINOBI\./);
  });

  it("stabilises a dying character on its own Vigor check against 18 (M42), and not on a miss", async () => {
    const actor = await akane();
    await actor.update({ "system.hp.value": -15 });
    expect(actor.system.derived.state).toBe("dying");
    const { stabiliseActor } = await import("../../src/rulesets/degrees/roll/sheet-rolls");
    diceBox.source = fixedDice([2, 3]);
    await stabiliseActor(actor as never);
    expect(actor.system.hp.stable).toBe(false);
    // Vigor 6 + 6 + 6 = 18.
    diceBox.source = fixedDice([6, 6]);
    await stabiliseActor(actor as never);
    expect([actor.system.hp.stable, actor.system.derived.state]).toEqual([true, "stable"]);
  });

  it("wakes a character healed past the table's thresholds from a token bar, and knocks one out who drops, in one effect write each (M41–M43, F8)", async () => {
    const { gmQueue } = await import("../../src/authority/gm-queue");
    const drained = () => gmQueue.run(async () => undefined);
    const actor = await akane();
    const { ShinobiActor } = await import("../../src/documents");
    const modify = (value: number) => ShinobiActor.prototype.modifyTokenAttribute.call(actor as never, "hpBar", value, false);
    const statuses = () => actor.effects.contents.map((e) => [...e.statuses][0]).sort();
    writes.reset();
    await modify(-7);
    await drained();
    // Below 0 by less than the dying line: Unconscious, set by the GM's client after the bar's own write.
    expect(writes.entries).toEqual([
      { documentName: "Actor", action: "update", count: 1 },
      { documentName: "ActiveEffect", action: "create", count: 1 },
    ]);
    expect(statuses()).toEqual(["unconscious"]);
    writes.reset();
    await modify(12);
    await drained();
    expect(writes.entries).toEqual([
      { documentName: "Actor", action: "update", count: 1 },
      { documentName: "ActiveEffect", action: "delete", count: 1 },
    ]);
    expect(statuses()).toEqual([]);
    // A change that crosses nothing writes nothing more.
    writes.reset();
    await modify(20);
    await drained();
    expect(writes.entries).toEqual([{ documentName: "Actor", action: "update", count: 1 }]);
  });

  it("edits HP (never past the maximum) and chakra (0 to the maximum) from token bars", async () => {
    const actor = await akane();
    expect([actor.system.hpBar, actor.system.chakraBar]).toEqual([{ value: 43, max: 43 }, { value: 22, max: 22 }]);
    const { ShinobiActor } = await import("../../src/documents");
    const modify = (attribute: string, value: number, isDelta: boolean) => ShinobiActor.prototype.modifyTokenAttribute.call(actor as never, attribute, value, isDelta);
    await modify("hpBar", -50, true);
    expect(actor.system.hp.value).toBe(-7);
    await modify("hpBar", 100, false);
    expect(actor.system.hp.value).toBe(43);
    await modify("chakraBar", -30, true);
    expect(actor.system.chakra.value).toBe(0);
  });
});

describe("the extras the pieces use", () => {
  it("name what a condition implies, transitively (Stable ⇒ Unconscious ⇒ Defenseless)", () => {
    expect(RULESET_EXTRAS.degrees.impliedConditions("stable", rules.options.defaults)).toEqual(["unconscious", "defenseless"]);
    expect(RULESET_EXTRAS.degrees.impliedConditions("prone", rules.options.defaults)).toEqual([]);
  });
});
