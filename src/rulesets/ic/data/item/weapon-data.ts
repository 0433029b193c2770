import { DAMAGE_TYPES } from "../choices";
import { COST_MAX, MODIFIER_MAX, QUANTITY_MAX, SPEED_MAX } from "../bounds";
import { diceFormulaProblem } from "../dice-formula";
import { choiceField, htmlField, integerField, modifiersField } from "../fields";
import { weaponDamage } from "../../../../migrations/upgrades";

const weaponSchema = () => {
  const { StringField, BooleanField, SchemaField } = foundry.data.fields;
  return {
    damage: new SchemaField({
      dice: new StringField({ required: true, blank: false, initial: "1d6", label: "SHINOBI.Technique.damageDice" }),
      type: choiceField(DAMAGE_TYPES, "slashing", "SHINOBI.Technique.damageType"),
    }),
    speed: integerField(8, 1, SPEED_MAX, "SHINOBI.Technique.speed"),
    stamina: integerField(5, 0, COST_MAX, "SHINOBI.Technique.stamina"),
    accuracy: integerField(0, -MODIFIER_MAX, MODIFIER_MAX, "SHINOBI.Technique.accuracy"),
    thrown: new BooleanField({ initial: false, label: "SHINOBI.Weapon.thrown" }),
    quantity: integerField(1, 0, QUANTITY_MAX, "SHINOBI.Item.quantity"),
    modifiers: modifiersField(),
    description: htmlField(),
  };
};

export type WeaponSchema = ReturnType<typeof weaponSchema>;

/** A weapon: its numbers feed Basic (Weapon) attacks and multi-throws. */
export class WeaponData extends foundry.abstract.TypeDataModel<WeaponSchema, Item.Implementation> {
  /** Which document type this model is registered for. */
  static readonly metadata = { documentName: "Item", type: "weapon" } as const;

  static override defineSchema(): WeaponSchema {
    return weaponSchema();
  }

  /** Weapons stored before schema version 1 kept the formula and the type side by side. */
  static override migrateData(source: Record<string, unknown>): Record<string, unknown> {
    if (typeof source.damage === "string" || "damageType" in source) {
      source.damage = weaponDamage(source);
      delete source.damageType;
    }
    return super.migrateData(source);
  }

  /** The damage formula must be one the dice roller understands, within the hard ceilings. */
  static override validateJoint(data: never): void {
    const problem = diceFormulaProblem("damage.dice", (data as { damage: { dice: string } }).damage.dice);
    if (problem) throw new Error(problem);
  }
}
