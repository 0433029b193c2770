import { describe, expect, it } from "vitest";
import { actionFromItem, techniqueToAction, type TechniqueSource } from "./items";

const source = (extra: Partial<TechniqueSource> = {}): TechniqueSource => ({
  kind: "ninjutsu", speed: 8, sealSpeed: 10, stamina: 0, chakra: 12, accuracy: 1,
  damage: { dice: "3d6", stat: "cha", type: "energy" },
  interrupt: false, delay: 3, abort: false, variable: false, link: false, fixedSpeed: false, upkeep: 0, aoe: 0, aoeCentred: false, knockback: 0, environmental: false,
  statuses: [{ kind: "burn", severity: 3, duration: 20, roll: "chakraControl", tn: 16 }],
  ...extra,
});

describe("techniqueToAction", () => {
  it("carries a technique item's fields over to the engine", () => {
    const action = techniqueToAction("Ember Lance", source());
    expect(action).toMatchObject({ name: "Ember Lance", role: "attack", speed: 8, sealSpeed: 10, chakra: 12, delay: 3, damage: { dice: "3d6" } });
    expect(action.statuses).toEqual([{ kind: "burn", severity: 3, duration: 20, roll: "chakraControl", tn: 16 }]);
  });

  it("takes a stored role as it is, and reads one off the damage when the role is automatic", () => {
    const block = source({ kind: "defensive", role: "block", variable: true, damage: { dice: "", stat: "none", type: "none" }, statuses: [] });
    expect(techniqueToAction("Guard", block).role).toBe("block");
    expect(techniqueToAction("Guard", { ...block, role: "auto" }).role).toBe("other");
    expect(techniqueToAction("Lance", source({ role: "auto" })).role).toBe("attack");
  });

  it("gives a defensive technique its way of protecting, dodging when none is stored", () => {
    const wall = source({ kind: "defensive", defense: "block", damage: { dice: "", stat: "none", type: "none" }, statuses: [] });
    expect(techniqueToAction("Earth Wall", wall).defense).toBe("block");
    expect(techniqueToAction("Step", { ...wall, defense: undefined }).defense).toBe("dodge");
    expect(techniqueToAction("Lance", source()).defense).toBeUndefined();
  });
});

describe("actionFromItem", () => {
  it("turns techniques and weapons into actions and nothing else", () => {
    expect(actionFromItem({ name: "Lance", type: "technique", system: source() })?.kind).toBe("ninjutsu");
    const sword = actionFromItem({ name: "Katana", type: "weapon", system: { damage: { dice: "2d8", type: "slashing" }, speed: 9, stamina: 6, accuracy: 1, thrown: false } });
    expect(sword).toMatchObject({ kind: "weapon", role: "attack", speed: 9, stamina: 6, accuracy: 1, damage: { dice: "2d8", stat: "str", type: "slashing" } });
    expect(actionFromItem({ name: "Rope", type: "equipment", system: {} })).toBeNull();
  });
});
