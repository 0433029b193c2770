import { beforeEach, describe, expect, it } from "vitest";
import { ActorDouble, bootSystem, writes } from "../harness";
import { INO_SOURCE } from "../fixtures/actors";

// A damage formula of no faces or no dice is refused by the item's data model with the dice
// parser's reason, like any bad sheet input: a message, no write, and nothing crashes.
beforeEach(async () => {
  await bootSystem();
});

describe("damage formulas on items", () => {
  it("refuses a die of no faces and a group of no dice on a technique and on a weapon", async () => {
    const ino = new ActorDouble(INO_SOURCE);
    const technique = ino.items.find((i) => i.name === "Basic Unarmed")!;
    const weapon = ino.items.find((i) => i.name === "Kunai")!;
    writes.reset();
    await expect(technique.update({ "system.damage.dice": "1d0" })).rejects.toThrow(/"1d0" is not a dice formula: a die needs at least one face/);
    await expect(technique.update({ "system.damage.dice": "0d6" })).rejects.toThrow(/"0d6" is not a dice formula: a group needs at least one die/);
    await expect(weapon.update({ "system.damage.dice": "2d4+" })).rejects.toThrow(/"2d4\+" is not a dice formula/);
    await expect(weapon.update({ "system.damage.dice": "99999d6" })).rejects.toThrow(/at most 1000 dice/);
    expect(writes.calls()).toBe(0);
    expect((technique.system as { damage: { dice: string } }).damage.dice).toBe("2d4");
  });
});
