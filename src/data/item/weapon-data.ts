import { DAMAGE_TYPES } from "../choices";
import { choiceField, htmlField, integerField, modifiersField } from "../fields";

const weaponSchema = () => {
  const { StringField, BooleanField } = foundry.data.fields;
  return {
    damage: new StringField({ required: true, blank: false, initial: "1d6", label: "SHINOBI.Technique.damageDice" }),
    damageType: choiceField(DAMAGE_TYPES, "slashing", "SHINOBI.Technique.damageType"),
    speed: integerField(8, 1, undefined, "SHINOBI.Technique.speed"),
    stamina: integerField(5, 0, undefined, "SHINOBI.Technique.stamina"),
    accuracy: integerField(0, null, undefined, "SHINOBI.Technique.accuracy"),
    thrown: new BooleanField({ initial: false, label: "SHINOBI.Weapon.thrown" }),
    quantity: integerField(1, 0, undefined, "SHINOBI.Item.quantity"),
    modifiers: modifiersField(),
    description: htmlField(),
  };
};

export type WeaponSchema = ReturnType<typeof weaponSchema>;

/** A weapon: its numbers feed Basic (Weapon) attacks and multi-throws. */
export class WeaponData extends foundry.abstract.TypeDataModel<WeaponSchema, Item.Implementation> {
  static override defineSchema(): WeaponSchema {
    return weaponSchema();
  }
}
