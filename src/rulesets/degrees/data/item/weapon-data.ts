import { choiceField, htmlField, integerField, optionalIntegerField } from "../../../fields";
import { CRIT_MIN_HIGHEST, CRIT_MIN_LOWEST, HARDNESS_MAX, QUANTITY_MAX, THROWN_COUNT_MAX, WEAPON_DAMAGE_MAX } from "../bounds";
import { WEAPON_ACCURACIES, WEAPON_CATEGORIES, WEAPON_WEIGHTS } from "../choices";
import { flagField } from "../fields";

const weaponFields = () => ({
  /** Added to half of Strength (melee) or Dexterity (ranged) for base damage (M28, M29). */
  damage: integerField(1, 0, WEAPON_DAMAGE_MAX, "SHINOBI.Degrees.Weapon.damage"),
  /** The smallest natural that crits (a scimitar's 14); unset, the degree table's fourth degree does (M36, M37). */
  critMin: optionalIntegerField(CRIT_MIN_LOWEST, CRIT_MIN_HIGHEST, "SHINOBI.Degrees.Weapon.critMin"),
  category: choiceField(WEAPON_CATEGORIES, "simple", "SHINOBI.Degrees.Weapon.category"),
  weight: choiceField(WEAPON_WEIGHTS, "medium", "SHINOBI.Degrees.Weapon.weight"),
  accuracy: choiceField(WEAPON_ACCURACIES, "melee", "SHINOBI.Degrees.Weapon.accuracy"),
  /** Weapons deal lethal damage unless made otherwise; using the other kind costs −3 (M38). */
  lethal: flagField(true, "SHINOBI.Degrees.Weapon.lethal"),
  /** Bare hands: its weapon damage is the best of its user's unarmed damage sources, Iron Fist or Juuken (M31). */
  unarmed: flagField(false, "SHINOBI.Degrees.Weapon.unarmed"),
  /** A long weapon reaches 2 m instead of 1 (M62). */
  long: flagField(false, "SHINOBI.Degrees.Weapon.long"),
  /** Wielded in both hands, which a lost arm or hand forbids without a feat (M130 4). */
  twoHanded: flagField(false, "SHINOBI.Degrees.Weapon.twoHanded"),
  thrown: flagField(false, "SHINOBI.Degrees.Weapon.thrown"),
  /** For a thrown weapon, how many one hand throws for its damage (shuriken: 3; M64). */
  thrownCount: integerField(1, 1, THROWN_COUNT_MAX, "SHINOBI.Degrees.Weapon.thrownCount"),
  /** In the hand: what the character blocks with and what lends its damage to a melee or ranged technique (M23, M28, M29). */
  wielded: flagField(false, "SHINOBI.Degrees.Weapon.wielded"),
  /** An Adamantine Staff or an Energized weapon: it may block projectile techniques (M23). */
  blocksProjectileTechniques: flagField(false, "SHINOBI.Degrees.Weapon.blocksProjectileTechniques"),
  /** Its hardness when someone tries to break it; unset, the text's optional 10 + 5 × damage (M118). */
  hardness: optionalIntegerField(0, HARDNESS_MAX, "SHINOBI.Degrees.hardness"),
  quantity: integerField(1, 0, QUANTITY_MAX, "SHINOBI.Item.quantity"),
  description: htmlField(),
});

export type WeaponFields = ReturnType<typeof weaponFields>;

/** A weapon of the degrees ruleset: what its strikes, shots and throws add, and what it may block. */
export class DgWeaponData extends foundry.abstract.TypeDataModel<WeaponFields, Item.Implementation> {
  /** Which document type this model is registered for. */
  static readonly metadata = { documentName: "Item", type: "dgWeapon" } as const;

  static override defineSchema(): WeaponFields {
    return weaponFields();
  }
}
