import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isRuleRefusal } from "../refusal";
import { icExtras } from "./extras";

const attack = (ic: number, delay?: number) => ({ ic, action: delay === undefined ? {} : { delay } });

describe("where an applied attack's hits land", () => {
  it("lands on the attack's own IC, or Delay IC later, while that IC has not ended", () => {
    expect(icExtras.hitsLandOn(attack(7), 7)).toEqual({ ic: 7, late: false });
    expect(icExtras.hitsLandOn(attack(7, 4), 7)).toEqual({ ic: 11, late: false });
    expect(icExtras.hitsLandOn(attack(7, 4), 11)).toEqual({ ic: 11, late: false });
  });

  it("lands on the current IC, marked late, once the attack's own has ended", () => {
    expect(icExtras.hitsLandOn(attack(7), 8)).toEqual({ ic: 8, late: true });
    expect(icExtras.hitsLandOn(attack(7, 4), 12)).toEqual({ ic: 12, late: true });
  });

  it("refuses an attack of an IC the fight has not reached, naming both ICs", () => {
    let refusal: unknown = null;
    try {
      icExtras.hitsLandOn(attack(9), 3);
    } catch (error) {
      refusal = error;
    }
    expect(isRuleRefusal(refusal) && refusal.code).toBe("icNotReached");
    expect(isRuleRefusal(refusal) && refusal.data).toEqual({ ic: 9, current: 3 });
  });

  it("never lands before the current IC nor before the attack resolves, and is late exactly when it lands after", () => {
    fc.assert(
      fc.property(fc.nat(500), fc.nat(50), fc.nat(500), (ic, delay, ahead) => {
        const current = ic + ahead;
        const landing = icExtras.hitsLandOn(attack(ic, delay), current);
        expect(landing.ic).toBe(Math.max(current, ic + delay));
        expect(landing.late).toBe(landing.ic > ic + delay);
      }),
    );
  });
});

describe("when a delayed attack is due", () => {
  it("is due from the IC it resolves on, not before; outside a fight at once", () => {
    expect(icExtras.attackDue(attack(7, 4), 10)).toBe(false);
    expect(icExtras.attackDue(attack(7, 4), 11)).toBe(true);
    expect(icExtras.attackDue(attack(7, 4), 15)).toBe(true);
    expect(icExtras.attackDue(attack(7, 4), null)).toBe(true);
    expect(icExtras.attackDue(attack(7), 7)).toBe(true);
  });

  it("is delayed only with a Delay above 0", () => {
    expect([icExtras.isDelayed(attack(7, 4)), icExtras.isDelayed(attack(7, 0)), icExtras.isDelayed(attack(7))]).toEqual([true, false, false]);
  });

  it("is due exactly where a defence made on that IC is not refused, for any IC and Delay (property)", () => {
    fc.assert(
      fc.property(fc.nat(50), fc.nat(10), fc.nat(70), (ic, delay, current) => {
        const due = icExtras.attackDue(attack(ic, delay), current);
        expect(due).toBe(current >= icExtras.attackResolvesOn(attack(ic, delay)));
      }),
    );
  });
});

describe("a delayed attack called off", () => {
  const holding = (resolvesOn: number) => ({ delayed: { resolvesOn } });
  it("is told on its IC by its user no longer holding it", () => {
    expect(icExtras.calledOffOnItsIc(attack(7, 4), { delayed: null }, 11)).toBe(true);
    expect(icExtras.calledOffOnItsIc(attack(7, 4), holding(11), 11)).toBe(false);
    expect(icExtras.calledOffOnItsIc(attack(7, 4), holding(15), 11)).toBe(true);
  });

  it("is not told on another IC, nor for a user in no fight", () => {
    expect(icExtras.calledOffOnItsIc(attack(7, 4), { delayed: null }, 10)).toBe(false);
    expect(icExtras.calledOffOnItsIc(attack(7, 4), { delayed: null }, 12)).toBe(false);
    expect(icExtras.calledOffOnItsIc(attack(7, 4), null, 11)).toBe(false);
  });
});

describe("a declaration that calls off a delayed action", () => {
  const held = { resolvesOn: 11 };
  it("is told by its user holding one before and none after, with the IC it would have resolved on", () => {
    expect(icExtras.calledOff(held, { delayed: null })).toBe(11);
  });

  it("is not told when nothing was held, or one is still held (the same or a new one)", () => {
    expect(icExtras.calledOff(null, { delayed: null })).toBeNull();
    expect(icExtras.calledOff(null, { delayed: { resolvesOn: 9 } })).toBeNull();
    expect(icExtras.calledOff(held, { delayed: held })).toBeNull();
    expect(icExtras.calledOff(held, { delayed: { resolvesOn: 14 } })).toBeNull();
  });
});
