import { beforeEach, describe, expect, it } from "vitest";
import { RULESETS } from "../../src/rules/registry";
import { ActorDouble, bootSystem, writes, type Harness } from "../harness";
import { INO_SOURCE } from "../fixtures/actors";

/* The world's per-roll dice caps, and the bounds on statuses the GM puts on by hand (Stun among them). */

interface FightCombat {
  combatants: { contents: { id: string }[] };
  declareAction(id: string, action: object): Promise<unknown>;
}

let harness: Harness;
beforeEach(async () => {
  harness = await bootSystem();
});

describe("the per-roll dice caps", () => {
  const registered = (key: string) => (harness.game.settings as unknown as { settings: Map<string, Record<string, unknown>> }).settings.get(`shinobi.${key}`);

  it("are world settings the GM edits, named and explained, within the stored formulas' ceilings", () => {
    expect(registered("maxDicePerRoll")).toMatchObject({ scope: "world", config: true, type: Number, default: 100, range: { min: 1, max: 1000, step: 1 } });
    expect(registered("maxDiceTerms")).toMatchObject({ scope: "world", config: true, type: Number, default: 10, range: { min: 1, max: 20, step: 1 } });
    for (const key of ["maxDicePerRoll", "maxDiceTerms"]) {
      const { name, hint } = registered(key) as { name: string; hint: string };
      expect(harness.game.i18n.has(name), name).toBe(true);
      expect(harness.game.i18n.has(hint), hint).toBe(true);
    }
  });

  it("are the rule options' own defaults until the GM edits them", async () => {
    const { icOptions } = await import("../../src/rulesets/ic/settings");
    expect(icOptions()).toMatchObject({ maxDicePerRoll: RULESETS.ic.options.defaults.maxDicePerRoll, maxDiceTerms: RULESETS.ic.options.defaults.maxDiceTerms });
    expect(RULESETS.ic.options.defaults).toMatchObject({ maxDicePerRoll: 100, maxDiceTerms: 10 });
  });

  it("reach the rules as maxDicePerRoll and maxDiceTerms", async () => {
    await harness.game.settings.set("shinobi", "maxDicePerRoll", 40);
    await harness.game.settings.set("shinobi", "maxDiceTerms", 4);
    const { icOptions } = await import("../../src/rulesets/ic/settings");
    expect(icOptions()).toMatchObject({ maxDicePerRoll: 40, maxDiceTerms: 4 });
  });

  it("refuse a declaration whose damage rolls more dice than the cap, before anything is written", async () => {
    await harness.game.settings.set("shinobi", "maxDicePerRoll", 3);
    const ino = await (Actor as unknown as { create(d: object): Promise<{ id: string }> }).create(INO_SOURCE);
    const combat = (await (Combat as unknown as { create(d: object): Promise<FightCombat> }).create({
      type: "ic",
      combatants: [{ type: "ic", actorId: ino.id, name: "Ino", initiative: 0, system: { ap: 10 } }],
    }))!;
    (harness.game as unknown as { combat: unknown }).combat = combat;
    writes.reset();
    const combatantId = combat.combatants.contents[0]!.id;
    const fourDice = { name: "Four Fists", kind: "taijutsu", role: "attack", speed: 8, damage: { dice: "4d4", stat: "str", type: "blunt" } };
    await expect(combat.declareAction(combatantId, fourDice)).rejects.toThrow(/4d4 is too big a roll: at most 3 dice/);
    expect(writes.calls()).toBe(0);
    await harness.game.settings.set("shinobi", "maxDicePerRoll", 4);
    await expect(combat.declareAction(combatantId, fourDice)).resolves.toBeTruthy();
  });
});

describe("statuses the GM puts on", () => {
  const applyStatus = async (actor: ActorDouble, request: object) => {
    const { applyStatus: apply } = await import("../../src/rulesets/ic/apply-status");
    return apply(actor as never, request as never);
  };

  it("keep the severity and duration a status effect may store", async () => {
    const actor = new ActorDouble(INO_SOURCE);
    writes.reset();
    await expect(applyStatus(actor, { kind: "bleed", severity: 1e9 })).rejects.toThrow(/Severity must be a whole number from 1 to 100/);
    await expect(applyStatus(actor, { kind: "bleed", severity: 2, duration: 1e6 })).rejects.toThrow(/Duration must be a whole number of IC from 0 to 1000/);
    expect(writes.calls()).toBe(0);
  });

  it("leave Stun off the token HUD, since a toggle cannot carry its magnitude", async () => {
    const ids = (harness.CONFIG.statusEffects as { id: string }[]).map((s) => s.id);
    expect(ids).not.toContain("stun");
    expect(ids).toContain("bleed");
    // Nor may a toggle request name it.
    const { HUD_STATUS_IDS } = await import("../../src/rulesets/ic/status-effects");
    expect(HUD_STATUS_IDS).not.toContain("stun");
  });

  it("refuse a stun outside a fight, where there is no next action to push", async () => {
    const actor = new ActorDouble(INO_SOURCE);
    writes.reset();
    await expect(applyStatus(actor, { kind: "stun", severity: 4 })).rejects.toThrow(/only be put on someone in a fight/);
    expect(writes.calls()).toBe(0);
  });
});
