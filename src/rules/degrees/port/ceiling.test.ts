import { describe, expect, it } from "vitest";
import { degreesExtras } from "./extras";

describe("a ceiling over the fight (M94, M97)", () => {
  it("lets a flier take off in the open or under 10 m or more, and refuses it under less, naming both heights", () => {
    expect(degreesExtras.takeOffRefusal(null)).toBeNull();
    expect(degreesExtras.takeOffRefusal(10)).toBeNull();
    expect(degreesExtras.takeOffRefusal(9)).toMatchObject({ code: "degrees.lowCeiling", data: { metres: 9, least: 10 } });
  });
});
