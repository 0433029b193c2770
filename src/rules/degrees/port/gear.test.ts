import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RULESET_EXTRAS } from "../../registry";
import type { CarriedWeapon } from "./gear";

const { weaponInHand, armourWorn, thrownReady } = RULESET_EXTRAS.degrees.gear;

const weapon = (more: Partial<CarriedWeapon> & { name: string }): CarriedWeapon & { name: string } => ({ wielded: false, accuracy: "melee", damage: 2, quantity: 1, thrown: false, blocksProjectileTechniques: false, weight: "medium", ...more });

describe("the weapon in hand (M23, M28, M29)", () => {
  it("is the one the sheet marks, whatever else is carried", () => {
    const marked = weapon({ name: "kunai", weight: "light", wielded: true });
    expect(weaponInHand([weapon({ name: "odachi", weight: "heavy" }), marked])?.name).toBe("kunai");
  });

  it("with none marked, is a carried melee weapon lending damage: one blocking projectile techniques first, else the heaviest", () => {
    const katana = weapon({ name: "katana" });
    const tetsubo = weapon({ name: "tetsubo", weight: "heavy" });
    const shield = weapon({ name: "war fan", weight: "light", blocksProjectileTechniques: true });
    expect(weaponInHand([katana, tetsubo])?.name).toBe("tetsubo");
    expect(weaponInHand([katana, tetsubo, shield])?.name).toBe("war fan");
    // A bow, a fist of no damage and a weapon none of which is left are no guess.
    expect(weaponInHand([weapon({ name: "bow", accuracy: "ranged" }), weapon({ name: "gauntlet", damage: 0 }), weapon({ name: "spent", quantity: 0 })])).toBeNull();
    expect(weaponInHand([])).toBeNull();
  });

  it("is always one of the weapons carried, and a marked one whenever there is one", () => {
    const arb = fc.record({ wielded: fc.boolean(), accuracy: fc.constantFrom("melee", "ranged"), damage: fc.integer({ min: 0, max: 5 }), quantity: fc.integer({ min: 0, max: 3 }), thrown: fc.boolean(), blocksProjectileTechniques: fc.boolean(), weight: fc.constantFrom("light", "medium", "heavy") });
    fc.assert(
      fc.property(fc.array(arb, { maxLength: 6 }), (weapons) => {
        const inHand = weaponInHand(weapons);
        if (inHand !== null) expect(weapons).toContain(inHand);
        if (weapons.some((w) => w.wielded)) expect(inHand?.wielded).toBe(true);
      }),
    );
  });
});

describe("the armour worn and the thrown weapons to hand (M65, M125)", () => {
  it("wears the marked armour that absorbs most, the first of equals; none when none is marked", () => {
    const light = { name: "light", worn: true, absorption: { value: 2, max: 3 } };
    const heavy = { name: "heavy", worn: true, absorption: { value: 6, max: 8 } };
    const carried = { name: "carried", worn: false, absorption: { value: 10, max: 10 } };
    expect(armourWorn([light, carried, heavy])?.name).toBe("heavy");
    expect(armourWorn([light, { ...light, name: "twin" }])?.name).toBe("light");
    expect(armourWorn([carried])).toBeNull();
  });

  it("counts the most of one thrown weapon carried", () => {
    expect(thrownReady([weapon({ name: "kunai", thrown: true, quantity: 6 }), weapon({ name: "shuriken", thrown: true, quantity: 10 }), weapon({ name: "katana", quantity: 20 })])).toBe(10);
    expect(thrownReady([weapon({ name: "katana" })])).toBe(0);
  });
});
