import { beforeEach, describe, expect, it } from "vitest";
import { fixedDice } from "../../src/rules/dice";
import { FORMULA_DICE } from "../../src/rules/registry";
import type * as DiceModule from "../../src/rulesets/rollkeep/dice";
import { bootSystem, diceBox, face, type Harness } from "../harness";

const engine = FORMULA_DICE.rollkeep;
const defaults = engine.options.defaults;

interface TestTerm {
  results?: { result: number; active?: boolean; exploded?: boolean; discarded?: boolean }[];
  operator?: string;
  constructor: { name: string; DENOMINATION?: string };
}
/** A Roll as the tests read it; Roll here is the harness's double of core's. */
interface TestRoll {
  formula: string;
  total: number;
  terms: TestTerm[];
  dice: TestTerm[];
  evaluate(options?: object): Promise<TestRoll>;
  getTooltip(): Promise<string>;
  render(): Promise<string>;
  toJSON(): Record<string, unknown>;
}
// The global Roll is typed as core's; the harness's double answers the same calls.
const roll = (formula: string) => new Roll(formula) as unknown as TestRoll;
const rollFromData = (data: Record<string, unknown>) => Roll.fromData(data as never) as unknown as TestRoll;

/** Injects d10 faces into Foundry's generator, as the term draws them. */
function faces(...values: number[]): void {
  diceBox.source = fixedDice(values.map((v) => face(v, 10)));
}

/** The engine's own throw of a written pool with the same faces. */
function engineThrow(written: { rolled: number; kept: number; explodes: boolean }, values: number[]) {
  return engine.roll(engine.prepare(written, defaults).pool, fixedDice(values));
}

// The Foundry layer is loaded once the harness stands in for Foundry, as core loads a system.
let registerRollKeepDice: (typeof DiceModule)["registerRollKeepDice"];
let RollKeepTerm: (typeof DiceModule)["RollKeepTerm"];
const term = (r: TestRoll) => r.terms[0] as unknown as InstanceType<(typeof DiceModule)["RollKeepTerm"]>;

let harness: Harness;
beforeEach(async () => {
  harness = await bootSystem();
  ({ registerRollKeepDice, RollKeepTerm } = await import("../../src/rulesets/rollkeep/dice"));
});

describe("XkY in a roll formula", () => {
  const values = [10, 10, 3, 5, 2, 8, 1, 4, 6];

  it("7k3+5 totals what the engine throws with the same faces, plus the flat part", async () => {
    faces(...values);
    const r = await roll("7k3+5").evaluate();
    const thrown = engineThrow({ rolled: 7, kept: 3, explodes: true }, values);
    expect(r.formula).toBe("7k3 + 5");
    expect(r.total).toBe(thrown.total + 5);
    expect(r.total).toBe(23 + 8 + 6 + 5);
    expect(term(r).thrown).toEqual(thrown);
    expect(term(r).thrown!.keptDice).toEqual([0, 3, 6]);
  });

  it("lists every physical d10 for Dice So Nice as d10s, explosions as follow-up throws, dropped dice discarded", async () => {
    faces(...values);
    const r = await roll("7k3").evaluate();
    expect(r.dice).toHaveLength(1);
    // Dice So Nice names a die of a class other than Die "d" + DENOMINATION.
    expect(`d${r.dice[0]!.constructor.DENOMINATION}`).toBe("d10");
    expect(r.dice[0]!.results).toEqual([
      { result: 10, active: true, exploded: true },
      { result: 5, active: false, discarded: true },
      { result: 2, active: false, discarded: true },
      { result: 8, active: true },
      { result: 1, active: false, discarded: true },
      { result: 4, active: false, discarded: true },
      { result: 6, active: true },
      { result: 10, active: true, exploded: true },
      { result: 3, active: true },
    ]);
  });

  it("6k3u: the tens do not explode", async () => {
    faces(10, 10, 3, 5, 2, 8);
    const r = await roll("6k3u").evaluate();
    expect(r.total).toBe(28);
    expect(term(r).thrown!.dice.every((die) => die.faces.length === 1)).toBe(true);
  });

  it("12k4 is rolled as the Ten Dice Rule's 10k5, and 15k9 as 10k10+6", async () => {
    faces(1, 2, 3, 4, 5, 6, 7, 8, 9, 9);
    const twelve = await roll("12k4").evaluate();
    expect(term(twelve).tenDice).toMatchObject({ rolled: 10, kept: 5, flat: 0, convertedPairs: 1 });
    expect(twelve.total).toBe(9 + 9 + 8 + 7 + 6);
    faces(1, 2, 3, 4, 5, 6, 7, 8, 9, 9);
    const fifteen = await roll("15k9").evaluate();
    expect(fifteen.total).toBe(54 + 6);
  });

  it("handles 3k5, 0k3, 11k11 and 1k0 exactly as the engine converts them", async () => {
    const cases: [string, number[], number, { rolled: number; kept: number; flat: number }][] = [
      ["3k5", [4, 5, 6], 15, { rolled: 3, kept: 3, flat: 0 }],
      ["0k3+2", [], 2, { rolled: 0, kept: 0, flat: 0 }],
      ["11k11", [1, 1, 1, 1, 1, 1, 1, 1, 1, 2], 11 + 4, { rolled: 10, kept: 10, flat: 4 }],
      ["1k0", [7], 0, { rolled: 1, kept: 0, flat: 0 }],
    ];
    for (const [formula, dice, total, pool] of cases) {
      faces(...dice);
      const r = await roll(formula).evaluate();
      expect(term(r).tenDice, formula).toMatchObject(pool);
      expect(r.total, formula).toBe(total);
    }
  });

  it("refuses a pool no roll could use, naming the formula and the rule's reason", () => {
    expect(() => roll("1001k3")).toThrow("1001k3 cannot be rolled: Roll: rolled must be a whole number from -1000 to 1000, not 1001.");
  });

  it("follows the world's options given at registration", async () => {
    registerRollKeepDice(() => engine.options.resolve({ oddRolledDie: "flatBonus" }));
    faces(1, 1, 1, 1, 1, 1, 1, 1, 1, 1);
    const r = await roll("11k3").evaluate();
    expect(term(r).tenDice).toMatchObject({ rolled: 10, kept: 3, flat: 2 });
    expect(r.total).toBe(3 + 2);
  });

  it("7k3e is a roll under an emphasis: its 1s are rolled once more only when the world's option says so (D8)", async () => {
    faces(1, 6, 2, 7);
    const plain = await roll("2k2e").evaluate();
    expect([plain.formula, plain.total]).toEqual(["2k2e", 7]);
    registerRollKeepDice(() => engine.options.resolve({ emphasisRerollsOnes: true }));
    faces(1, 6, 2, 7);
    const emphasis = await roll("2k2e").evaluate();
    expect(emphasis.total).toBe(6 + 2);
    expect(term(rollFromData(JSON.parse(JSON.stringify(emphasis.toJSON())) as Record<string, unknown>)).emphasis).toBe(true);
  });

  it("7kl3 keeps the lowest three dice (U5), explosions still on their die, and is loaded back as such", async () => {
    faces(10, 4, 9, 2, 7, 3, 8, 6);
    const r = await roll("7kl3+1").evaluate();
    // Dice: 14, 9, 2, 7, 3, 8, 6: the lowest three are 2, 3 and 6.
    expect([r.formula, r.total]).toEqual(["7kl3 + 1", 2 + 3 + 6 + 1]);
    expect(term(r).thrown?.dice.filter((d) => d.kept).map((d) => d.value)).toEqual([2, 3, 6]);
    expect(term(rollFromData(JSON.parse(JSON.stringify(r.toJSON())) as Record<string, unknown>)).keepLowest).toBe(true);
    faces(1, 9, 5);
    expect((await roll("3KL1u").evaluate()).total).toBe(1);
  });

  it("leaves formulas of other dice as they were, and other text unclaimed", async () => {
    // The harness's Die double draws its faces from the dice box as they are.
    diceBox.source = fixedDice([4]);
    const r = await roll("1d10 + 2").evaluate();
    expect([r.formula, r.total, r.terms[0]!.constructor.name]).toEqual(["1d10 + 2", 6, "DieDouble"]);
    await expect(roll("7x3").evaluate()).rejects.toThrow(/Unresolved StringTerm 7x3/);
  });

  it("gives core's previews finite answers: every die a 1, or a 10 that does not explode", async () => {
    expect((await roll("3k2").evaluate({ minimize: true })).total).toBe(2);
    expect((await roll("3k2+1").evaluate({ maximize: true })).total).toBe(21);
  });
});

describe("a roll-and-keep roll on a message", () => {
  it("comes back from the message's data as the same term, total and dice, whatever the options are now", async () => {
    faces(10, 10, 3, 5, 2, 4, 1);
    const r = await roll("5k2[fire]").evaluate();
    const data = JSON.parse(JSON.stringify(r.toJSON())) as Record<string, unknown>;
    registerRollKeepDice(() => engine.options.resolve({ oddRolledDie: "flatBonus" }));
    const loaded = rollFromData(data);
    expect(loaded.terms[0]).toBeInstanceOf(RollKeepTerm);
    expect([loaded.formula, loaded.total]).toEqual(["5k2[fire]", 28]);
    expect(term(loaded).thrown).toEqual(term(r).thrown);
    expect(await loaded.getTooltip()).toBe(await r.getTooltip());
  });

  it("posts to chat with the roll intact", async () => {
    faces(6, 7, 8);
    await (new Roll("3k2") as unknown as { toMessage(): Promise<unknown> }).toMessage();
    const message = harness.game.messages.contents.at(-1) as unknown as { rolls: TestRoll[] };
    expect(message.rolls[0]!.total).toBe(15);
  });
});

describe("the roll's tooltip, through core's tooltip template", () => {
  it("shows one die per chain with its sum, the kept dice marked and the dropped ones dimmed", async () => {
    faces(10, 10, 3, 5, 2, 8, 1, 4, 6);
    const html = await (await roll("7k3+5").evaluate()).getTooltip();
    expect(html).toContain('<span class="part-formula">7k3</span>');
    expect(html).toContain('<span class="part-total">37</span>');
    expect(html).toContain('<li class="roll rollkeep-die d10 kept exploded">10+10+3 = 23</li>');
    expect(html).toContain('<li class="roll rollkeep-die d10 kept">8</li>');
    expect(html).toContain('<li class="roll rollkeep-die d10 discarded">5</li>');
    expect(html.match(/<li /g)).toHaveLength(7);
  });

  it("says what the Ten Dice Rule made of the pool, and when tens do not explode", async () => {
    faces(...Array<number>(10).fill(2));
    expect(await (await roll("15k9").evaluate()).getTooltip()).toContain("15k9 → 10k10+6 (Ten Dice Rule)");
    faces(2, 2, 2);
    expect(await (await roll("3k2u").evaluate()).getTooltip()).toContain("3k2u (tens do not explode)");
  });
});
