import { QUANTITY_MAX } from "../bounds";
import { htmlField, integerField, modifiersField } from "../fields";

const equipmentSchema = () => ({
  quantity: integerField(1, 0, QUANTITY_MAX, "SHINOBI.Item.quantity"),
  modifiers: modifiersField(),
  description: htmlField(),
});

export type EquipmentSchema = ReturnType<typeof equipmentSchema>;

/** Gear that is not a weapon: smoke bombs, wire, medical kits. */
export class EquipmentData extends foundry.abstract.TypeDataModel<EquipmentSchema, Item.Implementation> {
  /** Which document type this model is registered for. */
  static readonly metadata = { documentName: "Item", type: "equipment" } as const;

  static override defineSchema(): EquipmentSchema {
    return equipmentSchema();
  }
}
