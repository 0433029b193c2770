import { beforeEach, describe, expect, it } from "vitest";
import { bootSystem, useLanguage } from "../harness";

beforeEach(async () => {
  await bootSystem();
});

describe("a wound's place and item name", () => {
  it("words a sided place through the language's own order, and a place without a side as the table has it", async () => {
    const { woundPlace } = await import("../../src/rulesets/ic/wound-items");
    expect(woundPlace({ location: "arm", side: "left" })).toBe("left arm");
    expect(woundPlace({ location: "torso", side: null })).toBe("torso");
  });

  it("names the system's own spots in the world's language, and a GM's own spot as its table writes it", async () => {
    const { woundPlace } = await import("../../src/rulesets/ic/wound-items");
    useLanguage("pt-BR");
    try {
      expect(woundPlace({ location: "arm", side: "left" })).toBe("braço (lado esquerdo)");
      expect(woundPlace({ location: "abdomen", side: null })).toBe("abdômen");
      expect(woundPlace({ location: "nariz", side: null })).toBe("nariz");
    } finally {
      useLanguage("en");
    }
    expect(woundPlace({ location: "abdomen", side: null })).toBe("abdomen");
  });

  it("names the wound item from its severity, damage type and place", async () => {
    const { woundItemData } = await import("../../src/rulesets/ic/wound-items");
    const item = woundItemData({ severity: "severe", type: "slashing", location: "arm", side: "right", pool: "hp" });
    expect(item.name).toBe("Severe slashing — right arm");
    expect(item.system).toMatchObject({ location: "arm", side: "right", severity: "severe" });
  });
});
