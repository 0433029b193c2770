import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calmFloor, finalSpeed, finalSpeedFrom, halfUp, paralysedDamageSpeed, raisedBase, speedFloor } from "./speed";

describe("finalSpeed", () => {
  it("lowers Speed by 1 per Action Point", () => {
    expect(finalSpeed({ base: 12 }, { apSpent: 2 }).speed).toBe(10);
  });

  it("never goes below half the base Speed, rounded up", () => {
    expect(finalSpeed({ base: 12 }, { apSpent: 10 }).speed).toBe(6);
    expect(finalSpeed({ base: 13 }, { apSpent: 10 }).speed).toBe(7);
  });

  it("only spends the AP that actually lowered the Speed", () => {
    expect(finalSpeed({ base: 12 }, { apSpent: 10 }).apUsed).toBe(6);
  });

  it("never goes below 3", () => {
    expect(finalSpeed({ base: 5 }, { apSpent: 4 }).speed).toBe(3);
  });

  it("cannot lower a base Speed of 3 or less at all", () => {
    expect(finalSpeed({ base: 3 }, { apSpent: 2 }).speed).toBe(3);
    expect(finalSpeed({ base: 2 }, { apSpent: 1, reductions: 1 }).speed).toBe(2);
  });

  it("lets interrupts go below 3 by halving, but never below 1", () => {
    expect(finalSpeed({ base: 4, interrupt: true }, { apSpent: 5 }).speed).toBe(2);
    expect(finalSpeed({ base: 2, interrupt: true }, { apSpent: 5 }).speed).toBe(1);
    expect(finalSpeed({ base: 1, interrupt: true }, { apSpent: 5 }).speed).toBe(1);
  });

  it("keeps an action at or above its Delay", () => {
    // Speed 12, Delay 4 could halve to 6; a Delay 8 action stops at 8.
    expect(finalSpeed({ base: 12, delay: 4 }, { apSpent: 10 }).speed).toBe(6);
    expect(finalSpeed({ base: 12, delay: 8 }, { apSpent: 10 }).speed).toBe(8);
  });

  it("keeps multi-throws at Speed 5 or more, base and final", () => {
    expect(finalSpeed({ base: 4, multiThrow: true }).speed).toBe(5);
    expect(finalSpeed({ base: 8, multiThrow: true }, { apSpent: 5 }).speed).toBe(5);
  });

  it("never lowers Rest or Coup de Grace with AP or other reductions", () => {
    expect(finalSpeed({ base: 5, fixedSpeed: true }, { apSpent: 3, reductions: 2 })).toEqual({ speed: 5, apUsed: 0, floor: 5, damageSpeed: 5 });
  });

  it("never applies AP or Shock to variable-Speed actions", () => {
    expect(finalSpeed({ base: 9, variable: true }, { apSpent: 4, shock: 3 })).toEqual({ speed: 9, apUsed: 0, floor: 9, damageSpeed: 9 });
  });

  describe("Shock", () => {
    it("adds its severity, but the damage stays at the original Speed (Shock 3 on Basic Unarmed)", () => {
      expect(finalSpeed({ base: 8 }, { shock: 3 })).toMatchObject({ speed: 11, damageSpeed: 8 });
    });

    it("lets AP claw back to half the shocked Speed, dealing damage at the lower Speed", () => {
      expect(finalSpeed({ base: 8 }, { shock: 3, apSpent: 10 })).toMatchObject({ speed: 6, damageSpeed: 6 });
    });

    it("adds only half its severity to interrupts (Dodge under Shock 4 is Speed 4)", () => {
      expect(finalSpeed({ base: 2, interrupt: true }, { shock: 4 }).speed).toBe(4);
    });

    it("never more than doubles an action", () => {
      expect(finalSpeed({ base: 3 }, { shock: 10 }).speed).toBe(6);
    });

    it("slows Rest too, though nothing may lower it (Shock 3 on Rest 5 is Speed 8)", () => {
      expect(finalSpeed({ base: 5, fixedSpeed: true }, { shock: 3 }).speed).toBe(8);
    });

    it("slows a Coup de Grace, still never more than doubling it (Shock 12 on Speed 10 is 20)", () => {
      expect(finalSpeed({ base: 10, fixedSpeed: true, delay: 5 }, { shock: 12 }).speed).toBe(20);
    });

    it("cannot be clawed back with AP on a fixed-Speed action", () => {
      expect(finalSpeed({ base: 5, fixedSpeed: true }, { shock: 3, apSpent: 4 })).toMatchObject({ speed: 8, apUsed: 0 });
    });

    it("raises a fixed-Speed action but keeps its damage at the unshocked Speed", () => {
      expect(finalSpeed({ base: 10, fixedSpeed: true }, { shock: 3 })).toMatchObject({ speed: 13, damageSpeed: 10 });
    });

    it("never touches a variable-Speed Move, fixed or not", () => {
      expect(finalSpeed({ base: 6, variable: true, fixedSpeed: true }, { shock: 4 }).speed).toBe(6);
    });
  });

  it("never produces a Speed below its floor or above its shocked Speed (property)", () => {
    fc.assert(
      fc.property(
        fc.record({ base: fc.integer({ min: 1, max: 60 }), interrupt: fc.boolean(), delay: fc.integer({ min: 0, max: 10 }), multiThrow: fc.boolean(), fixedSpeed: fc.boolean() }),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 0, max: 12 }),
        (profile, ap, shock) => {
          const result = finalSpeed(profile, { apSpent: ap, shock });
          const base = profile.multiThrow ? Math.max(5, profile.base) : profile.base;
          expect(result.speed).toBeGreaterThanOrEqual(result.floor);
          expect(result.speed).toBeLessThanOrEqual(base * 2);
          expect(result.speed).toBeGreaterThanOrEqual(profile.interrupt ? 1 : Math.min(3, base));
          if (profile.delay) expect(result.speed).toBeGreaterThanOrEqual(Math.min(profile.delay, base));
          if (profile.multiThrow) expect(result.speed).toBeGreaterThanOrEqual(5);
          expect(result.apUsed).toBeLessThanOrEqual(ap);
          expect(result.damageSpeed).toBeLessThanOrEqual(result.speed);
        },
      ),
    );
  });
});

describe("finalSpeedFrom", () => {
  it("gives what finalSpeed gives, from the base and floor without Shock worked out once", () => {
    fc.assert(
      fc.property(
        fc.record({ base: fc.integer({ min: 0, max: 60 }), interrupt: fc.boolean(), variable: fc.boolean(), delay: fc.integer({ min: 0, max: 10 }), multiThrow: fc.boolean(), fixedSpeed: fc.boolean() }),
        fc.record({ apSpent: fc.integer({ min: 0, max: 40 }), reductions: fc.integer({ min: 0, max: 12 }), shock: fc.oneof(fc.constant(0), fc.integer({ min: -3, max: 12 }), fc.constant(Number.NaN)) }),
        (profile, changes) => {
          expect(finalSpeedFrom(profile, raisedBase(profile), calmFloor(profile), changes.apSpent, changes.reductions, changes.shock)).toEqual(finalSpeed(profile, changes));
        },
      ),
    );
    // Written into a record handed in, as finalSpeed writes.
    const out = { speed: 0, apUsed: 0, floor: 0, damageSpeed: 0 };
    expect(finalSpeedFrom({ base: 12 }, raisedBase({ base: 12 }), calmFloor({ base: 12 }), 4, 0, 0, out)).toBe(out);
    expect(out).toEqual({ speed: 8, apUsed: 4, floor: 6, damageSpeed: 8 });
  });
});

describe("speedFloor", () => {
  it("is the Speed itself for Speed 3 and below", () => {
    expect(speedFloor({ base: 3 }, 3)).toBe(3);
  });
});

describe("the least any action takes", () => {
  it("is 1 IC: a Speed 0 interrupt, link or utility, a variable action of length 0, a Speed 0 Rest", () => {
    expect(finalSpeed({ base: 0, interrupt: true }, { apSpent: 5 })).toEqual({ speed: 1, apUsed: 0, floor: 1, damageSpeed: 0 });
    expect(finalSpeed({ base: 0 }).speed).toBe(1);
    expect(finalSpeed({ base: 0, variable: true }).speed).toBe(1);
    expect(finalSpeed({ base: 0, fixedSpeed: true }).speed).toBe(1);
    expect(speedFloor({ base: 0, interrupt: true }, 0)).toBe(1);
  });

  it("holds after every reduction, whatever the Speed, Shock and AP (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.boolean(), fc.boolean(), fc.boolean(), fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 12 }), (base, interrupt, variable, fixedSpeed, ap, shock) => {
        expect(finalSpeed({ base, interrupt, variable, fixedSpeed }, { apSpent: ap, shock, reductions: ap }).speed).toBeGreaterThanOrEqual(1);
      }),
    );
  });
});

describe("paralysedDamageSpeed", () => {
  it("counts a Speed 8 attack as Speed 5 under Paralysis 3", () => {
    expect(paralysedDamageSpeed(8, 8, 3)).toBe(5);
  });

  it("stops at half the final Speed (AP to Speed 4 counts as Speed 2)", () => {
    expect(paralysedDamageSpeed(4, 4, 3)).toBe(2);
  });
});

describe("halfUp", () => {
  it("halfUp halves whole Speeds in integer arithmetic exactly as Math.ceil does, and fractions as before", () => {
    fc.assert(fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), (n) => halfUp(n) === Math.ceil(n / 2)));
    fc.assert(fc.property(fc.double({ min: -1000, max: 1000, noNaN: true }), (x) => Object.is(halfUp(x), Math.ceil(x / 2)) || (halfUp(x) === 0 && Math.ceil(x / 2) === 0)));
    expect(halfUp(2 ** 31)).toBe(2 ** 30);
  });
});
