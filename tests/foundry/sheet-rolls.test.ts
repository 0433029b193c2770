import { beforeEach, describe, expect, it } from "vitest";
import { fixedDice } from "../../src/rules/dice";
import { bootSystem, diceBox, type Harness } from "../harness";
import { INO_SOURCE } from "../fixtures/actors";

let harness: Harness;
beforeEach(async () => {
  harness = await bootSystem();
});


interface Message {
  _source: { flavor: string; rolls: { formula: string; total: number }[] };
}

async function rollCheck(key: string): Promise<Message> {
  const ino = await (Actor as unknown as { create(d: object): Promise<unknown> }).create(INO_SOURCE);
  const { postStatRoll } = await import("../../src/rulesets/ic/sheets/stat-roll");
  let posted: Message | null = null;
  harness.Hooks.on("createChatMessage", (m: unknown) => {
    posted = m as Message;
  });
  diceBox.source = fixedDice([10]);
  await postStatRoll(ino as never, key);
  if (!posted) throw new Error("no message");
  return posted;
}

describe("rolls from the sheet", () => {
  // Ino: DEX 40, AGI 35, RES 30, CHA 50, Fatigue 1 (-1 to d20 rolls, +5 and running penalties on exhaustion rolls).
  it.each([
    ["initiative", "1d20 + 3"],
    ["accuracy", "1d20 + 3"],
    ["dodge", "1d20 + 2"],
    ["genjutsuOffense", "1d20 + 2"],
    ["genjutsuDefense", "1d20 + 7"], // 5, plus 2 from her Sharp Mind ability
    ["chakra", "1d20 + 7"],
  ])("rolls %s with its derived bonus", async (key, formula) => {
    const message = await rollCheck(key);
    expect(message._source.rolls[0]?.formula).toBe(formula);
    expect(message._source.rolls[0]?.total).toBe(10 + Number(formula.split("+ ")[1]));
    expect(message._source.flavor).not.toMatch(/^SHINOBI\./);
  });

  it("rolls a skill (the status rolls: Chakra Control, Athletics, Toxicology) with its rank", async () => {
    expect((await rollCheck("chakraControl"))._source.rolls[0]?.formula).toBe("1d20 + 12");
    expect((await rollCheck("toxicology"))._source.rolls[0]?.formula).toBe("1d20 + 4");
  });

  it("refuses an unknown check", async () => {
    await expect(rollCheck("luck")).rejects.toThrow(/Unknown check "luck"/);
  });
});
