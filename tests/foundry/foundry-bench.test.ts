import { describe, expect, it } from "vitest";
import { foundryFigures, foundryValues, sheetRender } from "../../bench/foundry.bench";

// The bench's Foundry figures are computed, and measure what they say (no timing is asserted: the machine decides that).
describe("the Foundry bench figures", () => {
  it("renders the sheet with all 100 techniques", async () => {
    const { ms, parts } = await sheetRender();
    expect(ms).toBeGreaterThan(0);
    expect(parts.techniques?.match(/class="technique-row"/g)).toHaveLength(100);
    expect(parts.techniques).toContain("Technique 99");
  });

  it("reports the sheet time, End IC's writes and the summary's size as positive numbers", async () => {
    let measured = 0;
    const values = await foundryValues();
    const figures = foundryFigures(() => {
      measured++;
      return Promise.resolve(values);
    });
    expect(figures.map((f) => f.name)).toEqual(["sheetRenderMs", "endIcWrites", "endIcWritesExpiring", "endIcSummaryBytes"]);
    const reported = await Promise.all(figures.map((f) => f.measure()));
    expect(measured).toBe(1);
    for (const [i, v] of reported.entries()) expect(typeof v === "number" && Number.isFinite(v) && v > 0, figures[i]?.name).toBe(true);
    expect(values.endIcWrites).toBe(3);
    expect(values.endIcWritesExpiring).toBeLessThanOrEqual(203);
    expect(values.endIcSummaryBytes).toBeLessThan(4096);
    expect(figures[1]?.format(values.endIcWrites)).toBe("End IC, 200 combatants × 5 statuses weakening: 3 writes");
  });
});
