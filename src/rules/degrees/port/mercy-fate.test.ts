import { describe, expect, it } from "vitest";
import { RULESET_EXTRAS } from "../../registry";
import { fighter, O, rules } from "./test-fighters";

const extras = RULESET_EXTRAS.degrees;

describe("a mercy strike's victim who failed its Vigor (M61)", () => {
  it("is killed at the attacker's word: its HP at the death line, dead on the HP table", () => {
    const victim = fighter("v", null, { hp: 5, conditions: [{ id: "paralyzed", source: "genjutsu" }] });
    const dead = extras.mercyFate(victim, "kill", O);
    expect(dead.hp.hp).toBe(O.thresholds.dead);
    expect(rules.derive(dead, O).state).toBe("dead");
    // The victim handed in is left as it was.
    expect(victim.hp.hp).toBe(5);
  });

  it("keeps an HP already past the death line, and knocks out with Unconscious from the strike instead when the attacker says so", () => {
    const low = fighter("v", null, { hp: O.thresholds.dead - 5 });
    expect(extras.mercyFate(low, "kill", O).hp.hp).toBe(O.thresholds.dead - 5);
    const out = extras.mercyFate(fighter("v", null, { hp: 5 }), "knockOut", O);
    expect(out.hp.hp).toBe(5);
    expect(out.conditions).toEqual([{ id: "unconscious", source: "mercyStrike" }]);
  });

  it("brings down a victim knocked out in the air, as any flier left Unconscious falls (M103): its Vigor in damage, Prone, no longer Winged", () => {
    const aloft = fighter("v", null, { hp: 20, conditions: [{ id: "winged" }, { id: "helpless", source: "binding" }] });
    const out = extras.mercyFate(aloft, "knockOut", O);
    const ids = out.conditions.map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining(["unconscious", "prone", "helpless"]));
    expect(extras.inTheAir(out, O)).toBe(false);
    expect(out.hp.hp).toBe(20 - 3);
    const dead = extras.mercyFate(aloft, "kill", O);
    expect(rules.derive(dead, O).state).toBe("dead");
    expect(dead.hp.hp).toBeLessThanOrEqual(O.thresholds.dead);
    // On the ground nothing falls: only the strike's Unconscious is added.
    expect(extras.mercyFate(fighter("g", null, { hp: 20 }), "knockOut", O).hp.hp).toBe(20);
  });
});
