import { beforeEach, describe, expect, it } from "vitest";
import { ActorDouble, bootSystem, registerModels, storedDocument, writes, type SceneDouble } from "../harness";
import { AKANE_SOURCE } from "../fixtures/degrees";
import { RULESET_EXTRAS, RULESETS } from "../../src/rules/registry";
import type * as StateModule from "../../src/rulesets/degrees/state";
import type * as PersistModule from "../../src/rulesets/degrees/persist";

const rules = RULESETS.degrees;
const O = rules.options.defaults;
const derive = (actor: ActorDouble) => rules.derive(read(actor).state, O);

// A degrees actor read into the rules' plain data, the numbers the rules derive from it against
// the text worked by hand, and a rules step's result written back.

// Loaded once the harness has put Foundry's globals in place.
let state: typeof StateModule;
let persist: typeof PersistModule;

beforeEach(async () => {
  registerModels(await bootSystem(), (await import("../../src/rulesets/degrees/data")).DEGREES_MODELS);
  state = await import("../../src/rulesets/degrees/state");
  persist = await import("../../src/rulesets/degrees/persist");
});

/** Akane as a world actor (in `game.actors`), as a fight finds her. */
const akane = async (source: object = AKANE_SOURCE) => (await ActorDouble.create(source as typeof AKANE_SOURCE)) as ActorDouble;
const armourId = (actor: ActorDouble, name: string) => actor.items.find((i) => i.name === name)!.id;
const read = (actor: ActorDouble) => state.readCharacter(actor as never);

describe("reading a degrees actor", () => {
  it("gives the rules her sheet, HP track, chakra and the worn armour's absorption", async () => {
    const actor = await akane();
    const { state: plain, source } = read(actor);
    expect(plain).toMatchObject({
      id: actor.id,
      name: "Inuzuka Akane",
      character: {
        attributes: { strength: 4, dexterity: 5, vigor: 6, spirit: 4 },
        campaignLevel: 3,
        size: "standard",
        permanentSize: true,
        accuracies: { melee: 5, ranged: 4, dodge: 3, anticipate: 2 },
        notice: 3,
        bodyHardness: [1],
        armourAbsorption: 8,
      },
      hp: { hp: 43, nonLethal: 0, stable: false },
      chakra: 22,
      absorption: 6,
      conditions: [],
      initiative: null,
      turn: null,
    });
    // The spare vest is carried, not worn: the chain shirt is the armour that counts.
    expect(source.armourId).toBe(armourId(actor, "Chain shirt"));
  });

  it("gives the rules her Acrobatics for fall checks (M93, M102), and an NPC's minion flag for mercy strikes (M61); no minion flag on a character", async () => {
    const actor = await akane({ ...AKANE_SOURCE, system: { ...AKANE_SOURCE.system, skills: { ...(AKANE_SOURCE.system as { skills: object }).skills, acrobatics: 4 } } });
    expect(read(actor).state).toMatchObject({ acrobatics: 4 });
    expect(read(actor).state.minion).toBeUndefined();
    const minion = await akane({ ...AKANE_SOURCE, type: "dgNpc", system: { ...AKANE_SOURCE.system, minion: true } });
    expect(read(minion).state.minion).toBe(true);
    const boss = await akane({ ...AKANE_SOURCE, type: "dgNpc", system: { ...AKANE_SOURCE.system, minion: false } });
    expect(read(boss).state.minion).toBeUndefined();
  });

  it("reads no armour when none is worn, and the most absorbing when the sheet marks two", async () => {
    const bare = await akane({ ...AKANE_SOURCE, items: AKANE_SOURCE.items.filter((i) => i.type !== "dgArmour") });
    expect(read(bare)).toMatchObject({ state: { character: { armourAbsorption: 0 }, absorption: 0 }, source: { armourId: null } });
    const both = await akane({ ...AKANE_SOURCE, items: AKANE_SOURCE.items.map((i) => (i.type === "dgArmour" ? { ...i, system: { ...i.system, worn: true } } : i)) });
    expect(read(both).source.armourId).toBe(armourId(both, "Chain shirt"));
  });
});

describe("the numbers the rules derive from what was read", () => {
  it("match the text worked by hand: HP 43, chakra 22, movement 13 m, initiative +8, Dodge 12", async () => {
    const actor = await akane();
    const derived = derive(actor);
    // 10 + 3 × Vigor 6 + 5 × level 3 (M39); 10 + 3 × Spirit 4 (M48); 10 + ⌈Dexterity 5 / 2⌉ (M57);
    // Dexterity 5 + Notice 3 (M5); 9 + Dodge 3 (M22); the body hardness and the chain shirt's 8.
    expect(derived).toMatchObject({ hpMax: 43, chakraMax: 22, movement: 13, initiativeBonus: 8, dodgeDc: 12, reach: 1, bodyHardness: 1, armourAbsorption: 8, state: "active" });
    // The sheet shows what the rules derive.
    expect((actor.system as { derived: unknown }).derived).toEqual(derived);
  });

  it("give her night's rest as the text's own examples: Vigor 6 heals 22, Spirit 4 brings back 13 chakra (E8, E9)", async () => {
    const actor = await akane();
    await actor.update({ "system.hp.value": 10, "system.chakra.value": 2 });
    const rested = RULESET_EXTRAS.degrees.rest(read(actor).state, { hours: 8, interrupted: false }, O);
    expect([rested.hp.hp, rested.chakra]).toEqual([10 + 22, 2 + 13]);
  });

  it("count a size for HP only when it is her own: Massive adds 3 to Strength and Vigor, 9 HP when permanent (M104, M108)", async () => {
    const actor = await akane();
    await actor.update({ "system.size": "massive" });
    expect(derive(actor)).toMatchObject({ strength: 7, vigor: 9, hpMax: 10 + 3 * 9 + 15, reach: 3 });
    await actor.update({ "system.permanentSize": false });
    expect(derive(actor)).toMatchObject({ strength: 7, hpMax: 43 });
  });

  it("put her on the HP threshold table from the stored track (M38, M41, M42)", async () => {
    const actor = await akane();
    const at = async (hp: { value: number; nonLethal?: number; stable?: boolean }) => {
      await actor.update({ "system.hp": { value: hp.value, nonLethal: hp.nonLethal ?? 0, stable: hp.stable ?? false } });
      return derive(actor).state;
    };
    const table = [];
    for (const value of [43, 1, 0, -1, -10, -11, -20, -21]) table.push(await at({ value }));
    expect(table).toEqual(["active", "active", "disabled", "unconscious", "unconscious", "dying", "dying", "dead"]);
    expect(await at({ value: 10, nonLethal: 10 })).toBe("unconscious");
    expect(await at({ value: -15, stable: true })).toBe("stable");
  });
});

describe("writing a rules step back", () => {
  it("stores a hit through her armour and a technique's chakra in one actor update, the armour's change inside it", async () => {
    const actor = await akane();
    const { state: before, source } = read(actor);
    // A hit of 12 after the degree, 4 of it taken by the chain shirt (6 → 2 left), and a technique's 5 chakra.
    const after = { ...before, hp: { ...before.hp, hp: 31 }, absorption: 2, chakra: 17 };
    const written = state.characterWrites(before, after, source);
    expect(written).toMatchObject({ actor: { "system.hp.value": 31, "system.chakra.value": 17 }, items: [{ _id: armourId(actor, "Chain shirt"), "system.absorption.value": 2 }] });
    writes.reset();
    await persist.persistCharacterWrites([written]);
    expect(writes.entries).toEqual([{ documentName: "Actor", action: "update", count: 1 }]);
    expect(read(actor).state).toMatchObject({ hp: { hp: 31 }, chakra: 17, absorption: 2 });
  });

  it("writes only the field that changed, and nothing when nothing did", async () => {
    const actor = await akane();
    const { state: before, source } = read(actor);
    expect(state.characterWrites(before, { ...before, hp: { ...before.hp, nonLethal: 4 } }, source)).toMatchObject({ actor: { "system.hp.nonLethal": 4 }, items: [] });
    const unchanged = state.characterWrites(before, { ...before, hp: { ...before.hp } }, source);
    expect(unchanged).toMatchObject({ actor: null, items: [] });
    writes.reset();
    await persist.persistCharacterWrites([unchanged]);
    expect(writes.calls()).toBe(0);
  });

  it("batches the world's actors into one write, and writes an unlinked token's own actor, then its armour, by themselves", async () => {
    const [first, second] = [await akane(), await akane({ ...AKANE_SOURCE, name: "Inuzuka Hana" })];
    const vest = { _id: "banditVest000000", name: "Padded vest", type: "dgArmour", system: { absorption: { value: 3, max: 3 }, worn: true } };
    const bandit = await ActorDouble.create({ _id: "banditActor00000", name: "Bandit", type: "dgNpc", items: [vest] });
    const scene = storedDocument("Scene", { _id: "valleyScene00000", name: "Valley", tokens: [{ _id: "banditToken00001", name: "Bandit", actorId: bandit!.id, actorLink: false, delta: { _id: "banditToken00001" } }] }) as SceneDouble;
    const token = (scene.tokens.get("banditToken00001") as unknown as { actor: ActorDouble }).actor;
    // Each spends a chakra and has its armour worn down by one.
    const step = (actor: ActorDouble) => {
      const { state: before, source } = read(actor);
      return state.characterWrites(before, { ...before, chakra: before.chakra - 1, absorption: before.absorption - 1 }, source);
    };
    writes.reset();
    await persist.persistCharacterWrites([first, second, token].map(step));
    expect(writes.entries).toEqual([
      { documentName: "Actor", action: "update", count: 2 },
      { documentName: "Actor", action: "update", count: 1 },
      { documentName: "Item", action: "update", count: 1 },
    ]);
    expect([first, second, token].map((a) => [read(a).state.chakra, read(a).state.absorption])).toEqual([[21, 5], [21, 5], [12, 2]]);
    expect(read(bandit as ActorDouble).state).toMatchObject({ chakra: 13, absorption: 3 });
  });
});
