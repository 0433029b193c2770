import { describe, expect, it } from "vitest";
import { DEFAULT_DEGREES_OPTIONS, EXAMPLE_HARDNESS, SIZE_CATEGORIES, SIZE_TABLE, confusedBehaviour, damageDegree, sizeAttackBonus, thresholdState } from "../../src/rules/degrees";
import { HP_LIMIT } from "../../src/rulesets/degrees/data/bounds";
import { plainText } from "./degrees-pack-sources";
import { packDocuments, systemFlag, type PackDocument } from "./pack-sources";

/*
 * The degrees rules tables as roll tables a GM can open and edit, held to the engine's own tables
 * (src/rules/degrees) so neither can change without the other: the degree table (M34), the HP
 * thresholds (M41), the size table (M104), the example hardness table (M126), Confused (M130 10).
 */

const tables = packDocuments("degrees-tables");
const tableOf = (key: string) => tables.find((t) => systemFlag(t, "table") === key)!;
const results = (key: string) => tableOf(key).results ?? [];
type Result = NonNullable<PackDocument["results"]>[number];

/** The result whose range holds a number. */
const rowFor = (rows: Result[], n: number) => rows.find((r) => r.range[0] <= n && n <= r.range[1]);

/** The ranges run from `first` to `last` without a gap or an overlap. */
function expectCovers(rows: Result[], first: number, last: number): void {
  let next = first;
  for (const [lo, hi] of rows.map((r) => r.range).sort((a, b) => a[0] - b[0])) {
    expect(lo).toBe(next);
    expect(hi).toBeGreaterThanOrEqual(lo);
    next = hi + 1;
  }
  expect(next - 1).toBe(last);
}

describe("the degrees rules tables", () => {
  it("are the degree, threshold, size, hardness and Confused tables", () => {
    expect(tables.map((t) => systemFlag<string>(t, "table")).sort()).toEqual(["confused", "degrees", "hardness", "size", "thresholds"]);
  });

  it("give every natural 2d8 the engine's damage degree (M34)", () => {
    expect(tableOf("degrees").formula).toBe("2d8");
    expectCovers(results("degrees"), 2, 16);
    for (let natural = 2; natural <= 16; natural++) expect(systemFlag(rowFor(results("degrees"), natural)!, "degree"), `natural ${natural}`).toBe(damageDegree(natural, DEFAULT_DEGREES_OPTIONS));
  });

  it("put every HP a character can store in the engine's threshold state (M41)", () => {
    const rows = results("thresholds");
    expectCovers(rows, -HP_LIMIT, HP_LIMIT);
    for (const row of rows) {
      for (const hp of row.range) expect(systemFlag(row, "state"), `${hp} HP`).toBe(thresholdState({ hp, nonLethal: 0, stable: false }, DEFAULT_DEGREES_OPTIONS));
    }
    const { unconscious, dying, dead } = DEFAULT_DEGREES_OPTIONS.thresholds;
    expect(rows.map((r) => r.range[1]).sort((a, b) => a - b)).toEqual([dead, dying, unconscious, 0, HP_LIMIT]);
  });

  it("list the ten sizes in order with the engine's numbers, in the flags and in the words (M104, M105)", () => {
    const rows = results("size");
    expectCovers(rows, 1, 10);
    expect(rows.map((r) => systemFlag(r, "size"))).toEqual([...SIZE_CATEGORIES]);
    for (const row of rows) {
      const size = systemFlag<(typeof SIZE_CATEGORIES)[number]>(row, "size");
      const { size: _, ...numbers } = row.flags!.shinobi!;
      expect(numbers, size).toEqual({ ...SIZE_TABLE[size], attackVsStandard: sizeAttackBonus(size, "standard") });
      const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0");
      const engine = SIZE_TABLE[size];
      expect(plainText(row.description), size).toContain(`Strength and Vigor ${signed(engine.strengthVigor)}; attacking a Standard target ${signed(sizeAttackBonus(size, "standard"))}; melee reach ${engine.reach} m; Stealth ${signed(engine.stealth)}; Intimidate ${signed(engine.intimidate)}; movement ${signed(engine.movement)} m`);
    }
  });

  it("hold the text's example hardness table as the engine has it (M126)", () => {
    const rows = results("hardness");
    expectCovers(rows, 1, Object.keys(EXAMPLE_HARDNESS).length);
    expect(Object.fromEntries(rows.map((r) => [systemFlag(r, "object"), systemFlag(r, "hardness")]))).toEqual(EXAMPLE_HARDNESS);
    for (const row of rows) expect(plainText(row.description)).toContain(`hardness ${String(systemFlag(row, "hardness"))}`);
  });

  it("read a Confused character's die as the engine does (M130 10, E25)", () => {
    expect(tableOf("confused").formula).toBe("1d8");
    expectCovers(results("confused"), 1, 8);
    for (let face = 1; face <= 8; face++) expect(systemFlag(rowFor(results("confused"), face)!, "behaviour"), `face ${face}`).toBe(confusedBehaviour(face));
  });

  it.each(tables.map((t) => [t.name, t] as const))("%s says the rules keep their own copy of it", (_name, table) => {
    expect(plainText(String(table.description))).toMatch(/not how the system plays/);
  });
});
