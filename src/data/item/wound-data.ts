import { DAMAGE_TYPES, WOUND_SEVERITY_LABELS } from "../choices";
import { choiceField, htmlField, integerField, modifiersField } from "../fields";

const woundSchema = () => {
  const { StringField, SchemaField } = foundry.data.fields;
  return {
    severity: choiceField(WOUND_SEVERITY_LABELS, "minor", "SHINOBI.Wound.severity"),
    damageType: choiceField(DAMAGE_TYPES, "blunt", "SHINOBI.Technique.damageType"),
    location: new StringField({ required: true, blank: true, initial: "", label: "SHINOBI.Wound.location" }),
    healing: new SchemaField({
      days: integerField(1, 0, undefined, "SHINOBI.Wound.healingDays"),
      progress: integerField(0, 0, undefined, "SHINOBI.Wound.healingProgress"),
    }),
    modifiers: modifiersField(),
    description: htmlField(),
  };
};

export type WoundSchema = ReturnType<typeof woundSchema>;

/** A lasting injury: where it is, how bad, what it costs and how long it takes to heal. */
export class WoundData extends foundry.abstract.TypeDataModel<WoundSchema, Item.Implementation> {
  static override defineSchema(): WoundSchema {
    return woundSchema();
  }
}
