import { htmlField, integerField } from "../../../fields";
import { ARMOR_NUMBER_MAX } from "../bounds";

const armorSchema = () => ({
  // C7: no armor table exists in either text, so a new piece adds nothing until the GM sets it.
  bonus: integerField(0, 0, ARMOR_NUMBER_MAX, "SHINOBI.RollKeep.Armor.bonus"),
  // C15: Reduction is never defined in the texts; 0 unless set.
  reduction: integerField(0, 0, ARMOR_NUMBER_MAX, "SHINOBI.RollKeep.Armor.reduction"),
  worn: new foundry.data.fields.BooleanField({ initial: false, label: "SHINOBI.RollKeep.Armor.worn" }),
  description: htmlField(),
});

export type ArmorSchema = ReturnType<typeof armorSchema>;

/** A piece of armor: its bonus to Armor TN and its Reduction, counted while worn. */
export class RkArmorData extends foundry.abstract.TypeDataModel<ArmorSchema, Item.Implementation> {
  /** Which document type this model is registered for. */
  static readonly metadata = { documentName: "Item", type: "rkArmor" } as const;

  static override defineSchema(): ArmorSchema {
    return armorSchema();
  }
}
