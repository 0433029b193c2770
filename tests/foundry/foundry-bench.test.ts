import { describe, expect, it } from "vitest";
import { foundryFigures, sheetRender } from "../../bench/foundry.bench";

// The bench's Foundry figures are computed, and measure what they say (no timing is asserted: the machine decides that).
describe("the Foundry bench figures", () => {
  it("renders the sheet with all 100 techniques", async () => {
    const { ms, parts } = await sheetRender();
    expect(ms).toBeGreaterThan(0);
    expect(parts.techniques?.match(/class="technique-row"/g)).toHaveLength(100);
    expect(parts.techniques).toContain("Technique 99");
  });

  it("reports the sheet time, End IC's writes and the summary's size as positive numbers", async () => {
    const figures = await foundryFigures();
    expect(figures.map((f) => f.name)).toEqual(["sheetRender", "endIcWrites", "endIcWritesExpiring", "endIcSummary"]);
    for (const f of figures) expect(Number.isFinite(f.value) && f.value > 0, f.name).toBe(true);
    expect(figures.find((f) => f.name === "endIcWrites")?.value).toBe(3);
    expect(figures.find((f) => f.name === "endIcSummary")?.value).toBeLessThan(4096);
  });
});
