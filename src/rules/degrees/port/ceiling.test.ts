import { describe, expect, it } from "vitest";
import { degreesExtras } from "./extras";
import { fighter, O, rules } from "./test-fighters";

describe("a ceiling over the fight (M94, M97)", () => {
  it("lets a flier take off in the open or under 10 m or more, and refuses it under less, naming both heights", () => {
    expect(degreesExtras.takeOffRefusal(null)).toBeNull();
    expect(degreesExtras.takeOffRefusal(10)).toBeNull();
    expect(degreesExtras.takeOffRefusal(9)).toMatchObject({ code: "degrees.lowCeiling", data: { metres: 9, least: 10 } });
  });
});

describe("up in the air (M96)", () => {
  it("is Winged as the rules read the conditions: put on by a take-off or the GM, gone once it lands or falls", () => {
    const flier = fighter("a", 10, { conditions: [{ id: "winged" }] });
    expect(degreesExtras.inTheAir(flier, O)).toBe(true);
    expect(degreesExtras.inTheAir(fighter("b", 10), O)).toBe(false);
    expect(degreesExtras.inTheAir(fighter("c", 10, { conditions: [{ id: "prone" }] }), O)).toBe(false);
    // Knocked out in the air it falls (M103): the port's own reading of the flier after the condition.
    expect(degreesExtras.inTheAir(rules.impose(flier, { condition: "unconscious" }, 0, O), O)).toBe(false);
  });
});
