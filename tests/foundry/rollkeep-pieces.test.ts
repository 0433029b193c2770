import { beforeEach, describe, expect, it } from "vitest";
import { RULESETS } from "../../src/rules/registry";
import { ActorDouble, bootSystem, diceBox, face, preloaded, sheetRegistry, type Harness } from "../harness";
import { fixedDice } from "../../src/rules/dice";
import { AYAME_SOURCE } from "../fixtures/rollkeep-actors";

/* A world set to play roll-and-keep: what its pieces register, its rule settings, its dice and its token pieces. */

let harness: Harness;
beforeEach(async () => {
  harness = await bootSystem({ ruleset: "rollkeep" });
});

const settings = () => harness.game.settings as unknown as { settings: Map<string, Record<string, unknown>>; set(n: string, k: string, v: unknown): Promise<unknown> };

describe("a roll-and-keep world", () => {
  it("is offered beside IC by the world's ruleset setting", async () => {
    expect(settings().settings.get("shinobi.ruleset")?.choices).toEqual({ ic: "SHINOBI.Ruleset.ic", rollkeep: "SHINOBI.Ruleset.rollkeep", degrees: "SHINOBI.Ruleset.degrees" });
    const { activeRulesetId } = await import("../../src/rulesets");
    expect(activeRulesetId()).toBe("rollkeep");
  });

  it("registers only the roll-and-keep data models, with their sheets", () => {
    expect(Object.keys(harness.CONFIG.Actor.dataModels).sort()).toEqual(["rkNpc", "rkSamurai"]);
    expect(Object.keys(harness.CONFIG.Item.dataModels).sort()).toEqual(["rkArmor", "rkTechnique", "rkWeapon"]);
    const sheets = sheetRegistry.map((s) => [(s.sheetClass as { name: string }).name, s.options.types]);
    expect(sheets).toEqual([["RkSamuraiSheet", ["rkSamurai"]], ["RkNpcSheet", ["rkNpc"]], ["RkItemSheet", ["rkWeapon", "rkArmor", "rkTechnique"]]]);
  });

  it("fights on its own Combat, Combatant and round tracker, initiative left to its combat (no core formula), the XkY pool still in the roll data", async () => {
    const { RkCombat, RkCombatant, RkCombatTracker } = await import("../../src/rulesets/rollkeep/combat");
    expect(harness.CONFIG.Combat.documentClass).toBe(RkCombat);
    expect(harness.CONFIG.Combatant.documentClass).toBe(RkCombatant);
    expect(harness.CONFIG.ui.combat).toBe(RkCombatTracker);
    expect(harness.CONFIG.Combat.dataModels.rk).toBeDefined();
    expect(harness.CONFIG.Combatant.dataModels.rk).toBeDefined();
    expect((harness.CONFIG.Combat.initiative as { formula?: string } | undefined)?.formula).not.toBe("@initiative");
    expect(Object.keys((harness.game.shinobi as { rollkeep: object }).rollkeep)).toEqual(["openRollDialog", "startDuel", "applyCondition", "openEffortDialog", "sumaiBout"]);
    // (Insight Rank 2 + Reflexes 3) k Reflexes 3.
    const ayame = (await ActorDouble.create(AYAME_SOURCE)) as unknown as { getRollData(): Record<string, unknown> };
    expect(ayame.getRollData()).toMatchObject({ initiative: "5k3", agility: 3, earth: 2, insightRank: 2 });
    diceBox.source = fixedDice([9, 8, 7, 2, 1].map((v) => face(v, 10)));
    const roll = await new Roll("@initiative", ayame.getRollData() as never).evaluate();
    expect(roll.total).toBe(24);
  });

  it("puts the port's conditions on the token HUD with core icons, and the Void Points and wounds on token bars", () => {
    expect(harness.CONFIG.statusEffects.map((s) => s.id)).toEqual(RULESETS.rollkeep.statuses.map((s) => s.id));
    expect(harness.CONFIG.statusEffects.every((s) => s.img.startsWith("icons/svg/"))).toBe(true);
    expect((harness.CONFIG.Actor as unknown as { trackableAttributes: unknown }).trackableAttributes).toEqual({
      rkSamurai: { bar: ["voidPointsBar", "woundsBar"], value: ["wounds", "insightRank"] },
      rkNpc: { bar: ["voidPointsBar", "woundsBar"], value: ["wounds", "insightRank"] },
    });
  });

  it("preloads its templates and gives macros the roll dialog", () => {
    expect(preloaded).toContain("systems/shinobi/templates/rollkeep/roll/dialog.hbs");
    expect(preloaded).toContain("systems/shinobi/templates/rollkeep/actor/traits.hbs");
    expect((harness.game.shinobi as { rollkeep?: { openRollDialog?: unknown } }).rollkeep?.openRollDialog).toBeTypeOf("function");
  });

  it("reads a condition switched on from the token HUD into the rules: Dazed costs 3k0 on a roll (CO2)", async () => {
    const { readState, rollkeepRolls } = await import("../../src/rulesets/rollkeep/state");
    const ayame = new ActorDouble({ ...AYAME_SOURCE, effects: [{ name: "Dazed", statuses: ["dazed"] }] });
    const { state } = readState(ayame as never);
    expect(state.conditions.dazed).not.toBeNull();
    const prepared = rollkeepRolls.prepare(state, { rolled: { kind: "trait", trait: "agility" }, tn: 10, round: null }, RULESETS.rollkeep.options.defaults);
    expect(prepared.parts.map((p) => p.source)).toEqual(["trait", "dazed"]);
    expect(prepared.roll.pool).toMatchObject({ rolled: 0, kept: 0 });
  });
});

describe("its token bars and cards", () => {
  it("edits the Void Points within the Void Ring and the wounds taken from a token bar", async () => {
    const ayame = (await ActorDouble.create(AYAME_SOURCE)) as unknown as { modifyTokenAttribute(a: string, v: number, d?: boolean, b?: boolean): Promise<unknown>; system: { voidPoints: { value: number }; wounds: number; voidPointsBar: { max: number }; woundsBar: { max: number } } };
    expect(ayame.system.voidPointsBar).toEqual({ value: 2, max: 2 });
    // Earth 2 in 4e: Dead starts one wound past a full Out, at 39 (W13's boundaries).
    expect(ayame.system.woundsBar).toEqual({ value: 25, max: 39 });
    const { ShinobiActor } = await import("../../src/documents");
    const modify = (attribute: string, value: number, isDelta: boolean) => ShinobiActor.prototype.modifyTokenAttribute.call(ayame as never, attribute, value, isDelta);
    await modify("voidPointsBar", 5, false);
    expect(ayame.system.voidPoints.value).toBe(2);
    await modify("voidPointsBar", -1, true);
    expect(ayame.system.voidPoints.value).toBe(1);
    await modify("woundsBar", 4, true);
    expect(ayame.system.wounds).toBe(29);
  });

  it("refuses a card step the attack card has not (naming the field), and an item the texts give no roll", async () => {
    const { activePieces } = await import("../../src/rulesets");
    await expect(activePieces().cardStep("message", { step: "defend" })).rejects.toThrow("step.step is not valid");
    await expect(activePieces().cardStep("message", { step: "answer", choice: "dodge" })).rejects.toThrow("step.choice is not valid");
    const ayame = (await ActorDouble.create(AYAME_SOURCE)) as unknown as { useTechnique(id: string): Promise<unknown> };
    await expect(ayame.useTechnique("lightarmor000000")).rejects.toThrow("Light armor has no roll of its own");
    await expect(ayame.useTechnique("strikefirst00000")).rejects.toThrow("Strike First has no roll of its own");
  });

  it("keeps a HUD condition as core's plain effect", async () => {
    const { activePieces } = await import("../../src/rulesets");
    expect(activePieces().hudStatusData?.("prone", { name: "Prone" })).toEqual({ name: "Prone" });
  });
});
