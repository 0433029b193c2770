import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { fixedDice } from "../../dice";
import { refusalOf } from "../../../../tests/fixtures/refusals";
import { degreesExtras } from "./extras";
import type { DegreesObject } from "./objects";
import { fighter, NO_DICE, O, rules } from "./test-fighters";

/** The test fighter: Melee 3, Strength 3 (half 2): a club (damage 1) has base 3, a katana (damage 2) base 4. */
const weapon = (name: string, system: object) => rules.actionFromItem({ name, type: "dgWeapon", system })!;
const CLUB = weapon("Club", { damage: 1 });
const KATANA = weapon("Katana", { damage: 2 });
const technique = (system: object) => rules.actionFromItem({ name: "Jutsu", type: "dgTechnique", system: { damage: { source: "custom", base: 9, fixed: 0 }, ...system } })!;
const attacker = fighter("a", null);
const declared = (action = CLUB) => rules.declare(attacker, action, { at: 0 }, O, NO_DICE);
const DOOR: DegreesObject = { hardness: 5, gas: false, size: "standard", carried: false, absorption: null };
const STILL = { moving: false, parts: 1, explosion: false };
const at = (object: DegreesObject, faces: [number, number], action = CLUB, aim = STILL) => degreesExtras.attackObject(declared(action), attacker, object, aim, O, fixedDice(faces));

describe("attacking an object (M117, M118)", () => {
  it("rolls against 5 standing still and 9 moving", () => {
    // 1 + 3 + Melee 3 = 7 (natural 4, no critical failure): meets 5, misses 9.
    expect(at(DOOR, [1, 3])).toMatchObject({ dc: 5, hit: true });
    expect(at(DOOR, [1, 3], CLUB, { ...STILL, moving: true })).toMatchObject({ dc: 9, hit: false, hardnessAfter: 5, broken: false });
  });

  it("never hits on a critical failure, whatever the total", () => {
    expect(at({ ...DOOR, hardness: 0 }, [1, 1]).hit).toBe(false);
  });

  it("adds the size bonus against a larger object", () => {
    const made = at({ ...DOOR, size: "massive" }, [4, 4]);
    expect(made.roll?.modifiers).toContainEqual({ label: "size", value: 1 });
    expect(made.roll?.total).toBe(4 + 4 + 3 + 1);
    expect(at(DOOR, [4, 4]).roll?.modifiers.some((m) => m.label === "size")).toBe(false);
  });

  it("tests the hardness with the base damage before any degree: breaks at or above it, else wears 2 off", () => {
    // A club's base 3 against hardness 5, even on a high roll.
    expect(at(DOOR, [8, 8])).toMatchObject({ base: 3, hit: true, broken: false, hardnessBefore: 5, hardnessAfter: 3 });
    expect(at({ ...DOOR, hardness: 4 }, [2, 2], KATANA)).toMatchObject({ base: 4, broken: true, hardnessAfter: 0 });
  });

  it("refuses a carried object: a Disarm attacks it", () => {
    expect(refusalOf(() => at({ ...DOOR, carried: true }, [4, 4])).code).toBe("degrees.carriedObject");
  });

  it("refuses a split into no parts or too many", () => {
    for (const parts of [0, 1.5, degreesExtras.splitPartsMax + 1]) expect(refusalOf(() => at(DOOR, [4, 4], CLUB, { ...STILL, parts })).code).toBe("degrees.badSplit");
  });

  it("weapon hardness: its own, else 10 + 5 × damage while the option holds, refused without", () => {
    expect(degreesExtras.weaponObjectHardness(7, 2, O)).toBe(7);
    expect(degreesExtras.weaponObjectHardness(null, 2, O)).toBe(20);
    expect(refusalOf(() => degreesExtras.weaponObjectHardness(null, 2, { ...O, weaponHardness: false })).code).toBe("degrees.weaponHardnessUnset");
  });

  it("never raises the hardness, and breaks it only when the base reaches it (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 8 }), (hardness, a, b) => {
        const made = at({ ...DOOR, hardness }, [a, b]);
        expect(made.hardnessAfter).toBeLessThanOrEqual(hardness);
        expect(made.broken).toBe(made.hit && made.base >= hardness);
      }),
    );
  });
});

describe("a split attack at an object (M123)", () => {
  it("takes the hardness off the whole base before dividing and breaks on the whole", () => {
    // Base 9 split in 3 against hardness 5: each part alone (3) would not break it; the whole does, 4 left, 2 a part (rounded up).
    const made = at(DOOR, [4, 4], technique({}), { ...STILL, parts: 3 });
    expect(made).toMatchObject({ base: 9, parts: 3, broken: true, hardnessAfter: 0, perPart: 2 });
    expect(at({ ...DOOR, hardness: 10 }, [4, 4], technique({}), { ...STILL, parts: 3 })).toMatchObject({ broken: false, hardnessAfter: 8, perPart: 0 });
  });
});

describe("a gas's imaginary hardness (M121)", () => {
  const SMOKE: DegreesObject = { hardness: 1, gas: true, size: "standard", carried: false, absorption: null };
  const windArea = technique({ element: "fuuton", area: 3 });

  it("a wind technique over an area wears it away with no check; at 0 it dissipates", () => {
    expect(at(SMOKE, [1, 1], windArea)).toMatchObject({ roll: null, dc: null, broken: true, hardnessAfter: 0 });
    // Imaginary hardness 20: base 9 does not break it, 2 off.
    expect(at({ ...SMOKE, hardness: 20 }, [1, 1], windArea)).toMatchObject({ broken: false, hardnessAfter: 18 });
  });

  it("an explosion stated by the table counts; a strike or a single-target wind does not", () => {
    expect(at(SMOKE, [1, 1], technique({ area: 3 }), { ...STILL, explosion: true }).broken).toBe(true);
    expect(refusalOf(() => at(SMOKE, [1, 1], technique({ area: 3 }))).code).toBe("degrees.gasUntouched");
    expect(refusalOf(() => at(SMOKE, [1, 1], technique({ element: "fuuton" }))).code).toBe("degrees.gasUntouched");
    expect(refusalOf(() => at(SMOKE, [1, 1], CLUB)).code).toBe("degrees.gasUntouched");
  });
});

describe("the hardness test Apply runs again on the object as it stands (M118)", () => {
  it("reads the hardness given, not the one the attack met", () => {
    const hit = { base: 4, fixed: 0, ignoreHardness: 0, parts: 1, degree: 2 as const };
    expect(degreesExtras.objectAfterHit(DOOR, hit, O)).toEqual({ hardnessAfter: 3, broken: false, perPart: null, absorbed: null });
    // Worn to 3 by an earlier hit, the same blow now breaks it.
    expect(degreesExtras.objectAfterHit({ ...DOOR, hardness: 3 }, hit, O)).toEqual({ hardnessAfter: 0, broken: true, perPart: null, absorbed: null });
    // Hardness it ignores comes off first (M124).
    expect(degreesExtras.objectAfterHit({ ...DOOR, hardness: 6 }, { ...hit, ignoreHardness: 2 }, O).broken).toBe(true);
    // A hit that does no damage wears nothing, even off a hardness-0 pot.
    expect(degreesExtras.objectAfterHit(DOOR, { ...hit, base: 0 }, O)).toEqual({ hardnessAfter: 5, broken: false, perPart: null, absorbed: null });
    expect(degreesExtras.objectAfterHit({ ...DOOR, hardness: 0 }, { ...hit, base: 0 }, O).broken).toBe(false);
  });
});

describe("a construction's absorption (M125)", () => {
  const WALL: DegreesObject = { ...DOOR, hardness: 3, absorption: 20 };
  const hit = (base: number, fixed: number, degree: 0 | 1 | 2 | 3 | 4, parts = 1) => ({ base, fixed, ignoreHardness: 0, parts, degree });

  it("takes the damage past the hardness × the check's degree off the absorption", () => {
    // Katana base 4 against hardness 3: 1 passes; natural 10 is degree 2, so 2 off 20. The hardness gives way, the wall stands.
    expect(at(WALL, [5, 5], KATANA)).toMatchObject({ hit: true, degree: 2, hardnessAfter: 0, broken: false, absorbed: { base: 1, fixed: 0, degree: 2, damage: 2, before: 20, after: 18 } });
    // Its hardness already gone, the whole base 4 × degree 3 (natural 12) comes off: 20 → 8.
    expect(at({ ...WALL, hardness: 0 }, [6, 6], KATANA)).toMatchObject({ degree: 3, broken: false, absorbed: { base: 4, damage: 12, after: 8 } });
  });

  it("loses nothing to a hit its hardness holds, which wears the hardness 2 as any object's", () => {
    expect(at({ ...WALL, hardness: 5 }, [8, 8])).toMatchObject({ base: 3, degree: 4, hardnessAfter: 3, broken: false, absorbed: { base: 0, damage: 0, before: 20, after: 20 } });
  });

  it("is destroyed exactly when its absorption reaches 0, never below", () => {
    // Base 4 × degree 4 (natural 16) = 16 against absorption 5: destroyed, 0 left.
    expect(at({ ...WALL, hardness: 0, absorption: 5 }, [8, 8], KATANA)).toMatchObject({ degree: 4, broken: true, absorbed: { damage: 16, before: 5, after: 0 } });
    expect(at({ ...WALL, hardness: 0, absorption: 16 }, [8, 8], KATANA)).toMatchObject({ broken: true, absorbed: { after: 0 } });
    expect(at({ ...WALL, hardness: 0, absorption: 17 }, [8, 8], KATANA)).toMatchObject({ broken: false, absorbed: { after: 1 } });
  });

  it("adds fixed damage past twice the hardness, never multiplied (M120)", () => {
    // Hardness 2: base 1 does not reach it, fixed 6 passes twice it by 2; 0 × 2 + 2 = 2 off 10.
    expect(degreesExtras.objectAfterHit({ ...WALL, hardness: 2, absorption: 10 }, hit(1, 6, 2), O).absorbed).toEqual({ base: 0, fixed: 2, degree: 2, damage: 2, before: 10, after: 8 });
  });

  it("meets one part of a split attack: the hardness off the whole base first (M123)", () => {
    // Base 9 in 3 parts against hardness 5: 4 pass, 2 a part (rounded up) × degree 2 = 4 off 20.
    expect(degreesExtras.objectAfterHit({ ...WALL, hardness: 5 }, hit(9, 0, 2, 3), O)).toEqual({ hardnessAfter: 0, broken: false, perPart: 2, absorbed: { base: 2, fixed: 0, degree: 2, damage: 4, before: 20, after: 16 } });
  });

  it("misses with no degree and nothing taken", () => {
    expect(at(WALL, [1, 3], KATANA, { ...STILL, moving: true })).toMatchObject({ hit: false, degree: 0, absorbed: null, hardnessAfter: 3 });
  });

  it("never raises the absorption nor takes it below 0, and is destroyed exactly at 0 (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 20 }), fc.constantFrom(0, 1, 2, 3, 4), fc.integer({ min: 1, max: 4 }), fc.integer({ min: 0, max: 5 }), (hardness, absorption, base, fixed, degree, parts, ignoreHardness) => {
        const made = degreesExtras.objectAfterHit({ ...WALL, hardness, absorption }, { base, fixed, degree: degree as 0 | 1 | 2 | 3 | 4, parts, ignoreHardness }, O);
        expect(made.hardnessAfter).toBeLessThanOrEqual(hardness);
        if (made.absorbed === null) {
          // Only a hit with no damage leaves it untouched.
          expect(base <= 0 && fixed <= 0).toBe(true);
          expect(made.broken).toBe(false);
          return;
        }
        expect(made.absorbed.after).toBeLessThanOrEqual(absorption);
        expect(made.absorbed.after).toBeGreaterThanOrEqual(0);
        expect(made.absorbed.after).toBe(Math.max(0, absorption - made.absorbed.damage));
        expect(made.broken).toBe(made.absorbed.after === 0);
      }),
    );
  });
});
