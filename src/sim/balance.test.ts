import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { balanceReport, loadOffensiveTechniques } from "./balance";

const DIR = join(import.meta.dirname, "..", "..", "packs", "_source", "techniques");

describe("technique balance (duel mode, round robin within each rank)", () => {
  const techniques = loadOffensiveTechniques(DIR);

  it("reads the offensive techniques of the pack, grouped by rank", () => {
    expect(techniques.length).toBeGreaterThanOrEqual(30);
    expect(new Set(techniques.map((t) => t.rank))).toEqual(new Set(["E", "D", "C", "B", "A", "E (status only)", "D (status only)", "C (status only)", "B (status only)"]));
  });

  it("keeps every rank's win rates within 30 points of each other", () => {
    // 100 duels per pairing keeps the sampling noise well under the margin; the seed makes it repeatable.
    const { spreads } = balanceReport(techniques, 100, 7);
    for (const s of spreads) expect(s.spread, `rank ${s.rank}`).toBeLessThan(0.3);
  }, 60_000);
});
