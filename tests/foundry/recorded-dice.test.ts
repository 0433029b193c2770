import { beforeEach, describe, expect, it } from "vitest";
import { fixedDice } from "../../src/rules/dice";
import { bootSystem, diceBox } from "../harness";

beforeEach(async () => {
  await bootSystem();
});

/** A face of a d-`sides` die through the harness's uniform generator (CONFIG.Dice.randomUniform). */
const face = (value: number, sides: number) => Math.round(((value - 0.5) / sides) * 1_000_000);

interface Term {
  number?: number;
  faces?: number;
  results?: { result: number; active: boolean }[];
  operator?: string;
}
interface TestRoll {
  formula: string;
  total: number;
  options: { flavor?: string };
  terms: Term[];
  _evaluated: boolean;
  constructor: { name: string };
  toJSON(): Record<string, unknown>;
}
interface Message {
  id: string;
  content: string;
  whisper: string[];
  blind: boolean;
  rolls: TestRoll[];
  isContentVisible: boolean;
  visible: boolean;
  _source: { rolls: { class: string; formula: string; total: number; evaluated: boolean }[] };
}

const createMessage = (data: object) => (ChatMessage as unknown as { create(d: object): Promise<Message> }).create(data);

/** The Die terms of a roll as [faces, results] pairs, operators as their symbol. */
function shape(roll: TestRoll): (string | [number, number[]])[] {
  return roll.terms.map((t) => (t.operator ? t.operator : [t.faces!, t.results!.map((r) => r.result)]));
}

describe("recordingDice: what the engine drew, as Foundry Rolls", () => {
  it("draws each face from Foundry's generator and hands it to the engine unchanged, remembering it", async () => {
    const { recordingDice } = await import("../../src/dice/recorded-dice");
    diceBox.source = fixedDice([face(3, 6), face(5, 6), face(2, 4)]);
    const dice = recordingDice();
    expect([dice.roll(6), dice.roll(6), dice.roll(4)]).toEqual([3, 5, 2]);
    expect(dice.drawn).toEqual([{ faces: 6, result: 3 }, { faces: 6, result: 5 }, { faces: 4, result: 2 }]);
  });

  it("turns consecutive same-sized dice into one Die term: 2d6 + 1d4 holding exactly the drawn faces", async () => {
    const { recordingDice } = await import("../../src/dice/recorded-dice");
    diceBox.source = fixedDice([face(3, 6), face(5, 6), face(2, 4)]);
    const dice = recordingDice();
    dice.roll(6);
    dice.roll(6);
    dice.roll(4);
    const [roll, ...more] = dice.take("Damage") as unknown as TestRoll[];
    expect(more).toEqual([]);
    expect(roll!.formula).toBe("2d6 + 1d4");
    expect(roll!.total).toBe(10);
    expect(shape(roll!)).toEqual([[6, [3, 5]], "+", [4, [2]]]);
    expect(roll!.terms[0]).toMatchObject({ number: 2, faces: 6, results: [{ result: 3, active: true }, { result: 5, active: true }] });
    expect(roll!._evaluated).toBe(true);
    expect(roll!.constructor.name).toBe("ShinobiRoll");
  });

  it("keeps the order of draws: a die of another size between two d6s splits them", async () => {
    const { recordingDice } = await import("../../src/dice/recorded-dice");
    diceBox.source = fixedDice([face(6, 6), face(1, 4), face(4, 6), face(2, 6)]);
    const dice = recordingDice();
    for (const sides of [6, 4, 6, 6]) dice.roll(sides);
    const [roll] = dice.take() as unknown as TestRoll[];
    expect(roll!.formula).toBe("1d6 + 1d4 + 2d6");
    expect(shape(roll!)).toEqual([[6, [6]], "+", [4, [1]], "+", [6, [4, 2]]]);
    expect(roll!.total).toBe(13);
    expect(roll!.options.flavor).toBeUndefined();
  });

  it("labels each batch, starts afresh after each take, and gives nothing for an empty batch", async () => {
    const { recordingDice } = await import("../../src/dice/recorded-dice");
    diceBox.source = fixedDice([face(15, 20), face(9, 20), face(4, 4), face(3, 4)]);
    const dice = recordingDice();
    dice.roll(20);
    const stamina = dice.take("Stamina") as unknown as TestRoll[];
    expect(dice.drawn).toEqual([]);
    expect(dice.take("Nothing")).toEqual([]);
    dice.roll(20);
    const dodge = dice.take("Dodge") as unknown as TestRoll[];
    dice.roll(4);
    dice.roll(4);
    const damage = dice.take("Damage") as unknown as TestRoll[];
    expect([...stamina, ...dodge, ...damage].map((r) => [r.options.flavor, r.formula, r.total])).toEqual([
      ["Stamina", "1d20", 15],
      ["Dodge", "1d20", 9],
      ["Damage", "2d4", 7],
    ]);
  });

  it("wraps any DiceSource, so a seeded or fixed source can be recorded too", async () => {
    const { recordingDice } = await import("../../src/dice/recorded-dice");
    diceBox.source = fixedDice([]); // Foundry's generator must not be touched
    const dice = recordingDice(fixedDice([2, 7]));
    expect([dice.roll(4), dice.roll(8)]).toEqual([2, 7]);
    expect((dice.take() as unknown as TestRoll[])[0]!.formula).toBe("1d4 + 1d8");
  });

  it("refuses to build a Roll from no faces", async () => {
    const { rollFromFaces } = await import("../../src/dice/recorded-dice");
    expect(() => rollFromFaces([])).toThrow(/at least one/);
  });

  it("attaches several labelled Rolls to one message, which keeps them as evaluated JSON and rebuilds them", async () => {
    const { recordingDice } = await import("../../src/dice/recorded-dice");
    diceBox.source = fixedDice([face(15, 20), face(4, 4), face(3, 4)]);
    const dice = recordingDice();
    dice.roll(20);
    const rolls = [...dice.take("Stamina")];
    dice.roll(4);
    dice.roll(4);
    rolls.push(...dice.take("Damage"));
    const message = await createMessage({ content: "<div class=\"card\"></div>", rolls });
    expect(message._source.rolls.map((r) => [r.class, r.formula, r.total, r.evaluated])).toEqual([
      ["ShinobiRoll", "1d20", 15, true],
      ["ShinobiRoll", "2d4", 7, true],
    ]);
    const rebuilt = message.rolls;
    expect(rebuilt.map((r) => r.constructor.name)).toEqual(["ShinobiRoll", "ShinobiRoll"]);
    expect(rebuilt.map((r) => [r.options.flavor, r.formula, r.total])).toEqual([
      ["Stamina", "1d20", 15],
      ["Damage", "2d4", 7],
    ]);
    expect(shape(rebuilt[1]!)).toEqual([[4, [4, 3]]]);
  });

  it("is refused by a message when a Roll is not evaluated, as core's validation does", async () => {
    const roll = new Roll("1d20");
    await expect(createMessage({ rolls: [roll] })).rejects.toThrow(/must be evaluated/);
  });
});
