import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { DEFAULT_LOCATION_TABLE } from "../../src/rules/ic/wounds";
import { REPO } from "../harness/handlebars";

interface Table {
  name: string;
  formula: string;
  description: string;
  results: { name: string; range: [number, number]; flags: { shinobi?: { location?: string } } }[];
}

const DIR = join(REPO, "packs", "_source", "wound-tables");
const tables = readdirSync(DIR).map((f) => [f, parse(readFileSync(join(DIR, f), "utf8")) as Table] as const);

describe("wound tables", () => {
  it("has one table per damage type and severity", () => {
    expect(tables).toHaveLength(16);
  });

  it.each(tables)("%s covers 1–100 with no gap or overlap, on a d100", (_file, table) => {
    expect(table.formula).toBe("1d100");
    const ranges = [...table.results.map((r) => r.range)].sort((a, b) => a[0] - b[0]);
    let next = 1;
    for (const [lo, hi] of ranges) {
      expect(lo).toBe(next);
      expect(hi).toBeGreaterThanOrEqual(lo);
      next = hi + 1;
    }
    expect(next).toBe(101);
  });

  it.each(tables)("%s agrees with the engine's default locations and says it is a default", (_file, table) => {
    expect(table.results.map((r) => [r.range[0], r.range[1], r.name.toLowerCase()])).toEqual(DEFAULT_LOCATION_TABLE.map((row) => [row.min, row.max, row.location]));
    // Each result names its spot in a flag too, which a translated or renamed copy keeps.
    expect(table.results.map((r) => r.flags.shinobi?.location)).toEqual(DEFAULT_LOCATION_TABLE.map((row) => row.location));
    expect(table.description).toMatch(/default/);
  });
});
