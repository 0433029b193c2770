import { DAMAGE_TYPES, WOUND_POOLS, WOUND_SEVERITY_LABELS, WOUND_SIDES } from "../choices";
import { HEALING_DAYS_MAX } from "../bounds";
import { choiceField, htmlField, integerField, modifiersField } from "../fields";

const woundSchema = () => {
  const { StringField, SchemaField } = foundry.data.fields;
  return {
    severity: choiceField(WOUND_SEVERITY_LABELS, "minor", "SHINOBI.Wound.severity"),
    damageType: choiceField(DAMAGE_TYPES, "blunt", "SHINOBI.Technique.damageType"),
    location: new StringField({ required: true, blank: true, initial: "", label: "SHINOBI.Wound.location" }),
    /** Arms and legs have a side; the rest of the body none (""). */
    side: new StringField({ required: true, blank: true, choices: WOUND_SIDES, initial: "", label: "SHINOBI.Wound.side" }),
    /** Which pool's threshold the wound crossed. */
    pool: choiceField(WOUND_POOLS, "vitality", "SHINOBI.Wound.pool"),
    healing: new SchemaField({
      days: integerField(1, 0, HEALING_DAYS_MAX, "SHINOBI.Wound.healingDays"),
      progress: integerField(0, 0, HEALING_DAYS_MAX, "SHINOBI.Wound.healingProgress"),
    }),
    modifiers: modifiersField(),
    description: htmlField(),
  };
};

export type WoundSchema = ReturnType<typeof woundSchema>;

/** A lasting injury: where it is, how bad, what it costs and how long it takes to heal. */
export class WoundData extends foundry.abstract.TypeDataModel<WoundSchema, Item.Implementation> {
  /** Which document type this model is registered for. */
  static readonly metadata = { documentName: "Item", type: "wound" } as const;

  static override defineSchema(): WoundSchema {
    return woundSchema();
  }
}
