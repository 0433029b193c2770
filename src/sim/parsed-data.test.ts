import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { actionRecord, type IcAction } from "../rules/ic/action";
import { BASIC_ACTIONS } from "../rules/ic/basic-actions";
import { parseAction } from "./scenario";
import { interned, ScenarioErrors } from "./validate";

// The parser hands the engine shared strings and one action layout; these check that doing so
// never changes a value the engine or a file's reader sees.

describe("interned", () => {
  it("gives back the same text, including names objects treat specially", () => {
    for (const text of ["brawler", "__proto__", "constructor", "1", "01", "-0", "4294967295", "Ino Yamanaka", "é"]) expect(interned(text)).toBe(text);
    fc.assert(fc.property(fc.string(), (text) => interned(text) === text));
  });
});

describe("ScenarioErrors", () => {
  it("oneOf gives back the matching value and refuses anything else by name", () => {
    const errors = new ScenarioErrors();
    const kinds = ["burn", "stun"] as const;
    expect(errors.oneOf(["bu", "rn"].join(""), "kind", kinds, "stun")).toBe("burn");
    expect(errors.oneOf(undefined, "kind", kinds, "stun")).toBe("stun");
    expect(errors.oneOf(3, "roll", kinds, "stun")).toBe("stun");
    expect(errors.oneOf("Burn", "other", kinds, "stun")).toBe("stun");
    expect(errors.messages).toEqual(["roll: must be one of burn, stun, not 3", 'other: must be one of burn, stun, not "Burn"']);
  });
});

describe("one action layout", () => {
  const keys = (a: IcAction) => Object.keys(a).join(",");

  it("gives basic and parsed actions the same fields in the same order, values unchanged", () => {
    const layout = keys(actionRecord({ name: "x", kind: "utility", speed: 1 }));
    for (const [name, action] of Object.entries(BASIC_ACTIONS)) {
      expect(keys(action)).toBe(layout);
      expect(action.name).toBe(name);
    }
    expect(BASIC_ACTIONS.Dodge).toEqual({ name: "Dodge", kind: "defensive", role: "dodge", speed: 2, interrupt: true });
    const errors = new ScenarioErrors();
    const parsed = parseAction(errors, { name: "Ember Lance", kind: "ninjutsu", speed: 10, chakra: 12, damage: { dice: "3d6", stat: "cha", type: "energy" } }, "action");
    expect(errors.messages).toEqual([]);
    expect(keys(parsed)).toBe(layout);
    expect(parsed).toMatchObject({ name: "Ember Lance", kind: "ninjutsu", role: "attack", speed: 10, chakra: 12, damage: { dice: "3d6", stat: "cha", type: "energy" }, statuses: [] });
    // Absent fields stay out of what a file's reader sees.
    expect(JSON.parse(JSON.stringify(BASIC_ACTIONS.Dodge))).toEqual({ name: "Dodge", kind: "defensive", role: "dodge", speed: 2, interrupt: true });
    expect(JSON.stringify(BASIC_ACTIONS.Dodge)).toBe('{"name":"Dodge","kind":"defensive","role":"dodge","speed":2,"interrupt":true}');
  });
});
