import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { degreesBalanceReport, loadDegreesTechniques } from "./balance";

const DIR = join(import.meta.dirname, "..", "..", "..", "packs", "_source", "degrees-techniques");

describe("degrees technique balance (each technique against a baseline, seeded duels through the port)", () => {
  const techniques = loadDegreesTechniques(DIR);

  it("reads every attack and defensive technique of the pack, ranks D to S, at the pack's price", () => {
    expect(techniques.filter((t) => t.kind === "attack")).toHaveLength(28);
    expect(techniques.filter((t) => t.kind === "defensive").map((t) => t.name)).toEqual(["Doton: Earth Wall", "Doton: Mud Rampart", "Fuuton: Wind Shield", "Ninpou: Substitution", "Suiton: Water Wall"]);
    expect(techniques.find((t) => t.name === "Raiton: Heaven's Thunder")?.action.chakra).toBe(30);
    expect(new Set(techniques.map((t) => t.rank))).toEqual(new Set(["D", "C", "B", "A", "S"]));
  });

  it("keeps every attack technique within 15 points of its rank's median, and each rank stronger than the one below", () => {
    // 200 duels a technique keep the sampling noise well under the margin; the seed makes it repeatable.
    const { bands, outliers } = degreesBalanceReport(techniques, 200, 7);
    // docs/rules-degrees.md, "Balance in play": a Bukijutsu throw adds the kunai in hand, as its price counts on.
    expect(outliers.map((o) => o.name)).toEqual([]);
    for (const b of bands) expect(b.max - b.median, `rank ${b.rank}`).toBeLessThanOrEqual(0.15);
    const medians = bands.map((b) => b.median);
    expect(medians).toEqual(medians.slice().sort((a, b) => a - b));
    expect(bands.map((b) => b.rank)).toEqual(["D", "C", "B", "A", "S"]);
  }, 60_000);
});
