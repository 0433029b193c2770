import { describe, expect, it } from "vitest";
import { DEFAULT_DEGREES_OPTIONS as O } from "../options";
import { movementMetres } from "./movement";

describe("movementMetres", () => {
  it("cuts swimming and climbing to a quarter and crawling to half, rounding up", () => {
    expect([movementMetres(13, "normal", [], O), movementMetres(13, "swim", [], O), movementMetres(13, "crawl", [], O)]).toEqual([13, 4, 7]);
  });

  it("halves again when Slow (Exhausted included) and stops an Impeded character", () => {
    expect(movementMetres(12, "normal", [{ id: "exhausted" }], O)).toBe(6);
    expect(movementMetres(12, "normal", [{ id: "grabbed" }], O)).toBe(0);
  });
});
