import { beforeEach, describe, expect, it } from "vitest";
import { ActorDouble, bootSystem, writes } from "../harness";
import { INO_SOURCE } from "../fixtures/actors";

// Bad sheet input is refused with a message and leaves the document as it was.
beforeEach(async () => {
  await bootSystem();
});

const actor = () => new ActorDouble(INO_SOURCE);

describe("invalid input", () => {
  it("refuses a negative stat", async () => {
    const ino = actor();
    await expect(ino.update({ "system.stats.str": -5 })).rejects.toThrow(/stats\.str: must be at least 0/);
    expect((ino.system as { stats: { str: number } }).stats.str).toBe(30);
  });

  it("refuses text in a number field", async () => {
    const ino = actor();
    await expect(ino.update({ "system.stats.dex": "lots" })).rejects.toThrow(/stats\.dex: must be a number/);
  });

  it("refuses a fractional Speed and a Fatigue level above 5", async () => {
    const ino = actor();
    const technique = ino.items.find((i) => i.name === "Basic Unarmed")!;
    await expect(technique.update({ "system.speed": 7.5 })).rejects.toThrow(/speed: must be an integer/);
    await expect(ino.update({ "system.fatigue.level": 6 })).rejects.toThrow(/fatigue\.level: must be at most 5/);
  });

  it("refuses an attack of Speed 0, and a damage formula that is not one", async () => {
    const ino = actor();
    const technique = ino.items.find((i) => i.name === "Basic Unarmed")!;
    writes.reset();
    await expect(technique.update({ "system.speed": 0 })).rejects.toThrow(/speed: an attack needs a Speed of at least 1/);
    await expect(technique.update({ "system.damage.dice": "lots of d" })).rejects.toThrow(/damage\.dice: .*is not a dice formula/);
    expect(writes.calls()).toBe(0);
    expect((technique.system as { speed: number }).speed).toBe(8);
  });

  it("refuses Speed 0 for an interrupt and a variable-Speed action, and accepts it for a link", async () => {
    const ino = actor();
    const technique = ino.items.find((i) => i.name === "Basic Unarmed")!;
    await expect(technique.update({ "system.interrupt": true, "system.speed": 0 })).rejects.toThrow(/speed: an interrupt needs a Speed of at least 1/);
    await expect(technique.update({ "system.variable": true, "system.speed": 0 })).rejects.toThrow(/speed: a variable-Speed action needs a length of at least 1/);
    await technique.update({ "system.link": true, "system.speed": 0 });
    expect((technique.system as { speed: number }).speed).toBe(0);
  });

  it("refuses an unknown technique kind", async () => {
    const ino = actor();
    const technique = ino.items.find((i) => i.name === "Basic Unarmed")!;
    await expect(technique.update({ "system.kind": "kungfu" })).rejects.toThrow(/kind: "kungfu" is not one of/);
  });
});

describe("fields that may go below zero", () => {
  it("lets HP fall below 0 and Accuracy modifiers be negative", async () => {
    const ino = actor();
    await ino.update({ "system.hp.value": -40 });
    expect((ino.system as { hp: { value: number } }).hp.value).toBe(-40);
    const technique = ino.items.find((i) => i.name === "Basic Unarmed")!;
    await technique.update({ "system.accuracy": -4 });
    expect((technique.system as { accuracy: number }).accuracy).toBe(-4);
  });
});

describe("limited viewers", () => {
  it("see only the sheet header: portrait and name, no pools or tabs", async () => {
    const { actAs } = await import("../harness");
    const harness = await bootSystem();
    const { ShinobiActorSheet } = await import("../../src/rulesets/ic/sheets");
    const ino = new ActorDouble({ ...INO_SOURCE, ownership: { default: 1 } });
    actAs(harness, "player");
    const sheet = new ShinobiActorSheet({ document: ino } as never) as unknown as { render(): Promise<unknown>; parts: Record<string, string> };
    await sheet.render();
    expect(Object.keys(sheet.parts)).toEqual(["header"]);
    expect(sheet.parts.header).toContain("Yamanaka Ino");
    expect(sheet.parts.header).not.toContain("system.vitality.value");
    actAs(harness, "gm");
    await sheet.render();
    expect(Object.keys(sheet.parts)).toEqual(["header", "tabs", "stats", "techniques", "biography"]);
  });
});
