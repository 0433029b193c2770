import { describe, expect, it } from "vitest";
import { deriveCharacter } from "../character/derived";
import type { DegreesOutcome } from "./attack-state";
import { degreesExtras } from "./extras";
import { settleDegrees } from "./settle";
import { CHARACTER, fighter, O, rules } from "./test-fighters";

describe("a flier grounded by a condition put on it (M103)", () => {
  const vigor = deriveCharacter(CHARACTER).vigor;
  const flier = () => fighter("hawk", null, { conditions: [{ id: "winged" }] });

  it.each(["paralyzed", "unconscious", "grabbed"] as const)("falls when %s is put on it: its Vigor in damage, Prone, no longer Winged", (condition) => {
    const before = flier();
    const after = rules.impose(before, { condition }, 0, O);
    expect(after.hp.hp).toBe(before.hp.hp - vigor);
    const ids = after.conditions.map((c) => c.id);
    expect(ids).toContain("prone");
    expect(ids).not.toContain("winged");
    expect(ids).toContain(condition);
  });

  it("stays up under a condition that does not ground it, and one on the ground takes no fall", () => {
    const stunned = rules.impose(flier(), { condition: "stunned" }, 0, O);
    expect(stunned.hp.hp).toBe(flier().hp.hp);
    expect(stunned.conditions.map((c) => c.id)).toEqual(["winged", "stunned"]);
    const walker = fighter("wolf", null);
    expect(rules.impose(walker, { condition: "paralyzed" }, 0, O).hp.hp).toBe(walker.hp.hp);
  });
});

describe("a winged mount come down drops its riders (M103)", () => {
  const vigor = deriveCharacter(CHARACTER).vigor;
  const winged = [{ id: "winged" as const }];
  const rider = fighter("rider", null, { mountedOn: "hawk", conditions: winged });
  const hawk = fighter("hawk", null, { conditions: winged });
  const walker = fighter("walker", null, { mountedOn: "hawk" });

  it("throws each Winged rider of a mount a condition grounds: its Vigor in damage, Prone, off the mount; riders on the ground and mounts that stay up drop no one", () => {
    const grounded = rules.impose(hawk, { condition: "paralyzed" }, 0, O);
    const [fell, ...more] = degreesExtras.ridersDropped([rider, hawk, walker], hawk, grounded, O);
    expect(more).toEqual([]);
    expect(fell?.id).toBe("rider");
    expect(fell?.hp.hp).toBe(rider.hp.hp - vigor);
    expect(fell?.mountedOn).toBeUndefined();
    expect(fell?.conditions.map((c) => c.id)).toEqual(["prone"]);
    expect(rider.mountedOn).toBe("hawk");
    expect(degreesExtras.ridersDropped([rider, hawk], hawk, rules.impose(hawk, { condition: "stunned" }, 0, O), O)).toEqual([]);
  });

  it("drops them as an attack's outcome brings the mount down (a hit knocking it Prone), in the same settlement", () => {
    const outcome: DegreesOutcome = { attackerId: "walker", targetId: "hawk", action: "Takedown", kind: "maneuver", hit: true, critical: false, degree: 1, damage: 0, lethal: false, delivery: "melee", bleeding: false, absorbed: 0, targetGains: [{ id: "prone" }], attackerGains: [], disarmedMetres: null, pushedMetres: null, interruptsMove: false };
    const after = settleDegrees([rider, hawk, walker], [outcome], O).combatants;
    expect(after.map((f) => f.conditions.map((c) => c.id))).toEqual([["prone"], ["prone"], []]);
    expect(after[0]?.hp.hp).toBe(rider.hp.hp - vigor);
    const owned = [structuredClone(rider), structuredClone(hawk), structuredClone(walker)];
    const first = owned[0];
    settleDegrees(owned, [outcome], O, true);
    expect(first?.conditions.map((c) => c.id)).toEqual(["prone"]);
  });
});

describe("a flier killed outright (M103, our reading)", () => {
  it("falls though dead sets no condition of its own: no longer Winged, Prone on the ground, as a flier knocked out does", () => {
    // Already at 0 HP (one blow from full HP stops at 0 by default, `hpOverflow`), still aloft.
    const flying = fighter("hawk", null, { conditions: [{ id: "winged" }] });
    const hawk = { ...flying, hp: { ...flying.hp, hp: 0 } };
    const lethal = -O.thresholds.dead;
    const blow = (damage: number): DegreesOutcome => ({ attackerId: "archer", targetId: "hawk", action: "Bow", kind: "attack", hit: true, critical: false, degree: 1, damage, lethal: true, delivery: "projectile", bleeding: false, absorbed: 0, targetGains: [], attackerGains: [], disarmedMetres: null, pushedMetres: null, interruptsMove: false });
    const [killed] = settleDegrees([hawk], [blow(lethal)], O).combatants;
    expect(killed?.hp.hp).toBeLessThanOrEqual(O.thresholds.dead);
    expect(killed?.conditions.map((c) => c.id)).toEqual(["prone"]);
    // A lighter blow that leaves it awake leaves it in the air.
    const [hurt] = settleDegrees([flying], [blow(1)], O).combatants;
    expect(hurt?.conditions.map((c) => c.id)).toEqual(["winged"]);
  });
});
