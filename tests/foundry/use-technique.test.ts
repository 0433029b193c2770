import { beforeEach, describe, expect, it } from "vitest";
import { fixedDice } from "../../src/rules/dice";
import { actAs, bootSystem, diceBox, writes, type Harness } from "../harness";
import { INO_SOURCE } from "../fixtures/actors";

let harness: Harness;
beforeEach(async () => {
  harness = await bootSystem();
});

/** A d20 face through the harness's uniform generator (faces are drawn from a million-sided die). */
const d20 = (face: number) => Math.round(((face - 0.5) / 20) * 1_000_000);

interface UsableActor {
  useTechnique(id: string, options?: object): Promise<{ speed: { speed: number }; exhaustion: { passed: boolean }[] }>;
  items: { find(fn: (i: { name: string }) => boolean): { id: string } | undefined };
  system: unknown;
}

describe("using a technique from the sheet", () => {
  it("declares it, rolls its cost at once, writes the Fatigue state and posts a card (two writes)", async () => {
    const ino = (await (Actor as unknown as { create(d: object): Promise<unknown> }).create(INO_SOURCE)) as UsableActor;
    const punch = ino.items.find((i) => i.name === "Basic Unarmed")!;
    diceBox.source = fixedDice([d20(15)]);
    writes.reset();
    const declared = await ino.useTechnique(punch.id);
    expect(declared.speed.speed).toBe(8);
    expect(declared.exhaustion[0]?.passed).toBe(true);
    // Stamina 5 adds 5/5 = 1 to the running Stamina penalty (it was 2).
    expect((ino.system as { fatigue: { staminaPenalty: number } }).fatigue.staminaPenalty).toBe(3);
    expect(writes.entries.map((w) => `${w.documentName}:${w.action}`)).toEqual(["Actor:update", "ChatMessage:create"]);
  });

  it("puts the Speed, the Accuracy to beat, the damage and each cost roll on the card", async () => {
    const ino = (await (Actor as unknown as { create(d: object): Promise<unknown> }).create(INO_SOURCE)) as UsableActor;
    const punch = ino.items.find((i) => i.name === "Basic Unarmed")!;
    diceBox.source = fixedDice([d20(1)]);
    let content = "";
    harness.Hooks.on("createChatMessage", (message: unknown) => {
      content = String((message as { _source: { content: string } })._source.content);
    });
    await ino.useTechnique(punch.id);
    expect(content).toContain("Basic Unarmed");
    expect(content).toMatch(/Accuracy to beat<\/span><strong>13</);
    expect(content).toContain("2d4 + 2×8");
    expect(content).toMatch(/class="passed"/);
    // Mind Body Switch costs Chakra 15: a 1 plus CHA 5, Fatigue +5 and the running -3 is 8, short by 7.
    const jutsu = ino.items.find((i) => i.name === "Mind Body Switch")!;
    diceBox.source = fixedDice([d20(1)]);
    await ino.useTechnique(jutsu.id);
    expect(content).toMatch(/class="failed"/);
    // A failed roll raises Fatigue and clears the running penalties.
    expect((ino.system as { fatigue: { level: number; staminaPenalty: number; chakraPenalty: number } }).fatigue).toEqual({ level: 2, staminaPenalty: 0, chakraPenalty: 0 });
  });

  it("refuses a player using someone else's actor", async () => {
    const ino = (await (Actor as unknown as { create(d: object): Promise<unknown> }).create(INO_SOURCE)) as UsableActor;
    actAs(harness, "player");
    const punch = ino.items.find((i) => i.name === "Basic Unarmed")!;
    await expect(ino.useTechnique(punch.id)).rejects.toThrow(/only act for combatants you own/);
  });
});
