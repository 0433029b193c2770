import { beforeEach, describe, expect, it } from "vitest";
import { ActorDouble, bootSystem, writes, type Harness } from "../harness";
import { INO_SOURCE } from "../fixtures/actors";

/*
 * What the schema alone cannot bound: a pool's value against its own maximum, and the dice a
 * stored formula may roll.
 */

let harness: Harness;
beforeEach(async () => {
  harness = await bootSystem();
});

type Pool = { value: number; max: number };
type ActorSystem = { vitality: Pool; hp: Pool; willpower: Pool; _preUpdate(changes: object, options: object, user: unknown): Promise<unknown> };
const system = (actor: ActorDouble) => actor.system as ActorSystem;

/**
 * An update as Foundry v13's client runs it: the changes expanded, the model's `_preUpdate` given
 * the chance to amend them, then validated and written (the harness's `update` does the last two).
 */
async function foundryUpdate(actor: ActorDouble, changes: Record<string, unknown>): Promise<void> {
  const expanded = (globalThis as unknown as { foundry: { utils: { expandObject(o: object): Record<string, unknown> } } }).foundry.utils.expandObject(changes);
  await system(actor)._preUpdate(expanded, {}, harness.game.user);
  await actor.update(expanded);
}

const ino = (system: Record<string, unknown> = {}) => new ActorDouble({ ...INO_SOURCE, system: { ...INO_SOURCE.system, ...system } });

describe("a pool's value against its maximum", () => {
  it("shows, and counts in the rules, no more than the maximum, and HP no lower than -max", async () => {
    const actor = ino({ vitality: { value: 400, max: 300 }, hp: { value: -500, max: 100 }, willpower: { value: 15, max: 3 } });
    expect(system(actor).vitality.value).toBe(300);
    expect(system(actor).hp.value).toBe(-100);
    expect(system(actor).willpower.value).toBe(3);
    const { readState } = await import("../../src/rulesets/ic/state");
    expect(readState(actor as never).state.vitality).toEqual({ value: 300, max: 300 });
    expect(readState(actor as never).state.condition).toBe("dead");
  });

  it("refuses a write above the maximum or below the floor, naming the field and writing nothing", async () => {
    const actor = ino({ vitality: { value: 100, max: 300 }, hp: { value: 50, max: 100 }, willpower: { value: 1, max: 3 } });
    writes.reset();
    await expect(foundryUpdate(actor, { "system.vitality.value": 400 })).rejects.toThrow("system.vitality.value: 400 is outside what Vitality may hold now, 0 to 300; nothing was written.");
    await expect(foundryUpdate(actor, { "system.willpower.value": 15 })).rejects.toThrow(/system\.willpower\.value: 15 is outside what Willpower may hold now, 0 to 3/);
    await expect(foundryUpdate(actor, { "system.hp.value": -450 })).rejects.toThrow(/system\.hp\.value: -450 is outside what HP may hold now, -100 to 100/);
    await expect(foundryUpdate(actor, { "system.vitality.value": 1e300 })).rejects.toThrow(/system\.vitality\.value/);
    await expect(foundryUpdate(actor, { "system.vitality.value": "450" })).rejects.toThrow(/system\.vitality\.value: 450 is outside/);
    // A value and a lowered maximum together: the value is the writer's, so checked against the new maximum.
    await expect(foundryUpdate(actor, { "system.vitality": { value: 250, max: 200 } })).rejects.toThrow(/system\.vitality\.value: 250 is outside what Vitality may hold now, 0 to 200/);
    expect(writes.calls()).toBe(0);
    expect(actor.toObject().system).toMatchObject({ vitality: { value: 100, max: 300 }, willpower: { value: 1 }, hp: { value: 50 } });
  });

  it("writes a value at the maximum and at the floor", async () => {
    const actor = ino({ vitality: { value: 100, max: 300 }, hp: { value: 50, max: 100 }, willpower: { value: 1, max: 3 } });
    await foundryUpdate(actor, { "system.vitality.value": 300, "system.willpower.value": 0, "system.hp.value": -100 });
    expect(actor.toObject().system).toMatchObject({ vitality: { value: 300 }, willpower: { value: 0 }, hp: { value: -100 } });
  });

  it("lowers the value with a lowered maximum (the rule: never above the maximum), and leaves a value within it alone", async () => {
    const actor = ino({ vitality: { value: 250, max: 300 }, hp: { value: -90, max: 100 } });
    await foundryUpdate(actor, { "system.vitality.max": 200, "system.hp.max": 80 });
    expect(actor.toObject().system).toMatchObject({ vitality: { value: 200, max: 200 }, hp: { value: -80, max: 80 } });
    await foundryUpdate(actor, { "system.vitality.max": 250 });
    expect(actor.toObject().system).toMatchObject({ vitality: { value: 200, max: 250 } });
    // A sheet's form sends the value it shows with the new maximum: unchanged, it follows the maximum too.
    await foundryUpdate(actor, { "system.vitality": { value: 200, max: 150 } });
    expect(actor.toObject().system).toMatchObject({ vitality: { value: 150, max: 150 } });
  });

  it("counts what Active Effects add to the maximum", async () => {
    const actor = ino({ vitality: { value: 100, max: 300 } });
    // As an effect adding 50 to the maximum leaves the prepared data.
    system(actor).vitality.max = 350;
    await foundryUpdate(actor, { "system.vitality.value": 340 });
    expect(actor.toObject().system).toMatchObject({ vitality: { value: 340 } });
    system(actor).vitality.max = 350;
    await expect(foundryUpdate(actor, { "system.vitality.value": 999 })).rejects.toThrow(/0 to 350/);
    expect(actor.toObject().system).toMatchObject({ vitality: { value: 340 } });
  });

  it("leaves a value that is not a number for the schema to refuse", async () => {
    const actor = ino({ vitality: { value: 100, max: 300 } });
    writes.reset();
    await expect(foundryUpdate(actor, { "system.vitality.value": "lots" })).rejects.toThrow(/vitality\.value: must be a number/);
    expect(writes.calls()).toBe(0);
  });

  it("touches nothing in an update that leaves the pools alone", async () => {
    const actor = ino();
    const changes = { system: { stats: { str: 40 } } };
    await system(actor)._preUpdate(changes, {}, harness.game.user);
    expect(changes).toEqual({ system: { stats: { str: 40 } } });
  });
});

type Item = { system: unknown; update(changes: Record<string, unknown>): Promise<unknown> };
const itemNamed = (actor: ActorDouble, name: string) => actor.items.find((i) => i.name === name) as unknown as Item;

describe("a stored dice formula", () => {
  it.each([
    ["99999999d6", /damage\.dice: "99999999d6" is not a dice formula: a roll may have at most 1000 dice/],
    ["600d6 + 401d4", /it rolls 1001 dice; a roll may have at most 1000/],
    [Array.from({ length: 21 }, () => "1d4").join(" + "), /it has 21 terms, more than the 20 any formula may have/],
    ["2d100000", /"2d100000" is not a dice formula: a die may have at most 1000 faces/],
    ["1d6 + 99999", /a number may be at most 10000/],
  ])("refuses %s on a technique and a weapon, at the model, writing nothing", async (formula, message) => {
    const actor = new ActorDouble(INO_SOURCE);
    const technique = itemNamed(actor, "Basic Unarmed");
    const weapon = actor.items.find((i) => i.type === "weapon") as unknown as Item;
    writes.reset();
    await expect(technique.update({ "system.damage.dice": formula })).rejects.toThrow(message);
    await expect(weapon.update({ "system.damage.dice": formula })).rejects.toThrow(message);
    expect(writes.calls()).toBe(0);
    expect((technique.system as { damage: { dice: string } }).damage.dice).toBe("2d4");
  });

  it("accepts a formula at the ceilings", async () => {
    const technique = itemNamed(new ActorDouble(INO_SOURCE), "Basic Unarmed");
    await technique.update({ "system.damage.dice": "999d6 + 1d1000 + 10000" });
    expect((technique.system as { damage: { dice: string } }).damage.dice).toBe("999d6 + 1d1000 + 10000");
  });

  it("refuses one in a new item too", async () => {
    const Item = harness.CONFIG.Item.documentClass as unknown as new (data: object) => unknown;
    expect(() => new Item({ name: "Storm", type: "technique", system: { damage: { dice: "5000d6" } } })).toThrow(/damage\.dice: "5000d6" is not a dice formula: a roll may have at most 1000 dice/);
  });
});
