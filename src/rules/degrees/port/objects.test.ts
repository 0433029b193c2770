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
const DOOR: DegreesObject = { hardness: 5, gas: false, size: "standard", carried: false };
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
  const SMOKE: DegreesObject = { hardness: 1, gas: true, size: "standard", carried: false };
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
    const hit = { base: 4, fixed: 0, ignoreHardness: 0, parts: 1 };
    expect(degreesExtras.objectAfterHit(DOOR, hit, O)).toEqual({ hardnessAfter: 3, broken: false, perPart: null });
    // Worn to 3 by an earlier hit, the same blow now breaks it.
    expect(degreesExtras.objectAfterHit({ ...DOOR, hardness: 3 }, hit, O)).toEqual({ hardnessAfter: 0, broken: true, perPart: null });
    // Hardness it ignores comes off first (M124).
    expect(degreesExtras.objectAfterHit({ ...DOOR, hardness: 6 }, { ...hit, ignoreHardness: 2 }, O).broken).toBe(true);
    // A hit that does no damage wears nothing, even off a hardness-0 pot.
    expect(degreesExtras.objectAfterHit(DOOR, { ...hit, base: 0 }, O)).toEqual({ hardnessAfter: 5, broken: false, perPart: null });
    expect(degreesExtras.objectAfterHit({ ...DOOR, hardness: 0 }, { ...hit, base: 0 }, O).broken).toBe(false);
  });
});
